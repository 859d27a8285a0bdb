import { and, asc, inArray, isNull, lte, sql } from "drizzle-orm";
import { business } from "#app/content/business";
import { getDb, type Database } from "#app/db/client.server";
import { smsOptOuts, textOutbox, type QueuedText } from "#app/db/schema";
import { now as clockNow } from "#app/lib/clock.server";
import { getConfig, type SmsProvider } from "#app/lib/config.server";
import { withoutPrivateLinks } from "#app/mail/messages.server";
import { todayInBusinessZone } from "#app/lib/dates";
import { reminderForToday } from "./messages";
import { nextSendingMoment } from "./quiet-hours";

/**
 * The text worker: every MAIL_POLL_MS it claims the due rows of text_outbox (FOR UPDATE SKIP
 * LOCKED, pushing their next attempt past a lease, so two processes never send one row), sends
 * each through the provider's REST API, and marks it sent, refused for good (4xx: the provider's
 * error code kept), or due again after a back-off (network errors, timeouts, 5xx).
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** First retry after SMS_RETRY_BASE_MS (30 s), doubling each time, never more than an hour apart. */
export function textRetryDelayMs(attempts: number, baseMs = getConfig().testOnly.smsRetryBaseMs): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
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

/** What a claimed row becomes without a send: refused because of STOP, or held for 8 AM; undefined: send it. */
function withoutSending(row: QueuedText, optedOut: boolean, now: Date, result: Tally): RowUpdate | undefined {
  if (optedOut) {
    // DECISIONS: a text not sent because of STOP is not sent later.
    result.failed++;
    return { failedAt: now, lastError: "Not sent: the number replied STOP", ...finished(row) };
  }
  const sendAt = row.scheduled ? nextSendingMoment(now) : now;
  if (sendAt > now) {
    // A scheduled text whose retry fell in the quiet hours waits for 8 AM. A reminder (queued the
    // day before the visit) then goes out on the visit's day: it says "today".
    result.held++;
    const nextDay = todayInBusinessZone(sendAt) > todayInBusinessZone(row.createdAt);
    return row.kind === "reminder" && nextDay
      ? { nextAttemptAt: sendAt, body: reminderForToday(row.body) }
      : { nextAttemptAt: sendAt };
  }
  return undefined;
}

/** Sends one row and says what it becomes: sent, refused for good (4xx), or due again after a back-off. */
async function send(provider: SmsProvider, row: QueuedText, result: Tally): Promise<RowUpdate> {
  const sent = await sendText(provider, row.toNumber, row.body);
  const attempts = row.attempts + 1;
  const at = clockNow();
  if (sent.ok) {
    result.sent++;
    return {
      attempts,
      sentAt: at,
      providerSid: sent.sid,
      deliveryStatus: sent.status,
      deliveryStatusAt: at,
      lastError: null,
      errorCode: null,
      ...finished(row),
    };
  }
  result.failed++;
  if (sent.permanent) {
    console.error(`[texts] #${row.id} refused for good (${sent.code ?? "no code"}): ${sent.message}`);
    return { attempts, failedAt: at, lastError: sent.message, errorCode: sent.code, ...finished(row) };
  }
  const delay = textRetryDelayMs(attempts);
  console.warn(
    `[texts] #${row.id} not sent (attempt ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${sent.message}`,
  );
  return { attempts, lastError: sent.message, errorCode: sent.code, nextAttemptAt: new Date(at.getTime() + delay) };
}

/**
 * Writes every row's outcome in one UPDATE ... FROM (VALUES ...): one statement and one commit
 * for the whole batch.
 */
