import { business, type BookingWindowKey, type OpeningHours } from "#app/content/business";
import { weekdays, type DayHours, type SiteFacts, type SpecialHours, type Weekday } from "./site-facts";

/**
 * Opening hours as the site shows them, from the owner's per-weekday hours (SiteFacts): pure, so
 * the footer, the contact page, the FAQ text, the structured data and the booking windows all
 * read the same rule. Times are "HH:MM" (24 h, New York).
 */

export type WeeklyHours = SiteFacts["weeklyHours"];
/** What the booking windows and the hours shown depend on. */
export type OpeningHoursFacts = Pick<SiteFacts, "weeklyHours" | "specialHours">;

/** The grouped `business.hours` rows of app/content/business.ts, one entry per weekday. */
export function weeklyHoursFromRows(rows: readonly OpeningHours[]): WeeklyHours {
  const entries = weekdays.map((day): [Weekday, DayHours] => {
    const row = rows.find((r) => r.dayOfWeek.includes(day));
    return [
      day,
      row
        ? { opens: row.opens, closes: row.closes, bookingWindows: [...row.bookingWindows] }
        : { opens: null, closes: null, bookingWindows: [] },
    ];
  });
  return Object.fromEntries(entries) as WeeklyHours;
}

export const defaultWeeklyHours = (): WeeklyHours => weeklyHoursFromRows(business.hours);

/** "08:00" -> "8:00 AM", "20:00" -> "8:00 PM", "12:30" -> "12:30 PM". */
export function formatClock(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

const isOpen = (day: { opens: string | null; closes: string | null }): day is { opens: string; closes: string } =>
  day.opens !== null && day.closes !== null;

/** "8:00 AM - 8:00 PM", or "Emergency Service Only" for a day without hours. */
export function dayHoursLabel(day: { opens: string | null; closes: string | null }): string {
  return isOpen(day) ? `${formatClock(day.opens)} - ${formatClock(day.closes)}` : business.closedDayLabel;
}

/** Consecutive weekdays (Monday first) with the same hours, as shown. */
export interface HoursRow {
  /** "Monday - Friday", "Saturday". */
  days: string;
  dayOfWeek: Weekday[];
  opens: string | null;
  closes: string | null;
  /** "8:00 AM - 8:00 PM" or "Emergency Service Only". */
  label: string;
}

export function groupWeeklyHours(hours: WeeklyHours): HoursRow[] {
  const rows: HoursRow[] = [];
  for (const day of weekdays) {
    const { opens, closes } = hours[day];
    const last = rows.at(-1);
    if (last && last.opens === opens && last.closes === closes) last.dayOfWeek.push(day);
    else rows.push({ days: day, dayOfWeek: [day], opens, closes, label: dayHoursLabel({ opens, closes }) });
  }
  for (const row of rows) {
    row.days = row.dayOfWeek.length > 1 ? `${row.dayOfWeek[0]} - ${row.dayOfWeek.at(-1)}` : row.dayOfWeek[0]!;
  }
  return rows;
}

/** "Monday - Friday 8:00 AM - 8:00 PM and Saturday 9:00 AM - 5:00 PM" (open rows only). */
export function regularHoursText(hours: WeeklyHours): string {
  return joinAnd(
    groupWeeklyHours(hours)
      .filter(isOpen)
      .map((row) => `${row.days} ${row.label}`),
  );
}

/** "Sunday" or "Saturday - Sunday": the days with emergency service only. */
export function emergencyOnlyDaysText(hours: WeeklyHours): string {
  return joinAnd(
    groupWeeklyHours(hours)
      .filter((row) => !isOpen(row))
      .map((row) => row.days),
  );
}

function joinAnd(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** "Closed (Thanksgiving)", "9:00 AM - 1:00 PM (Christmas Eve)": a special date's hours as shown. */
export function specialHoursLabel(special: SpecialHours): string {
  const hours = isOpen(special) ? dayHoursLabel(special) : "Closed";
  return special.note ? `${hours} (${special.note})` : hours;
}

/** Sunday first, as Date.getUTCDay() counts. */
const WEEKDAY_OF_INDEX: readonly Weekday[] = [weekdays[6], ...weekdays.slice(0, 6)];

/** The weekday's name for Date.getUTCDay()-style numbers (0 = Sunday). */
export const weekdayName = (weekday: number): Weekday | undefined => WEEKDAY_OF_INDEX[weekday];

/** The window keys offered online on a weekday (0 = Sunday), from the weekly hours. */
export function windowKeysOnWeekday(weekday: number, hours: WeeklyHours): readonly BookingWindowKey[] {
  const name = weekdayName(weekday);
  return name ? hours[name].bookingWindows : [];
}

/**
 * The window keys a date offers: its weekday's windows, except on a special date: none when it
 * is closed all day, and only the windows that lie inside its shorter hours otherwise.
 */
export function windowKeysOnDate(date: string, weekday: number, facts: OpeningHoursFacts): readonly BookingWindowKey[] {
  const keys = windowKeysOnWeekday(weekday, facts.weeklyHours);
  const special = facts.specialHours.find((s) => s.date === date);
  if (!special) return keys;
  if (!isOpen(special)) return [];
  return keys.filter((key) => {
    const window = business.bookingWindows.find((w) => w.key === key);
    return !!window && window.start >= special.opens && window.end <= special.closes;
  });
}

/**
 * The windows a day offers that lie outside its hours: a window only after opening and until
 * closing (the hours page's rule); on a closed day every window it offers. Empty: the day agrees
 * with the rule. The owner's save (site-fact-schemas.server.ts) and the defaults' test use it.
 */
export function windowsOutsideHours(day: {
  opens: string | null;
  closes: string | null;
  bookingWindows: readonly BookingWindowKey[];
}): Array<(typeof business.bookingWindows)[number]> {
  const offered = business.bookingWindows.filter((w) => day.bookingWindows.includes(w.key));
  if (!isOpen(day)) return offered;
  return offered.filter((w) => w.start < day.opens || w.end > day.closes);
}
