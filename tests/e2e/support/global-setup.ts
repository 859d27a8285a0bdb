/**
 * Once per Playwright run: the PGlite templates (tests/support/pglite-template.ts), made unless an
 * earlier run (Vitest's, in `npm test`) made them. A server of a spec's own (spawn-server.ts)
 * starts from a copy of the migrated one, about 3 s instead of 9-10 s of PGlite's initdb and the
 * migrations; the paths reach the workers through the environment.
 *
 * And one PostgreSQL cluster with a migrated template database for every spec that runs on
 * PostgreSQL (startTestPostgres in tests/support/postgres.ts gives each a copy of the template):
 * nine initdbs and nine migration runs fewer.
 */
import { connect } from "#app/db/client.server";
import { ensurePgliteTemplates } from "../../support/pglite-template";
import { createDatabase, startTestPostgres } from "../../support/postgres";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const cluster = await startTestPostgres({ ownCluster: true });
  const template = await createDatabase(cluster.url, "e2e_template");
  const { close } = await connect({ databaseUrl: template.url });
  await close();
  process.env.SHARED_POSTGRES_URL = cluster.url;
  process.env.SHARED_POSTGRES_TEMPLATE = template.name;
  await ensurePgliteTemplates();
  return async () => {
    delete process.env.SHARED_POSTGRES_URL;
    delete process.env.SHARED_POSTGRES_TEMPLATE;
    await cluster.stop();
  };
}
