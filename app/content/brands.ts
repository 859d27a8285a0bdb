import { brandEntries, collectionsIn } from "./collections.server";
import type { Lang } from "./i18n/lang";
import type { Brand } from "./types";

/**
 * Brand pages, one file each in app/content/brands/ (frontmatter and prose). Plain text only
 * (rendered escaped). No model numbers, part numbers, statistics or claims of manufacturer
 * authorization: we are an independent repair company.
 */
export const brands: Brand[] = brandEntries;

/** The 16 brands of the /brands grid, in display order. */
export const gridBrands: Brand[] = brands.filter((b) => b.inGrid);

/** The brands in a language (their pages' prose), in list order. */
export function brandsIn(lang: Lang): Brand[] {
  return collectionsIn(lang).brands;
}

/** Finds a brand by slug, ignoring case, in a language (English when not given). */
export function findBrand(slug: string, lang: Lang = "en"): Brand | undefined {
  const wanted = slug.toLowerCase();
  return brandsIn(lang).find((b) => b.slug === wanted);
}
