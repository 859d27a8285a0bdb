import { business } from "#app/content/business";
import { DATE_MESSAGES, type DateMessages } from "#app/content/date-messages";
import { dateTimeFormat } from "./intl-format";

/**
 * Today's date in the business's time zone (America/New_York) as "YYYY-MM-DD", the format of
 * <input type="date">. A visitor in another zone, or a server on UTC, still gets the shop's date.
 */
export function todayInBusinessZone(now: Date = new Date()): string {
  businessDateFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: business.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return businessDateFormat.format(now);
}

// en-CA formats dates as YYYY-MM-DD. Made once (a report formats 10,000 dates in a request), on
// first use: every public page loads this module, and a formatter with a time zone costs the
// phone tens of milliseconds of ICU set-up in the task that starts the page's scripts.
let businessDateFormat: Intl.DateTimeFormat | undefined;

/** A date-time as the owner reads it, e.g. "Nov 21, 2026, 9:05 AM EST". */
export function formatInBusinessZone(date: Date): string {
  // The text is the same through a UTC hour but for its minutes (New York's offset is whole hours
  // and changes on the hour), so ICU formats each hour once: the report's jobs file formats 10,000
  // dates in a request, and two ICU calls a date were a fifth of its time. An hour where that does
  // not hold (a zone changing within it, or an offset with minutes) is formatted date by date.
  const time = date.getTime();
  if (!Number.isFinite(time)) return formatInZone(date);
  const hour = Math.floor(time / HOUR_MS);
  if (formattedHour?.hour !== hour) formattedHour = hourTemplate(hour);
  const at = formattedHour.minuteAt;
  if (at < 0) return formatInZone(date);
  const minute = Math.floor((time - hour * HOUR_MS) / 60_000);
  return formattedHour.text.slice(0, at) + (minute < 10 ? `0${minute}` : minute) + formattedHour.text.slice(at + 2);
}

const HOUR_MS = 3_600_000;

/** The hour's text at :00, and where its minutes are (-1 when they do not follow the UTC minutes). */
let formattedHour: { hour: number; text: string; minuteAt: number } | undefined;

function hourTemplate(hour: number): { hour: number; text: string; minuteAt: number } {
  const text = formatInZone(new Date(hour * HOUR_MS));
  const colon = text.indexOf(":00");
  const last = formatInZone(new Date(hour * HOUR_MS + 59 * 60_000));
  const follows =
    colon >= 0 && text.indexOf(":", colon + 1) < 0 && last === `${text.slice(0, colon)}:59${text.slice(colon + 3)}`;
  return { hour, text, minuteAt: follows ? colon + 1 : -1 };
}

/** formatInBusinessZone as ICU writes it, one date at a time. */
export function formatInZone(date: Date): string {
  // Made on first use and kept: a formatter costs milliseconds to make (ICU loads the zone).
  businessDateTimeFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: business.timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  });
  return businessDateTimeFormat.format(date) + " " + zoneAbbreviation(date);
}

let businessDateTimeFormat: Intl.DateTimeFormat | undefined;
let businessZoneNameFormat: Intl.DateTimeFormat | undefined;

/** A wall clock's parts, each two digits (the year four), the hours 00-23. */
const WALL_CLOCK = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
} as const satisfies Intl.DateTimeFormatOptions;

let businessIsoFormat: Intl.DateTimeFormat | undefined;

/**
 * A date-time as ISO 8601 in the business's zone, e.g. "2026-11-26T14:30:05-05:00": a spreadsheet
 * sorts it as text and reads it as a date, and it says the shop's hour without a conversion.
 */
