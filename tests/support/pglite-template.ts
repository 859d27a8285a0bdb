/**
 * Test databases start as copies of templates: PGlite's initdb (PostgreSQL in WebAssembly, in a
 * child process) and the migrations cost seconds of CPU per database, a copy of the migrated
 * directory a fraction of one. An empty template serves the tests that migrate from an older
 * release themselves.
 *
 * The templates are kept in the temporary directory under a key of what makes them (the
 * migrations, PGlite's version, the database module): Vitest's run makes them, and Playwright's
 * run and every later run reuse them, until a migration changes the key.
 */
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TEMPLATE_ENV = { empty: "TEST_PGLITE_EMPTY_TEMPLATE", migrated: "TEST_PGLITE_MIGRATED_TEMPLATE" } as const;
const PREFIX = "fridge-pglite-template-";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The PGlite directory inside a DATA_DIR (app/db/client.server.ts keeps its files there). */
const pgliteOf = (dataDir: string) => path.join(dataDir, "pglite");

/** Where this checkout's templates live: a hash of every input that shapes them. */
function templateRoot(): string {
  const hash = createHash("sha256");
  const drizzle = path.join(ROOT, "drizzle");
  const inputs = [
    ...readdirSync(drizzle)
      .filter((name) => name.endsWith(".sql"))
      .map((name) => path.join(drizzle, name)),
    path.join(drizzle, "meta/_journal.json"),
    path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"),
    path.join(ROOT, "app/db/client.server.ts"),
  ].sort();
  for (const file of inputs) hash.update(`${path.relative(ROOT, file)}\0`).update(readFileSync(file));
  return path.join(tmpdir(), `${PREFIX}${hash.digest("hex").slice(0, 16)}`);
}

/** The template directory of `kind` when it is made and complete, or null. */
function readyTemplate(kind: "empty" | "migrated"): string | null {
  const root = templateRoot();
  return existsSync(path.join(root, "ready")) ? path.join(root, kind) : null;
}

/**
 * Makes both templates unless a run before made them; processes started later inherit their
 * paths. Made in a directory of its own and renamed into place, so two runs at once never see half
 * of one. Templates of other keys unused for a day are removed.
 */
export async function ensurePgliteTemplates(): Promise<void> {
  const root = templateRoot();
  if (!readyTemplate("migrated")) {
    // Imported here: Playwright's configuration reads this module for fromPgliteTemplate alone.
    const { connect, createDataDirInChildProcess } = await import("#app/db/client.server");
    const staging = mkdtempSync(`${root}-making-`);
    const empty = path.join(staging, "empty");
    mkdirSync(empty);
    createDataDirInChildProcess(pgliteOf(empty));
    const migrated = path.join(staging, "migrated");
    cpSync(empty, migrated, { recursive: true });
    const { close } = await connect({ dataDir: migrated, databaseUrl: "" });
    await close();
    writeFileSync(path.join(staging, "ready"), new Date().toISOString());
    try {
      renameSync(staging, root);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another run put its own in place first
    }
  }
  process.env[TEMPLATE_ENV.empty] = path.join(root, "empty");
  process.env[TEMPLATE_ENV.migrated] = path.join(root, "migrated");
  for (const name of readdirSync(tmpdir())) {
    const dir = path.join(tmpdir(), name);
    if (name.startsWith(PREFIX) && dir !== root && Date.now() - statSync(dir).mtimeMs > DAY_MS)
      rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Fills the (empty) DATA_DIR `dataDir` from the template, when there is one: this run's (from the
 * environment) or, before any set-up ran (Playwright's configuration), a run's before.
 */
export function fromPgliteTemplate(dataDir: string, { migrated = true } = {}): string {
  const kind = migrated ? "migrated" : "empty";
  const template = process.env[TEMPLATE_ENV[kind]] ?? readyTemplate(kind);
  if (template && existsSync(path.join(pgliteOf(template), "PG_VERSION")))
    cpSync(pgliteOf(template), pgliteOf(dataDir), { recursive: true });
  return dataDir;
}
