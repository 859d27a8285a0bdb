import { and, desc, eq, lt } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import type { ActivityAction } from "#app/activity/actions";
import type { Tx } from "#app/db/client.server";
import { bookings, mailQueue, users, visitStepLog, type Booking, type UserRole } from "#app/db/schema";
import { mailEnabled, visitorOnTheWay, visitorVisitCompleted } from "#app/mail/messages.server";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";
import { getSiteFacts } from "#app/settings/site-facts.server";
import { dropUnsentReminder } from "#app/scheduling/reminders.server";
import { queueCompletedText, queueOnTheWayText } from "#app/texts/events.server";
import { textsEnabled } from "#app/texts/outbox.server";
import { clockTime } from "#app/lib/dates";
import { clockTimeIn } from "#app/lib/locale-format";
import {
  canMove,
  ETA_MINUTES,
  firstName,
  notYetScheduled,
  staleRefusal,
  stepLabels,
  stepRefusal,
  type VisitStep,
} from "./steps";

/**
 * Moves a visit to its next step, inside the caller's transaction (the completion form of
 * app/jobs/ calls it with `to: "completed"` in the transaction that records the job). The
 * booking row is locked first, so two taps, two tabs or two processes take turns: the second
 * sees the first's step and is refused (409), or, when it is the same tap sent again, answered
 * with the same success and nothing written twice.
 */

export interface VisitActor {
  id: number;
  name: string;
  role: UserRole;
  /** How the history names them (the e-mail, as for every workspace entry); the name when absent. */
  email?: string;
}

export interface MoveVisitInput {
  bookingId: number;
  to: VisitStep;
  actor: VisitActor;
  /** "On the way" only: minutes until arrival (1-240). */
  etaMinutes?: number;
  /** "Needs a return visit" (the part) or "could not complete" (the reason). */
  note?: string;
  /** The step the page showed: a move from a page that is out of date is refused. */
  expectedFrom?: VisitStep;
  /** The form's idempotency id: the same tap sent again answers the same success. */
  tap?: string;
  /** "Completed" with the job recorded: its receipt is the visitor's one mail, so no other is sent. */
  receiptFollows?: boolean;
  now?: Date;
}

export type MoveVisitResult = { ok: true; from: VisitStep } | { ok: false; status: 403 | 404 | 409; message: string };

export const NOT_ASSIGNED_MESSAGE = "This visit is not assigned to you.";
export const NO_VISIT_MESSAGE = "There is no such visit.";
export const CANCELLED_MESSAGE = "This visit was cancelled; its steps cannot change.";

const stepActions: Record<Exclude<VisitStep, "scheduled">, ActivityAction> = {
  on_the_way: "visit-on-the-way",
  arrived: "visit-arrived",
  completed: "visit-completed",
  needs_return: "visit-needs-return",
  could_not_complete: "visit-could-not-complete",
};

export async function moveVisit(tx: Tx, input: MoveVisitInput): Promise<MoveVisitResult> {
  const checked = await checkVisitMove(tx, input);
  if (!checked.ok) return checked;
  if (!checked.repeated) await applyVisitMove(tx, checked.booking, input);
  return { ok: true, from: checked.from };
}

/**
 * A move that may be made: the booking, locked until the transaction ends, and its step;
 * `repeated`: the same tap again, already done, nothing to write.
 */
export type CheckedVisitMove =
  { ok: true; booking: Booking; from: VisitStep; repeated: boolean } | Extract<MoveVisitResult, { ok: false }>;

/**
 * moveVisit's first half: locks the booking and answers whether the move may be made, writing
 * nothing. The completion form calls it on its own to check a visit before it shows a payment
 * to confirm (app/visits/jobs.server.ts), then applyVisitMove once it records.
 */
