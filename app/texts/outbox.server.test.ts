import { eq, ne } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { getDb, withDb } from "#app/db/client.server";
import { activity, bookings, mailQueue, settings, smsInbound, smsOptOuts, textOutbox } from "#app/db/schema";
import { now as clockNow } from "#app/lib/clock.server";
import { bookAppointment } from "#app/scheduling/appointments.server";
import { queueDueReminders } from "#app/scheduling/reminders.server";
import { setSiteSetting, siteSettingDefaults } from "#app/settings/settings-rows.server";
import { aBookingInput } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { setEnv } from "#tests/support/env";
import { testDatabases } from "#tests/support/postgres";
import { FAKE_AUTH_TOKEN, signWebhook, startFakeSmsProvider, type FakeSmsProvider } from "#tests/support/sms-provider";
import { queueBookingConfirmationText, queueReminderText } from "./events.server";
import { handleInboundText, handleTextStatus } from "./inbound.server";
import { textFor } from "./messages";
import { queueText, TEXTS_PER_CLIENT_PER_DAY, TEXTS_PER_NUMBER_PER_DAY } from "./outbox.server";
import { markRepliesRead, sendStaffText, textsOfBooking } from "./staff.server";
import { processDueTexts, sendText, textPacing, textRetryDelayMs } from "./worker.server";
import { getConfig } from "#app/lib/config.server";

describe("text retry back-off", () => {
  it("starts at the base, doubles, and never waits more than an hour", () => {
    expect([1, 2, 3, 8, 20].map((n) => textRetryDelayMs(n, 30_000) / 1000)).toEqual([30, 60, 120, 3600, 3600]);
  });
});

const WEBHOOK_BASE = "http://127.0.0.1:3000";

/** A webhook request as the provider sends it, signed unless told otherwise. */
function webhook(path: string, fields: Record<string, string>, signature?: string | null): Request {
  const url = `${WEBHOOK_BASE}${path}`;
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  const signed = signature === undefined ? signWebhook(FAKE_AUTH_TOKEN, url, fields) : signature;
  if (signed) headers["X-Twilio-Signature"] = signed;
  return new Request(url, { method: "POST", headers, body: new URLSearchParams(fields) });
}

let sids = 0;
const inbound = (from: string, body: string) => ({
  MessageSid: `SMin${++sids}`,
  AccountSid: getConfig().sms!.accountSid,
  From: from,
  To: "+18135550142",
  Body: body,
});

