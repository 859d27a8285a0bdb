/**
 * Once per Playwright run: the PGlite templates (tests/support/pglite-template.ts), made unless an
 * earlier run (Vitest's, in `npm test`) made them. A server of a spec's own (spawn-server.ts)
 * starts from a copy of the migrated one, about 3 s instead of 9-10 s of PGlite's initdb and the
 * migrations; the paths reach the workers through the environment. And one PostgreSQL cluster
 * (tests/support/shared-postgres.ts) for every spec on PostgreSQL: each gets a copy of its
 * migrated template from startTestPostgres, nine initdbs and migration runs fewer.
 */
import { ensurePgliteTemplates } from "../../support/pglite-template";
import { startSharedPostgres } from "../../support/shared-postgres";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stop = await startSharedPostgres();
  await ensurePgliteTemplates();
  return stop;
}
