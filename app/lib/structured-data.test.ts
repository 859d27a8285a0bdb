import { describe, expect, it } from "vitest";
import { counties } from "#app/content/areas";
import { business } from "#app/content/business";
import { servicesFaqs } from "#app/content/faqs";
import { services } from "#app/content/services";
import {
  breadcrumbJsonLd,
  businessJsonLd,
  faqJsonLd,
  parsePriceRange,
  serializeJsonLd,
  serviceJsonLd,
} from "./structured-data";
import { publicFactDefaults } from "#app/settings/public-facts";

// The builders are typed with schema-dts (schema.org's vocabulary as TypeScript types), so
// `tsc` in `npm test` rejects undefined properties and wrong value types. These tests check values.

describe("businessJsonLd", () => {
  const block = businessJsonLd(
    counties.map((c) => c.name),
    publicFactDefaults(),
  ) as Record<string, any>;

  it("describes the business as a HomeAndConstructionBusiness with its identity", () => {
    expect(block["@context"]).toBe("https://schema.org");
    expect(block["@type"]).toBe("HomeAndConstructionBusiness");
    expect(block.name).toBe(business.name);
    expect(block.telephone).toBe(business.phones.main.e164);
    expect(block.email).toBe(business.emails.business);
    expect(block.url).toBe(`${business.siteUrl}/`);
    expect(block.foundingDate).toBe(String(business.foundedYear));
    expect(block.paymentAccepted).toBe(business.paymentAccepted.join(", "));
    expect(block.priceRange).toMatch(/^\$\d+-\$\d+$/);
  });

  it("serves the four counties", () => {
    expect(block.areaServed.map((a: any) => a.name)).toEqual(counties.map((c) => `${c.name}, FL`));
    expect(block.areaServed.every((a: any) => a["@type"] === "AdministrativeArea")).toBe(true);
  });

  it("lists opening hours from the business hours, leaving out rows without opening times (Sunday is emergency-only)", () => {
    const opened = business.hours.filter((row) => row.opens !== null && row.closes !== null);
    expect(opened.length).toBeGreaterThan(0);
    expect(block.openingHoursSpecification).toEqual(
      opened.map((row) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: row.dayOfWeek.map((d) => `https://schema.org/${d}`),
        opens: row.opens,
        closes: row.closes,
      })),
    );
  });

  it("carries no rating markup from the site's own testimonials", () => {
    expect(JSON.stringify(block)).not.toMatch(/aggregateRating|"review"/i);
  });

  it("has no special hours while no date has any", () => {
    expect(block).not.toHaveProperty("specialOpeningHoursSpecification");
  });

  it("takes the phone, e-mail and hours the owner set, with special dates (closed: 00:00-00:00)", () => {
    const facts = publicFactDefaults();
    facts.phones.main = { display: "(813) 555-0199", e164: "+18135550199" };
    facts.emails.business = "owner@example.org";
    facts.weeklyHours.Saturday = { opens: null, closes: null, bookingWindows: [] };
    facts.weeklyHours.Wednesday = { opens: "09:00", closes: "20:00", bookingWindows: ["afternoon"] };
    facts.specialHours = [
      { date: "2026-11-26", opens: null, closes: null, note: "Thanksgiving" },
      { date: "2026-12-24", opens: "08:00", closes: "12:00", note: "Christmas Eve" },
    ];
    const owner = businessJsonLd(["Pasco County"], facts) as Record<string, any>;
    expect(owner.telephone).toBe("+18135550199");
    expect(owner.email).toBe("owner@example.org");
    expect(owner.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`),
        opens: "08:00",
        closes: "20:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Wednesday"],
        opens: "09:00",
        closes: "20:00",
      },
    ]);
    expect(owner.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-11-26",
        validThrough: "2026-11-26",
      },
      {
        "@type": "OpeningHoursSpecification",
        opens: "08:00",
        closes: "12:00",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
      },
    ]);
  });
});

describe("serviceJsonLd", () => {
  it("offers each service at its SPEC price range", () => {
    const cooling = serviceJsonLd(services.find((s) => s.slug === "cooling-issues")!) as Record<string, any>;
    expect(cooling["@type"]).toBe("Service");
    expect(cooling.provider).toEqual({ "@id": `${business.siteUrl}/#business` });
    expect(cooling.offers.priceSpecification).toEqual({
      "@type": "PriceSpecification",
      priceCurrency: "USD",
      minPrice: 150,
      maxPrice: 350,
    });
  });

  it("handles open-ended and unpriced ranges", () => {
    expect(parsePriceRange("$150-$500+")).toEqual({ min: 150 });
    expect(parsePriceRange("Varies by part")).toEqual({});
    const parts = serviceJsonLd(services.find((s) => s.slug === "parts-replacement")!) as Record<string, any>;
    expect(parts.offers.priceSpecification).toBeUndefined();
    expect(parts.offers.description).toBe("Typical price range: Varies by part");
  });
});

describe("breadcrumbJsonLd and faqJsonLd", () => {
  it("numbers breadcrumb positions from Home with absolute URLs", () => {
    const block = breadcrumbJsonLd([
      { to: "/", label: "Home" },
      { to: "/brands", label: "Brands" },
      { to: "/brands/lg", label: "LG" },
    ]) as Record<string, any>;
    expect(block.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${business.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Brands", item: `${business.siteUrl}/brands` },
      { "@type": "ListItem", position: 3, name: "LG", item: `${business.siteUrl}/brands/lg` },
    ]);
  });

  it("gives a Spanish trail as shown: Spanish words, /es paths", () => {
    const block = breadcrumbJsonLd([
      { to: "/es", label: "Inicio" },
      { to: "/es/brands", label: "Marcas" },
    ]) as Record<string, any>;
    expect(block.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inicio", item: `${business.siteUrl}/es` },
      { "@type": "ListItem", position: 2, name: "Marcas", item: `${business.siteUrl}/es/brands` },
    ]);
  });

  it("turns FAQ items into Question/Answer pairs", () => {
    const block = faqJsonLd(servicesFaqs) as Record<string, any>;
    expect(block["@type"]).toBe("FAQPage");
    expect(block.mainEntity).toHaveLength(5);
    expect(block.mainEntity[0]).toEqual({
      "@type": "Question",
      name: servicesFaqs[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: servicesFaqs[0]!.answer },
    });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close its script tag", () => {
    const json = serializeJsonLd({ text: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json).text).toBe("</script><script>alert(1)</script>");
  });
});
