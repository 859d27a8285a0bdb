/**
 * Booking windows: which arrival windows a date offers, which can still be booked, and where
 * there is room (DECISIONS "Appointments are real"). Pure: the opening hours (the owner's weekly
 * hours and special dates, app/settings/site-facts.ts; business.ts's defaults when none are
 * given), closed dates and booking counts are passed in by the caller, and
 * "now" is always an argument, so the browser and the server get the same answers.
 * Every date is a "YYYY-MM-DD" calendar date and every time is America/New_York wall-clock time.
 */
import { business, type BookingWindow, type BookingWindowKey } from "#app/content/business";
import { bookingWindow } from "#app/lib/booking-windows";
import { addDays, todayInBusinessZone, weekdayOf, zonedTimeToUtc } from "#app/lib/dates";
import {
  defaultWeeklyHours,
  windowKeysOnDate,
  windowKeysOnWeekday,
  type OpeningHoursFacts,
  type WeeklyHours,
} from "#app/settings/hours";

export type WindowKey = BookingWindowKey;

/** One window on one date, with the instants it starts and ends. */
export interface Slot {
  /** "YYYY-MM-DD" in New York. */
  date: string;
  key: WindowKey;
  /** As the wizard shows it, e.g. "Morning (8am-12pm)". */
  label: string;
  start: Date;
  end: Date;
}

/** Appended to a window's label in the wizard when it cannot be booked that day. */
export const FULLY_BOOKED_SUFFIX = " - Fully booked";
export const CLOSED_SUFFIX = " - Closed";

/** Visitors can reschedule or cancel until this long before their window starts. */
const CHANGE_DEADLINE_MS = 2 * 60 * 60 * 1000;

/** How many dates "First Available" and the next-windows messages look through. */
export const SEARCH_DAYS = 30;

/** "Morning (8am-12pm)" -> "morning"; "First Available" or anything else -> undefined. */
export function windowKeyFromLabel(label: string): WindowKey | undefined {
  return business.bookingWindows.find((w) => w.label === label)?.key;
}

/** business.ts's hours, for callers that pass none (the owner's come from getSiteFacts). */
const defaultHours = (): OpeningHoursFacts => ({ weeklyHours: defaultWeeklyHours(), specialHours: [] });

/** The window keys offered online on a weekday (0 = Sunday), from the weekly hours. */
export function windowKeysOn(weekday: number, weeklyHours: WeeklyHours = defaultWeeklyHours()): readonly WindowKey[] {
  return windowKeysOnWeekday(weekday, weeklyHours);
}

function toSlot(date: string, window: BookingWindow): Slot {
  return {
    date,
    key: window.key,
    label: window.label,
    start: zonedTimeToUtc(date, window.start),
    end: zonedTimeToUtc(date, window.end),
  };
}

/**
 * The slot of a window on a date, whether or not that date offers it: the times of a booking
 * already made (say, on a date closed since) are still needed.
 */
export function slotOf(date: string, key: WindowKey): Slot {
  const window = bookingWindow(key);
  return toSlot(date, window);
}

/**
 * The date's windows by its weekday, in the day's order; none on a closed date; on a special
 * date with shorter hours only the windows inside them.
 */
export function slotsOn(
  date: string,
  closedDates: ReadonlySet<string> = new Set(),
  hours: OpeningHoursFacts = defaultHours(),
): Slot[] {
  if (closedDates.has(date)) return [];
  const offered = windowKeysOnDate(date, weekdayOf(date), hours);
  return business.bookingWindows.filter((w) => offered.includes(w.key)).map((w) => toSlot(date, w));
}

/**
 * The windows still open for booking at `now`: a window that has ended is not offered (one that
 * has started but not ended still is). Dates before today in New York therefore have none.
 */
export function bookableSlotsOn(
  date: string,
  now: Date,
  closedDates?: ReadonlySet<string>,
  hours?: OpeningHoursFacts,
): Slot[] {
  return slotsOn(date, closedDates, hours).filter((slot) => slot.end > now);
}

