import { count, desc, eq } from "drizzle-orm";
import type { BookingRequest } from "~/forms/booking-schema";
import type { ContactRequest } from "~/forms/contact-schema";
import { bookingMails, contactMails } from "~/mail/messages.server";
import { getDb } from "./client.server";
import { bookings, contactMessages, mailQueue, requestStatuses, type RequestStatus } from "./schema";

/**
 * Stores a contact message and, in the same transaction, the e-mails that announce it: the
 * visitor is told "sent" only after both are committed.
 */
export async function saveContactMessage(input: ContactRequest) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(input).returning();
    const mails = contactMails(row!);
    if (mails.length) await tx.insert(mailQueue).values(mails);
    return row!;
  });
}

export async function saveBooking(input: BookingRequest) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(bookings).values(input).returning();
    const mails = bookingMails(row!);
    if (mails.length) await tx.insert(mailQueue).values(mails);
    return row!;
  });
}

/** Newest first. `limit` caps what a page shows; the CSV export reads everything. */
export async function listContactMessages({ limit }: { limit?: number } = {}) {
  const db = await getDb();
  const query = db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function listBookings({ limit }: { limit?: number } = {}) {
  const db = await getDb();
  const query = db.select().from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function countRequests() {
  const db = await getDb();
  const [[b], [m]] = await Promise.all([
    db.select({ n: count() }).from(bookings),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return { bookings: b?.n ?? 0, messages: m?.n ?? 0 };
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === "string" && (requestStatuses as readonly string[]).includes(value);
}

/** Changes one request's status; false when there is no such request. */
export async function setRequestStatus(kind: "booking" | "message", id: number, status: RequestStatus) {
  const db = await getDb();
  const table = kind === "booking" ? bookings : contactMessages;
  const updated = await db.update(table).set({ status }).where(eq(table.id, id)).returning({ id: table.id });
  return updated.length === 1;
}
