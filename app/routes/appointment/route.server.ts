import { offerWhatOpened } from "#app/scheduling/waitlist.server";
import { appointmentWordsFor, dictionaryFor } from "#app/content/i18n/dictionaries.server";
import { fill } from "#app/content/i18n/fill";
import { langFromPath, langOf, type Lang } from "#app/content/i18n/lang";
import { appointmentPath } from "#app/lib/appointment-link";
import { formatCalendarDateIn, formatMoneyIn } from "#app/lib/locale-format";
import { formatMomentIn } from "#app/lib/moment-format";
import { data, redirect } from "react-router";
import { withDb } from "#app/db/client.server";
import { getSiteFacts, siteFactsForPage } from "#app/settings/site-facts.server";
import { MAX_PHOTOS, PHOTO_MESSAGES } from "#app/photos/limits";
import { photoMessageIn } from "#app/photos/messages.server";
import { processFormPhotos, readPhotoForm, type PhotoForm } from "#app/photos/intake.server";
import { photoCount, storePhotos } from "#app/photos/store.server";
import { VISITOR_ACTOR } from "#app/activity/actions";
import { logActivity } from "#app/activity/activity.server";
import { queueAppointmentChangeText } from "#app/texts/events.server";
import type { Tx } from "#app/db/client.server";
import { mailQueue, type Booking, type BookingWithLink } from "#app/db/schema";
import type { ClientContext } from "#app/lib/edge-context";
import { bookableRange, dateProblem, todayInBusinessZone } from "#app/lib/dates";
import { notFound } from "#app/lib/not-found";
import { hit } from "#app/limits/rate-limits.server";
import { ownerAppointmentChanged, visitorAppointmentChanged, visitText, visitTextIn } from "#app/mail/messages.server";
import {
  AppointmentLockedError,
  availabilityOn,
  canChangeOnline,
  cancelAppointment,
  findAppointment,
  nextWindowsWithRoom,
  rescheduleAppointment,
  slotOfBooking,
  WindowUnavailableError,
} from "#app/scheduling/appointments.server";
import { viewOfDay, type AvailabilityView } from "#app/scheduling/availability";
import { changeDeadline, slotOf, type WindowKey } from "#app/scheduling/windows";
import { statusPollMs, visitorStatusOfLink } from "#app/visits/visitor-status.server";
import { loadJob, receiptOf } from "#app/visits/jobs.server";
import { relatedVisits, returnVisitIssue, type RelatedVisitTime } from "#app/visits/return-visits.server";
import { onlinePaymentsEnabled } from "#app/payments/online.server";
import {
  customerEstimateOf,
  decideByLink,
  isCustomerEstimateIntent,
  type CustomerEstimateIntent,
  type CustomerDecisionResult,
  type EstimateDecisionForm,
} from "#app/estimates/customer-estimate.server";
import { wordDecisionFields, wordDecisionRefusal } from "#app/estimates/decision-refusals";
import type { VisitRecordView } from "./visit-record";

/**
 * The visit's end as the visitor sees it: the other visit of a pair ("Return visit on ...",
 * "Visita de regreso el ..."), and the receipt once completed, in the page's language.
 */
async function visitRecordOf(booking: Booking, lang: Lang): Promise<VisitRecordView> {
  const [job, related] = [await loadJob(booking.id), await relatedVisits(booking)];
  const words = dictionaryFor(lang).appointment.relatedVisit;
  const line = (template: string, time: RelatedVisitTime) => fill(template, { visit: visitTextIn(lang, time) });
  return {
    related: [
      ...(related.firstVisit ? [line(words.first, related.firstVisit.time)] : []),
      ...related.returnVisits.map((v) => line(words.return, v.time)),
    ],
    receipt: job ? receiptOf(job, lang) : undefined,
  };
}

/**
 * The visitor's page for one appointment, /appointments/<token> and /es/appointments/<token>: see
 * it, move it, cancel it, in the path's language (docs/decisions/0036-spanish.md): its words from
 * the dictionaries' `appointment` section, dates and money as es-US writes them on /es.
 */

/** The main line as the owner set it. */
const mainPhone = async () => (await siteFactsForPage()).phones.main.display;

/** The page's words and the forms' refusals (rate limit, failure, dates) in its language. */
const wordsOf = (lang: Lang) => {
  const dictionary = dictionaryFor(lang);
  return { ...dictionary.appointment, form: dictionary.formMessages, booking: dictionary.bookingForm };
};
type PageWords = ReturnType<typeof wordsOf>;
const rateLimitText = async (w: PageWords) => fill(w.form.rateLimit, { phone: await mainPhone() });
const failureText = async (w: PageWords) => fill(w.form.failure, { phone: await mainPhone() });
const noLongerOnline = async (w: PageWords) => fill(w.refusals.noLongerOnline, { phone: await mainPhone() });

