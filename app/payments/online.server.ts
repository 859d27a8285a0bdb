/**
 * Paying by link (DECISIONS "Paying by link", docs/decisions/0029-pay-by-link.md): the customer's
 * "Pay $X by card" creates a fresh Stripe Checkout Session for the balance at that moment; the
 * signed webhook is the only thing that records money (never the success_url visit), once per
 * event and per session, whatever the order and however many copies arrive at once.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { logActivity } from "#app/activity/activity.server";
import { withDb, type Tx } from "#app/db/client.server";
import {
  activity,
  bookings,
  jobs,
  mailQueue,
  payLinkAttempts,
  payments,
  stripeEvents,
  type Booking,
  type PayLinkStatus,
} from "#app/db/schema";
import { business } from "#app/content/business";
import { getConfig } from "#app/lib/config.server";
import { formatInBusinessZone } from "#app/lib/dates";
import { appointmentLink } from "#app/lib/appointment-link";
import type { Lang } from "#app/content/i18n/lang";
import { appointmentUrl, mailEnabled, mailSignature } from "#app/mail/messages.server";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";
import { findAppointment } from "#app/scheduling/appointments.server";
import { getSiteSettings } from "#app/settings/settings-rows.server";
import { textsIn } from "#app/texts/messages";
import { queueText, type QueueOutcome } from "#app/texts/outbox.server";
import { jobOfBooking, receiptOf, type JobActor } from "#app/visits/jobs.server";
import { formatCents } from "#app/lib/money";
import { stripeClient, verifyStripeEvent } from "./stripe.server";

/** Thrown to roll an event back and answer 503: Stripe delivers it again later. */
export class RetryLater extends Error {
  constructor() {
    super("The event cannot be applied yet.");
  }
}

/** Who the log names for what Stripe's webhook did. */
const STRIPE_ACTOR = "Stripe";

/** Online payment is offered only with STRIPE_SECRET_KEY set (the config requires the secret with it). */
export const onlinePaymentsEnabled = (): boolean => getConfig().stripe !== undefined;

/** The button's words (DECISIONS "Paying by link"): "Pay $123.45 by card". */
export const payButtonText = (dueCents: number) => `Pay ${formatCents(dueCents)} by card`;

export type CheckoutResult =
  | { ok: true; url: string }
  | { ok: false; reason: "not-configured" | "no-appointment" | "nothing-due" | "unavailable" };

/**
 * A fresh Checkout Session for what the job of the appointment `token` owes now (never a stale
 * amount: each press reads the balance again), sent with an Idempotency-Key of its own attempt
 * (the client's retries of one press make one session). `origin` is the site as the visitor
 * reached it: success and cancel come back to the appointment page there.
 * `lang`: the language of the page the button was pressed on (its path's), so Stripe's return
 * (success and cancel) lands on the same page in the same language; the customer's by default.
 */
export async function startCheckout(
  token: string,
  origin: string,
  now = new Date(),
  lang?: Lang,
): Promise<CheckoutResult> {
  const stripe = await stripeClient();
  if (!stripe) return { ok: false, reason: "not-configured" };
  const booking = await findAppointment(token);
  if (!booking) return { ok: false, reason: "no-appointment" };
  const record = await withDb((db) => jobOfBooking(db, booking.id));
  const dueCents = record ? receiptOf(record).dueCents : 0;
  if (!record || dueCents <= 0) return { ok: false, reason: "nothing-due" };

  const idempotencyKey = `pay-link-${record.job.id}-${randomUUID()}`;
  const [attempt] = await withDb((db) =>
    db
      .insert(payLinkAttempts)
      .values({ jobId: record.job.id, amountCents: dueCents, idempotencyKey, createdAt: now, updatedAt: now })
      .returning({ id: payLinkAttempts.id }),
  );
  const page = appointmentLink(lang ?? booking.lang, token, "", origin);
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: dueCents,
              product_data: { name: `${business.name}: refrigerator repair, ${receiptOf(record).completedOn}` },
            },
          },
        ],
        client_reference_id: String(record.job.id),
        metadata: { job_id: String(record.job.id), attempt_id: String(attempt!.id) },
        success_url: `${page}?paid=1`,
        cancel_url: `${page}?paid=0`,
        customer_email: booking.email,
        // Stripe's page in the language of the page the button was pressed on.
        locale: (lang ?? booking.lang) === "es" ? "es" : "en",
      },
      { idempotencyKey },
    );
    if (!session.url) throw new Error("Stripe answered a session without a url");
    await withDb((db) =>
      db
        .update(payLinkAttempts)
        .set({ sessionId: session.id, status: "open", updatedAt: new Date() })
        .where(eq(payLinkAttempts.id, attempt!.id)),
    );
    return { ok: true, url: session.url };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error("[payments] could not create a Checkout Session:", message);
    await withDb((db) =>
      db
        .update(payLinkAttempts)
        .set({ status: "failed", error: message.slice(0, 500), updatedAt: new Date() })
        .where(eq(payLinkAttempts.id, attempt!.id)),
    );
    return { ok: false, reason: "unavailable" };
  }
}

