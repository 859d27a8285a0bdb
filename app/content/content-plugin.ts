import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { ContentFileError } from "./collection-entries.ts";
import { collections, parseCollectionFile, parseTranslationFile, type CollectionName } from "./content-schema.ts";
import { readCollection, readTranslations } from "./read-collection.ts";

/**
 * Turns app/content/<collection>/<slug>.md (and its Spanish file, <collection>/es/<slug>.md, read
 * over the English file's language-neutral fields) into a module whose default export is the
 * validated entry (collections.server.ts imports them with import.meta.glob), and checks every
 * content file when a build starts: a bad field fails `react-router build` with the file and the
 * field, and so does a page missing in one language (read-collection.ts, readTranslations).
 * Only JSON reaches the server bundle: no YAML parsing at run time.
 * vite.config.ts loads this module, so it and what it imports name relative imports with their
 * .ts extension, which Vite's native config loader will need.
 */
export function contentPlugin(): Plugin {
  let root = process.cwd();
  const contentDir = () => path.join(root, "app/content");
  return {
    name: "tbr-content-collections",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      for (const collection of Object.keys(collections) as CollectionName[]) {
        try {
          readCollection(collection, contentDir(), root);
          readTranslations(collection, contentDir(), root);
        } catch (error) {
          // The message names the file and the field: no stack needed.
          if (error instanceof ContentFileError) this.error(error.message);
          throw error;
        }
      }
    },
    transform(source, id) {
      const [file = "", query] = id.split("?");
      if (query !== undefined || !file.endsWith(".md")) return null;
      const relative = path.relative(contentDir(), file).split(path.sep);
      const collection = relative[0] as CollectionName;
      const spanish = relative.length === 3 && relative[1] === "es";
      if (!(relative.length === 2 || spanish) || !(collection in collections)) return null;
      try {
        let parsed;
        if (spanish) {
          const englishFile = path.join(contentDir(), collection, relative[2]!);
          this.addWatchFile(englishFile);
          const english = { file: path.relative(root, englishFile), source: readFileSync(englishFile, "utf8") };
          parsed = parseTranslationFile(collection, "es", path.relative(root, file), source, english);
        } else {
          parsed = parseCollectionFile(collection, path.relative(root, file), source);
        }
        return { code: `export default ${JSON.stringify(parsed)};`, map: null };
      } catch (error) {
        if (error instanceof ContentFileError) this.error(error.message);
        throw error;
      }
    },
  };
}
