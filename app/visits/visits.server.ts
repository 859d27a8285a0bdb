import { and, asc, eq, gt, inArray, ne } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import type { SessionUser } from "#app/auth/sessions.server";
import { business } from "#app/content/business";
import { withDb } from "#app/db/client.server";
import { activity, bookings, mailQueue, photos, users, type User } from "#app/db/schema";
import { technicianAssignedMail } from "#app/mail/messages.server";
import { dropUnsentAssignmentTexts, queueTechnicianAssignedText } from "#app/texts/events.server";
import { getSiteFacts } from "#app/settings/site-facts.server";
import { windowLabel } from "#app/lib/booking-windows";
import { callRank } from "#app/lib/call-order";
import { phoneHref } from "#app/lib/phone";
import { clockTime } from "#app/lib/dates";
import { nextSteps, notYetScheduled, stepLabels, type VisitStep } from "./steps";

/**
 * The visit's day in the workspace: the technicians, assigning a booking to one, a day's
 * visits (/admin/today), and whether a technician may see a visit (its page, its photos).
 */

export interface Technician {
  id: number;
  name: string;
  email: string;
}

/** The technicians who can be given visits (enabled accounts), by name. */
export async function listTechnicians(): Promise<Technician[]> {
  const rows = await withDb((db) =>
    db
      .select({ id: users.id, name: users.name, email: users.email, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.role, "technician"))
      .orderBy(asc(users.name), asc(users.email)),
  );
  return rows.filter((r) => !r.disabledAt).map(({ id, name, email }) => ({ id, name, email }));
}

export const technicianLabel = (t: Pick<Technician, "name" | "email">) => t.name || t.email;

export type AssignResult = { ok: true } | { ok: false; status: 400 | 404; message: string };

/**
 * The office gives a booking to a technician (or takes it back: `technicianId` null). Logged in
 * the request's history and the activity log; the technician is e-mailed, and texted with their
 * consent; assigning the same person again changes nothing.
 */
export async function assignTechnician(
  actor: Pick<SessionUser, "id" | "email">,
  bookingId: number,
  technicianId: number | null,
): Promise<AssignResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [booking] = await tx
        .select({ technicianId: bookings.technicianId, status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for("update");
      if (!booking) return { ok: false, status: 404, message: "That request no longer exists." };
      let technician: (Technician & Pick<User, "mobilePhone" | "smsConsentAt">) | undefined;
      if (technicianId !== null) {
        const [row] = await tx
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            disabledAt: users.disabledAt,
            mobilePhone: users.mobilePhone,
            smsConsentAt: users.smsConsentAt,
          })
          .from(users)
          .where(and(eq(users.id, technicianId), eq(users.role, "technician")));
        if (!row || row.disabledAt) return { ok: false, status: 400, message: "Choose a technician from the list." };
        technician = row;
      }
      if (booking.technicianId === technicianId) return { ok: true };
      // One word for where a request stands: a visit with its technician is scheduled, not "new".
      const scheduled = technicianId !== null && notYetScheduled(booking.status);
      const [assigned] = await tx
        .update(bookings)
        .set({ technicianId, ...(scheduled ? { status: "scheduled" as const } : {}) })
        .where(eq(bookings.id, bookingId))
        .returning();
      // The technician hears of it at once (not only when they next open Today).
      const mail = technician && assigned && technicianAssignedMail(technician.email, assigned, await getSiteFacts(tx));
      if (mail) await tx.insert(mailQueue).values(mail);
      // And by text, when they gave a number and their consent on their account page.
      if (technician && assigned) await queueTechnicianAssignedText(tx, technician, assigned);
      // The one it was taken from is not told later of a visit no longer theirs.
      if (booking.technicianId !== null) await dropUnsentAssignmentTexts(tx, bookingId, booking.technicianId);
      await logActivity(
        {
          user: actor,
          action: "technician-assigned",
          request: { kind: "booking", id: bookingId },
          detail: technician ? `${technicianLabel(technician)} <${technician.email}>` : "No technician",
        },
        tx,
      );
      if (scheduled) {
        const request = { kind: "booking" as const, id: bookingId };
        await logActivity(
          { user: actor, action: "status-changed", request, detail: `${booking.status} -> scheduled` },
          tx,
        );
      }
      return { ok: true };
    }),
  );
}

/** Whether `user` may see the booking: the office always; a technician only when it is theirs. */
export async function canSeeVisit(user: Pick<SessionUser, "id" | "role">, bookingId: number): Promise<boolean> {
  if (user.role !== "technician") return true;
  const [row] = await withDb((db) =>
    db.select({ technicianId: bookings.technicianId }).from(bookings).where(eq(bookings.id, bookingId)),
  );
  return row?.technicianId === user.id;
}

