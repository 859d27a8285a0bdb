import { business } from "#app/content/business";

/** Meta of /terms-of-service (its text is in content/legal.ts); the title is also the page's heading. */
export const termsOfServiceCopy = {
  title: "Terms of Service",
  description: `Estimates, diagnostic fees, our ${business.warrantyDays}-day repair warranty, payment and appointment terms for refrigerator repair service in Tampa Bay.`,
  /** Before the date of the last revision. */
  updated: "Last updated",
};
