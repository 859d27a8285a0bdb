import { useRouteLoaderData } from "react-router";
import { publicFactDefaults, type PublicFacts } from "#app/settings/public-facts";
import type { StormMode } from "#app/settings/storm-mode";
import type { StormWords } from "#app/content/storm";
import type { Dictionary } from "#app/content/i18n/en";

/** What components read from the root route's data (app/root.tsx's loader). */
export interface RootData {
  /** The footer's area links. */
  areaLinks: { to: string; label: string }[];
  /** The owner's phones, e-mails, hours, special hours and social links, read on this request (not in the workspace). */
  facts: PublicFacts | undefined;
  /**
   * Storm mode while the owner has it on (public pages only), with the words of its banner and
   * notes in the page's language.
   */
  storm?: StormMode & { words: StormWords };
  /** The interface strings in the page's language (public pages only; useUi() in #app/components/i18n). */
  ui?: Dictionary;
}

/**
 * The facts the owner edits that every page shows (phones, e-mails, hours, social links), as the
 * root loader read them for this request. Never import them from app/content/ in a component:
 * the owner's settings override those defaults. Without the root's data (an error page rendered
 * before it loaded) the defaults of app/content/business.ts.
 */
export function useSiteFacts(): PublicFacts {
  return useRouteLoaderData<RootData>("root")?.facts ?? publicFactDefaults();
}

/** Storm mode as the root loader read it for this page (undefined: off). */
export function useStormMode(): (StormMode & { words: StormWords }) | undefined {
  return useRouteLoaderData<RootData>("root")?.storm;
}
