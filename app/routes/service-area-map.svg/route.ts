import type { Route } from "./+types/route";
import { mapData } from "#app/components/map/map-data.generated";
import { staticMapSvg } from "#app/components/map/static-map-svg";
import { dictionaryFor } from "#app/content/i18n/dictionaries.server";
import { languages, langOf, type Lang } from "#app/content/i18n/lang";

/** One document per language, drawn once: the water named in the language ("Golfo de México"). */
const svgs = Object.fromEntries(
  languages.map((lang) => [lang, staticMapSvg(mapData, dictionaryFor(lang).map)]),
) as Record<Lang, string>;

/**
 * GET /service-area-map.svg and /es/service-area-map.svg: the still map that pages show without
 * JavaScript, each page the one of its language (the language from the path, as for pages: the
 * two are two addresses, so any cache keeps them apart).
 */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(svgs[langOf(request)], {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
