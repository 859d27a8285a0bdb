import { business } from "~/content/business";
import type { Booking, ContactMessage } from "~/db/schema";
import { mailQueue } from "~/db/schema";
import { formatCalendarDate, formatInBusinessZone } from "~/lib/dates";
import { bookingIcs } from "./ics.server";

export type NewMail = typeof mailQueue.$inferInsert;

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

/** The owner's notification and the visitor's confirmation for a contact message. */
export function contactMails(message: ContactMessage): NewMail[] {
  if (!mailEnabled()) return [];
  const fields: Array<[string, string]> = [
    ["Name", message.name],
    ["Email", message.email],
    ["Phone", message.phone],
    ["Service", message.service],
    ["Message", message.message],
  ];
  return [
    {
      recipient: business.emails.business,
      replyTo: message.email,
      subject: oneLine(`New message: ${message.name}, ${message.service}`),
      body:
        `A new message arrived through the website on ${formatInBusinessZone(message.createdAt)}.\n\n` +
        `${fieldLines(fields)}\n\nReply to this e-mail to answer ${oneLine(message.name)} directly.\n`,
    },
    {
      recipient: message.email,
      replyTo: business.emails.business,
      subject: "We received your message",
      body:
        `Hello ${oneLine(message.name)},\n\n` +
        `Thank you for contacting ${business.name}. We received your message and will reply ` +
        `${business.promises.emailResponse}. If your refrigerator needs help sooner, call us at ` +
        `${business.phones.main.display}.\n\nWhat you sent us:\n\n${fieldLines(fields)}\n\n${signature}\n`,
    },
  ];
}

/** The owner's notification and the visitor's confirmation (with an .ics file) for a booking. */
export function bookingMails(booking: Booking): NewMail[] {
  if (!mailEnabled()) return [];
  const when = `${formatCalendarDate(booking.preferredDate)}, ${booking.preferredTime}`;
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
  return [
    {
      recipient: business.emails.business,
      replyTo: booking.email,
      subject: oneLine(`New booking: ${booking.name}, ${booking.preferredDate} ${booking.preferredTime}`),
      body:
        `A new booking request arrived through the website on ${formatInBusinessZone(booking.createdAt)}.\n` +
        `Call the customer to confirm the visit.\n\n${fieldLines(fields)}\n`,
    },
    {
      recipient: booking.email,
      replyTo: business.emails.business,
      subject: "We received your booking request",
      body:
        `Hello ${oneLine(booking.name)},\n\n` +
        `Thank you for booking with ${business.name}. We received your request for ${when} and will ` +
        `call you ${business.promises.confirmationCall} to confirm the exact time. The attached ` +
        `calendar file holds the requested window.\n\nNeed us sooner? Call ${business.phones.main.display}.\n\n` +
        `Your request:\n\n${fieldLines(fields)}\n\n${signature}\n`,
      icsAttachment: bookingIcs(booking),
    },
  ];
}
