import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { contactFaqs, servicesFaqs } from "#app/content/faqs";
import { services } from "#app/content/services";
import { testimonials } from "#app/content/testimonials";
import { withDb } from "#app/db/client.server";
import { readContentVersion } from "#app/db/content-version.server";
import { activity, closedDates, settings, users } from "#app/db/schema";
import { addDays, todayInBusinessZone } from "#app/lib/dates";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { CONFLICT_MESSAGE, DEFAULT_VERSION, siteFactKey, type SiteFactField } from "./site-fact-fields";
import { PHONE_MESSAGE, HTTPS_MESSAGE } from "./site-fact-schemas.server";
import {
  addSpecialHours,
  getSiteFacts,
  getSiteFactsForEditing,
  getSiteSettings,
  removeSpecialHours,
  resetSiteFact,
  saveSiteFacts,
} from "./site-settings.server";
import { PRICE_RANGE_MESSAGE } from "./price-range";

const [pglite] = testDatabases("fridge-site-facts-test");

const weekday = (opens: string | null, closes: string | null, bookingWindows: string[] = []) =>
  opens ? { opens, closes, bookingWindows } : { closed: "on", bookingWindows };

/** The shipped week as the hours form sends it, with `changes` on top. */
function week(changes: Record<string, unknown> = {}) {
  return {
    Monday: weekday("08:00", "20:00", ["morning", "afternoon", "evening"]),
    Tuesday: weekday("08:00", "20:00", ["morning", "afternoon", "evening"]),
    Wednesday: weekday("08:00", "20:00", ["morning", "afternoon", "evening"]),
    Thursday: weekday("08:00", "20:00", ["morning", "afternoon", "evening"]),
    Friday: weekday("08:00", "20:00", ["morning", "afternoon", "evening"]),
    Saturday: weekday("08:00", "17:00", ["morning", "afternoon"]),
    Sunday: weekday(null, null),
    ...changes,
  };
}

