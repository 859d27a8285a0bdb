import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { withDb } from "#app/db/client.server";
import {
  activity,
  bookings,
  jobs,
  mailQueue,
  payLinkAttempts,
  payments,
  stripeEvents,
  textOutbox,
  users,
} from "#app/db/schema";
import { getConfig } from "#app/lib/config.server";
import { appointmentUrl } from "#app/mail/messages.server";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";
import { findAppointment, type BookingInput } from "#app/scheduling/appointments.server";
import { handleInboundText } from "#app/texts/inbound.server";
import { textFor } from "#app/texts/messages";
import { processDueTexts } from "#app/texts/worker.server";
import { jobOfBooking, receiptOf } from "#app/visits/jobs.server";
import { paymentMethodForCsv } from "#app/visits/receipt";
import { aBookingInput, aTwoHundredDollarJob } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { setEnv } from "#tests/support/env";
import { testDatabases } from "#tests/support/postgres";
import { signWebhook, startFakeSmsProvider } from "#tests/support/sms-provider";
import {
  FAKE_STRIPE_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeSession,
} from "#tests/support/stripe-fake";
import { handleStripeWebhook, sendPayLink, startCheckout } from "./online.server";

// No webhook URL: the tests post the fake's signed events to the handler themselves.
const fake = await startFakeStripe();
afterAll(() => fake.stop());
// The text provider's fake: the "texts" block points SMS_URL at it.
const sms = await startFakeSmsProvider();
afterAll(() => sms.stop());

const ORIGIN = "http://127.0.0.1:4191";

