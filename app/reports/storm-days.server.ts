import { and, gte, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { bookings, contactMessages, waitlistEntries } from "#app/db/schema";
import { business } from "#app/content/business";
import { withDb, type Database, type Tx } from "#app/db/client.server";
import { addDays, zonedTimeToUtc } from "#app/lib/dates";
import type { ReportTable } from "./tables";

/**
 * The storm's figures day by day (issue 36: requests, bookings, medicine, the waitlist joined,
 * offered and claimed), for the office on the Schedule while storm mode is on. Counted in SQL by
 * New York day, one query per table, whatever the number of rows.
 */
export interface StormDay {
  date: string;
  /** Bookings and messages received that day. */
  requests: number;
  bookings: number;
  powerOutage: number;
  medicine: number;
  waitlistJoined: number;
  waitlistOffered: number;
  waitlistClaimed: number;
}

export const STORM_DAYS = 14;

const dayOf = (column: PgColumn) => sql<string>`to_char(${column} at time zone ${business.timeZone}, 'YYYY-MM-DD')`;
/** Grouped by the first column (the day): its time zone is a parameter, which GROUP BY cannot repeat. */
const byDay = sql`1`;

/** The last `days` days ending with `today` (New York), newest first. */
export async function stormDays(today: string, days = STORM_DAYS): Promise<StormDay[]> {
  const first = addDays(today, -(days - 1));
  const from = zonedTimeToUtc(first, "00:00");
  const to = zonedTimeToUtc(addDays(today, 1), "00:00");
  const within = (column: PgColumn) => and(gte(column, from), lt(column, to)) as SQL;
  const countByDay = (db: Database | Tx, column: PgColumn) =>
    db
      .select({ day: dayOf(column), n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(within(column))
      .groupBy(byDay);
  const [booked, messaged, joined, offered, claimed] = await withDb((db) =>
    Promise.all([
      db
        .select({
          day: dayOf(bookings.createdAt),
          n: sql<number>`count(*)::int`,
          power: sql<number>`count(*) filter (where ${bookings.powerOutage} = 'yes')::int`,
          medicine: sql<number>`count(*) filter (where ${bookings.medicineAtRisk} = 'yes')::int`,
        })
        .from(bookings)
        .where(within(bookings.createdAt))
        .groupBy(byDay),
      db
        .select({ day: dayOf(contactMessages.createdAt), n: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(within(contactMessages.createdAt))
        .groupBy(byDay),
      countByDay(db, waitlistEntries.createdAt),
      countByDay(db, waitlistEntries.offeredAt),
      countByDay(db, waitlistEntries.claimedAt),
    ]),
  );
  const on = (rows: Array<{ day: string; n: number }>, date: string) =>
    Number(rows.find((r) => r.day === date)?.n ?? 0);
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, -i);
    const b = booked.find((r) => r.day === date);
    return {
      date,
      requests: Number(b?.n ?? 0) + on(messaged, date),
      bookings: Number(b?.n ?? 0),
      powerOutage: Number(b?.power ?? 0),
      medicine: Number(b?.medicine ?? 0),
      waitlistJoined: on(joined, date),
      waitlistOffered: on(offered, date),
      waitlistClaimed: on(claimed, date),
    };
  });
}

const shortDay = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
});

/** The figures as a table the workspace shows like a report's ("Thu, Nov 26"), with the totals. */
export function stormDaysTable(days: StormDay[]): ReportTable {
  const counts = (d: StormDay) => [
    d.requests,
    d.bookings,
    d.powerOutage,
    d.medicine,
    d.waitlistJoined,
    d.waitlistOffered,
    d.waitlistClaimed,
  ];
  return {
    slug: "storm-days",
    title: `The storm's figures, the last ${days.length} days`,
    head: ["Day", "Requests", "Bookings", "Power outage", "Medicine", "Waitlist joined", "Offered", "Claimed"],
    rows: days.map((d) => [shortDay.format(new Date(`${d.date}T12:00:00Z`)), ...counts(d)]),
    foot: ["Total", ...days.map(counts).reduce((sum, row) => sum.map((n, i) => n + row[i]!), [0, 0, 0, 0, 0, 0, 0])],
  };
}
