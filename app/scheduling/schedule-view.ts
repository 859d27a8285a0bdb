/**
 * What the staff Schedule page shows for each date (pure): the windows the weekday offers (and any
 * other window that still holds bookings), "n of N", a status in words, and each booking with just
 * what staff need to act on it. A booking on a date the owner closed is flagged, never dropped.
 */
import type { Booking } from "#app/db/schema";
import { addDays, formatCalendarDate, weekdayOf } from "#app/lib/dates";
import { callRank } from "#app/lib/call-order";
import { phoneHref } from "#app/lib/phone";
import { windowKeysOn, type WindowAvailability, type WindowKey, type WindowStatus } from "./windows";

/** What the schedule reads of a booking (not its e-mail, address or the visitor's private token). */
export type ScheduleBooking = Pick<Booking, "id" | "name" | "city" | "issue" | "phone" | "urgent"> &
  Partial<Pick<Booking, "technicianId" | "medicineAtRisk">>;

/** One date as app/scheduling/schedule.server.ts `scheduleOverview` answers it. */
export interface ScheduleDayInput {
  date: string;
  closed?: { note: string };
  /** The windows the date offers by the owner's hours (business.ts's weekday windows when left out). */
  offered?: readonly WindowKey[];
  windows: Array<WindowAvailability & { bookings: ScheduleBooking[] }>;
}

/** How many dates the schedule shows, from today in New York. */
export const SCHEDULE_DAYS = 14;

export const CLOSED_DATE_FLAG = "Closed date: call this customer to move the visit";

export const statusWords: Record<WindowStatus, string> = {
  open: "Open",
  full: "Fully booked",
  closed: "Closed",
  past: "Past",
};

export interface ScheduleBookingView extends ScheduleBooking {
  href: string;
  tel: string;
  /** The date was closed after this booking was made: someone must call to move it. */
  flagged: boolean;
  /** Medicine that must stay cold inside: shown and sorted before Urgent. */
  medicine: boolean;
  /**
   * Within 90 days after a completed repair for the customer: no second diagnostic fee. The page
   * sets it from app/customers' requestBadges (one read for every booking shown): the sentence
   * ("Warranty callback: repair of Nov 26 (receipt #57), covered until Feb 24, 2027") and the
   * earlier request's page.
   */
  warranty?: { text: string; href?: string } | null;
}

/** One visitor on a window's waitlist, in the order places are offered (medicine first, then first come). */
export interface WaitlistEntryView {
  id: number;
  name: string;
  phone: string;
  tel: string;
  medicine: boolean;
  /** Set while a freed place is held for them: until when (New York time). */
  offeredUntil?: string;
}

export interface ScheduleWindowView {
  key: WindowKey;
  label: string;
  status: WindowStatus;
  statusText: string;
  /** "1 of 2 booked"; on a closed window, which has no places, "1 booked". */
  countText: string;
  bookings: ScheduleBookingView[];
  /** Visitors waiting for a place in this window (the Schedule page adds them). */
  waitlist?: WaitlistEntryView[];
}

export interface ScheduleDayView {
  date: string;
  /** "Monday, November 23, 2026" */
  title: string;
  /** "Today" or "Tomorrow" (New York), else undefined. */
  relative?: string;
  /** The owner closed this date; `closedNote` says why (may be empty). */
  closed: boolean;
  closedNote: string;
  /** No window online that weekday (Sundays) and nothing booked: emergencies by phone only. */
  phoneOnly: boolean;
  windows: ScheduleWindowView[];
  bookingCount: number;
}

/** The page of a booking in the workspace. */
export const bookingPath = (id: number) => `/admin/requests/booking/${id}`;

function windowView(w: ScheduleDayInput["windows"][number], closedDate: boolean): ScheduleWindowView {
  // Medicine first, then urgent visits (food at risk), then in the order they were booked.
  const sorted = [...w.bookings].sort((a, b) => callRank(a) - callRank(b) || a.id - b.id);
  return {
    key: w.key,
    label: w.label,
    status: w.status,
    statusText: statusWords[w.status],
    countText: w.status === "closed" ? `${w.booked} booked` : `${w.booked} of ${w.capacity} booked`,
    bookings: sorted.map((b) => ({
      id: b.id,
      name: b.name,
      city: b.city,
      issue: b.issue,
      phone: b.phone,
      urgent: b.urgent,
      medicine: b.medicineAtRisk === "yes",
      technicianId: b.technicianId ?? null,
      href: bookingPath(b.id),
      tel: phoneHref(b.phone),
      flagged: closedDate,
    })),
  };
}

export function scheduleDayView(day: ScheduleDayInput, today: string): ScheduleDayView {
  const offered = day.offered ?? windowKeysOn(weekdayOf(day.date));
  const windows = day.windows
    .filter((w) => offered.includes(w.key) || w.bookings.length > 0)
    .map((w) => windowView(w, !!day.closed));
  return {
    date: day.date,
    title: formatCalendarDate(day.date),
    relative: day.date === today ? "Today" : day.date === addDays(today, 1) ? "Tomorrow" : undefined,
    closed: !!day.closed,
    closedNote: day.closed?.note ?? "",
    phoneOnly: windows.length === 0,
    windows,
    bookingCount: windows.reduce((sum, w) => sum + w.bookings.length, 0),
  };
}
