import { now as clockNow } from "./clock.server";

/**
 * The outbox loop (docs/decisions/0033-one-outbox-loop.md): what every outbound channel (the mail
 * queue, the text outbox) does the same way. Every poll it claims a batch of due rows, has the
 * channel send each (paced, a few at once, when the channel asks), decides what each row becomes
 * (sent, due again after a back-off, held until a time, or given up), logs failures without
 * secrets, and hands the outcomes to the channel to write. Stopping waits for the batch in hand,
 * so shutdown never cuts a message in half.
 *
 * A channel owns its table: how rows are claimed (with a lease that holds across server processes,
 * e.g. FOR UPDATE SKIP LOCKED), how one is sent, and how an outcome is written. The loop never
 * touches the database.
 */

/** What the loop reads of a claimed row: its id (for the log) and how often it was tried. */
export interface OutboxRow {
  id: number;
  attempts: number;
}

/** What one send says. `code`: the provider's error code, if it gave one. */
export type SendOutcome<Receipt> =
  | { status: "sent"; receipt: Receipt }
  /** Try again after the back-off, and not before `notBefore` when given. */
  | { status: "retry"; reason: string; code?: string | null; notBefore?: Date }
  /** Never again (e.g. the mailbox or number refused it for good). */
  | { status: "give-up"; reason: string; code?: string | null };

/** What a channel decides about a claimed row before any send (neither counts as an attempt). */
export type Screened =
  /** Not now: due again at `until` (e.g. a scheduled text in the quiet hours). */
  | { status: "held"; until: Date }
  /** Never sent (e.g. the number replied STOP). */
  | { status: "give-up"; reason: string };

/**
 * A row's outcome as the loop settled it, for the channel to write. `at`: the app clock
 * (clock.server.ts) when it was settled; `attempts`: the row's count, this send included.
 */
export type Settled<Row extends OutboxRow, Receipt> = { row: Row; at: Date } & (
  | { status: "sent"; attempts: number; receipt: Receipt }
  /** `code` undefined: the send gave none (a throw), or there was no send (screened out). */
  | { status: "retry"; attempts: number; reason: string; code?: string | null; delayMs: number }
  | { status: "held"; until: Date }
  | { status: "failed"; attempts: number; reason: string; code?: string | null }
);

export interface OutboxChannel<Row extends OutboxRow, Receipt = undefined> {
  /** The log lines' prefix, as in `[mail] #12 send failed (attempt 1), ...`. */
  name: string;
  /** What the log says could not be read when a batch fails as a whole ("the mail queue"). */
  queue: string;
  /** The most rows claimed at once. */
  batchSize: number;
  /**
   * Without a pace, rows are sent one after another and the next batch waits for the poll. With
   * one, the n-th send of a batch starts n × spacingMs after the batch did, at most `concurrency`
   * await their answers at once, and a full batch is followed by the next as soon as its
   * batchSize × spacingMs are over (the pace, not the poll, sets a drain's speed).
   */
  pace?: { spacingMs: number; concurrency: number };
  /** How long after its `attempts`-th failed send a row is due again. */
  retryDelayMs(attempts: number): number;
  /** Give a row up when its send fails this many times (default: never; it keeps retrying). */
  maxAttempts?: number;
  /**
   * true: each row's outcome is written as soon as it is known (a crash re-sends at most the row in
   * hand); false: the batch's outcomes are written together, in one call, once every send is over.
   */
  writeEach: boolean;
  /** Claims up to `limit` due rows so that no other process claims them too. `now`: the app clock. */
  claim(limit: number, now: Date): Promise<Row[]>;
  /** Decides, before the sends, which claimed rows are held or given up without a send. */
  screen?(rows: Row[], now: Date): Promise<(row: Row) => Screened | undefined>;
  /** Sends one row. A throw counts as a failed send, retried like any other. */
  send(row: Row): Promise<SendOutcome<Receipt>>;
  /** Writes the rows' outcomes. */
  record(settled: Settled<Row, Receipt>[]): Promise<void>;
  /** Values no log line or stored error may contain (a password, an auth token). */
  secrets?(): Array<string | undefined>;
  /** Called once the loop has stopped (e.g. to close the SMTP connection). */
  close?(): void;
}

export interface BatchResult {
  sent: number;
  /** Failed sends, retried or given up, and rows given up without a send. */
  failed: number;
  held: number;
  claimed: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** The back-off: `baseMs` after the first failure, doubling each time, never more than `capMs`. */
export function backoffMs(attempts: number, baseMs: number, capMs = HOUR_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), capMs);
}

/** What is kept of an error: a stored `last_error` is at most this long. */
const MAX_REASON = 2000;

/**
 * An error's message, and its cause's (a failed query's message is the statement; its cause says
 * why it failed).
 */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

