// `npm run bench`: build the production bundle, serve it on a free loopback port, run
// Lighthouse 12 (mobile, simulated throttling) on every page type, measure server capacity with
// autocannon, print the figures and write them to bench/results/latest.{json,md}.
//
// Options (environment variables):
//   BENCH_SKIP_BUILD=1      reuse the existing build/ instead of running `react-router build`
//   BENCH_RUNS=3            Lighthouse runs per page; the median run (by performance score,
//                           then LCP) is reported. Default 1 (13 pages take about 3 minutes).
//   BENCH_DURATION=10       seconds of load per autocannon benchmark
//   BENCH_CONNECTIONS=10    concurrent connections for autocannon
//   BENCH_PAGES=/,/contact  only these paths (comma separated)
//   CHROMIUM_PATH=...       Chromium binary (default /usr/bin/chromium)
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, "bench", "results");

const PAGES = [
  { type: "Home", path: "/" },
  { type: "Services", path: "/services" },
  { type: "Service detail", path: "/services/cooling-issues" },
  { type: "Brands", path: "/brands" },
  { type: "Brand detail", path: "/brands/amana" },
  { type: "Areas", path: "/areas" },
  { type: "Area (county)", path: "/areas/hillsborough-county" },
  { type: "Area (region)", path: "/areas/tampa-bay" },
  { type: "About", path: "/about" },
  { type: "Contact", path: "/contact" },
  { type: "Book", path: "/book" },
  { type: "Privacy policy", path: "/privacy-policy" },
  // Lighthouse refuses to audit an error page unless told to; its SEO category then flags the
  // 404 status itself (http-status-code), which is the correct answer for this page.
  { type: "Not found (404)", path: "/does-not-exist", status: 404 },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS = { score: 100, lcpMs: 1500, cls: 0 };
const BUDGETS = { firstPaintHtmlCssBytes: 14 * 1024, firstLoadJsBytes: 115 * 1024 };

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 10));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 10));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const onlyPages = process.env.BENCH_PAGES?.split(",").map((p) => p.trim()).filter(Boolean);
const pages = onlyPages ? PAGES.filter((p) => onlyPages.includes(p.path)) : PAGES;

const log = (...args) => console.log("[bench]", ...args);

function freePort() {
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

async function waitForServer(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`);
}

function tryExec(cmd, args) {
  try {
    return execFileSync(cmd, args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

/** A few words on what a failing audit found (first items of its details), to explain a miss. */
function auditDetails(audit) {
  const items = audit.details?.items ?? [];
  const describe = (item) => {
    const sub = item.subItems?.items?.[0];
    const text =
      item.description ??
      item.issueType ??
      item.node?.snippet ??
      item.source?.url ??
      item.url ??
      (typeof item.source === "string" ? item.source : undefined);
    const where = item.sourceLocation?.url ?? sub?.url ?? sub?.snippet ?? (text === item.url ? undefined : item.url);
    return [text, where].filter(Boolean).join(" @ ").slice(0, 200);
  };
  return items.slice(0, 3).map(describe).filter(Boolean);
}

/** The figures we keep from one Lighthouse result. */
function summarize(lhr, pageUrl) {
  const origin = new URL(pageUrl).origin;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]),
  );
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = { html: 0, css: 0, js: 0, other: 0, total: 0 };
  const offOrigin = [];
  for (const item of requests) {
    const size = item.transferSize ?? 0;
    bytes.total += size;
    if (item.resourceType === "Document") bytes.html += size;
    else if (item.resourceType === "Stylesheet") bytes.css += size;
    else if (item.resourceType === "Script") bytes.js += size;
    else bytes.other += size;
    try {
      const { protocol, origin: requestOrigin } = new URL(item.url);
      if ((protocol === "http:" || protocol === "https:") && requestOrigin !== origin) offOrigin.push(item.url);
    } catch {
      // data: and similar URLs stay on the page
    }
  }
  // Audits that cost points: scored audits below 1 in any of our categories.
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode !== "binary" && audit.scoreDisplayMode !== "numeric" && audit.scoreDisplayMode !== "metricSavings") continue;
      failing.push({
        category: id,
        id: ref.id,
        score: audit.score,
        title: audit.title,
        displayValue: audit.displayValue ?? "",
        details: auditDetails(audit),
      });
    }
  }
  return {
    scores,
    fcpMs: num("first-contentful-paint"),
    lcpMs: num("largest-contentful-paint"),
    tbtMs: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    speedIndexMs: num("speed-index"),
    bytes,
    requests: requests.length,
    requestList: requests.map((item) => ({
      url: item.url.startsWith(origin) ? item.url.slice(origin.length) : item.url,
      type: item.resourceType ?? "",
      status: item.statusCode,
      transferBytes: item.transferSize ?? 0,
      resourceBytes: item.resourceSize ?? 0,
    })),
    offOriginRequests: offOrigin,
    failingAudits: failing,
    runtimeError: lhr.runtimeError?.message ?? null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

async function runLighthouse(baseUrl) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
    logLevel: "silent",
  });
  const results = [];
  try {
    for (const page of pages) {
      const url = baseUrl + page.path;
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const started = Date.now();
        let summary;
        // A run can fail to record its trace (NO_NAVSTART, NO_FCP) on a busy machine: try again.
        for (let attempt = 1; attempt <= 3; attempt++) {
          // Lighthouse's default config is mobile (Moto G Power emulation) with simulated
          // throttling (slow 4G, 4x CPU slowdown); we only narrow the categories.
          const result = await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
            formFactor: "mobile",
            throttlingMethod: "simulate",
            ignoreStatusCode: page.status === 404,
          });
          if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
          summary = { ...summarize(result.lhr, url), attempts: attempt };
          if (!summary.runtimeError) break;
          log(`lighthouse ${page.path}: ${summary.runtimeError}${attempt < 3 ? "; trying again" : ""}`);
        }
        runs.push(summary);
        log(`lighthouse ${page.path}${RUNS > 1 ? ` (run ${i + 1}/${RUNS})` : ""}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      // The median run by performance score, then by LCP.
      runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0) || (b.lcpMs ?? 0) - (a.lcpMs ?? 0));
      const chosen = runs[Math.floor((runs.length - 1) / 2)];
      const { status: _status, ...pageInfo } = page;
      results.push({ ...pageInfo, url, runs: runs.length, ...chosen });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

