import type { Lang } from "./lang.ts";
import { en, type Dictionary } from "./en.ts";
import { es } from "./es.ts";

/**
 * Both interface dictionaries: server-only (.server), so no browser bundle holds them. The root
 * loader hands a page the one of its language (components read it with useUi()).
 */
const dictionaries: Record<Lang, Dictionary> = { en, es };

export function dictionaryFor(lang: Lang): Dictionary {
  return dictionaries[lang];
}
