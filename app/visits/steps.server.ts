/**
 * PLACEHOLDER for wt-visits' moveVisit (the lead takes theirs at merge): the same interface,
 * enough for completing a visit to run in tests.
 */
import { eq } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import type { Tx } from "#app/db/client.server";
import { bookings, visitStepLog, type UserRole } from "#app/db/schema";
import { canMove, type VisitStep } from "./steps";

export interface MoveVisitInput {
  bookingId: number;
  to: VisitStep;
  actor: { id: number; name: string; role: UserRole };
  etaMinutes?: number;
  note?: string;
  expectedFrom?: VisitStep;
}

export type MoveVisitResult = { ok: true; from: VisitStep } | { ok: false; status: 403 | 404 | 409; message: string };

/** Locks the booking row, checks the move, stamps it and logs it. */
export async function moveVisit(tx: Tx, input: MoveVisitInput): Promise<MoveVisitResult> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update");
  if (!booking) return { ok: false, status: 404, message: "That visit no longer exists." };
  const role: string = input.actor.role;
  if (role !== "owner" && role !== "staff" && booking.technicianId !== input.actor.id)
    return { ok: false, status: 403, message: "This visit is not assigned to you." };
  const from = booking.visitStep;
  if (input.expectedFrom && input.expectedFrom !== from)
    return { ok: false, status: 409, message: "The visit moved on in the meantime." };
  if (!canMove(from, input.to)) return { ok: false, status: 409, message: "The visit cannot move to that step." };
  const at = new Date();
  await tx.update(bookings).set({ visitStep: input.to, visitStepAt: at }).where(eq(bookings.id, booking.id));
  await tx.insert(visitStepLog).values({
    bookingId: booking.id,
    step: input.to,
    at,
    byUserId: input.actor.id,
    etaMinutes: input.etaMinutes ?? null,
    note: input.note ?? "",
  });
  await logActivity(
    {
      user: { id: input.actor.id, email: input.actor.name },
      actor: input.actor.name,
      action: "visit-step",
      request: { kind: "booking", id: booking.id },
      detail: `${from} -> ${input.to}`,
    },
    tx,
  );
  return { ok: true, from };
}
