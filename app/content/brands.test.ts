import { describe, it, expect } from "vitest";
import { brands, brandsIn, gridBrands, findBrand } from "./brands";
import type { Brand } from "./types";

const GRID_NAMES = [
  "Amana",
  "Beverage-Air",
  "Big Chill",
  "Frigidaire",
  "GE",
  "JennAir",
  "KitchenAid",
  "LG",
  "Marvel",
  "Maytag",
  "Sub-Zero",
  "True",
  "U-Line",
  "Viking",
  "Whirlpool",
  "Wolf",
];

const MODEL_NUMBER = /\b[A-Z]{2,}\d{3,}[A-Z0-9]*\b/;

/** Every piece of text a brand renders. */
function allText(brand: Brand): string[] {
  return [
    brand.slug,
    brand.name,
    brand.description,
    ...brand.commonRepairs,
    ...brand.productTypes,
    ...brand.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
  ];
}

describe("brands", () => {
  it("has 18 brands", () => {
    expect(brands).toHaveLength(18);
  });

  it("has the 16 grid brands in order", () => {
    expect(gridBrands).toHaveLength(16);
    expect(gridBrands.map((b) => b.name)).toEqual(GRID_NAMES);
    expect(brands.slice(0, 16).map((b) => b.name)).toEqual(GRID_NAMES);
  });

  it("keeps Samsung and Bosch out of the grid", () => {
    for (const slug of ["samsung", "bosch"]) {
      const brand = findBrand(slug);
      expect(brand, slug).toBeDefined();
      expect(brand?.inGrid, slug).toBe(false);
    }
    expect(brands.slice(16).map((b) => b.name)).toEqual(["Samsung", "Bosch"]);
  });

  it("has unique lowercase-hyphenated slugs", () => {
    const slugs = brands.map((b) => b.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("finds brands by slug, ignoring case", () => {
    expect(findBrand("AMANA")?.name).toBe("Amana");
    expect(findBrand("Sub-Zero")?.name).toBe("Sub-Zero");
    expect(findBrand("ge")?.name).toBe("GE");
    expect(findBrand("nope")).toBeUndefined();
  });

  it("gives every brand 4-6 common repairs, 3-6 product types and at least 3 sections", () => {
    for (const b of brands) {
      expect(b.commonRepairs.length, b.slug).toBeGreaterThanOrEqual(4);
      expect(b.commonRepairs.length, b.slug).toBeLessThanOrEqual(6);
      for (const r of b.commonRepairs) expect(r.length, r).toBeLessThanOrEqual(50);
      expect(b.productTypes.length, b.slug).toBeGreaterThanOrEqual(3);
      expect(b.productTypes.length, b.slug).toBeLessThanOrEqual(6);
      expect(b.sections.length, b.slug).toBeGreaterThanOrEqual(3);
      for (const s of b.sections) {
        expect(s.heading.trim(), b.slug).not.toBe("");
        expect(s.paragraphs.length, `${b.slug}: ${s.heading}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("keeps descriptions to one or two card-length sentences", () => {
    for (const b of brands) {
      expect(b.description.length, b.slug).toBeGreaterThanOrEqual(120);
      expect(b.description.length, b.slug).toBeLessThanOrEqual(220);
    }
  });

  it("does not reuse a section paragraph across brands", () => {
    const owner = new Map<string, string>();
    for (const b of brands) {
      for (const p of b.sections.flatMap((s) => s.paragraphs)) {
        const key = p.trim();
        const previous = owner.get(key);
        if (previous !== undefined && previous !== b.slug) {
          throw new Error(`paragraph shared by ${previous} and ${b.slug}: ${key.slice(0, 60)}`);
        }
        owner.set(key, b.slug);
      }
    }
  });

  it("contains no model-number-like tokens, markup or unresolved placeholders", () => {
    for (const b of brands) {
      for (const text of allText(b)) {
        expect(text, b.slug).not.toMatch(MODEL_NUMBER);
        expect(text, b.slug).not.toMatch(/[<>]|\*\*|\$\{|undefined/);
      }
    }
  });
});

describe("the Spanish brand pages (app/content/brands/es)", () => {
  const spanish = brandsIn("es");

  it("are the English brands, in the same order, names unchanged, every one translated", () => {
    expect(spanish.map((b) => [b.slug, b.name, b.inGrid])).toEqual(brands.map((b) => [b.slug, b.name, b.inGrid]));
    spanish.forEach((b, i) => {
      const english = brands[i]!;
      expect(b.description, b.slug).not.toBe(english.description);
      expect(b.commonRepairs, b.slug).toHaveLength(english.commonRepairs.length);
      expect(b.productTypes, b.slug).toHaveLength(english.productTypes.length);
      // The same sections with the same paragraphs: a translation adds or drops none.
      expect(
        b.sections.map((s) => s.paragraphs.length),
        b.slug,
      ).toEqual(english.sections.map((s) => s.paragraphs.length));
    });
  });

  it("keep the English pages' card lengths: descriptions of 120-220 characters, common repairs of 50 at most", () => {
    for (const b of spanish) {
      expect(b.description.length, b.slug).toBeGreaterThanOrEqual(120);
      expect(b.description.length, b.slug).toBeLessThanOrEqual(220);
      for (const r of b.commonRepairs) expect(r.length, r).toBeLessThanOrEqual(50);
    }
  });

  it("contain no model-number-like tokens, markup or unresolved placeholders", () => {
    for (const b of spanish) {
      for (const text of allText(b)) {
        expect(text, b.slug).not.toMatch(MODEL_NUMBER);
        expect(text, b.slug).not.toMatch(/[<>{}]|\*\*|\$\{|undefined/);
      }
    }
  });
});
