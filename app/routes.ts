import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * The public pages, in both languages (docs/decisions/0036-spanish.md): each English path and the
 * same path under /es, served by one route module. A page learns its language from the path only
 * (langFromPath). The Spanish entries' ids are the module's with "es/" before it.
 */
const publicPages: Array<[path: string, file: string]> = [
  ["services", "routes/services/route.tsx"],
  ["services/:slug", "routes/service-detail/route.tsx"],
  ["brands", "routes/brands/route.tsx"],
  ["brands/:slug", "routes/brand-detail/route.tsx"],
  ["areas", "routes/areas/route.tsx"],
  // A static segment outranks :slug, so the region overview is its own page.
  ["areas/tampa-bay", "routes/area-region/route.tsx"],
  ["areas/:slug", "routes/area-detail/route.tsx"],
  ["about", "routes/about/route.tsx"],
  ["contact", "routes/contact/route.tsx"],
  ["book", "routes/book/route.tsx"],
  // Food safety after an outage and what a surge does (storm mode's banner links here).
  ["storm", "routes/storm/route.tsx"],
  ["privacy-policy", "routes/privacy-policy/route.tsx"],
  ["terms-of-service", "routes/terms-of-service/route.tsx"],
];

/**
 * The visitor's private appointment pages (not public: no sitemap, noindex), also in both
 * languages: the page, its status poll, the approved estimate's printable copy and "Pay $X by
 * card" (POST only: 303 to a fresh Stripe Checkout Session).
 */
const appointmentPages: Array<[path: string, file: string]> = [
  ["appointments/:token", "routes/appointment/route.tsx"],
  ["appointments/:token/status", "routes/appointment-status/route.ts"],
  // The customer's copy of the estimate they approved, to print or save.
  ["appointments/:token/estimate", "routes/appointment-estimate/route.tsx"],
  ["appointments/:token/pay", "routes/appointment-pay/route.ts"],
];

const spanishId = (file: string) => `es/${file.replace(/\.tsx?$/, "")}`;

export default [
  index("routes/home/route.tsx"),
  ...publicPages.map(([path, file]) => route(path, file)),
  route("es", "routes/home/route.tsx", { id: spanishId("routes/home/route.tsx") }),
  ...publicPages.map(([path, file]) => route(`es/${path}`, file, { id: spanishId(file) })),
  // Any other path under /es: the Spanish Page Not Found.
  route("es/*", "routes/not-found/route.tsx", { id: spanishId("routes/not-found/route.tsx") }),
  // The visitor's private appointment page and the availability the booking forms ask for. The
  // appointment's pages also answer under /es in Spanish (the same modules, language from the path).
  ...appointmentPages.map(([path, file]) => route(path, file)),
  ...appointmentPages.map(([path, file]) => route(`es/${path}`, file, { id: spanishId(file) })),
  // A place on a full window's waitlist: where the visitor stands, the held place, leaving.
  route("waitlist/:token", "routes/waitlist/route.tsx"),
  route("availability", "routes/availability/route.ts"),
  route("photo-uploads", "routes/photo-uploads/route.ts"),
  // A team member's photo on /about (only while the owner's team names it).
  route("team-photos/:id", "routes/team-photo/route.ts"),
  // The text provider's webhooks (POST only, signed): texts received and delivery statuses.
  route("sms/inbound", "routes/sms-inbound/route.ts"),
  route("sms/status", "routes/sms-status/route.ts"),
  // The business line's voice webhooks (POST only, signed): forward, screen, missed, voicemail.
  route("voice/inbound", "routes/voice-inbound/route.ts"),
  route("voice/screen", "routes/voice-screen/route.ts"),
  route("voice/after-dial", "routes/voice-after-dial/route.ts"),
  route("voice/recording", "routes/voice-recording/route.ts"),
  // Stripe's signed events (POST only): the only thing that records an online payment.
  route("payments/stripe/webhook", "routes/stripe-webhook/route.ts"),
  // The owner's private calendar feed: /calendar/<token>.ics
  route("calendar/:feed", "routes/calendar-feed/route.ts"),
  route("sitemap.xml", "routes/sitemap.xml/route.ts"),
  route("robots.txt", "routes/robots.txt/route.ts"),
  route("manifest.webmanifest", "routes/manifest.webmanifest/route.ts"),
  // The still service-area map that pages show without JavaScript.
  route("service-area-map.svg", "routes/service-area-map.svg/route.ts"),
  // The same with the Spanish pages' words ("Golfo de México"), for /es pages.
  route("es/service-area-map.svg", "routes/service-area-map.svg/route.ts", {
    id: spanishId("routes/service-area-map.svg/route.ts"),
  }),
  // The staff workspace: its own layout (header, navigation, stylesheet), not linked from the
  // site, kept out of the sitemap (see docs/decisions/0001-admin-auth.md). A pathless layout, so a
  // POST to /admin reaches the /admin page's action (no `?index` needed).
  layout("routes/admin/layout/route.tsx", [
    // Signed out: the sign-in form. Signed in: the requests.
    route("admin", "routes/admin/requests/route.tsx"),
    route("admin/requests/:kind/:id", "routes/admin/request/route.tsx"),
    route("admin/sources", "routes/admin/sources/route.tsx"),
    route("admin/customers", "routes/admin/customers/route.tsx"),
    route("admin/customers/:id", "routes/admin/customer/route.tsx"),
    route("admin/calls", "routes/admin/calls/route.tsx"),
    route("admin/schedule", "routes/admin/schedule/route.tsx"),
    route("admin/today", "routes/admin/today/route.tsx"),
    route("admin/team", "routes/admin/team/route.tsx"),
    route("admin/settings", "routes/admin/settings/route.tsx"),
    // The owner's price book (estimates' parts and labour): its own page, outranking :section.
    route("admin/settings/price-book", "routes/admin/price-book/route.tsx"),
    route("admin/settings/:section", "routes/admin/site-settings/route.tsx"),
    route("admin/activity", "routes/admin/activity/route.tsx"),
    route("admin/reports", "routes/admin/reports/route.tsx"),
    route("admin/account", "routes/admin/account/route.tsx"),
    route("admin/sign-out", "routes/admin/sign-out/route.tsx"),
    route("admin/invite/:token", "routes/admin/invite/route.tsx"),
  ]),
  route("admin/bookings.csv", "routes/admin/bookings.csv/route.ts"),
  route("admin/messages.csv", "routes/admin/messages.csv/route.ts"),
  route("admin/requests.csv", "routes/admin/requests.csv/route.ts"),
  route("admin/activity.csv", "routes/admin/activity.csv/route.ts"),
  route("admin/payments.csv", "routes/admin/payments.csv/route.ts"),
  // The owner's reports as files: each table, the DR-15 jobs and the QuickBooks journal (<name>.csv).
  route("admin/reports/:file", "routes/admin/reports-csv/route.ts"),
  route("admin/photos/:id", "routes/admin/photo/route.ts"),
  route("admin/today/step", "routes/admin/today-step/route.ts"),
  route("admin/customers/:id/export.json", "routes/admin/customer-export/route.ts", { id: "customer-export-json" }),
  route("admin/customers/:id/export.csv", "routes/admin/customer-export/route.ts", { id: "customer-export-csv" }),
  // The link in a review request e-mail: no more review requests (works without signing in).
  route("reviews/opt-out/:token", "routes/review-opt-out/route.tsx"),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
