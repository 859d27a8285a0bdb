import { gridBrands } from "~/content/brands";
import { saveBooking } from "~/db/requests.server";
import { formatCalendarDate } from "~/lib/dates";
import { bookingMails } from "~/mail/messages.server";
import { bookingSchema, bookingSteps } from "./booking-schema";
import { handleFormPost, type ClientContext } from "./form-action.server";

const bookingFields = bookingSteps.flatMap((step) => step.fields);

/** POST /book: validate all three steps, limit, store with its mails, confirm with the requested slot. */
export function handleBookingPost(request: Request, context: ClientContext) {
  return handleFormPost({
    request,
    context,
    schema: bookingSchema({ brandNames: gridBrands.map((b) => b.name) }),
    fields: bookingFields,
    save: (booking, mail) => saveBooking(booking, (row) => bookingMails(row, mail)),
    summarize: (booking) => ({
      date: formatCalendarDate(booking.preferredDate),
      time: booking.preferredTime,
      name: booking.name,
    }),
  });
}
