import { business } from "~/content/business";
import type { Booking, ContactMessage, NewMail } from "~/db/schema";
import { formatCalendarDate, formatInBusinessZone } from "~/lib/dates";
import { bookingIcs } from "./ics.server";


/** Mail is queued only when SMTP is configured; without SMTP_URL requests are just stored. */
export function mailEnabled(): boolean {
  return !!process.env.SMTP_URL;
}

/** Header-safe: a name typed with line breaks must not become extra header lines. */
function oneLine(text: string, max = 200): string {
  const line = text.replace(/[\r\n\t]+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** "Label: value" lines; multi-line values are indented under their label. */
function fieldLines(fields: Array<[string, string]>): string {
  return fields
    .map(([label, value]) => (value.includes("\n") ? `${label}:\n  ${value.replace(/\r?\n/g, "\n  ")}` : `${label}: ${value || "-"}`))
    .join("\n");
}

const signature = `${business.name}\n${business.phones.main.display}\n${business.siteUrl}`;

/**
 * The address a visitor types may be anyone's, so what we send to it carries none of the
 * visitor's free text (names, messages, addresses, model numbers) and no link but our own: only
 * our fixed wording and values chosen from our own lists. The owner's notification has it all.
 */
export interface MailOptions {
  /** Whether the visitor's confirmation may be sent (the per-address and per-client caps). */
  confirmVisitor: boolean;
}

export function ownerContactNotification(message: ContactMessage): NewMail {
  const fields: Array<[string, string]> = [
    ["Name", message.name],
    ["Email", message.email],
    ["Phone", message.phone],
    ["Service", message.service],
    ["Message", message.message],
  ];
  return {
    recipient: business.emails.business,
    replyTo: message.email,
    subject: oneLine(`New message: ${message.name}, ${message.service}`),
    body:
      `A new message arrived through the website on ${formatInBusinessZone(message.createdAt)}.\n\n` +
      `${fieldLines(fields)}\n\nReply to this e-mail to answer ${oneLine(message.name)} directly.\n`,
  };
}

export function visitorContactConfirmation(message: ContactMessage): NewMail {
  return {
    recipient: message.email,
    replyTo: business.emails.business,
    subject: "We received your message",
    body:
      `Hello,\n\n` +
      `Thank you for contacting ${business.name}. We received your message about "${message.service}" ` +
      `and will reply ${business.promises.emailResponse}. If your refrigerator needs help sooner, call us at ` +
      `${business.phones.main.display}.\n\n` +
      `If you did not write to us, someone typed your address by mistake: you can ignore this e-mail.\n\n${signature}\n`,
  };
}

/** The mails a stored contact message sends (none without SMTP_URL). */
export function contactMails(message: ContactMessage, { confirmVisitor }: MailOptions): NewMail[] {
  if (!mailEnabled()) return [];
  return [ownerContactNotification(message), ...(confirmVisitor ? [visitorContactConfirmation(message)] : [])];
}

export function ownerBookingNotification(booking: Booking): NewMail {
  const fields: Array<[string, string]> = [
    ["Name", booking.name],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["Address", `${booking.address}, ${booking.city} ${booking.zipCode}`],
    ["Brand", booking.brand],
    ["Model", booking.model],
    ["Issue", booking.issue],
    ["Description", booking.issueDescription],
    ["Preferred date", formatCalendarDate(booking.preferredDate)],
    ["Preferred time", booking.preferredTime],
    ["Additional information", booking.additionalInfo],
  ];
  return {
    recipient: business.emails.business,
    replyTo: booking.email,
    subject: oneLine(`New booking: ${booking.name}, ${booking.preferredDate} ${booking.preferredTime}`),
    body:
      `A new booking request arrived through the website on ${formatInBusinessZone(booking.createdAt)}.\n` +
      `Call the customer to confirm the visit.\n\n${fieldLines(fields)}\n`,
  };
}

export function visitorBookingConfirmation(booking: Booking): NewMail {
  const when = `${formatCalendarDate(booking.preferredDate)}, ${booking.preferredTime}`;
  return {
    recipient: booking.email,
    replyTo: business.emails.business,
    subject: "We received your booking request",
    body:
      `Hello,\n\n` +
      `Thank you for booking with ${business.name}. We received your request for a visit on ${when} ` +
      `(${booking.issue}, ${booking.brand}) and will call you ${business.promises.confirmationCall} to ` +
      `confirm the exact time. The attached calendar file holds the requested window.\n\n` +
      `Need us sooner? Call ${business.phones.main.display}.\n\n` +
      `If you did not book with us, someone typed your address by mistake: call us and we'll cancel it.\n\n${signature}\n`,
    icsAttachment: bookingIcs(booking),
  };
}

/** The mails a stored booking sends (none without SMTP_URL). */
export function bookingMails(booking: Booking, { confirmVisitor }: MailOptions): NewMail[] {
  if (!mailEnabled()) return [];
  return [ownerBookingNotification(booking), ...(confirmVisitor ? [visitorBookingConfirmation(booking)] : [])];
}

/**
 * The invitation to the staff workspace. The owner typed the address, which may be wrong, so
 * like a visitor's confirmation it carries only our wording and the one-time link: not the
 * name the owner typed, nothing else anyone wrote. Undefined without SMTP_URL (the workspace
 * shows the link to pass on instead).
 */
export function staffInviteMail(recipient: string, link: string, expiresAt: Date): NewMail | undefined {
  if (!mailEnabled()) return undefined;
  return {
    recipient,
    replyTo: business.emails.business,
    subject: `Your account for the ${business.name} staff workspace`,
    body:
      `Hello,\n\n` +
      `You have been invited to the staff workspace of ${business.name}, where the team reads and answers ` +
      `service requests. To accept, open this link and choose a password (at least 12 characters):\n\n` +
      `${link}\n\n` +
      `The link works once, until ${formatInBusinessZone(expiresAt)}. If it has expired, ask the owner for a new one.\n\n` +
      `If you did not expect this e-mail, you can ignore it: nothing happens until the link is used.\n\n${signature}\n`,
  };
}
