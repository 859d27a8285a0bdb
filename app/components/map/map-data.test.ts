import { readFileSync } from "node:fs";
import { geoCentroid, geoContains, geoDistance } from "d3-geo";
import { beforeAll, describe, expect, it } from "vitest";
import { counties } from "#app/content/areas";
import {
  GENERATED_AREA_LIST,
  GENERATED_MAP_DATA,
  insideRings,
  parsePath,
  prepareMap,
  SERVICE_FIPS,
  type PreparedMap,
} from "../../../scripts/build-map-data";
import { mapData } from "./map-data.generated";
import { serviceAreas } from "./service-areas.generated";

const EARTH_RADIUS_KM = 6371.0088;
const KM2_PER_SQ_MI = 2.589988;

/**
 * Land area of each county, US Census Bureau (2020 census), square miles. The cartographic
 * boundary shapes follow the shoreline but keep lakes and enclosed bays (Pinellas' Boca Ciega Bay
 * and Clearwater Harbor), so drawn areas run somewhat above these.
 */
const CENSUS_LAND_SQ_MI: Record<string, number> = {
  "hillsborough-county": 1020,
  "pinellas-county": 274,
  "pasco-county": 747,
  "hernando-county": 473,
};

function ringArea(ring: Array<[number, number]>): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  return Math.abs(sum / 2);
}

let prepared: PreparedMap;
beforeAll(() => {
  prepared = prepareMap();
});

