/**
 * Test databases start as copies of templates made once per Vitest run (tests/support/
 * vitest-postgres.ts): PGlite's initdb (PostgreSQL in WebAssembly, in a child process) and the
 * migrations cost seconds of CPU per database, a copy of the migrated directory a fraction of one.
 * An empty template serves the tests that migrate from an older release themselves.
 */
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect, createDataDirInChildProcess } from "#app/db/client.server";

const TEMPLATE_ENV = { empty: "TEST_PGLITE_EMPTY_TEMPLATE", migrated: "TEST_PGLITE_MIGRATED_TEMPLATE" } as const;

/** The PGlite directory inside a DATA_DIR (app/db/client.server.ts keeps its files there). */
const pgliteOf = (dataDir: string) => path.join(dataDir, "pglite");

/** Makes both templates (once: processes started later inherit their paths); returns their DATA_DIRs. */
export async function ensurePgliteTemplates(): Promise<string[]> {
  const empty = mkdtempSync(path.join(tmpdir(), "fridge-pglite-empty-"));
  createDataDirInChildProcess(pgliteOf(empty));
  const migrated = mkdtempSync(path.join(tmpdir(), "fridge-pglite-migrated-"));
  cpSync(empty, migrated, { recursive: true });
  const { close } = await connect({ dataDir: migrated, databaseUrl: "" });
  await close();
  process.env[TEMPLATE_ENV.empty] = empty;
  process.env[TEMPLATE_ENV.migrated] = migrated;
  return [empty, migrated];
}

/** Fills the (empty) DATA_DIR `dataDir` from this run's template, when it has one. */
export function fromPgliteTemplate(dataDir: string, { migrated = true } = {}): string {
  const template = process.env[TEMPLATE_ENV[migrated ? "migrated" : "empty"]];
  if (template && existsSync(path.join(pgliteOf(template), "PG_VERSION")))
    cpSync(pgliteOf(template), pgliteOf(dataDir), { recursive: true });
  return dataDir;
}
