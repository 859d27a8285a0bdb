import { brandEntries } from "./collections.server";
import type { Brand } from "./types";

/**
 * Brand pages, one file each in app/content/brands/ (frontmatter and prose). Plain text only
 * (rendered escaped). No model numbers, part numbers, statistics or claims of manufacturer
 * authorization: we are an independent repair company.
 */
export const brands: Brand[] = brandEntries;

/** The 16 brands of the /brands grid, in display order. */
export const gridBrands: Brand[] = brands.filter((b) => b.inGrid);

/** Finds a brand by slug, ignoring case. */
export function findBrand(slug: string): Brand | undefined {
  const wanted = slug.toLowerCase();
  return brands.find((b) => b.slug === wanted);
}
