import { business } from "#app/content/business";
import { contactFaqs, servicesFaqs } from "#app/content/faqs";
import { services } from "#app/content/services";
import { testimonials } from "#app/content/testimonials";
import type { SiteFactValues } from "./site-fact-fields";
import { DEFAULT_RING_SECONDS } from "./settings-rows.server";
import { weekdays, type DayHours, type SiteFacts, type Weekday } from "./site-facts";

/**
 * The defaults of the facts the owner edits: app/content/ as it ships (business.ts, faqs.ts,
 * testimonials.ts, the services' content files). A field without a stored row reads these.
 */

/** business.hours' grouped rows ("Monday - Friday") as one entry per weekday. */
function defaultWeeklyHours(): SiteFacts["weeklyHours"] {
  return Object.fromEntries(
    weekdays.map((day): [Weekday, DayHours] => {
      const row = business.hours.find((r) => (r.dayOfWeek as readonly string[]).includes(day));
      return [
        day,
        row
          ? { opens: row.opens, closes: row.closes, bookingWindows: [...row.bookingWindows] }
          : { opens: null, closes: null, bookingWindows: [] },
      ];
    }),
  ) as SiteFacts["weeklyHours"];
}

/** Each service's price range as its content file gives it, by slug. */
export function contentServicePrices(): Record<string, string> {
  return Object.fromEntries(services.map((s) => [s.slug, s.priceRange]));
}

export const serviceSlugs: readonly string[] = services.map((s) => s.slug);

export function siteFactDefaults(): SiteFactValues {
  return {
    "phones.main": { ...business.phones.main },
    "phones.emergency": { ...business.phones.emergency },
    "emails.support": business.emails.support,
    "emails.business": business.emails.business,
    weeklyHours: defaultWeeklyHours(),
    servicePrices: {},
    "faqs.services": servicesFaqs.map((f) => ({ ...f })),
    "faqs.contact": contactFaqs.map((f) => ({ ...f })),
    testimonials: testimonials.map((t) => ({ ...t })),
    team: business.team.map((m) => ({ ...m, photoId: null })),
    social: business.social.map((s) => ({ ...s })),
    googleReviewUrl: business.googleReviewUrl,
    countyTaxRates: business.countyTaxRates.map((r) => ({ ...r })),
    smsDailyLimit: business.smsDailyLimit,
    "calls.forwardTo": null,
    "calls.ringSeconds": DEFAULT_RING_SECONDS,
    diagnosticFeeCents: null,
  };
}
