// `npm run bench`: build, serve a snapshot of the build on free loopback ports, and measure what
// the site promises: Lighthouse with both throttling methods, capacity and memory on PGlite and
// PostgreSQL, booking races, the workspace at 10,000 requests, photo uploads. Prints every table
// and writes bench/results/latest.{json,md}. Options: see bench/README.md.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { startTestPostgres } from "#tests/support/postgres.ts";
import { bookingRuns, bookingTable } from "./bookings.js";
import {
  costlyAudits,
  lighthouseMisses,
  lighthouseTable,
  lighthouseVersion,
  runLighthouse,
  THROTTLING_METHODS,
} from "./lighthouse.js";
import { loadAndMemory, loadTable, memoryTable } from "./load.js";
import { photoRun, photoTable } from "./photos.js";
import { staticMemoryTable, staticRuns, staticTable } from "./static.js";
import { textRun, textTable } from "./texts.js";
import { voiceRun, voiceTable } from "./voice.js";
import { paymentRun, paymentTable } from "./payments.js";
import { CHROMIUM_PATH } from "../scripts/chromium.js";
import { build, markdownTable, pad, root, snapshotBuild, startServer, tryExec } from "./support.js";
import { visitRuns, visitsTable } from "./visits.js";
import { workspaceRuns, workspaceTable } from "./workspace.js";
import { ESTIMATE_PAGE_TARGET_MS, estimateRuns, estimatesTable, SIGNATURE_BUDGET_BYTES } from "./estimates.js";
import { customerRuns, customersTable } from "./customers.js";
import { reportRuns, reportsTable, REPORTS_TARGET_MS } from "./reports.js";

const PARTS = [
  "lighthouse",
  "load",
  "static",
  "bookings",
  "workspace",
  "estimates",
  "visits",
  "customers",
  "photos",
  "texts",
  "reports",
  "voice",
  "payments",
];
const only = process.env.BENCH_ONLY?.split(",")
  .map((p) => p.trim())
  .filter(Boolean);
const runs = (part) => !only || only.includes(part);

/**
 * Lighthouse runs in Debian's full Chromium; `npm test` installs only its headless shell, so a
 * machine that ran the tests may not have it yet: installed from Debian's packages, as
 * scripts/test.sh does for the tests' own needs.
 */
function installChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH is ${CHROMIUM_PATH}, which does not exist`);
  console.log("[bench] Installing chromium from Debian's packages for Lighthouse...");
  const options = { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  const aptGet = (...args) =>
    process.getuid?.() === 0
      ? execFileSync("apt-get", args, options)
      : execFileSync("sudo", ["apt-get", ...args], options);
  aptGet("update", "-qq");
  aptGet("install", "-y", "-qq", "chromium");
}

if (only?.some((p) => !PARTS.includes(p))) throw new Error(`BENCH_ONLY takes ${PARTS.join(",")}`);

/** Servers on PostgreSQL: a throwaway cluster (fsync on, as in production) shared by `processes`. */
async function onPostgres(serverJs, processes, env) {
  const postgres = await startTestPostgres({ durable: true });
  const servers = [];
  try {
    for (let n = 0; n < processes; n++)
      servers.push(await startServer(serverJs, { env: { DATABASE_URL: postgres.url, ...env } }));
  } catch (error) {
    for (const s of servers) await s.stop();
    await postgres.stop();
    throw error;
  }
  return {
    servers,
    urls: servers.map((s) => s.url),
    async stop() {
      for (const s of servers) await s.stop();
      await postgres.stop();
    },
  };
}

async function onPglite(serverJs, env) {
  const server = await startServer(serverJs, { env });
  return { servers: [server], urls: [server.url], stop: () => server.stop() };
}

async function main() {
  const t0 = Date.now();
  const loadAtStart = os.loadavg()[0];
  build();
  const snapshot = snapshotBuild();
  const { serverJs } = snapshot;
  const report = { date: new Date().toISOString(), parts: only ?? PARTS, misses: [] };
  try {
    if (runs("lighthouse")) {
      installChromium();
      const server = await startServer(serverJs);
      try {
        report.lighthouse = [];
        for (const method of THROTTLING_METHODS) report.lighthouse.push(...(await runLighthouse(server.url, method)));
      } finally {
        await server.stop();
      }
      report.misses.push(...lighthouseMisses(report.lighthouse));
    }
    if (runs("load")) {
      report.memory = [];
      report.load = [];
      for (const database of ["PGlite", "PostgreSQL"]) {
        let result;
        if (database === "PGlite") result = await loadAndMemory(serverJs, database, {});
        else {
          const postgres = await startTestPostgres({ durable: true });
          try {
            result = await loadAndMemory(serverJs, database, { DATABASE_URL: postgres.url });
          } finally {
            await postgres.stop();
          }
        }
        report.memory.push(result.memory);
        report.load.push(...result.runs);
        if (result.memory.peakRssMb > result.memory.budgetMb)
          report.misses.push(
            `${database}: ${result.memory.peakRssMb} MB under load (budget ${result.memory.budgetMb} MB)`,
          );
        for (const r of result.runs)
          if (r.non2xx || r.errors)
            report.misses.push(`${r.name} on ${database}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      }
    }
    if (runs("static")) {
      report.static = { runs: [], memory: [] };
      for (const database of ["PGlite", "PostgreSQL"]) {
        let result;
        if (database === "PGlite") result = await staticRuns(serverJs, database, {});
        else {
          const postgres = await startTestPostgres({ durable: true });
          try {
            result = await staticRuns(serverJs, database, { DATABASE_URL: postgres.url });
          } finally {
            await postgres.stop();
          }
        }
        report.static.runs.push(...result.runs);
        report.static.memory.push(result.memory);
        if (result.memory.peakRssMb > result.memory.budgetMb)
          report.misses.push(
            `static speed on ${database}: ${result.memory.peakRssMb} MB under load (budget ${result.memory.budgetMb} MB)`,
          );
        for (const r of result.runs) {
          if (!r.met)
            report.misses.push(
              `${r.page} on ${database} at ${r.connections} connections: ${Math.round(r.ratio * 100)}% of the limit, p99 ${r.site.latencyP99Ms} ms (goal 40%, under 20 ms)`,
            );
          if (r.site.non2xx || r.site.errors)
            report.misses.push(`${r.page} on ${database}: ${r.site.non2xx} non-2xx, ${r.site.errors} errors`);
        }
      }
    }
    if (runs("bookings")) {
      report.bookings = [
        ...(await bookingRuns("PGlite", (env) => onPglite(serverJs, env))),
        ...(await bookingRuns("PostgreSQL", (env) => onPostgres(serverJs, 2, env))),
      ];
      for (const b of report.bookings) {
        if (b.stored !== b.expectedStored || b.other)
          report.misses.push(
            `bookings ${b.label}: ${b.stored} stored (expected ${b.expectedStored}), ${b.other} other answers`,
          );
        if (b.mostInOneWindow > b.capacity)
          report.misses.push(`bookings ${b.label}: ${b.mostInOneWindow} in one window (capacity ${b.capacity})`);
      }
    }
    if (runs("workspace")) {
      report.workspace = await workspaceRuns(serverJs);
      for (const r of report.workspace.results)
        if (r.status !== 200 || r.p95Ms >= 100)
          report.misses.push(`workspace ${r.path}: ${r.status}, p95 ${r.p95Ms} ms (target under 100 ms)`);
      const csv = report.workspace.export;
      if (csv.status !== 200 || csv.records !== report.workspace.seeded)
        report.misses.push(`workspace CSV: ${csv.status}, ${csv.records} of ${report.workspace.seeded} records`);
    }
    if (runs("estimates")) {
      report.estimates = await estimateRuns(serverJs);
      for (const r of report.estimates.results.filter((r) => !r.name.includes("for comparison")))
        if (r.status !== 200 || r.p95Ms >= ESTIMATE_PAGE_TARGET_MS)
          report.misses.push(
            `estimates ${r.path}: ${r.status}, p95 ${r.p95Ms} ms (target under ${ESTIMATE_PAGE_TARGET_MS} ms)`,
          );
      if (report.estimates.signature.bytes >= SIGNATURE_BUDGET_BYTES || report.estimates.signature.bytes === 0)
        report.misses.push(
          `estimates: a full pad's signature stored in ${report.estimates.signature.bytes} bytes (budget under 30 KB)`,
        );
    }
    if (runs("visits")) {
      report.visits = await visitRuns(serverJs);
      for (const r of report.visits.results)
        if (r.status !== 200 || r.p95Ms >= 100)
          report.misses.push(`visits ${r.name}: ${r.status}, p95 ${r.p95Ms} ms (target under 100 ms)`);
      if (report.visits.poll.failures) report.misses.push(`visits status poll: ${report.visits.poll.failures} failed`);
    }
    if (runs("customers")) {
      report.customers = await customerRuns(serverJs);
      for (const r of report.customers.results)
        if (r.status !== 200 || r.p95Ms >= 100)
          report.misses.push(`customers ${r.path}: ${r.status}, p95 ${r.p95Ms} ms (target under 100 ms)`);
    }
    if (runs("reports")) {
      report.reports = await reportRuns(serverJs);
      for (const r of report.reports.results)
        if (r.status !== 200 || r.p95Ms >= REPORTS_TARGET_MS)
          report.misses.push(
            `reports ${r.name}: ${r.status}, p95 ${r.p95Ms} ms (target under ${REPORTS_TARGET_MS} ms)`,
          );
      if (report.reports.peakRssMb > report.reports.budgetMb)
        report.misses.push(`reports: ${report.reports.peakRssMb} MB (budget ${report.reports.budgetMb} MB)`);
    }
    if (runs("photos")) {
      report.photos = [
        await photoRun("PGlite", (env) => onPglite(serverJs, env)),
        await photoRun("PostgreSQL", (env) => onPostgres(serverJs, 1, env)),
      ];
      for (const p of report.photos)
        if (p.stored !== p.uploads) report.misses.push(`photos on ${p.database}: ${p.stored} of ${p.uploads} stored`);
    }
    if (runs("texts")) {
      report.texts = await textRun(serverJs);
      if (report.texts.texts !== report.texts.calls)
        report.misses.push(`texts: ${report.texts.calls} provider calls for ${report.texts.texts} texts`);
    }
    if (runs("voice")) {
      report.voice = await voiceRun(serverJs);
      for (const [name, p95] of [
        ["/voice/inbound", report.voice.inboundP95Ms],
        ["/voice/after-dial", report.voice.afterDialP95Ms],
      ])
        if (p95 >= 100) report.misses.push(`voice: ${name} p95 ${p95} ms (target under 100)`);
    }
    if (runs("payments")) {
      report.payments = await paymentRun(serverJs);
      if (report.payments.p95Ms > 50)
        report.misses.push(`payments: webhook p95 ${report.payments.p95Ms} ms (budget 50)`);
      if (report.payments.recorded !== report.payments.sent)
        report.misses.push(`payments: ${report.payments.recorded} of ${report.payments.sent} recorded`);
    }
  } finally {
    snapshot.remove();
  }

  report.durationS = Math.round((Date.now() - t0) / 1000);
  report.environment = {
    commit: tryExec("git", ["rev-parse", "--short", "HEAD"]),
    dirty: Boolean(tryExec("git", ["status", "--porcelain"])),
    node: process.version,
    lighthouse: lighthouseVersion(),
    chromium: tryExec(CHROMIUM_PATH, ["--version"])?.split("\n").pop() ?? null,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    // Other work on the machine slows every figure: the 1-minute load average, start and end.
    loadAverage: { start: Number(loadAtStart.toFixed(2)), end: Number(os.loadavg()[0].toFixed(2)) },
  };

  const sections = tables(report);
  for (const { title, table } of sections) console.log(`\n${title}\n${pad(table.header, table.rows)}`);
  console.log(`\nTargets and budgets missed:${report.misses.length ? `\n- ${report.misses.join("\n- ")}` : " none"}`);
  const resultsDir = path.join(root, "bench", "results");
  mkdirSync(resultsDir, { recursive: true });
  // A run of some parts (BENCH_ONLY) keeps the full run's figures: it writes latest-<parts>.*.
  const name = only ? `latest-${only.join("-")}` : "latest";
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, `${name}.md`), toMarkdown(report, sections));
  console.log(`\nWrote bench/results/${name}.json and bench/results/${name}.md (${report.durationS} s)`);
}

