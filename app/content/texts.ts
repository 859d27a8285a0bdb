import type { Lang } from "./i18n/lang";

/**
 * The consent to texts asked in step 1 of the booking (DECISIONS "Texts"): the checkbox's exact
 * wording, and its version, stored with each consent. A new wording gets a new version, so every
 * stored consent still says which words the visitor agreed to.
 */
export const SMS_CONSENT_FIELD = "smsConsent";
export const SMS_CONSENT_VALUE = "yes";
export const SMS_CONSENT_WORDING =
  "Text me about this appointment (confirmation, reminder, technician on the way). Msg & data rates may apply. Reply STOP to opt out, HELP for help.";
export const SMS_CONSENT_VERSION = "2026-11-25";

/**
 * The same consent on /es/book, in Spanish, with a version of its own: a Spanish booking stores
 * this version, so its consent records the Spanish words the visitor agreed to. The keywords are
 * those the Spanish texts name (STOP, AYUDA: both answered).
 */
export const SMS_CONSENT_WORDING_ES =
  "Envíenme mensajes de texto sobre esta cita (confirmación, recordatorio, técnico en camino). Pueden aplicarse tarifas por mensajes y datos. Responda STOP para no recibir más mensajes, AYUDA para obtener ayuda.";
export const SMS_CONSENT_VERSION_ES = "2026-11-27-es";

/** The consent's wording and version in a page's language (the booking form shows one, its action stores the other). */
export const smsConsentIn = {
  en: { wording: SMS_CONSENT_WORDING, version: SMS_CONSENT_VERSION },
  es: { wording: SMS_CONSENT_WORDING_ES, version: SMS_CONSENT_VERSION_ES },
} as const satisfies Record<Lang, { wording: string; version: string }>;

/**
 * A staff member's consent, on their own account page, to a text when a visit is assigned to
 * them: the checkbox's exact wording and its version, stored with the consent like a visitor's.
 */
export const STAFF_SMS_CONSENT_WORDING =
  "Text me when a visit is assigned to me. Msg & data rates may apply. Reply STOP to opt out.";
export const STAFF_SMS_CONSENT_VERSION = "2026-11-27";
