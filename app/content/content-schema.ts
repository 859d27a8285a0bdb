import { z } from "zod";
import { iconNames } from "./icon-names.ts";
import { business, countyList } from "./business.ts";
import type { AreaEntry, Ordered } from "./collection-entries.ts";
import { parseContentFile, translationBase, type Placeholders } from "./content-file.ts";
import type { Lang } from "./i18n/lang.ts";
import type { Brand, Service } from "./types.ts";

/**
 * The schemas of the three content collections (app/content/brands|services|areas/*.md). Each
 * file gives its fields in the frontmatter, its slug by its name and its sections by its body;
 * `order` places it in its list. The counts are the ones types.ts documents.
 */

/** What the prose may write as {warrantyDays} or {countyList} ("Hillsborough, ... and Hernando"). */
export const contentPlaceholders: Placeholders = {
  warrantyDays: String(business.warrantyDays),
  countyList: countyList(),
};

/** The same placeholders in the Spanish files ("Hillsborough, ... y Hernando"). */
export const spanishPlaceholders: Placeholders = {
  ...contentPlaceholders,
  countyList: countyList().replace(/ and (?=[^,]*$)/, " y "),
};

/**
 * The fields that are the same in both languages: a Spanish file (app/content/<collection>/es/)
 * leaves them to its English file and gives every other field (docs/decisions/0036-spanish.md).
 */
export const languageNeutralFields: Record<CollectionName, readonly string[]> = {
  brands: ["order", "name", "inGrid"],
  services: ["order", "icon", "group", "priceRange"],
  areas: ["kind", "order", "seat", "cities", "center"],
};

const text = z.string().min(1);
const texts = (min: number, max: number) => z.array(text).min(min).max(max);
const sections = (min: number, max = Infinity, maxParagraphs = Infinity) =>
  z
    .array(z.strictObject({ heading: text, paragraphs: texts(1, maxParagraphs) }))
    .min(min, `the body needs at least ${min} "## " sections`)
    .max(max, `the body has more than ${max} "## " sections`);
const slug = z.string();
const order = z.number().int().min(0);
const geoPoint = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

const brand = z
  .strictObject({
    slug,
    order,
    name: text,
    inGrid: z.boolean(),
    description: text,
    commonRepairs: texts(4, 6),
    productTypes: texts(3, 6),
    sections: sections(3),
  })
  .transform((b): Ordered<Brand> => ({
    order: b.order,
    entry: {
      slug: b.slug,
      name: b.name,
      inGrid: b.inGrid,
      description: b.description,
      commonRepairs: b.commonRepairs,
      productTypes: b.productTypes,
      sections: b.sections,
    },
  }));

const service = z
  .strictObject({
    slug,
    order,
    title: text,
    icon: z.enum(iconNames),
    group: z.enum(["common", "specialized", "other"]),
    description: text,
    commonIssues: texts(4, 6),
    repairProcess: z.array(z.strictObject({ title: text, description: text })).length(5),
    priceRange: text,
    priceNote: text,
    sections: sections(2, 3, 2),
  })
  .transform((s): Ordered<Service> => ({
    order: s.order,
    entry: {
      slug: s.slug,
      title: s.title,
      icon: s.icon,
      group: s.group,
      description: s.description,
      commonIssues: s.commonIssues,
      sections: s.sections,
      repairProcess: s.repairProcess,
      priceRange: s.priceRange,
      priceNote: s.priceNote,
    },
  }));

const county = z
  .strictObject({
    kind: z.literal("county"),
    slug,
    order,
    name: text,
    shortName: text,
    seat: text,
    description: text,
    cities: texts(15, 15).refine((cities) => new Set(cities).size === cities.length, "a city is listed twice"),
    center: geoPoint,
    commonProblems: texts(4, 6),
    sections: sections(2, 3),
  })
  .transform((c): Ordered<AreaEntry> => ({
    order: c.order,
    entry: {
      kind: "county",
      county: {
        slug: c.slug,
        name: c.name,
        shortName: c.shortName,
        seat: c.seat,
        description: c.description,
        cities: c.cities,
        center: c.center,
        commonProblems: c.commonProblems,
        sections: c.sections,
      },
    },
  }));

const region = z
  .strictObject({
    kind: z.literal("region"),
    // app/routes.ts serves the region overview at this one path.
    slug: z.literal("tampa-bay", 'the region overview must be the file "tampa-bay.md"'),
    order,
    name: text,
    description: text,
    center: geoPoint,
    commonProblems: texts(4, 6),
    sections: sections(2, 3),
  })
  .transform((r): Ordered<AreaEntry> => ({
    order: r.order,
    entry: {
      kind: "region",
      region: {
        slug: r.slug,
        name: r.name,
        description: r.description,
        sections: r.sections,
        center: r.center,
        commonProblems: r.commonProblems,
      },
    },
  }));

const area = z.discriminatedUnion("kind", [county, region]);

export const collections = { brands: brand, services: service, areas: area };
export type CollectionName = keyof typeof collections;
export type CollectionEntry<C extends CollectionName> = z.output<(typeof collections)[C]>["entry"];

/** Parses one file of a collection; `file` is how errors name it (e.g. "app/content/brands/ge.md"). */
export function parseCollectionFile<C extends CollectionName>(
  collection: C,
  file: string,
  source: string,
): Ordered<CollectionEntry<C>> {
  return parseContentFile(file, source, collections[collection], contentPlaceholders) as Ordered<CollectionEntry<C>>;
}

/**
 * Parses a translation (e.g. "app/content/brands/es/ge.md") over its English file's
 * language-neutral fields; the result is checked by the same schema as the English file.
 */
export function parseTranslationFile<C extends CollectionName>(
  collection: C,
  lang: Exclude<Lang, "en">,
  file: string,
  source: string,
  english: { file: string; source: string },
): Ordered<CollectionEntry<C>> {
  const base = translationBase(english.file, english.source, languageNeutralFields[collection]);
  const placeholders = { es: spanishPlaceholders }[lang];
  return parseContentFile(file, source, collections[collection], placeholders, base) as Ordered<CollectionEntry<C>>;
}