function tables(report) {
  const out = [];
  for (const method of THROTTLING_METHODS) {
    const results = report.lighthouse?.filter((r) => r.throttlingMethod === method) ?? [];
    if (results.length)
      out.push({
        title: `Lighthouse, mobile, ${method} throttling (KB as transferred)`,
        table: lighthouseTable(results),
      });
  }
  if (report.memory)
    out.push({
      title: "Server memory (RSS; under load = highest 100 ms sample during the load runs)",
      table: memoryTable(report.memory),
    });
  if (report.load) out.push({ title: "Server capacity (autocannon on loopback)", table: loadTable(report.load) });
  if (report.static) {
    out.push({
      title:
        "Public pages against the limit (the same bytes from a bare node:http server; gzip, autocannon on loopback)",
      table: staticTable(report.static.runs),
    });
    out.push({
      title: "Server memory during the static-speed runs (RSS)",
      table: staticMemoryTable(report.static.memory),
    });
  }
  if (report.bookings)
    out.push({ title: "Bookings: 20 clients at once (POST /book, urlencoded)", table: bookingTable(report.bookings) });
  if (report.workspace)
    out.push({
      title: `Workspace with ${report.workspace.seeded} stored requests (sequential, signed in)`,
      table: workspaceTable(report.workspace),
    });
  if (report.estimates)
    out.push({
      title: `A request's page with a 3-option estimate, ${report.estimates.seeded} stored requests (sequential, signed in); the drawn signature's size`,
      table: estimatesTable(report.estimates),
    });
  if (report.visits)
    out.push({
      title: `The visit's day with ${report.visits.seeded} stored requests (signed in; the visitor's status poll)`,
      table: visitsTable(report.visits),
    });
  if (report.customers)
    out.push({ title: "Customers (sequential, signed in)", table: customersTable(report.customers) });
  if (report.reports)
    out.push({
      title: `The owner's reports with ${report.reports.seeded} jobs in the month (sequential, signed in)`,
      table: reportsTable(report.reports),
    });
  if (report.photos)
    out.push({
      title: "Photo uploads (5 clients, one 12 MB JPEG per request) while a visitor reads pages",
      table: photoTable(report.photos),
    });
  if (report.texts)
    out.push({
      title: "Texts: 500 in the outbox sent against a loopback fake provider while a visitor reads pages",
      table: textTable(report.texts),
    });
  if (report.voice) out.push({ title: "Voice webhooks (signed, sequential, PGlite)", table: voiceTable(report.voice) });
  if (report.payments)
    out.push({
      title:
        "Stripe webhook: signed checkout.session.completed, one per job, 10,000 jobs stored (budget p95 50 ms, after the warm-up)",
      table: paymentTable(report.payments),
    });
  return out;
}