/** `text` without the channel's secrets and without the password of any URL in it. */
function redact(channel: Pick<OutboxChannel<OutboxRow, unknown>, "secrets">, text: string): string {
  let safe = text.replace(/(\/\/[^\s/:@]*):[^\s/@]*@/g, "$1:[removed]@");
  for (const secret of channel.secrets?.() ?? []) {
    if (secret && secret.length >= 4) safe = safe.split(secret).join("[removed]");
  }
  return safe;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends one row and settles it: a throw is a failed send like any other. */
async function attempt<Row extends OutboxRow, Receipt>(
  channel: OutboxChannel<Row, Receipt>,
  row: Row,
): Promise<Settled<Row, Receipt>> {
  const attempts = row.attempts + 1;
  let outcome: SendOutcome<Receipt>;
  try {
    outcome = await channel.send(row);
  } catch (error) {
    outcome = { status: "retry", reason: messageOf(error) };
  }
  const at = clockNow();
  if (outcome.status === "sent") return { row, at, status: "sent", attempts, receipt: outcome.receipt };
  const reason = redact(channel, outcome.reason).slice(0, MAX_REASON);
  const code = outcome.code;
  const tag = `[${channel.name}] #${row.id}`;
  if (outcome.status === "give-up") {
    console.error(`${tag} refused for good after ${attempts} attempt(s)${code ? ` (${code})` : ""}: ${reason}`);
    return { row, at, status: "failed", attempts, reason, code };
  }
  if (attempts >= (channel.maxAttempts ?? Infinity)) {
    console.error(`${tag} given up after ${attempts} attempt(s): ${reason}`);
    return { row, at, status: "failed", attempts, reason, code };
  }
  let delayMs = channel.retryDelayMs(attempts);
  if (outcome.notBefore) delayMs = Math.max(delayMs, outcome.notBefore.getTime() - at.getTime());
  console.warn(`${tag} send failed (attempt ${attempts}), retrying in ${Math.round(delayMs / 1000)} s: ${reason}`);
  return { row, at, status: "retry", attempts, reason, code, delayMs };
}

/**
 * One batch: claims the due rows, settles those the channel screens out, sends the others (paced
 * when the channel has a pace) and writes every outcome. Throws when the claim or a write fails
 * (the rows not written stay claimed until their lease ends).
 */
export async function runOutboxBatch<Row extends OutboxRow, Receipt>(
  channel: OutboxChannel<Row, Receipt>,
): Promise<BatchResult> {
  const result: BatchResult = { sent: 0, failed: 0, held: 0, claimed: 0 };
  const now = clockNow();
  const rows = await channel.claim(channel.batchSize, now);
  result.claimed = rows.length;
  if (rows.length === 0) return result;
  const screen = channel.screen ? await channel.screen(rows, now) : () => undefined;

  const settled: Settled<Row, Receipt>[] = [];
  const settle = async (outcome: Settled<Row, Receipt>) => {
    if (outcome.status === "sent") result.sent++;
    else if (outcome.status === "held") result.held++;
    else result.failed++;
    if (channel.writeEach) await channel.record([outcome]);
    else settled.push(outcome);
  };

  const { spacingMs, concurrency } = channel.pace ?? { spacingMs: 0, concurrency: 1 };
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  let sends = 0;
  for (const row of rows) {
    if (failure) break;
    const screened = screen(row);
    if (screened) {
      await settle(
        screened.status === "held"
          ? { row, at: now, status: "held", until: screened.until }
          : { row, at: now, status: "failed", attempts: row.attempts, reason: screened.reason.slice(0, MAX_REASON) },
      ).catch((error: unknown) => {
        failure ??= { error };
      });
      continue;
    }
    // The pace: the n-th send of the batch starts n spacings after the batch did.
    const wait = started + sends++ * spacingMs - performance.now();
    if (wait > 0) await sleep(wait);
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    if (failure) break;
    const sending: Promise<void> = attempt(channel, row)
      .then(settle)
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }
  await Promise.all(inFlight);
  if (failure) throw failure.error;
  if (!channel.writeEach) await channel.record(settled);
  return result;
}

export interface OutboxLoop {
  /** Stops polling and waits for the batch in hand (its sends and its writes), then closes the channel. */
  stop(): Promise<void>;
}

/** Runs a batch at once, then one every `pollMs` (sooner while a paced channel drains full batches). */
export function startOutboxLoop<Row extends OutboxRow, Receipt>(
  channel: OutboxChannel<Row, Receipt>,
  { pollMs }: { pollMs: number },
): OutboxLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    const started = performance.now();
    let next = pollMs;
    running = runOutboxBatch(channel)
      .then((done) => {
        // A full batch: more may be due, so the next one is claimed when this one's pace is over.
        if (channel.pace && done.claimed >= channel.batchSize)
          next = Math.max(0, started + channel.batchSize * channel.pace.spacingMs - performance.now());
      })
      .catch((error: unknown) =>
        console.error(`[${channel.name}] could not read ${channel.queue}:`, redact(channel, messageOf(error))),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, next);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await running;
      channel.close?.();
    },
  };
}
