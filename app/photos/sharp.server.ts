import type sharpModule from "sharp";

export type Sharp = typeof sharpModule;

let loaded: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded with the first photo rather than at start: it costs about 19 MB of RSS
 * that a server with no photo to work on does not need (docs/decisions/0012-memory-budget.md).
 */
export function loadSharp(): Promise<Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    // Image work must not starve the site: one libvips thread per image, no operation cache
    // (each photo is seen once).
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
