// The owner's reports (issue 37): /admin/reports and its CSVs (the QuickBooks journal, the DR-15
// worksheet and the jobs behind it) with 10,000 jobs completed and paid this month, on PGlite.
// Target: p95 under 500 ms each, the server's RSS inside the PGlite budget. BENCH_SEED is the
// number of jobs here (default 10,000).
import { asc } from "drizzle-orm";
import { closeDb, withDb } from "#app/db/client.server.ts";
import { bookings, jobs, payments } from "#app/db/schema.ts";
import { serviceCounties } from "#app/content/business.ts";
import { monthKeyOf, reportMonth } from "#app/reports/month.ts";
import { setEnv } from "#tests/support/env.ts";
import { seedRequests } from "#tests/fixtures/seed-requests.ts";
import { MEMORY_BUDGET_MB } from "./load.js";
import { log, settledMemory, samplePages, signIn, startServer, tempDir, withRssSampling } from "./support.js";

const SEEDED = Number(process.env.BENCH_SEED ?? 10_000);
const PASSWORD = "bench-owner-password";
export const REPORTS_TARGET_MS = 500;

/**
 * Seeds `dataDir` (PGlite) as the bench reads it: SEEDED jobs completed this month, nine in ten
 * paid. Exported for profiling a server on the same data (docs/decisions/0034-report-queries.md).
 */
export async function seedReportJobs(dataDir) {
  setEnv({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  // Two requests in three are bookings (seedRequests): enough requests for SEEDED bookings, each
  // with a job this month (until 2026-11-27 the bench seeded 10,000 requests: 6,667 jobs).
  await seedRequests(Math.ceil((SEEDED * 3) / 2));
  const month = monthKeyOf(new Date());
  const { start } = reportMonth(month);
  const span = Math.max(1, Date.now() - start.getTime());
  await withDb(async (db) => {
    const ids = (await db.select({ id: bookings.id }).from(bookings).orderBy(asc(bookings.id)))
      .map((r) => r.id)
      .slice(0, SEEDED);
    for (let i = 0; i < ids.length; i += 1000) {
      const batch = ids.slice(i, i + 1000).map((bookingId, n) => {
        const k = i + n;
        const rate = [750, 700, 700, 650][k % 4];
        const parts = k % 5 === 0 ? 0 : 4_999 + (k % 7) * 1_000;
        const subtotal = parts + 12_000 + (parts ? 0 : 8_900);
        const taxable = parts ? subtotal : 0;
        const tax = Math.floor((taxable * rate + 5000) / 10000);
        return {
          bookingId,
          labourCents: 12_000,
          diagnosticFeeCents: 8_900,
          diagnosticCredited: parts > 0,
          taxRateBasisPoints: rate,
          taxCounty: serviceCounties[k % 4],
          taxableCents: taxable,
          partsCents: parts,
          subtotalCents: subtotal,
          taxCents: tax,
          totalCents: subtotal + tax,
          completedAt: new Date(start.getTime() + Math.floor((span * k) / ids.length)),
        };
      });
      const stored = await db.insert(jobs).values(batch).returning();
      await db.insert(payments).values(
        stored
          .filter((_, n) => (i + n) % 10 !== 0)
          .map((j, n) => ({
            jobId: j.id,
            method: ["card", "cash", "check"][n % 3],
            checkNumber: n % 3 === 2 ? "1001" : null,
            amountCents: j.totalCents,
            recordedAt: j.completedAt,
          })),
      );
    }
  });
  await closeDb();
  log(`reports: ${SEEDED} jobs seeded in ${month}`);
  return month;
}

export async function reportRuns(serverJs) {
  const dataDir = tempDir("reports");
  const month = await seedReportJobs(dataDir);

  const server = await startServer(serverJs, { dataDir, env: { ADMIN_PASSWORD: PASSWORD } });
  try {
    // PGlite's start leaves hundreds of MB of garbage that a collection returns a few seconds after
    // "[db] ready" (RSS ~740 MB then ~240 MB on Node 24, with no request at all): sampled from the
    // start, the reports' peak was the start-up's. Its high-water mark is reported apart.
    const { restRssMb, startupPeakMb } = await settledMemory(server.pid);
    log(`reports: server at rest ${restRssMb} MB (start-up high-water ${startupPeakMb} MB)`);
    const owner = await signIn(server.url, "info@example.com", PASSWORD);
    const pages = [
      { name: "GET /admin/reports", path: `/admin/reports?month=${month}` },
      { name: "GET journal.csv", path: `/admin/reports/journal.csv?month=${month}` },
      { name: "GET sales-tax.csv", path: `/admin/reports/sales-tax.csv?month=${month}` },
      { name: "GET sales-tax-jobs.csv", path: `/admin/reports/sales-tax-jobs.csv?month=${month}` },
    ];
    const samples = Number(process.env.BENCH_SAMPLES ?? 20);
    const { result, peakRssMb } = await withRssSampling(server.pid, () =>
      samplePages(server.url, pages, { label: "reports", cookie: owner, samples }),
    );
    return {
      seeded: SEEDED,
      results: result,
      peakRssMb,
      restRssMb,
      startupPeakMb,
      budgetMb: MEMORY_BUDGET_MB.PGlite,
    };
  } finally {
    await server.stop();
  }
}

export const reportsTable = (reports) => ({
  header: ["Request (PGlite)", "status", "samples", "p50 ms", "p95 ms", "note"],
  rows: reports.results.map((r) => [
    r.name,
    r.status,
    r.samples,
    r.p50Ms,
    r.p95Ms,
    `${r.p95Ms < REPORTS_TARGET_MS ? `under ${REPORTS_TARGET_MS} ms` : `OVER ${REPORTS_TARGET_MS} ms`}; peak RSS ${reports.peakRssMb} MB (budget ${reports.budgetMb}; at rest ${reports.restRssMb}, start-up high-water ${reports.startupPeakMb})`,
  ]),
});
