import { appointmentPath } from "#app/lib/appointment-link";
import { data, redirect } from "react-router";
import { attachBooking } from "#app/customers/match.server";
import { bookingWarranty } from "#app/customers/customers.server";
import { warrantyForMail } from "#app/customers/warranty.server";
import { withDb } from "#app/db/client.server";
import { formatCalendarDate, formatInBusinessZone } from "#app/lib/dates";
import type { ClientContext } from "#app/lib/edge-context";
import { notFound } from "#app/lib/not-found";
import { formRateLimitMessage, hit } from "#app/limits/rate-limits.server";
import { bookingMails, mailEnabled } from "#app/mail/messages.server";
import { claimHeldPlace, HoldGoneError, leaveWaitlist, waitlistStanding } from "#app/scheduling/waitlist.server";
import { slotOf, type WindowKey } from "#app/scheduling/windows";
import { getSiteFacts, siteFactsForPage } from "#app/settings/site-facts.server";
import { queueBookingConfirmationText } from "#app/texts/events.server";

/**
 * The visitor's waitlist link (/waitlist/<token>, from the "You're on the waitlist" and "A place
 * opened" mails): where they stand, the held place to book while the hold lasts, and a way off
 * the list. Like the appointment page, the token is the only key; changes are POSTs.
 */
export async function loadWaitlistPage(token: string, now = new Date()) {
  const standing = await waitlistStanding(token);
  if (!standing) notFound();
  const { entry, place } = standing;
  const held = entry.status === "offered" && entry.holdUntil !== null && entry.holdUntil > now;
  const status = held ? "held" : entry.status === "offered" ? "expired" : entry.status;
  return {
    name: entry.name,
    status: status as "waiting" | "held" | "claimed" | "expired" | "left",
    place,
    date: formatCalendarDate(entry.visitDate),
    window: slotOf(entry.visitDate, entry.visitWindow as WindowKey).label,
    holdUntil: held && entry.holdUntil ? formatInBusinessZone(entry.holdUntil) : undefined,
  };
}

export type WaitlistPage = Awaited<ReturnType<typeof loadWaitlistPage>>;

const refuse = (status: number, message: string) => data({ message }, { status });

/** intent=claim books the held place (then the appointment page); intent=leave takes the visitor off. */
export async function handleWaitlistPost(request: Request, token: string, context: ClientContext, now = new Date()) {
  if (!(await waitlistStanding(token))) notFound();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, "The form could not be read. Please try again.");
  }
  const intent = form.get("intent");
  if (intent !== "claim" && intent !== "leave") return refuse(400, "Choose Book this visit or Leave the waitlist.");
  const limit = await hit("form", context.clientAddress);
  if (!limit.allowed) return refuse(429, formRateLimitMessage((await siteFactsForPage()).phones.main.display));

  if (intent === "leave") {
    await leaveWaitlist(token, now);
    return redirect(`/waitlist/${token}`, 303);
  }
  try {
    const facts = mailEnabled() ? await withDb((db) => getSiteFacts(db)) : undefined;
    // The offer reached this address, so its confirmation may go out.
    const booked = await claimHeldPlace(
      token,
      // A warranty callback says so in the office's mail (the customer was matched in onStored).
      async (row, tx) =>
        bookingMails(row, {
          confirmVisitor: true,
          facts,
          warranty: mailEnabled() ? warrantyForMail(await bookingWarranty(tx, row.id)) : null,
        }),
      now,
      async (tx, row) => {
        await attachBooking(tx, row);
        await queueBookingConfirmationText(tx, row);
      },
    );
    return redirect(appointmentPath(booked.lang, booked.token), 303);
  } catch (error) {
    if (!(error instanceof HoldGoneError)) throw error;
    return refuse(
      409,
      "This place is no longer held for you: the hour ran out, it was booked, or you left the waitlist. " +
        `Call us at ${(await siteFactsForPage()).phones.main.display} and we'll find a time.`,
    );
  }
}
