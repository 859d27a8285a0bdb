import { z } from "zod";
import { business } from "#app/content/business";
import { SMS_CONSENT_VALUE } from "#app/content/texts";
import { bookableRange, dateRefinement, todayInBusinessZone } from "#app/lib/dates";
import type { AvailabilityView } from "#app/scheduling/availability";
import { servedCountyOfZip } from "#app/scheduling/service-area";
import { choice, emailFieldIn, MAX, optionalText, phoneFieldIn, requiredText } from "#app/lib/fields";
import { fill } from "#app/content/i18n/fill";
import { englishFormMessages, type FormMessages } from "#app/content/i18n/form-messages";

/** The brand select's last option, after the 16 brands of the grid. */
export const OTHER_BRAND = "Other";

export const bookingIssues = [
  "Not Cooling",
  "Water Leaking",
  "Ice Maker Problem",
  "Strange Noises",
  "Not Running",
  "Freezer Issues",
  "Temperature Fluctuations",
  "Other",
] as const;

/** The fourth time option: the earliest window with room on or after the chosen date. */
export const FIRST_AVAILABLE = "First Available";

const [morning, afternoon, evening] = business.bookingWindows;
/** Step 3's options: the booking windows of app/content/business.ts, then "First Available". */
export const bookingTimes = [morning.label, afternoon.label, evening.label, FIRST_AVAILABLE] as const;

/** The wizard's steps and the fields each one owns (SPEC §4-§5). */
export const bookingSteps = [
  {
    number: 1,
    title: "Personal Info",
    fields: ["name", "email", "phone", "smsConsent", "address", "city", "zipCode"],
  },
  {
    number: 2,
    title: "Refrigerator Info",
    fields: [
      "brand",
      "model",
      "serialNumber",
      "issue",
      "foodAtRisk",
      "powerOutage",
      "medicineAtRisk",
      "issueDescription",
    ],
  },
  { number: 3, title: "Schedule", fields: ["preferredDate", "preferredTime", "additionalInfo"] },
] as const;

/** An optional yes/no question: radio buttons with no default, so unanswered sends nothing. */
const yesNoIn = (m: FormMessages) =>
  z.preprocess((v) => (v === undefined ? "" : v), z.enum(["", "yes", "no"], { error: m.yesNo }));

export type BookingField = (typeof bookingSteps)[number]["fields"][number];

/**
 * The booking schema. `brandNames` are the grid brands' names (passed in, so the browser bundle
 * need not carry the brand pages' text). `today` is the business's date (America/New_York): the
 * browser gets it from the loader, so browser and server agree on the day whatever their zones.
 */
export function bookingSchema({
  brandNames,
  today = todayInBusinessZone(),
  mainPhone = business.phones.main.display,
  messages: m = englishFormMessages,
}: {
  brandNames: readonly string[];
  today?: string;
  /** The main line as the owner set it (for the out-of-area message); business.ts's by default. */
  mainPhone?: string;
  /** The refusals' words in the page's language (es.formMessages on /es/book); English by default. */
  messages?: FormMessages;
}) {
  const brandOptions: [string, ...string[]] = [OTHER_BRAND, ...brandNames];
  const label = m.labels;
  return z.object({
    name: requiredText(label.name, MAX.name, m),
    email: emailFieldIn(m),
    phone: phoneFieldIn(m),
    // DECISIONS "Texts": the unticked box under the phone field; ticked it sends "yes".
    smsConsent: z.preprocess(
      (v) => (v === undefined ? "" : v),
      z.enum(["", SMS_CONSENT_VALUE], { error: m.smsConsent }),
    ),
    address: requiredText(label.address, MAX.short, m),
    city: requiredText(label.city, MAX.short, m),
    zipCode: requiredText(label.zipCode, MAX.zip, m)
      .regex(/^\d{5}(-\d{4})?$/, m.zip)
      // DECISIONS: only ZIP codes of the four counties we serve (real ZIP-to-county data).
      .superRefine((zip, ctx) => {
        if (/^\d{5}(-\d{4})?$/.test(zip) && !servedCountyOfZip(zip))
          ctx.addIssue({ code: "custom", message: fill(m.outsideArea, { zip: zip.trim(), phone: mainPhone }) });
      }),
    brand: z.preprocess((v) => (v === "" ? undefined : v), choice(label.brand, brandOptions, m)),
    model: optionalText(label.model, MAX.short, m),
    serialNumber: optionalText(label.serialNumber, MAX.short, m),
    issue: choice(label.issue, bookingIssues, m),
    // "Is there food inside that needs to stay cold?": optional, "yes" or "no".
    foodAtRisk: yesNoIn(m),
    // Storm triage, asked always (DECISIONS "Storm mode and the waitlist"): "yes", "no" or unanswered.
    powerOutage: yesNoIn(m),
    medicineAtRisk: yesNoIn(m),
    issueDescription: requiredText(label.issueDescription, MAX.text, m),
    preferredDate: requiredText(label.preferredDate, MAX.short, m).superRefine(
      dateRefinement(bookableRange(today), m.date),
    ),
    preferredTime: choice(label.preferredTime, bookingTimes, m),
    additionalInfo: optionalText(label.additionalInfo, MAX.text, m),
  });
}

export type BookingRequest = z.infer<ReturnType<typeof bookingSchema>>;

export type WizardStep = 1 | 2 | 3;

/** The step (1-3) that owns a field, so the wizard can return to it. */
export function stepOfField(field: string): WizardStep {
  if (field === "photos") return 2; // not a schema field: the photos of step 2 (app/photos)
  const step = bookingSteps.find((s) => (s.fields as readonly string[]).includes(field));
  return (step?.number ?? 3) as WizardStep;
}

/** The first step holding a field in error (step 3 when none does, e.g. a refusal by message only). */
export function firstStepWithError(errors: Partial<Record<string, string>>): WizardStep {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length ? (Math.min(...steps) as WizardStep) : 3;
}

// ---------------------------------------------------------------------------------------------
// Server-stepped wizard: without JavaScript (or before the page has hydrated), Next Step and
// Previous are submit buttons named `intent` whose value is a step intent ("step-2"). POST /book
// then stores nothing and validates nothing: it answers the step to show and every value typed.
// ---------------------------------------------------------------------------------------------

/** The submit buttons' field name: a step intent ("step-1".."step-3") or "book" (the final submit). */
export const INTENT_FIELD = "intent";
export const BOOK_INTENT = "book";
/**
 * "Join the waitlist for this window" (DECISIONS "Storm mode and the waitlist"): the same form with
 * `waitlist=yes`, after a refusal because the window is full.
 */
export const WAITLIST_FIELD = "waitlist";

/** What POST /book answers to a step intent (status 200): nothing stored, every value echoed. */
export interface WizardStepResult {
  step: WizardStep;
  values: Record<string, string>;
  /** On step 3 with a date chosen: that date's windows, so the page shows them without JavaScript. */
  availability?: AvailabilityView;
}

export const stepIntent = (step: WizardStep) => `step-${step}`;

/** The step a submitted intent asks for, or null for the final submit (or anything else). */
export function parseStepIntent(intent: unknown): WizardStep | null {
  const match = typeof intent === "string" ? /^step-([123])$/.exec(intent) : null;
  return match ? (Number(match[1]) as WizardStep) : null;
}

/** The step in the page's address (`/book?step=2`, one history entry per step); 1 by default. */
export function stepFromSearch(search: string): WizardStep {
  const value = new URLSearchParams(search).get("step");
  return value === "2" || value === "3" ? (Number(value) as WizardStep) : 1;
}
