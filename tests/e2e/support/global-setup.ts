/**
 * Once per Playwright run: the PGlite templates (tests/support/pglite-template.ts), made unless an
 * earlier run (Vitest's, in `npm test`) made them. A server of a spec's own (spawn-server.ts)
 * starts from a copy of the migrated one, about 3 s instead of 9-10 s of PGlite's initdb and the
 * migrations; the paths reach the workers through the environment.
 */
import { ensurePgliteTemplates } from "../../support/pglite-template";

export default async function globalSetup() {
  await ensurePgliteTemplates();
}
