// Paying by link (issue 33): the webhook's p95 with 10,000 jobs stored, each delivery a signed
// checkout.session.completed for another job (recorded once: the event row, the job's lock, the
// payment, the log, the "Payment received" mail queued and sent to a loopback SMTP sink while the
// next deliveries come), against a loopback fake (tests/support/stripe-fake.ts). The first
// delivery (cold: the route's modules load) and WARM_UP more are timed apart; p50/p95 are of the
// DELIVERIES after them, with the server's CPU per delivery (from /proc: what other work on the
// machine skews least) and its RSS at rest and highest 100 ms sample during the deliveries.
import { readFileSync } from "node:fs";
import { bookings, jobs } from "#app/db/schema";
import { withServerDatabase } from "#tests/e2e/support/database";
import { startTestSmtp } from "#tests/support/smtp";
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from "#tests/support/stripe-fake";
import { aBookingInput, aTwoHundredDollarJob } from "#tests/fixtures/records";
import { idleMemory, log, percentile, round1, startServer, tempDir, withRssSampling } from "./support.js";

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const DELIVERIES = Number(process.env.BENCH_WEBHOOKS ?? 300);
/** Deliveries before the measured ones (the JIT and PGlite's caches settle over the first few dozen). */
const WARM_UP = 20;

/** CPU time (user + system) a process has used, in ms (from /proc: clock ticks of 10 ms). */
function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function paymentRun(serverJs) {
  const dataDir = tempDir("payments");
  const jobIds = await withServerDatabase({ dataDir }, async (db) => {
    const ids = [];
    for (let i = 0; i < JOBS; i += 500) {
      const rows = await db
        .insert(bookings)
        .values(
          Array.from({ length: Math.min(500, JOBS - i) }, (_, n) => ({
            ...aBookingInput({ email: `payer${i + n}@example.com` }),
            status: "done",
            visitStep: "completed",
          })),
        )
        .returning({ id: bookings.id });
      const made = await db
        .insert(jobs)
        .values(rows.map((r) => aTwoHundredDollarJob(r.id)))
        .returning({ id: jobs.id });
      ids.push(...made.map((j) => j.id));
    }
    return ids;
  });
  const fake = await startFakeStripe();
  const smtp = await startTestSmtp();
  const server = await startServer(serverJs, {
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    },
    dataDir,
  });
  try {
    const url = `${server.url}/payments/stripe/webhook`;
    const total = 1 + WARM_UP + DELIVERIES;
    let recorded = 0;
    /** Delivery n (each for another job, spread over all of them): its time in ms. */
    const deliver = async (n) => {
      const jobId = jobIds[Math.floor((n * jobIds.length) / total)];
      const session = {
        id: `cs_test_bench${n}`,
        amountTotal: 20_000,
        params: { client_reference_id: String(jobId), "metadata[job_id]": String(jobId) },
        paymentIntent: `pi_test_bench${n}`,
      };
      const t = performance.now();
      const res = await fake.sendEvent(url, fake.completedEvent(session, `evt_bench_${n}`));
      const body = await res.json();
      if (body.outcome === "payment") recorded++;
      return performance.now() - t;
    };
    const restRssMb = await idleMemory(server);
    const { result: measured, peakRssMb } = await withRssSampling(server.pid, async () => {
      const coldMs = await deliver(0);
      const warmUp = [];
      for (let n = 1; n <= WARM_UP; n++) warmUp.push(await deliver(n));
      const cpuBefore = cpuMsOf(server.pid);
      const times = [];
      for (let n = 1 + WARM_UP; n < total; n++) times.push(await deliver(n));
      return { coldMs, warmUp, times, cpuMs: cpuMsOf(server.pid) - cpuBefore };
    });
    const { coldMs, warmUp, times, cpuMs } = measured;
    const result = {
      jobs: jobIds.length,
      deliveries: DELIVERIES,
      warmUp: WARM_UP,
      sent: total,
      recorded,
      coldMs: round1(coldMs),
      warmUpMaxMs: round1(Math.max(...warmUp)),
      p50Ms: round1(percentile(times, 50)),
      p95Ms: round1(percentile(times, 95)),
      maxMs: round1(Math.max(...times)),
      cpuMsPerDelivery: round1(cpuMs / DELIVERIES),
      mailsSent: smtp.messages.length,
      restRssMb,
      peakRssMb,
    };
    log(
      `payments: webhook p50 ${result.p50Ms} / p95 ${result.p95Ms} ms (max ${result.maxMs}) over ${DELIVERIES} deliveries ` +
        `with ${result.jobs} jobs, ${result.cpuMsPerDelivery} ms of server CPU each; the first ${result.coldMs} ms, ` +
        `the ${WARM_UP} after it at most ${result.warmUpMaxMs} ms; RSS ${restRssMb} MB at rest, ${peakRssMb} MB peak`,
    );
    return result;
  } finally {
    await server.stop();
    await fake.stop();
    await smtp.stop();
  }
}

export const paymentTable = (r) => ({
  header: [
    "jobs stored",
    "deliveries measured",
    "payments recorded",
    "mails sent by the end",
    "first (cold) ms",
    "p50 ms",
    "p95 ms",
    "max ms",
    "server CPU ms each",
    "RSS at rest MB",
    "RSS peak MB",
  ],
  rows: [
    [
      r.jobs,
      `${r.deliveries} (after ${1 + r.warmUp})`,
      `${r.recorded} of ${r.sent}`,
      `${r.mailsSent} of ${r.sent}`,
      r.coldMs,
      r.p50Ms,
      r.p95Ms,
      r.maxMs,
      r.cpuMsPerDelivery,
      r.restRssMb,
      r.peakRssMb,
    ],
  ],
});
