import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";

/**
 * drizzle/ as it was up to migration `tag` (a copy whose journal ends there): the migrations an
 * older release had run, so a test can store old rows and then run the newer ones.
 */
export function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "fridge-migrations-"));
  cpSync(path.resolve("drizzle"), dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last, `${tag} in the journal`).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
