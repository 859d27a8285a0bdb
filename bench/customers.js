// Customers at 10,000 customers and 30,000 requests (issue 22): the search (by name, by phone
// digits, by a model) and a customer's page, signed in as the owner, on PGlite. Target: p95 under
// 100 ms, as for the workspace.
import { sql } from "drizzle-orm";
import { closeDb, withDb } from "#app/db/client.server.ts";
import { setEnv } from "#tests/support/env.ts";
import { log, samplePages, signIn, startServer, tempDir } from "./support.js";

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_CUSTOMER_REQUESTS ?? 30_000);
const PASSWORD = "bench-owner-password";
export const CUSTOMERS_TARGET_MS = 100;

/** Customers and their bookings in two statements (what the matching would have produced). */
async function seedCustomers() {
  await withDb(async (db) => {
    await db.execute(sql`
      insert into customers (name, phone, email, address, search_text, created_at)
      select 'Customer ' || g, '+1813' || lpad(g::text, 7, '0'), 'customer' || g || '@example.com',
             g || ' Bay St, Tampa 33602',
             lower('Customer ' || g || ' +1813' || lpad(g::text, 7, '0') || ' 1813' || lpad(g::text, 7, '0')
               || ' customer' || g || '@example.com ' || g || ' Bay St, Tampa 33602 Whirlpool WRF' || g || ' SN' || g),
             now() - (g || ' minutes')::interval
      from generate_series(1, ${CUSTOMERS}) g`);
    await db.execute(sql`
      insert into bookings (name, email, phone, address, city, zip_code, brand, model, serial_number, issue,
                            issue_description, preferred_date, preferred_time, visit_date, visit_window, customer_id, created_at)
      select 'Customer ' || c, 'customer' || c || '@example.com', '(813) ' || lpad(c::text, 7, '0'),
             c || ' Bay St', 'Tampa', '33602', 'Whirlpool', 'WRF' || c, 'SN' || c, 'Not Cooling', 'Warm',
             current_date + (g % 30), 'Morning (8am-12pm)', current_date + (g % 30), 'morning', c,
             now() - (g || ' minutes')::interval
      from generate_series(1, ${REQUESTS}) g, lateral (select (g % ${CUSTOMERS}) + 1 as c) x`);
  });
}

export async function customerRuns(serverJs) {
  const dataDir = tempDir("customers");
  const started = Date.now();
  setEnv({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  await seedCustomers();
  await closeDb();
  log(
    `customers: ${CUSTOMERS} customers, ${REQUESTS} requests seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = await startServer(serverJs, { dataDir, env: { ADMIN_PASSWORD: PASSWORD } });
  try {
    const cookie = await signIn(server.url, "info@example.com", PASSWORD);
    const pages = [
      { name: "GET /admin/customers (newest first)", path: "/admin/customers" },
      { name: "GET /admin/customers?q=… (a name)", path: `/admin/customers?q=${encodeURIComponent("Customer 4711")}` },
      { name: "GET /admin/customers?q=… (phone digits)", path: "/admin/customers?q=813-000-4711" },
      { name: "GET /admin/customers?q=… (a model)", path: "/admin/customers?q=WRF4711" },
      { name: "GET /admin/customers/:id (a customer's page, 3 requests)", path: "/admin/customers/4711" },
    ];
    const results = await samplePages(server.url, pages, { label: "customers", cookie });
    return { customers: CUSTOMERS, requests: REQUESTS, results };
  } finally {
    await server.stop();
  }
}

export const customersTable = (run) => ({
  header: [
    `Page (${run.customers} customers, ${run.requests} requests, PGlite)`,
    "status",
    "samples",
    "p50 ms",
    "p95 ms",
    `under ${CUSTOMERS_TARGET_MS} ms`,
  ],
  rows: run.results.map((r) => [
    r.name,
    r.status,
    r.samples,
    r.p50Ms,
    r.p95Ms,
    r.p95Ms < CUSTOMERS_TARGET_MS ? "yes" : "NO",
  ]),
});
