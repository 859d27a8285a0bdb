// Public pages at static speed (issue 24, docs/decisions/public-page-cache.md): GET /, a service
// page and /book from the site (its page cache) against the limit, a bare node:http server in its
// own process answering the very same bytes and headers (gzip), at 10 and 50 connections; the
// ratio of their requests per second, p99, and the site's RSS at rest and under that load.
import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../scripts/server-node-flags.js";
import { MEMORY_BUDGET_MB } from "./load.js";
import { idleMemory, log, memoryOf, root, startServer, tempDir, withRssSampling } from "./support.js";

// /es: the Spanish home at the same ratio as / (issue 34); with it the site's page cache holds
// both languages while the RSS is sampled.
export const STATIC_PAGES = ["/", "/services/cooling-issues", "/book", "/es"];
export const STATIC_CONNECTIONS = [10, 50];
/** The goal: at least 40% of the limit's requests per second, with p99 under 20 ms. */
export const STATIC_TARGET = { ratio: 0.4, p99Ms: 20 };

const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 10));
const HEADERS = { "accept-encoding": "gzip", accept: "text/html" };

/** One GET with the raw (still compressed) body and the headers, as a client on the wire sees them. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

const NOT_COPIED = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

/** The bare server, in its own process, answering each page with the bytes and headers the site sent. */
async function startLimitServer(pages) {
  const dir = tempDir("limit");
  const file = path.join(dir, "pages.json");
  writeFileSync(file, JSON.stringify(pages));
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(root, "bench", "static-limit-server.js"), file],
    { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, ...SERVER_ENV } },
  );
  const port = await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      const match = /port (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`the limit server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CPU time (user + system) a process has used, in ms (from /proc: clock ticks of 10 ms). */
function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A load run, with the CPU the serving process spent per answer (robust to other work on the machine). */
async function cannon(url, connections, duration = DURATION, pid) {
  const cpuBefore = pid ? cpuMsOf(pid) : 0;
  const result = await autocannon({ url, connections, duration, headers: HEADERS });
  const cpuMs = pid ? cpuMsOf(pid) - cpuBefore : 0;
  return {
    cpuMs,
    requestsPerSec: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Turns of one target as one run: requests per second averaged, the highest p50 and p99, the sums. */
function combine(runs) {
  const total = runs.reduce((sum, r) => sum + r.total, 0);
  return {
    cpuUsPerRequest: Math.round((runs.reduce((sum, r) => sum + r.cpuMs, 0) * 1000) / total),
    requestsPerSec: Math.round(runs.reduce((sum, r) => sum + r.requestsPerSec, 0) / runs.length),
    latencyP50Ms: Math.max(...runs.map((r) => r.latencyP50Ms)),
    latencyP99Ms: Math.max(...runs.map((r) => r.latencyP99Ms)),
    total,
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** One database: the pages from the site and from the limit, in turns. */
export async function staticRuns(serverJs, database, env) {
  const server = await startServer(serverJs, { env });
  let limit;
  try {
    const pages = {};
    for (const page of STATIC_PAGES) {
      await rawGet(server.url + page, HEADERS); // the first request renders and keeps the page
      const { status, headers, body } = await rawGet(server.url + page, HEADERS);
      if (status !== 200 || headers["content-encoding"] !== "gzip")
        throw new Error(`${page}: ${status} ${headers["content-encoding"]}`);
      pages[page] = {
        headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_COPIED.has(name))),
        bodyBase64: body.toString("base64"),
      };
    }
    limit = await startLimitServer(pages);
    for (const page of STATIC_PAGES) {
      const [site, bare] = await Promise.all([rawGet(server.url + page, HEADERS), rawGet(limit.url + page, HEADERS)]);
      if (!site.body.equals(bare.body)) throw new Error(`${page}: the limit server does not send the site's bytes`);
    }
    const idleRssMb = await idleMemory(server);
    // Both warmed up (JIT, connections) before anything is measured.
    for (const page of STATIC_PAGES) {
      await cannon(server.url + page, 10, 2);
      await cannon(limit.url + page, 10, 2);
    }
    const runs = [];
    const { peakRssMb } = await withRssSampling(server.pid, async () => {
      for (const connections of STATIC_CONNECTIONS) {
        for (const page of STATIC_PAGES) {
          // Site and limit in turns (half the duration each, twice), so other work on the machine
          // weighs on both alike: requests per second averaged, the higher p99 of the two turns.
          const turns = [];
          for (let turn = 0; turn < 2; turn++) {
            turns.push([
              await cannon(server.url + page, connections, DURATION / 2, server.pid),
              await cannon(limit.url + page, connections, DURATION / 2, limit.pid),
            ]);
          }
          const [site, bare] = [0, 1].map((i) => combine(turns.map((t) => t[i])));
          const ratio = Math.round((site.requestsPerSec / bare.requestsPerSec) * 100) / 100;
          const met = ratio >= STATIC_TARGET.ratio && site.latencyP99Ms < STATIC_TARGET.p99Ms;
          runs.push({ database, page, connections, site, limit: bare, ratio, met });
          log(
            `${database} ${page} x${connections}: ${site.requestsPerSec}/s (p99 ${site.latencyP99Ms} ms, ${site.cpuUsPerRequest} µs CPU each) ` +
              `vs limit ${bare.requestsPerSec}/s (p99 ${bare.latencyP99Ms} ms, ${bare.cpuUsPerRequest} µs): ${Math.round(ratio * 100)}%`,
          );
        }
      }
    });
    const memory = {
      database,
      idleRssMb,
      peakRssMb,
      highWaterMb: memoryOf(server.pid).peakMb,
      budgetMb: MEMORY_BUDGET_MB[database],
    };
    log(
      `static speed on ${database}: RSS ${idleRssMb} MB at rest, ${peakRssMb} MB under load (budget ${memory.budgetMb} MB)`,
    );
    return { runs, memory };
  } finally {
    await limit?.stop();
    await server.stop();
  }
}

export const staticTable = (runs) => ({
  header: [
    "Page",
    "Database",
    "conns",
    "site req/s",
    "site p50 ms",
    "site p99 ms",
    "site CPU µs/req",
    "limit req/s",
    "limit p99 ms",
    "limit CPU µs/req",
    "ratio",
    "goal (40%, p99 < 20 ms)",
    "non-2xx/errors",
  ],
  rows: runs.map((r) => [
    r.page,
    r.database,
    r.connections,
    r.site.requestsPerSec,
    r.site.latencyP50Ms,
    r.site.latencyP99Ms,
    r.site.cpuUsPerRequest,
    r.limit.requestsPerSec,
    r.limit.latencyP99Ms,
    r.limit.cpuUsPerRequest,
    `${Math.round(r.ratio * 100)}%`,
    r.met ? "met" : "MISSED",
    r.site.non2xx + r.site.errors,
  ]),
});

export const staticMemoryTable = (memory) => ({
  header: ["Database", "RSS at rest MB", "RSS under load MB", "VmHWM MB", "budget under load MB", "within"],
  rows: memory.map((m) => [
    m.database,
    m.idleRssMb,
    m.peakRssMb,
    m.highWaterMb,
    m.budgetMb,
    m.peakRssMb <= m.budgetMb ? "yes" : "NO",
  ]),
});
