import { availabilityWords } from "#app/content/availability-words";
import { es } from "#app/content/i18n/es";
import type { Lang } from "#app/content/i18n/lang";
import { weekdayOf } from "#app/lib/dates";
import { formatCalendarDateIn } from "#app/lib/locale-format";
import { labelWithStatus, windowKeysOn, type Slot, type WindowAvailability, type WindowKey } from "./windows";

/**
 * What the wizard's step 3 and the appointment page show for a date: each window's option text
 * (with " - Fully booked" / " - Closed"), whether it can be chosen, and when nothing is left that
 * day, the next date with room. The same data with and without JavaScript (fetched from
 * /availability, or rendered by the server after a round trip).
 */
export interface AvailabilityView {
  date: string;
  /** `full`: every place taken (its waitlist can be joined), as against closed or past. */
  windows: Array<{ key: WindowKey; label: string; text: string; open: boolean; full: boolean }>;
  /** Set when no window of `date` can be booked: why (full, or closed that day) and the next date with room. */
  full?: { message: string; nextDate?: string };
  /** Sundays (weekdays the opening hours give no online window): book by phone on the emergency line. */
  phoneOnly: boolean;
  /**
   * On a phone-only day, the pages' words around the emergency line's link: "Sundays are by phone:
   * emergency line" [link] ". The next date with room online is ...".
   */
  byPhone?: { lead: string; after: string };
  /** The earliest window with room from `date` on, e.g. "Tuesday, November 24, 2026, Morning (8am-12pm)". */
  earliest?: { date: string; key: WindowKey; text: string };
}

export function availabilityView(
  date: string,
  windows: WindowAvailability[],
  nextDateWithRoom?: string,
  earliest?: Pick<Slot, "date" | "key" | "label">,
  /** Whether the weekday offers no window online (by the owner's weekly hours; business.ts's by default). */
  phoneOnly: boolean = windowKeysOn(weekdayOf(date)).length === 0,
  /** The page's language (/es/book: Spanish words and dates; the window's `label` stays the English key). */
  lang: Lang = "en",
): AvailabilityView {
  const w = availabilityWords[lang];
  // A window's name in the language: the wizard's own ("Mañana (8 a.m. - 12 p.m.)"), or the owner's label.
  const times: Record<string, string> = es.bookingForm.times;
  const windowName = (label: string) => (lang === "en" ? label : (times[label] ?? label));
  const days = phoneOnlyDayName(date, lang);
  // A weekday without online windows (Sunday) is phone only; every window closed on another
  // weekday is the owner's doing (a holiday, or no places set for that weekday), which "we don't
  // book Sundays" would misstate.
  const closedDay = !phoneOnly && windows.every((w) => w.status === "closed");
  const open = windows.some((w) => w.status === "open");
  const day = formatCalendarDateIn(lang, date);
  const next = nextDateWithRoom && formatCalendarDateIn(lang, nextDateWithRoom);
  // "Sundays are by phone": the same words as the pages' PhoneOnlyDay (byPhone below), which adds the number.
  const byPhone = w.byPhone(days);
  return {
    date,
    windows: windows.map((window) => ({
      key: window.key,
      label: window.label,
      text:
        lang === "en"
          ? labelWithStatus(window)
          : windowName(window.label) +
            (window.status === "full" ? w.fullSuffix : window.status === "open" ? "" : w.closedSuffix),
      open: window.status === "open",
      full: window.status === "full",
    })),
    full: open
      ? undefined
      : {
          message: phoneOnly
            ? next
              ? `${byPhone} ${w.nextOnline(next)}`
              : byPhone
            : closedDay
              ? next
                ? w.closedNext(day, next)
                : w.closedNone(day)
              : next
                ? w.fullNext(day, next)
                : w.fullNone(day),
          nextDate: nextDateWithRoom,
        },
    phoneOnly,
    byPhone: phoneOnly ? { lead: w.byPhoneLead(days), after: `.${next ? ` ${w.nextOnline(next)}` : ""}` } : undefined,
    earliest: earliest && {
      date: earliest.date,
      key: earliest.key,
      text: `${formatCalendarDateIn(lang, earliest.date)}, ${windowName(earliest.label)}`,
    },
  };
}

/** The same view from what availabilityOn (app/scheduling/appointments.server.ts) answers, in a page's language. */
export const viewOfDay = (
  day: {
    date: string;
    windows: WindowAvailability[];
    nextDateWithRoom?: string;
    earliest?: Slot;
    phoneOnly?: boolean;
  },
  lang: Lang = "en",
) => availabilityView(day.date, day.windows, day.nextDateWithRoom, day.earliest, day.phoneOnly, lang);

/** "Sundays" / "Los domingos": the weekday of a date, in the plural, for "Sundays are by phone". */
export const phoneOnlyDayName = (date: string, lang: Lang = "en") => availabilityWords[lang].weekdays(weekdayOf(date));
