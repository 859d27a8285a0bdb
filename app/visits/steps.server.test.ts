import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestHistory } from "#app/activity/activity.server";
import { withDb } from "#app/db/client.server";
import { bookings, mailQueue, textOutbox, users, visitStepLog, type Booking } from "#app/db/schema";
import { setSiteSetting, siteSettingDefaults } from "#app/settings/settings-rows.server";
import { textFor } from "#app/texts/messages";
import { setEnv } from "#tests/support/env";
import { startFakeSmsProvider, type FakeSmsProvider } from "#tests/support/sms-provider";
import { aBooking } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { moveVisit, type MoveVisitInput } from "./steps.server";

const [pglite] = testDatabases("fridge-visit-steps-test");

async function aUser(email: string, role: "owner" | "staff" | "technician", name = "") {
  const [user] = await withDb((db) => db.insert(users).values({ email, role, name }).returning());
  return { id: user!.id, name: user!.name, role: user!.role, email: user!.email };
}

async function aVisit(fields: Partial<Booking> = {}): Promise<number> {
  const { id: _id, ...row } = aBooking({ status: "scheduled", email: "visitor@example.com", ...fields });
  const [booking] = await withDb((db) => db.insert(bookings).values(row).returning({ id: bookings.id }));
  return booking!.id;
}

const move = (input: MoveVisitInput) => withDb((db) => db.transaction((tx) => moveVisit(tx, input)));
const stepsOf = (bookingId: number) =>
  withDb((db) =>
    db.select().from(visitStepLog).where(eq(visitStepLog.bookingId, bookingId)).orderBy(asc(visitStepLog.id)),
  );
const bookingOf = async (id: number) =>
  (await withDb((db) => db.select().from(bookings).where(eq(bookings.id, id))))[0]!;

const OWNER_LINE = { display: "(813) 555-0177", e164: "+18135550177" };

describe("moving a visit", () => {
  useTestDatabase(pglite!.setUp, { SMTP_URL: "smtp://127.0.0.1:1" });

  it("records each step with who, when and the estimate, in the history, and mails the visitor", async () => {
    const technician = await aUser("maria@example.com", "technician", "Maria Lopez");
    const id = await aVisit({ technicianId: technician.id });
    // The owner's main line as Settings has it, not app/content/'s (DECISIONS "The owner edits the site").
    await withDb((db) => setSiteSetting(db, "mainPhone", OWNER_LINE));
    const now = new Date("2026-11-25T15:15:00Z");
    expect(
      await move({
        bookingId: id,
        to: "on_the_way",
        actor: technician,
        etaMinutes: 25,
        expectedFrom: "scheduled",
        now,
      }),
    ).toEqual({ ok: true, from: "scheduled" });
    const booking = await bookingOf(id);
    expect(booking.visitStep).toBe("on_the_way");
    expect(booking.arrivalEta?.toISOString()).toBe("2026-11-25T15:40:00.000Z");
    expect((await stepsOf(id)).map((s) => [s.step, s.byUserId, s.etaMinutes])).toEqual([
      ["on_the_way", technician.id, 25],
    ]);
    const history = await requestHistory("booking", id);
    expect(history.map((e) => [e.actor, e.label, e.detail])).toEqual([
      ["maria@example.com", "On the way to the visit", "scheduled -> on the way; arriving around 10:40 AM (25 min)"],
    ]);
    const mails = await withDb((db) =>
      db.select().from(mailQueue).where(eq(mailQueue.recipient, "visitor@example.com")),
    );
    expect(mails.map((m) => m.subject)).toEqual(["Your technician is on the way: arriving around 10:40 AM"]);
    expect(mails[0]!.body).toContain("Your technician, Maria, is on the way");
    expect(mails[0]!.body).toMatch(/\/appointments\/[A-Za-z0-9_-]{43}/);
    expect(mails[0]!.body).toContain(`Questions? Call ${OWNER_LINE.display}.`);
    expect(mails[0]!.body).not.toContain(siteSettingDefaults.mainPhone.display);
    // It ends with the signature, not with code.
    expect(mails[0]!.body.trimEnd().split("\n").at(-2)).toBe(OWNER_LINE.display);

    expect(await move({ bookingId: id, to: "arrived", actor: technician })).toEqual({ ok: true, from: "on_the_way" });
    expect(await move({ bookingId: id, to: "completed", actor: technician })).toEqual({ ok: true, from: "arrived" });
    expect((await bookingOf(id)).status).toBe("done");
    const subjects = (
      await withDb((db) => db.select().from(mailQueue).where(eq(mailQueue.recipient, "visitor@example.com")))
    ).map((m) => m.subject);
    expect(subjects).toContain("Your repair is completed");
    expect(subjects).toHaveLength(2);
    const completed = (
      await withDb((db) => db.select().from(mailQueue).where(eq(mailQueue.subject, "Your repair is completed")))
    )[0]!;
    expect(completed.body).toContain(`call us at ${OWNER_LINE.display}.`);
    expect(completed.body).not.toContain("=>");
    expect(completed.replyTo).toBe(siteSettingDefaults.businessEmail);
    await withDb((db) => setSiteSetting(db, "mainPhone", siteSettingDefaults.mainPhone));
  });

  it("refuses a stale page and a step back (409), and records nothing", async () => {
    const office = await aUser("office@example.com", "staff");
    const id = await aVisit();
    await move({ bookingId: id, to: "arrived", actor: office, expectedFrom: "scheduled" });
    // A second tab still showing "scheduled".
    expect(await move({ bookingId: id, to: "on_the_way", actor: office, expectedFrom: "scheduled" })).toEqual({
      ok: false,
      status: 409,
      message: "This visit is already marked arrived; it cannot go back to on the way.",
    });
    expect(await move({ bookingId: id, to: "arrived", actor: office, expectedFrom: "scheduled" })).toEqual({
      ok: false,
      status: 409,
      message: "This visit is already marked arrived: nothing was changed.",
    });
    expect(await move({ bookingId: id, to: "on_the_way", actor: office })).toMatchObject({ ok: false, status: 409 });
    expect((await stepsOf(id)).map((s) => s.step)).toEqual(["arrived"]);
    expect(await requestHistory("booking", id)).toHaveLength(1);
  });

  it("answers the same tap twice with the same success and writes it once", async () => {
    const owner = await aUser("owner@example.com", "owner");
    const id = await aVisit();
    const tap = "tap-0123456789";
    const input = {
      bookingId: id,
      to: "needs_return" as const,
      actor: owner,
      note: "Part: fan",
      tap,
      expectedFrom: "scheduled" as const,
    };
    const [a, b] = await Promise.all([move(input), move(input)]);
    expect(a).toEqual({ ok: true, from: "scheduled" });
    expect(b).toEqual({ ok: true, from: "scheduled" });
    expect(await move(input)).toEqual({ ok: true, from: "scheduled" });
    expect((await stepsOf(id)).map((s) => [s.step, s.note])).toEqual([["needs_return", "Part: fan"]]);
    expect(await requestHistory("booking", id)).toHaveLength(1);
  });

  it("refuses a technician the visit is not assigned to (403), and a visit that does not exist (404)", async () => {
    const assigned = await aUser("t1@example.com", "technician", "Ann");
    const other = await aUser("t2@example.com", "technician", "Bob");
    const id = await aVisit({ technicianId: assigned.id });
    const unassigned = await aVisit();
    expect(await move({ bookingId: id, to: "arrived", actor: other })).toEqual({
      ok: false,
      status: 403,
      message: "This visit is not assigned to you.",
    });
    expect(await move({ bookingId: unassigned, to: "arrived", actor: other })).toMatchObject({ status: 403 });
    expect(await move({ bookingId: 999_999, to: "arrived", actor: assigned })).toMatchObject({ status: 404 });
    expect(await stepsOf(id)).toEqual([]);
    expect((await bookingOf(id)).visitStep).toBe("scheduled");
  });
});

