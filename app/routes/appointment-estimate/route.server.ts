import { data } from "react-router";
import { approvedCopyOf } from "#app/estimates/customer-estimate.server";
import { appointmentWordsFor } from "#app/content/i18n/dictionaries.server";
import { fill } from "#app/content/i18n/fill";
import type { Lang } from "#app/content/i18n/lang";
import { notFound } from "#app/lib/not-found";
import { visitTextIn } from "#app/mail/messages.server";
import { findAppointment } from "#app/scheduling/appointments.server";

/**
 * The customer's copy of the estimate they approved (/appointments/<token>/estimate): the option,
 * its lines and total, who approved it, when and how, the drawn signature when there is one, and
 * the fingerprint of what was shown. 404 for an unknown link; a page saying so (404 too) while
 * nothing is approved. In the path's language (/es/appointments/<token>/estimate is Spanish).
 */
export async function loadApprovedEstimate(token: string, lang: Lang = "en") {
  const words = appointmentWordsFor(lang);
  const booking = await findAppointment(token);
  if (!booking) notFound();
  const copy = await approvedCopyOf(booking.id, lang);
  const page = {
    token,
    lang,
    words: { copy: words.copy, lines: words.estimate.lines, consent: words.estimate.consent },
    customer: { name: booking.name, address: `${booking.address}, ${booking.city} ${booking.zipCode}` },
    visit: visitTextIn(lang, booking),
    copy: copy && {
      ...copy,
      title: fill(words.copy.estimateTitle, {
        version: String(copy.estimate.version),
        request: String(copy.estimate.bookingId),
      }),
    },
  };
  return copy ? page : data(page, { status: 404 });
}
