import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import { requestHistory } from "#app/activity/activity.server";
import { requireAnyUser, requireOwner, technicianRefusal } from "#app/auth/guard.server";
import { business, serviceCounties } from "#app/content/business";
import { windowLabel } from "#app/lib/booking-windows";
import { isRequestKind, isRequestStatus, requestStatuses } from "#app/db/schema";
import { clockTime, formatCalendarDate, formatInBusinessZone, todayInBusinessZone } from "#app/lib/dates";
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
import { warrantyView } from "#app/customers/warranty.server";
import type { SessionUser } from "#app/auth/sessions.server";
import { isStepIntent, submitStepForm } from "#app/visits/step-form.server";
import { nextSteps, stepLabels, type VisitStep } from "#app/visits/steps";
import { assignTechnician, canSeeVisit, listTechnicians, technicianLabel } from "#app/visits/visits.server";
import { emptyJobForm } from "#app/visits/job-form";
import { centsToInput } from "#app/lib/money";
import { rateInForce } from "#app/settings/county-tax";
import { getSiteSettings } from "#app/settings/settings-rows.server";
import { countyOfZip, loadJob, receiptOf } from "#app/visits/jobs.server";
import { onlinePaymentsOf, sendPayLink } from "#app/payments/online.server";
import { relatedVisits } from "#app/visits/return-visits.server";
import { isFinalStep } from "#app/visits/steps";
import {
  COMPLETION_INTENTS,
  handleCompleteVisit,
  isCompletionIntent,
  handleRecordPayment,
  handleReturnVisit,
  returnVisitStart,
} from "#app/visits/visit-actions.server";
import { handleEstimateAction, isEstimateIntent, loadEstimatePanel } from "#app/estimates/estimate-actions.server";
import { completionFormFrom } from "#app/estimates/estimate-completion";
import { markRepliesRead, MAX_STAFF_TEXT, sendStaffText, textsOfBooking } from "#app/texts/staff.server";

/**
 * A request's page: every field, tap-to-call/mail/map links, photos, history and notes. `viewer`:
 * who reads it (a technician gets the warranty's earlier visit unlinked unless it was theirs).
 */
export async function loadRequestDetail(kind: string, idText: string, viewer: Pick<SessionUser, "id" | "role">) {
  const id = Number(idText);
  if (!isRequestKind(kind) || !Number.isSafeInteger(id) || id < 1) notFound();
  const [record, history, badges] = await Promise.all([
    getRequest(kind, id),
    requestHistory(kind, id),
    requestBadges([{ kind, id }]),
  ]);
  if (!record) notFound();
  const badge = badges.get(`${kind}:${id}`) ?? { customerId: null, returning: false, warranty: null };
  const customer = { ...badge, warranty: warrantyView(badge.warranty, viewer) };
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
    /** Its customer (app/customers/): the link, "Returning customer" and the warranty callback's sentence. */
    customer,
  };
  if (record.kind === "message") {
    return {
      ...base,
      message: { service: record.row.service, text: record.row.message },
      booking: undefined,
      photos: [],
      visitEnd: undefined,
      texts: undefined,
    };
  }
  const b = record.row;
  const address = `${b.address}, ${b.city}, ${business.stateCode} ${b.zipCode}`;
  const [job, related] = [await loadJob(id), await relatedVisits(b)];
  const canReturn = b.visitStep === "needs_return" && related.returnVisits.length === 0;
  const { countyTaxRates, diagnosticFeeCents } = await getSiteSettings();
  // The owner's diagnostic fee to start with; none on a warranty callback (no second fee).
  const fee = customer.warranty || diagnosticFeeCents === null ? "" : centsToInput(diagnosticFeeCents);
  const estimate = await loadEstimatePanel(id, b.zipCode, !job && b.status !== "cancelled");
  return {
    ...base,
    message: undefined,
    booking: {
      urgent: b.urgent,
      medicine: b.medicineAtRisk === "yes",
      medicineAtRisk: b.medicineAtRisk,
      powerOutage: b.powerOutage,
      address,
      mapHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
      visit: b.visitDate ? `${formatCalendarDate(b.visitDate)}, ${windowLabel(b.visitWindow)}` : "",
      asked: `${formatCalendarDate(b.preferredDate)}, ${b.preferredTime}`,
      brand: b.brand,
      model: b.model,
      serialNumber: b.serialNumber,
      // The language its mails and texts go out in (the customer's page changes it).
      language: b.lang === "es" ? "Spanish" : "English",
      issue: b.issue,
      foodAtRisk: b.foodAtRisk,
      description: b.issueDescription,
      additionalInfo: b.additionalInfo,
      // Whether the customer has a private page; its address is only in their e-mails.
      hasAppointmentPage: record.hasAppointmentPage,
      technicianId: b.technicianId,
      step: b.visitStep,
      stepLabel: stepLabels[b.visitStep],
      arrivingAround: b.visitStep === "on_the_way" && b.arrivalEta ? clockTime(b.arrivalEta) : "",
      next: nextSteps(b.visitStep),
    },
    photos: record.photos,
    // The estimate (DECISIONS "Estimates and approval"): written and presented until the job is recorded.
    estimate,
    visitEnd: {
      step: b.visitStep,
      /** Not yet in a final step, and not cancelled: the completion form is shown. */
      canComplete: !isFinalStep(b.visitStep) && b.status !== "cancelled" && !job,
      // Started from the customer's decision: the approved option's lines, or the fee alone when declined.
      emptyForm: completionFormFrom(emptyJobForm(b.visitStep, countyOfZip(b.zipCode), fee), estimate),
      // The approved option's total, shown beside the live total (the difference visible); null without one.
      approvedTotalCents: !job && b.status !== "cancelled" ? estimate.approvedTotalCents : null,
      feeNote: customer.warranty
        ? `Warranty callback: no diagnostic fee (a visit within ${business.warrantyDays} days of the customer's last repair).`
        : undefined,
      // Today's rate of each county, for the form's live total (the server computes it again).
      taxRates: Object.fromEntries(
        serviceCounties.map((county) => [county, rateInForce(countyTaxRates, county, todayInBusinessZone())]),
      ),
      job: job && {
        id: job.job.id,
        completedBy: job.completedByName,
        completedAt: formatInBusinessZone(job.job.completedAt),
        receipt: receiptOf(job),
        online: await onlinePaymentsOf(job.job.id, b.id),
      },
      firstVisit: related.firstVisit,
      returnVisits: related.returnVisits,
      returnStart: canReturn ? await returnVisitStart() : undefined,
    },
    // The consent to texts, the texts both ways with their delivery statuses, and a fresh key for
    // the answer form (a double submit sends one text).
    texts: { ...(await textsOfBooking(b)), formKey: randomBytes(16).toString("base64url"), maxLength: MAX_STAFF_TEXT },
  };
}

