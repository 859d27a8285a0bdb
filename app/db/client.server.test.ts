import { sql } from "drizzle-orm";
import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it, vi } from "vitest";
import { DatabaseTimeoutError, getDb, parsersOnce, withDb } from "./client.server";
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

  it("reads dates, times, intervals and their arrays as Drizzle maps them (its parsers set once, issue 32)", async () => {
    const result = await withDb((db) =>
      db.execute(
        sql`select timestamp '2026-11-27 10:00:00' as t, timestamptz '2026-11-27 10:00:00+00' as tz, date '2026-11-27' as d,
          interval '1 day' as i, array[timestamp '2026-11-27 10:00:00'] as ta, array[1.5]::numeric[] as na, 7 as n`,
      ),
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      {
        t: "2026-11-27 10:00:00",
        tz: "2026-11-27 10:00:00+00",
        d: "2026-11-27",
        i: "1 day",
        ta: '{"2026-11-27 10:00:00"}',
        na: "{1.5}",
        n: 7,
      },
    ]);
  });
});

describe("Drizzle's parsers on PGlite: set once on the client, not copied with every query (issue 32)", () => {
  // drizzle-orm/pglite/session.js: these nine types, read as PGlite gives them, with every query.
  const drizzleParsers = Object.fromEntries(
    [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((type) => [type, (value: unknown) => value]),
  );

  it("leaves Drizzle's parsers out of a query and a transaction's query, and keeps any others", async () => {
    const inner = vi.fn(async (..._args: unknown[]) => ({ rows: [] }));
    const txInner = vi.fn(async (..._args: unknown[]) => ({ rows: [] }));
    const client = {
      parsers: {} as Record<number, (value: string) => unknown>,
      query: inner,
      transaction: async (fn: (tx: { query: typeof txInner }) => unknown) => fn({ query: txInner }),
    };
    parsersOnce(client as unknown as PGlite);
    expect(client.parsers[1114]!("2026-11-27 10:00:00")).toBe("2026-11-27 10:00:00");
    expect(Object.keys(client.parsers).map(Number).sort()).toEqual([
      1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231,
    ]);

    await client.query("select 1", [1], { rowMode: "array", parsers: drizzleParsers } as never);
    expect(inner).toHaveBeenLastCalledWith("select 1", [1], { rowMode: "array" });
    const other = { 25: (value: string) => value.toUpperCase() };
    await client.query("select 2", [], { rowMode: "object", parsers: other } as never);
    expect(inner).toHaveBeenLastCalledWith("select 2", [], { rowMode: "object", parsers: other });
    // The same types read differently: kept.
    const dates = { ...drizzleParsers, 1082: (value: string) => new Date(value) };
    await client.query("select 4", [], { rowMode: "array", parsers: dates } as never);
    expect(inner).toHaveBeenLastCalledWith("select 4", [], { rowMode: "array", parsers: dates });
    await client.transaction(async (tx) => tx.query("select 3", [], { rowMode: "array", parsers: drizzleParsers }));
    expect(txInner).toHaveBeenLastCalledWith("select 3", [], { rowMode: "array" });
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
