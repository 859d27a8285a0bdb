import { and, asc, inArray, isNull, lte, sql } from "drizzle-orm";
import { business } from "#app/content/business";
import { getDb, type Database } from "#app/db/client.server";
import { smsOptOuts, textOutbox, type QueuedText } from "#app/db/schema";
import { now as clockNow } from "#app/lib/clock.server";
import { getConfig, type SmsProvider } from "#app/lib/config.server";
import { withoutPrivateLinks } from "#app/mail/messages.server";
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
const BATCH_SIZE = 20;

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

async function claimDue(db: Database, now: Date): Promise<QueuedText[]> {
  const due = db
    .select({ id: textOutbox.id })
    .from(textOutbox)
    .where(and(isNull(textOutbox.sentAt), isNull(textOutbox.failedAt), lte(textOutbox.nextAttemptAt, now)))
    .orderBy(asc(textOutbox.id))
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(textOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(textOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** What the row keeps once it will not be sent again: no private link (the outbox is also a log). */
const finished = (row: QueuedText) => ({ body: withoutPrivateLinks(row.body) });

/** Texts of one batch sent at the same time (the provider queues them; each call waits for its answer). */
const SEND_CONCURRENCY = 4;
/** After a full batch the next is claimed this soon: pages get the database in between. */
const FULL_BATCH_PAUSE_MS = 300;

type RowUpdate = Partial<typeof textOutbox.$inferInsert>;

/** What one claimed row becomes: held for 8 AM, refused because of STOP, or the provider's answer. */
async function settle(
  provider: SmsProvider,
  row: QueuedText,
  optedOut: boolean,
  now: Date,
  result: { sent: number; failed: number; held: number },
): Promise<RowUpdate> {
  if (optedOut) {
    // DECISIONS: a text not sent because of STOP is not sent later.
    result.failed++;
    return { failedAt: now, lastError: "Not sent: the number replied STOP", ...finished(row) };
  }
  const sendAt = row.scheduled ? nextSendingMoment(now) : now;
  if (sendAt > now) {
    // A scheduled text whose retry fell in the quiet hours waits for 8 AM.
    result.held++;
    return { nextAttemptAt: sendAt };
  }
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
 * Sends every due text once. The batch is claimed in one statement, the opt-outs read in one
 * query, the texts sent a few at a time, and every outcome written in one transaction: one
 * commit per batch rather than one per text, so a drain of hundreds of texts does not hold the
 * database (PGlite answers one query at a time) away from the pages. Returns how many were sent,
 * failed (for now or for good) and held for the quiet hours.
 */
export async function processDueTexts(
  provider: SmsProvider | undefined = getConfig().sms,
  db?: Database,
): Promise<{ sent: number; failed: number; held: number }> {
  const result = { sent: 0, failed: 0, held: 0 };
  if (!provider) return result;
  db ??= await getDb();
  const now = clockNow();
  const rows = await claimDue(db, now);
  if (rows.length === 0) return result;
  const optedOut = new Set(
    (
      await db
        .select({ phone: smsOptOuts.phone })
        .from(smsOptOuts)
        .where(inArray(smsOptOuts.phone, [...new Set(rows.map((r) => r.toNumber))]))
    ).map((r) => r.phone),
  );
  const updates = new Map<number, RowUpdate>();
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      updates.set(row.id, await settle(provider, row, optedOut.has(row.toNumber), now, result));
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, lane));
  await writeOutcomes(db, rows, updates);
  return result;
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
  const tick = () => {
    let full = false;
    current.running = processDueTexts()
      .then((done) => {
        // A full batch: more may be due, so the next one is claimed at once (a drain of hundreds
        // of texts is not paced by the poll interval).
        full = done.sent + done.failed + done.held >= BATCH_SIZE;
      })
      .catch((error) =>
        console.error("[texts] could not read the outbox:", error instanceof Error ? error.message : error),
      )
      .finally(() => {
        current.running = undefined;
        if (!current.stopped) current.timer = setTimeout(tick, full ? FULL_BATCH_PAUSE_MS : pollMs);
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
