/**
 * The form posts of a visit's end, shared by every page that shows them (the request's page, and
 * /admin/today when it is merged): complete the visit, record a later payment, book a return
 * visit. Each answers a redirect on success, or the form's values and messages to show again.
 */
import { data, redirect } from "react-router";
import { addDays, dateProblem, DAYS_AHEAD, isCalendarDate, todayInBusinessZone } from "#app/lib/dates";
import { availabilityOn } from "#app/scheduling/appointments.server";
import { viewOfDay, type AvailabilityView } from "#app/scheduling/availability";
import type { WindowKey } from "#app/scheduling/windows";
import {
  blankPart,
  jobFormValues,
  MAX_PARTS,
  readJobForm,
  readPaymentForm,
  type CompletionCheck,
  type JobFormErrors,
  type JobFormValues,
  type PaymentFormValues,
} from "./job-form";
import { completeVisit, recordPayment, type JobActor } from "./jobs.server";
import { bookReturnVisit, MAX_RETURN_NOTE } from "./return-visits.server";

export interface CompleteVisitState {
  values: JobFormValues;
  errors: JobFormErrors;
  message?: string;
  /** The amounts to confirm before a payment is recorded (shown instead of the form). */
  confirm?: CompletionCheck;
}
export interface PaymentState {
  values: PaymentFormValues;
  errors: JobFormErrors;
  message?: string;
}
export interface ReturnVisitValues {
  date: string;
  window: string;
  note: string;
  overCapacity: boolean;
}
export interface ReturnVisitState {
  values: ReturnVisitValues;
  errors: JobFormErrors;
  message?: string;
  availability?: AvailabilityView;
}

export const CHECK_FIELDS = "Check the fields marked below.";

/**
 * The completion form's intents: `complete-visit`; `add-part` (one more part row, nothing stored);
 * `change-completion` (the confirmation step's "Change": the form again, as it was typed).
 */
export const COMPLETION_INTENTS = ["complete-visit", "add-part", "change-completion"] as const;
export const isCompletionIntent = (value: unknown): value is (typeof COMPLETION_INTENTS)[number] =>
  (COMPLETION_INTENTS as readonly unknown[]).includes(value);

/**
 * POST intent `complete-visit` (or `add-part`, `change-completion`: COMPLETION_INTENTS).
 * A payment whose amounts the person has not seen (no JavaScript, so no live total; or amounts
 * changed since) is not recorded: the answer is the confirmation step (`confirm`), whose
 * "Record" sends the same fields with the `shown` key of those amounts.
 * `bookingId`: the page's own (the request's page), or undefined to read the form's `bookingId`
 * field (a page of several visits, /admin/today: pass `hidden={{ bookingId }}` to the form).
 * `done`: where to go once stored (e.g. the request's page, `?saved=completed#job`).
 */
export async function handleCompleteVisit(
  actor: JobActor,
  bookingId: number | undefined,
  form: FormData,
  done: string,
) {
  const id = bookingId ?? Number(form.get("bookingId"));
  const values = jobFormValues(form);
  if (!Number.isSafeInteger(id) || id < 1)
    return data(
      { completeVisit: { values, errors: {}, message: "That visit no longer exists." } satisfies CompleteVisitState },
      { status: 404 },
    );
  if (form.get("intent") === "add-part") {
    if (values.parts.length < MAX_PARTS) values.parts.push(blankPart());
    return data({ completeVisit: { values, errors: {} } satisfies CompleteVisitState });
  }
  if (form.get("intent") === "change-completion")
    return data({ completeVisit: { values, errors: {} } satisfies CompleteVisitState });
  const read = readJobForm(values);
  if (!read.ok)
    return data(
      { completeVisit: { values, errors: read.errors, message: CHECK_FIELDS } satisfies CompleteVisitState },
      {
        status: 400,
      },
    );
  const shown = form.get("shown");
  const result = await completeVisit(actor, id, { ...read.input, shown: typeof shown === "string" ? shown : null });
  if ("confirm" in result)
    return data({ completeVisit: { values, errors: {}, confirm: result.confirm } satisfies CompleteVisitState });
  if (!result.ok) {
    const errors = result.field ? { [result.field]: result.message } : {};
    return data(
      { completeVisit: { values, errors, message: result.message } satisfies CompleteVisitState },
      {
        status: result.status,
      },
    );
  }
  return redirect(done);
}

