import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ContentFileError, inOrder, splitAreas } from "./collection-entries.ts";
import {
  parseCollectionFile,
  parseTranslationFile,
  type CollectionEntry,
  type CollectionName,
} from "./content-schema.ts";
import { untranslated } from "./i18n/untranslated.ts";

/**
 * Reads a content collection from disk, for what runs outside Vite: the build-time data scripts
 * (scripts/build-*-data.ts), the browser tests' expectations and the content plugin's check of
 * every file. The app itself imports the same files through Vite (collections.server.ts).
 */

const here = path.dirname(fileURLToPath(import.meta.url));

const slugsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".md"))
        .map((name) => name.slice(0, -".md".length))
    : [];

/** Every <slug>.md of app/content/<collection>/, parsed, validated and in list order. */
export function readCollection<C extends CollectionName>(
  collection: C,
  contentDir = here,
  root = path.resolve(here, "../.."),
): Array<CollectionEntry<C>> {
  const dir = path.join(contentDir, collection);
  const files = slugsIn(dir).map((slug) => {
    const file = path.relative(root, path.join(dir, `${slug}.md`));
    return [file, parseCollectionFile(collection, file, readFileSync(path.join(dir, `${slug}.md`), "utf8"))] as const;
  });
  return inOrder(Object.fromEntries(files));
}

/**
 * Every Spanish file of a collection (app/content/<collection>/es/<slug>.md), parsed over its
 * English file and validated, in list order; and the pairing checked: every English file has its
 * Spanish file unless i18n/untranslated.ts names it, every Spanish file its English file, and
 * untranslated.ts names no file that has one. A problem throws a ContentFileError.
 */
export function readTranslations<C extends CollectionName>(
  collection: C,
  contentDir = here,
  root = path.resolve(here, "../.."),
): Array<CollectionEntry<C>> {
  const dir = path.join(contentDir, collection);
  const esDir = path.join(dir, "es");
  const rel = (file: string) => path.relative(root, file);
  checkPairing(collection, slugsIn(dir), slugsIn(esDir), rel(dir));
  const files = slugsIn(esDir).map((slug) => {
    const file = path.join(esDir, `${slug}.md`);
    const englishFile = path.join(dir, `${slug}.md`);
    const english = { file: rel(englishFile), source: readFileSync(englishFile, "utf8") };
    return [rel(file), parseTranslationFile(collection, "es", rel(file), readFileSync(file, "utf8"), english)] as const;
  });
  return inOrder(Object.fromEntries(files));
}

/**
 * The pairing rule of readTranslations, on slugs; `dir` names the English folder in messages,
 * `pending` the slugs still untranslated (i18n/untranslated.ts unless a test gives its own).
 */
export function checkPairing(
  collection: CollectionName,
  english: string[],
  spanish: string[],
  dir: string,
  pending: readonly string[] = untranslated[collection],
): void {
  const problems = [
    ...english
      .filter((slug) => !spanish.includes(slug) && !pending.includes(slug))
      .map((slug) => `${dir}/es/${slug}.md: missing (the Spanish page of ${dir}/${slug}.md)`),
    ...spanish
      .filter((slug) => !english.includes(slug))
      .map((slug) => `${dir}/es/${slug}.md: no English file ${dir}/${slug}.md`),
    ...pending
      .filter((slug) => spanish.includes(slug))
      .map((slug) => `app/content/i18n/untranslated.ts: ${collection}: "${slug}" has its Spanish file now: remove it`),
    ...pending
      .filter((slug) => !english.includes(slug))
      .map((slug) => `app/content/i18n/untranslated.ts: ${collection}: "${slug}" is no file of ${dir}`),
  ];
  if (problems.length > 0) throw new ContentFileError(problems.join("\n"));
}

/** The counties in list order and the region overview (app/content/areas/). */
export function readAreas() {
  return splitAreas(readCollection("areas"));
}