export type AppointmentChange = "rescheduled" | "cancelled" | "photos" | "estimate-approved" | "estimate-declined";
const CHANGES: readonly string[] = ["rescheduled", "cancelled", "photos", "estimate-approved", "estimate-declined"];

/** `token`: the one in the address the visitor opened (the database holds only its hash). */
function pageOf(booking: Booking, token: string, changed: AppointmentChange | undefined, now: Date, lang: Lang) {
  const w = wordsOf(lang);
  const slot = slotOfBooking(booking);
  const canChange = canChangeOnline(booking, now);
  const dates = bookableRange(todayInBusinessZone(now));
  return {
    token,
    lang,
    name: booking.name,
    visit: visitTextIn(lang, booking),
    visitDate: booking.visitDate,
    visitWindow: booking.visitWindow,
    status: booking.status,
    /** Once the technician has set off, the visit's step (VisitProgress) is its only status. */
    underWay: booking.status !== "cancelled" && booking.visitStep !== "scheduled",
    statusText:
      booking.status !== "cancelled" && booking.visitStep !== "scheduled" ? undefined : w.status[booking.status],
    // Stored as the English option; shown as the page's language names it. A return visit's is
    // "Return visit: <the office's note>": the words around the note in the page's language.
    issue:
      booking.returnOfBookingId !== null && booking.issue === returnVisitIssue(booking.issueDescription)
        ? fill(w.returnIssue, { note: booking.issueDescription })
        : (w.booking.issues[booking.issue] ?? booking.issue),
    brand: booking.brand === "Other" ? w.booking.brandOther : booking.brand,
    model: booking.model,
    address: `${booking.address}, ${booking.city} ${booking.zipCode}`,
    canChange,
    /** The window has ended (the page then says so, rather than that the visit is close). */
    passed: !!slot && slot.end <= now,
    deadline: slot ? formatMomentIn(lang, changeDeadline(slot)) : undefined,
    changed,
    today: dates.from,
    lastDay: dates.to,
  };
}

export type AppointmentPage = ReturnType<typeof pageOf> & { photos: number; maxPhotos: number };

export async function loadAppointmentPage(token: string, url: URL, now = new Date()) {
  const lang = langFromPath(url.pathname);
  const booking = await findAppointment(token);
  if (!booking) notFound();
  const changed = url.searchParams.get("changed");
  const [photos, visitStatus, record] = await Promise.all([
    photoCount(booking.id),
    visitorStatusOfLink(token, lang),
    visitRecordOf(booking, lang),
  ]);
  return {
    // Not for a cancelled visit, nor for one marked done before visits had steps.
    visitStatus:
      visitStatus && booking.status !== "cancelled" && !(booking.status === "done" && visitStatus.step === "scheduled")
        ? visitStatus
        : undefined,
    pollMs: statusPollMs(),
    ...pageOf(
      booking,
      token,
      changed && CHANGES.includes(changed) ? (changed as AppointmentChange) : undefined,
      now,
      lang,
    ),
    photos,
    maxPhotos: MAX_PHOTOS,
    // The page's words in its language (with the photos form's rating plate hint): this page only.
    words: appointmentWordsFor(lang),
    ...withPay(record, url, lang),
    // Sent versions only (a draft is never shown); no longer decidable once the visit is completed.
    estimate: await customerEstimateOf(booking, !!record.receipt, lang),
  };
}

const withPay = (visitRecord: VisitRecordView, url: URL, lang: Lang) => ({
  visitRecord,
  pay: payViewOf(visitRecord, url, lang),
});

/** Card payment by link (DECISIONS "Paying by link"): the button, and what the return from Stripe says. */
export interface PayView {
  /** "Pay $X by card" while something is due and Stripe is set up; else null. */
  button: string | null;
  /** Back from Stripe: the webhook records the payment, not this visit ("processing" until then). */
  notice: "processing" | "paid" | "cancelled" | "nothing-due" | "unavailable" | "busy" | null;
}

export function payViewOf(record: VisitRecordView, url: URL, lang: Lang = "en"): PayView {
  const due = record.receipt?.dueCents ?? 0;
  const paid = url.searchParams.get("paid");
  const problem = url.searchParams.get("pay");
  return {
    button:
      due > 0 && onlinePaymentsEnabled() ? fill(wordsOf(lang).pay.button, { amount: formatMoneyIn(lang, due) }) : null,
    notice:
      paid === "1"
        ? due > 0
          ? "processing"
          : "paid"
        : paid === "0" && due > 0
          ? "cancelled"
          : problem === "nothing-due" || problem === "unavailable" || problem === "busy"
            ? problem
            : null,
  };
}