async function writeOutcomes(db: Database, rows: QueuedText[], updates: Map<number, RowUpdate>): Promise<void> {
  const values = rows.map((row) => {
    const r = { ...row, ...updates.get(row.id) } as QueuedText;
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
 * sent, failed (for now or for good) and held for the quiet hours, and how many rows were claimed.
 */
export async function processDueTexts(
  provider: SmsProvider | undefined = getConfig().sms,
  db?: Database,
  pacing = textPacing(),
): Promise<Tally> {
  return (await sendBatch(provider, db, pacing)).result;
}

/** processDueTexts, and how many rows the batch claimed (a full batch: more may be due). */
async function sendBatch(
  provider: SmsProvider | undefined,
  db: Database | undefined,
  pacing: { batchSize: number; spacingMs: number },
): Promise<{ result: Tally; claimed: number }> {
  const result = { sent: 0, failed: 0, held: 0 };
  if (!provider) return { result, claimed: 0 };
  db ??= await getDb();
  const now = clockNow();
  const rows = await claimDue(db, now, pacing.batchSize);
  if (rows.length === 0) return { result, claimed: 0 };
  const optedOut = new Set(
    (
      await db
        .select({ phone: smsOptOuts.phone })
        .from(smsOptOuts)
        .where(inArray(smsOptOuts.phone, [...new Set(rows.map((r) => r.toNumber))]))
    ).map((r) => r.phone),
  );
  const updates = new Map<number, RowUpdate>();
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  let sends = 0;
  for (const row of rows) {
    const settled = withoutSending(row, optedOut.has(row.toNumber), now, result);
    if (settled) {
      updates.set(row.id, settled);
      continue;
    }
    // The pace: the n-th send of the batch starts n spacings after the batch did.
    const wait = started + sends++ * pacing.spacingMs - performance.now();
    if (wait > 0) await sleep(wait);
    while (inFlight.size >= SEND_CONCURRENCY) await Promise.race(inFlight);
    const sending: Promise<void> = send(provider, row, result)
      .catch((error: unknown): RowUpdate => {
        // Not the provider's answer (none is thrown): retried like a network error, never lost.
        result.failed++;
        console.error(`[texts] #${row.id} could not be sent:`, error instanceof Error ? error.message : error);
        return { nextAttemptAt: new Date(clockNow().getTime() + textRetryDelayMs(row.attempts + 1)) };
      })
      .then((update) => {
        updates.set(row.id, update);
        inFlight.delete(sending);
      });
    inFlight.add(sending);
  }
  await Promise.all(inFlight);
  await writeOutcomes(db, rows, updates);
  return { result, claimed: rows.length };
}

interface Worker {
  timer: NodeJS.Timeout | undefined;
  running: Promise<unknown> | undefined;
  stopped: boolean;
}
let worker: Worker | undefined;

/** Starts polling when SMS_URL is set; without it nothing is texted and nothing starts. */
export function startTextWorker({ pollMs = getConfig().mailPollMs } = {}): boolean {
  if (worker || !getConfig().sms) return false;
  const current: Worker = { timer: undefined, running: undefined, stopped: false };
  const pacing = textPacing();
  const tick = () => {
    const started = performance.now();
    let next = pollMs;
    current.running = sendBatch(getConfig().sms, undefined, pacing)
      .then((done) => {
        // A full batch: more may be due, so the next one is claimed when this one's second is
        // over (the pace, not the poll interval, sets a drain's speed).
        if (done.claimed >= pacing.batchSize)
          next = Math.max(0, started + pacing.batchSize * pacing.spacingMs - performance.now());
      })
      .catch((error) =>
        console.error("[texts] could not read the outbox:", error instanceof Error ? error.message : error),
      )
      .finally(() => {
        current.running = undefined;
        if (!current.stopped) current.timer = setTimeout(tick, next);
      });
  };
  worker = current;
  current.timer = setTimeout(tick, 0);
  return true;
}

/** Stops polling and waits for a send in progress. */
export async function stopTextWorker(): Promise<void> {
  const current = worker;
  worker = undefined;
  if (!current) return;
  current.stopped = true;
  clearTimeout(current.timer);
  await current.running;
}