/** A webhook request as Stripe sends it: the raw JSON body, signed unless told otherwise. */
function delivery(
  event: Record<string, unknown>,
  options: { t?: number; secret?: string; signature?: string | null } = {},
) {
  const body = JSON.stringify(event);
  const signature = options.signature === undefined ? fake.sign(body, options) : options.signature;
  return new Request(`${ORIGIN}/payments/stripe/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature === null ? {} : { "Stripe-Signature": signature }) },
    body,
  });
}

describe.each(testDatabases("fridge-pay"))("paying by link on $name", ({ setUp }) => {
  useTestDatabase(setUp, {
    SMTP_URL: "smtp://127.0.0.1:2525",
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  let ownerId: number;

  beforeAll(async () => {
    const [owner] = await withDb((db) =>
      db.insert(users).values({ email: "owner@example.com", name: "Olive Owner", role: "owner" }).returning(),
    );
    ownerId = owner!.id;
  });

  /** A completed visit of $200.00 with `paidCents` already paid in cash; its page's token. */
  async function jobOwing(paidCents = 0, fields: Partial<BookingInput> = {}) {
    return withDb(async (db) => {
      const [booking] = await db
        .insert(bookings)
        .values({ ...aBookingInput({ email: "ana@example.com", ...fields }), status: "done", visitStep: "completed" })
        .returning();
      const [job] = await db.insert(jobs).values(aTwoHundredDollarJob(booking!.id)).returning();
      if (paidCents)
        await db
          .insert(payments)
          .values({ jobId: job!.id, method: "cash", amountCents: paidCents, recordedBy: ownerId });
      return { bookingId: booking!.id, jobId: job!.id, token: await addAppointmentLink(db, booking!.id) };
    });
  }

  /** Presses "Pay $X by card": the fake's session it made. */
  async function press(token: string): Promise<FakeSession> {
    const result = await startCheckout(token, ORIGIN);
    if (!result.ok) throw new Error(`no checkout: ${result.reason}`);
    const session = fake.sessions.find((s) => s.url === result.url);
    if (!session) throw new Error("the fake made no session");
    return session;
  }

  const paymentsOf = (jobId: number) =>
    withDb((db) => db.select().from(payments).where(eq(payments.jobId, jobId)).orderBy(asc(payments.id)));
  const dueOf = async (bookingId: number) => receiptOf((await withDb((db) => jobOfBooking(db, bookingId)))!);

  it("asks Stripe for the balance at the moment of paying (after a partial cash payment), with an Idempotency-Key, back to the appointment page", async () => {
    const { jobId, token } = await jobOwing(5_000);
    const before = fake.creates.length;
    const session = await press(token);
    expect(session.amountTotal).toBe(15_000);
    expect(session.params).toMatchObject({
      mode: "payment",
      client_reference_id: String(jobId),
      "metadata[job_id]": String(jobId),
      success_url: `${ORIGIN}/appointments/${token}?paid=1`,
      cancel_url: `${ORIGIN}/appointments/${token}?paid=0`,
      customer_email: "ana@example.com",
      locale: "en",
    });
    expect(fake.creates[before]!.idempotencyKey).toMatch(/^pay-link-\d+-/);
    // A second press is a fresh session (a new attempt, a new key).
    const again = await press(token);
    expect(again.id).not.toBe(session.id);
    const attempts = await withDb((db) => db.select().from(payLinkAttempts).where(eq(payLinkAttempts.jobId, jobId)));
    expect(attempts.map((a) => [a.status, a.amountCents])).toEqual([
      ["open", 15_000],
      ["open", 15_000],
    ]);
    // Pressed on the Spanish page: Stripe's page in Spanish, back to the Spanish page.
    const spanish = await startCheckout(token, ORIGIN, new Date(), "es");
    if (!spanish.ok) throw new Error(`no checkout: ${spanish.reason}`);
    expect(fake.sessions.find((s) => s.url === spanish.url)!.params).toMatchObject({
      locale: "es",
      success_url: `${ORIGIN}/es/appointments/${token}?paid=1`,
      cancel_url: `${ORIGIN}/es/appointments/${token}?paid=0`,
    });
  });

  it("refuses forged, unsigned and 10-minute-old events with 400, changing nothing", async () => {
    const { jobId, token } = await jobOwing();
    const event = fake.completedEvent(await press(token));
    const old = Math.floor(Date.now() / 1000) - 600;
    for (const request of [
      delivery(event, { secret: "whsec_forged" }),
      delivery(event, { signature: null }),
      delivery(event, { t: old }),
      delivery(event, { signature: "t=1,v1=deadbeef" }),
    ]) {
      const response = await handleStripeWebhook(request);
      expect(response.status).toBe(400);
    }
    expect(await paymentsOf(jobId)).toEqual([]);
    expect(
      await withDb((db) =>
        db
          .select()
          .from(stripeEvents)
          .where(eq(stripeEvents.id, event.id as string)),
      ),
    ).toEqual([]);
  });

  it("records a paid session once: the same event twice, then 20 copies at once", async () => {
    const { bookingId, jobId, token } = await jobOwing(5_000);
    const event = fake.completedEvent(await press(token));
    const first = await handleStripeWebhook(delivery(event));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "payment" });
    expect(await (await handleStripeWebhook(delivery(event))).json()).toMatchObject({ outcome: "duplicate" });

    // Another event id for the same session (Stripe may send one): still one payment.
    const copies = await Promise.all(
      Array.from({ length: 20 }, () =>
        handleStripeWebhook(delivery(fake.completedEvent(fake.sessions.at(-1)!, "evt_same_session"))),
      ),
    );
    expect(copies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const outcomes = await Promise.all(copies.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
    expect(outcomes.filter((o) => o === "session-already-recorded")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(19);

    const paid = await paymentsOf(jobId);
    expect(paid.map((p) => [p.method, p.amountCents])).toEqual([
      ["cash", 5_000],
      ["online", 15_000],
    ]);
    expect(paymentMethodForCsv(paid[1]!)).toBe("card (online)");
    const receipt = await dueOf(bookingId);
    expect(receipt.dueCents).toBe(0);
    expect(receipt.payments.map((p) => p.label)).toEqual(["Cash", "Card (online)"]);
    const mails = await withDb((db) =>
      db.select().from(mailQueue).where(eq(mailQueue.subject, "Payment received: $150.00")),
    );
    expect(mails).toHaveLength(1);
    const logged = await withDb((db) => db.select().from(activity).where(eq(activity.requestId, bookingId)));
    expect(logged.filter((a) => a.action === "online-payment")).toHaveLength(1);
    const [attempt] = await withDb((db) =>
      db
        .select()
        .from(payLinkAttempts)
        .where(eq(payLinkAttempts.sessionId, fake.sessions.at(-1)!.id)),
    );
    expect(attempt?.status).toBe("paid");
  });

  it("20 copies of one event at once, before any was seen: one payment", async () => {
    const { jobId, token } = await jobOwing();
    const event = fake.completedEvent(await press(token));
    const answers = await Promise.all(Array.from({ length: 20 }, () => handleStripeWebhook(delivery(event))));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await paymentsOf(jobId)).map((p) => p.amountCents)).toEqual([20_000]);
  });

  it("an expired session changes nothing", async () => {
    const { jobId, token } = await jobOwing();
    const session = await press(token);
    const expired = { ...fake.completedEvent(session), type: "checkout.session.expired" };
    expect(await (await handleStripeWebhook(delivery(expired))).json()).toMatchObject({ outcome: "ignored" });
    expect(await paymentsOf(jobId)).toEqual([]);
  });

  it("records a refund as a negative line, once, whatever the order of the refund events", async () => {
    const { bookingId, jobId, token } = await jobOwing();
    const session = await press(token);
    // The refund before its payment: 503 (Stripe delivers it again), nothing kept.
    const early = fake.refundedEvent(session, 5_000);
    expect((await handleStripeWebhook(delivery(early))).status).toBe(503);
    await handleStripeWebhook(delivery(fake.completedEvent(session)));
    expect(await (await handleStripeWebhook(delivery(early))).json()).toMatchObject({ outcome: "refund" });
    // A later event says 5,000 in all so far: already recorded.
    expect(await (await handleStripeWebhook(delivery(fake.refundedEvent(session, 5_000)))).json()).toMatchObject({
      outcome: "refund-already-recorded",
    });
    const rows = await paymentsOf(jobId);
    expect(rows.map((p) => p.amountCents)).toEqual([20_000, -5_000]);
    expect(paymentMethodForCsv(rows[1]!)).toBe("refund");
    const receipt = await dueOf(bookingId);
    expect(receipt.payments.map((p) => [p.label, p.amount])).toEqual([
      ["Card (online)", "$200.00"],
      ["Refund (card, online)", "-$50.00"],
    ]);
  });

  it("a payment for a job paid meanwhile by check is recorded and flagged: Overpaid: refund $X", async () => {
    const { bookingId, jobId, token } = await jobOwing(5_000);
    const session = await press(token);
    await withDb((db) =>
      db
        .insert(payments)
        .values({ jobId, method: "check", checkNumber: "1042", amountCents: 15_000, recordedBy: ownerId }),
    );
    expect(await (await handleStripeWebhook(delivery(fake.completedEvent(session)))).json()).toMatchObject({
      outcome: "overpaid",
    });
    const receipt = await dueOf(bookingId);
    expect(receipt.overpaid).toBe("Overpaid: refund $150.00");
    const flags = await withDb((db) => db.select().from(activity).where(eq(activity.action, "online-overpaid")));
    expect(flags.find((a) => a.requestId === bookingId)?.detail).toBe("Overpaid: refund $150.00");
    const office = await withDb((db) => db.select().from(mailQueue));
    expect(office.some((m) => m.subject.startsWith("Overpaid: refund $150.00"))).toBe(true);
  });

  it("a paid job offers nothing; Send payment link mails the balance and logs it", async () => {
    const paid = await jobOwing(20_000);
    expect(await startCheckout(paid.token, ORIGIN)).toEqual({ ok: false, reason: "nothing-due" });
    const owing = await jobOwing(5_000);
    const owner = { id: ownerId, name: "Olive Owner", email: "owner@example.com", role: "owner" as const };
    expect(await sendPayLink(owner, owing.bookingId)).toMatchObject({ ok: true, amount: "$150.00" });
    const [mail] = await withDb((db) =>
      db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.subject, `Pay $150.00 by card: ${business.name}`)),
    );
    expect(mail?.body).toContain("/appointments/");
    const logged = await withDb((db) => db.select().from(activity).where(eq(activity.action, "pay-link-sent")));
    expect(logged.find((a) => a.requestId === owing.bookingId)?.detail).toMatch(/^\$150\.00 by e-mail/);
  });
  describe("texts (SMS_URL set, the provider's fake)", () => {
    const owner = () => ({ id: ownerId, name: "Olive Owner", email: "owner@example.com", role: "owner" as const });
    const consent = { smsConsentAt: new Date(), smsConsentClient: "203.0.113.9", smsConsentVersion: "2026-11-25" };

    beforeAll(() => {
      // Noon in New York: no quiet hours hold the texts (they are scheduled: 8 AM to 8 PM).
      setEnv({ SMS_URL: sms.url, TEST_CLOCK: "2026-11-25T12:00:00-05:00" });
    });
    afterAll(() => setEnv({ SMS_URL: undefined, TEST_CLOCK: undefined }));
    beforeEach(() => {
      sms.messages.length = 0;
      sms.calls.length = 0;
    });

    /** The text worker's pass over everything due (a batch of 20, no pacing). */
    const drain = () => processDueTexts(undefined, undefined, { batchSize: 20, spacingMs: 0 });
    const outboxOf = (bookingId: number) =>
      withDb((db) => db.select().from(textOutbox).where(eq(textOutbox.bookingId, bookingId)));
    const mailsTo = (recipient: string) =>
      withDb((db) => db.select().from(mailQueue).where(eq(mailQueue.recipient, recipient)).orderBy(asc(mailQueue.id)));
    const payLinkLogOf = async (bookingId: number) =>
      (
        await withDb((db) =>
          db
            .select()
            .from(activity)
            .where(and(eq(activity.requestId, bookingId), eq(activity.action, "pay-link-sent"))),
        )
      ).map((a) => a.detail);

    /** The customer's text to the business line, posted to /sms/inbound as the provider does (signed). */
    function customerTexts(from: string, body: string) {
      const url = "http://127.0.0.1:3000/sms/inbound";
      const fields = {
        MessageSid: `SMin${from}${Date.now()}`,
        AccountSid: getConfig().sms!.accountSid,
        From: from,
        Body: body,
      };
      return handleInboundText(
        new Request(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "X-Twilio-Signature": signWebhook(sms.authToken, url, fields),
          },
          body: new URLSearchParams(fields),
        }),
      );
    }

    /** The customer pays the session of their page's "Pay $X by card"; Stripe's event reaches the webhook. */
    async function pays(token: string) {
      const session = await press(token);
      const event = fake.completedEvent(session);
      expect(await (await handleStripeWebhook(delivery(event))).json()).toMatchObject({ outcome: "payment" });
      return { session, event };
    }

    it("with consent: Send payment link texts the balance and the page's link once; the paid webhook texts Payment received once", async () => {
      const email = "texted@example.com";
      const { bookingId } = await jobOwing(5_000, { email, phone: "(813) 555-0111", ...consent });
      expect(await sendPayLink(owner(), bookingId)).toEqual({
        ok: true,
        amount: "$150.00",
        channels: "e-mail and text",
      });
      expect(await drain()).toEqual({ sent: 1, failed: 0, held: 0 });
      expect(sms.messages).toHaveLength(1);
      const [link] = sms.messages;
      expect(link!.to).toBe("+18135550111");
      // The body is textFor.payLink's, with a fresh link that opens this customer's page.
      const token = new RegExp(`${business.siteUrl}/appointments/([A-Za-z0-9_-]{43})$`).exec(link!.body)?.[1];
      expect(token).toBeDefined();
      expect((await findAppointment(token!))?.id).toBe(bookingId);
      expect(link!.body).toBe(
        textFor.payLink({ amount: "$150.00", appointmentUrl: appointmentUrl({ token: token!, lang: "en" }) }),
      );
      // The e-mail went as well, with the same page.
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toBe(`Pay $150.00 by card: ${business.name}`);
      expect(mail?.body).toContain(`${appointmentUrl({ token: token!, lang: "en" })}#pay`);
      expect(await payLinkLogOf(bookingId)).toEqual(["$150.00 by e-mail and text"]);

      // The customer pays from the text's link: one "payment received" text, whatever Stripe repeats.
      const { session, event } = await pays(token!);
      await handleStripeWebhook(delivery(event));
      await handleStripeWebhook(delivery(fake.completedEvent(session, "evt_same_session_texted")));
      expect(await drain()).toEqual({ sent: 1, failed: 0, held: 0 });
      expect(await drain()).toEqual({ sent: 0, failed: 0, held: 0 });
      expect(sms.messages).toHaveLength(2);
      expect(sms.messages[1]).toMatchObject({
        to: "+18135550111",
        body: textFor.paymentReceived({ amount: "$150.00" }),
      });
      expect(sms.calls).toHaveLength(2);
      expect((await outboxOf(bookingId)).map((t) => [t.kind, t.sentAt !== null])).toEqual([
        ["pay_link", true],
        ["payment_received", true],
      ]);
      expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
        `Pay $150.00 by card: ${business.name}`,
        "Payment received: $150.00",
      ]);
    });

    it("without consent: the e-mails go, no text", async () => {
      const email = "untexted@example.com";
      const { bookingId, token } = await jobOwing(5_000, { email, phone: "(813) 555-0112" });
      expect(await sendPayLink(owner(), bookingId)).toEqual({ ok: true, amount: "$150.00", channels: "e-mail" });
      expect(await payLinkLogOf(bookingId)).toEqual([
        "$150.00 by e-mail (no text: the customer did not agree to texts)",
      ]);
      await pays(token);
      expect(await drain()).toEqual({ sent: 0, failed: 0, held: 0 });
      expect(sms.calls).toEqual([]);
      expect(await outboxOf(bookingId)).toEqual([]);
      expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
        `Pay $150.00 by card: ${business.name}`,
        "Payment received: $150.00",
      ]);
    });

    it("after the customer's STOP: a link queued before it is not sent, later ones and Payment received are not texted; the e-mails go", async () => {
      const email = "stopped@example.com";
      const { bookingId, token } = await jobOwing(5_000, { email, phone: "(813) 555-0113", ...consent });
      // Queued, then STOP arrives before the worker sends it: the STOP drops it.
      expect(await sendPayLink(owner(), bookingId)).toMatchObject({ channels: "e-mail and text" });
      expect((await customerTexts("+18135550113", "STOP")).status).toBe(200);
      expect(await drain()).toEqual({ sent: 0, failed: 0, held: 0 });
      // Sent again after the STOP: e-mail only.
      expect(await sendPayLink(owner(), bookingId)).toMatchObject({ channels: "e-mail" });
      expect((await payLinkLogOf(bookingId)).sort()).toEqual([
        "$150.00 by e-mail (no text: the customer replied STOP)",
        "$150.00 by e-mail and text",
      ]);
      await pays(token);
      expect(await drain()).toEqual({ sent: 0, failed: 0, held: 0 });
      expect(sms.calls).toEqual([]);
      expect((await outboxOf(bookingId)).map((t) => [t.kind, t.sentAt, t.lastError])).toEqual([
        ["pay_link", null, "Not sent: the number replied STOP"],
      ]);
      expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
        `Pay $150.00 by card: ${business.name}`,
        `Pay $150.00 by card: ${business.name}`,
        "Payment received: $150.00",
      ]);
    });
  });
});
