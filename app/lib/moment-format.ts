import { business } from "#app/content/business";
import type { Lang } from "#app/content/i18n/lang";
import { formatInBusinessZone, zoneAbbreviation } from "./dates";
import { clockTimeIn, intlLocale } from "./locale-format";
import { dateTimeFormat } from "./intl-format";

// Server code only (the appointment page's loader, the estimates): a module of its own, so the
// public pages' shared locale-format chunk does not grow (budgets.spec, first-load JavaScript).
/**
 * A moment in the business's zone with its date and clock: "Nov 27, 2026, 11:48 AM EST" /
 * "27 de noviembre de 2026, 11:48 a.m. EST" (when an estimate was decided, a deadline).
 */
export function formatMomentIn(lang: Lang, at: Date): string {
  if (lang === "en") return formatInBusinessZone(at);
  const day = dateTimeFormat(intlLocale[lang], {
    timeZone: business.timeZone,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(at);
  return `${day}, ${clockTimeIn(lang, at)} ${zoneAbbreviation(at)}`;
}
