/**
 * The site's two languages and how a path names one (docs/decisions/0036-spanish.md): a page's
 * language comes from its path only, `/es` and the same path after it for Spanish, never from a
 * cookie or Accept-Language. Pure and small: client code may import it.
 */

export const languages = ["en", "es"] as const;
export type Lang = (typeof languages)[number];

/** The Spanish pages' path prefix. */
export const SPANISH_PREFIX = "/es";

/** `<html lang>` per language: the Spanish pages are written for US readers. */
export const htmlLang: Record<Lang, string> = { en: "en", es: "es-US" };

/** Open Graph's og:locale per language. */
export const ogLocale: Record<Lang, string> = { en: "en_US", es: "es_US" };

/** The language of a path: Spanish at `/es` and below it, English everywhere else. */
export function langFromPath(pathname: string): Lang {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** The English path a page path shows in either language ("/es/services" -> "/services", "/es" -> "/"). */
export function basePath(pathname: string): string {
  if (langFromPath(pathname) === "en") return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || "/";
}

/** An English path ("/services", "/") in `lang` ("/es/services", "/es"). A query or hash is kept. */
export function localePath(lang: Lang, path: string): string {
  if (lang === "en") return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#")) return `${SPANISH_PREFIX}${path.slice(1)}`;
  return `${SPANISH_PREFIX}${path}`;
}

/** The other language: where the header's language link leads. */
export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "es" : "en";
}

/** A request's language: its URL path's (the `.data` of a Spanish page is under /es too). */
export function langOf(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}