describe.each(testDatabases("fridge-texts-test"))("texts on $name", ({ setUp }) => {
  let fake: FakeSmsProvider;
  useTestDatabase(setUp);
  beforeAll(async () => {
    fake = await startFakeSmsProvider();
  });
  afterAll(async () => {
    await fake.stop();
    setEnv({ SMS_URL: undefined, SMS_RETRY_BASE_MS: undefined, TEST_CLOCK: undefined, SMTP_URL: undefined });
  });
  beforeEach(async () => {
    setEnv({ SMS_URL: fake.url, SMS_RETRY_BASE_MS: "100", TEST_CLOCK: "2026-11-25T12:00:00-05:00" });
    const db = await getDb();
    for (const table of [textOutbox, smsInbound, smsOptOuts, mailQueue, activity]) await db.delete(table);
    await db.delete(settings);
    await db.delete(bookings);
    fake.messages.length = 0;
    fake.calls.length = 0;
  });
  afterEach(() => setEnv({ SMTP_URL: undefined }));

  let day = 0;
  /** A booking (a different date each time, so windows never fill), with or without consent. */
  async function book(consent: boolean, fields: Partial<Parameters<typeof aBookingInput>[0]> = {}) {
    const date = new Date(Date.UTC(2027, 0, 4 + (day++ % 300)));
    if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
    return bookAppointment(
      aBookingInput({
        preferredDate: date.toISOString().slice(0, 10),
        ...(consent
          ? { smsConsentAt: new Date(), smsConsentClient: "203.0.113.7", smsConsentVersion: "2026-11-25" }
          : {}),
        ...fields,
      }),
      () => [],
      new Date("2026-11-25T14:00:00Z"),
      async (tx, row) => {
        await queueBookingConfirmationText(tx, row);
      },
    );
  }

  const rows = () => withDb((db) => db.select().from(textOutbox).orderBy(textOutbox.id));

  it("texts the confirmation with the appointment link only with consent, through the provider's API", async () => {
    const booked = await book(true);
    await book(false);
    expect(await processDueTexts()).toEqual({ sent: 1, failed: 0, held: 0 });
    expect(fake.messages).toHaveLength(1);
    const [text] = fake.messages;
    expect(text!.to).toBe("+18135550100");
    expect(text!.from).toBe(fake.from);
    expect(text!.body).toContain(`${business.siteUrl}/appointments/${booked.token}`);
    expect(text!.statusCallback).toBe(`${business.siteUrl}/sms/status`);
    // Sent: the outbox keeps a log without the private link.
    const [row] = await rows();
    expect(row!.sentAt).not.toBeNull();
    expect(row!.providerSid).toBe(text!.sid);
    expect(row!.body).not.toContain(booked.token);
  });

  it("retries a 500 and sends once; keeps a 400's error code and never retries it; times out", async () => {
    fake.script("500", "500");
    await book(true);
    expect((await processDueTexts()).failed).toBe(1);
    await new Promise((r) => setTimeout(r, 150));
    expect((await processDueTexts()).failed).toBe(1);
    await new Promise((r) => setTimeout(r, 250));
    expect((await processDueTexts()).sent).toBe(1);
    expect(fake.calls.map((c) => c.answer)).toEqual(["500", "500", "ok"]);
    expect(fake.messages).toHaveLength(1);

    fake.script("400");
    await book(true, { phone: "(727) 555-0111" });
    expect((await processDueTexts()).failed).toBe(1);
    const refused = (await rows()).at(-1)!;
    expect(refused.failedAt).not.toBeNull();
    expect(refused.errorCode).toBe("21211");
    expect(refused.lastError).toContain("HTTP 400");
    await new Promise((r) => setTimeout(r, 300));
    expect(await processDueTexts()).toEqual({ sent: 0, failed: 0, held: 0 });

    fake.script("timeout");
    const slow = await sendText(getConfig().sms!, "+18135550100", "x", 300);
    expect(slow).toMatchObject({ ok: false, permanent: false, message: "no answer within 0.3 s" });
  });

  it("never puts the auth token in an error or a stored row", async () => {
    setEnv({ SMS_URL: fake.url.replace(FAKE_AUTH_TOKEN, "wrong-token-xyz") });
    await book(true);
    await processDueTexts();
    const [row] = await rows();
    expect(row!.errorCode).toBe("20003");
    expect(JSON.stringify(row)).not.toMatch(/wrong-token-xyz|fake-auth-token/);
  });

  it("sends a reminder at 9 PM New York only from 8 AM the next day", async () => {
    setEnv({ TEST_CLOCK: "2026-11-25T21:00:00-05:00" });
    const booked = await book(true);
    await withDb((db) => db.delete(textOutbox));
    await withDb((db) => db.transaction((tx) => queueReminderText(tx, booked)));
    expect(await processDueTexts()).toEqual({ sent: 0, failed: 0, held: 0 });
    const [row] = await rows();
    expect(row!.nextAttemptAt.toISOString()).toBe("2026-11-26T13:00:00.000Z");
    setEnv({ TEST_CLOCK: "2026-11-26T08:00:01-05:00" });
    expect((await processDueTexts()).sent).toBe(1);
    expect(fake.messages[0]!.body).toContain("reminder");
  });

  it("a day-before reminder the quiet hours hold until the visit's morning says today; the e-mail that evening says tomorrow", async () => {
    setEnv({ SMTP_URL: "smtp://127.0.0.1:1" });
    // Tomorrow's visit (Thursday the 26th), booked with consent at 9 PM: after the 8 PM quiet hours.
    const late = await book(true, { preferredDate: "2026-11-26" });
    setEnv({ TEST_CLOCK: "2026-11-25T21:00:00-05:00" });
    expect(await queueDueReminders(clockNow())).toBe(1);
    const reminder = (await rows()).find((r) => r.kind === "reminder")!;
    expect(reminder.nextAttemptAt.toISOString()).toBe("2026-11-26T13:00:00.000Z");
    expect(reminder.body).toContain("reminder, your visit is today, Thu, Nov 26");
    expect(reminder.body).not.toContain("tomorrow");
    const [mail] = await withDb((db) => db.select().from(mailQueue).where(eq(mailQueue.reminderFor, late.id)));
    expect(mail!.subject).toBe("Reminder: your refrigerator repair visit is tomorrow");

    // Reminded at 7 PM, before the quiet hours: it goes at once, the day before, and says tomorrow.
    setEnv({ TEST_CLOCK: "2026-11-25T12:00:00-05:00" });
    await book(true, { preferredDate: "2026-11-26", name: "Early Visitor" });
    setEnv({ TEST_CLOCK: "2026-11-25T19:00:00-05:00" });
    expect(await queueDueReminders(clockNow())).toBe(1);
    const early = (await rows()).filter((r) => r.kind === "reminder").at(-1)!;
    expect(early.body).toContain("reminder, your visit is tomorrow, Thu, Nov 26");
    expect(early.nextAttemptAt.getTime()).toBeLessThan(new Date("2026-11-26T01:00:00Z").getTime());

    // Its send fails before 8 PM and the retry falls in the quiet hours: held until 8 AM on
    // the visit's day, it says today by then.
    await withDb((db) => db.update(textOutbox).set({ sentAt: new Date() }).where(ne(textOutbox.id, early.id)));
    fake.script("500");
    setEnv({ TEST_CLOCK: "2026-11-25T19:00:00-05:00" });
    expect((await processDueTexts()).failed).toBe(1);
    setEnv({ TEST_CLOCK: "2026-11-25T20:30:00-05:00" });
    expect(await processDueTexts()).toEqual({ sent: 0, failed: 0, held: 1 });
    const held = (await rows()).find((r) => r.id === early.id)!;
    expect(held.nextAttemptAt.toISOString()).toBe("2026-11-26T13:00:00.000Z");
    expect(held.body).toContain("reminder, your visit is today, Thu, Nov 26");
  });

  it("queues one text per booking, kind and key, however often and concurrently it is asked, and sends it once", async () => {
    const booked = await book(true);
    const again = () => withDb((db) => db.transaction((tx) => queueReminderText(tx, booked)));
    const onTheWay = () =>
      withDb((db) =>
        db.transaction((tx) =>
          queueText(tx, {
            bookingId: booked.id,
            kind: "on_the_way",
            body: textFor.onTheWay({
              firstName: "Luis",
              arrivalTime: "2:40 PM",
              phone: siteSettingDefaults.mainPhone.display,
            }),
            dedupeKey: "visit-7",
            scheduled: false,
          }),
        ),
      );
    const outcomes = await Promise.all([again(), onTheWay(), again(), onTheWay(), again(), onTheWay()]);
    expect(outcomes.filter((o) => o.queued)).toHaveLength(2);
    expect((await rows()).filter((r) => r.kind === "reminder")).toHaveLength(1);
    expect((await rows()).filter((r) => r.kind === "on_the_way")).toHaveLength(1);
    // Workers polling at once (as two processes do): each text goes out once.
    await Promise.all([processDueTexts(), processDueTexts(), processDueTexts()]);
    expect(fake.messages.filter((m) => m.body.includes("on the way"))).toHaveLength(1);
    expect(fake.messages.filter((m) => m.body.includes("reminder"))).toHaveLength(1);
  });

  it("paces a drain: one second's worth a batch, its sends spaced, texts that go at once before scheduled ones", async () => {
    expect(textPacing(1)).toEqual({ batchSize: 1, spacingMs: 1000 });
    expect(textPacing(4)).toEqual({ batchSize: 4, spacingMs: 250 });
    expect(textPacing(100)).toEqual({ batchSize: 20, spacingMs: 10 });
    const due = new Date("2026-11-25T16:00:00Z");
    const text = (n: number, scheduled: boolean) => ({
      toNumber: `+1813555${String(n).padStart(4, "0")}`,
      kind: scheduled ? ("reminder" as const) : ("on_the_way" as const),
      dedupeKey: `pace-${n}`,
      body: `Text ${n}`,
      scheduled,
      nextAttemptAt: due,
    });
    // Five reminders queued first, then "on the way".
    await withDb((db) =>
      db.insert(textOutbox).values([1, 2, 3, 4, 5].map((n) => text(n, true)).concat(text(6, false))),
    );
    expect(await processDueTexts(undefined, undefined, textPacing(4))).toEqual({ sent: 4, failed: 0, held: 0 });
    expect(fake.messages.map((m) => m.body)).toEqual(["Text 6", "Text 1", "Text 2", "Text 3"]);
    const at = fake.messages.map((m) => m.at);
    // Started 250 ms apart (the fake notes each on arrival: a little jitter).
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(150);
    expect(at.at(-1)! - at[0]!).toBeGreaterThanOrEqual(650);
    expect((await rows()).filter((r) => r.sentAt === null).map((r) => r.body)).toEqual(["Text 4", "Text 5"]);
  });

  it("caps texts per number and per client a day, and stops at the daily total with one e-mail to the owner", async () => {
    // One number, many bookings: at most TEXTS_PER_NUMBER_PER_DAY.
    for (let i = 0; i < TEXTS_PER_NUMBER_PER_DAY + 3; i++) await book(true);
    expect(await rows()).toHaveLength(TEXTS_PER_NUMBER_PER_DAY);
    // One client, many numbers: at most TEXTS_PER_CLIENT_PER_DAY in all.
    for (let i = 0; i < TEXTS_PER_CLIENT_PER_DAY + 3; i++) await book(true, { phone: `(813) 555-01${String(10 + i)}` });
    expect(await rows()).toHaveLength(TEXTS_PER_CLIENT_PER_DAY);
    // Foreign numbers: none, whatever the consent.
    await book(true, { phone: "+44 20 7946 0000", smsConsentClient: "198.51.100.1" });
    expect(await rows()).toHaveLength(TEXTS_PER_CLIENT_PER_DAY);

    setEnv({ SMTP_URL: "smtp://127.0.0.1:2525" });
    await withDb((db) => setSiteSetting(db, "smsDailyLimit", TEXTS_PER_CLIENT_PER_DAY + 2));
    for (let i = 0; i < 6; i++)
      await book(true, { phone: `(727) 555-01${String(10 + i)}`, smsConsentClient: `198.51.100.${10 + i}` });
    expect(await rows()).toHaveLength(TEXTS_PER_CLIENT_PER_DAY + 2);
    const mails = await withDb((db) => db.select().from(mailQueue));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(business.emails.business);
    expect(mails[0]!.subject).toContain("daily total");
    // The bookings themselves were all stored.
    expect(await withDb((db) => db.select().from(bookings))).toHaveLength(
      TEXTS_PER_NUMBER_PER_DAY + 3 + TEXTS_PER_CLIENT_PER_DAY + 3 + 1 + 6,
    );
  });

  it("refuses unsigned and wrongly signed webhooks with 403 and stores nothing", async () => {
    const fields = inbound("+18135550100", "STOP");
    expect((await handleInboundText(webhook("/sms/inbound", fields, null))).status).toBe(403);
    expect((await handleInboundText(webhook("/sms/inbound", fields, "bm90IGEgc2lnbmF0dXJl"))).status).toBe(403);
    const otherUrl = signWebhook(FAKE_AUTH_TOKEN, "http://evil.example/sms/inbound", fields);
    expect((await handleInboundText(webhook("/sms/inbound", fields, otherUrl))).status).toBe(403);
    expect(
      (await handleTextStatus(webhook("/sms/status", { MessageSid: "SM1", MessageStatus: "delivered" }, null))).status,
    ).toBe(403);
    expect(await withDb((db) => db.select().from(smsInbound))).toHaveLength(0);
    expect(await withDb((db) => db.select().from(smsOptOuts))).toHaveLength(0);
  });

  it("STOP stops later texts (and those waiting), START brings them back, HELP is answered", async () => {
    const booked = await book(true);
    await processDueTexts();
    expect((await handleInboundText(webhook("/sms/inbound", inbound("+18135550100", "stop")))).status).toBe(200);
    // Waiting: the reminder queued before STOP is not sent; a new one is not queued.
    const reminder = await withDb((db) => db.transaction((tx) => queueReminderText(tx, booked)));
    expect(reminder).toEqual({ queued: false, reason: "opted-out" });
    const onTheWay = await withDb((db) =>
      db.transaction((tx) =>
        queueText(tx, {
          bookingId: booked.id,
          kind: "on_the_way",
          body: textFor.onTheWay({
            firstName: "Luis",
            arrivalTime: "2:40 PM",
            phone: siteSettingDefaults.mainPhone.display,
          }),
          dedupeKey: "visit-1",
          scheduled: false,
        }),
      ),
    );
    expect(onTheWay).toEqual({ queued: false, reason: "opted-out" });
    expect(fake.messages).toHaveLength(1);

    await handleInboundText(webhook("/sms/inbound", inbound("+18135550100", "START")));
    expect((await withDb((db) => db.transaction((tx) => queueReminderText(tx, booked)))).queued).toBe(true);

    await handleInboundText(webhook("/sms/inbound", inbound("+18135550100", "HELP")));
    await processDueTexts();
    expect(fake.messages.map((m) => m.body)).toContain(textFor.help({ phone: siteSettingDefaults.mainPhone.display }));
  });

  it("a reply joins the booking's history unread; staff answer it once; statuses show", async () => {
    const booked = await book(true);
    await processDueTexts();
    const reply = inbound("+18135550100", "Can you come after 3?");
    await handleInboundText(webhook("/sms/inbound", reply));
    await handleInboundText(webhook("/sms/inbound", reply)); // the provider's retry: once
    const [booking] = await withDb((db) => db.select().from(bookings).where(eq(bookings.id, booked.id)));
    let view = await textsOfBooking(booking!);
    expect(view.unread).toBe(1);
    expect(view.lines.find((l) => l.direction === "in")).toMatchObject({ body: "Can you come after 3?", unread: true });
    const history = await withDb((db) => db.select().from(activity).where(eq(activity.requestId, booked.id)));
    expect(history.map((h) => h.action)).toContain("text-received");

    await handleTextStatus(webhook("/sms/status", { MessageSid: fake.messages[0]!.sid, MessageStatus: "delivered" }));
    await handleTextStatus(webhook("/sms/status", { MessageSid: fake.messages[0]!.sid, MessageStatus: "sent" }));
    const user = { id: 1, email: "staff@example.com" };
    const first = await sendStaffText(booked.id, "Yes, we can come at 3:30.", "form-key-1", {
      ...user,
      id: null as never,
    });
    const second = await sendStaffText(booked.id, "Yes, we can come at 3:30.", "form-key-1", {
      ...user,
      id: null as never,
    });
    expect(first.queued).toBe(true);
    expect(second).toEqual({ queued: false, reason: "duplicate" });
    await processDueTexts();
    expect(fake.messages.at(-1)!.body).toBe("Yes, we can come at 3:30.");
    view = await textsOfBooking(booking!);
    expect(view.unread).toBe(0);
    // One status, in words: never "Sent, delivered" or "Sent, queued".
    expect(view.lines[0]!.status).toBe("Delivered");
    await markRepliesRead(booked.id);
  });
});
