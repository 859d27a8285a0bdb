import { appointmentPath } from "#app/lib/appointment-link";
import { attachBooking } from "#app/customers/match.server";
import { bookingWarranty } from "#app/customers/customers.server";
import { warrantyForMail } from "#app/customers/warranty.server";
import { data } from "react-router";
import { withDb } from "#app/db/client.server";
import { getSiteFacts, siteFactsForPage } from "#app/settings/site-facts.server";
import { SMS_CONSENT_VALUE, smsConsentIn } from "#app/content/texts";
import { queueBookingConfirmationText } from "#app/texts/events.server";
import { bookingWindow } from "#app/lib/booking-windows";
import { gridBrands } from "#app/content/brands";
import { bookableRange, dateProblem, todayInBusinessZone } from "#app/lib/dates";
import { bookingMails, mailEnabled, waitlistJoinedMail } from "#app/mail/messages.server";
import type { BookingWithLink } from "#app/db/schema";
import type { Tx } from "#app/db/client.server";
import { HOLD_MINUTES, joinWaitlist } from "#app/scheduling/waitlist.server";
import type { Slot } from "#app/scheduling/windows";
import { processFormPhotos, readPhotoForm } from "#app/photos/intake.server";
import { photoMessageIn } from "#app/photos/messages.server";
import type { ProcessedPhoto } from "#app/photos/process-photo.server";
import { claimPendingPhotos, storePhotos } from "#app/photos/store.server";
import {
  availabilityOn,
  bookAppointment,
  nextWindowsWithRoom,
  type BookingInput,
  type BookingMailsFor,
  WindowUnavailableError,
} from "#app/scheduling/appointments.server";
import { viewOfDay } from "#app/scheduling/availability";
import { asksAboutFood, isUrgent } from "#app/forms/urgency";
import {
  bookingSchema,
  bookingSteps,
  INTENT_FIELD,
  parseStepIntent,
  WAITLIST_FIELD,
  type WizardStepResult,
} from "#app/forms/booking-schema";
import { handleFormPost, type StoreRefusal } from "#app/forms/form-action.server";
import type { ClientContext } from "#app/lib/edge-context";
import { formValues, type SubmissionResult } from "#app/forms/submission";
import { langOf, type Lang } from "#app/content/i18n/lang";
import { dictionaryFor, formWordsFor } from "#app/content/i18n/dictionaries.server";
import { fill } from "#app/content/i18n/fill";
import { formatCalendarDateIn } from "#app/lib/locale-format";

const bookingFields = bookingSteps.flatMap((step) => step.fields);

/**
 * The confirmation's heading comes with the answer, not with the page's dictionary: a page that
 * has not booked carries no "Scheduled!" anywhere in its HTML (booking.spec checks it).
 */
const CONFIRMED_TITLE: Record<Lang, string> = {
  en: "Appointment Successfully Scheduled!",
  es: "¡Su cita quedó programada!",
};

/** The window refusal's words (the booking form's dictionary section has them in Spanish). */
type RefusalWords = ReturnType<typeof dictionaryFor>["bookingForm"]["refusal"];

/**
 * A window that cannot be given (closed, past, or full: perhaps taken a moment ago by someone
 * else): 409, nothing stored, a message naming the next windows with room, and the wizard back on
 * step 3 with every value kept (the reason sits on preferredTime).
 */
async function windowRefusal(
  error: unknown,
  input: { preferredDate: string; preferredTime: string },
  lang: Lang,
  words: RefusalWords,
  windowName: (label: string) => string,
): Promise<StoreRefusal | undefined> {
  if (!(error instanceof WindowUnavailableError)) return undefined;
  const day = (date: string) => formatCalendarDateIn(lang, date);
  const next = await nextWindowsWithRoom(error.requested ?? input.preferredDate);
  const options = next.length
    ? fill(words.withRoom, { windows: next.map((s) => `${day(s.date)}, ${windowName(s.label)}`).join("; ") })
    : fill(words.callUs, { phone: (await siteFactsForPage()).phones.main.display });
  const what = error.requested
    ? fill(words.window, {
        window: windowName(error.requested.label),
        date: day(error.requested.date),
        reason: error.reason === "none-within-30-days" ? words.notAvailable : words[error.reason],
      })
    : fill(words.noneWithin30, { date: day(input.preferredDate) });
  // A full window keeps a waitlist (DECISIONS "Storm mode and the waitlist"): the wizard offers to join it.
  const waitlist = error.reason === "full" && error.requested !== undefined;
  const message = `${what} ${options}${waitlist ? ` ${words.orWaitlist}` : ""}`;
  return { status: 409, message, errors: { preferredTime: message }, ...(waitlist ? { offer: "waitlist" } : {}) };
}

/**
 * Books the visit; with `waitlist=yes` a window found full instead joins its waitlist (told their
 * place in line, by mail too when confirmations go out).
 */
async function bookOrJoin(
  input: BookingInput,
  mailsFor: BookingMailsFor,
  onStored: (tx: Tx, row: BookingWithLink) => Promise<void>,
  options: { joinWaitlist: boolean; confirmVisitor: boolean; hours?: Parameters<typeof bookAppointment>[4] },
): Promise<BookingWithLink | Waitlisted> {
  const now = new Date();
  try {
    return await bookAppointment(input, mailsFor, now, onStored, options.hours);
  } catch (error) {
    if (!options.joinWaitlist || !(error instanceof WindowUnavailableError) || error.reason !== "full") throw error;
    if (!error.requested) throw error;
    const joined = await joinWaitlist(input, error.requested, now, ({ entry, place }, token) =>
      options.confirmVisitor ? [waitlistJoinedMail(entry, place, token, HOLD_MINUTES)] : [],
    );
    return { waitlisted: joined, slot: error.requested };
  }
}

