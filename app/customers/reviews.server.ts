import { and, asc, eq, gt, isNull, lte, ne, sql } from "drizzle-orm";
import { business } from "#app/content/business";
import type { Lang } from "#app/content/i18n/lang";
import { withDb, type Tx } from "#app/db/client.server";
import { bookings, customers, mailQueue, reviewRequests, type Booking, type NewMail } from "#app/db/schema";
import { logActivity } from "#app/activity/activity.server";
import { VISITOR_ACTOR } from "#app/activity/actions";
import { looksLikeToken, newToken, tokenId } from "#app/auth/tokens.server";
import { getConfig } from "#app/lib/config.server";
import { mailEnabled, mailSignature } from "#app/mail/messages.server";
import { getSiteSettings, type SiteSettings } from "#app/settings/settings-rows.server";
import { REVIEW_INTERVAL_DAYS } from "./identity";
import { attachBooking } from "./match.server";
import { queueText, textsEnabled } from "#app/texts/outbox.server";

/**
 * Review requests (DECISIONS "Customers and reviews"): every completed visit gets one row, due
 * REVIEW_REQUEST_DELAY_MINUTES after completion, whoever the customer and however the visit
 * went (never only to those expected to be happy). The housekeeping job settles the due rows:
 * one e-mail with the owner's Google review link, or skipped (no link set, opted out, one went
 * to this customer within 180 days, erased). A row is claimed with FOR UPDATE SKIP LOCKED and
 * the customer is locked while deciding, so two server processes never send one twice, nor two
 * to one customer. The mail carries nothing the visitor typed.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Called where a visit is completed (app/visits/jobs.server.ts), in that transaction. */
export async function scheduleReviewRequest(tx: Tx, bookingId: number, completedAt: Date): Promise<void> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return;
  const customerId = booking.customerId ?? (await attachBooking(tx, booking, { takeLang: false }));
  const dueAt = new Date(completedAt.getTime() + getConfig().reviewRequestDelayMinutes * 60_000);
  await tx
    .insert(reviewRequests)
    .values({ bookingId, customerId, dueAt })
    .onConflictDoNothing({ target: reviewRequests.bookingId });
}

export function optOutUrl(token: string): string {
  return `${business.siteUrl}/reviews/opt-out/${token}`;
}

/**
 * The review e-mail: fixed words, the owner's link and the opt-out link; no name, nothing typed.
 * In the customer's language (a Spanish customer's is in Spanish).
 */
export function reviewRequestMail(
  recipient: string,
  reviewUrl: string,
  optOut: string,
  owner: Pick<SiteSettings, "mainPhone" | "businessEmail">,
  lang: Lang = "en",
): NewMail {
  if (lang === "es")
    return {
      recipient,
      replyTo: owner.businessEmail,
      subject: `¿Cómo lo hicimos? Una reseña para ${business.name}`,
      body: [
        "Hola:",
        "",
        `Gracias por elegir ${business.name}. Si tiene un minuto, le agradeceríamos una reseña de su visita, sea cual sea su opinión:`,
        "",
        reviewUrl,
        "",
        "Lo pedimos como mucho una vez por visita, y nunca más de una vez cada seis meses.",
        `No recibir más solicitudes de reseña: ${optOut}`,
        "",
        mailSignature(owner.mainPhone.display),
      ].join("\n"),
    };
  return {
    recipient,
    replyTo: owner.businessEmail,
    subject: `How did we do? A review for ${business.name}`,
    body: [
      "Hello,",
      "",
      `Thank you for choosing ${business.name}. If you have a minute, we would be grateful for a review of your visit, whatever you thought of it:`,
      "",
      reviewUrl,
      "",
      "We ask once per visit at most, and never more than once in six months.",
      `No more review requests: ${optOut}`,
      "",
      mailSignature(owner.mainPhone.display),
    ].join("\n"),
  };
}

/**
 * The review text for the texts outbox; `scheduled: true` keeps it inside 8 AM-8 PM New York. In
 * the booking's language; the Spanish one in GSM-7 like the other Spanish texts (no "á", "ó").
 */
export function reviewRequestText(booking: Pick<Booking, "id" | "lang">, reviewUrl: string, optOut: string) {
  return {
    bookingId: booking.id,
    kind: "review_request" as const,
    body:
      booking.lang === "es"
        ? `${business.name}: gracias por recibirnos. Una reseña nos ayuda mucho: ${reviewUrl} Para no recibir otras solicitudes de reseña: ${optOut}`
        : `${business.name}: thank you for having us. A review helps us a lot: ${reviewUrl} No more review requests: ${optOut}`,
    dedupeKey: `review_request:${booking.id}`,
    scheduled: true as const,
  };
}

