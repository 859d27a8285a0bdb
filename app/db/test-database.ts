import { afterAll, beforeAll } from "vitest";
import { setEnv } from "../lib/test-env";
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
    setEnv(env);
    await getDb();
  });
  afterAll(async () => {
    await closeDb();
    await tearDown?.();
    setEnv(Object.fromEntries(["DATABASE_URL", "DATA_DIR", ...Object.keys(env)].map((name) => [name, undefined])));
  });
}