/**
 * POST /payments/stripe/webhook: the raw body's signature is checked first (400 and nothing
 * changed when missing, wrong or older than 5 minutes); a verified event is acted on once.
 * A database failure throws (a 500): Stripe retries, and the event id keeps it to one.
 */
export async function handleStripeWebhook(request: Request, now = new Date()): Promise<Response> {
  const settings = getConfig().stripe;
  if (!settings?.webhookSecret) return new Response("Online payment is not configured.", { status: 404 });
  const raw = Buffer.from(await request.arrayBuffer());
  const verified = await verifyStripeEvent(raw, request.headers.get("stripe-signature"), settings.webhookSecret, now);
  if (!verified.ok) return new Response(verified.message, { status: 400 });
  try {
    return Response.json({ received: true, outcome: await applyStripeEvent(verified.event, now) });
  } catch (error) {
    if (error instanceof RetryLater)
      return new Response(error.message, { status: 503, headers: { "Retry-After": "60" } });
    throw error;
  }
}

export type EventOutcome =
  | "duplicate"
  | "payment"
  | "overpaid"
  | "session-already-recorded"
  | "not-paid"
  | "refund"
  | "refund-already-recorded"
  | "unmatched"
  | "ignored";

/** Acts on one verified event in one transaction; the event's row is the lock (one winner of N copies). */
export async function applyStripeEvent(event: Stripe.Event, now = new Date()): Promise<EventOutcome> {
  return withDb((db) =>
    db.transaction(async (tx): Promise<EventOutcome> => {
      const [fresh] = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type, receivedAt: now, outcome: "pending" })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning({ id: stripeEvents.id });
      if (!fresh) return "duplicate";
      let outcome: EventOutcome = "ignored";
      if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded")
        outcome = await recordSessionPaid(tx, event.id, event.data.object, now);
      else if (event.type === "charge.refunded") outcome = await recordRefund(tx, event.id, event.data.object, now);
      // checkout.session.expired and anything else: kept as seen, nothing changes.
      await tx.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, event.id));
      return outcome;
    }),
  );
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

const positiveCents = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** The job a session pays: its attempt's (we created it), else its metadata's job id. */
async function jobOfSession(tx: Tx, session: Stripe.Checkout.Session): Promise<number | undefined> {
  const [attempt] = await tx
    .select({ jobId: payLinkAttempts.jobId })
    .from(payLinkAttempts)
    .where(eq(payLinkAttempts.sessionId, session.id));
  if (attempt) return attempt.jobId;
  const fromMetadata = Number(session.metadata?.job_id ?? session.client_reference_id ?? "");
  return Number.isSafeInteger(fromMetadata) && fromMetadata > 0 ? fromMetadata : undefined;
}

async function lockJob(tx: Tx, jobId: number) {
  const [row] = await tx
    .select({ job: jobs, booking: bookings })
    .from(jobs)
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .where(eq(jobs.id, jobId))
    .for("update", { of: jobs });
  return row;
}

async function paidCents(tx: Tx, jobId: number): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(eq(payments.jobId, jobId));
  return Number(row?.paid ?? 0);
}

