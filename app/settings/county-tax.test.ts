import { describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { countyOfSlug, rateInForce, sortedRates, type CountyTaxRate } from "./county-tax";

const rates: CountyTaxRate[] = [
  { county: "Pinellas", basisPoints: 700, from: "2025-01-01" },
  { county: "Hillsborough", basisPoints: 750, from: "2025-01-01" },
  // A change the owner entered ahead of its date.
  { county: "Hillsborough", basisPoints: 800, from: "2027-01-01" },
];

describe("the sales-tax rate of a county on a day", () => {
  it.each([
    ["Hillsborough", "2026-11-26", 750],
    ["Hillsborough", "2026-12-31", 750],
    ["Hillsborough", "2027-01-01", 800],
    ["Pinellas", "2027-06-01", 700],
    ["Pinellas", "2024-12-31", 0],
    ["Pasco", "2026-11-26", 0],
  ] as const)("%s on %s: %d basis points", (county, day, expected) => {
    expect(rateInForce(rates, county, day)).toBe(expected);
  });

  it("defaults to the rates DECISIONS gives, one per county", () => {
    const today = "2026-11-26";
    expect(
      Object.fromEntries(
        (["Hillsborough", "Pinellas", "Pasco", "Hernando"] as const).map((c) => [
          c,
          rateInForce(business.countyTaxRates, c, today),
        ]),
      ),
    ).toEqual({ Hillsborough: 750, Pinellas: 700, Pasco: 700, Hernando: 650 });
  });

  it("reads an area page's slug as its county, and lists rates by county then date", () => {
    expect(countyOfSlug("pinellas-county")).toBe("Pinellas");
    expect(countyOfSlug("polk-county")).toBeUndefined();
    expect(sortedRates(rates).map((r) => `${r.county} ${r.from}`)).toEqual([
      "Hillsborough 2025-01-01",
      "Hillsborough 2027-01-01",
      "Pinellas 2025-01-01",
    ]);
  });
});