describe("the owner's site facts", () => {
  useTestDatabase(pglite!.setUp);
  let owner: { id: number; email: string };

  beforeEach(async () => {
    await withDb(async (db) => {
      await db.delete(settings);
      await db.delete(activity);
      await db.delete(closedDates);
      await db.delete(users);
      [owner] = (await db
        .insert(users)
        .values({ email: "owner@example.com", role: "owner" })
        .returning({ id: users.id, email: users.email })) as [{ id: number; email: string }];
    });
  });

  const version = async (field: SiteFactField) => (await getSiteFactsForEditing()).versions[field];
  const details = async () =>
    withDb((db) =>
      db.select({ action: activity.action, actor: activity.actor, detail: activity.detail }).from(activity),
    );

  it("reads app/content/ until the owner changes a field", async () => {
    const facts = await getSiteFacts();
    expect(facts.phones).toEqual(business.phones);
    expect(facts.emails).toEqual(business.emails);
    for (const row of business.hours) {
      for (const day of row.dayOfWeek) {
        expect(facts.weeklyHours[day]).toEqual({
          opens: row.opens,
          closes: row.closes,
          bookingWindows: [...row.bookingWindows],
        });
      }
    }
    expect(facts.servicePrices).toEqual(Object.fromEntries(services.map((s) => [s.slug, s.priceRange])));
    expect(facts.faqs).toEqual({ services: servicesFaqs, contact: contactFaqs });
    expect(facts.testimonials).toEqual(testimonials);
    expect(facts.team).toEqual(business.team.map((m) => ({ ...m, photoId: null })));
    expect(facts.social).toEqual(business.social);
    expect(facts.specialHours).toEqual([]);
    expect(facts.countyTaxRates).toEqual(business.countyTaxRates);
    expect((await getSiteFactsForEditing()).versions["phones.main"]).toBe(DEFAULT_VERSION);
  });

  it.each([
    ["phones.main", "555", "value", PHONE_MESSAGE],
    ["phones.main", "+44 20 7946 0958", "value", PHONE_MESSAGE],
    ["phones.emergency", "(123) 456-7890", "value", PHONE_MESSAGE],
    ["emails.support", "not-an-address", "value", "Enter a valid e-mail address, like info@example.com."],
    [
      "weeklyHours",
      week({ Monday: weekday("18:00", "08:00") }),
      "Monday.closes",
      "Monday must close after it opens (6:00 PM).",
    ],
    ["weeklyHours", week({ Tuesday: weekday("8:00", "20:00") }), "Tuesday.opens", "Enter a time as HH:MM, like 08:00."],
    [
      "weeklyHours",
      week({ Friday: weekday("08:00", "14:00", ["morning", "evening"]) }),
      "Friday.bookingWindows",
      "Evening (4pm-8pm) is outside Friday's hours (8:00 AM - 2:00 PM). Untick it or change the hours.",
    ],
    [
      "weeklyHours",
      week({ Monday: weekday("13:00", "20:00", ["morning", "evening"]) }),
      "Monday.bookingWindows",
      "Morning (8am-12pm) is outside Monday's hours (1:00 PM - 8:00 PM). Untick it or change the hours.",
    ],
    [
      "weeklyHours",
      week({ Saturday: weekday("09:00", "17:00", ["morning", "afternoon"]) }),
      "Saturday.bookingWindows",
      "Morning (8am-12pm) is outside Saturday's hours (9:00 AM - 5:00 PM). Untick it or change the hours.",
    ],
    ["googleReviewUrl", "javascript:alert(1)", "value", HTTPS_MESSAGE],
    ["googleReviewUrl", "http://g.page/r/example/review", "value", HTTPS_MESSAGE],
    ["googleReviewUrl", "data:text/html,<script>alert(1)</script>", "value", HTTPS_MESSAGE],
    ["social", [{ name: "Facebook", url: "JavaScript:alert(1)" }], "0.url", HTTPS_MESSAGE],
    [
      "testimonials",
      [{ name: "A", location: "B", rating: "0", text: "Fine" }],
      "0.rating",
      "Choose a rating from 1 to 5 stars.",
    ],
    [
      "testimonials",
      [{ name: "A", location: "B", rating: "6", text: "Fine" }],
      "0.rating",
      "Choose a rating from 1 to 5 stars.",
    ],
    ["faqs.contact", [{ question: "Why?", answer: "" }], "0.answer", "The answer is required."],
    ["servicePrices", { "cooling-issues": "<b>$1</b>" }, "cooling-issues", "The price cannot contain < or >."],
    ["servicePrices", { "cooling-issues": "call us" }, "cooling-issues", PRICE_RANGE_MESSAGE],
    ["servicePrices", { "cooling-issues": "$260-$120" }, "cooling-issues", PRICE_RANGE_MESSAGE],
    [
      "countyTaxRates",
      [
        ...business.countyTaxRates.map((r) => ({ county: r.county, rate: String(r.basisPoints / 100), from: r.from })),
        { county: "Pinellas", rate: "25", from: "2027-01-01" },
      ],
      "4.rate",
      "Enter a tax rate from 6 to 20 percent (the state's 6% plus the county's surtax), like 7.5.",
    ],
    [
      "countyTaxRates",
      [{ county: "Polk", rate: "7", from: "2027-01-01" }],
      "0.county",
      "Choose a county from the list.",
    ],
    [
      "countyTaxRates",
      business.countyTaxRates
        .filter((r) => r.county !== "Pasco")
        .map((r) => ({ county: r.county, rate: "7", from: r.from })),
      "value",
      "Keep at least one rate for Pasco County.",
    ],
    ["smsDailyLimit", "10001", "value", "Enter a whole number of texts from 0 to 10,000."],
    ["calls.forwardTo", "+44 20 7946 0958", "value", PHONE_MESSAGE],
    ["calls.ringSeconds", "2", "value", "Enter a whole number of seconds from 5 to 60."],
    ["calls.ringSeconds", "twenty", "value", "Enter a whole number of seconds from 5 to 60."],
  ] as Array<[SiteFactField, unknown, string, string]>)(
    "refuses %s = %j with its message, nothing stored",
    async (field, input, key, message) => {
      const result = await saveSiteFacts(owner, field, input, DEFAULT_VERSION);
      expect(result).toEqual({ ok: false, errors: expect.objectContaining({ [key]: message }) });
      expect(await withDb((db) => db.select().from(settings))).toEqual([]);
      expect(await details()).toEqual([]);
    },
  );

  it("keeps the owner's diagnostic fee in cents for the completion form, never on a public page", async () => {
    expect((await getSiteSettings()).diagnosticFeeCents).toBeNull();
    expect(await saveSiteFacts(owner, "diagnosticFeeCents", "$89", DEFAULT_VERSION)).toEqual({ ok: true });
    expect((await getSiteSettings()).diagnosticFeeCents).toBe(8900);
    expect((await details()).map((d) => d.detail)).toEqual(["Diagnostic fee: (none) -> $89.00"]);
    expect(JSON.stringify(await getSiteFacts())).not.toContain("8900");
    const refused = await saveSiteFacts(owner, "diagnosticFeeCents", "eighty", await version("diagnosticFeeCents"));
    expect(refused).toEqual({
      ok: false,
      errors: { value: "Enter the fee in dollars, like 89 or 89.50, or leave it empty." },
    });
    expect(await saveSiteFacts(owner, "diagnosticFeeCents", "", await version("diagnosticFeeCents"))).toEqual({
      ok: true,
    });
    expect((await getSiteSettings()).diagnosticFeeCents).toBeNull();
  });

  it("stores a price range the one way the pages show it", async () => {
    const result = await saveSiteFacts(owner, "servicePrices", { "cooling-issues": "120 to 260" }, DEFAULT_VERSION);
    expect(result.ok).toBe(true);
    expect((await getSiteFacts()).servicePrices["cooling-issues"]).toBe("$120-$260");
    const title = services.find((s) => s.slug === "cooling-issues")!.title;
    expect((await details()).map((d) => d.detail)).toEqual([`Service prices: ${title} (default) -> $120-$260`]);
  });

  it("forwards calls to a +1 number for the ringing time set, both read by the voice webhooks", async () => {
    expect(await getSiteSettings()).toMatchObject({ forwardCallsTo: null, ringSeconds: 20 });
    expect(await saveSiteFacts(owner, "calls.forwardTo", "813 555 0177", DEFAULT_VERSION)).toEqual({ ok: true });
    expect(await saveSiteFacts(owner, "calls.ringSeconds", "25", DEFAULT_VERSION)).toEqual({ ok: true });
    expect(await getSiteSettings()).toMatchObject({
      forwardCallsTo: { display: "(813) 555-0177", e164: "+18135550177" },
      ringSeconds: 25,
    });
    expect((await details()).map((d) => d.detail)).toEqual([
      "Forward calls to: (none) -> (813) 555-0177",
      "Ring for: 20 seconds -> 25 seconds",
    ]);
    // Never a public fact: the owner's own phone stays out of every page's data.
    expect(JSON.stringify(await getSiteFacts())).not.toContain("5550177");
  });

  it("stores a valid phone as display and E.164, logs who, before and after, and bumps the public pages", async () => {
    const before = await withDb((db) => readContentVersion(db, "pglite"));
    expect(await saveSiteFacts(owner, "phones.main", " 813-555-0199 ", DEFAULT_VERSION)).toEqual({ ok: true });
    expect((await getSiteFacts()).phones.main).toEqual({ display: "(813) 555-0199", e164: "+18135550199" });
    expect(await details()).toEqual([
      {
        action: "site-fact-changed",
        actor: "owner@example.com",
        detail: `Main phone line: ${business.phones.main.display} -> (813) 555-0199`,
      },
    ]);
    expect((await withDb((db) => readContentVersion(db, "pglite"))).version).toBeGreaterThan(before.version);
    // The existing readers of the settings table still work.
    expect((await getSiteSettings()).countyTaxRates).toEqual(business.countyTaxRates);
  });

  it("accepts the shipped hours as they are", async () => {
    const { weeklyHours } = await getSiteFacts();
    expect(await saveSiteFacts(owner, "weeklyHours", weeklyHours, DEFAULT_VERSION)).toEqual({ ok: true });
    expect((await getSiteFacts()).weeklyHours).toEqual(weeklyHours);
  });

  it("Closed closes a day with its windows ticked, keeps its hours and windows, and unticking it reopens with them", async () => {
    const closing = week({
      Saturday: { closed: "on", opens: "08:00", closes: "17:00", bookingWindows: ["morning", "afternoon"] },
    });
    expect(await saveSiteFacts(owner, "weeklyHours", closing, DEFAULT_VERSION)).toEqual({ ok: true });
    expect((await getSiteFacts()).weeklyHours.Saturday).toEqual({
      opens: null,
      closes: null,
      bookingWindows: [],
      reopen: { opens: "08:00", closes: "17:00", bookingWindows: ["morning", "afternoon"] },
    });
    const [logged] = await details();
    // In words, only the day that changed (not the whole week twice).
    expect(logged!.detail).toMatch(/^Opening hours: /);
    expect(logged!.detail).toContain("Saturday 08:00-17:00 (morning, afternoon) -> Saturday closed");
    expect(logged!.detail).not.toContain("Sunday");
    expect(logged!.detail.split("; ").filter((d) => d.split(" -> ")[0] === d.split(" -> ")[1])).toEqual([]);
    // Windows outside the hours typed are not kept to reopen with; hours that make no sense none.
    const odd = week({
      Saturday: { closed: "on", opens: "09:00", closes: "17:00", bookingWindows: ["morning", "afternoon"] },
    });
    expect(await saveSiteFacts(owner, "weeklyHours", odd, await version("weeklyHours"))).toEqual({ ok: true });
    expect((await getSiteFacts()).weeklyHours.Saturday.reopen).toEqual({
      opens: "09:00",
      closes: "17:00",
      bookingWindows: ["afternoon"],
    });
    const blank = week({ Saturday: { closed: "on", opens: "", closes: "", bookingWindows: ["morning"] } });
    expect(await saveSiteFacts(owner, "weeklyHours", blank, await version("weeklyHours"))).toEqual({ ok: true });
    expect((await getSiteFacts()).weeklyHours.Saturday).toEqual({ opens: null, closes: null, bookingWindows: [] });
    // Reopening: the form sends the hours and windows it showed.
    expect(await saveSiteFacts(owner, "weeklyHours", week(), await version("weeklyHours"))).toEqual({ ok: true });
    expect((await getSiteFacts()).weeklyHours.Saturday).toEqual({
      opens: "08:00",
      closes: "17:00",
      bookingWindows: ["morning", "afternoon"],
    });
  });

  it("accepts the hours, windows, links, tax rate and lists the owner types", async () => {
    const hours = week({ Saturday: weekday("08:00", "12:00", ["morning"]) });
    expect(await saveSiteFacts(owner, "weeklyHours", hours, await version("weeklyHours"))).toEqual({ ok: true });
    expect(await saveSiteFacts(owner, "googleReviewUrl", "https://g.page/r/example/review", DEFAULT_VERSION)).toEqual({
      ok: true,
    });
    const rates = business.countyTaxRates.map((r) => ({
      county: r.county,
      rate: String(r.basisPoints / 100),
      from: r.from,
    }));
    expect(
      await saveSiteFacts(
        owner,
        "countyTaxRates",
        [...rates, { county: "Hillsborough", rate: "7.25", from: "2027-01-01" }],
        DEFAULT_VERSION,
      ),
    ).toEqual({ ok: true });
    expect(
      await saveSiteFacts(
        owner,
        "testimonials",
        [{ name: "Ann", location: "Tampa", rating: "4", text: "Good <3" }],
        DEFAULT_VERSION,
      ),
    ).toEqual({ ok: true });
    const facts = await getSiteFacts();
    expect(facts.weeklyHours.Saturday).toEqual({ opens: "08:00", closes: "12:00", bookingWindows: ["morning"] });
    expect(facts.weeklyHours.Sunday).toEqual({ opens: null, closes: null, bookingWindows: [] });
    expect(facts.googleReviewUrl).toBe("https://g.page/r/example/review");
    const hillsborough = (await getSiteSettings()).countyTaxRates.filter((r) => r.county === "Hillsborough");
    expect(hillsborough).toEqual([
      { county: "Hillsborough", basisPoints: 750, from: "2025-01-01" },
      { county: "Hillsborough", basisPoints: 725, from: "2027-01-01" },
    ]);
    expect(facts.countyTaxRates).toHaveLength(5);
    expect(facts.testimonials).toEqual([{ name: "Ann", location: "Tampa", rating: 4, text: "Good <3" }]);
  });

  it("refuses a save made from a page loaded before another save, and keeps the newer value", async () => {
    const loaded = await version("emails.support");
    expect(await saveSiteFacts(owner, "emails.support", "first@example.com", loaded)).toEqual({ ok: true });
    expect(await saveSiteFacts(owner, "emails.support", "second@example.com", loaded)).toEqual({
      ok: false,
      conflict: true,
      errors: { form: CONFLICT_MESSAGE },
    });
    const reloaded = await version("emails.support");
    expect(reloaded).not.toBe(loaded);
    expect(await saveSiteFacts(owner, "emails.support", "third@example.com", reloaded)).toEqual({ ok: true });
    expect(await saveSiteFacts(owner, "emails.support", "fourth@example.com", reloaded)).toMatchObject({
      conflict: true,
    });
    expect((await getSiteFacts()).emails.support).toBe("third@example.com");
    // A double submit (the same value from the same stale page) changes nothing twice and is not refused.
    expect(await saveSiteFacts(owner, "emails.support", "third@example.com", reloaded)).toEqual({ ok: true });
    expect((await details()).filter((d) => d.detail.startsWith("Support e-mail"))).toHaveLength(2);
  });

  it("goes back to the default per field: row removed, logged, and refused from a stale page", async () => {
    await saveSiteFacts(owner, "phones.emergency", "(727) 555-0100", DEFAULT_VERSION);
    await saveSiteFacts(owner, "phones.main", "(813) 555-0100", DEFAULT_VERSION);
    const stale = DEFAULT_VERSION;
    expect(await resetSiteFact(owner, "phones.emergency", stale)).toMatchObject({ conflict: true });
    expect(await resetSiteFact(owner, "phones.emergency", await version("phones.emergency"))).toEqual({ ok: true });
    const facts = await getSiteFacts();
    expect(facts.phones.emergency).toEqual(business.phones.emergency);
    expect(facts.phones.main.display).toBe("(813) 555-0100");
    expect(
      await withDb((db) =>
        db
          .select()
          .from(settings)
          .where(eq(settings.key, siteFactKey("phones.emergency"))),
      ),
    ).toEqual([]);
    expect((await details()).at(-1)).toEqual({
      action: "site-fact-reset",
      actor: "owner@example.com",
      detail: `Emergency phone line: (727) 555-0100 -> default (${business.phones.emergency.display})`,
    });
  });

  it("sets and removes special hours for a date, refusing impossible dates and close before open", async () => {
    const now = new Date("2026-11-20T15:00:00Z");
    expect(await addSpecialHours(owner, { date: "2026-02-30", closed: "on", note: "" }, now)).toMatchObject({
      ok: false,
      errors: { date: expect.any(String) },
    });
    expect(
      await addSpecialHours(owner, { date: "2026-11-27", opens: "14:00", closes: "10:00", note: "Black Friday" }, now),
    ).toEqual({ ok: false, errors: { closes: "The closing time must be after the opening time." } });
    expect(await addSpecialHours(owner, { date: "2026-11-26", closed: "on", note: "Thanksgiving" }, now)).toEqual({
      ok: true,
    });
    expect(
      await addSpecialHours(owner, { date: "2026-11-27", opens: "10:00", closes: "14:00", note: "Black Friday" }, now),
    ).toEqual({ ok: true });
    // Sent twice: done once.
    expect(await addSpecialHours(owner, { date: "2026-11-26", closed: "on", note: "Thanksgiving" }, now)).toEqual({
      ok: true,
    });
    expect(await addSpecialHours(owner, { date: "2026-11-26", closed: "on", note: "again" }, now)).toMatchObject({
      ok: false,
      errors: { date: expect.stringContaining("already has special hours") },
    });
    expect((await getSiteFacts(undefined, now)).specialHours).toEqual([
      { date: "2026-11-26", opens: null, closes: null, note: "Thanksgiving" },
      { date: "2026-11-27", opens: "10:00", closes: "14:00", note: "Black Friday" },
    ]);
    // Past dates are not shown.
    expect((await getSiteFacts(undefined, new Date("2026-11-27T15:00:00Z"))).specialHours.map((s) => s.date)).toEqual([
      "2026-11-27",
    ]);
    await removeSpecialHours(owner, "2026-11-26");
    expect((await getSiteFacts(undefined, now)).specialHours.map((s) => s.date)).toEqual(["2026-11-27"]);
    expect((await details()).map((d) => d.detail)).toEqual([
      "2026-11-26: closed all day (Thanksgiving)",
      "2026-11-27: open 10:00-14:00 (Black Friday)",
      "2026-11-26: was closed all day (Thanksgiving)",
    ]);
    // today from the real clock still works for the default `now`.
    expect(todayInBusinessZone() < addDays(todayInBusinessZone(), 1)).toBe(true);
  });
});
