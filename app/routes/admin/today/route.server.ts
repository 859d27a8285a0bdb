import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import type { SessionUser } from "#app/auth/sessions.server";
import { requestBadges } from "#app/customers/customers.server";
import { handleEstimateAction, isEstimateIntent, loadVisitEstimatePanel } from "#app/estimates/estimate-actions.server";
import { estimateStatusesOf } from "#app/estimates/estimate-status.server";
import { warrantyView } from "#app/customers/warranty.server";
import { dateProblem, formatCalendarDate, todayInBusinessZone } from "#app/lib/dates";
import { NO_LONGER_WAITING, offerByHand, OFFERED_NOTICE, waitlistsOn } from "#app/scheduling/waitlist.server";
import { submitStepForm } from "#app/visits/step-form.server";
import { stepLabels, type VisitStep } from "#app/visits/steps";
import {
  listTechnicians,
  nextDayWithVisits,
  technicianLabel,
  visitsOfDay,
  type DayFor,
} from "#app/visits/visits.server";

/**
 * /admin/today: a technician's visits of the day (their own only), or, for the office, one
 * technician's or everyone's, with a chooser, and the day's waitlists. `?date=YYYY-MM-DD` shows
 * another day; `?estimate=<visit>` opens that visit's estimate (written from the phone, one-handed).
 */

const ESTIMATE_SAVED: Record<string, string> = {
  estimate: "The estimate was saved.",
  "estimate-sent": "The estimate was sent to the customer.",
  "estimate-approved": "The estimate was approved.",
};

