import type { Lang } from "./i18n/lang";

/**
 * A service's typical price range in a language. A range with figures ("$120-$260", "$150-$500+",
 * the only kind the owner's settings store) reads the same in both; a range in words (SPEC §9's
 * "Varies by part", from a service's content file) is worded per language here, since the
 * content files keep `priceRange` a language-neutral field (content-schema.ts).
 */
export const priceRangeWords: Record<string, Record<Exclude<Lang, "en">, string>> = {
  "Varies by part": { es: "Varía según la pieza" },
};

/** Whether a range is written with figures (and so reads the same in every language). */
export const isNumericPriceRange = (range: string) => /\d/.test(range);

/** `range` as a page in `lang` shows it; a range in words without a wording here stays as written. */
export function priceRangeIn(lang: Lang, range: string): string {
  if (lang === "en" || isNumericPriceRange(range)) return range;
  return priceRangeWords[range]?.[lang] ?? range;
}
