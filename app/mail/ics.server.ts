import { createEvent } from "ics";
import type { Booking } from "~/db/schema";
import { business } from "~/content/business";
import { zonedTimeToUtc } from "~/lib/dates";

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