describe("the visitor's texts for the steps (with consent)", () => {
  let fake: FakeSmsProvider;
  useTestDatabase(pglite!.setUp);
  beforeAll(async () => {
    fake = await startFakeSmsProvider();
    setEnv({ SMS_URL: fake.url, TEST_CLOCK: "2026-11-25T12:00:00-05:00" });
  });
  afterAll(async () => {
    await fake.stop();
    setEnv({ SMS_URL: undefined, TEST_CLOCK: undefined });
  });

  const consent = { smsConsentAt: new Date(), smsConsentClient: "203.0.113.7", smsConsentVersion: "2026-11-25" };
  const textsOf = (bookingId: number) =>
    withDb((db) => db.select().from(textOutbox).where(eq(textOutbox.bookingId, bookingId)).orderBy(asc(textOutbox.id)));

  it('queues "on the way" with the estimate and "completed" with the receipt\'s link, once each', async () => {
    const technician = await aUser("ana@example.com", "technician", "Ana Ruiz");
    const id = await aVisit({ technicianId: technician.id, ...consent });
    await withDb((db) => setSiteSetting(db, "mainPhone", OWNER_LINE));
    const now = new Date("2026-11-25T15:15:00Z");
    await move({ bookingId: id, to: "on_the_way", actor: technician, etaMinutes: 25, now });
    await move({ bookingId: id, to: "arrived", actor: technician });
    await move({ bookingId: id, to: "completed", actor: technician });
    const texts = await textsOf(id);
    expect(texts.map((t) => t.kind)).toEqual(["on_the_way", "completed"]);
    expect(texts[0]!.body).toBe(
      textFor.onTheWay({ firstName: "Ana", arrivalTime: "10:40 AM", phone: OWNER_LINE.display }),
    );
    await withDb((db) => setSiteSetting(db, "mainPhone", siteSettingDefaults.mainPhone));
    expect(texts[1]!.body).toMatch(/\/appointments\/[A-Za-z0-9_-]{43}#receipt/);
  });

  it("texts nothing without consent", async () => {
    const technician = await aUser("bo@example.com", "technician", "Bo");
    const id = await aVisit({ technicianId: technician.id });
    await move({ bookingId: id, to: "on_the_way", actor: technician, etaMinutes: 10 });
    await move({ bookingId: id, to: "completed", actor: technician });
    expect(await textsOf(id)).toEqual([]);
  });
});
