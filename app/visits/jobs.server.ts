/**
 * Completing a visit records its job (DECISIONS "The visit's day"): in one transaction the visit
 * moves to "completed" (checkVisitMove locks the booking and refuses a technician's visit that
 * is not theirs; applyVisitMove moves it), the job, its parts and its payment are stored with
 * totals computed here (the client's are never read), the request's history gets an entry and the
 * receipt e-mail is queued. One job per visit: the unique booking_id decides when two people
 * complete it at once. A payment the person has not seen the amounts of (completionStep) stores
 * nothing and answers the amounts to confirm.
 */
import { scheduleReviewRequest } from "#app/customers/reviews.server";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { withDb, type Tx } from "#app/db/client.server";
import {
  bookings,
  estimateApprovals,
  estimateOptions,
  estimates,
  jobParts,
  jobs,
  mailQueue,
  payments,
  users,
  type Booking,
  type Job,
  type JobPart,
  type NewMail,
  type Payment,
  type UserRole,
} from "#app/db/schema";
import { business } from "#app/content/business";
import type { Lang } from "#app/content/i18n/lang";
import { receiptWords } from "#app/content/receipt-words";
import { appointmentUrl, mailEnabled, mailSignature } from "#app/mail/messages.server";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";
import { servedCountyOfZip } from "#app/scheduling/service-area";
import { countyOfSlug, rateInForce, type ServiceCounty } from "#app/settings/county-tax";
import { getSiteSettings, type SiteSettings } from "#app/settings/settings-rows.server";
import { getConfig } from "#app/lib/config.server";
import { todayInBusinessZone } from "#app/lib/dates";
import { jobTotals, type JobTotals } from "./job-totals";
import { completionStep, shownKey, type CompletionCheck, type JobInput, type TakenPayment } from "./job-form";
import { formatCents, MAX_AMOUNT_CENTS } from "#app/lib/money";
import { paymentLabel, receiptText, receiptView, type ReceiptView } from "./receipt";
import { applyVisitMove, checkVisitMove } from "./steps.server";

/** The signed-in person completing a visit or recording a payment. */
export interface JobActor {
  id: number;
  name: string;
  email: string;
  role: UserRole;
}

export type JobRefusal = { ok: false; status: 400 | 403 | 404 | 409; message: string; field?: string };

/** Thrown inside the transaction to roll it back with an answer for the person. */
class Refused extends Error {
  constructor(readonly refusal: JobRefusal) {
    super(refusal.message);
  }
}

const who = (actor: JobActor) => ({ id: actor.id, email: actor.email });

async function completedBy(tx: Pick<Tx, "select">, bookingId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: users.name, email: users.email, jobId: jobs.id })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.completedBy))
    .where(eq(jobs.bookingId, bookingId));
  if (!row) return undefined;
  return row.name || row.email || "someone";
}

const alreadyCompleted = (name: string): JobRefusal => ({
  ok: false,
  status: 409,
  message: `This visit was already completed by ${name}.`,
});

/**
 * The receipt e-mail: our wording, the amounts and the work the office typed; none of the visitor's
 * text. In the view's language (receiptOf with the booking's `lang`): a Spanish customer's receipt
 * says "Recibo", its dates and the 90-day "garantía" in es-US.
 */
