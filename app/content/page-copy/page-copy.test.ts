import { describe, expect, it } from "vitest";
import { areasCopy } from "./areas";
import { contactCopy } from "./contact";
import { homeCopy } from "./home";
import { brandDetailCopy } from "./brand-detail";

describe("page copy", () => {
  it("names the four counties from business.ts, with 'and' in prose and '&' in the short title", () => {
    expect(areasCopy.meta.title).toBe("Service Areas: Hillsborough, Pinellas, Pasco & Hernando");
    expect(areasCopy.meta.description).toContain("in Hillsborough, Pinellas, Pasco and Hernando counties,");
    expect(contactCopy.meta.description).toMatch(
      /Refrigerator repair in Hillsborough, Pinellas, Pasco and Hernando counties\.$/,
    );
    expect(homeCopy.hero.lead).toMatch(/across Hillsborough, Pinellas, Pasco and Hernando counties\.$/);
  });

  it("builds a detail page's meta from its content", () => {
    expect(brandDetailCopy.meta({ name: "GE", commonRepairs: ["Ice maker", "Fan motor"] })).toEqual({
      title: "GE Refrigerator Repair in Tampa Bay",
      description: "GE refrigerator repair in Tampa Bay: ice maker and fan motor. Same-day service, 90-day warranty.",
    });
  });
});
