import { business } from "#app/content/business";

/** The web app manifest, built from the business identity. */
export function loader() {
  const manifest = {
    name: business.name,
    short_name: "Fridge Repair",
    description: `Refrigerator repair in ${business.region}: same-day service, all major brands.`,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0f2f57",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
