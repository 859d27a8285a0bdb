import { closedDates, settings } from "#app/db/schema";
import type { Database } from "#app/db/client.server";
import { bumpContentVersion } from "#app/db/content-version.server";
import type { SiteFacts } from "#app/settings/site-facts";

/**
 * Writes the owner's facts straight into a server's database, as the settings store does (the
 * `settings` row `site.<field>`, JSON), bumping the content version in the same transaction so
 * the page cache of every process renders its pages again on their next request.
 */
export async function storeSiteFact<K extends keyof SiteFacts>(db: Database, field: K, value: SiteFacts[K]) {
  // The store keeps each phone line, e-mail and FAQ list as a field of its own.
  const split = ["phones", "emails", "faqs"].includes(field)
    ? Object.entries(value as Record<string, unknown>).map(([part, v]) => [`${field}.${part}`, v] as const)
    : [[field, value] as const];
  await db.transaction(async (tx) => {
    for (const [key, v] of split) {
      const row = { key: `site.${key}`, value: JSON.stringify(v), updatedAt: new Date() };
      await tx.insert(settings).values(row).onConflictDoUpdate({ target: settings.key, set: row });
    }
    await bumpContentVersion(tx);
  });
}

/** Closes a date (all day) with a note, as the owner's "Close a date" form does. */
export async function closeDate(db: Database, date: string, note: string) {
  await db.transaction(async (tx) => {
    await tx.insert(closedDates).values({ date, note }).onConflictDoUpdate({ target: closedDates.date, set: { note } });
    await bumpContentVersion(tx);
  });
}
