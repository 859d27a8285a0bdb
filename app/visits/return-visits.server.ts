/**
 * Return visits (DECISIONS "The visit's day"): from a visit that needs a return (a part on
 * order), the office books a second visit for the same customer and refrigerator, in a window
 * with room, or over capacity when it ticks so. The new booking points at the first
 * (return_of_booking_id), gets its own private page and the visitor's usual confirmation.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { withDb } from "#app/db/client.server";
import { bookings, mailQueue, type Booking } from "#app/db/schema";
import { mailEnabled, visitorBookingConfirmation, visitText } from "#app/mail/messages.server";
import { bookingWindow } from "#app/lib/booking-windows";
import { formatCalendarDate } from "#app/lib/dates";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";
import { checkWindow, type Unavailable } from "#app/scheduling/appointments.server";
import { slotOf, type WindowKey } from "#app/scheduling/windows";
import type { JobActor, JobRefusal } from "./jobs.server";

export interface ReturnVisitInput {
  date: string;
  window: WindowKey;
  note: string;
  overCapacity: boolean;
}

export type ReturnVisitResult = { ok: true; bookingId: number } | JobRefusal;

const WHY: Record<Unavailable, string> = {
  closed: "is closed",
  past: "has already passed",
  full: "is full (tick “Book over capacity” to book it anyway)",
  "none-within-30-days": "has no room",
};

export const MAX_RETURN_NOTE = 200;

/** The issue a return visit is booked with (the office's words; the visitor's page words its own). */
export const returnVisitIssue = (note: string) => `Return visit: ${note}`;

export async function bookReturnVisit(
  actor: JobActor,
  firstId: number,
  input: ReturnVisitInput,
  now = new Date(),
): Promise<ReturnVisitResult> {
  if (actor.role !== "owner" && actor.role !== "staff")
    return { ok: false, status: 403, message: "Only the office books return visits." };
  return withDb((db) =>
    db.transaction(async (tx): Promise<ReturnVisitResult> => {
      const [first] = await tx.select().from(bookings).where(eq(bookings.id, firstId)).for("update");
      if (!first) return { ok: false, status: 404, message: "That visit no longer exists." };
      if (first.visitStep !== "needs_return")
        return { ok: false, status: 409, message: "A return visit is booked from a visit that needs one." };
      const [already] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.returnOfBookingId, firstId), ne(bookings.status, "cancelled")))
        .limit(1);
      if (already)
        return { ok: false, status: 409, message: `A return visit is already booked: ${visitText(already)}.` };
      const slot = slotOf(input.date, input.window);
      const problem = await checkWindow(tx, slot, now);
      if (problem && !(problem === "full" && input.overCapacity))
        return {
          ok: false,
          status: 409,
          message: `${slot.label} on ${formatCalendarDate(input.date)} ${WHY[problem]}.`,
          field: "window",
        };
      const [row] = await tx
        .insert(bookings)
        .values({
          name: first.name,
          email: first.email,
          phone: first.phone,
          address: first.address,
          city: first.city,
          zipCode: first.zipCode,
          brand: first.brand,
          model: first.model,
          serialNumber: first.serialNumber,
          issue: returnVisitIssue(input.note),
          issueDescription: input.note,
          preferredDate: input.date,
          preferredTime: bookingWindow(input.window)?.label ?? slot.label,
          status: "scheduled",
          visitDate: slot.date,
          visitWindow: slot.key,
          technicianId: first.technicianId,
          // The same customer (DECISIONS "Customers and reviews").
          customerId: first.customerId,
          returnOfBookingId: first.id,
          // Written to in the first visit's language.
          lang: first.lang,
        })
        .returning();
      const token = await addAppointmentLink(tx, row!.id);
      if (mailEnabled()) await tx.insert(mailQueue).values(visitorBookingConfirmation({ ...row!, token }));
      const user = { id: actor.id, email: actor.email };
      await logActivity(
        {
          user,
          action: "return-visit-booked",
          request: { kind: "booking", id: first.id },
          detail: `${visitText(row!)} (booking #${row!.id})${problem === "full" ? ", over capacity" : ""}`,
        },
        tx,
      );
      await logActivity(
        {
          user,
          action: "return-visit-booked",
          request: { kind: "booking", id: row!.id },
          detail: `Return of booking #${first.id}: ${input.note}`,
        },
        tx,
      );
      return { ok: true, bookingId: row!.id };
    }),
  );
}

/** When a related visit is, for a page that words it in its own language (visitTextIn). */
export type RelatedVisitTime = Pick<Booking, "visitDate" | "visitWindow" | "preferredDate" | "preferredTime">;
const timeOf = (b: Booking): RelatedVisitTime => ({
  visitDate: b.visitDate,
  visitWindow: b.visitWindow,
  preferredDate: b.preferredDate,
  preferredTime: b.preferredTime,
});

/**
 * The other visit of a pair: a first visit's return visits, or a return visit's first visit.
 * `text` is the office's line ("Return visit on ..."); `time` lets the customer's page word it.
 */
export async function relatedVisits(booking: Pick<Booking, "id" | "returnOfBookingId">) {
  return withDb(async (db) => {
    const first = booking.returnOfBookingId
      ? (await db.select().from(bookings).where(eq(bookings.id, booking.returnOfBookingId)))[0]
      : undefined;
    const returns = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.returnOfBookingId, booking.id), ne(bookings.status, "cancelled")))
      .orderBy(asc(bookings.visitDate), asc(bookings.id));
    return {
      firstVisit: first ? { id: first.id, text: `First visit on ${visitText(first)}`, time: timeOf(first) } : undefined,
      returnVisits: returns.map((r) => ({ id: r.id, text: `Return visit on ${visitText(r)}`, time: timeOf(r) })),
    };
  });
}
