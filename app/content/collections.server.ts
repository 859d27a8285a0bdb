import { inOrder, splitAreas, type AreaEntry, type Ordered } from "./collection-entries";
import type { Lang } from "./i18n/lang";
import type { Brand, County, Region, Service } from "./types";

/**
 * The prose collections, app/content/{brands,services,areas}/*.md, and their Spanish files,
 * app/content/{brands,services,areas}/es/*.md. content-plugin.ts turns each file into its
 * validated entry at build time (and fails the build on a page missing in one language).
 * Server-only (.server): route loaders hand pages the fields they show, in the page's language,
 * so this prose never ships as JavaScript (0002-content-through-loaders.md, 0036-spanish.md).
 */

export const brandEntries: Brand[] = inOrder(
  import.meta.glob<Ordered<Brand>>("./brands/*.md", { eager: true, import: "default" }),
);

export const serviceEntries: Service[] = inOrder(
  import.meta.glob<Ordered<Service>>("./services/*.md", { eager: true, import: "default" }),
);

export const areaEntries: { counties: County[]; region: Region } = splitAreas(
  inOrder(import.meta.glob<Ordered<AreaEntry>>("./areas/*.md", { eager: true, import: "default" })),
);

const spanishBrands: Brand[] = inOrder(
  import.meta.glob<Ordered<Brand>>("./brands/es/*.md", { eager: true, import: "default" }),
);

const spanishServices: Service[] = inOrder(
  import.meta.glob<Ordered<Service>>("./services/es/*.md", { eager: true, import: "default" }),
);

const spanishAreas: AreaEntry[] = inOrder(
  import.meta.glob<Ordered<AreaEntry>>("./areas/es/*.md", { eager: true, import: "default" }),
);

/**
 * The English list with each entry's translation in its place; an entry app/content/i18n/
 * untranslated.ts still names keeps its English text meanwhile (the build allows no other gap).
 */
function translated<T extends { slug: string }>(english: T[], translations: T[]): T[] {
  return english.map((entry) => translations.find((t) => t.slug === entry.slug) ?? entry);
}

const spanishRegion = spanishAreas.flatMap((a) => (a.kind === "region" ? [a.region] : []))[0];
const spanishCounties = spanishAreas.flatMap((a) => (a.kind === "county" ? [a.county] : []));

const byLang: Record<Lang, { brands: Brand[]; services: Service[]; areas: { counties: County[]; region: Region } }> = {
  en: { brands: brandEntries, services: serviceEntries, areas: areaEntries },
  es: {
    brands: translated(brandEntries, spanishBrands),
    services: translated(serviceEntries, spanishServices),
    areas: {
      counties: translated(areaEntries.counties, spanishCounties),
      region: spanishRegion ?? areaEntries.region,
    },
  },
};

/** The collections in a language, in list order (the same order and slugs in both). */
export function collectionsIn(lang: Lang) {
  return byLang[lang];
}
