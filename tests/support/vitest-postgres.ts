/**
 * Vitest's global set-up, for the whole run: one throwaway PostgreSQL cluster with a migrated
 * template database (shared-postgres.ts; each test file's PostgreSQL databases are copies of it)
 * and PGlite template directories (pglite-template.ts), instead of an initdb and every migration
 * per file: on a 2-core machine those were minutes of the unit tests' time.
 */
import { ensurePgliteTemplates } from "./pglite-template";
import { startSharedPostgres } from "./shared-postgres";

export default async function setUp(): Promise<() => Promise<void>> {
  const stop = await startSharedPostgres();
  await ensurePgliteTemplates();
  return stop;
}
