import type { County, Region } from "./types.ts";

/**
 * Putting parsed content files in list order: shared by the app (collections.server.ts) and the
 * tools that read the files from disk (read-collection.ts). No parsing here, so nothing of the
 * YAML parser reaches the server bundle.
 */

/** A problem in a content file: the message starts with the file and names the field or line. */
export class ContentFileError extends Error {
  override name = "ContentFileError";
}

/** A parsed file: its place in the list and the value the app uses (keys in the order pages send them). */
export interface Ordered<T> {
  order: number;
  entry: T;
}

export type AreaEntry = { kind: "county"; county: County } | { kind: "region"; region: Region };

/** A collection's entries in list order; two files claiming the same place is an error naming both. */
export function inOrder<T>(files: Record<string, Ordered<T>>): T[] {
  const byOrder = new Map<number, string>();
  for (const [file, { order }] of Object.entries(files)) {
    const other = byOrder.get(order);
    if (other !== undefined) throw new ContentFileError(`${file}: order: ${order} is also the order of ${other}`);
    byOrder.set(order, file);
  }
  return Object.values(files)
    .sort((a, b) => a.order - b.order)
    .map(({ entry }) => entry);
}

/** The counties in list order and the one region overview. */
export function splitAreas(areas: AreaEntry[]): { counties: County[]; region: Region } {
  const regions = areas.flatMap((area) => (area.kind === "region" ? [area.region] : []));
  const [region] = regions;
  if (!region || regions.length > 1) {
    throw new ContentFileError(`app/content/areas: needs exactly one file of kind "region", found ${regions.length}`);
  }
  return { counties: areas.flatMap((area) => (area.kind === "county" ? [area.county] : [])), region };
}
