/**
 * The Spanish privacy policy, terms and storm texts (issue 34) are the English ones translated:
 * the same sections and paragraphs in the same order, the same figures in each, the business's
 * facts (name, e-mail, warranty) from business.ts where the English names them, and no English
 * sentence left in them.
 */
import { describe, expect, it } from "vitest";
import { business } from "./business";
import { legalDocuments, type LegalDocument } from "./legal";
import { stormBannerCopy } from "./storm-banner";
import { stormCopy, type StormCopy } from "./storm";
import { en } from "./i18n/en";
import { es } from "./i18n/es";
import { stormWordsFor } from "./i18n/dictionaries.server";

/** The figures of a text, in order ("90-day", "8:00 AM" -> ["90", "8", "00"]). */
const figures = (text: string) => text.match(/\d+/g) ?? [];

/** Words only an English sentence has (none of them is Spanish). */
const ENGLISH_WORDS = /\b(the|and|your|you|with|for|is|are|of|to|we|our|when|what|how)\b/i;

/** The strings of a value in a fixed order, paired by position with another of the same shape. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function expectFaithful(english: unknown, spanish: unknown) {
  const a = strings(english);
  const b = strings(spanish);
  expect(b).toHaveLength(a.length);
  a.forEach((text, i) => {
    const translated = b[i]!;
    // Links stay where they were (the sources are English pages, said to be so).
    if (/^https?:/.test(text)) return expect(translated).toBe(text);
    expect(figures(translated), `${text}\n${translated}`).toEqual(figures(text));
    for (const fact of [business.name, business.emails.support])
      expect(translated.includes(fact), `${fact} in ${translated}`).toBe(text.includes(fact));
    expect(translated, "left in English").not.toMatch(ENGLISH_WORDS);
  });
}

describe("the legal texts in Spanish", () => {
  for (const name of ["privacyPolicy", "termsOfService"] as const) {
    it(`${name}: the English sections and paragraphs, translated, with the business's facts`, () => {
      const { en: english, es: spanish } = legalDocuments[name];
      const shape = (doc: LegalDocument) => doc.sections.map((s) => s.paragraphs.length);
      expect(shape(spanish)).toEqual(shape(english));
      expect(spanish.updated).toBe(english.updated);
      expectFaithful(
        { intro: english.intro, sections: english.sections },
        { intro: spanish.intro, sections: spanish.sections },
      );
    });
  }

  it("names the warranty from business.ts", () => {
    const terms = strings(legalDocuments.termsOfService.es).join("\n");
    expect(terms).toContain(`garantía de ${business.warrantyDays} días`);
    expect(strings(legalDocuments.privacyPolicy.es).join("\n")).toContain(
      `garantía de reparación de ${business.warrantyDays} días`,
    );
  });
});

describe("the storm texts in Spanish", () => {
  it("/es/storm is /storm translated: the same facts, sections and sources", () => {
    const { en: english, es: spanish } = stormCopy;
    const shape = (copy: StormCopy) => [
      copy.foodSafety.facts.length,
      copy.foodSafety.meanwhile.length,
      copy.sections.map((s) => s.paragraphs.length),
      copy.sources.links.map((l) => l.href),
      copy.whileYouWait.lines.length,
    ];
    expect(shape(spanish)).toEqual(shape(english));
    expectFaithful(english, spanish);
    expect(spanish.foodSafety.meanwhileTitle).toBe("Hasta que vuelva la luz");
    expect(english.foodSafety.meanwhileTitle).toBe("Until the power is back");
  });

  it("the banner and 'while you wait' reach pages in the page's language (with storm mode only)", () => {
    expect(stormWordsFor("en")).toEqual({ banner: stormBannerCopy.en, whileYouWait: stormCopy.en.whileYouWait });
    expect(stormWordsFor("es")).toEqual({ banner: stormBannerCopy.es, whileYouWait: stormCopy.es.whileYouWait });
    // Not in the dictionaries every page carries: a page without storm mode has none of them.
    expect(JSON.stringify(en)).not.toContain(stormBannerCopy.en.text);
    expect(JSON.stringify(es)).not.toContain(stormBannerCopy.es.link);
    expect(stormBannerCopy.en).toEqual({
      label: "Storm notice",
      text: "Storm mode: power outages and surges in Tampa Bay.",
      link: "Is your food safe? What to check, and booking",
    });
  });
});

describe("the shared sections' words in the Spanish dictionary", () => {
  it("leave no English sentence in the booking sidebar or the map", () => {
    const spanish = strings({ ...es.bookingSidebar, ...es.map, places: Object.values(es.map.places) });
    // "EPA 608" and "mi" are the same in both languages.
    expect(spanish.filter((text) => ENGLISH_WORDS.test(text))).toEqual([]);
    expect(es.map.county.replace("{name}", "Pasco")).toBe("Condado de Pasco");
    expect(en.map.county.replace("{name}", "Pasco")).toBe("Pasco County");
  });
});