interface Waitlisted {
  waitlisted: Awaited<ReturnType<typeof joinWaitlist>>;
  slot: Slot;
}

/** The windows of a chosen date for step 3, or nothing (no date yet, or the database is away). */
async function availabilityOf(date: string | undefined, lang: Lang) {
  if (!date || dateProblem(date, bookableRange(todayInBusinessZone()))) return undefined;
  return availabilityOn(date).then(
    (day) => viewOfDay(day, lang),
    () => undefined,
  );
}

/**
 * POST /book, urlencoded or (with photos) multipart. Next Step or Previous without JavaScript (a
 * step intent): store nothing, validate nothing, answer the step to show with every value typed.
 * Book Appointment: validate all three steps (the ZIP must be in the service area), count it
 * against the client's limit, decode the photos, and claim a window with room in the transaction
 * that stores the booking and its photos; confirm with the window given and the link to the
 * visitor's appointment page.
 */
export async function handleBookingPost(request: Request, context: ClientContext) {
  // The page's language (/es/book is Spanish): the refusals and the confirmation's words.
  const lang = langOf(request);
  const ui = dictionaryFor(lang);
  const windowName = (label: string) => ui.bookingForm.times[label] ?? label;
  const form = await readPhotoForm(request);
  if (!form.ok) {
    const values = formValues(form.formData, bookingFields);
    const message = photoMessageIn(lang, form.message);
    return data<SubmissionResult>({ ok: false, message, errors: { photos: message }, values }, { status: 400 });
  }
  try {
    const step = parseStepIntent(form.formData.get(INTENT_FIELD));
    if (step) {
      const values = formValues(form.formData, bookingFields);
      return data<WizardStepResult>({
        step,
        values,
        availability: step === 3 ? await availabilityOf(values.preferredDate, lang) : undefined,
      });
    }
    let photos: ProcessedPhoto[] = [];
    // The owner's facts, read once: the out-of-area message names the main line, and the window
    // is checked against the hours (read in the booking's transaction if the database was away here).
    const facts = await withDb((db) => getSiteFacts(db)).catch(() => undefined);
    // The refusals' words, the phone rule's example being the main line as the owner set it.
    const { formMessages } = formWordsFor(lang, facts?.phones.main.display);
    return await handleFormPost({
      request,
      formData: form.formData,
      context,
      schema: bookingSchema({
        brandNames: gridBrands.map((b) => b.name),
        // The out-of-area message names the main line as the owner set it (the default if the database is away).
        mainPhone: facts?.phones.main.display,
        messages: formMessages,
      }),
      messages: formMessages,
      fields: bookingFields,
      beforeSave: async () => {
        const processed = await processFormPhotos(form.files, form.uploadKeys.length);
        if (!processed.ok) {
          const message = photoMessageIn(lang, processed.message);
          return { status: 400, message, errors: { photos: message } };
        }
        photos = processed.photos;
        return undefined;
      },
      save: ({ smsConsent, ...booking }, mail) =>
        bookOrJoin(
          {
            ...booking,
            // DECISIONS "Texts": the consent, with its time, client and the version of the wording
            // the page showed (/es/book's Spanish one has its own).
            ...(smsConsent === SMS_CONSENT_VALUE
              ? {
                  smsConsentAt: new Date(),
                  smsConsentClient: context.clientAddress,
                  smsConsentVersion: smsConsentIn[lang].version,
                }
              : {}),
            // The food question only counts for the issues that ask it (without JavaScript it is always shown).
            foodAtRisk: asksAboutFood(booking.issue) ? booking.foodAtRisk : "",
            urgent: isUrgent(booking),
            lang: langOf(request),
          },
          // A warranty callback says so in the office's mail (the customer was matched in onStored).
          async (row, tx) =>
            bookingMails(row, {
              ...mail,
              photos: photos.length + form.uploadKeys.length,
              warranty: mailEnabled() ? warrantyForMail(await bookingWarranty(tx, row.id)) : null,
            }),
          async (tx, row) => {
            await claimPendingPhotos(tx, row.id, form.uploadKeys);
            await storePhotos(tx, row.id, photos);
            // Its customer, found or made in this transaction (the answer is the same either way).
            await attachBooking(tx, row);
            await queueBookingConfirmationText(tx, row);
          },
          {
            joinWaitlist: form.formData.get(WAITLIST_FIELD) === "yes",
            confirmVisitor: mail.confirmVisitor,
            hours: facts && { weeklyHours: facts.weeklyHours, specialHours: facts.specialHours },
          },
        ),
      refusal: (error, input) => windowRefusal(error, input, lang, ui.bookingForm.refusal, windowName),
      summarize: (booking, saved): Record<string, string> =>
        "waitlisted" in saved
          ? {
              waitlist: "yes",
              place: String(saved.waitlisted.place),
              date: formatCalendarDateIn(lang, saved.slot.date),
              time: windowName(saved.slot.label),
              name: booking.name,
              waitlistLink: `/waitlist/${saved.waitlisted.token}`,
              medicine: booking.medicineAtRisk === "yes" ? "yes" : "",
            }
          : {
              date: formatCalendarDateIn(lang, saved.visitDate ?? booking.preferredDate),
              time: windowName(bookingWindow(saved.visitWindow)?.label ?? booking.preferredTime),
              asked: booking.preferredTime,
              title: CONFIRMED_TITLE[lang],
              name: booking.name,
              appointment: appointmentPath(lang, saved.token),
              // Medicine that must stay cold, or food at risk: the answer names the emergency line first.
              medicine: booking.medicineAtRisk === "yes" ? "yes" : "",
              ...(saved.urgent ? { urgent: "yes" } : {}),
            },
    });
  } finally {
    await form.cleanup();
  }
}