export interface AppointmentActionResult {
  ok: false;
  message: string;
  values?: { date: string; window: string };
  availability?: AvailabilityView;
  /** A refused decision on the estimate: the form's values and messages. */
  estimate?: EstimateDecisionForm;
}

const refuse = (status: number, result: Omit<AppointmentActionResult, "ok">, headers?: HeadersInit) =>
  data<AppointmentActionResult>({ ok: false, ...result }, { status, headers });

/**
 * What the visitor's change writes in its transaction: the business's mail, the log entry and,
 * with consent, the text answering it (DECISIONS "Texts"), which links to this same page.
 */
const recordChange = (token: string) => async (tx: Tx, before: Booking, after: Booking) => {
  await queueAppointmentChangeText(tx, before, after, token);
  const facts = await getSiteFacts(tx);
  // The business hears of it, and the visitor gets the calendar file that replaces the old one.
  const mails = [
    ownerAppointmentChanged(before, after, facts),
    visitorAppointmentChanged(before, { ...after, token }, facts),
  ];
  for (const mail of mails) if (mail) await tx.insert(mailQueue).values(mail);
  await logActivity(
    {
      actor: VISITOR_ACTOR,
      action: after.status === "cancelled" ? "cancelled-by-customer" : "moved-by-customer",
      request: { kind: "booking", id: after.id },
      detail: after.status === "cancelled" ? visitText(before) : `${visitText(before)} -> ${visitText(after)}`,
    },
    tx,
  );
};

/** A window's name in the page's language ("Morning (8 AM - 12 PM)" / "Mañana (...)"). */
const windowName = (w: PageWords, label: string) => w.booking.times[label] ?? label;

async function windowsMessage(from: Parameters<typeof nextWindowsWithRoom>[0], now: Date, lang: Lang, w: PageWords) {
  const next = await nextWindowsWithRoom(from, now);
  return next.length
    ? fill(w.refusals.withRoom, {
        windows: next.map((s) => `${formatCalendarDateIn(lang, s.date)}, ${windowName(w, s.label)}`).join("; "),
      })
    : fill(w.refusals.noneWithin30, { phone: await mainPhone() });
}

/** Photos added on the appointment page (with or without JavaScript: a plain multipart form). */
async function addPhotos(
  booking: BookingWithLink,
  read: Extract<PhotoForm, { ok: true }>,
  context: ClientContext,
  lang: Lang,
) {
  const w = wordsOf(lang);
  const already = await photoCount(booking.id);
  const room = MAX_PHOTOS - already;
  if (read.files.length === 0) return refuse(400, { message: w.refusals.choosePhoto });
  if (room <= 0) return refuse(400, { message: fill(w.refusals.maxPhotos, { max: String(MAX_PHOTOS) }) });
  const limit = await hit("photoUploads", context.clientAddress);
  if (!limit.allowed)
    return refuse(429, { message: await rateLimitText(w) }, { "Retry-After": String(limit.retryAfterSeconds) });
  const processed = await processFormPhotos(read.files, 0, room);
  // The photo decoder answers in English; the page says it in its language.
  if (!processed.ok) return refuse(400, { message: photoMessageIn(lang, processed.message) });
  await withDb((db) =>
    db.transaction(async (tx) => {
      await storePhotos(tx, booking.id, processed.photos);
      await logActivity(
        {
          actor: VISITOR_ACTOR,
          action: "photos-added-by-customer",
          request: { kind: "booking", id: booking.id },
          detail: `${processed.photos.length}`,
        },
        tx,
      );
    }),
  );
  return redirect(appointmentPath(lang, booking.token, "?changed=photos"));
}

export async function handleAppointmentPost(request: Request, token: string, context: ClientContext, now = new Date()) {
  // A post to the Spanish page answers in Spanish and comes back under /es.
  const lang = langOf(request);
  const booking = await findAppointment(token);
  if (!booking) notFound();
  const read = await readPhotoForm(request);
  if (!read.ok)
    return refuse(400, {
      message:
        read.message === PHOTO_MESSAGES.unreadableForm
          ? wordsOf(lang).form.unreadable
          : photoMessageIn(lang, read.message),
    });
  try {
    // The estimate is decided while the visit is under way: the 2-hour limit on changes is not its.
    const intent = read.formData.get("intent");
    if (isCustomerEstimateIntent(intent))
      return await decideEstimateOnPage(
        booking,
        token,
        intent,
        read.formData,
        {
          clientAddress: context.clientAddress,
          userAgent: request.headers.get("user-agent") ?? "",
        },
        now,
        lang,
      );
    return await changeAppointment({ ...booking, token }, read, context, now, lang);
  } finally {
    await read.cleanup();
  }
}

/**
 * "Approve option N" or "Decline" on the page's estimate (channel `link`): a redirect to the page
 * showing the decision, or the form's values and the reason (a stale estimate or a second,
 * different decision: 409), never a 500 for either.
 */