async function runAutocannon(name, options) {
  const started = Date.now();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  log(`autocannon ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    name,
    method: options.method ?? "GET",
    url: options.url,
    connections: CONNECTIONS,
    durationS: DURATION,
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    throughputBytesPerSec: result.throughput.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const fmtScore = (s) => (s == null ? "n/a" : String(s));

function pad(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ")).join("\n");
}

function lighthouseRows(results) {
  const header = ["Page", "Perf", "A11y", "BP", "SEO", "LCP ms", "TBT ms", "CLS", "HTML KB", "CSS KB", "JS KB", "Reqs"];
  const rows = results.map((r) => [
    `${r.type} ${r.path}`,
    fmtScore(r.scores.performance),
    fmtScore(r.scores.accessibility),
    fmtScore(r.scores["best-practices"]),
    fmtScore(r.scores.seo),
    Math.round(r.lcpMs ?? 0),
    Math.round(r.tbtMs ?? 0),
    (r.cls ?? 0).toFixed(3),
    kb(r.bytes.html),
    kb(r.bytes.css),
    kb(r.bytes.js),
    r.requests,
  ]);
  return { header, rows };
}

function serverRows(server) {
  const header = ["Benchmark", "req/s", "p50 ms", "p99 ms", "max ms", "requests", "non-2xx", "errors"];
  const rows = server.map((s) => [
    s.name,
    s.requestsPerSec.toFixed(0),
    s.latencyP50Ms,
    s.latencyP99Ms,
    s.latencyMaxMs,
    s.total,
    s.non2xx,
    s.errors + s.timeouts,
  ]);
  return { header, rows };
}

/** Which targets and budgets this run misses, in words. */
function misses(results) {
  const out = [];
  for (const r of results) {
    for (const id of CATEGORIES) {
      const score = r.scores[id];
      if (score !== TARGETS.score) out.push(`${r.path}: ${id} ${fmtScore(score)} (target ${TARGETS.score})`);
    }
    if ((r.lcpMs ?? Infinity) >= TARGETS.lcpMs) out.push(`${r.path}: LCP ${Math.round(r.lcpMs ?? 0)} ms (target < ${TARGETS.lcpMs} ms)`);
    if ((r.cls ?? 0) > TARGETS.cls) out.push(`${r.path}: CLS ${r.cls?.toFixed(3)} (target 0)`);
    if (r.offOriginRequests.length) out.push(`${r.path}: ${r.offOriginRequests.length} request(s) to other origins`);
  }
  const home = results.find((r) => r.path === "/");
  if (home) {
    const htmlCss = home.bytes.html + home.bytes.css;
    if (htmlCss > BUDGETS.firstPaintHtmlCssBytes)
      out.push(`/: HTML + CSS transferred ${kb(htmlCss)} KB (budget ${kb(BUDGETS.firstPaintHtmlCssBytes)} KB)`);
    if (home.bytes.js > BUDGETS.firstLoadJsBytes)
      out.push(`/: JavaScript transferred ${kb(home.bytes.js)} KB (budget ${kb(BUDGETS.firstLoadJsBytes)} KB)`);
  }
  return out;
}

function toMarkdown(report) {
  const table = ({ header, rows }) =>
    [`| ${header.join(" | ")} |`, `|${header.map((_, i) => (i === 0 ? " --- " : " ---: ")).join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
  const lines = [
    "# Benchmark results (latest run)",
    "",
    `- Date: ${report.date}`,
    `- Commit: ${report.environment.commit ?? "unknown"}${report.environment.dirty ? " (with uncommitted changes)" : ""}`,
    `- Lighthouse ${report.environment.lighthouse}, ${report.environment.chromium ?? "Chromium"}, mobile form factor, simulated throttling (Lighthouse defaults: slow 4G, 4x CPU slowdown), ${report.lighthouseRunsPerPage} run(s) per page${report.lighthouseRunsPerPage > 1 ? " (median shown)" : ""}`,
    `- Machine: ${report.environment.cpus} x ${report.environment.cpuModel}, Node ${report.environment.node}; 1-minute load average ${report.environment.loadAverage.start} at start, ${report.environment.loadAverage.end} at end (other work on the machine slows the figures)`,
    "",
    "## Lighthouse",
    "",
    "Scores out of 100. Bytes are as transferred (compressed, including response headers).",
    "",
    table(lighthouseRows(report.lighthouse)),
    "",
    "## Server capacity (loopback)",
    "",
    `autocannon, ${report.server[0]?.connections ?? CONNECTIONS} connections, ${report.server[0]?.durationS ?? DURATION} s each, client and server on the same ${report.environment.cpus}-core machine.`,
    "",
    table(serverRows(report.server)),
    "",
    "## Targets and budgets missed",
    "",
    ...(report.misses.length ? report.misses.map((m) => `- ${m}`) : ["- None."]),
    "",
    "## Audits that cost points",
    "",
  ];
  const byAudit = new Map();
  for (const r of report.lighthouse) {
    for (const a of r.failingAudits) {
      const key = `${a.category}: ${a.id}`;
      const entry = byAudit.get(key) ?? { title: a.title, pages: [], details: new Set() };
      entry.pages.push(a.displayValue ? `${r.path} (${a.displayValue})` : r.path);
      for (const detail of a.details) if (entry.details.size < 4) entry.details.add(`${r.path}: ${detail}`);
      byAudit.set(key, entry);
    }
  }
  if (byAudit.size === 0) lines.push("- None.");
  for (const [key, entry] of byAudit) {
    lines.push(`- ${key} (${entry.title.replaceAll("|", "\\|")}): ${entry.pages.join(", ")}`);
    for (const detail of entry.details) lines.push(`  - ${detail.replaceAll("|", "\\|")}`);
  }
  lines.push("");
  return lines.join("\n");
}

async function main() {
  const t0 = Date.now();
  const loadAtStart = os.loadavg()[0];
  if (process.env.BENCH_SKIP_BUILD !== "1" || !existsSync(path.join(root, "build", "server", "index.js"))) {
    log("building the production bundle (react-router build)...");
    const build = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error(`react-router build failed with status ${build.status}`);
  }

  // Serve a snapshot of build/ so that another build in this tree (npm start, npm test) cannot
  // swap the hashed files under the running benchmark. It lives under node_modules/ so the
  // bundle still resolves its packages; the migrations are found upward from it as usual.
  const snapshot = path.join(root, "node_modules", ".cache", `fridge-bench-${process.pid}`);
  rmSync(snapshot, { recursive: true, force: true });
  try {
    mkdirSync(snapshot, { recursive: true });
    cpSync(path.join(root, "build"), path.join(snapshot, "build"), { recursive: true });
    copyFileSync(path.join(root, "server.js"), path.join(snapshot, "server.js"));
    if (!existsSync(path.join(snapshot, "build", "server", "index.js"))) throw new Error("build/server/index.js is missing");
  } catch (error) {
    rmSync(snapshot, { recursive: true, force: true });
    throw new Error(`could not snapshot build/ (is another build running in this tree?): ${error}`);
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "fridge-bench-"));
  log(`starting the server on ${baseUrl} (DATA_DIR ${dataDir})`);
  const server = spawn(process.execPath, [path.join(snapshot, "server.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "100000",
      DATABASE_URL: "",
      SMTP_URL: "",
    },
  });
  let serverErrors = "";
  server.stderr.on("data", (chunk) => {
    serverErrors = (serverErrors + chunk).slice(-4000);
  });

  try {
    await waitForServer(`${baseUrl}/`, server);

    const lighthouseResults = await runLighthouse(baseUrl);

    // The same request body a visitor without JavaScript sends from the contact form.
    const contactBody = new URLSearchParams({
      name: "Bench Visitor",
      email: "bench@example.com",
      phone: "(813) 555-0142",
      service: "Refrigerator Not Cooling",
      message: "Benchmark request: the fridge is warm and the freezer is fine.",
      company_website: "",
    }).toString();
    const postHeaders = {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseUrl,
      "accept-encoding": "gzip, deflate, br",
    };
    const probe = await fetch(`${baseUrl}/contact`, { method: "POST", headers: postHeaders, body: contactBody });
    await probe.arrayBuffer();
    if (probe.status !== 200) log(`warning: a sample POST /contact answered ${probe.status}; the POST benchmark measures that answer`);

    const serverResults = [
      await runAutocannon("GET / (HTML, compressed)", {
        url: `${baseUrl}/`,
        headers: { "accept-encoding": "gzip, deflate, br", accept: "text/html" },
      }),
      await runAutocannon("POST /contact (valid form, stored)", {
        url: `${baseUrl}/contact`,
        method: "POST",
        headers: postHeaders,
        body: contactBody,
      }),
    ];

    const report = {
      date: new Date().toISOString(),
      durationS: Math.round((Date.now() - t0) / 1000),
      environment: {
        commit: tryExec("git", ["rev-parse", "--short", "HEAD"]),
        dirty: Boolean(tryExec("git", ["status", "--porcelain"])),
        node: process.version,
        lighthouse: JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version,
        chromium: tryExec(CHROMIUM_PATH, ["--version"])?.split("\n").pop() ?? null,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? "unknown",
        // Other work on the machine distorts the figures (Lighthouse's simulation scales the CPU
        // time it observes; autocannon shares the cores with the server): 1-minute load average.
        loadAverage: { start: Number(loadAtStart.toFixed(2)), end: Number(os.loadavg()[0].toFixed(2)) },
      },
      lighthouseRunsPerPage: RUNS,
      targets: TARGETS,
      budgets: BUDGETS,
      lighthouse: lighthouseResults,
      server: serverResults,
      misses: [],
    };
    report.misses = misses(lighthouseResults);
    for (const s of serverResults) {
      if (s.non2xx > 0 || s.errors > 0 || s.timeouts > 0)
        report.misses.push(`${s.name}: ${s.non2xx} non-2xx answers, ${s.errors} errors, ${s.timeouts} timeouts`);
    }

    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(resultsDir, "latest.md"), toMarkdown(report));

    const lh = lighthouseRows(lighthouseResults);
    const sv = serverRows(serverResults);
    console.log(`\nLighthouse (mobile, simulated throttling; KB as transferred)\n${pad([lh.header, ...lh.rows])}`);
    console.log(`\nServer capacity (loopback, ${CONNECTIONS} connections, ${DURATION} s)\n${pad([sv.header, ...sv.rows])}`);
    console.log(`\nTargets and budgets missed:${report.misses.length ? `\n- ${report.misses.join("\n- ")}` : " none"}`);
    console.log(`\nWrote bench/results/latest.json and bench/results/latest.md (${report.durationS} s)`);
  } catch (error) {
    if (serverErrors) console.error(`[bench] server stderr:\n${serverErrors}`);
    throw error;
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => {
      if (server.exitCode !== null) return resolve(undefined);
      const timer = setTimeout(() => {
        server.kill("SIGKILL");
        resolve(undefined);
      }, 6000);
      server.once("exit", () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(snapshot, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error("[bench] failed:", error);
  process.exitCode = 1;
});