export function receiptMail(
  booking: Pick<Booking, "email" | "lang">,
  view: ReceiptView,
  token: string,
  owner: Pick<SiteSettings, "mainPhone" | "businessEmail">,
): NewMail {
  const when = view.completedOn;
  if (view.lang === "es")
    return {
      recipient: booking.email,
      replyTo: owner.businessEmail,
      subject: `Su reparación está terminada: recibo, ${when}`,
      body:
        `Hola:\n\nTerminamos su visita de reparación de refrigerador. Gracias por elegir ${business.name}. ` +
        `Aquí tiene su recibo.\n\n` +
        `${receiptText(view)}\n\n` +
        (view.dueCents > 0 && getConfig().stripe
          ? `Pague ${formatCents(view.dueCents)} con tarjeta: ${appointmentUrl({ token, lang: "es" })}#pay\n\n`
          : "") +
        `Su recibo y su visita en línea: ${appointmentUrl({ token, lang: "es" })}\n\n` +
        `¿Preguntas sobre la reparación o la garantía? Llame al ${owner.mainPhone.display}.\n\n` +
        `${mailSignature(owner.mainPhone.display)}\n`,
    };
  return {
    recipient: booking.email,
    replyTo: owner.businessEmail,
    // One mail for the end of the visit: the completion and its receipt (applyVisitMove sends no other).
    subject: `Your repair is completed: receipt, ${when}`,
    body:
      `Hello,\n\nYour refrigerator repair visit is completed. Thank you for choosing ${business.name}. ` +
      `Here is your receipt.\n\n` +
      `${receiptText(view)}\n\n` +
      // The same button as the appointment page (DECISIONS "Paying by link"), when Stripe is set up.
      (view.dueCents > 0 && getConfig().stripe
        ? `Pay ${formatCents(view.dueCents)} by card: ${appointmentUrl({ token, lang: booking.lang })}#pay\n\n`
        : "") +
      `Your receipt and visit online: ${appointmentUrl({ token, lang: booking.lang })}\n\n` +
      `Questions about the repair or the warranty? Call ${owner.mainPhone.display}.\n\n` +
      `${mailSignature(owner.mainPhone.display)}\n`,
  };
}

/** A job with its parts and payments, as the pages and the receipt read it. */
export interface JobRecord {
  job: Job;
  parts: JobPart[];
  payments: Payment[];
  completedByName: string;
  /** The version of the approved estimate the job started from (jobs.estimate_id); null without one. */
  estimateVersion: number | null;
}

/**
 * "Estimate 2 for request 41": the words app/estimates/estimate-content.ts's estimateTitle gives
 * (estimates sit above visits, so the receipt words it here; a test holds the two together).
 */
export const approvedEstimateName = (bookingId: number, version: number) =>
  `Estimate ${version} for request ${bookingId}`;

export async function jobOfBooking(db: Pick<Tx, "select">, bookingId: number): Promise<JobRecord | undefined> {
  const [row] = await db
    .select({ job: jobs, name: users.name, email: users.email, estimateVersion: estimates.version })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.completedBy))
    .leftJoin(estimates, eq(estimates.id, jobs.estimateId))
    .where(eq(jobs.bookingId, bookingId));
  if (!row) return undefined;
  const [parts, paid] = [
    await db.select().from(jobParts).where(eq(jobParts.jobId, row.job.id)).orderBy(asc(jobParts.position)),
    await db
      .select()
      .from(payments)
      .where(eq(payments.jobId, row.job.id))
      .orderBy(asc(payments.recordedAt), asc(payments.id)),
  ];
  return {
    job: row.job,
    parts,
    payments: paid,
    completedByName: row.name || row.email || "someone",
    estimateVersion: row.estimateVersion,
  };
}

/** The county of a served ZIP code; the business's own county for one outside the list (never booked). */
export function countyOfZip(zip: string): ServiceCounty {
  const slug = servedCountyOfZip(zip);
  return (slug && countyOfSlug(slug)) || "Hillsborough";
}

export const loadJob = (bookingId: number) => withDb((db) => jobOfBooking(db, bookingId));

/** The job's receipt in a language: English for the office, the customer's for their mail and page. */
export const receiptOf = (record: JobRecord, lang: Lang = "en"): ReceiptView =>
  receiptView(
    record.job,
    record.parts,
    record.payments,
    record.estimateVersion === null
      ? null
      : lang === "en"
        ? approvedEstimateName(record.job.bookingId, record.estimateVersion)
        : receiptWords[lang].estimateName(record.job.bookingId, record.estimateVersion),
    lang,
  );

/**
 * The approved estimate a job starts from (DECISIONS "Estimates and approval"): the booking's
 * newest version with an approval of an option (not a decline), whatever came after it, and the
 * approved option's total (the completion form shows the difference from it).
 */
