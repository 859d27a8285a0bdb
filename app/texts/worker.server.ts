import { and, asc, inArray, isNull, lte, sql } from "drizzle-orm";
import { business } from "#app/content/business";
import { getDb, type Database } from "#app/db/client.server";
import { smsOptOuts, textOutbox, type QueuedText } from "#app/db/schema";
import { getConfig, type SmsProvider } from "#app/lib/config.server";
import {
  backoffMs,
  runOutboxBatch,
  startOutboxLoop,
  type OutboxChannel,
  type OutboxLoop,
  type Settled,
} from "#app/lib/outbox-loop.server";
import { withoutPrivateLinks } from "#app/mail/messages.server";
import { todayInBusinessZone } from "#app/lib/dates";
import { reminderForToday } from "./messages";
import { nextSendingMoment } from "./quiet-hours";

/**
 * The text worker: the text outbox (text_outbox) as a channel of the outbox loop
 * (app/lib/outbox-loop.server.ts), which every MAIL_POLL_MS claims its due rows (FOR UPDATE SKIP
 * LOCKED, pushing their next attempt past a lease, so two processes never send one row), sends
 * each through the provider's REST API, and marks it sent, refused for good (4xx: the provider's
 * error code kept), or due again after a back-off (network errors, timeouts, 5xx). A scheduled
 * text due in the quiet hours is held until 8 AM; a text to a number that replied STOP is not sent.
 */

/** Each call to the provider gives up after 10 s. */
export const SEND_TIMEOUT_MS = 10_000;
const CLAIM_LEASE_MS = 10 * 60 * 1000;
/** The most texts claimed at once (with SMS_PER_SECOND 20 or more; fewer below: one second's worth). */
const BATCH_SIZE = 20;

/**
 * Pacing (SMS_PER_SECOND, default 1: a US long-code number's throughput, which the provider
 * enforces by queueing anyway): a batch is one second's worth of texts, its sends start
 * 1000 / SMS_PER_SECOND ms apart, and the next batch is claimed one second after the last. A drain
 * of hundreds of texts is then a few small statements a second, never a burst that holds the
 * pages back (PGlite answers in the server's own thread), and a crash re-sends at most one
 * second's worth (the outcomes are written once per batch).
 */
export function textPacing(perSecond = getConfig().smsPerSecond): { batchSize: number; spacingMs: number } {
  return { batchSize: Math.max(1, Math.min(BATCH_SIZE, perSecond)), spacingMs: 1000 / perSecond };
}

/** First retry after SMS_RETRY_BASE_MS (30 s), doubling each time, never more than an hour apart. */
export function textRetryDelayMs(attempts: number, baseMs = getConfig().testOnly.smsRetryBaseMs): number {
  return backoffMs(attempts, baseMs);
}

export type SendResult =
  { ok: true; sid: string; status: string } | { ok: false; permanent: boolean; code: string | null; message: string };

/** The address the provider reports delivery statuses to. */
export function statusCallbackUrl(): string {
  return `${business.siteUrl}/sms/status`;
}

/**
 * One text through a Twilio-compatible API: `POST {base}/Accounts/{SID}/Messages.json` with
 * `To`, `From`, `Body`, `StatusCallback`, basic auth. The credentials travel only in the
 * Authorization header: no message or log line here contains them.
 */
export async function sendText(
  provider: SmsProvider,
  to: string,
  body: string,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  const url = `${provider.baseUrl}/Accounts/${encodeURIComponent(provider.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString("base64");
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { Authorization: `Basic ${auth}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ To: to, From: provider.from, Body: body, StatusCallback: statusCallbackUrl() }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      ok: false,
      permanent: false,
      code: null,
      message: timedOut ? `no answer within ${timeoutMs / 1000} s` : `network error${cause ? ` (${cause})` : ""}`,
    };
  }
  const text = await response.text().catch(() => "");
  let json: { sid?: unknown; status?: unknown; code?: unknown; message?: unknown } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    // not JSON: the status says enough
  }
  if (response.ok && typeof json.sid === "string") {
    return { ok: true, sid: json.sid, status: typeof json.status === "string" ? json.status : "queued" };
  }
  const code = json.code === undefined || json.code === null ? null : String(json.code).slice(0, 20);
  const message = `HTTP ${response.status}${typeof json.message === "string" ? `: ${json.message.slice(0, 300)}` : ""}`;
  // 4xx: the request itself is wrong (bad number, opted out, bad account): retrying cannot help.
  // 429 (too many requests) is the exception: it is retried like a 5xx.
  const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
  return { ok: false, permanent, code, message };
}