function toMarkdown(report, sections) {
  const env = report.environment;
  return [
    "# Benchmark results (latest run)",
    "",
    `- Date: ${report.date}; parts: ${report.parts.join(", ")}; ${report.durationS} s`,
    `- Commit: ${env.commit ?? "unknown"}${env.dirty ? " (with uncommitted changes)" : ""}`,
    `- Lighthouse ${env.lighthouse}, ${env.chromium ?? "Chromium"}, mobile (slow 4G, 4x CPU slowdown), simulated and applied (devtools) throttling`,
    `- Machine: ${env.cpus} x ${env.cpuModel}, Node ${env.node}; 1-minute load average ${env.loadAverage.start} at start, ${env.loadAverage.end} at end (client and server share the cores)`,
    "",
    ...sections.flatMap(({ title, table }) => [`## ${title}`, "", markdownTable(table.header, table.rows), ""]),
    "## Targets and budgets missed",
    "",
    ...(report.misses.length ? report.misses.map((m) => `- ${m}`) : ["- None."]),
    "",
    ...(report.lighthouse ? ["## Lighthouse audits that cost points", "", ...costlyAudits(report.lighthouse), ""] : []),
  ].join("\n");
}

main().catch((error) => {
  console.error("[bench] failed:", error);
  process.exitCode = 1;
});
