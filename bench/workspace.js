// The staff workspace at 10,000 requests (issue 12): the list, a search and a request's page,
// signed in as the owner, on PGlite. Target: well under 100 ms each.
import { closeDb } from "#app/db/client.server.ts";
import { setEnv } from "#tests/support/env.ts";
import { seedRequests } from "#tests/fixtures/seed-requests.ts";
import { log, MB, memoryOf, round1, samplePages, signIn, startServer, tempDir, withRssSampling } from "./support.js";

const SEEDED = Number(process.env.BENCH_SEED ?? 10_000);
const PASSWORD = "bench-owner-password";
export const WORKSPACE_TARGET_MS = 100;

export async function workspaceRuns(serverJs) {
  // Seed through the app's own database module before the server opens the directory (one
  // PGlite directory takes one process).
  const dataDir = tempDir("workspace");
  const started = Date.now();
  setEnv({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  await seedRequests(SEEDED);
  await closeDb();
  log(`workspace: ${SEEDED} requests seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const server = await startServer(serverJs, { dataDir, env: { ADMIN_PASSWORD: PASSWORD } });
  try {
    const cookie = await signIn(server.url, "info@example.com", PASSWORD);

    // A seeded name (tests/fixtures/seed-requests.ts names request i "<first> <last> i") and a booking's page.
    const pages = [
      { name: "GET /admin (the list, newest first)", path: "/admin" },
      { name: "GET /admin?q=… (search by name)", path: `/admin?q=${encodeURIComponent("Hana Kim 4711")}` },
      { name: "GET /admin?status=new&kind=booking (filtered)", path: "/admin?status=new&kind=booking" },
      { name: "GET /admin/requests/booking/:id (a request's page)", path: "/admin/requests/booking/4000" },
    ];
    const results = await samplePages(server.url, pages, { label: "workspace", cookie });
    // The largest answer the server builds: every request as one CSV, under the server's heap limit.
    const t = performance.now();
    const { result: csv, peakRssMb } = await withRssSampling(server.pid, async () => {
      const res = await fetch(`${server.url}/admin/requests.csv`, { headers: { cookie } });
      return { status: res.status, text: await res.text() };
    });
    const export_ = {
      status: csv.status,
      ms: Math.round(performance.now() - t),
      mb: round1(Buffer.byteLength(csv.text) / MB),
      records: csv.text.split("\r\n").filter(Boolean).length - 1,
      peakRssMb,
      rssAfterMb: memoryOf(server.pid).rssMb,
    };
    log(
      `workspace CSV of everything: ${export_.status}, ${export_.records} records, ${export_.mb} MB in ${export_.ms} ms, RSS peak ${peakRssMb} MB`,
    );
    return { seeded: SEEDED, results, export: export_ };
  } finally {
    await server.stop();
  }
}

export const workspaceTable = (workspace) => ({
  header: ["Page (signed in, PGlite)", "status", "samples", "p50 ms", "p95 ms", `under ${WORKSPACE_TARGET_MS} ms`],
  rows: [
    ...workspace.results.map((r) => [
      r.name,
      r.status,
      r.samples,
      r.p50Ms,
      r.p95Ms,
      r.p95Ms < WORKSPACE_TARGET_MS ? "yes" : "NO",
    ]),
    ...(workspace.export
      ? [
          [
            `GET /admin/requests.csv (all ${workspace.export.records} records, ${workspace.export.mb} MB; RSS peak ${workspace.export.peakRssMb} MB)`,
            workspace.export.status,
            1,
            workspace.export.ms,
            workspace.export.ms,
            "n/a",
          ],
        ]
      : []),
  ],
});
