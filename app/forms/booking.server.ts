import { gridBrands } from "~/content/brands";
import { saveBooking } from "~/db/requests.server";
import { formatCalendarDate } from "~/lib/dates";
import { bookingSchema, bookingSteps } from "./booking-schema";
import { handleFormPost } from "./form-action.server";

const bookingFields = bookingSteps.flatMap((step) => step.fields);

/** POST /book: validate all three steps, store, confirm with the requested slot. */
export function handleBookingPost(request: Request) {
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
