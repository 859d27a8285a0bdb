import { like } from "drizzle-orm";
import { getDb, type Database, type Tx } from "#app/db/client.server";
import { settings } from "#app/db/schema";

/**
 * What pages, mails and texts read of the owner's facts: `getSiteFacts` (the store,
 * site-settings.server.ts, with app/content/'s defaults) and when the owner last changed one.
 * Nothing is kept between requests: every server process shows a change on its next request
 * (public pages are kept by the page cache per content version, which every save bumps).
 */
export { getSiteFacts } from "./site-settings.server";

/** When the owner last changed a fact (the latest `site.*` row), or undefined when never. */
export async function siteFactsChangedAt(db?: Database | Tx): Promise<Date | undefined> {
  const conn = db ?? (await getDb());
  const rows = await conn.select({ updatedAt: settings.updatedAt }).from(settings).where(like(settings.key, "site.%"));
  return rows.reduce<Date | undefined>(
    (latest, r) => (!latest || r.updatedAt > latest ? r.updatedAt : latest),
    undefined,
  );
}