/** Visitors can reschedule or cancel until 2 hours before the window starts. */
export function changeDeadline(slot: Slot): Date {
  return new Date(slot.start.getTime() - CHANGE_DEADLINE_MS);
}

// ---- Capacity: counts come from the database, passed in as functions ----

/** What the capacity-aware helpers need: the clock, closed dates and counts from the database. */
export interface RoomQuery {
  now: Date;
  closedDates?: ReadonlySet<string>;
  /** The owner's weekly hours and special dates (business.ts's hours when left out). */
  hours?: OpeningHoursFacts;
  /** Bookings a window takes on a weekday (0 = Sunday), as the owner set it. */
  capacityOf: (weekday: number, key: WindowKey) => number;
  /** Bookings (not cancelled) already in a window on a date. */
  bookedIn: (date: string, key: WindowKey) => number;
}

/**
 * - open: can be booked.
 * - full: as many bookings as the window takes.
 * - closed: the weekday has no such window, the date is closed, or the owner set its capacity to 0.
 * - past: the window has ended.
 */
export type WindowStatus = "open" | "full" | "closed" | "past";

export interface WindowAvailability {
  key: WindowKey;
  label: string;
  status: WindowStatus;
  /** Bookings in the window (also on a closed date, where staff must see them). */
  booked: number;
  /** Places the window has that day: 0 when it is closed. */
  capacity: number;
}

/** All three windows of a date, in order, with their status (for the wizard and the staff schedule). */
export function dayAvailability({
  date,
  now,
  closedDates,
  hours,
  capacityOf,
  bookedIn,
}: RoomQuery & { date: string }): WindowAvailability[] {
  const weekday = weekdayOf(date);
  const offered = slotsOn(date, closedDates, hours);
  return business.bookingWindows.map(({ key, label }) => {
    const booked = bookedIn(date, key);
    const slot = offered.find((s) => s.key === key);
    const capacity = slot ? Math.max(0, capacityOf(weekday, key)) : 0;
    const status: WindowStatus =
      !slot || capacity === 0 ? "closed" : slot.end <= now ? "past" : booked >= capacity ? "full" : "open";
    return { key, label, status, booked, capacity };
  });
}

/** The wizard's option text for a window: its label, plus " - Fully booked" or " - Closed". */
export function labelWithStatus({ label, status }: Pick<WindowAvailability, "label" | "status">): string {
  if (status === "full") return label + FULLY_BOOKED_SUFFIX;
  if (status === "closed" || status === "past") return label + CLOSED_SUFFIX;
  return label;
}

/**
 * The next `count` windows with room, in time order: after `from` when it is a slot (a refused
 * window), or from the start of `from` when it is a date. Looks through `days` dates, starting
 * with that date (or today, if it is earlier).
 */
export function nextSlotsWithRoom({
  from,
  count,
  days = SEARCH_DAYS,
  ...query
}: RoomQuery & { from: Slot | string; count: number; days?: number }): Slot[] {
  const today = todayInBusinessZone(query.now);
  const fromDate = typeof from === "string" ? from : from.date;
  const firstDate = fromDate < today ? today : fromDate;
  const found: Slot[] = [];
  for (let i = 0; i < days && found.length < count; i++) {
    const date = addDays(firstDate, i);
    for (const row of dayAvailability({ ...query, date })) {
      if (row.status !== "open" || found.length === count) continue;
      const slot = slotOf(date, row.key);
      if (typeof from === "string" || slot.start > from.start) found.push(slot);
    }
  }
  return found;
}

/** "First Available": the earliest window with room on or after `from` (a date), within 30 days. */
export function firstSlotWithRoom(query: RoomQuery & { from: string; days?: number }): Slot | undefined {
  return nextSlotsWithRoom({ ...query, count: 1 })[0];
}

/** The first date after `after` with a window that has room, for "nothing left that day" messages. */
export function nextDateWithRoom({
  after,
  ...query
}: RoomQuery & { after: string; days?: number }): string | undefined {
  return firstSlotWithRoom({ ...query, from: addDays(after, 1) })?.date;
}
