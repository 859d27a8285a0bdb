import { business } from "#app/content/business";
import { defaultWeeklyHours } from "./hours";
import type { SiteFacts } from "./site-facts";

/**
 * The facts every public page shows in its header, footer, hero and call bar: what the root
 * loader sends with each page (small on purpose: the FAQs, testimonials, prices and team go only
 * to the pages that show them, through those pages' loaders).
 */
export type PublicFacts = Pick<SiteFacts, "phones" | "emails" | "weeklyHours" | "specialHours" | "social">;

export function publicFactsOf(facts: SiteFacts): PublicFacts {
  const { phones, emails, weeklyHours, specialHours, social } = facts;
  return { phones, emails, weeklyHours, specialHours, social };
}

/** The defaults of app/content/business.ts, for a page rendered without the root's data (an error page). */
export function publicFactDefaults(): PublicFacts {
  return {
    phones: { main: { ...business.phones.main }, emergency: { ...business.phones.emergency } },
    emails: { ...business.emails },
    weeklyHours: defaultWeeklyHours(),
    specialHours: [],
    social: business.social.map((link) => ({ ...link })),
  };
}