async function recordSessionPaid(
  tx: Tx,
  eventId: string,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<EventOutcome> {
  if (session.payment_status !== "paid") return "not-paid";
  const amountCents = positiveCents(session.amount_total);
  const paymentIntent = idOf(session.payment_intent);
  const jobId = await jobOfSession(tx, session);
  const row = jobId === undefined ? undefined : await lockJob(tx, jobId);
  if (!row || amountCents === undefined) {
    // Money Stripe took that matches no job here: never dropped silently.
    console.error(`[payments] Stripe session ${session.id} matched no job (event ${eventId})`);
    await logActivity(
      {
        actor: STRIPE_ACTOR,
        action: "online-payment-unmatched",
        detail: `Checkout Session ${session.id}, ${formatCents(session.amount_total ?? 0)}, payment ${paymentIntent ?? "?"}`,
      },
      tx,
    );
    return "unmatched";
  }
  const dueBefore = row.job.totalCents - (await paidCents(tx, row.job.id));
  const [payment] = await tx
    .insert(payments)
    .values({
      jobId: row.job.id,
      method: "online",
      checkNumber: null,
      amountCents,
      recordedAt: now,
      stripeEventId: eventId,
      stripeSessionId: session.id,
      stripePaymentIntent: paymentIntent,
    })
    .onConflictDoNothing({ target: payments.stripeSessionId })
    .returning({ id: payments.id });
  // Another event of the same session (completed, then async_payment_succeeded) got here first.
  if (!payment) return "session-already-recorded";
  await tx
    .update(payLinkAttempts)
    .set({ status: "paid", updatedAt: now })
    .where(eq(payLinkAttempts.sessionId, session.id));
  const request = { kind: "booking" as const, id: row.booking.id };
  await logActivity(
    {
      actor: STRIPE_ACTOR,
      action: "online-payment",
      request,
      detail: `Card (online) ${formatCents(amountCents)}, Stripe ${paymentIntent ?? session.id}`,
    },
    tx,
  );
  const overpaidCents = amountCents - Math.max(0, dueBefore);
  const settings = await getSiteSettings(tx);
  if (overpaidCents > 0) {
    const flag = `Overpaid: refund ${formatCents(overpaidCents)}`;
    await logActivity({ actor: STRIPE_ACTOR, action: "online-overpaid", request, detail: flag }, tx);
    if (mailEnabled())
      await tx.insert(mailQueue).values({
        recipient: settings.businessEmail,
        subject: `${flag} (booking #${row.booking.id}, ${row.booking.name})`,
        body:
          `A card payment of ${formatCents(amountCents)} arrived online for booking #${row.booking.id} ` +
          `(${row.booking.name}) when ${dueBefore > 0 ? `only ${formatCents(dueBefore)} was due` : "nothing was due"}.\n\n` +
          `${flag} from Stripe's Dashboard: ${dashboardUrl(paymentIntent ?? session.id)}\n`,
      });
  }
  await tellCustomerPaid(tx, row.booking, amountCents, session.id, settings.mainPhone.display);
  return overpaidCents > 0 ? "overpaid" : "payment";
}

/** "Payment received" by e-mail (with the receipt's link) and by text with consent. */
async function tellCustomerPaid(tx: Tx, booking: Booking, amountCents: number, sessionId: string, phone: string) {
  const amount = formatCents(amountCents);
  if (mailEnabled()) {
    const token = await addAppointmentLink(tx, booking.id);
    await tx.insert(mailQueue).values(
      booking.lang === "es"
        ? {
            recipient: booking.email,
            subject: `Pago recibido: ${amount}`,
            body:
              `Hola:\n\nRecibimos su pago con tarjeta de ${amount}. Gracias por elegir ${business.name}.\n\n` +
              `Su recibo: ${appointmentUrl({ token, lang: booking.lang })}#receipt\n\n` +
              `¿Preguntas? Llame al ${phone}.\n\n${mailSignature(phone)}\n`,
          }
        : {
            recipient: booking.email,
            subject: `Payment received: ${amount}`,
            body:
              `Hello,\n\nWe received your card payment of ${amount}. Thank you for choosing ${business.name}.\n\n` +
              `Your receipt: ${appointmentUrl({ token, lang: booking.lang })}#receipt\n\n` +
              `Questions? Call ${phone}.\n\n${mailSignature(phone)}\n`,
          },
    );
  }
  await queueText(tx, {
    bookingId: booking.id,
    kind: "payment_received",
    body: textsIn(booking.lang).paymentReceived({ amount }),
    dedupeKey: sessionId,
    scheduled: true,
  });
}

async function recordRefund(tx: Tx, eventId: string, charge: Stripe.Charge, now: Date): Promise<EventOutcome> {
  const paymentIntent = idOf(charge.payment_intent);
  const refunded = positiveCents(charge.amount_refunded);
  const [paid] = paymentIntent
    ? await tx
        .select()
        .from(payments)
        .where(and(eq(payments.stripePaymentIntent, paymentIntent), isNull(payments.refundOf)))
    : [];
  if (!paid || refunded === undefined) {
    // Most likely the refund's event came before its payment's (Stripe does not keep order):
    // nothing is kept, and the 503 makes Stripe deliver it again later.
    console.error(
      `[payments] Stripe refund of ${paymentIntent ?? charge.id} matched no payment yet (event ${eventId})`,
    );
    throw new RetryLater();
  }
  const row = await lockJob(tx, paid.jobId);
  // amount_refunded is the charge's total so far: events out of order never refund twice.
  const [{ already } = { already: 0 }] = await tx
    .select({ already: sql<number>`coalesce(-sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(eq(payments.refundOf, paid.id));
  const deltaCents = Math.min(refunded, paid.amountCents) - Number(already);
  if (deltaCents <= 0) return "refund-already-recorded";
  await tx.insert(payments).values({
    jobId: paid.jobId,
    method: "online",
    checkNumber: null,
    amountCents: -deltaCents,
    recordedAt: now,
    stripeEventId: eventId,
    stripePaymentIntent: paymentIntent,
    refundOf: paid.id,
  });
  await logActivity(
    {
      actor: STRIPE_ACTOR,
      action: "online-refund",
      request: row ? { kind: "booking", id: row.booking.id } : undefined,
      detail: `Refund ${formatCents(-deltaCents)} of the card payment ${formatCents(paid.amountCents)}, Stripe ${paymentIntent}`,
    },
    tx,
  );
  return "refund";
}

/** The payment in Stripe's Dashboard (its test mode with a test key). */
export function dashboardUrl(paymentIntent: string): string {
  const test = getConfig().stripe?.secretKey.startsWith("sk_test_") ?? false;
  return `https://dashboard.stripe.com/${test ? "test/" : ""}payments/${encodeURIComponent(paymentIntent)}`;
}

/** Why a payment link went without its text, as the office reads it (in the log and on the request's page). */
const NO_TEXT: Record<Extract<QueueOutcome, { queued: false }>["reason"], string> = {
  disabled: "texts are not set up",
  "no-booking": "no booking",
  "no-consent": "the customer did not agree to texts",
  "not-textable": "the number cannot take texts",
  "opted-out": "the customer replied STOP",
  "number-cap": "today's texts to this number are used up",
  "client-cap": "today's texts to this customer are used up",
  "daily-limit": "today's total of texts is reached",
  recent: "one was texted just now",
  duplicate: "one was texted just now",
};

export type SendPayLinkResult =
  { ok: true; amount: string; channels: string } | { ok: false; status: 403 | 404 | 409; message: string };

/**
 * The office's "Send payment link": the appointment page (a fresh link; its "Pay $X by card"
 * makes the session when pressed, so the amount is the balance then) by e-mail, and by text with
 * consent. Logged on the request with the channels used.
 */
export async function sendPayLink(actor: JobActor, bookingId: number, now = new Date()): Promise<SendPayLinkResult> {
  if (actor.role !== "owner" && actor.role !== "staff")
    return { ok: false, status: 403, message: "Only the office sends payment links." };
  if (!onlinePaymentsEnabled())
    return { ok: false, status: 409, message: "Online payment is not set up (STRIPE_SECRET_KEY)." };
  return withDb((db) =>
    db.transaction(async (tx): Promise<SendPayLinkResult> => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      const record = booking && (await jobOfBooking(tx, bookingId));
      if (!booking || !record) return { ok: false, status: 404, message: "This visit has no job to pay." };
      const dueCents = receiptOf(record).dueCents;
      if (dueCents <= 0) return { ok: false, status: 409, message: "Nothing is due: the job is paid in full." };
      const amount = formatCents(dueCents);
      const url = appointmentUrl({ token: await addAppointmentLink(tx, bookingId), lang: booking.lang });
      const settings = await getSiteSettings(tx);
      const sent: string[] = [];
      if (mailEnabled()) {
        await tx.insert(mailQueue).values(
          booking.lang === "es"
            ? {
                recipient: booking.email,
                replyTo: settings.businessEmail,
                subject: `Pague ${amount} con tarjeta: ${business.name}`,
                body:
                  `Hola:\n\nQueda un saldo de ${amount} por la reparación de su refrigerador. Puede pagarlo con ` +
                  `tarjeta en nuestra página de pago segura (Stripe):\n\n${url}#pay\n\n` +
                  `También puede pagar en efectivo o con cheque. ¿Preguntas? Llame al ${settings.mainPhone.display}.\n\n` +
                  `${mailSignature(settings.mainPhone.display)}\n`,
              }
            : {
                recipient: booking.email,
                replyTo: settings.businessEmail,
                subject: `${payButtonText(dueCents)}: ${business.name}`,
                body:
                  `Hello,\n\n${amount} is due for your refrigerator repair. ${payButtonText(dueCents)}, on our secure ` +
                  `payment page (Stripe):\n\n${url}#pay\n\n` +
                  `You can also pay by cash or check. Questions? Call ${settings.mainPhone.display}.\n\n` +
                  `${mailSignature(settings.mainPhone.display)}\n`,
              },
        );
        sent.push("e-mail");
      }
      const text = await queueText(tx, {
        bookingId,
        kind: "pay_link",
        body: textsIn(booking.lang).payLink({ amount, appointmentUrl: url }),
        dedupeKey: `${now.getTime()}`,
        scheduled: true,
        sentBy: actor.id,
      });
      if (text.queued) sent.push("text");
      const channels = sent.length ? sent.join(" and ") : "nothing (no mail or text configured)";
      await logActivity(
        {
          user: { id: actor.id, email: actor.email },
          action: "pay-link-sent",
          request: { kind: "booking", id: bookingId },
          detail: `${amount} by ${channels}${text.queued ? "" : ` (no text: ${NO_TEXT[text.reason]})`}`,
        },
        tx,
      );
      return { ok: true, amount, channels };
    }),
  );
}

/** What the office's request page shows of online payment for one job. */
export interface OnlinePaymentsView {
  enabled: boolean;
  /** Each "Send payment link", newest first: when, who, the amount and the channels ("$150.00 by e-mail and text"). */
  linksSent: Array<{ at: string; by: string; detail: string }>;
  attempts: Array<{ at: string; amount: string; status: string; session: string | null }>;
  payments: Array<{ at: string; label: string; amount: string; reference: string; dashboard: string }>;
}

/** An attempt's status as the office reads it (an expired session stays "open": it was not paid). */
const ATTEMPT_STATUS: Record<PayLinkStatus, string> = {
  creating: "not paid (no Checkout page made)",
  open: "not paid",
  paid: "paid",
  failed: "failed: Stripe made no Checkout page",
};

export async function onlinePaymentsOf(jobId: number, bookingId: number): Promise<OnlinePaymentsView> {
  return withDb(async (db) => {
    const [linksSent, attempts, online] = [
      await db
        .select()
        .from(activity)
        .where(
          and(
            eq(activity.requestKind, "booking"),
            eq(activity.requestId, bookingId),
            eq(activity.action, "pay-link-sent"),
          ),
        )
        .orderBy(desc(activity.at), desc(activity.id)),
      await db
        .select()
        .from(payLinkAttempts)
        .where(eq(payLinkAttempts.jobId, jobId))
        .orderBy(desc(payLinkAttempts.createdAt), desc(payLinkAttempts.id)),
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.jobId, jobId), isNotNull(payments.stripePaymentIntent)))
        .orderBy(asc(payments.recordedAt), asc(payments.id)),
    ];
    return {
      enabled: onlinePaymentsEnabled(),
      linksSent: linksSent.map((l) => ({ at: formatInBusinessZone(l.at), by: l.actor, detail: l.detail })),
      attempts: attempts.map((a) => ({
        at: formatInBusinessZone(a.createdAt),
        amount: formatCents(a.amountCents),
        status: ATTEMPT_STATUS[a.status],
        session: a.sessionId,
      })),
      payments: online.map((p) => ({
        at: formatInBusinessZone(p.recordedAt),
        label: p.refundOf ? "Refund" : "Card (online)",
        amount: formatCents(p.amountCents),
        reference: p.stripePaymentIntent!,
        dashboard: dashboardUrl(p.stripePaymentIntent!),
      })),
    };
  });
}
