// Paying by link (issue 33): the webhook's p95 with 10,000 jobs stored, each delivery a signed
// checkout.session.completed for another job (recorded once: the event row, the job's lock, the
// payment, the log, the "Payment received" mail), against a loopback fake (tests/support/stripe-fake.ts).
import { bookings, jobs } from "#app/db/schema";
import { withServerDatabase } from "#tests/e2e/support/database";
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from "#tests/support/stripe-fake";
import { aBookingInput, aTwoHundredDollarJob } from "#tests/fixtures/records";
import { log, percentile, round1, startServer, tempDir } from "./support.js";

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const DELIVERIES = Number(process.env.BENCH_WEBHOOKS ?? 300);

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
  const server = await startServer(serverJs, {
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
    dataDir,
  });
  try {
    const url = `${server.url}/payments/stripe/webhook`;
    const times = [];
    let recorded = 0;
    for (let n = 0; n < DELIVERIES; n++) {
      const jobId = jobIds[Math.floor((n * jobIds.length) / DELIVERIES)];
      const session = {
        id: `cs_test_bench${n}`,
        amountTotal: 20_000,
        params: { client_reference_id: String(jobId), "metadata[job_id]": String(jobId) },
        paymentIntent: `pi_test_bench${n}`,
      };
      const t = performance.now();
      const res = await fake.sendEvent(url, fake.completedEvent(session, `evt_bench_${n}`));
      const body = await res.json();
      times.push(performance.now() - t);
      if (body.outcome === "payment") recorded++;
    }
    const result = {
      jobs: jobIds.length,
      deliveries: DELIVERIES,
      recorded,
      p50Ms: round1(percentile(times, 50)),
      p95Ms: round1(percentile(times, 95)),
    };
    log(`payments: webhook p95 ${result.p95Ms} ms over ${DELIVERIES} deliveries with ${result.jobs} jobs`);
    return result;
  } finally {
    await server.stop();
    await fake.stop();
  }
}

export const paymentTable = (r) => ({
  header: ["jobs stored", "deliveries", "payments recorded", "p50 ms", "p95 ms"],
  rows: [[r.jobs, r.deliveries, r.recorded, r.p50Ms, r.p95Ms]],
});