async function approvedEstimateOf(
  tx: Pick<Tx, "select">,
  bookingId: number,
): Promise<{ id: number; totalCents: number } | undefined> {
  const [row] = await tx
    .select({ id: estimates.id, totalCents: estimateOptions.totalCents })
    .from(estimates)
    .innerJoin(estimateApprovals, eq(estimateApprovals.estimateId, estimates.id))
    .innerJoin(estimateOptions, eq(estimateOptions.id, estimateApprovals.optionId))
    .where(and(eq(estimates.bookingId, bookingId), eq(estimateApprovals.declined, false)))
    .orderBy(desc(estimates.version))
    .limit(1);
  return row;
}

/** The approved option's total of a booking's estimate (the completion form's comparison); null without one. */
export const approvedEstimateTotal = (bookingId: number) =>
  withDb(async (db) => (await approvedEstimateOf(db, bookingId))?.totalCents ?? null);

export type CompleteVisitResult =
  | { ok: true; jobId: number; totals: JobTotals }
  | JobRefusal
  /** Nothing stored: the payment's amounts are to be shown first (completionStep). */
  | { ok: false; confirm: CompletionCheck };

export async function completeVisit(
  actor: JobActor,
  bookingId: number,
  input: JobInput,
  now = new Date(),
): Promise<CompleteVisitResult> {
  try {
    return await withDb((db) =>
      db.transaction(async (tx): Promise<CompleteVisitResult> => {
        const move = {
          bookingId,
          to: "completed" as const,
          actor: { id: actor.id, name: actor.name || actor.email, role: actor.role, email: actor.email },
          expectedFrom: input.expectedFrom,
          receiptFollows: true,
        };
        // The visit is locked and checked first, so a confirmation is never shown for a visit
        // that cannot be completed (already completed, not theirs, a stale page).
        const checked = await checkVisitMove(tx, move);
        if (!checked.ok) {
          // Completed by someone else first: say who (the row lock made us wait for their commit).
          const by = checked.status === 409 ? await completedBy(tx, bookingId) : undefined;
          return by ? alreadyCompleted(by) : checked;
        }
        // The tax of the county where the work was done, at the rate in force that day (New York).
        const taxCounty = input.taxCounty ?? countyOfZip(checked.booking.zipCode);
        const { countyTaxRates } = await getSiteSettings(tx);
        const taxRateBasisPoints = rateInForce(countyTaxRates, taxCounty, todayInBusinessZone(now));
        const totals = jobTotals({ ...input, taxRateBasisPoints });
        if (totals.totalCents > MAX_AMOUNT_CENTS)
          return {
            ok: false,
            status: 400,
            message: `A job's total can be at most ${formatCents(MAX_AMOUNT_CENTS)}.`,
            field: "parts",
          };
        let taken: TakenPayment | undefined;
        if (input.payment.method !== "unpaid") {
          const amountCents = input.payment.amountCents ?? totals.totalCents;
          if (amountCents <= 0)
            return {
              ok: false,
              status: 400,
              message: "Nothing is due for this job: choose Unpaid.",
              field: "paymentMethod",
            };
          if (amountCents > totals.totalCents)
            return {
              ok: false,
              status: 400,
              message: `The amount can be at most the total, ${formatCents(totals.totalCents)}.`,
              field: "amount",
            };
          taken = { method: input.payment.method, checkNumber: input.payment.checkNumber, amountCents };
        }
        // Money taken before the person saw these amounts: show them first, store nothing.
        if (
          taken &&
          input.shown !== undefined &&
          completionStep(totals.totalCents, input.payment, input.shown) === "confirm"
        )
          return {
            ok: false,
            confirm: {
              totals,
              taxCounty,
              taxRateBasisPoints,
              payment: taken,
              key: shownKey(totals.totalCents, input.payment)!,
              changed: !!input.shown,
              approvedTotalCents: (await approvedEstimateOf(tx, bookingId))?.totalCents ?? null,
            },
          };
        await applyVisitMove(tx, checked.booking, move);
        const [job] = await tx
          .insert(jobs)
          .values({
            bookingId,
            findings: input.findings,
            workDone: input.workDone,
            labourCents: totals.labourCents,
            diagnosticFeeCents: totals.diagnosticCents,
            diagnosticCredited: input.repairWentAhead,
            taxRateBasisPoints,
            taxCounty,
            taxableCents: totals.taxableCents,
            partsCents: totals.partsCents,
            subtotalCents: totals.subtotalCents,
            taxCents: totals.taxCents,
            totalCents: totals.totalCents,
            completedAt: now,
            completedBy: actor.id,
            estimateId: (await approvedEstimateOf(tx, bookingId))?.id ?? null,
          })
          .onConflictDoNothing({ target: jobs.bookingId })
          .returning();
        // A step store that did not serialise us: the unique index still keeps one job.
        if (!job) throw new Refused(alreadyCompleted((await completedBy(tx, bookingId)) ?? "someone"));
        if (input.parts.length)
          await tx.insert(jobParts).values(input.parts.map((part, position) => ({ ...part, jobId: job.id, position })));
        let paymentText = "unpaid";
        if (taken) {
          await tx.insert(payments).values({
            jobId: job.id,
            method: taken.method,
            checkNumber: taken.method === "check" ? taken.checkNumber : null,
            amountCents: taken.amountCents,
            recordedAt: now,
            recordedBy: actor.id,
          });
          paymentText = `${paymentLabel(taken)} ${formatCents(taken.amountCents)}`;
        }
        // applyVisitMove marked the request done, dropped its reminder and logged the step.
        await logActivity(
          {
            user: who(actor),
            action: "job-recorded",
            request: { kind: "booking", id: bookingId },
            detail: `Total ${formatCents(totals.totalCents)} (tax ${formatCents(totals.taxCents)}), ${paymentText}`,
          },
          tx,
        );
        await queueReceipt(tx, bookingId);
        await scheduleReviewRequest(tx, bookingId, now);
        return { ok: true, jobId: job.id, totals };
      }),
    );
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** Queues the receipt (with a fresh link to the visit's page) when mail is on. */
async function queueReceipt(tx: Tx, bookingId: number): Promise<void> {
  if (!mailEnabled()) return;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  const record = await jobOfBooking(tx, bookingId);
  if (!booking || !record) return;
  const token = await addAppointmentLink(tx, bookingId);
  await tx
    .insert(mailQueue)
    .values(receiptMail(booking, receiptOf(record, booking.lang), token, await getSiteSettings(tx)));
}

export type RecordPaymentResult = { ok: true; bookingId: number } | JobRefusal;

/**
 * A payment after completion (an unpaid job paid later, or the rest of one): the job row is
 * locked, so two people recording at once cannot together take more than the total.
 */
export async function recordPayment(
  actor: JobActor,
  jobId: number,
  payment: { method: "card" | "cash" | "check"; checkNumber: string | null; amountCents: number },
  now = new Date(),
): Promise<RecordPaymentResult> {
  if (actor.role !== "owner" && actor.role !== "staff")
    return { ok: false, status: 403, message: "Only the office records payments." };
  return withDb((db) =>
    db.transaction(async (tx): Promise<RecordPaymentResult> => {
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for("update");
      if (!job) return { ok: false, status: 404, message: "That job no longer exists." };
      const [{ paid } = { paid: 0 }] = await tx
        .select({ paid: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
        .from(payments)
        .where(eq(payments.jobId, jobId));
      const due = job.totalCents - Number(paid);
      if (due <= 0) return { ok: false, status: 409, message: "This job is already paid in full." };
      if (payment.amountCents > due)
        return {
          ok: false,
          status: 400,
          message: `The amount can be at most what is still due, ${formatCents(due)}.`,
          field: "amount",
        };
      await tx.insert(payments).values({
        jobId,
        method: payment.method,
        checkNumber: payment.method === "check" ? payment.checkNumber : null,
        amountCents: payment.amountCents,
        recordedAt: now,
        recordedBy: actor.id,
      });
      await logActivity(
        {
          user: who(actor),
          action: "payment-recorded",
          request: { kind: "booking", id: job.bookingId },
          detail: `${paymentLabel(payment)} ${formatCents(payment.amountCents)}`,
        },
        tx,
      );
      return { ok: true, bookingId: job.bookingId };
    }),
  );
}
