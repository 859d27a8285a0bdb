import { and, eq, isNull, like } from "drizzle-orm";
import type { Tx } from "#app/db/client.server";
import { business } from "#app/content/business";
import { textOutbox, type Booking, type BookingWithLink, type User, type WaitlistEntry } from "#app/db/schema";
import { visitDayWord } from "#app/lib/dates";
import { appointmentUrl, workspaceUrl } from "#app/mail/messages.server";
import { getSiteSettings } from "#app/settings/settings-rows.server";
import { namedVisit, shortVisitIn, textFor, textsIn, townForText, yourTechnicianIn } from "./messages";
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
    body: textsIn(after.lang).rescheduled({
      when: when(after),
      appointmentUrl: appointmentUrl({ token, lang: after.lang }),
    }),
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

/** The key of a technician's assignment text: one per visit, technician, date and window. */
const assignmentKey = (bookingId: number, technicianId: number) => `booking:${bookingId}:technician:${technicianId}:`;

/**
 * The office gave a technician a visit: a text to the technician, with the consent they gave on
 * their account page, to the number they gave there, queued in the assignment's transaction
 * beside its e-mail. Scheduled (8 AM-8 PM New York: not at night), and one per visit, technician
 * and slot: a visit taken back and given back for the same time does not text again.
 */
export function queueTechnicianAssignedText(
  tx: Tx,
  technician: Pick<User, "id" | "mobilePhone" | "smsConsentAt">,
  booking: Booking,
): Promise<QueueOutcome> {
  if (!technician.smsConsentAt) return Promise.resolve({ queued: false, reason: "no-consent" });
  const to = technician.mobilePhone ? textableNumber(technician.mobilePhone) : undefined;
  if (!to) return Promise.resolve({ queued: false, reason: "not-textable" });
  return queueTextTo(tx, {
    // Not the booking's: the customer's conversation, export and replies are not the technician's.
    bookingId: null,
    to,
    client: null,
    kind: "technician_assigned",
    body: textFor.technicianAssigned({
      when: namedVisit(booking.visitDate ?? booking.preferredDate, booking.visitWindow),
      town: townForText(booking.city, booking.zipCode),
      visitUrl: workspaceUrl(booking),
    }),
    dedupeKey: assignmentKey(booking.id, technician.id) + slotKey(booking),
    scheduled: true,
    toStaff: true,
  });
}

/**
 * The visit was taken from a technician (back to nobody or to another): their assignment text
 * still waiting (for the quiet hours to end) is not sent. One already sent stays as it was.
 */
export async function dropUnsentAssignmentTexts(tx: Tx, bookingId: number, technicianId: number): Promise<number> {
  const rows = await tx
    .delete(textOutbox)
    .where(
      and(
        isNull(textOutbox.bookingId),
        eq(textOutbox.kind, "technician_assigned"),
        like(textOutbox.dedupeKey, `${assignmentKey(bookingId, technicianId)}%`),
        isNull(textOutbox.sentAt),
        isNull(textOutbox.failedAt),
      ),
    )
    .returning({ id: textOutbox.id });
  return rows.length;
}

/**
 * A technician withdrew their consent or changed their number: the assignment texts still waiting
 * for that number are not sent.
 */
export async function dropUnsentAssignmentTextsTo(tx: Tx, number: string): Promise<number> {
  const rows = await tx
    .delete(textOutbox)
    .where(
      and(
        eq(textOutbox.toNumber, number),
        eq(textOutbox.kind, "technician_assigned"),
        isNull(textOutbox.sentAt),
        isNull(textOutbox.failedAt),
      ),
    )
    .returning({ id: textOutbox.id });
  return rows.length;
}
