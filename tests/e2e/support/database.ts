/**
 * A test server's database, opened through the app's own db module from the test process: to
 * seed rows before a server starts on it (what no form can make, e.g. a visit already past), or
 * to count what servers stored. PostgreSQL can be opened while servers run; a PGlite directory
 * only while no server process has it open (start the server after, or read after killing it).
 */
import { closeDb, withDb, type Database } from "#app/db/client.server";
import { setEnv } from "#tests/support/env";

export type DatabaseOf = { databaseUrl: string } | { dataDir: string };

export async function withServerDatabase<T>(where: DatabaseOf, work: (db: Database) => Promise<T>): Promise<T> {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  await closeDb();
  setEnv("databaseUrl" in where ? { DATABASE_URL: where.databaseUrl } : { DATABASE_URL: "", DATA_DIR: where.dataDir });
  try {
    // Opening (and migrating) a fresh database on a loaded machine can take a while.
    return await withDb(work, 60_000);
  } finally {
    await closeDb();
    setEnv(saved);
  }
}
