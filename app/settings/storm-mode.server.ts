import { eq } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { getDb, withDb, type Database, type Tx } from "#app/db/client.server";
import { bumpContentVersion } from "#app/db/content-version.server";
import { settings } from "#app/db/schema";
import { formatCalendarDate, todayInBusinessZone } from "#app/lib/dates";
import { parseStormMode, stormIsOn, type StormMode } from "./storm-mode";

/**
 * Storm mode in the database: one row of `settings` under `storm.mode` while it is set. Each
 * switch is logged and bumps the public pages' content version in its own transaction, so the
 * banner shows (or goes) on every public page on the next request in every process. Its end by
 * date needs no write to show: the business date is part of the kept pages' generation, so the
 * first request of the next day renders them without it; housekeeping then removes the row and
 * logs the end.
 */
const KEY = "storm.mode";

async function readRow(conn: Database | Tx) {
  const [row] = await conn.select().from(settings).where(eq(settings.key, KEY));
  return row;
}

/** Storm mode if it is on today (New York), else undefined. */
export async function currentStormMode(db?: Database | Tx, now: Date = new Date()): Promise<StormMode | undefined> {
  const mode = parseStormMode((await readRow(db ?? (await getDb())))?.value);
  return stormIsOn(mode, todayInBusinessZone(now)) ? mode : undefined;
}

/** For a public page: off when the database cannot be read (the page still shows). */
export async function stormModeForPage(): Promise<StormMode | undefined> {
  try {
    return await withDb((db) => currentStormMode(db));
  } catch {
    return undefined;
  }
}

const describe = (mode: StormMode) =>
  `until ${formatCalendarDate(mode.until)}${mode.note ? ` (note: ${mode.note})` : ""}`;

/** On (or changed: a new date or note), logged, pages bumped. The same values again change nothing. */
export async function switchStormModeOn(actor: { id: number; email: string }, mode: StormMode): Promise<void> {
  await withDb((db) =>
    db.transaction(async (tx) => {
      const row = await readRow(tx);
      const value = JSON.stringify({ until: mode.until, note: mode.note });
      if (row?.value === value) return;
      const written = { key: KEY, value, updatedAt: new Date() };
      await tx.insert(settings).values(written).onConflictDoUpdate({ target: settings.key, set: written });
      const was = parseStormMode(row?.value);
      await logActivity(
        {
          user: actor,
          action: was ? "storm-mode-changed" : "storm-mode-on",
          detail: was ? `${describe(was)} -> ${describe(mode)}` : describe(mode),
        },
        tx,
      );
      await bumpContentVersion(tx);
    }),
  );
}

/** Off by the owner: logged, pages bumped. Already off: nothing. */
export async function switchStormModeOff(actor: { id: number; email: string }): Promise<void> {
  await withDb((db) =>
    db.transaction(async (tx) => {
      const [removed] = await tx.delete(settings).where(eq(settings.key, KEY)).returning();
      if (!removed) return;
      const was = parseStormMode(removed.value);
      await logActivity({ user: actor, action: "storm-mode-off", detail: was ? `was ${describe(was)}` : "" }, tx);
      await bumpContentVersion(tx);
    }),
  );
}

/**
 * Housekeeping: a storm mode past its date ends by itself (the row removed, "System" in the log).
 * Two processes doing it at once log it once: the delete that removed the row logs.
 */
export async function endExpiredStormMode(now: Date = new Date()): Promise<boolean> {
  const today = todayInBusinessZone(now);
  return withDb((db) =>
    db.transaction(async (tx) => {
      const mode = parseStormMode((await readRow(tx))?.value);
      if (!mode || stormIsOn(mode, today)) return false;
      const [removed] = await tx.delete(settings).where(eq(settings.key, KEY)).returning();
      if (!removed) return false;
      await logActivity(
        { action: "storm-mode-ended", detail: `ended by itself after ${formatCalendarDate(mode.until)}` },
        tx,
      );
      await bumpContentVersion(tx);
      return true;
    }),
  );
}
