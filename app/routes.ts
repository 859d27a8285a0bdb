import { type RouteConfig, index, route } from "@react-router/dev/routes";

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
  // The staff inbox: not linked from the site, kept out of the sitemap (see docs/decisions/admin-auth.md).
  route("admin", "routes/admin.tsx"),
  route("admin/bookings.csv", "routes/admin.bookings[.]csv.ts"),
  route("admin/messages.csv", "routes/admin.messages[.]csv.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
