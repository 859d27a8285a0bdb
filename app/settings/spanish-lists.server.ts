import { contactFaqsWith, contactFaqsWithEs, servicesFaqs, servicesFaqsEs } from "#app/content/faqs";
import type { Lang } from "#app/content/i18n/lang";
import { priceRangeIn } from "#app/content/price-range";
import { testimonials as defaultTestimonials, testimonialTranslationsEs } from "#app/content/testimonials";
import type { FaqItem, ShownTestimonial, Testimonial } from "#app/content/types";
import { formatClockIn } from "#app/lib/locale-format";
import { emergencyOnlyDaysText, groupWeeklyHours, regularHoursText, type WeeklyHours } from "./hours";
import type { SiteFacts } from "./site-facts";
import type { Weekday } from "./site-facts";

/**
 * The owner's FAQs and testimonials (Settings, in English) on a page of either language
 * (docs/decisions/0036-spanish.md, "FAQs and testimonials"). An English page shows them as stored.
 * A Spanish page shows the Spanish translation of each item that is still one of the shipped
 * defaults (question and answer, or name and text, unchanged); an item the owner wrote or changed
 * has no translation yet, so it is left off the Spanish page rather than shown in English or
 * replaced by the translation of words the owner no longer uses.
 */

const spanishDay: Record<Weekday, string> = {
  Monday: "lunes",
  Tuesday: "martes",
  Wednesday: "miércoles",
  Thursday: "jueves",
  Friday: "viernes",
  Saturday: "sábado",
  Sunday: "domingo",
};
/** "los sábados", "los lunes": a weekday in the plural with its article. */
const everyDay = (day: Weekday) => `los ${spanishDay[day].replace(/o$/, "os")}`;
const daysOf = (days: Weekday[]) =>
  days.length > 1 ? `de ${spanishDay[days[0]!]} a ${spanishDay[days.at(-1)!]}` : everyDay(days[0]!);
const joinY = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} y ${parts.at(-1)}`;

/** "de lunes a viernes, de 8:00 a.m. a 8:00 p.m., y los sábados, de 9:00 a.m. a 5:00 p.m." (open days). */
export function regularHoursTextEs(hours: WeeklyHours): string {
  const rows = groupWeeklyHours(hours).flatMap((row) =>
    row.opens !== null && row.closes !== null
      ? [`${daysOf(row.dayOfWeek)}, de ${formatClockIn("es", row.opens)} a ${formatClockIn("es", row.closes)}`]
      : [],
  );
  return rows.length <= 1 ? (rows[0] ?? "") : `${rows.slice(0, -1).join(", ")}, y ${rows.at(-1)}`;
}

/** "los domingos": the days with emergency service only. */
export function emergencyOnlyDaysTextEs(hours: WeeklyHours): string {
  return joinY(
    groupWeeklyHours(hours)
      .filter((row) => row.opens === null || row.closes === null)
      .map((row) => daysOf(row.dayOfWeek)),
  );
}

const sameFaq = (a: FaqItem, b: FaqItem) => a.question === b.question && a.answer === b.answer;

/** Each stored item that is still default `i` becomes Spanish item `i`; the others are left off. */
function translated(items: FaqItem[], english: FaqItem[], spanish: FaqItem[]): FaqItem[] {
  return items.flatMap((item) => {
    const i = english.findIndex((d) => sameFaq(d, item));
    return i >= 0 && spanish[i] ? [spanish[i]] : [];
  });
}

/** The /services or /contact FAQ in a page's language. */
export function faqsIn(
  lang: Lang,
  page: "services" | "contact",
  facts: Pick<SiteFacts, "faqs" | "weeklyHours" | "emails">,
): FaqItem[] {
  const items = facts.faqs[page];
  if (lang === "en") return items;
  if (page === "services") return translated(items, servicesFaqs, servicesFaqsEs);
  const english = contactFaqsWith({
    regularHours: regularHoursText(facts.weeklyHours),
    emergencyOnlyDays: emergencyOnlyDaysText(facts.weeklyHours),
    supportEmail: facts.emails.support,
  });
  const spanish = contactFaqsWithEs({
    regularHours: regularHoursTextEs(facts.weeklyHours),
    emergencyOnlyDays: emergencyOnlyDaysTextEs(facts.weeklyHours),
    supportEmail: facts.emails.support,
  });
  return translated(items, english, spanish);
}

/** The home page's testimonials in a page's language; Spanish ones carry `translated: true`. */
export function testimonialsIn(lang: Lang, testimonials: Testimonial[]): ShownTestimonial[] {
  if (lang === "en") return testimonials;
  return testimonials.flatMap((t) => {
    const i = defaultTestimonials.findIndex((d) => d.name === t.name && d.text === t.text);
    const es = testimonialTranslationsEs[i];
    return es ? [{ ...t, text: es.text, translated: true }] : [];
  });
}

/**
 * A service's price range as a page in `lang` shows it: the owner's (Settings, Prices) or the
 * content file's default, a range in words ("Varies by part") worded in the page's language.
 */
export function servicePriceIn(lang: Lang, facts: SiteFacts, service: { slug: string; priceRange: string }): string {
  return priceRangeIn(lang, facts.servicePrices[service.slug] ?? service.priceRange);
}
