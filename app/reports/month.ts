import { business } from "#app/content/business";
import { addDays, todayInBusinessZone } from "#app/lib/dates";
import { dateTimeFormat } from "#app/lib/intl-format";

/**
 * A report's month (pure): "YYYY-MM" in New York time. Its bounds are the instants of New York
 * midnight on its first day and on the next month's first day, so a job completed at 11:30 PM on
 * October 31 (EDT) or on March 8 across the clock change belongs to the month the shop saw.
 */
export interface ReportMonth {
  /** "2026-11" */
  key: string;
  /** First day, "2026-11-01". */
  first: string;
  /** First day of the next month (exclusive end), "2026-12-01". */
  next: string;
  start: Date;
  end: Date;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `value` is a month the reports can show ("2026-11"; years 2000 to 2099). */
export function isMonthKey(value: unknown): boolean {
  return typeof value === "string" && MONTH.test(value) && value >= "2000-01" && value < "2100-01";
}

/** The instant of New York midnight starting `isoDate` (midnight always exists there: DST moves 2 AM). */
export function businessMidnight(isoDate: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  // New York is 4 (EDT) or 5 (EST) hours behind UTC: the candidate whose New York date is isoDate at 00:00.
  for (const hours of [4, 5]) {
    const candidate = new Date(utcMidnight + hours * 3_600_000);
    if (todayInBusinessZone(candidate) === isoDate && hourInBusinessZone(candidate) === 0) return candidate;
  }
  throw new Error(`no midnight found for ${isoDate} in ${business.timeZone}`);
}

// Made on first use and kept: a formatter takes about a millisecond to make (ICU loads the zone).
let hourFormat: Intl.DateTimeFormat | undefined;

function hourInBusinessZone(date: Date): number {
  hourFormat ??= new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, hour: "numeric", hourCycle: "h23" });
  const hour = hourFormat.formatToParts(date).find((p) => p.type === "hour")?.value;
  return Number(hour);
}

export const monthKeyOf = (date: Date): string => todayInBusinessZone(date).slice(0, 7);

/** "2026-11" -> "2026-12" (n months later; negative n earlier). */
export function shiftMonth(key: string, n: number): string {
  const [y, m] = key.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export function reportMonth(key: string): ReportMonth {
  const first = `${key}-01`;
  const next = `${shiftMonth(key, 1)}-01`;
  return { key, first, next, start: businessMidnight(first), end: businessMidnight(next) };
}

/** "2026-11" -> "November 2026". */
export function monthLabel(key: string): string {
  const [y, m] = key.split("-").map(Number) as [number, number];
  return dateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

/** "2026-11" -> "Nov 26" (a chart's axis). */
export function shortMonthLabel(key: string): string {
  const [y, m] = key.split("-").map(Number) as [number, number];
  return dateTimeFormat("en-US", { timeZone: "UTC", month: "short", year: "2-digit" }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

/** The 12 months ending with `key`, oldest first. */
export const lastTwelveMonths = (key: string): string[] =>
  Array.from({ length: 12 }, (_, i) => shiftMonth(key, i - 11));

/**
 * The `?month=` a report was asked for: a month key, or this month when none was given. Anything
 * else is refused with the message the page shows (it then shows this month).
 */
export function readMonth(
  value: string | null,
  now: Date = new Date(),
): { month: string; problem?: string; current: string } {
  const current = monthKeyOf(now);
  if (value === null || value === "") return { month: current, current };
  if (isMonthKey(value)) return { month: value, current };
  return {
    month: current,
    current,
    problem: `"${value.slice(0, 20)}" is not a month like ${current}: showing ${monthLabel(current)}.`,
  };
}

/** Whole days from the New York date of `from` to `asOfDate` ("YYYY-MM-DD"). */
export function daysBetween(from: Date, asOfDate: string): number {
  const a = Date.parse(`${todayInBusinessZone(from)}T00:00:00Z`);
  const b = Date.parse(`${asOfDate}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/** The last day of a month ("2026-11" -> "2026-11-30"). */
export const lastDayOf = (month: ReportMonth): string => addDays(month.next, -1);
