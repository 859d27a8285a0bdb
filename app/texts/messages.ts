import { business } from "#app/content/business";
import { bookingWindow } from "#app/lib/booking-windows";
import type { VisitDayWord } from "#app/lib/dates";
import type { Lang } from "#app/content/i18n/lang";
import { formatClockIn } from "#app/lib/locale-format";
import { dateTimeFormat } from "#app/lib/intl-format";

/**
 * What is texted (DECISIONS "Texts"): the business's own wording and values from its own lists
 * or its staff, never the visitor's free text (the number typed may be anyone's). Each fits one
 * SMS of 160 GSM-7 characters where it can; those with a link may take two.
 */
export const textKinds = [
  "confirmation",
  "reminder",
  "on_the_way",
  "completed",
  "rescheduled",
  "cancelled",
  "review_request",
  "reply",
  "help",
  "missed_call",
  "pay_link",
  "payment_received",
  "waitlist_offer",
  "technician_assigned",
  "estimate",
] as const;
export type TextKind = (typeof textKinds)[number];

/** How the workspace names each kind. */
export const textKindLabels: Record<TextKind, string> = {
  confirmation: "Booking confirmation",
  reminder: "Day-before reminder",
  on_the_way: "On the way",
  completed: "Completed",
  rescheduled: "Moved",
  cancelled: "Cancelled",
  review_request: "Review request",
  reply: "Reply from staff",
  help: "HELP answer",
  missed_call: "Missed-call text",
  pay_link: "Payment link",
  payment_received: "Payment received",
  waitlist_offer: "Waitlist place",
  technician_assigned: "Visit assigned (to the technician)",
  estimate: "Estimate",
};

/** The GSM 03.38 basic set and its extension (an extension character counts twice). */
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENDED = "^{}\\[~]|€\f";

export function isGsm7(text: string): boolean {
  return [...text].every((c) => GSM7_BASIC.includes(c) || GSM7_EXTENDED.includes(c));
}

/** Length in GSM-7 septets (extension characters take two). */
export function gsm7Length(text: string): number {
  return [...text].reduce((n, c) => n + (GSM7_EXTENDED.includes(c) ? 2 : 1), 0);
}

/**
 * How many SMS segments a text takes: GSM-7 in 160 septets (153 each when split), otherwise UCS-2
 * in 70 UTF-16 units (67 each when split). One character outside GSM-7 (an "á", "í", "ó", "ú")
 * turns the whole text into UCS-2, which is why the Spanish texts are worded without them.
 */
export function smsSegments(text: string): number {
  if (isGsm7(text)) {
    const n = gsm7Length(text);
    return n <= 160 ? 1 : Math.ceil(n / 153);
  }
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
}

/**
 * A reminder worded "tomorrow" whose sending slipped into the visit's day (a retry held by the
 * quiet hours until 8 AM): the same text saying "today". Only textFor.reminder's own words change.
 */
export function reminderForToday(body: string): string {
  return body
    .replace(": reminder, your visit is tomorrow, ", ": reminder, your visit is today, ")
    .replace(": le recordamos su visita de mañana, ", ": le recordamos su visita de hoy, ");
}

/** "Thu, Nov 26, 8am-12pm": a visit's date and window, short. */
export function shortVisit(visitDate: string, windowKey: string | null | undefined): string {
  const [y, m, d] = visitDate.split("-").map(Number) as [number, number, number];
  const day = dateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(new Date(Date.UTC(y, m - 1, d)));
  const label = bookingWindow(windowKey)?.label;
  const hours = label ? /\(([^)]+)\)/.exec(label)?.[1] : undefined;
  return hours ? `${day}, ${hours}` : day;
}

/**
 * The same in the customer's language. Spanish: "26 de noviembre, 8 a.m.-12 p.m.", without the
 * weekday ("sáb", "mié" would make the text UCS-2 or need a guess at abbreviations).
 */
