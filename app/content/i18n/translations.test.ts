import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ContentFileError } from "../collection-entries";
import { collections, languageNeutralFields, type CollectionName } from "../content-schema";
import { checkPairing, readCollection, readTranslations } from "../read-collection";
import { en } from "./en";
import { es } from "./es";
import { basePath, langFromPath, localePath } from "./lang";
import { untranslated } from "./untranslated";

const contentDir = fileURLToPath(new URL("..", import.meta.url));
const slugs = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3));

describe("every content entry in both languages", () => {
  for (const collection of Object.keys(collections) as CollectionName[]) {
    it(`${collection}: each English file has its Spanish file (or is named untranslated) and each Spanish file its English one`, () => {
      const english = slugs(path.join(contentDir, collection));
      const spanishDir = path.join(contentDir, collection, "es");
      const spanish = (() => {
        try {
          return slugs(spanishDir);
        } catch {
          return [];
        }
      })();
      expect(spanish.filter((slug) => !english.includes(slug))).toEqual([]);
      const pending: readonly string[] = untranslated[collection];
      expect(english.filter((slug) => !spanish.includes(slug) && !pending.includes(slug))).toEqual([]);
      expect(pending.filter((slug) => spanish.includes(slug) || !english.includes(slug))).toEqual([]);
      // The Spanish files parse over their English files, with the same schema.
      const translated = readTranslations(collection);
      expect(translated).toHaveLength(spanish.length);
      const bySlug = new Map(readCollection(collection).map((entry) => [slugOf(entry), entry]));
      for (const entry of translated) expect(bySlug.has(slugOf(entry))).toBe(true);
    });
  }

  it("translates every text of a Spanish file: none is left as its English file has it", () => {
    for (const collection of Object.keys(collections) as CollectionName[]) {
      const english = new Map(readCollection(collection).map((entry) => [slugOf(entry), entry]));
      // Names can be the same in both languages ("Tampa Bay", "Hillsborough"); neutral fields are.
      const skip = new Set(["slug", "kind", "name", "shortName", ...languageNeutralFields[collection]]);
      for (const entry of readTranslations(collection)) {
        const file = `app/content/${collection}/es/${slugOf(entry)}.md`;
        expect(textsAsInEnglish(entry, english.get(slugOf(entry)), skip), file).toEqual([]);
      }
    }
  });

  it("refuses a page missing in one language, a stray Spanish page and a stale untranslated name", () => {
    expect(() => checkPairing("services", ["a", "b"], ["a"], "app/content/services", [])).toThrow(
      "app/content/services/es/b.md: missing (the Spanish page of app/content/services/b.md)",
    );
    expect(() => checkPairing("services", ["a", "b"], ["a"], "app/content/services", ["b"])).not.toThrow();
    expect(() => checkPairing("services", ["a"], ["a", "z"], "app/content/services", [])).toThrow(ContentFileError);
    expect(() => checkPairing("services", ["a", "x"], ["a", "x"], "app/content/services", ["a"])).toThrow(
      /has its Spanish file now: remove it/,
    );
    expect(() => checkPairing("services", ["a"], ["a"], "app/content/services", ["gone"])).toThrow(
      /"gone" is no file of app\/content\/services/,
    );
  });
});

function slugOf(entry: unknown): string {
  const e = entry as { slug?: string; kind?: string; county?: { slug: string }; region?: { slug: string } };
  return e.slug ?? e.county?.slug ?? e.region?.slug ?? "";
}

describe("the interface dictionaries", () => {
  it("have the same keys in both languages, every string filled, and differ where words do", () => {
    const keys = (value: unknown, prefix = ""): string[] =>
      value && typeof value === "object"
        ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix.slice(0, -1)];
    expect(keys(es)).toEqual(keys(en));
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : value && typeof value === "object"
          ? Object.values(value).flatMap(strings)
          : [];
    for (const text of strings(es)) expect(text.trim()).not.toBe("");
    expect(es.header.bookNow).not.toBe(en.header.bookNow);
    expect(es.language.switchLabel).toBe("English");
    expect(en.language.switchLabel).toBe("Español");
  });
});

describe("a page's language comes from its path only", () => {
  it("reads /es and below as Spanish, everything else as English", () => {
    expect(langFromPath("/es")).toBe("es");
    expect(langFromPath("/es/services/cooling-issues")).toBe("es");
    expect(langFromPath("/")).toBe("en");
    expect(langFromPath("/estimates")).toBe("en");
    expect(langFromPath("/services/es")).toBe("en");
  });

  it("maps a path to the other language and back", () => {
    expect(localePath("es", "/")).toBe("/es");
    expect(localePath("es", "/book")).toBe("/es/book");
    expect(localePath("en", "/book")).toBe("/book");
    expect(basePath("/es")).toBe("/");
    expect(basePath("/es/areas/pasco-county")).toBe("/areas/pasco-county");
    expect(basePath("/about")).toBe("/about");
  });
});

/** The fields ("sections.0.paragraphs.1") where a translation still has its English file's text. */
function textsAsInEnglish(
  spanish: unknown,
  english: unknown,
  skip: ReadonlySet<string>,
  path: string[] = [],
): string[] {
  if (typeof spanish === "string") return spanish === english ? [path.join(".")] : [];
  if (!spanish || typeof spanish !== "object" || !english || typeof english !== "object") return [];
  return Object.entries(spanish).flatMap(([key, value]) =>
    skip.has(key) ? [] : textsAsInEnglish(value, (english as Record<string, unknown>)[key], skip, [...path, key]),
  );
}
