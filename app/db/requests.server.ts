import { withDb, type Tx } from "./client.server";
import { contactMessages, mailQueue, type ContactMessage, type NewContactMessage, type NewMail } from "./schema";

/** The outbox rows that announce a stored request, built from the stored row (id, time). */
type MailsFor<Row> = (row: Row) => NewMail[];

/**
 * Stores a contact message and, in the same transaction, the e-mails that announce it: the
 * visitor is told "sent" only after both are committed.
 */
export async function saveContactMessage(
  input: NewContactMessage,
  mailsFor: MailsFor<ContactMessage> = () => [],
  /** More that belongs in the same transaction (matching the message to its customer). */
  onStored?: (tx: Tx, row: ContactMessage) => Promise<void>,
) {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(contactMessages).values(input).returning();
      await onStored?.(tx, row!);
      const mails = mailsFor(row!);
      if (mails.length) await tx.insert(mailQueue).values(mails);
      return row!;
    }),
  );
}
