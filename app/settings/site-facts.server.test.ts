import { describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { servicesFaqs, contactFaqs } from "#app/content/faqs";
import { services } from "#app/content/services";
import { testimonials } from "#app/content/testimonials";
import { withDb } from "#app/db/client.server";
import { closedDates, settings } from "#app/db/schema";
import { addDays, todayInBusinessZone } from "#app/lib/dates";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { getSiteFacts, overlaySiteFacts, siteFactDefaults, siteFactsChangedAt } from "./site-facts.server";

describe("siteFactDefaults", () => {
  it("gives app/content's facts", () => {
    const facts = siteFactDefaults();
    expect(facts.phones).toEqual(business.phones);
    expect(facts.emails).toEqual(business.emails);
    expect(facts.weeklyHours.Monday).toEqual({
      opens: "08:00",
      closes: "20:00",
      bookingWindows: ["morning", "afternoon", "evening"],
    });
    expect(facts.weeklyHours.Saturday).toEqual({
      opens: "09:00",
      closes: "17:00",
      bookingWindows: ["morning", "afternoon"],
    });
    expect(facts.weeklyHours.Sunday).toEqual({ opens: null, closes: null, bookingWindows: [] });
    expect(facts.specialHours).toEqual([]);
    expect(facts.servicePrices).toEqual(Object.fromEntries(services.map((s) => [s.slug, s.priceRange])));
    expect(facts.faqs).toEqual({ services: servicesFaqs, contact: contactFaqs });
    expect(facts.testimonials).toEqual(testimonials);
    expect(facts.team).toEqual([]);
    expect(facts.social).toEqual(business.social);
    expect(facts).toMatchObject({
      googleReviewUrl: business.googleReviewUrl,
      taxRateBasisPoints: business.taxRateBasisPoints,
      smsDailyLimit: business.smsDailyLimit,
    });
  });
});

describe("overlaySiteFacts", () => {
  it("lays the stored rows over the defaults, field by field", () => {
    const phones = { main: { display: "(813) 555-0111", e164: "+18135550111" }, emergency: business.phones.emergency };
    const facts = overlaySiteFacts([
      { key: "site.phones", value: JSON.stringify(phones) },
      { key: "site.servicePrices", value: JSON.stringify({ "cooling-issues": "$99-$199" }) },
      { key: "site.taxRateBasisPoints", value: "600" },
      { key: "site.unknownField", value: "1" },
      { key: "site.smsDailyLimit", value: "not json" },
      { key: "other.key", value: "2" },
    ]);
    expect(facts.phones).toEqual(phones);
    expect(facts.emails).toEqual(business.emails);
    expect(facts.servicePrices["cooling-issues"]).toBe("$99-$199");
    expect(facts.servicePrices["water-leaking"]).toBe(services.find((s) => s.slug === "water-leaking")!.priceRange);
    expect(facts.taxRateBasisPoints).toBe(600);
    expect(facts.smsDailyLimit).toBe(business.smsDailyLimit);
    expect(facts).not.toHaveProperty("unknownField");
  });

  it("quotes the owner's hours and support e-mail in the default contact FAQ", () => {
    const weeklyHours = {
      ...siteFactDefaults().weeklyHours,
      Saturday: { opens: null, closes: null, bookingWindows: [] },
    };
    const facts = overlaySiteFacts([
      { key: "site.weeklyHours", value: JSON.stringify(weeklyHours) },
      { key: "site.emails", value: JSON.stringify({ support: "help@example.org", business: "owner@example.org" }) },
    ]);
    const text = facts.faqs.contact.map((f) => f.answer).join(" ");
    expect(text).toContain(
      "Our regular hours are Monday - Friday 8:00 AM - 8:00 PM, and on Saturday - Sunday we offer emergency service only.",
    );
    expect(text).toContain("help@example.org");
    expect(text).not.toContain(business.emails.support);
  });
});

describe.each(testDatabases("fridge-site-facts-test"))("getSiteFacts on $name", ({ setUp }) => {
  useTestDatabase(setUp);

  it("reads the defaults, then the stored rows, and closed dates from today on as special hours", async () => {
    expect(await withDb((db) => getSiteFacts(db))).toEqual(siteFactDefaults());
    expect(await withDb((db) => siteFactsChangedAt(db))).toBeUndefined();

    const today = todayInBusinessZone();
    const emails = { support: "help@example.org", business: "owner@example.org" };
    const stored = new Date("2026-11-20T12:00:00Z");
    await withDb(async (db) => {
      await db.insert(settings).values({ key: "site.emails", value: JSON.stringify(emails), updatedAt: stored });
      await db.insert(closedDates).values([
        { date: addDays(today, -1), note: "Yesterday" },
        { date: addDays(today, 9), note: "Inventory" },
        { date: addDays(today, 2), note: "Holiday" },
      ]);
    });
    const facts = await getSiteFacts();
    expect(facts.emails).toEqual(emails);
    expect(facts.phones).toEqual(business.phones);
    expect(facts.specialHours).toEqual([
      { date: addDays(today, 2), opens: null, closes: null, note: "Holiday" },
      { date: addDays(today, 9), opens: null, closes: null, note: "Inventory" },
    ]);
    expect(await siteFactsChangedAt()).toEqual(stored);
  });
});
