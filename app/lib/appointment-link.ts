import { business } from "#app/content/business";
import { localePath, type Lang } from "#app/content/i18n/lang";

/**
 * The one way to write a link to a visitor's private appointment page, in a language
 * (docs/decisions/0036-spanish.md): /appointments/<token> in English, /es/appointments/<token> in
 * Spanish. Mails and texts pass the customer's language; the page's own forms, redirects and
 * links pass the page's (its path's). `rest` follows the token: "/estimate", "/pay", "?changed=...".
 */
export function appointmentPath(lang: Lang, token: string, rest = ""): string {
  return localePath(lang, `/appointments/${token}${rest}`);
}

/** The same as an absolute URL on the site (mails, texts, Stripe's return addresses). */
export function appointmentLink(lang: Lang, token: string, rest = "", origin: string = business.siteUrl): string {
  return `${origin}${appointmentPath(lang, token, rest)}`;
}