export type RequestDetailData = Awaited<ReturnType<typeof loadRequestDetail>>;

/**
 * Who may open a request's page: the office any; a technician only a booking assigned to them
 * (403 otherwise, whether it exists or not).
 */
export async function requireRequestAccess(request: Request, kind: string, idText: string): Promise<SessionUser> {
  const user = await requireAnyUser(request);
  if (user.role !== "technician") return user;
  const id = Number(idText);
  if (kind !== "booking" || !Number.isSafeInteger(id) || id < 1 || !(await canSeeVisit(user, id))) {
    throw technicianRefusal();
  }
  return user;
}

const newTap = () => randomBytes(12).toString("base64url");

/** The visit panel's extras: the technicians to choose from (the office) and a tap id per step form. */
export async function loadVisitPanel(user: SessionUser, detail: RequestDetailData) {
  if (!detail.booking) return undefined;
  const office = user.role !== "technician";
  const technicians = office ? await listTechnicians() : [];
  return {
    office,
    technicians: technicians.map((t) => ({ id: t.id, label: technicianLabel(t) })),
    taps: Object.fromEntries(detail.booking.next.map((step) => [step, newTap()])) as Partial<Record<VisitStep, string>>,
  };
}

const VISIT_INTENTS = [...COMPLETION_INTENTS, "record-payment", "send-pay-link", "return-check", "return-visit"];

/** The visit's end: completing it, a later payment, a return visit (app/visits/visit-actions.server.ts). */
function handleVisitAction(user: SessionUser, id: number, form: FormData, intent: string) {
  const page = `/admin/requests/booking/${id}`;
  if (isCompletionIntent(intent)) return handleCompleteVisit(user, id, form, `${page}?saved=completed#job`);
  if (intent === "record-payment") return handleRecordPayment(user, form, `${page}?saved=payment#job`);
  if (intent === "send-pay-link") return handleSendPayLink(user, id, `${page}?saved=pay-link#job`);
  return handleReturnVisit(user, id, form, `${page}?saved=return-visit#return-visit`);
}

/** "Send payment link": the appointment page's "Pay $X by card" by e-mail, and by text with consent. */
async function handleSendPayLink(user: SessionUser, id: number, done: string) {
  const result = await sendPayLink(user, id);
  if (!result.ok) return data<RequestAction>({ error: result.message }, { status: result.status });
  return redirect(done);
}

