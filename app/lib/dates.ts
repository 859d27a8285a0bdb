import { business } from "~/content/business";

/**
 * Today's date in the business's time zone (America/New_York) as "YYYY-MM-DD", the format of
 * <input type="date">. A visitor in another zone, or a server on UTC, still gets the shop's date.
 */
export function todayInBusinessZone(now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: business.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** A date-time as the owner reads it, e.g. "Nov 21, 2026, 9:05 AM EST". */
export function formatInBusinessZone(date: Date): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: business.timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date) + " " + zoneAbbreviation(date);
}

function zoneAbbreviation(date: Date): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, timeZoneName: "short" })
    .formatToParts(date)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? "";
}

/** "2026-11-24" -> "Tuesday, November 24, 2026" (a calendar date, no zone shifting). */
export function formatCalendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
