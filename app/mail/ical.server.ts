import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { business } from "#app/content/business";
import { bookingWindow } from "#app/lib/booking-windows";
import type { Booking } from "#app/db/schema";

/**
 * iCalendar (RFC 5545) text for visits, one way for both places that need it: the owner's
 * calendar feed and the file attached to the visitor's e-mails. Each visit is its window in
 * America/New_York (DTSTART;TZID=America/New_York:..., with the zone's VTIMEZONE), so no
 * calendar shifts it across DST, and its UID is stable per booking.
 */

export interface VisitEvent {
  booking: Pick<Booking, "id" | "visitDate" | "visitWindow">;
  summary: string;
  description: string;
  location?: string;
  confirmed: boolean;
  /** Raised by each change, so a calendar replaces the event it holds (same UID). */
  sequence?: number;
  /** The business as the event's organizer (RFC 5546 wants one in PUBLISH and CANCEL). */
  organizer?: { name: string; email: string };
  /** The one invited (a CANCEL names who it is sent to). */
  attendee?: string;
  cancelled?: boolean;
}

/** PUBLISH: the event as it is now; CANCEL: remove it from the calendar. */
export type CalendarMethod = "PUBLISH" | "CANCEL";

const host = () => new URL(business.siteUrl).hostname;

/** The UID of a booking's visit: the same in every feed and file, so calendars update it. */
export const visitUid = (bookingId: number) => `booking-${bookingId}@${host()}`;

export function visitsCalendar(
  name: string,
  events: VisitEvent[],
  { method }: { method?: CalendarMethod } = {},
): string {
  const calendar = ical({
    name,
    prodId: { company: business.name, product: "Visits", language: "EN" },
    method: method ? ICalCalendarMethod[method] : undefined,
  });
  for (const event of events) {
    const { visitDate, visitWindow } = event.booking;
    const window = bookingWindow(visitWindow);
    if (!visitDate || !window) continue;
    calendar.createEvent({
      id: visitUid(event.booking.id),
      // Wall-clock times in New York: written as DTSTART;TZID=America/New_York:YYYYMMDDTHHMMSS.
      start: `${visitDate}T${window.start}:00`,
      end: `${visitDate}T${window.end}:00`,
      timezone: business.timeZone,
      summary: event.summary,
      description: event.description,
      location: event.location,
      status: event.cancelled
        ? ICalEventStatus.CANCELLED
        : event.confirmed
          ? ICalEventStatus.CONFIRMED
          : ICalEventStatus.TENTATIVE,
      sequence: event.sequence,
      organizer: event.organizer,
      attendees: event.attendee ? [{ email: event.attendee }] : undefined,
    });
  }
  // ical-generator writes a VTIMEZONE only with a calendar-wide zone, which would also make it
  // write DTSTAMP as local time (RFC 5545 wants UTC); add the zone's definition ourselves.
  // (Without its TZURL line: a link to a third party has no place in a file sent to customers.)
  const vtimezone = getVtimezoneComponent(business.timeZone)!
    .trim()
    .split(/\r?\n/)
    .filter((line) => !line.startsWith("TZURL:"))
    .join("\r\n");
  return calendar.toString().replace(/\r\n(BEGIN:VEVENT|END:VCALENDAR)/, (first) => `\r\n${vtimezone}${first}`);
}

/** The METHOD a calendar file declares (the mail's Content-Type repeats it), PUBLISH by default. */
export function calendarMethod(ics: string): CalendarMethod {
  return /^METHOD:CANCEL\r?$/m.test(ics) ? "CANCEL" : "PUBLISH";
}
