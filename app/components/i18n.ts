import { useLocation, useRouteLoaderData } from "react-router";
import type { Dictionary } from "#app/content/i18n/en";
import { langFromPath, localePath, type Lang } from "#app/content/i18n/lang";
import type { RootData } from "#app/components/site-facts";

/**
 * The page's language and interface strings (docs/decisions/0036-spanish.md). The language is the
 * URL path's (`/es...` is Spanish), never a cookie or the browser's; the strings are the one
 * dictionary the root loader sent for it, so no bundle holds the other language's.
 */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** The interface dictionary of this page's language, or undefined before the root's data (an error page). */
export function useOptionalUi(): Dictionary | undefined {
  return useRouteLoaderData<RootData>("root")?.ui;
}

/** The interface dictionary of this page's language (the root loader always sends it on public pages). */
export function useUi(): Dictionary {
  const ui = useOptionalUi();
  if (!ui) throw new Error("useUi() outside a public page: the root loader sent no dictionary");
  return ui;
}

/** Turns an English path into this page's language: "/services" -> "/es/services" on a Spanish page. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}