/** The visit whose estimate is open (`?estimate=<id>`), as a number, or undefined. */
const estimateParam = (url: URL) => {
  const id = Number(url.searchParams.get("estimate"));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** /admin/today for a date, keeping the office's choice of technician. */
const todayHref = (date: string, who: DayFor) =>
  `/admin/today?date=${date}${who === "all" ? "" : `&technician=${who.technicianId}`}`;

const newTap = () => randomBytes(12).toString("base64url");

export async function loadToday(user: SessionUser, url: URL, now = new Date()) {
  const today = todayInBusinessZone(now);
  const asked = url.searchParams.get("date");
  const dateError = asked !== null && asked !== "" ? dateProblem(asked) : undefined;
  const date = asked && !dateError ? asked : today;
  const office = user.role !== "technician";
  const technicians = office ? await listTechnicians() : [];
  const chosen = url.searchParams.get("technician") ?? "all";
  const chosenId = Number(chosen);
  const forWho: DayFor = !office
    ? { technicianId: user.id }
    : technicians.some((t) => t.id === chosenId)
      ? { technicianId: chosenId }
      : "all";
  const [visits, waitlists] = await Promise.all([visitsOfDay(date, forWho), office ? waitlistsOn(date, now) : []]);
  const next = visits.length === 0 ? await nextDayWithVisits(date, forWho) : undefined;
  // The warranty callback (no second diagnostic fee): one read for every visit shown, a technician's
  // own only; the earlier repair's page linked unless it is another technician's visit.
  // And where each visit's estimate stands: one read for the day, not one per visit.
  const [badges, estimateStatuses] = visits.length
    ? await Promise.all([
        requestBadges(visits.map((v) => ({ kind: "booking" as const, id: v.id }))),
        estimateStatusesOf(visits.map((v) => v.id)),
      ])
    : [null, null];
  const saved = url.searchParams.get("saved");
  const savedId = Number(url.searchParams.get("visit"));
  // The estimate of one visit shown (a technician's own: only theirs are listed).
  const estimateId = estimateParam(url);
  const estimateOpen = visits.some((v) => v.id === estimateId) ? estimateId : undefined;
  const estimatePanel = estimateOpen ? await loadVisitEstimatePanel(estimateOpen) : undefined;
  return {
    date,
    dateTitle: formatCalendarDate(date),
    isToday: date === today,
    /** An empty day: the next date with a visit to do, and its page. */
    nextVisit: next ? { date: next, title: formatCalendarDate(next), href: todayHref(next, forWho) } : undefined,
    dateError,
    office,
    technicians: technicians.map((t) => ({ id: t.id, label: technicianLabel(t) })),
    chosen: forWho === "all" ? "all" : String(forWho.technicianId),
    visits: visits.map((v) => ({
      ...v,
      warranty: warrantyView(badges?.get(`booking:${v.id}`)?.warranty, user),
      estimateStatus: estimateStatuses?.get(v.id) ?? null,
      // A fresh idempotency id for every step form of this rendering.
      taps: Object.fromEntries(v.next.map((step) => [step, newTap()])) as Partial<Record<VisitStep, string>>,
    })),
    /** The office's: visitors waiting for a place in the day's windows, window by window. */
    waitlists,
    notice: office && url.searchParams.has("offered") ? OFFERED_NOTICE : undefined,
    saved:
      saved && saved in stepLabels && Number.isSafeInteger(savedId)
        ? { bookingId: savedId, message: `Saved: ${stepLabels[saved as VisitStep]}.` }
        : undefined,
    estimate:
      estimateOpen && estimatePanel
        ? {
            bookingId: estimateOpen,
            panel: estimatePanel,
            saved: saved && saved in ESTIMATE_SAVED ? ESTIMATE_SAVED[saved] : undefined,
          }
        : undefined,
  };
}

/**
 * A step form posted without JavaScript (or the office's offer of a waitlisted place): redirect back (post/redirect/get), or the refusal with
 * the values kept. The open estimate's forms (`?estimate=<visit>` in the page's address, which
 * they post to) are the request page's, answered here: a technician only on their own visit
 * (estimates.server.ts checks, 403 otherwise).
 */
export async function todayAction(
  user: SessionUser,
  request: Request,
  now = new Date(),
  client = { clientAddress: "" },
) {
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  if (intent === "offer-waitlist") return offerPlace(user, form, request, now);
  if (isEstimateIntent(intent)) {
    const url = new URL(request.url);
    const bookingId = estimateParam(url);
    if (bookingId === undefined)
      return data({ error: "That visit's estimate could not be read. Reload the page." }, { status: 400 });
    // Back to this page's own address: not the `.data` one a form sent with JavaScript posts to,
    // nor its router's parameters or an earlier notice.
    for (const name of ["saved", "_routes", "index"]) url.searchParams.delete(name);
    return handleEstimateAction(
      user,
      bookingId,
      form,
      intent,
      { clientAddress: client.clientAddress, userAgent: request.headers.get("user-agent") ?? "" },
      `/admin/today${url.search}`,
      `estimate-${bookingId}`,
    );
  }
  const result = await submitStepForm(user, form);
  if (result.ok) {
    const back = new URL(request.url);
    back.searchParams.set("saved", String(form.get("intent")));
    back.searchParams.set("visit", String(result.bookingId));
    return redirect(`${back.pathname}${back.search}#visit-${result.bookingId}`);
  }
  return data({ answer: result }, { status: result.status });
}

/** The office offers a waitlisted visitor a place by hand, as on the Schedule; back to the same day. */
async function offerPlace(user: SessionUser, form: FormData, request: Request, now: Date) {
  const refused = (status: number, message: string) =>
    data(
      { answer: { ok: false as const, bookingId: null, message, values: {} as Record<string, string> } },
      { status },
    );
  if (user.role === "technician") return refused(403, "Offering a place is the office's.");
  const entryId = Number(form.get("entryId"));
  const offered = Number.isSafeInteger(entryId) && entryId > 0 ? await offerByHand(entryId, user, now) : undefined;
  if (!offered) return refused(409, NO_LONGER_WAITING);
  const back = new URL(request.url);
  back.searchParams.delete("saved");
  back.searchParams.delete("visit");
  back.searchParams.set("offered", "1");
  return redirect(`${back.pathname}${back.search}#waitlist`);
}
