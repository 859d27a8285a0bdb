import type { Lang } from "./lang.ts";
import { en, type Dictionary } from "./en.ts";
import { es } from "./es.ts";
import { stormCopy, type StormWords } from "../storm.ts";

/**
 * Both interface dictionaries: server-only (.server), so no browser bundle holds them. The root
 * loader hands a page the one of its language (components read it with useUi()).
 */
const dictionaries: Record<Lang, Dictionary> = { en, es };

export function dictionaryFor(lang: Lang): Dictionary {
  return dictionaries[lang];
}

/**
 * Storm mode's words a page shows while it is on (the banner; "while you wait" on the booking
 * confirmation and the appointment page), in the page's language: the root loader sends them
 * with storm mode only, so no page carries them while it is off.
 */
export function stormWordsFor(lang: Lang): StormWords {
  const { banner, whileYouWait } = stormCopy[lang];
  return { banner, whileYouWait };
}
