import { z } from "zod";
import { business } from "~/content/business";
import { addDays, todayInBusinessZone } from "~/lib/dates";
import { choice, emailField, MAX, optionalText, phoneField, requiredText } from "./fields";

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
  { number: 1, title: "Personal Info", fields: ["name", "email", "phone", "address", "city", "zipCode"] },
  { number: 2, title: "Refrigerator Info", fields: ["brand", "model", "issue", "issueDescription"] },
  { number: 3, title: "Schedule", fields: ["preferredDate", "preferredTime", "additionalInfo"] },
] as const;

export type BookingField = (typeof bookingSteps)[number]["fields"][number];

/** Furthest ahead a visit can be requested. */
const MAX_DAYS_AHEAD = 365;

/**
 * The booking schema. `brandNames` are the grid brands' names (passed in, so the browser bundle
 * need not carry the brand pages' text). `today` is the business's date (America/New_York): the
 * browser gets it from the loader, so browser and server agree on the day whatever their zones.
 */
export function bookingSchema({
  brandNames,
  today = todayInBusinessZone(),
}: {
  brandNames: readonly string[];
  today?: string;
}) {
  const brandOptions: [string, ...string[]] = [OTHER_BRAND, ...brandNames];
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  return z.object({
    name: requiredText("Full name", MAX.name),
    email: emailField,
    phone: phoneField,
    address: requiredText("Address", MAX.short),
    city: requiredText("City", MAX.short),
    zipCode: requiredText("ZIP code", MAX.zip).regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code."),
    brand: z.preprocess((v) => (v === "" ? undefined : v), choice("Refrigerator brand", brandOptions)),
    model: optionalText("Model number", MAX.short),
    issue: choice("Issue type", bookingIssues),
    issueDescription: requiredText("Issue description", MAX.text),
    preferredDate: requiredText("Preferred date", MAX.short)
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date from the calendar.")
      .refine(
        (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
        "Choose a real calendar date.",
      )
      .refine((d) => d >= today, "Choose today or a later date.")
      .refine((d) => d <= lastDay, "Choose a date within the next 12 months."),
    preferredTime: choice("Preferred time", bookingTimes),
    additionalInfo: optionalText("Additional information", MAX.text),
  });
}

export type BookingRequest = z.infer<ReturnType<typeof bookingSchema>>;

/** The step (1-3) that owns a field, so the wizard can return to it. */
export function stepOfField(field: string): 1 | 2 | 3 {
  const step = bookingSteps.find((s) => (s.fields as readonly string[]).includes(field));
  return (step?.number ?? 3) as 1 | 2 | 3;
}
