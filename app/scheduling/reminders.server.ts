import { and, eq, exists, inArray, isNull } from "drizzle-orm";
import { business } from "#app/content/business";
import { withDb, type Tx } from "#app/db/client.server";
import { appointmentLinks, bookings, mailQueue } from "#app/db/schema";
import { getConfig } from "#app/lib/config.server";
import { now as clockNow } from "#app/lib/clock.server";
import { addDays, todayInBusinessZone } from "#app/lib/dates";
import { queueReminderText } from "#app/texts/events.server";
import { dropUnsentTexts, textsEnabled } from "#app/texts/outbox.server";
import { mailEnabled, visitorReminder } from "#app/mail/messages.server";
import { getSiteFacts } from "#app/settings/site-facts.server";
import { addAppointmentLink } from "./appointment-links.server";
import { dateTimeFormat } from "#app/lib/intl-format";

function hourInBusinessZone(now: Date): number {
  return Number(
    dateTimeFormat("en-US", { timeZone: business.timeZone, hour: "numeric", hourCycle: "h23" }).format(now),
  );
}

/**
 * Queues the day-before reminder of every live appointment tomorrow that has none yet, each with
 * a new private link to the visit's page (the database keeps only its hash). One UPDATE marks
 * the bookings and returns them, in the transaction that queues their mails: the mark is the
 * claim, so two server processes (or two ticks) never remind the same booking twice, and a crash
 * before commit leaves nothing half-done. Rescheduling clears the mark.
 */
export async function queueDueReminders(now = clockNow()): Promise<number> {
  const mail = mailEnabled();
  const texts = textsEnabled();
  if ((!mail && !texts) || hourInBusinessZone(now) < getConfig().reminderFromHour) return 0;
  const tomorrow = addDays(todayInBusinessZone(now), 1);
  return withDb((db) =>
    db.transaction(async (tx) => {
      const due = await tx
        .update(bookings)
        .set({ reminderQueuedAt: now })
        .where(
          and(
            eq(bookings.visitDate, tomorrow),
            isNull(bookings.reminderQueuedAt),
            // Only visits with a page to link to (bookings from before appointments were real have none).
            exists(
              tx
                .select({ id: appointmentLinks.id })
                .from(appointmentLinks)
                .where(eq(appointmentLinks.bookingId, bookings.id)),
            ),
            inArray(bookings.status, ["new", "contacted", "scheduled"]),
          ),
        )
        .returning();
      // Each reminder carries a link of its own: the confirmation's token was never stored.
      // With consent, a text too (it waits for 8 AM-8 PM New York), carrying the same link.
      const reminders = [];
      const facts = due.length ? await getSiteFacts(tx) : undefined;
      for (const booking of due) {
        const withLink = { ...booking, token: await addAppointmentLink(tx, booking.id) };
        if (mail) reminders.push(visitorReminder(withLink, facts, now));
        if (texts) await queueReminderText(tx, withLink);
      }
      if (reminders.length) await tx.insert(mailQueue).values(reminders);
      return due.length;
    }),
  );
}

/**
 * Drops a booking's reminder that has not gone out yet, in the transaction that cancels or moves
 * the visit: a reminder of a cancelled visit, or one naming the old time, must never be sent. The
 * booking's mark is cleared with it, so a visit reinstated by staff (or moved) is reminded again.
 * A reminder the mail worker is sending at that very moment is the only one that still leaves.
 */
export async function dropUnsentReminder(tx: Tx, bookingId: number): Promise<number> {
  await dropUnsentTexts(tx, bookingId, ["reminder"]);
  const dropped = await tx
    .delete(mailQueue)
    .where(and(eq(mailQueue.reminderFor, bookingId), isNull(mailQueue.sentAt), isNull(mailQueue.failedAt)))
    .returning({ id: mailQueue.id });
  if (dropped.length) await tx.update(bookings).set({ reminderQueuedAt: null }).where(eq(bookings.id, bookingId));
  return dropped.length;
}
