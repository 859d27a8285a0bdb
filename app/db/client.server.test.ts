import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DatabaseTimeoutError, getDb, withDb } from "./client.server";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";

const [pglite, postgres] = testDatabases("fridge-client-test");

describe("a deadline on the embedded database (PGlite)", () => {
  useTestDatabase(pglite!.setUp);

  it("answers in time, and keeps the one open database: slow work never makes it open again", async () => {
    const before = await getDb();
    // PGlite runs inside this thread, so what outlasts a deadline is work queued behind other
    // work: modelled by a wait before the query.
    const late = withDb(async (db) => {
      await new Promise((r) => setTimeout(r, 300));
      return db.execute(sql`select 1`);
    }, 50);
    await expect(late).rejects.toBeInstanceOf(DatabaseTimeoutError);
    // The same connection serves the next request (a second PGlite on the directory would be a
    // second writer of its files).
    expect(await getDb()).toBe(before);
    const rows = await withDb((db) => db.execute(sql`select 41 + 1 as answer`));
    expect(JSON.stringify(rows)).toContain("42");
  });
});

describe("a deadline on PostgreSQL", () => {
  useTestDatabase(postgres!.setUp);

  it("drops the pool after a timeout, fails at once for one deadline's length, then connects afresh", async () => {
    const before = await getDb();
    await expect(withDb((db) => db.execute(sql`select pg_sleep(3)`), 1000)).rejects.toBeInstanceOf(
      DatabaseTimeoutError,
    );
    // Within the next second: refused without being tried (the work never runs).
    let ran = false;
    await expect(
      withDb(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(DatabaseTimeoutError);
    expect(ran).toBe(false);
    const after = await getDb();
    expect(after).not.toBe(before);
    await new Promise((r) => setTimeout(r, 1100));
    const rows = await withDb((db) => db.execute(sql`select 41 + 1 as answer`));
    expect(JSON.stringify(rows)).toContain("42");
  });

  it("a deadline missed while other work was answered (a lock wait) keeps the pool and refuses nothing after", async () => {
    const before = await getDb();
    const slow = withDb((db) => db.execute(sql`select pg_sleep(3)`), 1000);
    // PostgreSQL answers another request while the slow one waits.
    await new Promise((r) => setTimeout(r, 200));
    expect(JSON.stringify(await withDb((db) => db.execute(sql`select 1 as alive`)))).toContain("alive");
    await expect(slow).rejects.toBeInstanceOf(DatabaseTimeoutError);
    // Right after: the next call runs on the same pool.
    let ran = false;
    await withDb(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
    expect(await getDb()).toBe(before);
  });
});
