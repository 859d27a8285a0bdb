import { counties, region } from "#app/content/areas";
import { brands } from "#app/content/brands";
import { services } from "#app/content/services";

/** Every public page's path: the sitemap and the tests read this one list. */
export function publicPaths(): string[] {
  return [
    "/",
    "/services",
    ...services.map((s) => `/services/${s.slug}`),
    "/brands",
    ...brands.map((b) => `/brands/${b.slug}`),
    "/areas",
    `/areas/${region.slug}`,
    ...counties.map((c) => `/areas/${c.slug}`),
    "/about",
    "/contact",
    "/book",
    "/storm",
    "/privacy-policy",
    "/terms-of-service",
  ];
}
