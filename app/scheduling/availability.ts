import { formatCalendarDate, weekdayOf } from "#app/lib/dates";
import { weekdayName } from "#app/settings/hours";
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
): AvailabilityView {
  // A weekday without online windows (Sunday) is phone only; every window closed on another
  // weekday is the owner's doing (a holiday, or no places set for that weekday), which "we don't
  // book Sundays" would misstate.
  const closedDay = !phoneOnly && windows.every((w) => w.status === "closed");
  const open = windows.some((w) => w.status === "open");
  const day = formatCalendarDate(date);
  const next = nextDateWithRoom && formatCalendarDate(nextDateWithRoom);
  // "Sundays are by phone": the same words as the pages' PhoneOnlyDay, which adds the number.
  const byPhone = `${phoneOnlyDayName(date)} are by phone: call the emergency line.`;
  return {
    date,
    windows: windows.map((w) => ({
      key: w.key,
      label: w.label,
      text: labelWithStatus(w),
      open: w.status === "open",
      full: w.status === "full",
    })),
    full: open
      ? undefined
      : {
          message: phoneOnly
            ? next
              ? `${byPhone} The next date with room online is ${next}.`
              : byPhone
            : closedDay
              ? next
                ? `We're closed on ${day}. The next date with room is ${next}.`
                : `We're closed on ${day}, and nothing is left in the 30 days after it. Please call us to find a time.`
              : next
                ? `Nothing is left on ${day}. The next date with room is ${next}.`
                : `Nothing is left on ${day} or the 30 days after it. Please call us to find a time.`,
          nextDate: nextDateWithRoom,
        },
    phoneOnly,
    earliest: earliest && {
      date: earliest.date,
      key: earliest.key,
      text: `${formatCalendarDate(earliest.date)}, ${earliest.label}`,
    },
  };
}

/** The same view from what availabilityOn (app/scheduling/appointments.server.ts) answers. */
export const viewOfDay = (day: {
  date: string;
  windows: WindowAvailability[];
  nextDateWithRoom?: string;
  earliest?: Slot;
  phoneOnly?: boolean;
}) => availabilityView(day.date, day.windows, day.nextDateWithRoom, day.earliest, day.phoneOnly);

/** "Sundays": the weekday of a date, in the plural, for "Sundays are by phone". */
export const phoneOnlyDayName = (date: string) => `${weekdayName(weekdayOf(date)) ?? "Sunday"}s`;
