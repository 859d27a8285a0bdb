import type { Lang } from "./i18n/lang";

/**
 * What a date's availability says in the booking wizard's step 3 (and the appointment page's Move
 * form), in each language: the server builds the whole view (/availability's JSON, or the page's
 * loader without JavaScript), so no page bundle carries these words. Typed: a word missing in one
 * language fails the type check. `day` and `next` arrive formatted in the language.
 */
export interface AvailabilityWords {
  /** Appended to a window's name when it cannot be booked that day (English: windows.ts's labelWithStatus). */
  fullSuffix: string;
  closedSuffix: string;
  /** "Sundays" / "Los domingos": the weekday of a date (0 = Sunday), in the plural. */
  weekdays: (weekday: number) => string;
  /** "Sundays are by phone: call the emergency line." */
  byPhone: (weekdays: string) => string;
  /** Before the emergency line's link on the pages: "Sundays are by phone: emergency line". */
  byPhoneLead: (weekdays: string) => string;
  nextOnline: (next: string) => string;
  closedNext: (day: string, next: string) => string;
  closedNone: (day: string) => string;
  fullNext: (day: string, next: string) => string;
  fullNone: (day: string) => string;
}

const englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
// Spanish weekday names take no capital; sábado and domingo add -s, the others stay as they are.
const spanishWeekdays = ["domingos", "lunes", "martes", "miércoles", "jueves", "viernes", "sábados"];

export const availabilityWords: Record<Lang, AvailabilityWords> = {
  en: {
    fullSuffix: " - Fully booked",
    closedSuffix: " - Closed",
    weekdays: (weekday) => `${englishWeekdays[weekday] ?? "Sunday"}s`,
    byPhone: (days) => `${days} are by phone: call the emergency line.`,
    byPhoneLead: (days) => `${days} are by phone: emergency line`,
    nextOnline: (next) => `The next date with room online is ${next}.`,
    closedNext: (day, next) => `We're closed on ${day}. The next date with room is ${next}.`,
    closedNone: (day) =>
      `We're closed on ${day}, and nothing is left in the 30 days after it. Please call us to find a time.`,
    fullNext: (day, next) => `Nothing is left on ${day}. The next date with room is ${next}.`,
    fullNone: (day) => `Nothing is left on ${day} or the 30 days after it. Please call us to find a time.`,
  },
  es: {
    fullSuffix: " - Completo",
    closedSuffix: " - Cerrado",
    weekdays: (weekday) => `Los ${spanishWeekdays[weekday] ?? "domingos"}`,
    byPhone: (days) => `${days}, las citas se reservan por teléfono: llame a la línea de emergencia.`,
    byPhoneLead: (days) => `${days}, las citas se reservan por teléfono: línea de emergencia`,
    nextOnline: (next) => `La próxima fecha con lugar en línea es el ${next}.`,
    closedNext: (day, next) => `Estamos cerrados el ${day}. La próxima fecha con lugar es el ${next}.`,
    closedNone: (day) =>
      `Estamos cerrados el ${day} y no queda ningún lugar en los 30 días siguientes. Llámenos para buscar un horario.`,
    fullNext: (day, next) => `No queda ningún lugar el ${day}. La próxima fecha con lugar es el ${next}.`,
    fullNone: (day) => `No queda ningún lugar el ${day} ni en los 30 días siguientes. Llámenos para buscar un horario.`,
  },
};
