import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inOrder, splitAreas } from "./collection-entries.ts";
import { parseCollectionFile, type CollectionEntry, type CollectionName } from "./content-schema.ts";

/**
 * Reads a content collection from disk, for what runs outside Vite: the build-time data scripts
 * (scripts/build-*-data.ts), the browser tests' expectations and the content plugin's check of
 * every file. The app itself imports the same files through Vite (collections.server.ts).
 */

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every <slug>.md of app/content/<collection>/, parsed, validated and in list order. */
export function readCollection<C extends CollectionName>(
  collection: C,
  contentDir = here,
  root = path.resolve(here, "../.."),
): Array<CollectionEntry<C>> {
  const dir = path.join(contentDir, collection);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const file = path.relative(root, path.join(dir, name));
      return [file, parseCollectionFile(collection, file, readFileSync(path.join(dir, name), "utf8"))] as const;
    });
  return inOrder(Object.fromEntries(files));
}

/** The counties in list order and the region overview (app/content/areas/). */
export function readAreas() {
  return splitAreas(readCollection("areas"));
}
