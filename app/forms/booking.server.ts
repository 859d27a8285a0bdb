import { data } from "react-router";
import { gridBrands } from "~/content/brands";
import { saveBooking } from "~/db/requests.server";
import { formatCalendarDate } from "~/lib/dates";
import { bookingSchema, bookingSteps, INTENT_FIELD, parseStepIntent, type WizardStepResult } from "./booking-schema";
import { handleFormPost } from "./form-action.server";
import { formValues } from "./submission";

const bookingFields = bookingSteps.flatMap((step) => step.fields);

/**
 * POST /book. Next Step or Previous without JavaScript (a step intent): store nothing, validate
 * nothing, answer the step to show with every value typed. Book Appointment: validate all three
 * steps, store, confirm with the requested slot.
 */
export async function handleBookingPost(request: Request) {
  // Read from a copy: the final submit's handler reads the body itself.
  const formData = await request
    .clone()
    .formData()
    .catch(() => null);
  const step = parseStepIntent(formData?.get(INTENT_FIELD));
  if (formData && step) {
    return data<WizardStepResult>({ step, values: formValues(formData, bookingFields) }, { status: 200 });
  }
  return handleFormPost({
    request,
    schema: bookingSchema({ brandNames: gridBrands.map((b) => b.name) }),
    fields: bookingFields,
    save: saveBooking,
    summarize: (booking) => ({
      date: formatCalendarDate(booking.preferredDate),
      time: booking.preferredTime,
      name: booking.name,
    }),
  });
}
