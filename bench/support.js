// What every part of the bench shares: a snapshot of build/, servers on free loopback ports with
// their own environment, their memory from /proc, latency percentiles, and tables.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../scripts/server-node-flags.js";
import { bookingForm } from "#tests/e2e/support/requests.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const log = (...args) => console.log("[bench]", ...args);
export const MB = 1024 * 1024;

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

export function tempDir(label) {
  return mkdtempSync(path.join(os.tmpdir(), `fridge-bench-${label}-`));
}

export function tryExec(cmd, args) {
  try {
    return execFileSync(cmd, args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

/** Builds unless BENCH_SKIP_BUILD=1 (and a build exists). */
export function build() {
  if (process.env.BENCH_SKIP_BUILD === "1" && existsSync(path.join(root, "build", "server", "index.js"))) return;
  log("building the production bundle (react-router build)...");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`react-router build failed with status ${result.status}`);
}

/**
 * A copy of build/ and server.js that the benchmark serves, so that another build in this tree
 * (npm start, npm test) cannot swap the hashed files mid-run. It lives under node_modules/ so the
 * bundle still resolves its packages. Returns the path of its server.js and the clean-up.
 */
export function snapshotBuild() {
  const snapshot = path.join(root, "node_modules", ".cache", `fridge-bench-${process.pid}`);
  rmSync(snapshot, { recursive: true, force: true });
  mkdirSync(snapshot, { recursive: true });
  cpSync(path.join(root, "build"), path.join(snapshot, "build"), { recursive: true });
  copyFileSync(path.join(root, "server.js"), path.join(snapshot, "server.js"));
  if (!existsSync(path.join(snapshot, "build", "server", "index.js")))
    throw new Error("build/server/index.js is missing");
  return {
    serverJs: path.join(snapshot, "server.js"),
    remove: () => rmSync(snapshot, { recursive: true, force: true }),
  };
}

/**
 * Starts `node server.js` (production) on a free loopback port with `env` on top of a neutral
 * environment; resolves once it answers and has opened its database.
 */
export async function startServer(serverJs, { env = {}, dataDir = tempDir("data"), keepData = false } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_FLAGS: extra node flags for the server, to profile a part (`--cpu-prof --cpu-prof-dir=/tmp/prof`, `--trace-gc`).
  const extraFlags = (process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraFlags, serverJs], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...SERVER_ENV,
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      RATE_LIMIT_PER_MINUTE: "1000000",
      ...env,
    },
  });
  let output = "";
  const collect = (chunk) => {
    output = (output + chunk).slice(-Number(process.env.BENCH_OUTPUT_KEEP ?? 8000));
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  // BENCH_SERVER_LOG: a file that gets all of the server's output (a --trace-gc run's every line).
  if (process.env.BENCH_SERVER_LOG) {
    const file = createWriteStream(process.env.BENCH_SERVER_LOG, { flags: "a" });
    child.stdout.pipe(file);
    child.stderr.pipe(file);
  }
  const deadline = Date.now() + 120_000;
  while (!/\[db\] (ready|not reachable)/.test(output)) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start within 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  for (;;) {
    try {
      const res = await fetch(`${url}/`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer within 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => {
          const timer = setTimeout(() => {
            child.kill("SIGKILL");
            resolve(undefined);
          }, 8000);
          child.once("exit", () => {
            clearTimeout(timer);
            resolve(undefined);
          });
        });
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process now (VmRSS) and its peak since it started (VmHWM), in MB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

/** Samples a process's RSS every 100 ms while `work` runs; returns its result and the highest sample. */
export async function withRssSampling(pid, work) {
  let highest = memoryOf(pid).rssMb;
  const timer = setInterval(() => {
    try {
      highest = Math.max(highest, memoryOf(pid).rssMb);
    } catch {
      // the process ended
    }
  }, 100);
  try {
    const result = await work();
    return { result, peakRssMb: Math.max(highest, memoryOf(pid).rssMb) };
  } finally {
    clearInterval(timer);
  }
}

/** Waits until the server's RSS holds still (two samples a second apart within 5 MB, 30 s at most). */
export async function settledMemory(pid) {
  const deadline = Date.now() + 30_000;
  let last = memoryOf(pid).rssMb;
  await new Promise((r) => setTimeout(r, 3000));
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const { rssMb, peakMb } = memoryOf(pid);
    if (Math.abs(rssMb - last) < 5 || Date.now() > deadline) return { restRssMb: rssMb, startupPeakMb: peakMb };
    last = rssMb;
  }
}

/** The server's memory at rest: a few pages asked for, then 3 s of quiet. */
export async function idleMemory(server) {
  for (const p of ["/", "/services", "/book", "/contact"]) await (await fetch(server.url + p)).arrayBuffer();
  await new Promise((r) => setTimeout(r, 3000));
  return memoryOf(server.pid).rssMb;
}

export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round1 = (n) => (n == null ? null : Math.round(n * 10) / 10);

/** Runs `clients` loops at once until `total` calls of `request(n)` are done; per-call ms and results. */
export async function concurrently(clients, total, request) {
  let next = 0;
  const latencies = [];
  const results = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const n = next++;
        const t = performance.now();
        results[n] = await request(n);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { latencies, results, seconds, perSecond: total / seconds };
}

/** A console table: first column left-aligned, the rest right-aligned. */
export function pad(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)));
  return all
    .map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  "))
    .join("\n");
}

/** The same table in Markdown. */
export function markdownTable(header, rows) {
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map((_, i) => (i === 0 ? " --- " : " ---: ")).join("|")}|`,
    ...rows.map((r) => `| ${r.map((c) => String(c).replaceAll("|", "\\|")).join(" | ")} |`),
  ].join("\n");
}

/** Weekdays (Monday-Friday) in New York from `fromDays` days ahead, as YYYY-MM-DD. */
export function weekdaysAhead(count, fromDays = 2) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const dates = [];
  for (let d = fromDays; dates.length < count; d++) {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + d);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) dates.push(date.toISOString().slice(0, 10));
  }
  return dates;
}

/** A valid booking as a browser without JavaScript posts it (the browser tests' form). */
export function bookingBody(fields = {}) {
  return new URLSearchParams(bookingForm({ name: "Bench Visitor", email: "bench@example.com", ...fields })).toString();
}

export function formHeaders(baseUrl, extra = {}) {
  return { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, ...extra };
}

/** Signs in through the /admin form as a browser would: the session cookie. */
export async function signIn(url, email, password) {
  const res = await fetch(`${url}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams({ intent: "login", email, password }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (res.status !== 302 || !cookie) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return cookie;
}

/**
 * Each page read `samples` times one after another (after three that warm up), with `cookie` or
 * its own `page.cookie`: its status and p50/p95 in ms, logged under `label`.
 */
export async function samplePages(url, pages, { label, cookie, samples = Number(process.env.BENCH_SAMPLES ?? 40) }) {
  const results = [];
  for (const page of pages) {
    const latencies = [];
    let status = 0;
    for (let i = 0; i < samples + 3; i++) {
      const t = performance.now();
      const res = await fetch(url + page.path, { headers: { cookie: page.cookie ?? cookie, accept: "text/html" } });
      await res.arrayBuffer();
      status = res.status;
      if (i >= 3) latencies.push(performance.now() - t);
    }
    const row = {
      name: page.name,
      path: page.path,
      status,
      samples: latencies.length,
      p50Ms: round1(percentile(latencies, 50)),
      p95Ms: round1(percentile(latencies, 95)),
    };
    log(`${label} ${page.path}: ${status}, p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms`);
    results.push(row);
  }
  return results;
}
