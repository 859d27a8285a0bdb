import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  backoffMs,
  runOutboxBatch,
  startOutboxLoop,
  type OutboxChannel,
  type Screened,
  type SendOutcome,
  type Settled,
} from "./outbox-loop.server";

/** A row of the fake outbox, kept in memory. */
interface FakeRow {
  id: number;
  attempts: number;
  dueAt: number;
  state: "waiting" | "sent" | "failed";
  lastError: string | null;
}

/**
 * A fake channel over an in-memory table: it claims rows that are due by the fake time `clock`,
 * answers each send from `answer`, and writes outcomes the way the real channels do.
 */
function fakeChannel(
  answer: (row: FakeRow) => Promise<SendOutcome<string>> | SendOutcome<string>,
  options: Partial<OutboxChannel<FakeRow, string>> = {},
) {
  const rows: FakeRow[] = [];
  const written: Settled<FakeRow, string>[] = [];
  const records: number[] = [];
  let clock = 0;
  const channel: OutboxChannel<FakeRow, string> = {
    name: "fake",
    queue: "the fake outbox",
    batchSize: 10,
    writeEach: false,
    retryDelayMs: (attempts) => backoffMs(attempts, 100),
    async claim(limit) {
      const due = rows.filter((r) => r.state === "waiting" && r.dueAt <= clock).slice(0, limit);
      for (const row of due) row.dueAt = clock + 600_000; // the lease
      return due.map((r) => ({ ...r }));
    },
    send: async (row) => answer(row),
    async record(settled) {
      records.push(settled.length);
      for (const outcome of settled) {
        written.push(outcome);
        const row = rows.find((r) => r.id === outcome.row.id)!;
        if (outcome.status === "sent") Object.assign(row, { state: "sent", attempts: outcome.attempts });
        if (outcome.status === "failed")
          Object.assign(row, { state: "failed", attempts: outcome.attempts, lastError: outcome.reason });
        if (outcome.status === "retry")
          Object.assign(row, { attempts: outcome.attempts, lastError: outcome.reason, dueAt: clock + outcome.delayMs });
        if (outcome.status === "held") row.dueAt = outcome.until.getTime();
      }
    },
    ...options,
  };
  return {
    channel,
    rows,
    written,
    records,
    add(count: number) {
      for (let i = 0; i < count; i++)
        rows.push({ id: rows.length + 1, attempts: 0, dueAt: 0, state: "waiting", lastError: null });
    },
    /** Moves the fake time past every row's next attempt. */
    later() {
      clock = Math.max(clock, ...rows.map((r) => r.dueAt)) + 1;
    },
  };
}

type ConsoleSpy = { mock: { calls: unknown[][] } };
let warn: ConsoleSpy;
let error: ConsoleSpy;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  error = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const logged = (spy: ConsoleSpy) => spy.mock.calls.map((call) => call.join(" "));

describe("backoffMs", () => {
  it("starts at the base, doubles, and never waits more than the cap", () => {
    expect([1, 2, 3, 4, 8, 20].map((n) => backoffMs(n, 30_000) / 1000)).toEqual([30, 60, 120, 240, 3600, 3600]);
    expect([0, 1, 2, 3].map((n) => backoffMs(n, 100, 250))).toEqual([100, 100, 200, 250]);
  });
});

