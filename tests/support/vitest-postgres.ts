/**
 * Vitest's global set-up, for the whole run: one throwaway PostgreSQL cluster (each test file's
 * PostgreSQL databases are created in it: testDatabases in postgres.ts reads TEST_POSTGRES_URL)
 * and one empty PGlite directory that each PGlite test database starts as a copy of
 * (pglite-template.ts), instead of an initdb per file for each: on a 2-core machine those were
 * minutes of the unit tests' time.
 */
import { rmSync } from "node:fs";
import { ensurePgliteTemplate } from "./pglite-template";
import { startTestPostgres } from "./postgres";

export default async function setUp(): Promise<() => Promise<void>> {
  const cluster = await startTestPostgres();
  process.env.TEST_POSTGRES_URL = cluster.url;
  const template = ensurePgliteTemplate();
  return async () => {
    delete process.env.TEST_POSTGRES_URL;
    rmSync(template, { recursive: true, force: true });
    await cluster.stop();
  };
}
