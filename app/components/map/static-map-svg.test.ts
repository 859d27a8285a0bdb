import { describe, expect, it } from "vitest";
import { mapData } from "./map-data.generated";
import { staticMapSvg } from "./static-map-svg";

describe("staticMapSvg", () => {
  const svg = staticMapSvg(mapData);

  it("draws the four counties with their names and every city marker", () => {
    for (const county of mapData.counties) {
      expect(svg).toContain(`d="${county.d}"`);
      expect(svg).toContain(`>${county.name.replace(/ County$/, "").toUpperCase()}</text>`);
    }
    for (const city of mapData.counties.flatMap((c) => c.cities).filter((c) => c.label))
      expect(svg).toContain(`>${city.name}</text>`);
    const cities = mapData.counties.reduce((n, c) => n + c.cities.length, 0);
    expect(svg.match(/<circle /g)).toHaveLength(cities);
  });

  it("is a standalone SVG document without a stylesheet or script", () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<style|<script|class=/);
  });
});