/** POST on a request's page: a visit's step or its end, assigning a technician, a status change, a note, or (the owner) deleting it. */
/** Why a staff answer was not sent, as staff read it. */
const TEXT_REFUSED: Record<string, string> = {
  disabled: "Texts are not set up (SMS_URL): nothing was sent.",
  "no-booking": "That request no longer exists.",
  "no-consent": "The customer did not agree to texts: call or e-mail instead.",
  "not-textable": "The customer's number cannot take texts (only US and Canadian numbers).",
  "opted-out": "The customer replied STOP: no texts until they reply START.",
  "daily-limit": "Today's total of texts is reached (Settings): nothing was sent.",
};

/**
 * Texts on a booking's page: staff's answer, or marking replies read. The office on any booking,
 * a technician on a visit assigned to them (requireRequestAccess checked that). A refusal gives
 * the typed text back, so nothing typed is lost.
 */
async function handleTextAction(
  user: SessionUser,
  kind: string,
  id: number,
  form: FormData | undefined,
  intent: string,
) {
  const typed = String(form?.get("text") ?? "");
  const fail = (error: string, status = 400) => data<RequestAction>({ error, text: typed }, { status });
  if (kind !== "booking") return fail("Only bookings are texted.");
  if (intent === "texts-read") {
    await markRepliesRead(id);
    return redirect(`/admin/requests/${kind}/${id}?saved=texts-read#texts`);
  }
  const text = typed.replace(/\r\n?/g, "\n").trim();
  const key = String(form?.get("key") ?? "");
  if (!text) return fail("Write the text first.");
  if (text.length > MAX_STAFF_TEXT || text.includes("\u0000"))
    return fail(`A text can be at most ${MAX_STAFF_TEXT} characters.`);
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) return fail("Reload the page and try again.");
  const outcome = await sendStaffText(id, text, key, user);
  if (outcome.queued || outcome.reason === "duplicate")
    return redirect(`/admin/requests/${kind}/${id}?saved=text#texts`);
  return fail(
    TEXT_REFUSED[outcome.reason] ?? "The text could not be sent.",
    outcome.reason === "no-booking" ? 404 : 409,
  );
}

/** POST on a request's page: a status change, a note, or (the owner) deleting it. */
export async function handleRequestAction(
  request: Request,
  kind: string,
  idText: string,
  client: { clientAddress: string } = { clientAddress: "" },
) {
  const user = await requireRequestAccess(request, kind, idText);
  const id = Number(idText);
  if (!isRequestKind(kind) || !Number.isSafeInteger(id) || id < 1) notFound();
  const form = await request.formData().catch(() => undefined);
  const intent = form?.get("intent");
  const fail = (error: string, status = 400) => data<RequestAction>({ error }, { status });
  if (form && kind === "booking" && isStepIntent(intent)) {
    form.set("bookingId", String(id));
    const result = await submitStepForm(user, form);
    if (!result.ok) return data<RequestAction>({ error: result.message }, { status: result.status });
    return redirect(`/admin/requests/booking/${id}?saved=step#visit`);
  }
  // A technician completes their own visit (requireRequestAccess checked that it is theirs).
  if (form && kind === "booking" && isCompletionIntent(intent)) return handleVisitAction(user, id, form, intent);
  // The estimate: a technician on their own visit (checked above), the office on any.
  if (form && kind === "booking" && isEstimateIntent(intent)) {
    try {
      return await handleEstimateAction(
        user,
        id,
        form,
        intent,
        { clientAddress: client.clientAddress, userAgent: request.headers.get("user-agent") ?? "" },
        `/admin/requests/booking/${id}`,
      );
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error("[admin] could not save an estimate:", error instanceof Error ? error.message : error);
      return fail("The database is not reachable right now; nothing was saved.", 503);
    }
  }
  // Texts: a technician answers the customer of their own visit, as staff do.
  if (intent === "send-text" || intent === "texts-read") {
    try {
      return await handleTextAction(user, kind, id, form, intent);
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error("[admin] could not send a text:", error instanceof Error ? error.message : error);
      return data<RequestAction>(
        { error: "The database is not reachable right now; nothing was sent.", text: String(form?.get("text") ?? "") },
        { status: 503 },
      );
    }
  }
  // Everything else on the page is the office's.
  if (user.role === "technician") throw technicianRefusal();
  if (kind === "booking" && intent === "assign") {
    const raw = String(form?.get("technicianId") ?? "");
    const technicianId = raw === "" ? null : Number(raw);
    if (technicianId !== null && !Number.isSafeInteger(technicianId)) return fail("Choose a technician from the list.");
    try {
      const result = await assignTechnician(user, id, technicianId);
      if (!result.ok) return fail(result.message, result.status);
    } catch (error) {
      console.error("[admin] could not assign a technician:", error instanceof Error ? error.message : error);
      return fail("The database is not reachable right now; nothing was changed.", 503);
    }
    if (form?.get("back") === "schedule") return redirect(`/admin/schedule?assigned=${id}#booking-${id}`);
    return redirect(`/admin/requests/booking/${id}?saved=technician#visit`);
  }
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
