/**
 * Urgency (DECISIONS "Photos and urgency"): a booking is urgent when food is at risk because the
 * refrigerator or freezer has stopped keeping it cold.
 */
import { bookingIssues } from "./booking-schema";

type BookingIssue = (typeof bookingIssues)[number];

/** Step 2 asks this (field `foodAtRisk`, "yes" or "no") for the issues below. */
export const FOOD_AT_RISK_QUESTION = "Is there food inside that needs to stay cold?";

// Taken by position from the schema's list, so a renamed label follows; urgency.test.ts pins which.
const [notCooling, , , , notRunning, freezerIssues] = bookingIssues;
/** The issues that put food at risk: Not Cooling, Not Running, Freezer Issues. */
export const foodRiskIssues: readonly BookingIssue[] = [notCooling, notRunning, freezerIssues];

/** Whether step 2 asks the food question for this issue. */
export function asksAboutFood(issue: string): boolean {
  return (foodRiskIssues as readonly string[]).includes(issue);
}

/** Urgent: the visitor answered "yes" to the food question, for an issue that asks it. */
export function isUrgent({ issue, foodAtRisk }: { issue: string; foodAtRisk?: string | null }): boolean {
  return foodAtRisk === "yes" && asksAboutFood(issue);
}

/** Storm triage (DECISIONS "Storm mode and the waitlist"): step 2 asks both, for every issue. */
export const POWER_OUTAGE_QUESTION = "Did the problem begin with a power outage or surge?";
export const MEDICINE_QUESTION = "Is there medicine inside that must stay cold (such as insulin)?";

/** Medicine at risk: the visitor answered "yes" (any issue). Sorts before Urgent everywhere. */
export function hasMedicineAtRisk({ medicineAtRisk }: { medicineAtRisk?: string | null }): boolean {
  return medicineAtRisk === "yes";
}
