import { describe, expect, it } from "vitest";
import { requestHistory } from "#app/activity/activity.server";
import { withDb } from "#app/db/client.server";
import { eq } from "drizzle-orm";
import { business } from "#app/content/business";
import { bookings, mailQueue, smsOptOuts, textOutbox, users, type Booking } from "#app/db/schema";
import { setEnv } from "#tests/support/env";
import { aBooking, WINDOW_LABEL } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { assignTechnician, canSeeVisit, listTechnicians, nextDayWithVisits, visitsOfDay } from "./visits.server";

const [pglite] = testDatabases("fridge-visits-test");

async function aUser(
  email: string,
  role: "owner" | "staff" | "technician",
  name = "",
  texts: { mobilePhone?: string; smsConsentAt?: Date } = {},
) {
  const [user] = await withDb((db) =>
    db
      .insert(users)
      .values({ email, role, name, ...texts, ...(texts.smsConsentAt ? { smsConsentVersion: "2026-11-27" } : {}) })
      .returning(),
  );
  return { id: user!.id, email: user!.email, role: user!.role };
}

/** Texts are queued (never sent here: no worker runs) with SMS_URL set; the clock is New York's. */
const SMS_URL = "http://ACtest:token@127.0.0.1:9/2010-04-01?from=%2B18135550142";
const textsTo = (number: string) =>
  withDb((db) => db.select().from(textOutbox).where(eq(textOutbox.toNumber, number)).orderBy(textOutbox.id));

async function aVisit(fields: Partial<Booking> = {}): Promise<number> {
  const { id: _id, ...row } = aBooking({ status: "scheduled", ...fields });
  const [booking] = await withDb((db) => db.insert(bookings).values(row).returning({ id: bookings.id }));
  return booking!.id;
}

