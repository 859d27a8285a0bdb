// Server capacity and memory (issue 9's budget): autocannon on GET / and a stored POST /contact,
// with the server's RSS at rest and sampled under that load, on PGlite and on PostgreSQL.
import autocannon from "autocannon";
import { idleMemory, log, memoryOf, startServer, withRssSampling } from "./support.js";

/** RSS budgets under load (issue 9): the smallest VPS or container. */
export const MEMORY_BUDGET_MB = { PGlite: 320, PostgreSQL: 160 };

const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 10));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 10));

async function cannon(name, options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    name,
    connections: CONNECTIONS,
    durationS: DURATION,
    requestsPerSec: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** One database: idle RSS, then the two loads with RSS sampled throughout. */
export async function loadAndMemory(serverJs, database, env) {
  const server = await startServer(serverJs, { env });
  try {
    const idleRssMb = await idleMemory(server);
    const headers = {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.url,
      "accept-encoding": "gzip, deflate, br",
    };
    // Each request from a visitor of its own (own phone and e-mail), as real traffic is: one
    // visitor's repeated form would wait on its own customer's lock (app/customers/match.server.ts).
    let visitor = 0;
    const contactBody = () => {
      const n = visitor++;
      return new URLSearchParams({
        name: `Bench Visitor ${n}`,
        email: `bench-${n}@example.com`,
        phone: `(813) ${200 + (Math.floor(n / 10_000) % 800)}-${String(n % 10_000).padStart(4, "0")}`,
        service: "General Inquiry",
        message: "Benchmark request: the fridge is warm and the freezer is fine.",
        company_website: "",
      }).toString();
    };
    const { result: runs, peakRssMb } = await withRssSampling(server.pid, async () => [
      await cannon("GET / (HTML, compressed)", {
        url: `${server.url}/`,
        headers: { "accept-encoding": "gzip, deflate, br", accept: "text/html" },
      }),
      await cannon("POST /contact (valid form, stored)", {
        url: `${server.url}/contact`,
        method: "POST",
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, body: contactBody() }) }],
      }),
    ]);
    const memory = {
      database,
      idleRssMb,
      peakRssMb,
      highWaterMb: memoryOf(server.pid).peakMb,
      budgetMb: MEMORY_BUDGET_MB[database],
    };
    log(`load on ${database}: idle ${idleRssMb} MB, under load ${peakRssMb} MB (budget ${memory.budgetMb} MB)`);
    return { memory, runs: runs.map((r) => ({ database, ...r })) };
  } finally {
    await server.stop();
  }
}

export const loadTable = (runs) => ({
  header: ["Benchmark", "Database", "req/s", "p50 ms", "p99 ms", "max ms", "requests", "non-2xx", "errors"],
  rows: runs.map((r) => [
    r.name,
    r.database,
    r.requestsPerSec,
    r.latencyP50Ms,
    r.latencyP99Ms,
    r.latencyMaxMs,
    r.total,
    r.non2xx,
    r.errors,
  ]),
});

export const memoryTable = (memory) => ({
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
