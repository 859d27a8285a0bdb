/**
 * Vitest's global set-up, for the whole run: one throwaway PostgreSQL cluster with a migrated
 * template database (each test file's PostgreSQL databases are copies of it: testDatabases in
 * postgres.ts reads TEST_POSTGRES_URL and TEST_POSTGRES_TEMPLATE) and PGlite template directories
 * (pglite-template.ts), instead of an initdb and every migration per file: on a 2-core machine
 * those were minutes of the unit tests' time.
 */
import { connect } from "#app/db/client.server";
import { ensurePgliteTemplates } from "./pglite-template";
import { createDatabase, startTestPostgres } from "./postgres";

export default async function setUp(): Promise<() => Promise<void>> {
  const cluster = await startTestPostgres();
  const template = await createDatabase(cluster.url, "migrated_template");
  const { close } = await connect({ databaseUrl: template.url });
  await close();
  process.env.TEST_POSTGRES_URL = cluster.url;
  process.env.TEST_POSTGRES_TEMPLATE = template.name;
  await ensurePgliteTemplates();
  return async () => {
    delete process.env.TEST_POSTGRES_URL;
    delete process.env.TEST_POSTGRES_TEMPLATE;
    await cluster.stop();
  };
}
