import { afterAll, beforeAll } from "vitest";
import { closeDb, getDb } from "./client.server";

/**
 * The hooks a database test needs around one of `testDatabases()` (test-postgres.ts): this
 * process's database pointed at a fresh one (migrated) with `env` set, then closed, removed and
 * the settings unset. Register it before the describe's own hooks: its set-up runs first and its
 * tear-down last.
 */
export function useTestDatabase(setUp: () => Promise<() => Promise<void>>, env: Record<string, string> = {}): void {
  let tearDown: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    await closeDb();
    tearDown = await setUp();
    Object.assign(process.env, env);
    await getDb();
  });
  afterAll(async () => {
    await closeDb();
    await tearDown?.();
    for (const name of ["DATABASE_URL", "DATA_DIR", ...Object.keys(env)]) delete process.env[name];
  });
}
