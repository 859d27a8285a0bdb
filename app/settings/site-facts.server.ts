import { like } from "drizzle-orm";
import { getDb, withDb, type Database, type Tx } from "#app/db/client.server";
import { settings } from "#app/db/schema";

/**
 * What pages, mails and texts read of the owner's facts: `getSiteFacts` (the store,
 * site-settings.server.ts, with app/content/'s defaults) and when the owner last changed one.
 * Nothing is kept between requests: every server process shows a change on its next request
 * (public pages are kept by the page cache per content version, which every save bumps).
 */
import { defaultSiteFacts, getSiteFacts } from "./site-settings.server";
import type { SiteFacts } from "./site-facts";

export { defaultSiteFacts, getSiteFacts };

/**
 * The facts for a public page: the owner's, or app/content/'s defaults when the database cannot
 * be read in time (the page still shows, with the phone number, as it did before the owner's
 * settings existed).
 */
export async function siteFactsForPage(): Promise<SiteFacts> {
  try {
    return await withDb((db) => getSiteFacts(db));
  } catch (error) {
    console.error("[site-facts] could not read the owner's settings:", error instanceof Error ? error.message : error);
    return defaultSiteFacts();
  }
}

/** When the owner last changed a fact (the latest `site.*` row), or undefined when never. */
export async function siteFactsChangedAt(db?: Database | Tx): Promise<Date | undefined> {
  const conn = db ?? (await getDb());
  const rows = await conn.select({ updatedAt: settings.updatedAt }).from(settings).where(like(settings.key, "site.%"));
  return rows.reduce<Date | undefined>(
    (latest, r) => (!latest || r.updatedAt > latest ? r.updatedAt : latest),
    undefined,
  );
}
