/**
 * The forms' refusal words, in English: the booking and contact schemas build their messages from
 * a `FormMessages` (docs/decisions/0036-spanish.md), so one schema answers in the page's language.
 * The Spanish set is `es.formMessages` in app/content/i18n/es.ts (it reaches a Spanish page with
 * the root's dictionary, so no bundle holds both). Plain strings: `{label}`, `{max}`, `{zip}`,
 * `{phone}` are filled with fill().
 */
import { countyList } from "#app/content/business";
import { DATE_MESSAGES } from "#app/content/date-messages";

export const englishFormMessages = {
  required: "{label} is required.",
  tooLong: "{label} must be at most {max} characters.",
  badCharacter: "{label} contains a character that is not allowed.",
  choose: "Choose a {lowerLabel} from the list.",
  email: "Enter a valid email address.",
  phone: "Enter a phone number with area code, e.g. (813) 555-0142.",
  zip: "Enter a 5-digit ZIP code.",
  outsideArea: `Sorry, we don't serve ZIP code {zip}. We cover ${countyList()} counties; call {phone} and we'll help if we can.`,
  yesNo: "Answer yes or no.",
  smsConsent: "Tick the box, or leave it unticked.",
  invalid: "Please correct the highlighted fields.",
  unreadable: "The form could not be read. Please try again.",
  failure: "We couldn't send your request. Please try again or call us at {phone}.",
  rateLimit: "Too many requests: please wait a minute before sending another, or call us at {phone}.",
  date: DATE_MESSAGES,
  /** The fields' names as the messages say them. */
  labels: {
    name: "Full name",
    email: "Email",
    phone: "Phone number",
    address: "Address",
    city: "City",
    zipCode: "ZIP code",
    brand: "Refrigerator brand",
    model: "Model number",
    serialNumber: "Serial number",
    issue: "Issue type",
    issueDescription: "Issue description",
    preferredDate: "Preferred date",
    preferredTime: "Preferred time",
    additionalInfo: "Additional information",
    service: "Service",
    message: "Message",
  },
};

export type FormMessages = typeof englishFormMessages;
