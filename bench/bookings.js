// Bookings (issue 11): 20 clients racing for the same few windows (most answers are 409: the
// point is that none overbooks, and how fast the refusals come), and bookings with room, on
// PGlite (one process; every commit fsynced, see docs/decisions/0009-pglite-durability.md) and on
// PostgreSQL with two server processes sharing it.
import { bookingBody, concurrently, formHeaders, log, percentile, round1, weekdaysAhead } from "./support.js";

const CLIENTS = 20;
const RACE_REQUESTS = Number(process.env.BENCH_BOOKINGS ?? 300);
const RACE_CAPACITY = 3;
const TIMES = ["Morning (8am-12pm)", "Afternoon (12pm-4pm)", "Evening (4pm-8pm)"];

/**
 * `urls`: the server processes, asked in turn. `dates`: the windows raced for (3 per date).
 * Returns statuses, throughput, latency and how many were stored per window (never above capacity).
 */
async function post(urls, total, dates, label) {
  const run = await concurrently(CLIENTS, total, async (n) => {
    const url = urls[n % urls.length];
    const date = dates[n % dates.length];
    const time = TIMES[Math.floor(n / dates.length) % TIMES.length];
    const res = await fetch(`${url}/book`, {
      method: "POST",
      headers: formHeaders(url),
      body: bookingBody({ preferredDate: date, preferredTime: time, name: `Bench ${n}` }),
      redirect: "manual",
    });
    await res.arrayBuffer();
    return { status: res.status, window: `${date} ${time}` };
  });
  const count = (status) => run.results.filter((r) => r.status === status).length;
  const perWindow = new Map();
  for (const r of run.results) if (r.status === 200) perWindow.set(r.window, (perWindow.get(r.window) ?? 0) + 1);
  const result = {
    label,
    clients: CLIENTS,
    requests: total,
    stored: count(200),
    refused409: count(409),
    other: total - count(200) - count(409),
    mostInOneWindow: Math.max(0, ...perWindow.values()),
    perSecond: Math.round(run.perSecond),
    p50Ms: round1(percentile(run.latencies, 50)),
    p99Ms: round1(percentile(run.latencies, 99)),
  };
  log(
    `bookings ${label}: ${result.stored} stored, ${result.refused409} refused (409), ${result.other} other; ${result.perSecond}/s, p99 ${result.p99Ms} ms`,
  );
  return result;
}

/** The race and the room runs against servers started by `start(env)` (one or two processes). */
export async function bookingRuns(database, start) {
  const out = [];
  // Race: 2 dates x 3 windows x RACE_CAPACITY places; everything past them must be a 409.
  const race = await start({ BOOKING_WINDOW_CAPACITY: String(RACE_CAPACITY) });
  try {
    const result = await post(
      race.urls,
      RACE_REQUESTS,
      weekdaysAhead(2, 2),
      `${database}, race for 6 windows of ${RACE_CAPACITY}`,
    );
    result.expectedStored = 2 * TIMES.length * RACE_CAPACITY;
    out.push({ database, processes: race.urls.length, capacity: RACE_CAPACITY, ...result });
  } finally {
    await race.stop();
  }
  // Room: capacity never reached, every booking stored (one fsynced commit each).
  const room = await start({ BOOKING_WINDOW_CAPACITY: "100" });
  try {
    const result = await post(room.urls, Math.round(RACE_REQUESTS / 2), weekdaysAhead(10, 2), `${database}, with room`);
    result.expectedStored = result.requests;
    out.push({ database, processes: room.urls.length, capacity: 100, ...result });
  } finally {
    await room.stop();
  }
  return out;
}

export const bookingTable = (runs) => ({
  header: [
    "Run",
    "processes",
    "clients",
    "requests",
    "200 stored",
    "expected",
    "409",
    "other",
    "most in a window",
    "per s",
    "p50 ms",
    "p99 ms",
  ],
  rows: runs.map((r) => [
    r.label,
    r.processes,
    r.clients,
    r.requests,
    r.stored,
    r.expectedStored,
    r.refused409,
    r.other,
    r.mostInOneWindow,
    r.perSecond,
    r.p50Ms,
    r.p99Ms,
  ]),
});
