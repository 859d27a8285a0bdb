import { areaEntries, collectionsIn } from "./collections.server";
import type { Lang } from "./i18n/lang";
import type { County, Region } from "./types";

/**
 * The four counties of the service area (SPEC §2 /areas and /areas/{slug}), one file each in
 * app/content/areas/ (kind: county), in the order of their `order` fields.
 * Cities are real municipalities or census-designated places lying inside the county; places
 * that straddle a county line (Odessa, Lutz, Aripeka) are left out on purpose.
 * The first five cities of each county are the ones shown on the home page cards.
 */
export const counties: County[] = areaEntries.counties;

/** The counties and the region overview in a language (their pages' prose), in list order. */
export function areasFor(lang: Lang): { counties: County[]; region: Region } {
  return collectionsIn(lang).areas;
}

/** Looks up a county by slug, ignoring case, in a language (English when not given). */
export function findCounty(slug: string, lang: Lang = "en"): County | undefined {
  const wanted = slug.toLowerCase();
  return areasFor(lang).counties.find((county) => county.slug === wanted);
}

/** The /areas/tampa-bay overview of the whole region: app/content/areas/tampa-bay.md (kind: region). */
export const region: Region = areaEntries.region;

/** Brands linked from every area page (SPEC §2), as slugs of /brands/{slug} pages. */
export const areaBrandSlugs = [
  "whirlpool",
  "ge",
  "samsung",
  "lg",
  "frigidaire",
  "kitchenaid",
  "maytag",
  "sub-zero",
  "viking",
  "bosch",
  "amana",
  "jennair",
] as const;
