/**
 * Once per Playwright run: the PGlite templates (tests/support/pglite-template.ts). A server of a
 * spec's own (spawn-server.ts) starts from a copy of the migrated one, about 3 s instead of 9-10 s
 * of PGlite's initdb and the migrations; the paths reach the workers through the environment.
 */
import { rmSync } from "node:fs";
import { ensurePgliteTemplates } from "../../support/pglite-template";

export default async function globalSetup() {
  const templates = await ensurePgliteTemplates();
  return () => {
    for (const dir of templates) rmSync(dir, { recursive: true, force: true });
  };
}
