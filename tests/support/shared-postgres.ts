/**
 * One throwaway PostgreSQL cluster for a whole test run (Vitest's and Playwright's global set-ups)
 * with a migrated template database: startTestPostgres (postgres.ts) finds both through
 * TEST_POSTGRES_URL and TEST_POSTGRES_TEMPLATE and gives each test file or spec a copy of the
 * template, instead of an initdb and every migration each. Returns the tear-down.
 */
import { connect } from "#app/db/client.server";
import { createDatabase, startTestPostgres } from "./postgres";

export async function startSharedPostgres(): Promise<() => Promise<void>> {
  const cluster = await startTestPostgres({ ownCluster: true });
  const template = await createDatabase(cluster.url, "migrated_template");
  const { close } = await connect({ databaseUrl: template.url });
  await close();
  process.env.TEST_POSTGRES_URL = cluster.url;
  process.env.TEST_POSTGRES_TEMPLATE = template.name;
  return async () => {
    delete process.env.TEST_POSTGRES_URL;
    delete process.env.TEST_POSTGRES_TEMPLATE;
    await cluster.stop();
  };
}