export function shortVisitIn(lang: Lang, visitDate: string, windowKey: string | null | undefined): string {
  if (lang === "en") return shortVisit(visitDate, windowKey);
  const [y, m, d] = visitDate.split("-").map(Number) as [number, number, number];
  const day = dateTimeFormat("es-US", { timeZone: "UTC", month: "long", day: "numeric" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  const window = bookingWindow(windowKey);
  if (!window) return day;
  const clock = (t: string) => formatClockIn("es", t).replace(":00", "");
  return `${day}, ${clock(window.start)}-${clock(window.end)}`;
}

/** "Thu, Dec 3, Morning 8am-12pm": a visit's date and its window by name, for the technician. */
export function namedVisit(visitDate: string, windowKey: string | null | undefined): string {
  const label = bookingWindow(windowKey)?.label;
  const day = shortVisit(visitDate, null);
  return label ? `${day}, ${label.replace(/[()]/g, "")}` : day;
}

/**
 * The town of a visit for a text to its technician: the city the visitor typed, reduced to
 * letters, spaces, hyphens and apostrophes in one short line (no link, nothing else they wrote
 * travels by SMS), or the ZIP code when nothing is left. "St. Petersburg" is "St Petersburg".
 */
export function townForText(city: string, zipCode: string): string {
  const town = city
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z' -]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 30)
    .trim();
  return /[A-Za-z]/.test(town) ? town : zipCode.slice(0, 5);
}

const name = () => business.name;

/**
 * The texts, each a pure function of the values it carries. `phone` is the owner's main line as
 * Settings has it now (getSiteFacts), never business.ts's default.
 */
export const textFor = {
  /** The booking confirmation, with the appointment page's link (the first text: how to stop). */
  confirmation: ({ when, appointmentUrl }: { when: string; appointmentUrl: string }) =>
    `${name()}: your visit is booked for ${when}. See, move or cancel: ${appointmentUrl} Reply STOP to opt out, HELP for help.`,
  /** The day-before reminder; "today" when it can only go out on the visit's day (after 8 PM quiet hours). */
  reminder: ({ when, appointmentUrl, day }: { when: string; appointmentUrl: string; day: VisitDayWord }) =>
    `${name()}: reminder, your visit is ${day}, ${when}. Move or cancel: ${appointmentUrl}`,
  /** The technician is on the way; `firstName` is the technician's, `arrivalTime` the estimate ("2:40 PM"). */
  onTheWay: ({ firstName, arrivalTime, phone }: { firstName: string; arrivalTime: string; phone: string }) =>
    `${name()}: ${firstName} is on the way and should arrive around ${arrivalTime}. Questions? Call ${phone}.`,
  /** The repair is done, with the receipt's link. */
  completed: ({ receiptUrl }: { receiptUrl: string }) =>
    `${name()}: your repair is complete. Your receipt: ${receiptUrl} Thank you!`,
  /** The answer to the customer moving the visit. */
  rescheduled: ({ when, appointmentUrl }: { when: string; appointmentUrl: string }) =>
    `${name()}: your visit is moved to ${when}. Details: ${appointmentUrl}`,
  /** The answer to the customer cancelling the visit. */
  cancelled: ({ phone }: { phone: string }) =>
    `${name()}: your visit is cancelled. To book again, call ${phone} or visit ${business.siteUrl}/book`,
  /** The review request (the owner's Google review link). */
  reviewRequest: ({ reviewUrl }: { reviewUrl: string }) =>
    `${name()}: thank you for choosing us. Would you review your visit? ${reviewUrl} Reply STOP to opt out.`,
  /** The office's "Send payment link": the balance and the appointment page's "Pay $X by card". */
  payLink: ({ amount, appointmentUrl }: { amount: string; appointmentUrl: string }) =>
    `${name()}: ${amount} is due for your repair. Pay by card: ${appointmentUrl}`,
  /** A card payment by link recorded by the webhook. */
  paymentReceived: ({ amount }: { amount: string }) => `${name()}: payment received, ${amount}. Thank you!`,
  /** A place opened in the window a waitlisted customer waits for, held until `until` ("2:40 PM"). */
  waitlistOffer: ({ when, until, url }: { when: string; until: string; url: string }) =>
    `${name()}: a place opened ${when}. It's yours until ${until}: ${url} Reply STOP to opt out.`,
  /**
   * To a technician who consented on their account page: the office gave them a visit. When, the
   * town and the visit's page in the workspace (behind their sign-in): not the customer's name,
   * address or phone.
   */
  technicianAssigned: ({ when, town, visitUrl }: { when: string; town: string; visitUrl: string }) =>
    `${name()}: you're assigned ${when}, ${town}. ${visitUrl}`,
  /** The office's or technician's "Send estimate": the appointment page, where it is approved or declined. */
  estimate: ({ estimateUrl }: { estimateUrl: string }) =>
    `${name()}: your repair estimate is ready. Read it and approve or decline: ${estimateUrl}`,
  /** The answer to HELP or AYUDA. */
  help: ({ phone }: { phone: string }) =>
    `${name()}: appointment texts. Help: call ${phone}. Msg & data rates may apply. Reply STOP to opt out.`,
};

/**
 * The texts in Spanish (DECISIONS "Spanish"), the same values as `textFor`, addressing the
 * customer as usted. Worded in GSM-7 (no "á", "í", "ó", "ú"; "ñ", "é", "¿", "¡" are GSM-7), so each
 * keeps the English budget: one SMS without a long link, two with one (texts.test.ts counts
 * segments). `when` comes from shortVisitIn("es"), times from formatClockIn("es"), links to
 * /es pages where one exists (booking again).
 */
export const textForEs: typeof textFor = {
  confirmation: ({ when, appointmentUrl }) =>
    `${name()}: su visita queda reservada para el ${when}. Vea, cambie o cancele: ${appointmentUrl} Responda STOP para no recibir mensajes, AYUDA para ayuda.`,
  reminder: ({ when, appointmentUrl, day }) =>
    `${name()}: le recordamos su visita de ${day === "today" ? "hoy" : "mañana"}, ${when}. Cambie o cancele: ${appointmentUrl}`,
  onTheWay: ({ firstName, arrivalTime, phone }) =>
    `${name()}: ${firstName} va en camino y llega alrededor de las ${arrivalTime}. ¿Preguntas? Llame al ${phone}.`,
  completed: ({ receiptUrl }) =>
    `${name()}: terminamos el trabajo en su refrigerador. Su recibo: ${receiptUrl} ¡Gracias!`,
  rescheduled: ({ when, appointmentUrl }) => `${name()}: su visita ahora es el ${when}. Detalles: ${appointmentUrl}`,
  cancelled: ({ phone }) =>
    `${name()}: su visita fue cancelada. Para reservar: llame al ${phone} o visite ${business.siteUrl}/es/book`,
  reviewRequest: ({ reviewUrl }) =>
    `${name()}: gracias por elegirnos. ¿Nos deja una reseña de su visita? ${reviewUrl} Responda STOP para no recibir mensajes.`,
  payLink: ({ amount, appointmentUrl }) =>
    `${name()}: queda un saldo de ${amount} por el trabajo en su refrigerador. Pague con tarjeta: ${appointmentUrl}`,
  paymentReceived: ({ amount }) => `${name()}: recibimos su pago de ${amount}. ¡Gracias!`,
  waitlistOffer: ({ when, until, url }) =>
    `${name()}: hay un lugar libre el ${when}. Es suyo hasta las ${until}: ${url} Responda STOP para no recibir mensajes.`,
  estimate: ({ estimateUrl }) =>
    `${name()}: su presupuesto para el refrigerador ya se puede ver. Véalo y apruebe o rechace: ${estimateUrl}`,
  help: ({ phone }) =>
    `${name()}: mensajes de su cita. Ayuda: ${phone}. Pueden aplicarse cargos por mensajes y datos. Responda STOP para darse de baja.`,
  // To a technician, who reads the workspace in English: the same text in both tables.
  technicianAssigned: textFor.technicianAssigned,
};

/** The texts in a customer's language. */
export const textsIn = (lang: Lang): typeof textFor => (lang === "es" ? textForEs : textFor);

/** "Your technician" when the technician's first name is unknown, in the customer's language. */
export const yourTechnicianIn = (lang: Lang) => (lang === "es" ? "Su técnico" : "Your technician");
