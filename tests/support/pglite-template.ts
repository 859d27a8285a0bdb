/**
 * An empty PGlite data directory made once per Vitest run and copied for each test database:
 * PGlite's initdb (a child process running PostgreSQL in WebAssembly) costs
 * seconds of CPU each time, a copy of its 40 MB a fraction of one. An empty initialised directory
 * is exactly what a fresh one becomes; the server still runs every migration on it.
 */
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDataDirInChildProcess } from "#app/db/client.server";

const TEMPLATE_ENV = "TEST_PGLITE_TEMPLATE";

/** Makes the template (once: processes started later inherit its path) and returns its path. */
export function ensurePgliteTemplate(): string {
  const existing = process.env[TEMPLATE_ENV];
  if (existing && existsSync(path.join(existing, "PG_VERSION"))) return existing;
  const dir = mkdtempSync(path.join(tmpdir(), "fridge-pglite-template-"));
  createDataDirInChildProcess(dir);
  process.env[TEMPLATE_ENV] = dir;
  return dir;
}

/** Fills the (empty) directory `dataDir` from the template, when this run has one. */
export function fromPgliteTemplate(dataDir: string): string {
  const template = process.env[TEMPLATE_ENV];
  if (template && existsSync(path.join(template, "PG_VERSION"))) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
