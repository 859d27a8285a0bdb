import { offerWhatOpened } from "./waitlist.server";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { windowLabel } from "#app/lib/booking-windows";
import { withDb } from "#app/db/client.server";
import { bookings, closedDates, windowCapacities, type Booking } from "#app/db/schema";
import { addDays, todayInBusinessZone, weekdayOf } from "#app/lib/dates";
import { logActivity } from "#app/activity/activity.server";
import { bumpContentVersion } from "#app/db/content-version.server";
import { weekdayName, windowKeysOnDate } from "#app/settings/hours";
import { getSiteFacts } from "#app/settings/site-facts.server";

/** The signed-in person making a change. */
type Actor = { id: number; email: string };
import { bookingsBetween, defaultCapacity } from "./appointments.server";
import { dayAvailability, windowKeysOn, type WindowAvailability, type WindowKey } from "./windows";

/** The staff schedule and the owner's scheduling settings (DECISIONS "Appointments are real"). */

export interface ScheduleWindow extends WindowAvailability {
  bookings: Booking[];
}

export interface ScheduleDay {
  date: string;
  /** The owner closed this date (a holiday): its bookings are flagged, never dropped. */
  closed?: { note: string };
  /** The windows the date offers by the owner's hours (weekly and special). */
  offered: WindowKey[];
  windows: ScheduleWindow[];
}

/** The next `days` dates from `from`: each window's bookings and "n of N". */
export async function scheduleOverview(from: string, days = 14, now = new Date()): Promise<ScheduleDay[]> {
  const to = addDays(from, days - 1);
  const [rows, closed, capacities, facts] = await Promise.all([
    bookingsBetween(from, to),
    withDb((db) => db.select().from(closedDates).where(gte(closedDates.date, from))),
    capacityTable(),
    withDb((db) => getSiteFacts(db)),
  ]);
  const hours = { weeklyHours: facts.weeklyHours, specialHours: facts.specialHours };
  const closedMap = new Map(closed.map((c) => [c.date, c.note]));
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const ofDay = rows.filter((b) => b.visitDate === date);
    const windows = dayAvailability({
      date,
      now,
      // Closed all day; a date with shorter hours offers the windows inside them (hours.specialHours).
      closedDates: new Set(closed.filter((c) => c.opens === null).map((c) => c.date)),
      hours,
      capacityOf: (weekday, key) =>
        capacities.find((c) => c.weekday === weekday && c.key === key)?.capacity ?? defaultCapacity(),
      bookedIn: (d, key) => ofDay.filter((b) => b.visitWindow === key).length,
    }).map((w) => ({ ...w, bookings: ofDay.filter((b) => b.visitWindow === w.key) }));
    return {
      date,
      closed: closedMap.has(date) ? { note: closedMap.get(date)! } : undefined,
      // A date closed all day still lists its weekday's windows (shown "Closed", with any bookings
      // flagged); a date with shorter hours lists only the windows inside them.
      offered: [
        ...windowKeysOnDate(date, weekdayOf(date), {
          weeklyHours: hours.weeklyHours,
          specialHours: hours.specialHours.filter((s) => s.opens !== null),
        }),
      ],
      windows,
    };
  });
}

export interface CapacityCell {
  weekday: number;
  key: WindowKey;
  capacity: number;
  /** True when the owner has not set it (the BOOKING_WINDOW_CAPACITY default applies). */
  isDefault: boolean;
}

/** Capacity of every window the opening hours offer, Monday first. */
export async function capacityTable(): Promise<CapacityCell[]> {
  const [stored, facts] = await Promise.all([
    withDb((db) => db.select().from(windowCapacities)),
    withDb((db) => getSiteFacts(db)),
  ]);
  const cells: CapacityCell[] = [];
  for (const weekday of [1, 2, 3, 4, 5, 6, 0]) {
    for (const key of windowKeysOn(weekday, facts.weeklyHours)) {
      const row = stored.find((s) => s.weekday === weekday && s.window === key);
      cells.push({ weekday, key, capacity: row?.capacity ?? defaultCapacity(), isDefault: !row });
    }
  }
  return cells;
}

/** Sets capacities (only windows the opening hours offer); logs each change. */
export async function setCapacities(cells: Array<{ weekday: number; key: WindowKey; capacity: number }>, actor: Actor) {
  const current = await capacityTable();
  await withDb((db) =>
    db.transaction(async (tx) => {
      let changed = false;
      for (const cell of cells) {
        const before = current.find((c) => c.weekday === cell.weekday && c.key === cell.key);
        if (!before || before.capacity === cell.capacity) continue;
        changed = true;
        await tx
          .insert(windowCapacities)
          .values({ weekday: cell.weekday, window: cell.key, capacity: cell.capacity })
          .onConflictDoUpdate({
            target: [windowCapacities.weekday, windowCapacities.window],
            set: { capacity: cell.capacity },
          });
        await logActivity(
          {
            user: actor,
            action: "capacity-changed",
            detail: `${weekdayName(cell.weekday)} ${windowLabel(cell.key)}: ${before.capacity} -> ${cell.capacity}`,
          },
          tx,
        );
      }
      // Public pages are rendered once per content version (server/page-cache.ts).
      if (changed) await bumpContentVersion(tx);
    }),
  );
  // More room may open places to the waitlist.
  await offerWhatOpened();
}

/** Dates closed from today on, with the live bookings each one has (to call those customers). */
export async function upcomingClosedDates(now = new Date()) {
  const today = todayInBusinessZone(now);
  return withDb(async (db) => {
    const closed = await db
      .select()
      .from(closedDates)
      .where(gte(closedDates.date, today))
      .orderBy(asc(closedDates.date));
    const affected = closed.length
      ? await db
          .select({ date: bookings.visitDate, id: bookings.id })
          .from(bookings)
          .where(
            and(
              inArray(
                bookings.visitDate,
                closed.map((c) => c.date),
              ),
              inArray(bookings.status, ["new", "contacted", "scheduled"]),
            ),
          )
      : [];
    return closed.map((c) => ({ ...c, bookings: affected.filter((a) => a.date === c.date).length }));
  });
}

/** Closes a date: no windows are offered; bookings already made stay (the schedule flags them). */
export async function closeDate(date: string, note: string, actor: Actor) {
  await withDb((db) =>
    db.transaction(async (tx) => {
      const inserted = await tx
        .insert(closedDates)
        .values({ date, note, closedBy: actor.id })
        .onConflictDoNothing()
        .returning();
      if (inserted.length)
        await logActivity({ user: actor, action: "date-closed", detail: `${date}${note ? `: ${note}` : ""}` }, tx);
      if (inserted.length) await bumpContentVersion(tx);
    }),
  );
}

export async function reopenDate(date: string, actor: Actor) {
  await withDb((db) =>
    db.transaction(async (tx) => {
      const removed = await tx.delete(closedDates).where(eq(closedDates.date, date)).returning();
      if (removed.length) await logActivity({ user: actor, action: "date-reopened", detail: date }, tx);
      if (removed.length) await bumpContentVersion(tx);
    }),
  );
  await offerWhatOpened();
}
