import { mapData } from "#app/components/map/map-data.generated";
import { staticMapSvg } from "#app/components/map/static-map-svg";

const svg = staticMapSvg(mapData);

/** GET /service-area-map.svg: the still map that pages show without JavaScript. */
export function loader() {
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