describe("the generated map data", () => {
  it("is up to date with its sources and the same on every run", () => {
    expect(readFileSync(GENERATED_MAP_DATA, "utf8"), "run `npm run map:data`").toBe(prepared.mapDataSource);
    expect(readFileSync(GENERATED_AREA_LIST, "utf8"), "run `npm run map:data`").toBe(prepared.areaListSource);
    expect(prepareMap().mapDataSource).toBe(prepared.mapDataSource);
  });

  it("stays a few kilobytes", () => {
    expect(Buffer.byteLength(prepared.mapDataSource)).toBeLessThan(14_000);
    expect(Buffer.byteLength(prepared.areaListSource)).toBeLessThan(2_500);
  });

  it("has the four counties of the content, in its order, with their Census FIPS codes", () => {
    expect(mapData.counties.map((c) => c.slug)).toEqual(counties.map((c) => c.slug));
    expect(mapData.counties.map((c) => c.fips)).toEqual(["12057", "12103", "12101", "12053"]);
    expect(mapData.counties.map((c) => c.name)).toEqual(counties.map((c) => c.name));
    for (const [slug, fips] of Object.entries(SERVICE_FIPS)) {
      expect(prepared.sourceCounties[slug]!.id).toBe(fips);
    }
  });

  it("draws each county inside the box, with plausible bounds and neighbours where they belong", () => {
    const by = Object.fromEntries(mapData.counties.map((c) => [c.slug, c]));
    for (const county of mapData.counties) {
      const [x0, y0, x1, y1] = county.bounds;
      expect(x0).toBeGreaterThanOrEqual(0);
      expect(y0).toBeGreaterThanOrEqual(0);
      expect(x1).toBeLessThanOrEqual(mapData.width);
      expect(y1).toBeLessThanOrEqual(mapData.height);
      expect(x1 - x0, county.slug).toBeGreaterThan(80);
      expect(y1 - y0, county.slug).toBeGreaterThan(80);
      // The bounds are those of the path actually drawn.
      const points = parsePath(county.d).flat();
      expect(Math.min(...points.map((p) => p[0]))).toBe(x0);
      expect(Math.max(...points.map((p) => p[1]))).toBe(y1);
    }
    const [hills, pinellas, pasco, hernando] = [
      by["hillsborough-county"]!,
      by["pinellas-county"]!,
      by["pasco-county"]!,
      by["hernando-county"]!,
    ];
    // Pinellas is the peninsula west of Hillsborough; Pasco lies north of both, Hernando north of Pasco.
    expect(pinellas.bounds[0]).toBeLessThan(hills.bounds[0]);
    expect(pinellas.bounds[2] - pinellas.bounds[0]).toBeLessThan(hills.bounds[2] - hills.bounds[0]);
    expect(pinellas.center[0]).toBeLessThan(hills.center[0]);
    expect(pasco.center[1]).toBeLessThan(hills.center[1]);
    expect(pasco.bounds[3]).toBeLessThanOrEqual(hills.bounds[1] + 2); // the county line is straight
    expect(hernando.center[1]).toBeLessThan(pasco.center[1]);
    expect(hernando.bounds[3]).toBeLessThan(pasco.bounds[3]);
    // The four counties together span the fitted box (padding aside).
    expect(Math.min(...mapData.counties.map((c) => c.bounds[1]))).toBeLessThan(40);
    expect(Math.max(...mapData.counties.map((c) => c.bounds[3]))).toBeGreaterThan(mapData.height - 40);
  });

  it("keeps each county's real land area (within the 1:10M generalisation)", () => {
    const scale = prepared.projection.scale();
    for (const county of mapData.counties) {
      const lat = counties.find((c) => c.slug === county.slug)!.center.latitude;
      // Mercator: one pixel spans R·cos(lat)/scale kilometres in both directions.
      const kmPerPx = (EARTH_RADIUS_KM * Math.cos((lat * Math.PI) / 180)) / scale;
      const rings = parsePath(county.d);
      const areaKm2 = rings.reduce((sum, ring) => sum + ringArea(ring), 0) * kmPerPx * kmPerPx;
      const censusKm2 = CENSUS_LAND_SQ_MI[county.slug]! * KM2_PER_SQ_MI;
      expect(areaKm2 / censusKm2, county.slug).toBeGreaterThan(0.9);
      expect(areaKm2 / censusKm2, county.slug).toBeLessThan(1.35);
    }
  });

  it("places each map centre of app/content/areas/ inside its county, near the county's true centroid", () => {
    for (const county of counties) {
      const drawn = mapData.counties.find((c) => c.slug === county.slug)!;
      const lonLat: [number, number] = [county.center.longitude, county.center.latitude];
      const source = prepared.sourceCounties[county.slug]!;
      expect(geoContains(source, lonLat), county.slug).toBe(true);
      expect(insideRings(parsePath(drawn.d), drawn.center), county.slug).toBe(true);
      expect(geoDistance(geoCentroid(source), lonLat) * EARTH_RADIUS_KM, county.slug).toBeLessThan(10);
      // The drawn centre is the same coordinate, projected.
      const [x, y] = prepared.projection(lonLat)!;
      expect(Math.abs(drawn.center[0] - x)).toBeLessThan(0.06);
      expect(Math.abs(drawn.center[1] - y)).toBeLessThan(0.06);
      // The county's name sits inside the county.
      expect(insideRings(parsePath(drawn.d), drawn.label), county.slug).toBe(true);
    }
  });

  it("marks all fifteen cities of each county, every marker inside its own county and no other", () => {
    const shapes = Object.fromEntries(mapData.counties.map((c) => [c.slug, parsePath(c.d)]));
    for (const county of counties) {
      const drawn = mapData.counties.find((c) => c.slug === county.slug)!;
      expect(drawn.cities.map((c) => c.name)).toEqual(county.cities);
      for (const city of drawn.cities) {
        expect(insideRings(shapes[county.slug]!, [city.x, city.y]), `${city.name} in ${county.slug}`).toBe(true);
        for (const other of mapData.counties.filter((c) => c.slug !== county.slug)) {
          expect(insideRings(shapes[other.slug]!, [city.x, city.y]), `${city.name} in ${other.slug}`).toBe(false);
        }
      }
    }
  });

  it("takes city positions from the gazetteers, inside the real county outline", () => {
    for (const county of counties) {
      const origins = prepared.cityOrigins[county.slug]!;
      expect(origins.map((o) => o.name)).toEqual(county.cities);
      for (const city of origins) {
        // Coordinates in the Tampa Bay area, from a named source.
        expect(city.lat).toBeGreaterThan(27.5);
        expect(city.lat).toBeLessThan(28.8);
        expect(city.lon).toBeGreaterThan(-82.9);
        expect(city.lon).toBeLessThan(-82.0);
        expect(city.source).toMatch(/GeoNames|zipcodes|Census/);
        // Only a few beach towns and river-edge places fall just outside the generalised outline
        // and are moved (at most 5 px, about a kilometre) to lie inside it.
        expect(city.nudgedPx, city.name).toBeLessThanOrEqual(5);
        if (city.nudgedPx === 0) {
          const [x, y] = prepared.projection([city.lon, city.lat])!;
          const drawn = mapData.counties.find((c) => c.slug === county.slug)!.cities.find((c) => c.name === city.name)!;
          expect(Math.hypot(drawn.x - x, drawn.y - y)).toBeLessThan(0.1);
        }
      }
      const fromGeoNames = origins.filter((o) => o.source.startsWith("GeoNames")).length;
      expect(fromGeoNames, county.slug).toBeGreaterThanOrEqual(12);
    }
  });

  it("draws the neighbouring counties and the coast for context", () => {
    const fips = mapData.context.map((c) => c.fips);
    for (const neighbour of ["12017", "12119", "12105", "12081"]) expect(fips).toContain(neighbour); // Citrus, Sumter, Polk, Manatee
    for (const service of Object.values(SERVICE_FIPS)) expect(fips).not.toContain(service);
    expect(parsePath(mapData.coast).length).toBeGreaterThan(0);
    expect(mapData.waterLabels.map((l) => l.text)).toContain("Gulf of Mexico");
    expect(mapData.scaleBar.length).toBeGreaterThan(30);
  });

  it("gives the plain list the same counties and cities as the content", () => {
    expect(serviceAreas).toEqual(counties.map(({ slug, name, cities }) => ({ slug, name, cities })));
  });
});
