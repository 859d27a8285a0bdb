import { createEvent } from "ics";
import type { Booking } from "~/db/schema";
import { business } from "~/content/business";

/**
 * The booking's time windows as local hours in the business's zone. "First Available" becomes
 * the whole working day (8am-8pm): the visit is somewhere in it, and a timed event with that
 * span shows up in the visitor's calendar where an all-day event is easy to overlook.
 */
export const timeWindows: Record<string, { startHour: number; endHour: number }> = {
  "Morning (8am-12pm)": { startHour: 8, endHour: 12 },
  "Afternoon (12pm-4pm)": { startHour: 12, endHour: 16 },
  "Evening (4pm-8pm)": { startHour: 16, endHour: 20 },
  "First Available": { startHour: 8, endHour: 20 },
};

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (e.g. -4 h for EDT). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time in `timeZone`, e.g. 8:00 on 2026-07-15 in New York is
 * 12:00Z. Two passes, so a date on which DST changes still gets that day's own offset.
 */
export function zonedTimeToUtc(isoDate: string, hour: number, timeZone: string = business.timeZone): Date {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  let utc = wall - zoneOffsetMs(wall, timeZone);
  utc = wall - zoneOffsetMs(utc, timeZone);
  return new Date(utc);
}

/**
 * An iCalendar file for the requested visit, attached to the visitor's confirmation. Times are
 * written in UTC (…Z), which every calendar converts to its own zone: no VTIMEZONE block to get
 * wrong. It goes to an address the visitor typed, so it carries none of the visitor's free text
 * (no address or model number): only our wording and values from our own lists.
 */
export function bookingIcs(booking: Booking): string {
  const window = timeWindows[booking.preferredTime] ?? timeWindows["First Available"]!;
  const start = zonedTimeToUtc(booking.preferredDate, window.startHour);
  const end = zonedTimeToUtc(booking.preferredDate, window.endHour);
  const { error, value } = createEvent({
    productId: `-//${business.name}//Booking//EN`,
    uid: `booking-${booking.id}@${new URL(business.siteUrl).hostname}`,
    start: start.getTime(),
    end: end.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
    title: `Refrigerator repair visit (requested): ${business.name}`,
    description:
      `Requested time window: ${booking.preferredTime}. We'll call to confirm the exact time.\n` +
      `Issue: ${booking.issue} (${booking.brand})\n` +
      `Questions? Call ${business.phones.main.display}.`,
    status: "TENTATIVE",
    busyStatus: "BUSY",
  });
  if (error || !value) throw error ?? new Error("Could not build the calendar file");
  return value;
}
