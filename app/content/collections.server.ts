import { inOrder, splitAreas, type AreaEntry, type Ordered } from "./collection-entries";
import type { Brand, County, Region, Service } from "./types";

/**
 * The prose collections, app/content/{brands,services,areas}/*.md. content-plugin.ts turns each
 * file into its validated entry at build time. Server-only (.server): route loaders hand pages
 * the fields they show, so this prose never ships as JavaScript (0002-content-through-loaders.md).
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
