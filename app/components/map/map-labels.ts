import type { Dictionary } from "#app/content/i18n/en";
import { fill } from "#app/content/i18n/fill";

/**
 * The map's words: the page language's dictionary's `map` (app/content/i18n/en.ts, es.ts), passed
 * in by the page. The map data names counties in English ("Pasco County"); `countyNameIn` names
 * them in the labels' language. Small and separate, so the plain list need not load the map chunk.
 */
export type MapLabels = Dictionary["map"];

/** "Pasco County" (the map data's name) -> "Pasco". */
export const shortCountyName = (name: string) => name.replace(/ County$/, "");

/** A county's name in the labels' language: "Pasco County", "Condado de Pasco". */
export const countyNameIn = (labels: Pick<MapLabels, "county">, name: string) =>
  fill(labels.county, { name: shortCountyName(name) });
