import type { Tx } from "#app/db/client.server";
import { business } from "#app/content/business";
import type { Booking, BookingWithLink, WaitlistEntry } from "#app/db/schema";
import { visitDayWord } from "#app/lib/dates";
import { appointmentUrl } from "#app/mail/messages.server";
import { getSiteSettings } from "#app/settings/settings-rows.server";
import { shortVisitIn, textsIn, yourTechnicianIn } from "./messages";
import { clockTimeIn } from "#app/lib/locale-format";
import { dropUnsentTexts, queueText, queueTextTo, type QueueOutcome } from "./outbox.server";
import { textableNumber } from "./phone";

/**
 * The texts this branch's events send, each queued in the transaction of its event (the lead's
 * visits code calls queueText with textFor.onTheWay / textFor.completed the same way).
 */

const slotKey = (booking: Pick<Booking, "visitDate" | "visitWindow">) =>
  `${booking.visitDate ?? ""}:${booking.visitWindow ?? ""}`;

/** The visit's day and window, short, in the customer's language. */
const when = (booking: Pick<Booking, "visitDate" | "visitWindow" | "preferredDate" | "lang">) =>
  shortVisitIn(booking.lang, booking.visitDate ?? booking.preferredDate, booking.visitWindow);

/** The booking confirmation, at once, with the appointment page's link (one per booking). */
export function queueBookingConfirmationText(tx: Tx, booking: BookingWithLink): Promise<QueueOutcome> {
  return queueText(tx, {
    bookingId: booking.id,
    kind: "confirmation",
    body: textsIn(booking.lang).confirmation({ when: when(booking), appointmentUrl: appointmentUrl(booking) }),
    dedupeKey: "booked",
    scheduled: false,
  });
}

/** The day-before reminder, scheduled (8 AM-8 PM New York), one per visit date and window. */
export function queueReminderText(tx: Tx, booking: BookingWithLink): Promise<QueueOutcome> {
  return queueText(tx, {
    bookingId: booking.id,
    kind: "reminder",
    // Worded from when it can go out: "today" when the quiet hours hold it until the visit's morning.
    body: (sendAt) =>
      textsIn(booking.lang).reminder({
        when: when(booking),
        appointmentUrl: appointmentUrl(booking),
        day: visitDayWord(booking.visitDate ?? booking.preferredDate, sendAt),
      }),
    dedupeKey: slotKey(booking),
    scheduled: true,
  });
}

/**
 * The answer to the customer moving or cancelling the visit on its page, at once (it answers
 * their own action). A move texts once per move (from one window to another); a reminder still
 * waiting names the old time and is dropped.
 */
export async function queueAppointmentChangeText(
  tx: Tx,
  before: Booking,
  after: Booking,
  token: string,
): Promise<QueueOutcome | undefined> {
  await dropUnsentTexts(tx, after.id, ["reminder"]);
  if (after.status === "cancelled") {
    return queueText(tx, {
      bookingId: after.id,
      kind: "cancelled",
      body: textsIn(after.lang).cancelled({ phone: (await getSiteSettings(tx)).mainPhone.display }),
      dedupeKey: `cancelled:${slotKey(before)}`,
      scheduled: false,
    });
  }
  if (slotKey(before) === slotKey(after)) return undefined;
  return queueText(tx, {
    bookingId: after.id,
    kind: "rescheduled",
    body: textsIn(after.lang).rescheduled({ when: when(after), appointmentUrl: appointmentUrl({ token }) }),
    dedupeKey: `${slotKey(before)}>${slotKey(after)}`,
    scheduled: false,
  });
}

/** "On the way", at once (DECISIONS "Texts"), with the technician's first name and the estimate. */
export async function queueOnTheWayText(
  tx: Tx,
  booking: Booking,
  { firstName, arrivalTime }: { firstName: string; arrivalTime: string },
): Promise<QueueOutcome> {
  const phone = (await getSiteSettings(tx)).mainPhone.display;
  return queueText(tx, {
    bookingId: booking.id,
    kind: "on_the_way",
    body: textsIn(booking.lang).onTheWay({
      firstName: firstName || yourTechnicianIn(booking.lang),
      arrivalTime,
      phone,
    }),
    dedupeKey: "visit",
    scheduled: false,
  });
}

/** "Completed", with the link to the receipt on the appointment page (one per visit). */
export function queueCompletedText(tx: Tx, booking: BookingWithLink): Promise<QueueOutcome> {
  return queueText(tx, {
    bookingId: booking.id,
    kind: "completed",
    body: textsIn(booking.lang).completed({ receiptUrl: `${appointmentUrl(booking)}#receipt` }),
    dedupeKey: "visit",
    scheduled: false,
  });
}

/**
 * The waitlist's offer of a freed place, at once (the hold runs 60 minutes), to a customer who
 * consented to texts on the form they joined with (kept in the entry's request). One per offer.
 */
export async function queueWaitlistOfferText(
  tx: Tx,
  entry: WaitlistEntry,
  token: string,
  holdUntil: Date,
): Promise<QueueOutcome> {
  const request = JSON.parse(entry.request) as {
    smsConsentAt?: string;
    smsConsentClient?: string | null;
    /** The page the visitor joined from (absent in entries from before the Spanish site: English). */
    lang?: Booking["lang"];
  };
  const lang = request.lang === "es" ? "es" : "en";
  if (!request.smsConsentAt) return { queued: false, reason: "no-consent" };
  const to = textableNumber(entry.phone);
  if (!to) return { queued: false, reason: "not-textable" };
  return queueTextTo(tx, {
    bookingId: null,
    to,
    client: request.smsConsentClient ?? null,
    kind: "waitlist_offer",
    body: textsIn(lang).waitlistOffer({
      when: shortVisitIn(lang, entry.visitDate, entry.visitWindow),
      until: clockTimeIn(lang, holdUntil),
      url: `${business.siteUrl}/waitlist/${token}`,
    }),
    dedupeKey: `waitlist:${entry.id}:${holdUntil.toISOString()}`,
    // The hold runs out in an hour: the quiet hours do not hold it (it answers their own request).
    scheduled: false,
  });
}
