import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb, type Database } from "#app/db/client.server";
import { mailQueue, type QueuedMail } from "#app/db/schema";
import { getConfig } from "#app/lib/config.server";
import {
  backoffMs,
  runOutboxBatch,
  startOutboxLoop,
  type OutboxChannel,
  type OutboxLoop,
  type Settled,
} from "#app/lib/outbox-loop.server";
import { calendarMethod } from "./ical.server";
import { calendarWithoutPrivateLinks, mailEnabled, withoutPrivateLinks } from "./messages.server";

/**
 * The mail worker: the mail queue (mail_queue) as a channel of the outbox loop
 * (app/lib/outbox-loop.server.ts), which every MAIL_POLL_MS claims its due rows, sends them, and
 * either marks them sent or schedules a retry with exponential back-off. Rows are only ever
 * updated, never deleted, so the table doubles as a log of what went out (without the private
 * links, once sent).
 */

/** First retry after 30 s, doubling each time, never more than an hour apart. */
export function retryDelayMs(attempts: number, baseMs = getConfig().testOnly.mailRetryBaseMs): number {
  return backoffMs(attempts, baseMs);
}

/**
 * A row that will not be sent again keeps no private link (withoutPrivateLinks): the copy stays
 * a log of what went out, and opens no one's appointment page or invitation.
 */
function finished(row: QueuedMail) {
  return {
    body: withoutPrivateLinks(row.body),
    icsAttachment: row.icsAttachment === null ? null : calendarWithoutPrivateLinks(row.icsAttachment),
  };
}

/** A claimed row is hidden from other pollers for this long; a crash mid-send frees it after it. */
const CLAIM_LEASE_MS = 10 * 60 * 1000;
const BATCH_SIZE = 20;

export function createTransport(smtpUrl = getConfig().smtpUrl!): Transporter {
  // Shorter than nodemailer's defaults (up to 10 min), and well inside the claim lease.
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  } as never);
}

function sender(): string {
  return getConfig().mailFrom;
}

/** The mailbox refused this recipient for good (5xx on RCPT TO): retrying cannot help. */
function isPermanentRejection(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

/**
 * Claims up to `limit` due rows in one statement (FOR UPDATE SKIP LOCKED, so two servers
 * sharing a PostgreSQL database never send the same row) by pushing their next attempt past
 * the lease.
 */
async function claimDue(db: Database, limit: number): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), isNull(mailQueue.failedAt), lte(mailQueue.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailQueue.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailQueue)
    .set({ nextAttemptAt: sql`now() + ${CLAIM_LEASE_MS}::integer * interval '1 millisecond'` })
    .where(inArray(mailQueue.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** The mail queue as a channel of the outbox loop (app/lib/outbox-loop.server.ts). */
function mailChannel(transport: Transporter, db?: Database): OutboxChannel<QueuedMail> {
  const open = async () => (db ??= await getDb());
  return {
    name: "mail",
    queue: "the mail queue",
    batchSize: BATCH_SIZE,
    // One message after another, each written as soon as it is sent: a crash re-sends at most one.
    writeEach: true,
    retryDelayMs: (attempts) => retryDelayMs(attempts),
    secrets: () => [smtpPassword()],
    claim: async (limit) => claimDue(await open(), limit),
    async send(row) {
      try {
        await transport.sendMail({
          from: sender(),
          to: row.recipient,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.body,
          attachments: row.icsAttachment
            ? [
                {
                  filename: "repair-visit.ics",
                  content: row.icsAttachment,
                  contentType: `text/calendar; charset=utf-8; method=${calendarMethod(row.icsAttachment)}`,
                },
              ]
            : undefined,
        });
        return { status: "sent", receipt: undefined };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return isPermanentRejection(error) ? { status: "give-up", reason } : { status: "retry", reason };
      }
    },
    async record(settled) {
      const database = await open();
      for (const outcome of settled) {
        await database.update(mailQueue).set(rowUpdate(outcome)).where(eq(mailQueue.id, outcome.row.id));
      }
    },
  };
}

/** What a row becomes; times are the database's (`now()`), as the claim's. */
function rowUpdate(outcome: Settled<QueuedMail, undefined>): PgUpdateSetSource<typeof mailQueue> {
  switch (outcome.status) {
    case "sent":
      return { sentAt: sql`now()`, lastError: null, ...finished(outcome.row) };
    case "failed":
      return { attempts: outcome.attempts, failedAt: sql`now()`, lastError: outcome.reason, ...finished(outcome.row) };
    case "retry":
      return {
        attempts: outcome.attempts,
        lastError: outcome.reason,
        nextAttemptAt: sql`now() + ${outcome.delayMs}::integer * interval '1 millisecond'`,
      };
    case "held":
      return { nextAttemptAt: outcome.until };
  }
}

/** The SMTP password, kept out of every log line and stored error. */
function smtpPassword(): string | undefined {
  const url = getConfig().smtpUrl;
  if (!url) return undefined;
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}

/** Sends every due row once (one batch). Returns how many were sent and how many failed. */
export async function processDueMail(transport: Transporter, db?: Database): Promise<{ sent: number; failed: number }> {
  const { sent, failed } = await runOutboxBatch(mailChannel(transport, db));
  return { sent, failed };
}

let worker: OutboxLoop | undefined;

/** Starts polling when SMTP_URL is set; without it there is nothing to send and nothing starts. */
export function startMailWorker({ pollMs = getConfig().mailPollMs } = {}): boolean {
  if (worker || !mailEnabled()) return false;
  const transport = createTransport();
  worker = startOutboxLoop({ ...mailChannel(transport), close: () => transport.close() }, { pollMs });
  return true;
}

/** Stops polling and waits for a send in progress, so shutdown never cuts a message in half. */
export async function stopMailWorker(): Promise<void> {
  const current = worker;
  worker = undefined;
  await current?.stop();
}
