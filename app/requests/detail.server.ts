import { asc, eq } from "drizzle-orm";
import { withDb } from "#app/db/client.server";
import {
  bookings,
  contactMessages,
  photos,
  type Booking,
  type ContactMessage,
  type RequestKind,
  type RequestStatus,
} from "#app/db/schema";
import { logActivity } from "#app/activity/activity.server";
import { hasAppointmentLinkColumn } from "#app/scheduling/appointment-links.server";
import { dropUnsentReminder } from "#app/scheduling/reminders.server";

/** What a request page's action answers when it does not redirect. */
/** `text`: what was typed in a form that was refused, given back so nothing is lost. */
export type RequestAction = { error: string; text?: string } | { done: string };

/** The signed-in person making a change. */
type Actor = { id: number; email: string };

/** One request as the staff detail page shows it: the row, its photos, its history and notes. */

export type RequestRecord =
  | {
      kind: "booking";
      row: Booking;
      photos: Array<{ id: number; width: number; height: number }>;
      hasAppointmentPage: boolean;
    }
  | { kind: "message"; row: ContactMessage; photos: [] };

const tableOf = (kind: RequestKind) => (kind === "booking" ? bookings : contactMessages);

export async function getRequest(kind: RequestKind, id: number): Promise<RequestRecord | undefined> {
  return withDb(async (db) => {
    if (kind === "message") {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row ? { kind, row, photos: [] } : undefined;
    }
    // Whether it has an appointment page, read with it (a request's page makes every query count, issue 32).
    const [found] = await db
      .select({ row: bookings, hasAppointmentPage: hasAppointmentLinkColumn() })
      .from(bookings)
      .where(eq(bookings.id, id));
    if (!found) return undefined;
    const list = await db
      .select({ id: photos.id, width: photos.width, height: photos.height })
      .from(photos)
      .where(eq(photos.bookingId, id))
      .orderBy(asc(photos.id));
    return { kind, row: found.row, photos: list, hasAppointmentPage: found.hasAppointmentPage };
  });
}

/** Changes a request's status and records who did it; false when there is no such request. */
export async function changeStatus(
  kind: RequestKind,
  id: number,
  status: RequestStatus,
  actor: Actor,
): Promise<boolean> {
  const table = tableOf(kind);
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for("update");
      if (!before) return false;
      if (before.status === status) return true;
      if (kind === "booking") {
        await tx
          .update(bookings)
          .set(status === "cancelled" ? { status, cancelledAt: new Date() } : { status })
          .where(eq(bookings.id, id));
        // No reminder for a visit staff cancelled (none for "done" either: it took place).
        if (status === "cancelled" || status === "done") await dropUnsentReminder(tx, id);
      } else {
        await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
      }
      await logActivity(
        { user: actor, action: "status-changed", request: { kind, id }, detail: `${before.status} -> ${status}` },
        tx,
      );
      return true;
    }),
  );
}

export const MAX_NOTE = 5000;

/** Adds a timestamped note by `actor`; false when there is no such request. */
export async function addNote(kind: RequestKind, id: number, text: string, actor: Actor): Promise<boolean> {
  const table = tableOf(kind);
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
      if (!exists) return false;
      await logActivity({ user: actor, action: "note", request: { kind, id }, detail: text }, tx);
      return true;
    }),
  );
}

/** Deletes a request (its photos go with it; the log keeps that it was deleted, and by whom). */
export async function deleteRequest(kind: RequestKind, id: number, actor: Actor): Promise<boolean> {
  const table = tableOf(kind);
  return withDb((db) =>
    db.transaction(async (tx) => {
      const removed = await tx.delete(table).where(eq(table.id, id)).returning({ name: table.name });
      if (!removed.length) return false;
      await logActivity(
        { user: actor, action: "request-deleted", request: { kind, id }, detail: removed[0]!.name },
        tx,
      );
      return true;
    }),
  );
}
