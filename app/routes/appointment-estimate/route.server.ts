import { data } from "react-router";
import { approvedCopyOf } from "#app/estimates/customer-estimate.server";
import { estimateTitle } from "#app/estimates/estimate-content";
import { notFound } from "#app/lib/not-found";
import { visitText } from "#app/mail/messages.server";
import { findAppointment } from "#app/scheduling/appointments.server";

/**
 * The customer's copy of the estimate they approved (/appointments/<token>/estimate): the option,
 * its lines and total, who approved it, when and how, the drawn signature when there is one, and
 * the fingerprint of what was shown. 404 for an unknown link; a page saying so (404 too) while
 * nothing is approved.
 */
export async function loadApprovedEstimate(token: string) {
  const booking = await findAppointment(token);
  if (!booking) notFound();
  const copy = await approvedCopyOf(booking.id);
  const page = {
    token,
    customer: { name: booking.name, address: `${booking.address}, ${booking.city} ${booking.zipCode}` },
    visit: visitText(booking),
    copy: copy && { ...copy, title: estimateTitle(copy.estimate) },
  };
  return copy ? page : data(page, { status: 404 });
}
