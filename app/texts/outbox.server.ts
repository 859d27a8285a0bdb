import { and, count, desc, eq, gte, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { business } from "#app/content/business";
import type { Database, Tx } from "#app/db/client.server";
import { bookings, mailQueue, settings, smsOptOuts, textOutbox, type Booking } from "#app/db/schema";
import { now as clockNow } from "#app/lib/clock.server";
import { getConfig } from "#app/lib/config.server";
import { formatInBusinessZone, todayInBusinessZone } from "#app/lib/dates";
import { mailEnabled } from "#app/mail/messages.server";
import { getSiteSettings } from "#app/settings/settings-rows.server";
import type { TextKind } from "./messages";
import { textableNumber } from "./phone";
import { nextSendingMoment, startOfBusinessDay } from "./quiet-hours";

/**
 * Queueing texts (DECISIONS "Texts"): a text is stored in the outbox (text_outbox) inside the
 * transaction of the event it announces, and only when every rule allows it; the worker
 * (worker.server.ts) sends it. Nothing here ever refuses the event itself: a booking is stored
 * whether or not its confirmation can be texted.
 */

/** Texts are sent only with SMS_URL set; without it nothing is queued and everything else works. */
export function textsEnabled(): boolean {
  return getConfig().sms !== undefined;
}

/** Against SMS pumping: texts a day to one number, and for bookings from one client. */
export const TEXTS_PER_NUMBER_PER_DAY = 6;
export const TEXTS_PER_CLIENT_PER_DAY = 10;

export interface QueueTextInput {
  bookingId: number;
  kind: TextKind;
  /**
   * Built by textFor (messages.ts): business-written, never the visitor's own words. A function
   * gets the moment the text is due to go out (after the quiet hours), for wording that depends
   * on it (the reminder's "tomorrow" or "today").
   */
  body: string | ((sendAt: Date) => string);
  /** One text per booking, kind and key, whichever process queues it (e.g. the visit's date and window). */
  dedupeKey: string;
  /** Scheduled texts (reminder, review request, a later "completed") wait for 8 AM-8 PM New York. */
  scheduled: boolean;
  /** The staff member answering a reply (a person: no per-number or per-client cap). */
  sentBy?: number;
  /**
   * At most one text of this kind to the number within this long (the missed-call text: one per
   * 12 hours), counted under the caps' lock so two calls at once still text once.
   */
  oncePerNumberWithinMs?: number;
  /**
   * To a staff member's own number, which they gave signed in (a technician's assignment text):
   * not a number a visitor typed, so the per-number cap against SMS pumping does not count it (a
   * technician given eight visits for tomorrow hears of each). The daily total still does.
   */
  toStaff?: boolean;
}

export type QueueOutcome =
  | { queued: true; id: number; sendAt: Date }
  | {
      queued: false;
      reason:
        | "disabled"
        | "no-booking"
        | "no-consent"
        | "not-textable"
        | "opted-out"
        | "number-cap"
        | "client-cap"
        | "daily-limit"
        | "recent"
        | "duplicate";
    };

/** Serialises the caps' counts and inserts across server processes (released at commit). */
async function lockCaps(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('text-outbox-caps'))`);
}

export async function isOptedOut(db: Database | Tx, number: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phone, number))
    .limit(1);
  return !!row;
}

/**
 * Queues one text of a booking, inside the caller's transaction. It is stored only when the
 * booking has the customer's consent, its number is a textable +1 number that has not replied
 * STOP, the caps allow (per number and per client per day, and the owner's daily total), and no
 * text of the same booking, kind and key exists. Returns what happened (never throws for a rule).
 */
export async function queueText(tx: Tx, input: QueueTextInput): Promise<QueueOutcome> {
  if (!textsEnabled()) return { queued: false, reason: "disabled" };
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).limit(1);
  if (!booking) return { queued: false, reason: "no-booking" };
  if (!booking.smsConsentAt) return { queued: false, reason: "no-consent" };
  const to = textableNumber(booking.phone);
  if (!to) return { queued: false, reason: "not-textable" };
  return queueTextTo(tx, {
    ...input,
    to,
    bookingId: booking.id,
    client: booking.smsConsentClient,
  });
}

/**
 * Queues a text to a number (the HELP answer goes to whoever asked, with or without a booking):
 * the same rules as queueText but consent, which the caller has checked.
 */
export async function queueTextTo(
  tx: Tx,
  input: Omit<QueueTextInput, "bookingId"> & { bookingId: number | null; to: string; client: string | null },
): Promise<QueueOutcome> {
  if (!textsEnabled()) return { queued: false, reason: "disabled" };
  await lockCaps(tx);
  if (await isOptedOut(tx, input.to)) return { queued: false, reason: "opted-out" };
  // One text per booking (or none), kind and key: without a booking the key alone names the event
  // (a call's or a message's id, a waitlist offer, a technician's assignment), checked under the lock.
  const [existing] = await tx
    .select({ id: textOutbox.id })
    .from(textOutbox)
    .where(
      and(
        input.bookingId === null ? isNull(textOutbox.bookingId) : eq(textOutbox.bookingId, input.bookingId),
        eq(textOutbox.kind, input.kind),
        eq(textOutbox.dedupeKey, input.dedupeKey),
      ),
    )
    .limit(1);
  if (existing) return { queued: false, reason: "duplicate" };
  const now = clockNow();
  if (input.oncePerNumberWithinMs !== undefined) {
    const [recent] = await tx
      .select({ id: textOutbox.id })
      .from(textOutbox)
      .where(
        and(
          eq(textOutbox.toNumber, input.to),
          eq(textOutbox.kind, input.kind),
          gte(textOutbox.createdAt, new Date(now.getTime() - input.oncePerNumberWithinMs)),
        ),
      )
      .limit(1);
    if (recent) return { queued: false, reason: "recent" };
  }
  const dayStart = startOfBusinessDay(now);
  const today = gte(textOutbox.createdAt, dayStart);
  if (input.sentBy === undefined && !input.toStaff) {
    const [perNumber] = await tx
      .select({ n: count() })
      .from(textOutbox)
      .where(and(eq(textOutbox.toNumber, input.to), today, ne(textOutbox.kind, "reply")));
    if ((perNumber?.n ?? 0) >= TEXTS_PER_NUMBER_PER_DAY) return refuse("number-cap", input.to);
    if (input.client) {
      const [perClient] = await tx
        .select({ n: count() })
        .from(textOutbox)
        .where(and(eq(textOutbox.client, input.client), today, ne(textOutbox.kind, "reply")));
      if ((perClient?.n ?? 0) >= TEXTS_PER_CLIENT_PER_DAY) return refuse("client-cap", input.to);
    }
  }
  const { smsDailyLimit } = await getSiteSettings(tx);
  const [total] = await tx.select({ n: count() }).from(textOutbox).where(today);
  if ((total?.n ?? 0) >= smsDailyLimit) {
    await tellOwnerLimitReached(tx, now, smsDailyLimit);
    return refuse("daily-limit", input.to);
  }
  const sendAt = input.scheduled ? nextSendingMoment(now) : now;
  const [row] = await tx
    .insert(textOutbox)
    .values({
      createdAt: now,
      bookingId: input.bookingId,
      toNumber: input.to,
      kind: input.kind,
      dedupeKey: input.dedupeKey,
      body: typeof input.body === "function" ? input.body(sendAt) : input.body,
      scheduled: input.scheduled,
      client: input.client,
      sentBy: input.sentBy ?? null,
      nextAttemptAt: sendAt,
    })
    .onConflictDoNothing()
    .returning({ id: textOutbox.id });
  if (!row) return { queued: false, reason: "duplicate" };
  return { queued: true, id: row.id, sendAt };
}

function refuse(reason: "number-cap" | "client-cap" | "daily-limit", to: string): QueueOutcome {
  // The number's last four digits only: logs are not a list of customers' numbers.
  console.warn(`[texts] not queued (${reason}) to ...${to.slice(-4)}`);
  return { queued: false, reason };
}

/**
 * The first text refused by the daily total of a day e-mails the owner, once that day: a
 * settings row keyed by the date is the claim (inserted once, whichever process gets there).
 */
async function tellOwnerLimitReached(tx: Tx, now: Date, limit: number): Promise<void> {
  const day = todayInBusinessZone(now);
  const [claimed] = await tx
    .insert(settings)
    .values({ key: `texts.dailyLimitMailed.${day}`, value: formatInBusinessZone(now) })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  if (!claimed) return;
  console.warn(`[texts] the daily total of ${limit} texts was reached on ${day}: texting stops until tomorrow`);
  if (!mailEnabled()) return;
  await tx.insert(mailQueue).values({
    recipient: (await getSiteSettings(tx)).businessEmail,
    subject: `Texts stopped for today: the daily total of ${limit} was reached`,
    body:
      `The website has queued ${limit} texts today (${day}), the daily total set in the workspace's Settings.\n` +
      `No more texts go out until midnight in New York; bookings, e-mails and everything else go on.\n\n` +
      `If this is more than your business sends in a day, someone may be abusing the booking form ` +
      `(SMS pumping): look at today's bookings in the workspace. To allow more, raise the daily total in Settings.\n\n` +
      `${business.siteUrl}/admin\n`,
  });
}

