import { eq, sql } from "drizzle-orm";
import type { Sql } from "postgres";
import type { Database, Tx } from "./client.server";
import { siteContentVersion } from "./schema";

/**
 * The version of what public pages show from the database (DECISIONS "Public pages at static
 * speed", docs/decisions/0017-public-page-cache.md). The page cache (server/page-cache.ts) keys every
 * page it keeps by it and checks it on each request, so a write that bumps it shows on the next
 * request in every server process.
 */
export interface ContentVersion {
  version: number;
  /** When it was last bumped: whole seconds, a second later at least at each bump (the pages' Last-Modified). */
  changedAt: Date;
}

let bumpsStarted = 0;

/**
 * How many bumps this process has started. The embedded database (PGlite) has one process, so
 * its version can only change after this number does (see server/content-version.ts).
 */
export function contentBumpsStarted(): number {
  return bumpsStarted;
}

/**
 * Call inside the transaction of every write that changes what a public page shows (a closed
 * date, a window's capacity, and later the owner's edits of the site's content): the new version
 * becomes visible with the write, not before it commits, and a rolled-back write changes nothing.
 */
export async function bumpContentVersion(tx: Tx): Promise<void> {
  // Counted before the statement is queued: a version read queued after this one waits for the
  // transaction to end (PGlite runs one transaction at a time), so it sees the bump or its rollback.
  bumpsStarted++;
  await tx
    .insert(siteContentVersion)
    .values({ id: 1, version: 2, changedAt: sql`date_trunc('second', clock_timestamp())` })
    .onConflictDoUpdate({
      target: siteContentVersion.id,
      set: {
        version: sql`${siteContentVersion.version} + 1`,
        changedAt: sql`greatest(date_trunc('second', clock_timestamp()), date_trunc('second', ${siteContentVersion.changedAt}) + interval '1 second')`,
      },
    });
}

const NO_ROW: ContentVersion = { version: 1, changedAt: new Date(0) };

/**
 * The current version: a primary-key lookup of the one row. On PostgreSQL it is sent as a plain
 * prepared statement on the pool (~30-60 µs of this process's CPU, a third of what the query
 * builder costs); PGlite goes through Drizzle (it is read only after a bump, see above).
 */
export async function readContentVersion(db: Database, driver: "pglite" | "postgres"): Promise<ContentVersion> {
  if (driver === "postgres") {
    // Drizzle's postgres-js database keeps its client as $client (the Database type leaves it out).
    const client = (db as Database & { $client: Sql }).$client;
    // Whole seconds since the epoch: Drizzle's client hands timestamps over as text.
    const rows = await client<{ version: number; changed_s: string }[]>`
      select version, floor(extract(epoch from changed_at))::bigint as changed_s from site_content_version where id = 1`;
    const row = rows[0];
    return row ? { version: Number(row.version), changedAt: new Date(Number(row.changed_s) * 1000) } : NO_ROW;
  }
  const [row] = await db
    .select({ version: siteContentVersion.version, changedAt: siteContentVersion.changedAt })
    .from(siteContentVersion)
    .where(eq(siteContentVersion.id, 1));
  return row ?? NO_ROW;
}
