import type { Booking, ContactMessage } from "~/db/schema";
import { mailQueue } from "~/db/schema";

type NewMail = typeof mailQueue.$inferInsert;

/** Mail is queued only when SMTP is configured; without SMTP_URL requests are just stored. */
export function mailEnabled(): boolean {
  return !!process.env.SMTP_URL;
}

// Filled in by the mail issue: the owner's notification and the visitor's confirmation.
export function contactMails(_message: ContactMessage): NewMail[] {
  return [];
}

export function bookingMails(_booking: Booking): NewMail[] {
  return [];
}
