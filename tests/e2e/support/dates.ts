/**
 * Dates as the pages write them, written here (not taken from the app) so a test notices when a
 * page writes them otherwise. Each takes a "YYYY-MM-DD" calendar date.
 */
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** "2026-11-25" -> "Wednesday, November 25, 2026". */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(at(iso));

/** "2026-11-25" -> "November 25, 2026". */
export const monthDayYear = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" }).format(at(iso));

/** "2026-12-03" -> "Thu, Dec 3". */
export const shortDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(
    at(iso),
  );
