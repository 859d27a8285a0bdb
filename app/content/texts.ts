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
 * A staff member's consent, on their own account page, to a text when a visit is assigned to
 * them: the checkbox's exact wording and its version, stored with the consent like a visitor's.
 */
export const STAFF_SMS_CONSENT_WORDING =
  "Text me when a visit is assigned to me. Msg & data rates may apply. Reply STOP to opt out.";
export const STAFF_SMS_CONSENT_VERSION = "2026-11-27";