/** POST intent `record-payment`: the job's id in `jobId`. */
export async function handleRecordPayment(actor: JobActor, form: FormData, done: string) {
  const read = readPaymentForm(form);
  if (!read.ok)
    return data(
      { payment: { values: read.values, errors: read.errors, message: CHECK_FIELDS } satisfies PaymentState },
      {
        status: 400,
      },
    );
  const jobId = Number(form.get("jobId"));
  if (!Number.isSafeInteger(jobId) || jobId < 1)
    return data(
      { payment: { values: read.values, errors: {}, message: "That job no longer exists." } },
      { status: 404 },
    );
  const result = await recordPayment(actor, jobId, read.payment);
  if (!result.ok) {
    const errors = result.field ? { [result.field]: result.message } : {};
    return data(
      { payment: { values: read.values, errors, message: result.message } satisfies PaymentState },
      {
        status: result.status,
      },
    );
  }
  return redirect(done);
}

function returnValues(form: FormData): ReturnVisitValues {
  return {
    date: String(form.get("returnDate") ?? "").trim(),
    window: String(form.get("returnWindow") ?? ""),
    note: String(form.get("returnNote") ?? "")
      .replace(/\s+/g, " ")
      .trim(),
    overCapacity: form.get("overCapacity") === "yes",
  };
}

/** The office picks a return visit's date: from today, as far ahead as bookings go. */
const returnRange = (now: Date) => {
  const today = todayInBusinessZone(now);
  return { from: today, to: addDays(today, DAYS_AHEAD) };
};

/** The date a return-visit form starts on, with its windows: the earliest with room from tomorrow. */
export async function returnVisitStart(now = new Date()): Promise<{ date: string; availability: AvailabilityView }> {
  const tomorrow = addDays(todayInBusinessZone(now), 1);
  const first = await availabilityOn(tomorrow, now);
  const date = first.earliest?.date ?? tomorrow;
  const day = date === tomorrow ? first : await availabilityOn(date, now);
  return { date, availability: viewOfDay(day) };
}

/** POST intent `return-check` (show the windows of the date typed) or `return-visit` (book it). */
export async function handleReturnVisit(
  actor: JobActor,
  bookingId: number,
  form: FormData,
  done: string,
  now = new Date(),
) {
  const values = returnValues(form);
  const errors: JobFormErrors = {};
  const dateError = isCalendarDate(values.date)
    ? dateProblem(values.date, returnRange(now))
    : "Choose the date of the return visit.";
  if (dateError) errors.returnDate = dateError;
  const availability = errors.returnDate ? undefined : viewOfDay(await availabilityOn(values.date, now));
  const answer = (status: number, extra: Partial<ReturnVisitState> = {}) =>
    data({ returnVisit: { values, errors, availability, ...extra } satisfies ReturnVisitState }, { status });
  if (form.get("intent") === "return-check") return answer(errors.returnDate ? 400 : 200);
  if (!["morning", "afternoon", "evening"].includes(values.window)) errors.returnWindow = "Choose an arrival window.";
  if (!values.note) errors.returnNote = "Say what the return visit is for (e.g. the part on order).";
  else if (values.note.length > MAX_RETURN_NOTE) errors.returnNote = `At most ${MAX_RETURN_NOTE} characters.`;
  if (Object.keys(errors).length) return answer(400, { message: CHECK_FIELDS });
  const result = await bookReturnVisit(
    actor,
    bookingId,
    { date: values.date, window: values.window as WindowKey, note: values.note, overCapacity: values.overCapacity },
    now,
  );
  if (!result.ok)
    return answer(result.status, {
      message: result.message,
      errors: result.field === "window" ? { returnWindow: result.message } : {},
    });
  return redirect(done);
}
