import type { PhoneLine } from "#app/content/business";
import type { SiteFacts } from "./site-facts";

/**
 * The facts the owner edits, one stored field each (pure: the settings pages and the store share
 * it). Each field is one row of the `settings` table under `site.<field>`; no row means the default
 * from app/content/. Each field is saved, checked against the version its form was loaded with,
 * logged and set back to its default on its own. (Special hours are rows of `closed_dates`.)
 */
export type SiteFactValues = Pick<
  SiteFacts,
  "weeklyHours" | "testimonials" | "team" | "social" | "googleReviewUrl" | "countyTaxRates" | "smsDailyLimit"
> & {
  "phones.main": SiteFacts["phones"]["main"];
  "phones.emergency": SiteFacts["phones"]["emergency"];
  "emails.support": SiteFacts["emails"]["support"];
  "emails.business": SiteFacts["emails"]["business"];
  /** Only the services whose price the owner set; the others show their content file's range. */
  servicePrices: SiteFacts["servicePrices"];
  "faqs.services": SiteFacts["faqs"]["services"];
  "faqs.contact": SiteFacts["faqs"]["contact"];
  /** Where /voice/inbound forwards the business line (null: straight to the apology and voicemail). Never shown publicly. */
  "calls.forwardTo": PhoneLine | null;
  /** Seconds the forwarded call rings before it counts as missed. */
  "calls.ringSeconds": number;
  /** The diagnostic fee the completion form starts with, in cents (null: typed each time). Never shown publicly. */
  diagnosticFeeCents: number | null;
};

export type SiteFactField = keyof SiteFactValues;

export const siteFactLabels: Record<SiteFactField, string> = {
  "phones.main": "Main phone line",
  "phones.emergency": "Emergency phone line",
  "emails.support": "Support e-mail",
  "emails.business": "Business e-mail",
  weeklyHours: "Opening hours",
  servicePrices: "Service prices",
  "faqs.services": "Services page FAQs",
  "faqs.contact": "Contact page FAQs",
  testimonials: "Testimonials",
  team: "Team",
  social: "Social profile links",
  googleReviewUrl: "Google review link",
  countyTaxRates: "Sales tax rates",
  smsDailyLimit: "Daily text limit",
  "calls.forwardTo": "Forward calls to",
  "calls.ringSeconds": "Ring for",
  diagnosticFeeCents: "Diagnostic fee",
};

export const siteFactFields = Object.keys(siteFactLabels) as SiteFactField[];

export function isSiteFactField(value: unknown): value is SiteFactField {
  return typeof value === "string" && Object.hasOwn(siteFactLabels, value);
}

/** The `settings` row that holds a field. */
export const siteFactKey = (field: SiteFactField): string => `site.${field}`;

/** What the version of a field that has no row (its default) is called in a form's hidden field. */
export const DEFAULT_VERSION = "default";

export const CONFLICT_MESSAGE =
  "This was changed in another tab or by someone else since you opened this page. Reload to see the newer values.";

/** The settings sub-pages, in the order of the sub-navigation. */
export const settingsSections = [
  { slug: "hours", label: "Hours" },
  { slug: "contact", label: "Phones and e-mail" },
  { slug: "prices", label: "Prices" },
  { slug: "faqs", label: "FAQs" },
  { slug: "testimonials", label: "Testimonials" },
  { slug: "team", label: "Team" },
  { slug: "links", label: "Links" },
  { slug: "tax", label: "Tax" },
] as const;
export type SettingsSection = (typeof settingsSections)[number]["slug"];

export function isSettingsSection(value: unknown): value is SettingsSection {
  return settingsSections.some((s) => s.slug === value);
}

/** Which fields each sub-page edits (a POST to a page may only change its own fields). */
export const sectionFields: Record<SettingsSection, SiteFactField[]> = {
  hours: ["weeklyHours"],
  contact: [
    "phones.main",
    "phones.emergency",
    "emails.support",
    "emails.business",
    "calls.forwardTo",
    "calls.ringSeconds",
  ],
  prices: ["servicePrices", "diagnosticFeeCents"],
  faqs: ["faqs.services", "faqs.contact"],
  testimonials: ["testimonials"],
  team: ["team"],
  links: ["googleReviewUrl", "social", "smsDailyLimit"],
  tax: ["countyTaxRates"],
};

/** "08:00" -> "8:00 AM". */
export function timeLabel(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** Basis points as the percent the owner types: 750 -> "7.5". */
export const percentText = (basisPoints: number): string => String(basisPoints / 100);
