/**
 * What a date field's refusal says, in English (the forms' Spanish set is in the Spanish
 * dictionary): read by app/lib/dates.ts's dateProblem and by the forms' messages.
 */
export type DateMessages = Record<"format" | "notADate" | "past" | "tooFar", string>;

export const DATE_MESSAGES: DateMessages = {
  format: "Choose a date from the calendar.",
  notADate: "Choose a real calendar date.",
  past: "Choose today or a later date.",
  tooFar: "Choose a date within the next 12 months.",
};
