import { and, asc, eq, isNull } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { withDb } from "#app/db/client.server";
import { bookings, smsInbound, smsOptOuts, textOutbox, type Booking } from "#app/db/schema";
import { now as clockNow } from "#app/lib/clock.server";
import { formatInBusinessZone } from "#app/lib/dates";
import { withoutPrivateLinks } from "#app/mail/messages.server";
import { textKindLabels, type TextKind } from "./messages";
import { consentOf, queueText, textsEnabled, type QueueOutcome } from "./outbox.server";
import { textableNumber } from "./phone";
import type { TextLine } from "./text-line";

export type { TextLine };

/** The longest answer staff may type (three SMS segments). */
export const MAX_STAFF_TEXT = 480;

function outStatus(row: typeof textOutbox.$inferSelect): string {
  if (row.failedAt) return "Not sent";
  // One status in words: the provider's own steps (queued, sending, sent) all read "Sent".
  if (row.sentAt) {
    if (row.deliveryStatus === "delivered") return "Delivered";
    if (row.deliveryStatus === "undelivered" || row.deliveryStatus === "failed") return "Not delivered";
    return "Sent";
  }
  if (row.attempts > 0) return `Retrying at ${formatInBusinessZone(row.nextAttemptAt)}`;
  return `Waiting to go at ${formatInBusinessZone(row.nextAttemptAt)}`;
}

/**
 * Texts both ways as lines, oldest first: what the request's page and the customer's page show
 * (the private links of sent texts removed; a reply's body is the customer's own words, shown as text).
 */
export function textLines(
  sent: ReadonlyArray<typeof textOutbox.$inferSelect>,
  received: ReadonlyArray<typeof smsInbound.$inferSelect>,
): TextLine[] {
  return [
    ...sent.map((row) => ({
      id: `out-${row.id}`,
      direction: "out" as const,
      atIso: (row.sentAt ?? row.createdAt).toISOString(),
      at: formatInBusinessZone(row.sentAt ?? row.createdAt),
      label: textKindLabels[row.kind as TextKind] ?? row.kind,
      body: withoutPrivateLinks(row.body),
      status: outStatus(row),
      errorCode: row.errorCode,
      error: row.failedAt || !row.sentAt ? row.lastError : null,
      unread: false,
      bookingId: row.bookingId,
    })),
    ...received.map((row) => ({
      id: `in-${row.id}`,
      direction: "in" as const,
      atIso: row.receivedAt.toISOString(),
      at: formatInBusinessZone(row.receivedAt),
      label: row.kind === "reply" ? "Reply from the customer" : `Keyword ${row.body.trim().toUpperCase()}`,
      body: row.body,
      status: row.readAt ? "Read" : "Unread",
      errorCode: null,
      error: null,
      unread: !row.readAt,
      bookingId: row.bookingId,
    })),
  ].sort((a, b) => a.atIso.localeCompare(b.atIso));
}

/** A booking's consent, its texts both ways (oldest first) and whether texting it is possible now. */
export async function textsOfBooking(booking: Booking) {
  return withDb(async (db) => {
    const [sent, received] = await Promise.all([
      db.select().from(textOutbox).where(eq(textOutbox.bookingId, booking.id)).orderBy(asc(textOutbox.id)),
      db.select().from(smsInbound).where(eq(smsInbound.bookingId, booking.id)).orderBy(asc(smsInbound.id)),
    ]);
    const number = textableNumber(booking.phone);
    const [optOut] = number
      ? await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, number)).limit(1)
      : [undefined];
    const lines = textLines(sent, received);
    return {
      enabled: textsEnabled(),
      consent: consentOf(booking),
      textable: !!number,
      optedOut: !!optOut,
      unread: lines.filter((line) => line.unread).length,
      lines,
    };
  });
}

export type BookingTexts = Awaited<ReturnType<typeof textsOfBooking>>;

/** Marks a booking's replies read (staff opened them, or answered). */
export async function markRepliesRead(bookingId: number): Promise<void> {
  await withDb((db) =>
    db
      .update(smsInbound)
      .set({ readAt: clockNow() })
      .where(and(eq(smsInbound.bookingId, bookingId), isNull(smsInbound.readAt))),
  );
}

/**
 * Staff answer the customer by text from the request's page: a person writing, so at once
 * (no quiet hours) and without the per-number caps, but only with the customer's consent and
 * never after STOP. `key` is the form's own random key: a double submit sends one text. A
 * technician answers the customer of their own visit the same way, logged under their name.
 */
export async function sendStaffText(
  bookingId: number,
  body: string,
  key: string,
  user: { id: number; email: string; role?: string },
): Promise<QueueOutcome> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [booking] = await tx
        .select({ id: bookings.id, technicianId: bookings.technicianId })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      // A technician texts only the customer of a visit assigned to them (the route answers 403 before).
      if (!booking || (user.role === "technician" && booking.technicianId !== user.id))
        return { queued: false, reason: "no-booking" } as const;
      const outcome = await queueText(tx, {
        bookingId,
        kind: "reply",
        body,
        dedupeKey: key,
        scheduled: false,
        sentBy: user.id,
      });
      if (outcome.queued) {
        await tx
          .update(smsInbound)
          .set({ readAt: clockNow() })
          .where(and(eq(smsInbound.bookingId, bookingId), isNull(smsInbound.readAt)));
        await logActivity({ user, action: "text-sent", request: { kind: "booking", id: bookingId }, detail: body }, tx);
      }
      return outcome;
    }),
  );
}