describe("assigning visits and a technician's day", () => {
  useTestDatabase(pglite!.setUp);

  it("assigns by the office, logs it once, and lists only the technician's visits of the day in window order", async () => {
    const office = await aUser("office@example.com", "staff");
    const maria = await aUser("maria@example.com", "technician", "Maria Lopez");
    const bob = await aUser("bob@example.com", "technician", "Bob Ray");
    expect((await listTechnicians()).map((t) => t.name)).toEqual(["Bob Ray", "Maria Lopez"]);

    const evening = await aVisit({ name: "Evening", visitDate: "2026-12-01", visitWindow: "evening" });
    const morning = await aVisit({ name: "Morning", visitDate: "2026-12-01", visitWindow: "morning" });
    const bobs = await aVisit({ name: "Bob's", visitDate: "2026-12-01", visitWindow: "morning" });
    const otherDay = await aVisit({ name: "Other day", visitDate: "2026-12-02", visitWindow: "morning" });
    const cancelled = await aVisit({ name: "Cancelled", visitDate: "2026-12-01", status: "cancelled" });
    for (const id of [evening, morning, otherDay, cancelled]) {
      expect(await assignTechnician(office, id, maria.id)).toEqual({ ok: true });
    }
    expect(await assignTechnician(office, bobs, bob.id)).toEqual({ ok: true });
    // The same again changes nothing; an account that is not a technician is refused.
    expect(await assignTechnician(office, morning, maria.id)).toEqual({ ok: true });
    expect(await assignTechnician(office, morning, office.id)).toMatchObject({ ok: false, status: 400 });
    expect(await assignTechnician(office, 999_999, maria.id)).toMatchObject({ ok: false, status: 404 });
    const history = await requestHistory("booking", morning);
    expect(history.map((e) => [e.actor, e.label, e.detail])).toEqual([
      ["office@example.com", "Assigned a technician", "Maria Lopez <maria@example.com>"],
    ]);

    const day = await visitsOfDay("2026-12-01", { technicianId: maria.id });
    expect(day.map((v) => v.name)).toEqual(["Morning", "Evening"]);
    expect(day[0]).toMatchObject({ technician: "Maria Lopez", step: "scheduled", stepLabel: "scheduled" });
    expect(day[0]!.mapHref).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=1%20Main%20St/);
    expect((await visitsOfDay("2026-12-01", "all")).map((v) => v.name)).toEqual(["Morning", "Bob's", "Evening"]);

    expect(await canSeeVisit(maria, morning)).toBe(true);
    expect(await canSeeVisit(bob, morning)).toBe(false);
    expect(await canSeeVisit(office, morning)).toBe(true);
    // Taken back: no longer hers.
    expect(await assignTechnician(office, morning, null)).toEqual({ ok: true });
    expect(await canSeeVisit(maria, morning)).toBe(false);
  });

  it("assigning a technician moves a new or contacted request to scheduled, logged; other statuses stay", async () => {
    const office = await aUser("office3@example.com", "staff");
    const lee = await aUser("lee.tech@example.com", "technician", "Lee Tech");
    const fresh = await aVisit({ name: "Fresh", status: "new" });
    const called = await aVisit({ name: "Called", status: "contacted" });
    const finished = await aVisit({ name: "Finished", status: "done" });
    for (const id of [fresh, called, finished])
      expect(await assignTechnician(office, id, lee.id)).toEqual({ ok: true });
    const statusOf = async (id: number) =>
      (await withDb((db) => db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id))))[0]!.s;
    expect([await statusOf(fresh), await statusOf(called), await statusOf(finished)]).toEqual([
      "scheduled",
      "scheduled",
      "done",
    ]);
    expect((await requestHistory("booking", fresh)).map((e) => [e.label, e.detail])).toEqual([
      ["Assigned a technician", "Lee Tech <lee.tech@example.com>"],
      ["Changed a status", "new -> scheduled"],
    ]);
    // Taking the technician back leaves the status as it is (the visit is still booked).
    expect(await assignTechnician(office, fresh, null)).toEqual({ ok: true });
    expect(await statusOf(fresh)).toBe("scheduled");
  });

  it("an assignment e-mails the technician the visit, with its link; taking it back or the same again sends nothing", async () => {
    setEnv({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const office = await aUser("office2@example.com", "staff");
      const ana = await aUser("ana.tech@example.com", "technician", "Ana Tech");
      const id = await aVisit({
        name: "Assigned",
        visitDate: "2026-12-03",
        visitWindow: "afternoon",
        city: "Clearwater",
      });
      expect(await assignTechnician(office, id, ana.id)).toEqual({ ok: true });
      expect(await assignTechnician(office, id, ana.id)).toEqual({ ok: true });
      expect(await assignTechnician(office, id, null)).toEqual({ ok: true });
      const mails = await withDb((db) => db.select().from(mailQueue).where(eq(mailQueue.recipient, ana.email)));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(
        `New visit for you: Thursday, December 3, 2026, ${WINDOW_LABEL.afternoon}, Clearwater`,
      );
      expect(mails[0]!.body).toContain(`${business.siteUrl}/admin/requests/booking/${id}`);
      expect(mails[0]!.body).toContain(`${business.siteUrl}/admin/today?date=2026-12-03`);
    } finally {
      setEnv({ SMTP_URL: undefined });
    }
  });

  it("an assignment texts a technician who gave a number and consent: when, the town and the link, once", async () => {
    setEnv({ SMS_URL, TEST_CLOCK: "2026-11-25T12:00:00-05:00" });
    try {
      const office = await aUser("office4@example.com", "staff");
      const number = "+18135550177";
      const ana = await aUser("ana.texts@example.com", "technician", "Ana Texts", {
        mobilePhone: number,
        smsConsentAt: new Date("2026-11-20T15:00:00Z"),
      });
      const id = await aVisit({
        name: "Private Name",
        address: "12 Private Rd",
        visitDate: "2026-12-03",
        visitWindow: "morning",
        city: "Tampa",
      });
      expect(await assignTechnician(office, id, ana.id)).toEqual({ ok: true });
      const [text, ...more] = await textsTo(number);
      expect(more).toHaveLength(0);
      expect(text!.body).toBe(
        `${business.name}: you're assigned Thu, Dec 3, Morning 8am-12pm, Tampa. ${business.siteUrl}/admin/requests/booking/${id}`,
      );
      // Not the customer's conversation (nor their export, nor where replies go).
      expect(text).toMatchObject({ bookingId: null, kind: "technician_assigned", scheduled: true, client: null });
      // By day at once (the test clock runs on from noon).
      expect(text!.nextAttemptAt.getTime() - Date.parse("2026-11-25T17:00:00Z")).toBeLessThan(5 * 60_000);

      // The same again sends nothing; taken back and given back for the same time, once sent: nothing new.
      expect(await assignTechnician(office, id, ana.id)).toEqual({ ok: true });
      await withDb((db) => db.update(textOutbox).set({ sentAt: new Date() }).where(eq(textOutbox.id, text!.id)));
      expect(await assignTechnician(office, id, null)).toEqual({ ok: true });
      expect(await assignTechnician(office, id, ana.id)).toEqual({ ok: true });
      expect(await textsTo(number)).toHaveLength(1);

      // Moved to another day and given again: a new text. A technician given many visits hears of each.
      await withDb((db) =>
        db.update(bookings).set({ visitDate: "2026-12-04", technicianId: null }).where(eq(bookings.id, id)),
      );
      expect(await assignTechnician(office, id, ana.id)).toEqual({ ok: true });
      for (let i = 0; i < 7; i++) expect(await assignTechnician(office, await aVisit(), ana.id)).toEqual({ ok: true });
      expect(await textsTo(number)).toHaveLength(9);
    } finally {
      setEnv({ SMS_URL: undefined, TEST_CLOCK: undefined });
    }
  });

  it("an assignment at night texts at 8 AM; a visit taken back before then is not texted", async () => {
    setEnv({ SMS_URL, TEST_CLOCK: "2026-11-25T22:30:00-05:00" });
    try {
      const office = await aUser("office5@example.com", "staff");
      const consent = { smsConsentAt: new Date("2026-11-20T15:00:00Z") };
      const ben = await aUser("ben.texts@example.com", "technician", "Ben", {
        mobilePhone: "(727) 555-0188",
        ...consent,
      });
      const cy = await aUser("cy.texts@example.com", "technician", "Cy", { mobilePhone: "+18135550199", ...consent });
      const id = await aVisit({ visitDate: "2026-11-26", visitWindow: "afternoon", city: "St. Petersburg" });
      expect(await assignTechnician(office, id, ben.id)).toEqual({ ok: true });
      const [waiting] = await textsTo("+17275550188");
      expect(waiting!.nextAttemptAt.toISOString()).toBe("2026-11-26T13:00:00.000Z");
      expect(waiting!.body).toContain("Thu, Nov 26, Afternoon 12pm-4pm, St Petersburg.");
      // Given to Cy instead: Ben's waiting text goes nowhere, Cy's waits for 8 AM.
      expect(await assignTechnician(office, id, cy.id)).toEqual({ ok: true });
      expect(await textsTo("+17275550188")).toHaveLength(0);
      expect(await textsTo("+18135550199")).toHaveLength(1);
      expect(await assignTechnician(office, id, null)).toEqual({ ok: true });
      expect(await textsTo("+18135550199")).toHaveLength(0);
    } finally {
      setEnv({ SMS_URL: undefined, TEST_CLOCK: undefined });
    }
  });

  it("no text without consent, without a number, after STOP, or with texts not set up (the e-mail still goes)", async () => {
    setEnv({ SMS_URL, SMTP_URL: "smtp://127.0.0.1:1", TEST_CLOCK: "2026-11-25T12:00:00-05:00" });
    try {
      const office = await aUser("office6@example.com", "staff");
      const consent = { smsConsentAt: new Date("2026-11-20T15:00:00Z") };
      const noConsent = await aUser("no.consent@example.com", "technician", "", { mobilePhone: "+18135550111" });
      const noNumber = await aUser("no.number@example.com", "technician", "", consent);
      const stopped = await aUser("stopped@example.com", "technician", "", { mobilePhone: "+18135550122", ...consent });
      const off = await aUser("off@example.com", "technician", "", { mobilePhone: "+18135550133", ...consent });
      await withDb((db) => db.insert(smsOptOuts).values({ phone: "+18135550122", keyword: "STOP" }));
      for (const technician of [noConsent, noNumber, stopped])
        expect(await assignTechnician(office, await aVisit(), technician.id)).toEqual({ ok: true });
      setEnv({ SMS_URL: undefined });
      expect(await assignTechnician(office, await aVisit(), off.id)).toEqual({ ok: true });
      for (const number of ["+18135550111", "+18135550122", "+18135550133"])
        expect(await textsTo(number)).toHaveLength(0);
      expect(await withDb((db) => db.select().from(mailQueue).where(eq(mailQueue.recipient, off.email)))).toHaveLength(
        1,
      );
    } finally {
      setEnv({ SMS_URL: undefined, SMTP_URL: undefined, TEST_CLOCK: undefined });
    }
  });

  it("an empty day names the technician's next day with a visit to do (not another's, not a cancelled or done one)", async () => {
    const mia = await aUser("mia@example.com", "technician", "Mia");
    const leo = await aUser("leo@example.com", "technician", "Leo");
    await aVisit({ visitDate: "2026-12-08", technicianId: mia.id, status: "cancelled" });
    await aVisit({ visitDate: "2026-12-09", technicianId: mia.id, status: "done" });
    await aVisit({ visitDate: "2026-12-10", technicianId: leo.id });
    await aVisit({ visitDate: "2026-12-11", technicianId: mia.id });
    expect(await nextDayWithVisits("2026-12-07", { technicianId: mia.id })).toBe("2026-12-11");
    expect(await nextDayWithVisits("2026-12-07", "all")).toBe("2026-12-10");
    expect(await nextDayWithVisits("2026-12-11", { technicianId: mia.id })).toBeUndefined();
  });
});
