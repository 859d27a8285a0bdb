import type { Lang } from "#app/content/i18n/lang";
import { clockTime, formatCalendarDate } from "./dates";
import { formatCents } from "./money";
import { dateTimeFormat } from "./intl-format";

/**
 * Dates, times and money as each language's reader expects them (DECISIONS "Spanish": es-US, e.g.
 * "jueves, 26 de noviembre", "$1,234.50"). Built on Intl and a few characters of code, so they
 * carry no dictionary: mails, texts and loaders use them on the server, and a component may too.
 */

/** Intl's locale per language. */
export const intlLocale: Record<Lang, string> = { en: "en-US", es: "es-US" };

const calendarDate = (isoDate: string) => {
  const [y, m, d] = isoDate.split("-").map(Number);
  return y && m && d ? new Date(Date.UTC(y, m - 1, d)) : undefined;
};

/**
 * "2026-11-26" -> "Thursday, November 26" / "jueves, 26 de noviembre": a visit's day as mails and
 * texts name it (no year; a calendar date, no zone shifting).
 */
export function formatVisitDay(lang: Lang, isoDate: string): string {
  const date = calendarDate(isoDate);
  if (!date) return isoDate;
  return dateTimeFormat(intlLocale[lang], {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(date);
}

/** "2026-11-26" -> "Thursday, November 26, 2026" / "jueves, 26 de noviembre de 2026". */
export function formatCalendarDateIn(lang: Lang, isoDate: string): string {
  if (lang === "en") return formatCalendarDate(isoDate);
  const date = calendarDate(isoDate);
  if (!date) return isoDate;
  return dateTimeFormat(intlLocale[lang], {
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(date);
}

/** "14:30" -> "2:30 PM" / "2:30 p.m." (US Spanish keeps the 12-hour clock). */
export function formatClockIn(lang: Lang, time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  const suffix = lang === "es" ? (h >= 12 ? "p.m." : "a.m.") : h >= 12 ? "PM" : "AM";
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/**
 * 123450 -> "$1,234.50" in both languages: US Spanish writes dollars as US English does (the
 * comma groups thousands, the point the cents), which es-US's Intl agrees with.
 */
export function formatMoneyIn(_lang: Lang, cents: number): string {
  return formatCents(cents);
}

/** A moment's clock time in the business's zone: "2:40 PM" / "2:40 p.m." (an arrival estimate, a hold's end). */
export function clockTimeIn(lang: Lang, at: Date): string {
  const english = clockTime(at);
  return lang === "es" ? english.replace(/\s?AM$/, " a.m.").replace(/\s?PM$/, " p.m.") : english;
}
