import { count, desc, eq } from "drizzle-orm";
import { withDb } from "./client.server";
import {
  bookings,
  contactMessages,
  mailQueue,
  requestStatuses,
  type ContactMessage,
  type NewContactMessage,
  type NewMail,
  type RequestStatus,
} from "./schema";

/** The outbox rows that announce a stored request, built from the stored row (id, time). */
type MailsFor<Row> = (row: Row) => NewMail[];

/**
 * Stores a contact message and, in the same transaction, the e-mails that announce it: the
 * visitor is told "sent" only after both are committed.
 */
export async function saveContactMessage(input: NewContactMessage, mailsFor: MailsFor<ContactMessage> = () => []) {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(contactMessages).values(input).returning();
      const mails = mailsFor(row!);
      if (mails.length) await tx.insert(mailQueue).values(mails);
      return row!;
    }),
  );
}

/** Newest first. `limit` caps what a page shows; the CSV export reads everything. */
export async function listContactMessages({ limit }: { limit?: number } = {}) {
  return withDb((db) => {
    const query = db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
    return limit === undefined ? query : query.limit(limit);
  });
}

export async function listBookings({ limit }: { limit?: number } = {}) {
  return withDb((db) => {
    const query = db.select().from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id));
    return limit === undefined ? query : query.limit(limit);
  });
}

export async function countRequests() {
  return withDb(async (db) => {
    const [[b], [m]] = await Promise.all([
      db.select({ n: count() }).from(bookings),
      db.select({ n: count() }).from(contactMessages),
    ]);
    return { bookings: b?.n ?? 0, messages: m?.n ?? 0 };
  });
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === "string" && (requestStatuses as readonly string[]).includes(value);
}

/** Changes one request's status; false when there is no such request. */
export async function setRequestStatus(kind: "booking" | "message", id: number, status: RequestStatus) {
  const table = kind === "booking" ? bookings : contactMessages;
  const updated = await withDb((db) =>
    db.update(table).set({ status }).where(eq(table.id, id)).returning({ id: table.id }),
  );
  return updated.length === 1;
}