/** Whether `user` may see the photo (a technician: only the photos of their visits). */
export async function canSeePhoto(user: Pick<SessionUser, "id" | "role">, photoId: number): Promise<boolean> {
  if (user.role !== "technician") return true;
  const [row] = await withDb((db) =>
    db
      .select({ technicianId: bookings.technicianId })
      .from(photos)
      .innerJoin(bookings, eq(bookings.id, photos.bookingId))
      .where(eq(photos.id, photoId)),
  );
  return row?.technicianId === user.id;
}

const windowOrder = (key: string | null) => {
  const index = business.bookingWindows.findIndex((w) => w.key === key);
  return index < 0 ? 99 : index;
};

/** Who a day's list is for: one technician, or (the office) all of them. */
export type DayFor = { technicianId: number } | "all";

/**
 * The first date after `date` with a visit still to do (not cancelled, not done) for `who`: an
 * empty day names it, so a technician need not page through the week to find their next job.
 */
export async function nextDayWithVisits(date: string, who: DayFor): Promise<string | undefined> {
  const [row] = await withDb((db) =>
    db
      .select({ date: bookings.visitDate })
      .from(bookings)
      .where(
        and(
          gt(bookings.visitDate, date),
          ne(bookings.status, "cancelled"),
          ne(bookings.status, "done"),
          who === "all" ? undefined : eq(bookings.technicianId, who.technicianId),
        ),
      )
      .orderBy(asc(bookings.visitDate))
      .limit(1),
  );
  return row?.date ?? undefined;
}

/**
 * The visits of `date` (New York), in window order: what a technician needs at the door. Three
 * indexed queries whatever the day holds: the bookings, their photos, their notes.
 */
export async function visitsOfDay(date: string, who: DayFor) {
  return withDb(async (db) => {
    const rows = await db
      .select({ booking: bookings, technicianName: users.name, technicianEmail: users.email })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.technicianId))
      .where(
        and(
          eq(bookings.visitDate, date),
          ne(bookings.status, "cancelled"),
          who === "all" ? undefined : eq(bookings.technicianId, who.technicianId),
        ),
      )
      .orderBy(asc(bookings.id));
    const ids = rows.map((r) => r.booking.id);
    const [photoRows, noteRows] = ids.length
      ? await Promise.all([
          db
            .select({ id: photos.id, bookingId: photos.bookingId })
            .from(photos)
            .where(inArray(photos.bookingId, ids))
            .orderBy(asc(photos.id)),
          db
            .select({ requestId: activity.requestId, detail: activity.detail, actor: activity.actor })
            .from(activity)
            .where(
              and(eq(activity.requestKind, "booking"), inArray(activity.requestId, ids), eq(activity.action, "note")),
            )
            .orderBy(asc(activity.at), asc(activity.id)),
        ])
      : [[], []];
    return rows
      .sort(
        (a, b) =>
          windowOrder(a.booking.visitWindow) - windowOrder(b.booking.visitWindow) ||
          // Within a window: medicine first, then urgent (food at risk), then as booked.
          callRank(a.booking) - callRank(b.booking) ||
          a.booking.id - b.booking.id,
      )
      .map(({ booking: b, technicianName, technicianEmail }) => {
        const address = `${b.address}, ${b.city}, ${business.stateCode} ${b.zipCode}`;
        return {
          id: b.id,
          window: windowLabel(b.visitWindow) || b.preferredTime,
          name: b.name,
          phone: b.phone,
          telHref: phoneHref(b.phone),
          address,
          mapHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
          issue: b.issue,
          description: b.issueDescription,
          brand: b.brand,
          model: b.model,
          serialNumber: b.serialNumber,
          urgent: b.urgent,
          medicine: b.medicineAtRisk === "yes",
          foodAtRisk: b.foodAtRisk,
          additionalInfo: b.additionalInfo,
          technician: technicianName === null ? "" : technicianName || technicianEmail || "",
          step: b.visitStep,
          stepLabel: stepLabels[b.visitStep],
          arrivingAround: b.visitStep === "on_the_way" && b.arrivalEta ? clockTime(b.arrivalEta) : "",
          next: nextSteps(b.visitStep) as VisitStep[],
          photos: photoRows.filter((p) => p.bookingId === b.id).map((p) => p.id),
          notes: noteRows.filter((n) => n.requestId === b.id).map((n) => n.detail),
        };
      });
  });
}

export type DayVisit = Awaited<ReturnType<typeof visitsOfDay>>[number];
