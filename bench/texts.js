// Texts (issue 21): 500 texts waiting in the outbox, sent against a loopback fake of the
// provider's API (tests/support/sms-provider.ts) while a visitor keeps asking for pages: texts
// per second, and the pages' p95 before and while the outbox drains.
import { textOutbox } from "#app/db/schema";
import { withServerDatabase } from "#tests/e2e/support/database";
import { startFakeSmsProvider } from "#tests/support/sms-provider";
import { log, percentile, round1, startServer, tempDir } from "./support.js";

const TEXTS = Number(process.env.BENCH_TEXTS ?? 500);
/** The texts become due this long after they are seeded: the pages are timed at rest until then. */
const DUE_IN_MS = 75_000;
/** The server's pace (SMS_PER_SECOND, the product's default 1 unless set for the bench too). */
const PER_SECOND = Number(process.env.SMS_PER_SECOND || 1);

export async function textRun(serverJs) {
  const dataDir = tempDir("texts");
  const dueAt = new Date(Date.now() + DUE_IN_MS);
  await withServerDatabase({ dataDir }, async (db) => {
    const rows = Array.from({ length: TEXTS }, (_, n) => ({
      toNumber: `+1813555${String(n).padStart(4, "0")}`,
      kind: "confirmation",
      dedupeKey: `bench-${n}`,
      body: `Tampa Bay Refrigerator Repair: bench text ${n}.`,
      nextAttemptAt: dueAt,
    }));
    for (let i = 0; i < rows.length; i += 100) await db.insert(textOutbox).values(rows.slice(i, i + 100));
  });
  const fake = await startFakeSmsProvider();
  const server = await startServer(serverJs, {
    env: { SMS_URL: fake.url, SMS_PER_SECOND: String(PER_SECOND) },
    dataDir,
  });
  try {
    const rest = [];
    const draining = [];
    let done = false;
    const visitor = (async () => {
      for (let n = 0; !done; n++) {
        const t = performance.now();
        const res = await fetch(`${server.url}${n % 2 ? "/services" : "/"}`, { headers: { "accept-encoding": "br" } });
        await res.arrayBuffer();
        (fake.messages.length ? draining : rest).push(performance.now() - t);
      }
    })();
    // Paced: 500 texts at 1 a second take about 8 minutes; allow half as long again.
    await fake.waitFor(TEXTS, DUE_IN_MS + (TEXTS / PER_SECOND) * 1500 + 60_000);
    done = true;
    await visitor;
    const first = fake.messages[0].at;
    const last = fake.messages.at(-1).at;
    const seconds = Math.max(0.001, (last - first) / 1000);
    const result = {
      texts: fake.messages.length,
      smsPerSecond: PER_SECOND,
      calls: fake.calls.length,
      seconds: round1(seconds),
      perSecond: round1(TEXTS / seconds),
      pageRequestsAtRest: rest.length,
      pageP95AtRestMs: round1(percentile(rest, 95)),
      pageRequestsDraining: draining.length,
      pageP95DrainingMs: round1(percentile(draining, 95)),
    };
    log(
      `texts: ${result.texts} sent in ${result.seconds} s (${result.perSecond}/s); pages p95 ${result.pageP95AtRestMs} ms at rest, ${result.pageP95DrainingMs} ms while draining`,
    );
    return result;
  } finally {
    await server.stop();
    await fake.stop();
  }
}

export const textTable = (r) => ({
  header: [
    "texts",
    "provider calls",
    "seconds",
    "texts/s",
    "pages at rest",
    "page p95 at rest ms",
    "pages while draining",
    "page p95 draining ms",
  ],
  rows: [
    [
      r.texts,
      r.calls,
      r.seconds,
      r.perSecond,
      r.pageRequestsAtRest,
      r.pageP95AtRestMs,
      r.pageRequestsDraining,
      r.pageP95DrainingMs,
    ],
  ],
});