export async function checkVisitMove(tx: Tx, input: MoveVisitInput): Promise<CheckedVisitMove> {
  const { bookingId, to, actor } = input;
  if (to === "scheduled") return { ok: false, status: 409, message: stepRefusal("scheduled", "scheduled") };
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  if (!booking) return { ok: false, status: 404, message: NO_VISIT_MESSAGE };
  if (actor.role === "technician" && booking.technicianId !== actor.id) {
    return { ok: false, status: 403, message: NOT_ASSIGNED_MESSAGE };
  }
  const from = booking.visitStep;
  if (input.tap) {
    // The same tap again (a retry after a lost answer, a double submit): already done, same answer.
    const [done] = await tx
      .select({ id: visitStepLog.id })
      .from(visitStepLog)
      .where(and(eq(visitStepLog.bookingId, bookingId), eq(visitStepLog.tap, input.tap)))
      .limit(1);
    if (done) {
      const [before] = await tx
        .select({ step: visitStepLog.step })
        .from(visitStepLog)
        .where(and(eq(visitStepLog.bookingId, bookingId), lt(visitStepLog.id, done.id)))
        .orderBy(desc(visitStepLog.id))
        .limit(1);
      return { ok: true, booking, from: before?.step ?? "scheduled", repeated: true };
    }
  }
  if (booking.status === "cancelled") return { ok: false, status: 409, message: CANCELLED_MESSAGE };
  if (input.expectedFrom !== undefined && input.expectedFrom !== from) {
    return { ok: false, status: 409, message: staleRefusal(from, to) };
  }
  if (!canMove(from, to)) return { ok: false, status: 409, message: stepRefusal(from, to) };
  return { ok: true, booking, from, repeated: false };
}

/** moveVisit's second half: the step, its log and history, and the visitor's mail and text. */
export async function applyVisitMove(tx: Tx, booking: Booking, input: MoveVisitInput): Promise<void> {
  const { bookingId, to, actor, now = new Date() } = input;
  if (to === "scheduled") throw new RangeError("A visit never moves back to scheduled (checkVisitMove refuses it)");
  const from = booking.visitStep;

  const etaMinutes =
    to === "on_the_way"
      ? Math.min(ETA_MINUTES.max, Math.max(ETA_MINUTES.min, Math.round(input.etaMinutes ?? ETA_MINUTES.default)))
      : null;
  const arrivalEta = etaMinutes === null ? null : new Date(now.getTime() + etaMinutes * 60_000);
  const note = (input.note ?? "").trim();

  const underWay = (to === "on_the_way" || to === "arrived") && notYetScheduled(booking.status);
  await tx
    .update(bookings)
    .set({
      visitStep: to,
      visitStepAt: now,
      ...(to === "on_the_way" ? { arrivalEta } : {}),
      // A completed visit took place: the request is done, and no reminder of it goes out.
      ...(to === "completed" && booking.status !== "done" ? { status: "done" as const } : {}),
      // A visit under way is at least scheduled (one word for where the request stands).
      ...(underWay ? { status: "scheduled" as const } : {}),
    })
    .where(eq(bookings.id, bookingId));
  await tx.insert(visitStepLog).values({
    bookingId,
    step: to,
    at: now,
    byUserId: actor.id,
    etaMinutes,
    note,
    tap: input.tap ?? null,
  });

  const who = { id: actor.id, email: actor.email ?? actor.name };
  const request = { kind: "booking" as const, id: bookingId };
  const detail = [
    `${stepLabels[from]} -> ${stepLabels[to]}`,
    arrivalEta ? `arriving around ${clockTime(arrivalEta)} (${etaMinutes} min)` : "",
    note,
  ]
    .filter(Boolean)
    .join("; ");
  await logActivity({ user: who, action: stepActions[to], request, detail }, tx);
  if (underWay) {
    await logActivity({ user: who, action: "status-changed", request, detail: `${booking.status} -> scheduled` }, tx);
  }
  if (to === "completed" && booking.status !== "done") {
    await logActivity({ user: who, action: "status-changed", request, detail: `${booking.status} -> done` }, tx);
    await dropUnsentReminder(tx, bookingId);
  }

  if (to === "on_the_way" || to === "completed") {
    const mail = mailEnabled() && !(to === "completed" && input.receiptFollows);
    const texts = textsEnabled();
    const token = mail || texts ? await addAppointmentLink(tx, bookingId) : "";
    const withLink = { ...booking, token };
    let technicianFirstName = "";
    if (booking.technicianId !== null) {
      const [technician] = await tx.select({ name: users.name }).from(users).where(eq(users.id, booking.technicianId));
      technicianFirstName = firstName(technician?.name ?? "");
    }
    if (mail)
      await tx
        .insert(mailQueue)
        .values(
          to === "on_the_way"
            ? visitorOnTheWay(
                withLink,
                { technicianFirstName, arrivingAround: clockTimeIn(booking.lang, arrivalEta!) },
                await getSiteFacts(tx),
              )
            : visitorVisitCompleted(withLink, await getSiteFacts(tx)),
        );
    // With consent (queueText checks it, the opt-outs and the caps); never blocks the step.
    if (texts) {
      if (to === "on_the_way")
        await queueOnTheWayText(tx, booking, {
          firstName: technicianFirstName,
          arrivalTime: clockTimeIn(booking.lang, arrivalEta!),
        });
      else await queueCompletedText(tx, withLink);
    }
  }
}
