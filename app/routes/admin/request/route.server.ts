import { data, redirect } from "react-router";
import { requestHistory } from "#app/activity/activity.server";
import { requireOwner, requireUser } from "#app/auth/guard.server";
import { business } from "#app/content/business";
import { windowLabel } from "#app/lib/booking-windows";
import { isRequestKind, isRequestStatus, requestStatuses } from "#app/db/schema";
import { formatCalendarDate, formatInBusinessZone } from "#app/lib/dates";
import { notFound } from "#app/lib/not-found";
import { phoneHref } from "#app/lib/phone";
import {
  addNote,
  changeStatus,
  deleteRequest,
  getRequest,
  MAX_NOTE,
  type RequestAction,
} from "#app/requests/detail.server";
import { sourceLabel } from "#app/requests/lead-source";
import { requestBadges } from "#app/customers/customers.server";
import type { SessionUser } from "#app/auth/sessions.server";
import { emptyJobForm } from "#app/visits/job-form";
import { loadJob, receiptOf } from "#app/visits/jobs.server";
import { relatedVisits } from "#app/visits/return-visits.server";
import { isFinalStep } from "#app/visits/steps";
import {
  handleCompleteVisit,
  handleRecordPayment,
  handleReturnVisit,
  returnVisitStart,
} from "#app/visits/visit-actions.server";

/** A request's page: every field, tap-to-call/mail/map links, photos, history and notes. */
export async function loadRequestDetail(kind: string, idText: string) {
  const id = Number(idText);
  if (!isRequestKind(kind) || !Number.isSafeInteger(id) || id < 1) notFound();
  const [record, history, badges] = await Promise.all([
    getRequest(kind, id),
    requestHistory(kind, id),
    requestBadges([{ kind, id }]),
  ]);
  if (!record) notFound();
  const customer = badges.get(`${kind}:${id}`) ?? { customerId: null, returning: false, warranty: false };
  const row = record.row;
  const base = {
    kind,
    id,
    status: row.status,
    statuses: requestStatuses,
    name: row.name,
    email: row.email,
    phone: row.phone,
    telHref: phoneHref(row.phone),
    received: formatInBusinessZone(row.createdAt),
    source: {
      label: sourceLabel(row),
      landingPage: row.landingPage,
      referrer: row.referrer,
      campaign: [row.utmSource, row.utmMedium, row.utmCampaign, row.utmTerm, row.utmContent]
        .filter(Boolean)
        .join(" / "),
      gclid: row.gclid,
    },
    history,
    /** Its customer (app/customers/): the link, "Returning customer" and "Warranty". */
    customer,
  };
  if (record.kind === "message") {
    return {
      ...base,
      message: { service: record.row.service, text: record.row.message },
      booking: undefined,
      photos: [],
      visitEnd: undefined,
    };
  }
  const b = record.row;
  const address = `${b.address}, ${b.city}, ${business.stateCode} ${b.zipCode}`;
  const [job, related] = [await loadJob(id), await relatedVisits(b)];
  const canReturn = b.visitStep === "needs_return" && related.returnVisits.length === 0;
  return {
    ...base,
    message: undefined,
    booking: {
      urgent: b.urgent,
      address,
      mapHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
      visit: b.visitDate ? `${formatCalendarDate(b.visitDate)}, ${windowLabel(b.visitWindow)}` : "",
      asked: `${formatCalendarDate(b.preferredDate)}, ${b.preferredTime}`,
      brand: b.brand,
      model: b.model,
      serialNumber: b.serialNumber,
      issue: b.issue,
      foodAtRisk: b.foodAtRisk,
      description: b.issueDescription,
      additionalInfo: b.additionalInfo,
      // Whether the customer has a private page; its address is only in their e-mails.
      hasAppointmentPage: record.hasAppointmentPage,
    },
    photos: record.photos,
    visitEnd: {
      step: b.visitStep,
      /** Not yet in a final step, and not cancelled: the completion form is shown. */
      canComplete: !isFinalStep(b.visitStep) && b.status !== "cancelled" && !job,
      emptyForm: emptyJobForm(b.visitStep),
      job: job && {
        id: job.job.id,
        completedBy: job.completedByName,
        completedAt: formatInBusinessZone(job.job.completedAt),
        receipt: receiptOf(job),
      },
      firstVisit: related.firstVisit,
      returnVisits: related.returnVisits,
      returnStart: canReturn ? await returnVisitStart() : undefined,
    },
  };
}

export type RequestDetailData = Awaited<ReturnType<typeof loadRequestDetail>>;

const VISIT_INTENTS = ["complete-visit", "add-part", "record-payment", "return-check", "return-visit"];

/** The visit's end: completing it, a later payment, a return visit (app/visits/visit-actions.server.ts). */
function handleVisitAction(user: SessionUser, id: number, form: FormData, intent: string) {
  const page = `/admin/requests/booking/${id}`;
  if (intent === "complete-visit" || intent === "add-part")
    return handleCompleteVisit(user, id, form, `${page}?saved=completed#job`);
  if (intent === "record-payment") return handleRecordPayment(user, form, `${page}?saved=payment#job`);
  return handleReturnVisit(user, id, form, `${page}?saved=return-visit#return-visit`);
}

/** POST on a request's page: a status change, a note, the visit's end, or (the owner) deleting it. */
export async function handleRequestAction(request: Request, kind: string, idText: string) {
  const user = await requireUser(request);
  const id = Number(idText);
  if (!isRequestKind(kind) || !Number.isSafeInteger(id) || id < 1) notFound();
  const form = await request.formData().catch(() => undefined);
  const intent = form?.get("intent");
  const fail = (error: string, status = 400) => data<RequestAction>({ error }, { status });
  try {
    if (kind === "booking" && form && typeof intent === "string" && VISIT_INTENTS.includes(intent))
      return await handleVisitAction(user, id, form, intent);
    if (intent === "set-status") {
      const status = form?.get("status");
      if (!isRequestStatus(status)) return fail("Choose a status from the list.");
      if (!(await changeStatus(kind, id, status, user))) return fail("That request no longer exists.", 404);
      return redirect(`/admin/requests/${kind}/${id}?saved=status`);
    }
    if (intent === "note") {
      const text = String(form?.get("note") ?? "")
        .replace(/\r\n?/g, "\n")
        .trim();
      if (!text) return fail("Write the note first.");
      if (text.length > MAX_NOTE || text.includes("\u0000"))
        return fail(`A note can be at most ${MAX_NOTE.toLocaleString("en-US")} characters.`);
      if (!(await addNote(kind, id, text, user))) return fail("That request no longer exists.", 404);
      return redirect(`/admin/requests/${kind}/${id}?saved=note#history`);
    }
    if (intent === "delete") {
      const owner = await requireOwner(request);
      if (form?.get("confirm") !== "yes") return fail("Tick the box to confirm the deletion.");
      await deleteRequest(kind, id, owner);
      return redirect("/admin?deleted=1");
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[admin] could not change a request:", error instanceof Error ? error.message : error);
    return fail("The database is not reachable right now; nothing was changed.", 503);
  }
  return fail("Unknown action.");
}
