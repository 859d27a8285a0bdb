import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb, type Database } from "#app/db/client.server";
import { mailQueue, type QueuedMail } from "#app/db/schema";
import { getConfig } from "#app/lib/config.server";
import { calendarMethod } from "./ical.server";
import { calendarWithoutPrivateLinks, mailEnabled, withoutPrivateLinks } from "./messages.server";

/**
 * The outbox worker: every MAIL_POLL_MS it claims the due rows of mail_queue, sends them, and
 * either marks them sent or schedules a retry with exponential back-off. Rows are only ever
 * updated, never deleted, so the table doubles as a log of what went out (without the private
 * links, once sent).
 */

/** First retry after 30 s, doubling each time, never more than an hour apart. */
export function retryDelayMs(attempts: number, baseMs = getConfig().testOnly.mailRetryBaseMs): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
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
 * Claims up to BATCH_SIZE due rows in one statement (FOR UPDATE SKIP LOCKED, so two servers
 * sharing a PostgreSQL database never send the same row) by pushing their next attempt past
 * the lease.
 */
async function claimDue(db: Database): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), isNull(mailQueue.failedAt), lte(mailQueue.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailQueue.id))
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailQueue)
    .set({ nextAttemptAt: sql`now() + ${CLAIM_LEASE_MS}::integer * interval '1 millisecond'` })
    .where(inArray(mailQueue.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** Sends every due row once. Returns how many were sent and how many failed. */
export async function processDueMail(transport: Transporter, db?: Database): Promise<{ sent: number; failed: number }> {
  db ??= await getDb();
  const rows = await claimDue(db);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
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
      await db
        .update(mailQueue)
        .set({ sentAt: sql`now()`, lastError: null, ...finished(row) })
        .where(eq(mailQueue.id, row.id));
      sent++;
    } catch (error) {
      failed++;
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      if (isPermanentRejection(error)) {
        console.error(
          `[mail] #${row.id} to ${row.recipient} refused for good after ${attempts} attempt(s): ${message}`,
        );
        await db
          .update(mailQueue)
          .set({ attempts, failedAt: sql`now()`, lastError: message.slice(0, 2000), ...finished(row) })
          .where(eq(mailQueue.id, row.id));
        continue;
      }
      const delay = retryDelayMs(attempts);
      console.warn(
        `[mail] #${row.id} send failed (attempt ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${message}`,
      );
      await db
        .update(mailQueue)
        .set({
          attempts,
          lastError: message.slice(0, 2000),
          nextAttemptAt: sql`now() + ${delay}::integer * interval '1 millisecond'`,
        })
        .where(eq(mailQueue.id, row.id));
    }
  }
  return { sent, failed };
}

interface Worker {
  timer: NodeJS.Timeout | undefined;
  running: Promise<unknown> | undefined;
  stopped: boolean;
  transport: Transporter;
}
let worker: Worker | undefined;

/** Starts polling when SMTP_URL is set; without it there is nothing to send and nothing starts. */
export function startMailWorker({ pollMs = getConfig().mailPollMs } = {}): boolean {
  if (worker || !mailEnabled()) return false;
  const current: Worker = { timer: undefined, running: undefined, stopped: false, transport: createTransport() };
  const tick = () => {
    current.running = processDueMail(current.transport)
      .catch((error) =>
        console.error("[mail] could not read the mail queue:", error instanceof Error ? error.message : error),
      )
      .finally(() => {
        current.running = undefined;
        if (!current.stopped) current.timer = setTimeout(tick, pollMs);
      });
  };
  worker = current;
  current.timer = setTimeout(tick, 0);
  return true;
}

/** Stops polling and waits for a send in progress, so shutdown never cuts a message in half. */
export async function stopMailWorker(): Promise<void> {
  const current = worker;
  worker = undefined;
  if (!current) return;
  current.stopped = true;
  clearTimeout(current.timer);
  await current.running;
  current.transport.close();
}
