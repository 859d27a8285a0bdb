/**
 * Vitest's global set-up: one throwaway PostgreSQL cluster for the whole run. Each test file's
 * PostgreSQL databases are created in it (testDatabases in postgres.ts reads TEST_POSTGRES_URL),
 * instead of an initdb and a server start per file: on a 2-core machine that was a minute of the
 * unit tests' time.
 */
import { startTestPostgres } from "./postgres";

export default async function setUp(): Promise<() => Promise<void>> {
  const cluster = await startTestPostgres();
  process.env.TEST_POSTGRES_URL = cluster.url;
  return async () => {
    delete process.env.TEST_POSTGRES_URL;
    await cluster.stop();
  };
}
