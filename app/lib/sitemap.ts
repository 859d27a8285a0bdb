import { counties, region } from "#app/content/areas";
import { brands } from "#app/content/brands";
import { localePath } from "#app/content/i18n/lang";
import { services } from "#app/content/services";

/** Every public page's English path: each also has its Spanish page, /es before it. */
export function englishPaths(): string[] {
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

/**
 * Every public page's path in both languages, English first, then Spanish in the same order:
 * the sitemap, the page cache and the tests read this one list.
 */
export function publicPaths(): string[] {
  const english = englishPaths();
  return [...english, ...english.map((path) => localePath("es", path))];
}
