import { describe, expect, it } from "vitest";
import { languages, type Lang } from "./i18n/lang";
import { isNumericPriceRange, priceRangeIn, priceRangeWords } from "./price-range";
import { services } from "./services";

describe("a service's price range per language", () => {
  it("words SPEC §9's range in words in Spanish, and leaves a range with figures as it is", () => {
    expect(priceRangeIn("es", "Varies by part")).toBe("Varía según la pieza");
    expect(priceRangeIn("en", "Varies by part")).toBe("Varies by part");
    for (const range of ["$120-$260", "$150-$500+", "$89"]) {
      expect(priceRangeIn("es", range)).toBe(range);
      expect(priceRangeIn("en", range)).toBe(range);
    }
  });

  it("has a wording in every other language for each content file's range in words", () => {
    const inWords = services.map((s) => s.priceRange).filter((range) => !isNumericPriceRange(range));
    expect(inWords).toEqual(["Varies by part"]);
    for (const range of inWords)
      for (const lang of languages.filter((l): l is Exclude<Lang, "en"> => l !== "en"))
        expect(priceRangeWords[range]?.[lang], `${range} in ${lang}`).toBeTruthy();
  });
});
