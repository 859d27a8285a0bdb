import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service-detail.tsx"),
  route("brands", "routes/brands.tsx"),
  route("brands/:slug", "routes/brand-detail.tsx"),
  route("areas", "routes/areas.tsx"),
  // A static segment outranks :slug, so the region overview is its own page.
  route("areas/tampa-bay", "routes/area-region.tsx"),
  route("areas/:slug", "routes/area-detail.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("book", "routes/book.tsx"),
  // The visitor's private appointment page and the availability the booking forms ask for.
  route("appointments/:token", "routes/appointment.tsx"),
  route("availability", "routes/availability.ts"),
  route("photo-uploads", "routes/photo-uploads.ts"),
  // The owner's private calendar feed: /calendar/<token>.ics
  route("calendar/:feed", "routes/calendar-feed.ts"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("manifest.webmanifest", "routes/manifest[.]webmanifest.ts"),
  // The still service-area map that pages show without JavaScript.
  route("service-area-map.svg", "routes/service-area-map[.]svg.ts"),
  // The staff workspace: its own layout (header, navigation, stylesheet), not linked from the
  // site, kept out of the sitemap (see docs/decisions/admin-auth.md). A pathless layout, so a
  // POST to /admin reaches the /admin page's action (no `?index` needed).
  layout("routes/admin/layout.tsx", [
    // Signed out: the sign-in form. Signed in: the requests.
    route("admin", "routes/admin/requests.tsx"),
    route("admin/requests/:kind/:id", "routes/admin/request.tsx"),
    route("admin/sources", "routes/admin/sources.tsx"),
    route("admin/schedule", "routes/admin/schedule.tsx"),
    route("admin/team", "routes/admin/team.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/activity", "routes/admin/activity.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/sign-out", "routes/admin/sign-out.tsx"),
    route("admin/invite/:token", "routes/admin/invite.tsx"),
  ]),
  route("admin/bookings.csv", "routes/admin.bookings[.]csv.ts"),
  route("admin/messages.csv", "routes/admin.messages[.]csv.ts"),
  route("admin/requests.csv", "routes/admin.requests[.]csv.ts"),
  route("admin/activity.csv", "routes/admin.activity[.]csv.ts"),
  route("admin/photos/:id", "routes/admin.photo.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
