import { business } from "#app/content/business";
import { bookingWindow } from "#app/lib/booking-windows";
import type { Booking, BookingWithLink, ContactMessage, NewMail } from "#app/db/schema";
import { getConfig } from "#app/lib/config.server";
import { formatCalendarDate, formatInBusinessZone, visitDayWord } from "#app/lib/dates";
import type { Lang } from "#app/content/i18n/lang";
import { appointmentLink } from "#app/lib/appointment-link";
import { clockTimeIn, formatCalendarDateIn, formatClockIn } from "#app/lib/locale-format";
import { publicFactDefaults } from "#app/settings/public-facts";
import type { SiteFacts } from "#app/settings/site-facts";
import { visitsCalendar } from "./ical.server";

/**
 * The facts the owner edits that mails quote: the main line and the business's address (where
 * notifications go and visitors reply). Callers read them with getSiteFacts() when they build a
 * mail; left out, business.ts's defaults.
 */
export type MailFacts = Pick<SiteFacts, "phones" | "emails">;

const defaultFacts = (): MailFacts => publicFactDefaults();

/** Mail is queued only when SMTP is configured; without SMTP_URL requests are just stored. */
export function mailEnabled(): boolean {
  return getConfig().smtpUrl !== undefined;
}

/** Header-safe: a name typed with line breaks must not become extra header lines. */
function oneLine(text: string, max = 200): string {
  const line = text.replace(/[\r\n\t]+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** "Label: value" lines; multi-line values are indented under their label. */
function fieldLines(fields: Array<[string, string]>): string {
  return fields
    .map(([label, value]) =>
      value.includes("\n") ? `${label}:\n  ${value.replace(/\r?\n/g, "\n  ")}` : `${label}: ${value || "-"}`,
    )
    .join("\n");
}

/** How every mail to a visitor ends: the name, the owner's main line as it is now, the site. */
export const mailSignature = (mainPhone: string) => `${business.name}\n${mainPhone}\n${business.siteUrl}`;
const signature = (facts: MailFacts) => mailSignature(facts.phones.main.display);

/**
 * The address a visitor types may be anyone's, so what we send to it carries none of the
 * visitor's free text (names, messages, addresses, model numbers) and no link but our own: only
 * our fixed wording and values chosen from our own lists. The owner's notification has it all.
 */
/** "Warranty callback: repair of Nov 26 (receipt #57), covered until Feb 24, 2027" and its request's address. */
export interface WarrantyNote {
  sentence: string;
  url: string;
}

export interface MailOptions {
  /** Whether the visitor's confirmation may be sent (the per-address and per-client caps). */
  confirmVisitor: boolean;
  /** Photos sent with a booking (they are in the workspace, not attached). */
  photos?: number;
  /** The owner's phone and e-mail as read for this request (business.ts's when left out). */
  facts?: MailFacts;
  /**
   * A warranty callback: the sentence naming the repair that covers it and that repair's request
   * (app/customers/warranty.server.ts `warrantyForMail`). The office's mail says so; the visitor's never.
   */
  warranty?: WarrantyNote | null;
}

export function ownerContactNotification(message: ContactMessage, facts: MailFacts = defaultFacts()): NewMail {
  const fields: Array<[string, string]> = [
    ["Name", message.name],
    ["Email", message.email],
    ["Phone", message.phone],
    ["Service", message.service],
    ["Message", message.message],
  ];
  return {
    recipient: facts.emails.business,
    replyTo: message.email,
    subject: oneLine(`New message: ${message.name}, ${message.service}`),
    body:
      `A new message arrived through the website on ${formatInBusinessZone(message.createdAt)}.\n\n` +
      `${fieldLines(fields)}\n\nReply to this e-mail to answer ${oneLine(message.name)} directly.\n`,
  };
}

export function visitorContactConfirmation(message: ContactMessage, facts: MailFacts = defaultFacts()): NewMail {
  return {
    recipient: message.email,
    replyTo: facts.emails.business,
    subject: "We received your message",
    body:
      `Hello,\n\n` +
      `Thank you for contacting ${business.name}. We received your message about "${message.service}" ` +
      `and will reply ${business.promises.emailResponse}. If your refrigerator needs help sooner, call us at ` +
      `${facts.phones.main.display}.\n\n` +
      `If you did not write to us, someone typed your address by mistake: you can ignore this e-mail.\n\n${signature(facts)}\n`,
  };
}

/** The mails a stored contact message sends (none without SMTP_URL). */
export function contactMails(
  message: ContactMessage,
  { confirmVisitor, facts = defaultFacts() }: MailOptions,
): NewMail[] {
  if (!mailEnabled()) return [];
  return [
    ownerContactNotification(message, facts),
    ...(confirmVisitor ? [visitorContactConfirmation(message, facts)] : []),
  ];
}

/** "Tuesday, November 24, 2026, Morning (8am-12pm)": the window given, or the one asked for. */
export function visitText(
  booking: Pick<Booking, "visitDate" | "visitWindow" | "preferredDate" | "preferredTime">,
): string {
  const window = bookingWindow(booking.visitWindow);
  if (booking.visitDate && window) return `${formatCalendarDate(booking.visitDate)}, ${window.label}`;
  return `${formatCalendarDate(booking.preferredDate)}, ${booking.preferredTime}`;
}

/**
 * The same in the customer's language: Spanish "jueves, 26 de noviembre de 2026, de 8:00 a.m. a
 * 12:00 p.m." (the window by its hours: the office's window names are English).
 */
export function visitTextIn(
  lang: Lang,
  booking: Pick<Booking, "visitDate" | "visitWindow" | "preferredDate" | "preferredTime">,
): string {
  if (lang === "en") return visitText(booking);
  const window = bookingWindow(booking.visitWindow);
  if (booking.visitDate && window)
    return `${formatCalendarDateIn(lang, booking.visitDate)}, de ${formatClockIn(lang, window.start)} a ${formatClockIn(lang, window.end)}`;
  return `${formatCalendarDateIn(lang, booking.preferredDate)}, ${booking.preferredTime}`;
}

/** A sentence ending with the visit's hours: "... 12:00 p.m." takes no second full stop. */
const endSentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/** The language a waitlist entry's visitor joined in (kept in its stored request; English before the Spanish site). */
export function entryLang(entry: { request?: string }): Lang {
  try {
    return (JSON.parse(entry.request ?? "{}") as { lang?: unknown }).lang === "es" ? "es" : "en";
  } catch {
    return "en";
  }
}

/**
 * The visitor's private page for the appointment (see, reschedule, cancel), in the customer's
 * language: /es/appointments/<token> for a Spanish customer (app/lib/appointment-link.ts).
 */
export function appointmentUrl(booking: Pick<BookingWithLink, "token" | "lang">): string {
  return appointmentLink(booking.lang, booking.token);
}

/** The private links mails carry: a visitor's appointment page, a staff invitation. */
const PRIVATE_LINK = /\/(appointments|admin\/invite|waitlist)\/[A-Za-z0-9_-]{43}/g;

/**
 * What the outbox keeps of a mail once it has gone out (or was refused for good): the text
 * without its private links, so the stored copy (a log of what went out) opens no one's page,
 * just as the database holds only the hashes of those tokens. Migration 0006 did the same to
 * the mail sent before it.
 */
export function withoutPrivateLinks(text: string): string {
  return text.replace(PRIVATE_LINK, "/$1/[removed]");
}

/** The same for a calendar file, unfolded first: RFC 5545 breaks long lines, maybe inside a link. */
export function calendarWithoutPrivateLinks(ics: string): string {
  return withoutPrivateLinks(ics.replace(/\r\n[ \t]/g, ""));
}

/** The staff workspace page of a booking, for the owner's mails and the technician's text. */
export const workspaceUrl = (booking: Pick<Booking, "id">) =>
  `${business.siteUrl}/admin/requests/booking/${booking.id}`;

/** Everything about a booking, for the business's own mails. */
function bookingFields(booking: Booking): Array<[string, string]> {
  return [
    ["Visit", visitText(booking)],
    ["Asked for", `${formatCalendarDate(booking.preferredDate)}, ${booking.preferredTime}`],
    ["Name", booking.name],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["Address", `${booking.address}, ${booking.city} ${booking.zipCode}`],
    ["Brand", booking.brand],
    ["Model", booking.model],
    ["Serial", booking.serialNumber],
    ["Issue", booking.issue],
    ["Food at risk", booking.foodAtRisk],
    ["Medicine that must stay cold", booking.medicineAtRisk],
    ["Began with a power outage or surge", booking.powerOutage],
    ["Description", booking.issueDescription],
    ["Additional information", booking.additionalInfo],
  ];
}

/**
 * Subject of the business's mails about a booking: medicine that must stay cold starts it with
 * "MEDICINE" (it goes before everything), food at risk with "URGENT".
 */
function bookingSubject(booking: Booking, what: string): string {
  const flag = booking.medicineAtRisk === "yes" ? "MEDICINE " : booking.urgent ? "URGENT " : "";
  return oneLine(`${flag}${what}: ${booking.name}, ${visitText(booking)}`);
}

/**
 * The visitor's calendar file: our wording and values from our lists only (no address or model).
 * Its SEQUENCE is the booking's, raised by each move or cancel, so the file of a later mail
 * replaces the event the earlier one put in the calendar; a cancelled visit's file is a CANCEL.
 */
function visitorIcs(booking: BookingWithLink, facts: MailFacts): string {
  const cancelled = booking.status === "cancelled";
  const es = booking.lang === "es";
  return visitsCalendar(
    business.name,
    [
      {
        booking,
        summary: es
          ? `Visita de reparación de refrigerador: ${business.name}`
          : `Refrigerator repair visit: ${business.name}`,
        description: es
          ? cancelled
            ? `Cancelada. Para reservar de nuevo: ${business.siteUrl}/es/book o llame al ${facts.phones.main.display}.`
            : `Horario de llegada: ${endSentence(visitTextIn("es", booking))} Le llamaremos para confirmar la hora exacta.\n` +
              `Problema: ${booking.issue} (${booking.brand})\n` +
              `Vea, cambie o cancele la visita: ${appointmentUrl(booking)}\n` +
              `¿Preguntas? Llame al ${facts.phones.main.display}.`
          : cancelled
            ? `Cancelled. To book again: ${business.siteUrl}/book or call ${facts.phones.main.display}.`
            : `Arrival window: ${visitText(booking)}. We'll call to confirm the exact time.\n` +
              `Issue: ${booking.issue} (${booking.brand})\n` +
              `See, move or cancel the visit: ${appointmentUrl(booking)}\n` +
              `Questions? Call ${facts.phones.main.display}.`,
        confirmed: true,
        cancelled,
        sequence: booking.calendarSequence,
        organizer: { name: business.name, email: facts.emails.business },
        attendee: booking.email,
      },
    ],
    { method: cancelled ? "CANCEL" : "PUBLISH" },
  );
}

/**
 * The office's mail about a new booking: all of it, and on a warranty callback the covering repair
 * with its request's page ("Warranty callback: repair of Nov 26 (receipt #57), covered until ...").
 */
export function ownerBookingNotification(
  booking: Booking,
  photos = 0,
  facts: MailFacts = defaultFacts(),
  warranty: WarrantyNote | null = null,
): NewMail {
  return {
    recipient: facts.emails.business,
    replyTo: booking.email,
    subject: bookingSubject(booking, "New booking"),
    body:
      `A new booking arrived through the website on ${formatInBusinessZone(booking.createdAt)}.\n` +
      `${
        booking.medicineAtRisk === "yes"
          ? "MEDICINE: the customer has medicine that must stay cold. Call them now.\n"
          : booking.urgent
            ? "URGENT: the customer has food at risk. Call them now.\n"
            : "Call the customer to confirm the visit.\n"
      }` +
      (warranty ? `${warranty.sentence}\nThe earlier repair: ${warranty.url}\n` : "") +
      `\n` +
      `${fieldLines(bookingFields(booking))}\n` +
      `${photos ? `\nPhotos: ${photos} (rating plate or problem), in the workspace:\n` : "\n"}${workspaceUrl(booking)}\n`,
  };
}

export function visitorBookingConfirmation(booking: BookingWithLink, facts: MailFacts = defaultFacts()): NewMail {
  if (booking.lang === "es") return visitorBookingConfirmationEs(booking, facts);
  return {
    recipient: booking.email,
    replyTo: facts.emails.business,
    subject: "Your refrigerator repair visit is booked",
    body:
      `Hello,\n\n` +
      // Medicine that must stay cold: the emergency line before anything else.
      (booking.medicineAtRisk === "yes"
        ? `Medicine that must stay cold? Call our emergency line now: ${facts.phones.emergency.display}. ` +
          `Your visit goes first; move the medicine to a cooler with ice meanwhile.\n\n`
        : booking.urgent
          ? `Your food is at risk: call our emergency line now, ${facts.phones.emergency.display}. It answers every day.\n\n`
          : "") +
      // The issue on a line of its own: "Morning (8am-12pm) (Not Cooling, LG)" doubled the brackets.
      `Thank you for booking with ${business.name}. Your visit is booked for ${visitText(booking)}.\n` +
      `Issue: ${booking.issue}, ${booking.brand}.\n\nWe'll call you ${business.promises.confirmationCall} to ` +
      `confirm the exact time. The attached calendar file holds the arrival window.\n\n` +
      `See, move or cancel your visit: ${appointmentUrl(booking)}\n\n` +
      `Need us sooner? Call ${(booking.urgent ? facts.phones.emergency : facts.phones.main).display}.\n\n` +
      `If you did not book with us, someone typed your address by mistake: call us and we'll cancel it.\n\n${signature(facts)}\n`,
    icsAttachment: visitorIcs(booking, facts),
  };
}

/**
 * The confirmation in Spanish (a booking made on /es/book). The issue and brand are the values of
 * the form's lists, as the office reads them.
 */
function visitorBookingConfirmationEs(booking: BookingWithLink, facts: MailFacts): NewMail {
  return {
    recipient: booking.email,
    replyTo: facts.emails.business,
    subject: "Su visita de reparación de refrigerador está reservada",
    body:
      `Hola:\n\n` +
      (booking.medicineAtRisk === "yes"
        ? `¿Tiene medicamentos que deben mantenerse fríos? Llame ahora a nuestra línea de emergencia: ${facts.phones.emergency.display}. ` +
          `Su visita va primero; mientras tanto, pase los medicamentos a una hielera con hielo.\n\n`
        : booking.urgent
          ? `Sus alimentos corren riesgo: llame ahora a nuestra línea de emergencia, ${facts.phones.emergency.display}. Atiende todos los días.\n\n`
          : "") +
      `Gracias por reservar con ${business.name}. Su visita está reservada para el ${endSentence(visitTextIn("es", booking))}\n` +
      `Problema: ${booking.issue}, ${booking.brand}.\n\nLe llamaremos ${business.promises.es.confirmationCall} para ` +
      `confirmar la hora exacta. El archivo de calendario adjunto tiene el horario de llegada.\n\n` +
      `Vea, cambie o cancele su visita: ${appointmentUrl(booking)}\n\n` +
      `¿Nos necesita antes? Llame al ${(booking.urgent ? facts.phones.emergency : facts.phones.main).display}.\n\n` +
      `Si usted no reservó con nosotros, alguien escribió su dirección por error: llámenos y la cancelaremos.\n\n${signature(facts)}\n`,
    icsAttachment: visitorIcs(booking, facts),
  };
}

/** The mails a stored booking sends (none without SMTP_URL). */
export function bookingMails(
  booking: BookingWithLink,
  { confirmVisitor, photos, facts = defaultFacts(), warranty = null }: MailOptions,
): NewMail[] {
  if (!mailEnabled()) return [];
  return [
    ownerBookingNotification(booking, photos, facts, warranty),
    ...(confirmVisitor ? [visitorBookingConfirmation(booking, facts)] : []),
  ];
}

/** The day-before reminder to the visitor, with a link of its own (queued by app/scheduling/reminders.server.ts). */
export function visitorReminder(
  booking: BookingWithLink,
  facts: MailFacts = defaultFacts(),
  /** When it goes out: on the visit's own date it says "today", never "tomorrow". */
  sentAt: Date = new Date(),
): NewMail {
  const day = visitDayWord(booking.visitDate ?? booking.preferredDate, sentAt);
  if (booking.lang === "es") {
    const dia = day === "today" ? "hoy" : "mañana";
    return {
      recipient: booking.email,
      replyTo: facts.emails.business,
      subject: `Recordatorio: su visita de reparación de refrigerador es ${dia}`,
      body:
        `Hola:\n\n` +
        `Le recordamos de parte de ${business.name}: su visita es ${dia}, ${endSentence(visitTextIn("es", booking))} ` +
        `Nuestro técnico llegará dentro de ese horario.\n\n` +
        `¿Necesita cambiarla o cancelarla? ${appointmentUrl(booking)} (los cambios en línea cierran 2 horas antes de que ` +
        `empiece el horario; después, llame al ${facts.phones.main.display}).\n\n${signature(facts)}\n`,
      icsAttachment: visitorIcs(booking, facts),
      reminderFor: booking.id,
    };
  }
  return {
    recipient: booking.email,
    replyTo: facts.emails.business,
    subject: `Reminder: your refrigerator repair visit is ${day}`,
    body:
      `Hello,\n\n` +
      `A reminder from ${business.name}: your visit is ${day}, ${visitText(booking)}. ` +
      `Our technician will arrive within that window.\n\n` +
      `Need to move or cancel it? ${appointmentUrl(booking)} (changes online close 2 hours before the ` +
      `window starts; after that, call ${facts.phones.main.display}).\n\n${signature(facts)}\n`,
    icsAttachment: visitorIcs(booking, facts),
    // Lets cancelling or moving the visit drop it while it is unsent.
    reminderFor: booking.id,
  };
}

/** Tells the business that a visitor moved or cancelled their appointment on its page. */
export function ownerAppointmentChanged(
  before: Booking,
  after: Booking,
  facts: MailFacts = defaultFacts(),
): NewMail | undefined {
  if (!mailEnabled()) return undefined;
  const cancelled = after.status === "cancelled";
  return {
    recipient: facts.emails.business,
    replyTo: after.email,
    subject: bookingSubject(after, cancelled ? "Cancelled by the customer" : "Moved by the customer"),
    body:
      (cancelled
        ? `${oneLine(after.name)} cancelled the visit of ${visitText(before)} on the appointment page. The place is free again.\n\n`
        : `${oneLine(after.name)} moved the visit from ${visitText(before)} to ${visitText(after)} on the appointment page.\n\n`) +
      `${fieldLines(bookingFields(after))}\n\n${workspaceUrl(after)}\n`,
  };
}

/**
 * The visitor's mail when their visit moved or was cancelled: the calendar file it carries
 * replaces (or, for a cancel, removes) the event of the earlier mails. Our wording only.
 */
export function visitorAppointmentChanged(
  before: Booking,
  after: BookingWithLink,
  facts: MailFacts = defaultFacts(),
): NewMail | undefined {
  if (!mailEnabled()) return undefined;
  const cancelled = after.status === "cancelled";
  if (after.lang === "es")
    return {
      recipient: after.email,
      replyTo: facts.emails.business,
      subject: cancelled
        ? "Su visita de reparación de refrigerador está cancelada"
        : "Su visita de reparación de refrigerador cambió de fecha",
      body:
        `Hola:\n\n` +
        (cancelled
          ? `Su visita del ${visitTextIn("es", before)} está cancelada. El archivo de calendario adjunto la quita de su calendario.\n\n` +
            `Para reservar de nuevo: ${business.siteUrl}/es/book\n\n`
          : `Su visita pasó del ${visitTextIn("es", before)} al ${endSentence(visitTextIn("es", after))} El archivo de calendario ` +
            `adjunto reemplaza el anterior en su calendario.\n\n` +
            `Vea, cambie o cancele su visita: ${appointmentUrl(after)}\n\n`) +
        `¿Preguntas? Llame al ${facts.phones.main.display}.\n\n${signature(facts)}\n`,
      icsAttachment: visitorIcs(after, facts),
    };
  return {
    recipient: after.email,
    replyTo: facts.emails.business,
    subject: cancelled ? "Your refrigerator repair visit is cancelled" : "Your refrigerator repair visit has moved",
    body:
      `Hello,\n\n` +
      (cancelled
        ? `Your visit of ${visitText(before)} is cancelled. The attached calendar file removes it from your calendar.\n\n` +
          `To book again: ${business.siteUrl}/book\n\n`
        : `Your visit has moved from ${visitText(before)} to ${visitText(after)}. The attached calendar file ` +
          `replaces the earlier one in your calendar.\n\n` +
          `See, move or cancel your visit: ${appointmentUrl(after)}\n\n`) +
      `Questions? Call ${facts.phones.main.display}.\n\n${signature(facts)}\n`,
    icsAttachment: visitorIcs(after, facts),
  };
}

/**
 * Tells a technician the office gave them a visit: when, where (the town: the address is in the
 * workspace, behind their sign-in), what, and the link to the visit. To our own staff address.
 */
export function technicianAssignedMail(
  technicianEmail: string,
  booking: Booking,
  facts: MailFacts = defaultFacts(),
): NewMail | undefined {
  if (!mailEnabled()) return undefined;
  return {
    recipient: technicianEmail,
    replyTo: facts.emails.business,
    subject: oneLine(`${booking.urgent ? "URGENT " : ""}New visit for you: ${visitText(booking)}, ${booking.city}`),
    body:
      `Hello,\n\nThe office gave you a visit.\n\n` +
      `${fieldLines([
        ["Visit", visitText(booking)],
        ["Town", `${booking.city} ${booking.zipCode}`],
        ["Refrigerator", booking.brand],
        ["Issue", booking.issue],
        ...(booking.urgent ? ([["Food at risk", "yes: call the customer first"]] as Array<[string, string]>) : []),
      ])}\n\n` +
      `The address, the customer's phone and the notes: ${workspaceUrl(booking)}\n` +
      `Your day: ${business.siteUrl}/admin/today?date=${booking.visitDate ?? ""}\n\n${signature(facts)}\n`,
  };
}

/**
 * The invitation to the staff workspace. The owner typed the address, which may be wrong, so
 * like a visitor's confirmation it carries only our wording and the one-time link: not the
 * name the owner typed, nothing else anyone wrote. Undefined without SMTP_URL (the workspace
 * shows the link to pass on instead).
 */
export function staffInviteMail(
  recipient: string,
  link: string,
  expiresAt: Date,
  facts: MailFacts = defaultFacts(),
  role: "staff" | "technician" | "owner" = "staff",
): NewMail | undefined {
  if (!mailEnabled()) return undefined;
  // A technician's workspace is their own visits, not the office's requests.
  const what =
    role === "technician"
      ? `where you see the visits assigned to you, mark each step (on my way, arrived, done) and record the job`
      : `where the team reads and answers service requests`;
  return {
    recipient,
    replyTo: facts.emails.business,
    subject: `Your account for the ${business.name} staff workspace`,
    body:
      `Hello,\n\n` +
      `You have been invited to the staff workspace of ${business.name}, ${what}. ` +
      `To accept, open this link and choose a password (at least 12 characters):\n\n` +
      `${link}\n\n` +
      `The link works once, until ${formatInBusinessZone(expiresAt)}. If it has expired, ask the owner for a new one.\n\n` +
      `If you did not expect this e-mail, you can ignore it: nothing happens until the link is used.\n\n${signature(facts)}\n`,
  };
}

/**
 * The visitor's mail when the technician sets off, with the arrival estimate. Like every mail to
 * a visitor it carries only our wording: the technician's first name (from our accounts), the
 * time and the link to the appointment page.
 */
export function visitorOnTheWay(
  booking: BookingWithLink,
  { technicianFirstName, arrivingAround }: { technicianFirstName: string; arrivingAround: string },
  facts: MailFacts = defaultFacts(),
): NewMail {
  if (booking.lang === "es") {
    const quien = technicianFirstName ? `Su técnico, ${oneLine(technicianFirstName, 40)},` : "Su técnico";
    return {
      recipient: booking.email,
      replyTo: facts.emails.business,
      subject: `Su técnico va en camino: llega alrededor de las ${arrivingAround}`,
      body:
        `Hola:\n\n` +
        `${quien} va en camino a su visita de reparación de refrigerador y debería llegar alrededor de las ${arrivingAround}.\n\n` +
        `Siga la visita: ${appointmentUrl(booking)}\n\n` +
        `¿Preguntas? Llame al ${facts.phones.main.display}.\n\n${signature(facts)}\n`,
    };
  }
  const who = technicianFirstName ? `Your technician, ${oneLine(technicianFirstName, 40)},` : "Your technician";
  return {
    recipient: booking.email,
    replyTo: facts.emails.business,
    subject: `Your technician is on the way: arriving around ${arrivingAround}`,
    body:
      `Hello,\n\n` +
      `${who} is on the way to your refrigerator repair visit and should arrive around ${arrivingAround}.\n\n` +
      `Follow the visit: ${appointmentUrl(booking)}\n\n` +
      `Questions? Call ${facts.phones.main.display}.\n\n${signature(facts)}\n`,
  };
}

/** The visitor's mail when the visit is completed (the receipt is a mail of its own). */
export function visitorVisitCompleted(booking: BookingWithLink, facts: MailFacts = defaultFacts()): NewMail {
  if (booking.lang === "es")
    return {
      recipient: booking.email,
      replyTo: facts.emails.business,
      subject: "Su reparación está terminada",
      body:
        `Hola:\n\n` +
        `Terminamos su visita de reparación de refrigerador. Gracias por elegir ${business.name}.\n\n` +
        `Su página de la cita: ${appointmentUrl(booking)}\n\n` +
        `Si algo no está bien, llámenos al ${facts.phones.main.display}.\n\n${signature(facts)}\n`,
    };
  return {
    recipient: booking.email,
    replyTo: facts.emails.business,
    subject: "Your repair is completed",
    body:
      `Hello,\n\n` +
      `Your refrigerator repair visit is completed. Thank you for choosing ${business.name}.\n\n` +
      `Your appointment page: ${appointmentUrl(booking)}\n\n` +
      `If anything is not right, call us at ${facts.phones.main.display}.\n\n${signature(facts)}\n`,
  };
}

/**
 * A refused visitor joined a full window's waitlist: where they stand, what happens next, and the
 * link that shows their place (and takes them off the list).
 */
export function waitlistJoinedMail(
  entry: { email: string; visitDate: string; visitWindow: string; request?: string },
  place: number,
  token: string,
  holdMinutes: number,
  facts: MailFacts = defaultFacts(),
): NewMail {
  const window = bookingWindow(entry.visitWindow)?.label ?? entry.visitWindow;
  if (entryLang(entry) === "es")
    return {
      recipient: entry.email,
      replyTo: facts.emails.business,
      subject: "Está en la lista de espera",
      body:
        `Hola:\n\n` +
        `Está en la lista de espera del ${spanishSlot(entry)}: número ${place} en la fila. ` +
        `Si se abre un lugar en ese horario, le enviaremos un enlace que se lo guarda durante ${holdMinutes} minutos.\n\n` +
        `Su lugar, o para salir de la lista de espera:\n${business.siteUrl}/waitlist/${token}\n\n` +
        `¿Nos necesita antes? Llame al ${facts.phones.main.display}.\n\n${signature(facts)}\n`,
    };
  return {
    recipient: entry.email,
    replyTo: facts.emails.business,
    subject: "You're on the waitlist",
    body:
      `Hello,\n\n` +
      `You're on the waitlist for ${formatCalendarDate(entry.visitDate)}, ${window}: number ${place} in line. ` +
      `If a place opens in that window, we'll e-mail you a link that holds it for you for ${holdMinutes} minutes.\n\n` +
      `Your place, or to leave the waitlist:\n${business.siteUrl}/waitlist/${token}\n\n` +
      `Need us sooner? Call ${facts.phones.main.display}.\n\n${signature(facts)}\n`,
  };
}

/**
 * A place opened in the window a visitor waits for (DECISIONS "Storm mode and the waitlist"):
 * the link holds it for 60 minutes; claiming books the visit, and the link also leaves the list.
 */
export function waitlistOfferMail(
  entry: { email: string; visitDate: string; visitWindow: string; request?: string },
  token: string,
  holdUntil: Date,
  facts: MailFacts = defaultFacts(),
): NewMail {
  const window = bookingWindow(entry.visitWindow)?.label ?? entry.visitWindow;
  if (entryLang(entry) === "es")
    return {
      recipient: entry.email,
      replyTo: facts.emails.business,
      subject: "Se abrió un lugar para la reparación de su refrigerador",
      body:
        `Hola:\n\n` +
        `Se abrió un lugar el ${spanishSlot(entry)}, el horario que usted espera. ` +
        `Se lo guardamos hasta las ${clockTimeIn("es", holdUntil)}: resérvelo aquí:\n${business.siteUrl}/waitlist/${token}\n\n` +
        `Después pasa a la siguiente persona de la lista de espera. El mismo enlace le permite salir de la lista.\n\n` +
        `${signature(facts)}\n`,
    };
  return {
    recipient: entry.email,
    replyTo: facts.emails.business,
    subject: "A place opened for your refrigerator repair",
    body:
      `Hello,\n\n` +
      `A place opened on ${formatCalendarDate(entry.visitDate)}, ${window}, the window you are waiting for. ` +
      `We hold it for you until ${formatInBusinessZone(holdUntil)}: book it here:\n${business.siteUrl}/waitlist/${token}\n\n` +
      `After that it goes to the next person on the waitlist. The same link takes you off the waitlist.\n\n` +
      `${signature(facts)}\n`,
  };
}

/** A waitlist entry's date and window in Spanish: "jueves, 26 de noviembre de 2026, de 8:00 a.m. a 12:00 p.m.". */
function spanishSlot(entry: { visitDate: string; visitWindow: string }): string {
  return visitTextIn("es", {
    visitDate: entry.visitDate,
    visitWindow: entry.visitWindow as Booking["visitWindow"],
    preferredDate: entry.visitDate,
    preferredTime: entry.visitWindow,
  });
}
