// The visit's day (issue 20): /admin/today with 10,000 requests stored, as a technician with 8
// visits that day and as the office (all technicians), and the visitor's status poll with 200
// appointment pages open (each asking every 20 s: 10 requests a second), on PGlite. Target:
// Today under 100 ms at p95; the poll's CPU cost is reported (share of one core).
import { readFileSync } from "node:fs";
import { eq, inArray } from "drizzle-orm";
import { hashPassword } from "#app/auth/passwords.server.ts";
import { closeDb, withDb } from "#app/db/client.server.ts";
import { bookings, users } from "#app/db/schema.ts";
import { todayInBusinessZone } from "#app/lib/dates.ts";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server.ts";
import { setEnv } from "#tests/support/env.ts";
import { seedRequests } from "#tests/fixtures/seed-requests.ts";
import { log, percentile, round1, samplePages, signIn, startServer, tempDir } from "./support.js";

const SEEDED = Number(process.env.BENCH_SEED ?? 10_000);
const OPEN_PAGES = 200;
const POLL_S = 20;
const POLL_RUN_S = Number(process.env.BENCH_POLL_SECONDS ?? 20);
const PASSWORD = "bench-owner-password";
const TECH_PASSWORD = "bench-technician-password";
export const TODAY_TARGET_MS = 100;

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

export async function visitRuns(serverJs) {
  const dataDir = tempDir("visits");
  setEnv({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  await seedRequests(SEEDED);
  const today = todayInBusinessZone();
  // Today's route: 8 seeded bookings moved to today, given to one technician; 200 with a link.
  const tokens = await withDb(async (db) => {
    const [technician] = await db
      .insert(users)
      .values({
        email: "tech@example.com",
        name: "Maria Lopez",
        role: "technician",
        passwordHash: await hashPassword(TECH_PASSWORD),
      })
      .returning({ id: users.id });
    const ids = (await db.select({ id: bookings.id }).from(bookings).limit(OPEN_PAGES)).map((r) => r.id);
    await db
      .update(bookings)
      .set({ visitDate: today, technicianId: technician.id, status: "scheduled" })
      .where(inArray(bookings.id, ids.slice(0, 8)));
    const out = [];
    for (const id of ids) out.push(await addAppointmentLink(db, id));
    await db.update(bookings).set({ visitStep: "on_the_way", arrivalEta: new Date() }).where(eq(bookings.id, ids[0]));
    return out;
  });
  await closeDb();

  const server = await startServer(serverJs, { dataDir, env: { ADMIN_PASSWORD: PASSWORD } });
  try {
    const owner = await signIn(server.url, "info@example.com", PASSWORD);
    const technician = await signIn(server.url, "tech@example.com", TECH_PASSWORD);
    const pages = [
      { name: "GET /admin/today (office, all technicians)", path: "/admin/today?technician=all", cookie: owner },
      { name: "GET /admin/today (technician, 8 visits)", path: "/admin/today", cookie: technician },
    ];
    const results = await samplePages(server.url, pages, { label: "visits" });

    // The poll: OPEN_PAGES pages, each asking every POLL_S seconds, spread evenly.
    const interval = (POLL_S * 1000) / OPEN_PAGES;
    const latencies = [];
    let failures = 0;
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    const inFlight = [];
    for (let n = 0; performance.now() - started < POLL_RUN_S * 1000; n++) {
      const token = tokens[n % tokens.length];
      inFlight.push(
        (async () => {
          const t = performance.now();
          const res = await fetch(`${server.url}/appointments/${token}/status`);
          await res.arrayBuffer();
          if (res.status !== 200) failures++;
          latencies.push(performance.now() - t);
        })(),
      );
      const next = started + (n + 1) * interval;
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
    await Promise.all(inFlight);
    const wall = (performance.now() - started) / 1000;
    const poll = {
      openPages: OPEN_PAGES,
      everyS: POLL_S,
      requests: latencies.length,
      failures,
      perSecond: round1(latencies.length / wall),
      p50Ms: round1(percentile(latencies, 50)),
      p95Ms: round1(percentile(latencies, 95)),
      cpuPercent: round1(((cpuSeconds(server.pid) - cpuBefore) / wall) * 100),
    };
    log(
      `visits status poll: ${poll.requests} requests (${poll.perSecond}/s), p95 ${poll.p95Ms} ms, server CPU ${poll.cpuPercent}% of one core`,
    );
    return { seeded: SEEDED, results, poll };
  } finally {
    await server.stop();
  }
}

export const visitsTable = (visits) => ({
  header: ["Request (PGlite)", "status", "samples", "p50 ms", "p95 ms", "note"],
  rows: [
    ...visits.results.map((r) => [
      r.name,
      r.status,
      r.samples,
      r.p50Ms,
      r.p95Ms,
      r.p95Ms < TODAY_TARGET_MS ? `under ${TODAY_TARGET_MS} ms` : `OVER ${TODAY_TARGET_MS} ms`,
    ]),
    [
      `GET /appointments/:token/status (${visits.poll.openPages} pages every ${visits.poll.everyS} s, ${visits.poll.perSecond}/s)`,
      visits.poll.failures ? `${visits.poll.failures} failed` : 200,
      visits.poll.requests,
      visits.poll.p50Ms,
      visits.poll.p95Ms,
      `server CPU ${visits.poll.cpuPercent}% of one core`,
    ],
  ],
});