export function isoInBusinessZone(date: Date): string {
  // en-CA with hourCycle h23: "2026-11-26, 14:30:05" and the offset as "GMT-05:00". Made on first
  // use, so the browser bundles that share this module carry no formatter they never call.
  businessIsoFormat ??= new Intl.DateTimeFormat("en-CA", {
    ...WALL_CLOCK,
    timeZone: business.timeZone,
    timeZoneName: "longOffset",
  });
  const part = Object.fromEntries(businessIsoFormat.formatToParts(date).map((p) => [p.type, p.value]));
  const offset = part.timeZoneName === "GMT" ? "+00:00" : (part.timeZoneName ?? "").replace("GMT", "");
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

/** "EST" / "EDT": the business zone's abbreviation at a moment. */
export function zoneAbbreviation(date: Date): string {
  businessZoneNameFormat ??= new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, timeZoneName: "short" });
  const part = businessZoneNameFormat.formatToParts(date).find((p) => p.type === "timeZoneName");
  return part?.value ?? "";
}

/** "2026-11-24" -> "Tuesday, November 24, 2026" (a calendar date, no zone shifting). */
export function formatCalendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  return dateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Whether `value` is a real "YYYY-MM-DD" calendar date ("2026-02-30" is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // V8 reads "2027-02-30" as March 2: only a date that comes back as written is one.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** How far ahead a visit can be booked or moved, and a date closed: 12 months. */
export const DAYS_AHEAD = 365;

/** The dates from `today` to 12 months ahead: what a visitor can book, move to or look up. */
export function bookableRange(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, DAYS_AHEAD) };
}

/**
 * The one check of a date that comes from outside (a form field, a `?date=` query): what is
 * wrong with it, as the message its field shows, or undefined when it is a real calendar date
 * within `range`. Every form and query checks with this before a date reaches the database,
 * which refuses "2027-02-30" with an error rather than an answer.
 */
export function dateProblem(
  value: string,
  range: { from?: string; to?: string } = {},
  messages: Partial<DateMessages> = {},
): string | undefined {
  const say = { ...DATE_MESSAGES, ...messages };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return say.format;
  if (!isCalendarDate(value)) return say.notADate;
  if (range.from && value < range.from) return say.past;
  if (range.to && value > range.to) return say.tooFar;
  return undefined;
}

/**
 * dateProblem as a zod refinement, for the forms' date fields:
 * `requiredText("Date", 10).superRefine(dateRefinement(range))`. (Typed without zod, so the pages
 * that import this module for dates alone do not load it.)
 */
export function dateRefinement(range: { from?: string; to?: string }, messages: Partial<DateMessages> = {}) {
  return (value: string, ctx: { addIssue: (issue: { code: "custom"; message: string }) => void }) => {
    const problem = dateProblem(value, range, messages);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  };
}

/** Calendar arithmetic on "YYYY-MM-DD" dates (no zone involved): addDays("2026-12-31", 1) is "2027-01-01". */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type VisitDayWord = "today" | "tomorrow";

/**
 * How a reminder names the visit's day from the moment it goes out: "today" once that moment is
 * on the visit's date in New York (a day-before reminder held by the quiet hours until 8 AM),
 * "tomorrow" before.
 */
export function visitDayWord(visitDate: string, sentAt: Date): VisitDayWord {
  return todayInBusinessZone(sentAt) >= visitDate ? "today" : "tomorrow";
}

/** The weekday of a calendar date, 0 = Sunday ... 6 = Saturday (as Date#getDay counts). */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (e.g. -4 h for EDT). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = dateTimeFormat("en-US", { ...WALL_CLOCK, timeZone }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time in `timeZone`, e.g. 8:00 on 2026-07-15 in New York is
 * 12:00Z. `time` is a whole hour (8) or "HH:MM". Two passes, so a date on which DST changes still
 * gets that day's own offset (the change happens at 2am, outside any business hour).
 */
export function zonedTimeToUtc(isoDate: string, time: number | string, timeZone: string = business.timeZone): Date {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const [hour, minute] = typeof time === "number" ? [time, 0] : (time.split(":").map(Number) as [number, number]);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  let utc = wall - zoneOffsetMs(wall, timeZone);
  utc = wall - zoneOffsetMs(utc, timeZone);
  return new Date(utc);
}

/** "10:40 AM" in the business's zone. */
export function clockTime(at: Date): string {
  return dateTimeFormat("en-US", { timeZone: business.timeZone, hour: "numeric", minute: "2-digit" }).format(at);
}
