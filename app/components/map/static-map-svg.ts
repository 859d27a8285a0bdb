import type { MapLabels } from "./map-labels";
import type { ServiceAreaMapData } from "./map-types";

/** The four counties' fills, in the order of the data (the interactive map's palette). */
const COUNTY_FILLS = ["#1769c4", "#2b8ae8", "#134781", "#12539e"];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The service-area map as one still SVG document: what pages show without JavaScript, in place
 * of the interactive map (an <img>, so it costs nothing to pages that run scripts). Built from the
 * same generated data as the interactive map. Colours are presentation attributes, not a
 * stylesheet, so the image needs nothing the site's Content-Security-Policy would have to allow.
 * `labels`: the page language's map words (its `places` name the water: "Golfo de México" on /es);
 * county and city names stay as they are in both languages.
 */
export function staticMapSvg(data: ServiceAreaMapData, labels?: Pick<MapLabels, "places">): string {
  const { width, height } = data;
  const text = (x: number, y: number, content: string, attributes: string) =>
    `<text x="${x}" y="${y}" ${attributes}>${escapeXml(content)}</text>`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#d6e9f7"/>`,
    ...data.context.map((c) => `<path d="${c.d}" fill="#f4f2ec" stroke="#cfc8b8"/>`),
    `<path d="${data.coast}" fill="none" stroke="#8db4d3" stroke-width="1.6"/>`,
    ...data.waterLabels.map((l) =>
      text(
        l.x,
        l.y,
        labels?.places[l.text] ?? l.text,
        `fill="#4f84b0" font-style="italic" font-size="${l.size === "lg" ? 19 : 14}" text-anchor="middle"${l.rotate ? ` transform="rotate(${l.rotate} ${l.x} ${l.y})"` : ""}`,
      ),
    ),
    ...data.counties.map(
      (c, i) =>
        `<path d="${c.d}" fill="${COUNTY_FILLS[i % COUNTY_FILLS.length]}" stroke="#ffffff" stroke-width="1.6"/>`,
    ),
    ...data.counties.flatMap((c) =>
      c.cities.map(
        (city) => `<circle cx="${city.x}" cy="${city.y}" r="3.4" fill="#ffffff" stroke="#0f2f57" stroke-width="1.2"/>`,
      ),
    ),
    ...data.counties.flatMap((c) =>
      c.cities
        .filter((city) => city.label)
        .map((city) => {
          const anchor = city.label === "left" ? "end" : city.label === "right" ? "start" : "middle";
          const dx = city.label === "left" ? -7 : city.label === "right" ? 7 : 0;
          const dy = city.label === "above" ? -8 : city.label === "below" ? 16 : 4.5;
          return text(
            city.x + dx,
            city.y + dy,
            city.name,
            `fill="#0f172a" font-size="13" font-weight="600" text-anchor="${anchor}" stroke="#ffffff" stroke-width="3" paint-order="stroke"`,
          );
        }),
    ),
    ...data.counties.map((c) =>
      text(
        c.label[0],
        c.label[1],
        c.name.replace(/ County$/, "").toUpperCase(),
        `fill="#ffffff" font-size="19" font-weight="700" text-anchor="middle" dominant-baseline="middle" stroke="#0f2f57" stroke-opacity="0.55" stroke-width="3" paint-order="stroke"`,
      ),
    ),
    "</svg>",
  ];
  return parts.join("\n");
}