/**
 * Claims the due rows, texts that go at once (a confirmation, "on the way", an answer) before
 * scheduled ones (reminders, review requests): paced sends must not keep "on the way" waiting
 * behind a morning's reminders.
 */
async function claimDue(db: Database, now: Date, batchSize: number): Promise<QueuedText[]> {
  const due = db
    .select({ id: textOutbox.id })
    .from(textOutbox)
    .where(and(isNull(textOutbox.sentAt), isNull(textOutbox.failedAt), lte(textOutbox.nextAttemptAt, now)))
    .orderBy(asc(textOutbox.scheduled), asc(textOutbox.id))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(textOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(textOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => Number(a.scheduled) - Number(b.scheduled) || a.id - b.id);
}

/** What the row keeps once it will not be sent again: no private link (the outbox is also a log). */
const finished = (row: QueuedText) => ({ body: withoutPrivateLinks(row.body) });

/** Texts of one batch awaiting the provider's answer at the same time (a slow answer does not stop the pace). */
const SEND_CONCURRENCY = 4;

type RowUpdate = Partial<typeof textOutbox.$inferInsert>;

type Tally = { sent: number; failed: number; held: number };

/** What the provider said of a text it took. */
type Receipt = { sid: string; status: string };

/**
 * The text outbox as a channel of the outbox loop (app/lib/outbox-loop.server.ts). `provider` is
 * read at each claim: without SMS_URL nothing is claimed.
 */
function textChannel(
  provider: () => SmsProvider | undefined,
  db: Database | undefined,
  pacing: { batchSize: number; spacingMs: number },
): OutboxChannel<QueuedText, Receipt> {
  const open = async () => (db ??= await getDb());
  let sms: SmsProvider | undefined; // the batch's provider, read by its claim
  return {
    name: "texts",
    queue: "the outbox",
    batchSize: pacing.batchSize,
    pace: { spacingMs: pacing.spacingMs, concurrency: SEND_CONCURRENCY },
    // The batch's outcomes in one statement (writeOutcomes).
    writeEach: false,
    retryDelayMs: (attempts) => textRetryDelayMs(attempts),
    secrets: () => [sms?.authToken, provider()?.authToken],
    async claim(limit, now) {
      sms = provider();
      return sms ? claimDue(await open(), now, limit) : [];
    },
    async screen(rows, now) {
      const database = await open();
      const numbers = [...new Set(rows.map((r) => r.toNumber))];
      const optedOut = new Set(
        (
          await database.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(inArray(smsOptOuts.phone, numbers))
        ).map((r) => r.phone),
      );
      return (row) => {
        // DECISIONS: a text not sent because of STOP is not sent later.
        if (optedOut.has(row.toNumber)) return { status: "give-up", reason: "Not sent: the number replied STOP" };
        // A scheduled text whose retry fell in the quiet hours waits for 8 AM.
        const sendAt = row.scheduled ? nextSendingMoment(now) : now;
        return sendAt > now ? { status: "held", until: sendAt } : undefined;
      };
    },
    async send(row) {
      if (!sms) return { status: "retry", reason: "SMS_URL is not set" };
      const sent = await sendText(sms, row.toNumber, row.body);
      if (sent.ok) return { status: "sent", receipt: { sid: sent.sid, status: sent.status } };
      // 4xx: refused for good, the provider's error code kept; else due again after a back-off.
      return { status: sent.permanent ? "give-up" : "retry", reason: sent.message, code: sent.code };
    },
    record: async (settled) => writeOutcomes(await open(), settled),
  };
}

/** The provider's error code replaces the row's; none given (a throw, STOP) keeps it. */
const errorCode = (code: string | null | undefined): RowUpdate => (code === undefined ? {} : { errorCode: code });

/** What a row becomes. */
function rowUpdate(outcome: Settled<QueuedText, Receipt>): RowUpdate {
  const { row, at } = outcome;
  switch (outcome.status) {
    case "sent":
      return {
        attempts: outcome.attempts,
        sentAt: at,
        providerSid: outcome.receipt.sid,
        deliveryStatus: outcome.receipt.status,
        deliveryStatusAt: at,
        lastError: null,
        errorCode: null,
        ...finished(row),
      };
    case "failed":
      return {
        attempts: outcome.attempts,
        failedAt: at,
        lastError: outcome.reason,
        ...errorCode(outcome.code),
        ...finished(row),
      };
    case "retry":
      return {
        attempts: outcome.attempts,
        lastError: outcome.reason,
        ...errorCode(outcome.code),
        nextAttemptAt: new Date(at.getTime() + outcome.delayMs),
      };
    case "held": {
      // A reminder (queued the day before the visit) held until 8 AM goes out on the visit's
      // day: it says "today".
      const nextDay = todayInBusinessZone(outcome.until) > todayInBusinessZone(row.createdAt);
      return row.kind === "reminder" && nextDay
        ? { nextAttemptAt: outcome.until, body: reminderForToday(row.body) }
        : { nextAttemptAt: outcome.until };
    }
  }
}

/**
 * Writes every row's outcome in one UPDATE ... FROM (VALUES ...): one statement and one commit
 * for the whole batch.
 */
async function writeOutcomes(db: Database, settled: Settled<QueuedText, Receipt>[]): Promise<void> {
  if (settled.length === 0) return;
  const values = settled.map((outcome) => {
    const r = { ...outcome.row, ...rowUpdate(outcome) } as QueuedText;
    // Dates as ISO text: a raw parameter is not mapped by a column's type.
    const at = (date: Date | null) => date?.toISOString() ?? null;
    return sql`(${r.id}::integer, ${r.attempts}::integer, ${r.body}::text, ${at(r.nextAttemptAt)}::timestamptz,
      ${at(r.sentAt)}::timestamptz, ${at(r.failedAt)}::timestamptz, ${r.lastError}::text, ${r.errorCode}::text,
      ${r.providerSid}::text, ${r.deliveryStatus}::text, ${at(r.deliveryStatusAt)}::timestamptz)`;
  });
  await db.execute(sql`update text_outbox as t set
      attempts = v.attempts, body = v.body, next_attempt_at = v.next_attempt_at, sent_at = v.sent_at,
      failed_at = v.failed_at, last_error = v.last_error, error_code = v.error_code,
      provider_sid = v.provider_sid, delivery_status = v.delivery_status, delivery_status_at = v.delivery_status_at
    from (values ${sql.join(values, sql`, `)}) as v(id, attempts, body, next_attempt_at, sent_at, failed_at,
      last_error, error_code, provider_sid, delivery_status, delivery_status_at)
    where t.id = v.id`);
}

/**
 * Sends one batch of due texts (one second's worth at SMS_PER_SECOND, at most 20). The batch is
 * claimed in one statement, the opt-outs read in one query, the sends started `spacingMs` apart
 * (a few awaiting their answers at once), and every outcome written in one statement: a drain of
 * hundreds of texts is a few small statements a second, so it does not hold the database (PGlite
 * answers one query at a time, in the server's thread) away from the pages. Returns how many were
 * sent, failed (for now or for good) and held for the quiet hours.
 */
export async function processDueTexts(
  provider: SmsProvider | undefined = getConfig().sms,
  db?: Database,
  pacing = textPacing(),
): Promise<Tally> {
  const { sent, failed, held } = await runOutboxBatch(textChannel(() => provider, db, pacing));
  return { sent, failed, held };
}

let worker: OutboxLoop | undefined;

/** Starts polling when SMS_URL is set; without it nothing is texted and nothing starts. */
export function startTextWorker({ pollMs = getConfig().mailPollMs } = {}): boolean {
  if (worker || !getConfig().sms) return false;
  worker = startOutboxLoop(
    textChannel(() => getConfig().sms, undefined, textPacing()),
    { pollMs },
  );
  return true;
}

/** Stops polling and waits for a send in progress. */
export async function stopTextWorker(): Promise<void> {
  const current = worker;
  worker = undefined;
  await current?.stop();
}
