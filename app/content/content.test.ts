import { describe, it, expect } from "vitest";
import * as aboutModule from "./about";
import * as areasModule from "./areas";
import * as faqsModule from "./faqs";
import * as legalModule from "./legal";
import * as servicesModule from "./services";
import * as testimonialsModule from "./testimonials";
import * as whyModule from "./why-choose-us";
import { counties, findCounty, region } from "./areas";
import { contactFaqs, servicesFaqs } from "./faqs";
import { findService, relatedServices, serviceGroups, services } from "./services";
import { testimonials } from "./testimonials";
import { whyChooseUs } from "./why-choose-us";

/** Every string reachable from a value (functions are skipped). */
function collectStrings(value: unknown, out: string[] = [], seen = new Set<object>()): string[] {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object" && !seen.has(value)) {
    // The same object can be reachable twice (a service in `services` and in `serviceGroups`).
    seen.add(value);
    for (const item of Object.values(value)) collectStrings(item, out, seen);
  }
  return out;
}

const allContentModules = [
  aboutModule,
  areasModule,
  faqsModule,
  legalModule,
  servicesModule,
  testimonialsModule,
  whyModule,
];

const wordCount = (text: string) => text.trim().split(/\s+/).length;

describe("services", () => {
  it("lists the 11 services in order with the specified price ranges", () => {
    expect(services.map((s) => [s.slug, s.priceRange])).toEqual([
      ["cooling-issues", "$150-$350"],
      ["water-leaking", "$100-$250"],
      ["freezer-problems", "$150-$300"],
      ["electrical-issues", "$150-$450"],
      ["parts-replacement", "Varies by part"],
      ["maintenance", "$80-$150"],
      ["commercial", "$150-$500+"],
      ["diagnostics", "$75-$150"],
      ["strange-noises", "$100-$300"],
      ["odor-problems", "$100-$250"],
      ["door-seal-issues", "$150-$300"],
    ]);
  });

  it("groups them 4/4/3 under the specified titles", () => {
    expect(serviceGroups.map((g) => [g.id, g.title, g.services.length])).toEqual([
      ["common", "Common Refrigerator Problems", 4],
      ["specialized", "Specialized Services", 4],
      ["other", "Other Common Issues", 3],
    ]);
    expect(serviceGroups.flatMap((g) => g.services)).toEqual(services);
  });

  it("gives every service 5 repair steps, 4-6 common issues and 2-3 sections of sensible length", () => {
    for (const service of services) {
      expect(service.repairProcess, service.slug).toHaveLength(5);
      for (const step of service.repairProcess) expect(step.title.length, step.title).toBeLessThanOrEqual(40);
      expect(service.commonIssues.length).toBeGreaterThanOrEqual(4);
      expect(service.commonIssues.length).toBeLessThanOrEqual(6);
      expect(service.sections.length).toBeGreaterThanOrEqual(2);
      expect(service.sections.length).toBeLessThanOrEqual(3);
      for (const section of service.sections) {
        expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
        expect(section.paragraphs.length).toBeLessThanOrEqual(2);
      }
      expect(service.priceNote.length).toBeGreaterThan(0);
    }
  });

  it("relates the first three other services in list order", () => {
    expect(relatedServices(services[0]!).map((s) => s.slug)).toEqual([
      "water-leaking",
      "freezer-problems",
      "electrical-issues",
    ]);
    expect(relatedServices(findService("water-leaking")!).map((s) => s.slug)).toEqual([
      "cooling-issues",
      "freezer-problems",
      "electrical-issues",
    ]);
  });

  it("finds services case-insensitively", () => {
    expect(findService("COOLING-ISSUES")?.slug).toBe("cooling-issues");
    expect(findService("no-such-service")).toBeUndefined();
  });
});

describe("areas", () => {
  const inTampaBay = (p: { latitude: number; longitude: number }) =>
    p.latitude >= 27.5 && p.latitude <= 28.8 && p.longitude >= -83.0 && p.longitude <= -81.9;

  it("lists the four counties in order, each with 15 unique cities and a centre in Tampa Bay", () => {
    expect(counties.map((c) => c.slug)).toEqual([
      "hillsborough-county",
      "pinellas-county",
      "pasco-county",
      "hernando-county",
    ]);
    expect(counties.map((c) => c.seat)).toEqual(["Tampa", "Clearwater", "Dade City", "Brooksville"]);
    for (const county of counties) {
      expect(county.cities, county.slug).toHaveLength(15);
      expect(new Set(county.cities).size, county.slug).toBe(15);
      expect(inTampaBay(county.center), county.slug).toBe(true);
      expect(county.commonProblems.length).toBeGreaterThanOrEqual(4);
      expect(county.commonProblems.length).toBeLessThanOrEqual(6);
      expect(county.sections.length).toBeGreaterThanOrEqual(2);
      expect(county.sections.length).toBeLessThanOrEqual(3);
    }
    const everyCity = counties.flatMap((c) => c.cities);
    expect(new Set(everyCity).size).toBe(everyCity.length);
    expect(inTampaBay(region.center)).toBe(true);
    expect(region.sections).toHaveLength(3);
  });

  it("finds counties case-insensitively", () => {
    expect(findCounty("Pinellas-County")?.name).toBe("Pinellas County");
    expect(findCounty("tampa-bay")).toBeUndefined();
  });
});

describe("home and page content", () => {
  it("has four testimonials rated 5, 5, 5, 4", () => {
    expect(testimonials.map((t) => t.rating)).toEqual([5, 5, 5, 4]);
  });

  it("has 5 services FAQs and 4 contact FAQs", () => {
    expect(servicesFaqs).toHaveLength(5);
    expect(contactFaqs).toHaveLength(4);
  });

  it("has 6 why-choose-us cards", () => {
    expect(whyChooseUs).toHaveLength(6);
  });
});

describe("all content", () => {
  const strings = collectStrings(allContentModules);

  it("contains no phone numbers (they come from business.ts at render time)", () => {
    expect(strings.length).toBeGreaterThan(100);
    // Any US number ("(813) 555-0142", "813-555-0142", "813.555.0142"), not just the placeholders.
    expect(strings.filter((s) => /\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/.test(s))).toEqual([]);
  });

  it("is plain text without HTML or markdown", () => {
    expect(strings.filter((s) => /<[a-z/]|\*\*|\]\(/i.test(s))).toEqual([]);
  });

  it("keeps detail-page paragraphs between 60 and 130 words", () => {
    const detailSections = [...services, ...counties, region].flatMap((item) => item.sections);
    const outOfRange = detailSections
      .flatMap((section) => section.paragraphs)
      .map((paragraph) => ({ words: wordCount(paragraph), start: paragraph.slice(0, 50) }))
      .filter(({ words }) => words < 60 || words > 130);
    expect(outOfRange).toEqual([]);
  });

  it("repeats no paragraph", () => {
    const long = strings.filter((s) => wordCount(s) >= 12);
    expect(new Set(long).size).toBe(long.length);
  });
});
