import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { setEnv } from "./env";
import { closeDb, getDb, withDb } from "#app/db/client.server";

/**
 * The hooks a database test needs around one of `testDatabases()` (postgres.ts): this
 * process's database pointed at a fresh one (migrated) with `env` set, then closed, removed and
 * the settings unset. Register it before the describe's own hooks: its set-up runs first and its
 * tear-down last.
 */
export function useTestDatabase(setUp: () => Promise<() => Promise<void>>, env: Record<string, string> = {}): void {
  let tearDown: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    await closeDb();
    tearDown = await setUp();
    setEnv(env);
    await getDb();
  });
  afterAll(async () => {
    await closeDb();
    await tearDown?.();
    setEnv(Object.fromEntries(["DATABASE_URL", "DATA_DIR", ...Object.keys(env)].map((name) => [name, undefined])));
  });
}

/** Rows of a query, whichever driver answered (postgres.js gives an array, PGlite `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** Every row of every table as text: what a backup, a dump or a read-only login would hand over. */
export async function databaseAsText(): Promise<string> {
  return withDb(async (db) => {
    const tables = rowsOf<{ name: string }>(
      await db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    );
    if (!tables.some((t) => t.name === "bookings")) throw new Error("no bookings table: not the app's database");
    const dump: string[] = [];
    for (const { name } of tables) {
      for (const { row } of rowsOf<{ row: string }>(
        await db.execute(sql`select t::text as row from ${sql.identifier(name)} t`),
      ))
        dump.push(row);
    }
    return dump.join("\n");
  });
}