describe("the outbox loop", () => {
  it("retries a failed send with the back-off until it goes, counting each attempt", async () => {
    let tries = 0;
    const fake = fakeChannel(() =>
      ++tries < 4 ? { status: "retry", reason: "busy", code: "451" } : { status: "sent", receipt: "ok" },
    );
    fake.add(1);
    const results = [];
    for (let i = 0; i < 4; i++) {
      results.push(await runOutboxBatch(fake.channel));
      fake.later();
    }
    expect(results.map((r) => [r.sent, r.failed])).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
      [1, 0],
    ]);
    expect(fake.written.map((w) => (w.status === "retry" ? w.delayMs : w.status))).toEqual([100, 200, 400, "sent"]);
    expect(fake.rows[0]).toMatchObject({ state: "sent", attempts: 4 });
    expect(logged(warn)).toEqual([
      "[fake] #1 send failed (attempt 1), retrying in 0 s: busy",
      "[fake] #1 send failed (attempt 2), retrying in 0 s: busy",
      "[fake] #1 send failed (attempt 3), retrying in 0 s: busy",
    ]);
  });

  it("gives up after maxAttempts failed sends, and at once on a give-up", async () => {
    const fake = fakeChannel(
      (row) =>
        row.id === 1 ? { status: "retry", reason: "timeout" } : { status: "give-up", reason: "no such mailbox" },
      { maxAttempts: 3 },
    );
    fake.add(2);
    for (let i = 0; i < 5; i++) {
      await runOutboxBatch(fake.channel);
      fake.later();
    }
    expect(fake.rows).toMatchObject([
      { state: "failed", attempts: 3, lastError: "timeout" },
      { state: "failed", attempts: 1, lastError: "no such mailbox" },
    ]);
    expect(await runOutboxBatch(fake.channel)).toEqual({ sent: 0, failed: 0, held: 0, claimed: 0 });
    expect(logged(error)).toEqual([
      "[fake] #2 refused for good after 1 attempt(s): no such mailbox",
      "[fake] #1 given up after 3 attempt(s): timeout",
    ]);
  });

  it("counts a throw in send as a failed send, retried; no secret reaches the log or the row", async () => {
    const fake = fakeChannel(
      () => {
        throw new Error("connect to smtp://owner:hunter22@mail.example failed, token tok-5ecret");
      },
      { secrets: () => ["tok-5ecret", undefined] },
    );
    fake.add(1);
    expect(await runOutboxBatch(fake.channel)).toEqual({ sent: 0, failed: 1, held: 0, claimed: 1 });
    const [outcome] = fake.written;
    expect(outcome).toMatchObject({ status: "retry", attempts: 1, delayMs: 100 });
    expect(fake.rows[0]!.lastError).toBe("connect to smtp://owner:[removed]@mail.example failed, token [removed]");
    expect(logged(warn).join("\n")).not.toMatch(/hunter22|tok-5ecret/);
  });

  it("waits for notBefore when it is later than the back-off", async () => {
    const fake = fakeChannel(() => ({ status: "retry", reason: "quiet", notBefore: new Date(Date.now() + 60_000) }));
    fake.add(1);
    await runOutboxBatch(fake.channel);
    const outcome = fake.written[0]!;
    expect(outcome.status === "retry" && outcome.delayMs).toBeGreaterThan(55_000);
  });

  it("settles screened rows without a send or an attempt", async () => {
    const send = vi.fn(async (): Promise<SendOutcome<string>> => ({ status: "sent", receipt: "ok" }));
    const until = new Date("2026-11-28T13:00:00Z");
    const screened: Record<number, Screened> = {
      1: { status: "held", until },
      2: { status: "give-up", reason: "Not sent: STOP" },
    };
    const fake = fakeChannel(send, {
      screen: async () => (row: FakeRow) => screened[row.id],
    });
    fake.add(3);
    expect(await runOutboxBatch(fake.channel)).toEqual({ sent: 1, failed: 1, held: 1, claimed: 3 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(fake.written.map((w) => [w.row.id, w.status])).toEqual([
      [1, "held"],
      [2, "failed"],
      [3, "sent"],
    ]);
    expect(fake.rows.map((r) => r.attempts)).toEqual([0, 0, 1]);
    expect(fake.records).toEqual([3]); // one write for the batch
  });

  it("writes each outcome as it comes when the channel asks, one send after another without a pace", async () => {
    let inFlight = 0;
    let most = 0;
    const fake = fakeChannel(
      async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight--;
        return { status: "sent", receipt: "ok" };
      },
      { writeEach: true },
    );
    fake.add(4);
    await runOutboxBatch(fake.channel);
    expect(fake.records).toEqual([1, 1, 1, 1]);
    expect(most).toBe(1);
  });

  it("paces a batch: sends spaced, a few at once, the batch's outcomes in one write", async () => {
    const starts: number[] = [];
    let inFlight = 0;
    let most = 0;
    const fake = fakeChannel(
      async () => {
        starts.push(performance.now());
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 200));
        inFlight--;
        return { status: "sent", receipt: "ok" };
      },
      { pace: { spacingMs: 40, concurrency: 2 } },
    );
    fake.add(4);
    await runOutboxBatch(fake.channel);
    expect(most).toBe(2);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(35);
    expect(starts[2]! - starts[0]!).toBeGreaterThanOrEqual(190); // waited for a free place
    expect(fake.records).toEqual([4]);
  });

  it("polls on its own; stop() waits for the sends in flight, then closes the channel and polls no more", async () => {
    let release: () => void = () => {};
    const started = vi.fn();
    const close = vi.fn();
    const fake = fakeChannel(
      () =>
        new Promise<SendOutcome<string>>((resolve) => {
          started();
          release = () => resolve({ status: "sent", receipt: "ok" });
        }),
      { close },
    );
    const claim = vi.spyOn(fake.channel, "claim");
    fake.add(1);
    const loop = startOutboxLoop(fake.channel, { pollMs: 10 });
    await vi.waitFor(() => expect(started).toHaveBeenCalled());
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false); // the send is still in flight
    expect(close).not.toHaveBeenCalled();
    release();
    await stopping;
    expect(fake.rows[0]!.state).toBe("sent");
    expect(close).toHaveBeenCalledTimes(1);
    const claims = claim.mock.calls.length;
    fake.add(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(claim.mock.calls.length).toBe(claims);
    expect(fake.rows[1]!.state).toBe("waiting");
  });

  it("keeps polling after a batch fails as a whole, and says why (the cause too) without secrets", async () => {
    let calls = 0;
    const fake = fakeChannel(() => ({ status: "sent", receipt: "ok" }), {
      secrets: () => ["pa55word"],
    });
    const claim = fake.channel.claim.bind(fake.channel);
    fake.channel.claim = async (limit, now) => {
      if (++calls === 1)
        throw new Error("Failed query: select 1", { cause: new Error("database pa55word unreachable") });
      return claim(limit, now);
    };
    fake.add(1);
    const loop = startOutboxLoop(fake.channel, { pollMs: 10 });
    try {
      await vi.waitFor(() => expect(fake.rows[0]!.state).toBe("sent"));
    } finally {
      await loop.stop();
    }
    expect(logged(error)).toEqual([
      "[fake] could not read the fake outbox: Failed query: select 1 (database [removed] unreachable)",
    ]);
  });

  it("claims the next paced batch as soon as a full one's pace is over, not after the poll", async () => {
    const fake = fakeChannel(() => ({ status: "sent", receipt: "ok" }), {
      batchSize: 2,
      pace: { spacingMs: 5, concurrency: 2 },
    });
    fake.add(5);
    const loop = startOutboxLoop(fake.channel, { pollMs: 60_000 });
    try {
      await vi.waitFor(() => expect(fake.rows.every((r) => r.state === "sent")).toBe(true), { timeout: 2000 });
    } finally {
      await loop.stop();
    }
  });
});
