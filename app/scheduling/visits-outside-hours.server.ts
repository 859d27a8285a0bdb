import { and, asc, gte, inArray, isNotNull } from "drizzle-orm";
import type { BookingWindowKey } from "#app/content/business";
import { withDb } from "#app/db/client.server";
import { bookings } from "#app/db/schema";
import { weekdayOf } from "#app/lib/dates";
import { windowKeysOnWeekday, type WeeklyHours } from "#app/settings/hours";

export interface VisitOutsideHours {
  id: number;
  name: string;
  visitDate: string;
  visitWindow: BookingWindowKey;
}

/**
 * Live visits from `today` on whose weekday no longer offers their window (the owner closed the
 * day or unticked the window after they were booked). They stay booked: the hours page says how
 * many and links to each, so the office can call the customers or reopen the hours.
 */
export function visitsOutsideWeeklyHours(hours: WeeklyHours, today: string): Promise<VisitOutsideHours[]> {
  return withDb(async (db) => {
    const live = await db
      .select({
        id: bookings.id,
        name: bookings.name,
        visitDate: bookings.visitDate,
        visitWindow: bookings.visitWindow,
      })
      .from(bookings)
      .where(
        and(
          gte(bookings.visitDate, today),
          isNotNull(bookings.visitWindow),
          inArray(bookings.status, ["new", "contacted", "scheduled"]),
        ),
      )
      .orderBy(asc(bookings.visitDate), asc(bookings.id));
    return live.flatMap(({ visitDate, visitWindow, ...v }) =>
      visitDate && visitWindow && !windowKeysOnWeekday(weekdayOf(visitDate), hours).includes(visitWindow)
        ? [{ ...v, visitDate, visitWindow }]
        : [],
    );
  });
}
