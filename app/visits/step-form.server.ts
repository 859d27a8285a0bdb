import type { SessionUser } from "#app/auth/sessions.server";
import { eq } from "drizzle-orm";
import { withDb } from "#app/db/client.server";
import { bookings } from "#app/db/schema";
import { todayInBusinessZone } from "#app/lib/dates";
import { ETA_MINUTES, isVisitStep, stepLabels, type VisitStep } from "./steps";
import { moveVisit } from "./steps.server";
import { dateTimeFormat } from "#app/lib/intl-format";

/**
 * A step form of /admin/today or a request's page, as posted: `intent` (the step to move to),
 * `bookingId`, `expectedFrom` (the step the page showed), `tap` (the form's idempotency id), and
 * the step's own fields: `etaMinutes` for "on the way", `part`, `partNumber`, `supplier` for a
 * return visit, `reason` for one that could not be completed. Completing goes through the
 * completion form (app/jobs/), which records the job and calls moveVisit itself.
 */

export const STEP_INTENTS = ["on_the_way", "arrived", "needs_return", "could_not_complete"] as const;
export type StepIntent = (typeof STEP_INTENTS)[number];
export const isStepIntent = (value: unknown): value is StepIntent =>
  (STEP_INTENTS as readonly unknown[]).includes(value);

export type StepFormResult =
  | { ok: true; bookingId: number; message: string }
  | {
      ok: false;
      bookingId: number | null;
      status: 400 | 403 | 404 | 409 | 503;
      message: string;
      values: Record<string, string>;
    };

const MAX_NOTE_PART = 500;
const field = (form: FormData, name: string) =>
  String(form.get(name) ?? "")
    .replace(/\s+/g, " ")
    .trim();

/** "Thu, Dec 3": a visit's date as a technician glances at it. */
const shortDate = (isoDate: string) =>
  dateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );

export async function submitStepForm(user: SessionUser, form: FormData, now = new Date()): Promise<StepFormResult> {
  const intent = form.get("intent");
  const bookingId = Number(form.get("bookingId"));
  const values = Object.fromEntries(
    ["etaMinutes", "part", "partNumber", "supplier", "reason"].map((name) => [name, String(form.get(name) ?? "")]),
  );
  const id = Number.isSafeInteger(bookingId) && bookingId > 0 ? bookingId : null;
  const fail = (status: 400 | 403 | 404 | 409 | 503, message: string): Extract<StepFormResult, { ok: false }> => ({
    ok: false,
    bookingId: id,
    status,
    message,
    values,
  });
  if (!isStepIntent(intent) || id === null) return fail(400, "That step could not be read. Reload the page.");
  const expected = form.get("expectedFrom");
  const expectedFrom: VisitStep | undefined = isVisitStep(expected) ? expected : undefined;
  const tap = field(form, "tap");
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(tap)) return fail(400, "That step could not be read. Reload the page.");

  let etaMinutes: number | undefined;
  let note = "";
  if (intent === "on_the_way") {
    const raw = field(form, "etaMinutes");
    etaMinutes = raw === "" ? ETA_MINUTES.default : Number(raw);
    if (!Number.isInteger(etaMinutes) || etaMinutes < ETA_MINUTES.min || etaMinutes > ETA_MINUTES.max)
      return fail(
        400,
        `Enter the minutes until you arrive: a whole number from ${ETA_MINUTES.min} to ${ETA_MINUTES.max}.`,
      );
  }
  if (intent === "needs_return") {
    const part = field(form, "part");
    if (!part) return fail(400, "Write which part is needed.");
    const parts = [
      `Part: ${part}`,
      field(form, "partNumber") && `part number: ${field(form, "partNumber")}`,
      field(form, "supplier") && `supplier: ${field(form, "supplier")}`,
    ].filter(Boolean);
    note = parts.join("; ");
  }
  if (intent === "could_not_complete") {
    const reason = field(form, "reason");
    if (!reason) return fail(400, "Write why the visit could not be completed.");
    note = `Reason: ${reason}`;
  }
  if (note.length > MAX_NOTE_PART * 3) return fail(400, "The note is too long; shorten it.");

  // "On my way" to a visit of another day is most likely the wrong card: ask once, then record
  // it as it happened (the form sends the date back as `confirmDay`).
  if (intent === "on_the_way") {
    const [row] = await withDb((db) =>
      db.select({ visitDate: bookings.visitDate, step: bookings.visitStep }).from(bookings).where(eq(bookings.id, id)),
    ).catch(() => []);
    const visitDate = row?.visitDate;
    // Only a real move from "scheduled" asks: a repeat or a stale page gets moveVisit's own answer.
    const otherDay = row?.step === "scheduled" && visitDate && visitDate !== todayInBusinessZone(now);
    if (otherDay && field(form, "confirmDay") !== visitDate) {
      return {
        ...fail(409, `This visit is booked for ${shortDate(visitDate)}. Tap "On my way" again to confirm.`),
        values: { ...values, confirmDay: visitDate },
      };
    }
  }

  try {
    const result = await withDb((db) =>
      db.transaction((tx) =>
        moveVisit(tx, {
          bookingId: id,
          to: intent,
          actor: { id: user.id, name: user.name, role: user.role, email: user.email },
          etaMinutes,
          note,
          expectedFrom,
          tap,
        }),
      ),
    );
    if (!result.ok) return fail(result.status, result.message);
    return { ok: true, bookingId: id, message: `Saved: ${stepLabels[intent]}.` };
  } catch (error) {
    console.error("[visits] could not move a visit:", error instanceof Error ? error.message : error);
    return fail(503, "The database is not reachable right now; nothing was changed. Tap again in a minute.");
  }
}