async function decideEstimateOnPage(
  booking: Booking,
  token: string,
  intent: CustomerEstimateIntent,
  form: FormData,
  client: { clientAddress: string; userAgent: string },
  now: Date,
  lang: Lang,
) {
  const w = wordsOf(lang);
  const limit = await hit("form", client.clientAddress);
  if (!limit.allowed)
    return refuse(429, { message: await rateLimitText(w) }, { "Retry-After": String(limit.retryAfterSeconds) });
  let result;
  try {
    result = await decideByLink(booking, intent, form, client, now);
  } catch (error) {
    console.error(
      "[appointments] could not record an estimate's decision:",
      error instanceof Error ? error.message : error,
    );
    return refuse(503, { message: await failureText(w) });
  }
  if (!result.ok) {
    const form = decisionFormIn(lang, result);
    return refuse(result.status, { message: form.message ?? Object.values(form.errors)[0] ?? "", estimate: form });
  }
  return redirect(
    appointmentPath(lang, token, `?changed=estimate-${result.declined ? "declined" : "approved"}#estimate`),
  );
}

/**
 * A refused decision's messages in the page's language: the estimates' domain names its reasons
 * as codes (app/estimates/decision-refusals.ts), worded here from the page's dictionary.
 */
function decisionFormIn(lang: Lang, result: Extract<CustomerDecisionResult, { ok: false }>): EstimateDecisionForm {
  const words = dictionaryFor(lang).appointment.estimate.refusals;
  return {
    ...result.values,
    errors: wordDecisionFields(words, result.fields),
    ...(result.reason ? { message: wordDecisionRefusal(words, result.reason) } : {}),
  };
}

async function changeAppointment(
  booking: BookingWithLink,
  read: Extract<PhotoForm, { ok: true }>,
  context: ClientContext,
  now: Date,
  lang: Lang,
) {
  const w = wordsOf(lang);
  const token = booking.token;
  const form = read.formData;
  const intent = form.get("intent");
  const date = String(form.get("date") ?? "");
  const window = String(form.get("window") ?? "");
  const values = { date, window };

  // Changes close 2 hours before the window starts: after that only the phone works.
  if (!canChangeOnline(booking, now)) {
    return refuse(409, { message: await noLongerOnline(w) });
  }

  if (intent === "check" || intent === "reschedule") {
    const problem = dateProblem(date, bookableRange(todayInBusinessZone(now)), w.form.date);
    if (problem) return refuse(400, { message: problem, values });
  }
  try {
    if (intent === "check") {
      // Without JavaScript: show which windows of the chosen date have room.
      const day = await availabilityOn(date, now);
      return data<AppointmentActionResult>({ ok: false, message: "", values, availability: viewOfDay(day, lang) });
    }
    if (intent === "add-photos") return await addPhotos(booking, read, context, lang);
    if (intent !== "reschedule" && intent !== "cancel") return refuse(400, { message: w.refusals.unknown });
    if (intent === "cancel" && form.get("confirm") !== "yes") {
      return refuse(400, { message: w.refusals.tickToCancel });
    }
    if (intent === "reschedule" && !["morning", "afternoon", "evening"].includes(window)) {
      return refuse(400, { message: w.refusals.chooseWindow, values });
    }

    const limit = await hit("form", context.clientAddress);
    if (!limit.allowed) {
      return refuse(
        429,
        { message: await rateLimitText(w), values },
        { "Retry-After": String(limit.retryAfterSeconds) },
      );
    }
    if (intent === "cancel") {
      await cancelAppointment(token, recordChange(token), now);
      // The freed place goes to the window's waitlist, if anyone waits.
      await offerWhatOpened(now);
      return redirect(appointmentPath(lang, token, "?changed=cancelled"));
    }
    await rescheduleAppointment(token, { date, key: window as WindowKey }, recordChange(token), now);
    await offerWhatOpened(now);
    return redirect(appointmentPath(lang, token, "?changed=rescheduled"));
  } catch (error) {
    if (error instanceof WindowUnavailableError) {
      const slot = slotOf(date, window as WindowKey);
      const day = await availabilityOn(date, now);
      return refuse(409, {
        message: `${fill(w.refusals.notAvailable, {
          window: windowName(w, slot.label),
          date: formatCalendarDateIn(lang, date),
        })} ${await windowsMessage(slot, now, lang, w)}`,
        values,
        availability: viewOfDay(day, lang),
      });
    }
    if (error instanceof AppointmentLockedError) {
      return refuse(409, { message: await noLongerOnline(w) });
    }
    console.error("[appointments] could not change an appointment:", error instanceof Error ? error.message : error);
    return refuse(503, { message: await failureText(w), values });
  }
}
