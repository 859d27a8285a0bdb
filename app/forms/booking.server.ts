import { data } from "react-router";
import { business } from "~/content/business";
import { gridBrands } from "~/content/brands";
import { addDays, formatCalendarDate, todayInBusinessZone } from "~/lib/dates";
import { bookingMails } from "~/mail/messages.server";
import { availabilityOn, bookAppointment, nextWindowsWithRoom, WindowUnavailableError } from "~/scheduling/appointments.server";
import { viewOfDay } from "~/scheduling/availability";
import { asksAboutFood, isUrgent } from "~/scheduling/urgency";
import { bookingSchema, bookingSteps, INTENT_FIELD, parseStepIntent, type WizardStepResult } from "./booking-schema";
import { handleFormPost, type ClientContext, type StoreRefusal } from "./form-action.server";
import { formValues } from "./submission";

const bookingFields = bookingSteps.flatMap((step) => step.fields);

const REFUSED = {
  closed: "is closed",
  past: "has already ended",
  full: "is fully booked",
} as const;

/**
 * A window that cannot be given (closed, past, or full: perhaps taken a moment ago by someone
 * else): 409, nothing stored, a message naming the next windows with room, and the wizard back on
 * step 3 with every value kept (the reason sits on preferredTime).
 */
async function windowRefusal(error: unknown, input: { preferredDate: string; preferredTime: string }): Promise<StoreRefusal | undefined> {
  if (!(error instanceof WindowUnavailableError)) return undefined;
  const next = await nextWindowsWithRoom(error.requested ?? input.preferredDate);
  const options = next.length
    ? `Windows with room: ${next.map((s) => `${formatCalendarDate(s.date)}, ${s.label}`).join("; ")}.`
    : `Please call us at ${business.phones.main.display} to find a time.`;
  const what = error.requested
    ? `${error.requested.label} on ${formatCalendarDate(error.requested.date)} ${error.reason === "none-within-30-days" ? "is not available" : REFUSED[error.reason]}.`
    : `No window has room within 30 days of ${formatCalendarDate(input.preferredDate)}.`;
  const message = `${what} ${options}`;
  return { status: 409, message, errors: { preferredTime: message } };
}

/** The windows of a chosen date for step 3, or nothing (no date yet, or the database is away). */
async function availabilityOf(date: string | undefined) {
  const today = todayInBusinessZone();
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < today || date > addDays(today, 365)) return undefined;
  return availabilityOn(date).then(viewOfDay, () => undefined);
}

/**
 * POST /book. Next Step or Previous without JavaScript (a step intent): store nothing, validate
 * nothing, answer the step to show with every value typed. Book Appointment: validate all three
 * steps (the ZIP must be in the service area), count it against the client's limit, and claim a
 * window with room in the transaction that stores it; confirm with the window given and the link
 * to the visitor's appointment page.
 */
export async function handleBookingPost(request: Request, context: ClientContext) {
  // Read from a copy: the final submit's handler reads the body itself.
  const formData = await request
    .clone()
    .formData()
    .catch(() => null);
  const step = parseStepIntent(formData?.get(INTENT_FIELD));
  if (formData && step) {
    const values = formValues(formData, bookingFields);
    return data<WizardStepResult>({ step, values, availability: step === 3 ? await availabilityOf(values.preferredDate) : undefined });
  }
  return handleFormPost({
    request,
    context,
    schema: bookingSchema({ brandNames: gridBrands.map((b) => b.name) }),
    fields: bookingFields,
    save: (booking, mail) =>
      bookAppointment(
        {
          ...booking,
          // The food question only counts for the issues that ask it (without JavaScript it is always shown).
          foodAtRisk: asksAboutFood(booking.issue) ? booking.foodAtRisk : "",
          urgent: isUrgent(booking),
        },
        (row) => bookingMails(row, mail),
      ),
    refusal: windowRefusal,
    summarize: (booking, saved) => ({
      date: formatCalendarDate(saved.visitDate ?? booking.preferredDate),
      time: business.bookingWindows.find((w) => w.key === saved.visitWindow)?.label ?? booking.preferredTime,
      asked: booking.preferredTime,
      name: booking.name,
      appointment: `/appointments/${saved.token}`,
    }),
  });
}
