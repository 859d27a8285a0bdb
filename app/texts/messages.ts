import { business } from "#app/content/business";
import { bookingWindow } from "#app/lib/booking-windows";
import type { VisitDayWord } from "#app/lib/dates";

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
 * A reminder worded "tomorrow" whose sending slipped into the visit's day (a retry held by the
 * quiet hours until 8 AM): the same text saying "today". Only textFor.reminder's own words change.
 */
export function reminderForToday(body: string): string {
  return body.replace(": reminder, your visit is tomorrow, ", ": reminder, your visit is today, ");
}

/** "Thu, Nov 26, 8am-12pm": a visit's date and window, short. */
export function shortVisit(visitDate: string, windowKey: string | null | undefined): string {
  const [y, m, d] = visitDate.split("-").map(Number) as [number, number, number];
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(new Date(Date.UTC(y, m - 1, d)));
  const label = bookingWindow(windowKey)?.label;
  const hours = label ? /\(([^)]+)\)/.exec(label)?.[1] : undefined;
  return hours ? `${day}, ${hours}` : day;
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
  /** The office's or technician's "Send estimate": the appointment page, where it is approved or declined. */
  estimate: ({ estimateUrl }: { estimateUrl: string }) =>
    `${name()}: your repair estimate is ready. Read it and approve or decline: ${estimateUrl}`,
  /** The answer to HELP or AYUDA. */
  help: ({ phone }: { phone: string }) =>
    `${name()}: appointment texts. Help: call ${phone}. Msg & data rates may apply. Reply STOP to opt out.`,
};