/**
 * Drops a booking's texts that have not gone out, of the given kinds (the reminder of a visit
 * cancelled or moved), in the transaction that makes the change.
 */
export async function dropUnsentTexts(tx: Tx, bookingId: number, kinds: TextKind[]): Promise<number> {
  let dropped = 0;
  for (const kind of kinds) {
    const rows = await tx
      .delete(textOutbox)
      .where(
        and(
          eq(textOutbox.bookingId, bookingId),
          eq(textOutbox.kind, kind),
          isNull(textOutbox.sentAt),
          isNull(textOutbox.failedAt),
        ),
      )
      .returning({ id: textOutbox.id });
    dropped += rows.length;
  }
  return dropped;
}

/** The booking a number's replies belong to: the latest one we texted at that number. */
export async function bookingTextedAt(db: Database | Tx, number: string): Promise<number | null> {
  const [row] = await db
    .select({ bookingId: textOutbox.bookingId })
    .from(textOutbox)
    .where(and(eq(textOutbox.toNumber, number), isNotNull(textOutbox.bookingId)))
    .orderBy(desc(textOutbox.id))
    .limit(1);
  return row?.bookingId ?? null;
}

/** What a booking's consent says, for the workspace. */
export function consentOf(booking: Pick<Booking, "smsConsentAt" | "smsConsentClient" | "smsConsentVersion">) {
  return booking.smsConsentAt
    ? {
        at: formatInBusinessZone(booking.smsConsentAt),
        client: booking.smsConsentClient ?? "",
        version: booking.smsConsentVersion ?? "",
      }
    : null;
}