type Settled = "sent" | "no-link" | "opted-out" | "within-180-days" | "erased" | "no-customer";

async function settle(tx: Tx, row: typeof reviewRequests.$inferSelect, now: Date): Promise<Settled> {
  const skip = async (why: Exclude<Settled, "sent">) => {
    await tx.update(reviewRequests).set({ skipped: why }).where(eq(reviewRequests.id, row.id));
    return why;
  };
  const owner = await getSiteSettings(tx);
  const { googleReviewUrl } = owner;
  if (!googleReviewUrl) return skip("no-link");
  if (row.customerId === null) return skip("no-customer");
  // One decision per customer at a time: a second process waits here, then sees the first's send.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:customer:${row.customerId}`}))`);
  const [customer] = await tx.select().from(customers).where(eq(customers.id, row.customerId));
  if (!customer || customer.erasedAt) return skip("erased");
  if (customer.reviewOptOutAt) return skip("opted-out");
  const since = new Date(now.getTime() - REVIEW_INTERVAL_DAYS * DAY_MS);
  const [recent] = await tx
    .select({ id: reviewRequests.id })
    .from(reviewRequests)
    .where(
      and(
        eq(reviewRequests.customerId, row.customerId),
        ne(reviewRequests.id, row.id),
        gt(reviewRequests.sentAt, since),
      ),
    )
    .limit(1);
  if (recent) return skip("within-180-days");
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, row.bookingId));
  const { token, id } = newToken();
  await tx.update(reviewRequests).set({ sentAt: now, optOutTokenHash: id }).where(eq(reviewRequests.id, row.id));
  const recipient = booking?.email || customer.email;
  if (recipient && mailEnabled())
    await tx
      .insert(mailQueue)
      .values(reviewRequestMail(recipient, googleReviewUrl, optOutUrl(token), owner, booking?.lang ?? customer.lang));
  // And a text, where the booking consented (queueText checks the consent, opt-outs and caps;
  // scheduled: only 8 AM-8 PM New York).
  if (booking && textsEnabled()) await queueText(tx, reviewRequestText(booking, googleReviewUrl, optOutUrl(token)));
  return "sent";
}

/** Settles the review requests that are due (a few per call); run by the housekeeping job. */
export async function sendDueReviewRequests(now = new Date(), max = 20): Promise<Settled[]> {
  const settled: Settled[] = [];
  for (let i = 0; i < max; i++) {
    const outcome = await withDb((db) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(reviewRequests)
          .where(and(isNull(reviewRequests.sentAt), isNull(reviewRequests.skipped), lte(reviewRequests.dueAt, now)))
          .orderBy(asc(reviewRequests.dueAt), asc(reviewRequests.id))
          .limit(1)
          .for("update", { skipLocked: true });
        return row ? settle(tx, row, now) : undefined;
      }),
    );
    if (!outcome) break;
    settled.push(outcome);
  }
  return settled;
}

/** Whether an opt-out link is one of ours (the page shows its confirm button only then). */
export async function optOutLinkIsKnown(token: string): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  return withDb(async (db) => {
    const [row] = await db
      .select({ id: reviewRequests.id })
      .from(reviewRequests)
      .where(eq(reviewRequests.optOutTokenHash, tokenId(token)))
      .limit(1);
    return Boolean(row);
  });
}

/** The POST of the opt-out page: no more review requests to that customer. Idempotent. */
export async function optOutOfReviews(token: string, now = new Date()): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ customerId: reviewRequests.customerId, bookingId: reviewRequests.bookingId })
        .from(reviewRequests)
        .where(eq(reviewRequests.optOutTokenHash, tokenId(token)))
        .limit(1);
      if (!row || row.customerId === null) return false;
      const changed = await tx
        .update(customers)
        .set({ reviewOptOutAt: now })
        .where(and(eq(customers.id, row.customerId), isNull(customers.reviewOptOutAt)))
        .returning({ id: customers.id });
      if (changed.length)
        await logActivity(
          {
            actor: VISITOR_ACTOR,
            action: "review-opt-out",
            request: { kind: "booking", id: row.bookingId },
            detail: `Customer #${row.customerId}`,
          },
          tx,
        );
      return true;
    }),
  );
}
