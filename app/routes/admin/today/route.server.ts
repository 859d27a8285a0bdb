import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import type { SessionUser } from "#app/auth/sessions.server";
import { requestBadges } from "#app/customers/customers.server";
import { handleEstimateAction, isEstimateIntent, loadVisitEstimatePanel } from "#app/estimates/estimate-actions.server";
import { dateProblem, formatCalendarDate, todayInBusinessZone } from "#app/lib/dates";
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
 * technician's or everyone's, with a chooser. `?date=YYYY-MM-DD` shows another day;
 * `?estimate=<visit>` opens that visit's estimate (written from the phone, one-handed).
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
  const visits = await visitsOfDay(date, forWho);
  const next = visits.length === 0 ? await nextDayWithVisits(date, forWho) : undefined;
  // "Warranty" (no second diagnostic fee): one read for every visit shown, a technician's own only.
  const badges = visits.length
    ? await requestBadges(visits.map((v) => ({ kind: "booking" as const, id: v.id })))
    : null;
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
      warranty: badges?.get(`booking:${v.id}`)?.warranty ?? false,
      // A fresh idempotency id for every step form of this rendering.
      taps: Object.fromEntries(v.next.map((step) => [step, newTap()])) as Partial<Record<VisitStep, string>>,
    })),
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
 * A step form posted without JavaScript: redirect back (post/redirect/get), or the refusal with
 * the values kept. The open estimate's forms (`?estimate=<visit>` in the page's address, which
 * they post to) are the request page's, answered here: a technician only on their own visit
 * (estimates.server.ts checks, 403 otherwise).
 */
export async function todayAction(user: SessionUser, request: Request, client = { clientAddress: "" }) {
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
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
