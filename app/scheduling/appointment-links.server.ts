import { eq, sql } from "drizzle-orm";
import { looksLikeToken, newToken, tokenId } from "#app/auth/tokens.server";
import type { Database, Tx } from "#app/db/client.server";
import { appointmentLinks } from "#app/db/schema";

/**
 * The visitor's private links to their appointment page, /appointments/<token>. The token is
 * handed out once (the confirmation page, a mail) and only its SHA-256 is stored, as for
 * sessions: a copy of the database (a backup, a support login, a dump) opens no one's page.
 */

/** A new link to the booking's page, stored as its hash; returns the token for the link. */
export async function addAppointmentLink(db: Database | Tx, bookingId: number): Promise<string> {
  const { token, id } = newToken();
  await db.insert(appointmentLinks).values({ id, bookingId });
  return token;
}

/** The booking a token opens, or undefined (anything not shaped like our tokens is not looked up). */
export async function bookingIdOfLink(db: Database | Tx, token: string): Promise<number | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const [link] = await db
    .select({ bookingId: appointmentLinks.bookingId })
    .from(appointmentLinks)
    .where(eq(appointmentLinks.id, tokenId(token)))
    .limit(1);
  return link?.bookingId;
}

/** Whether the booking has a page at all (bookings from before appointments were real have none). */
export async function hasAppointmentLink(db: Database | Tx, bookingId: number): Promise<boolean> {
  const [link] = await db
    .select({ id: appointmentLinks.id })
    .from(appointmentLinks)
    .where(eq(appointmentLinks.bookingId, bookingId))
    .limit(1);
  return !!link;
}

/**
 * The same, as a column to select from "bookings" (one query fewer). Written out qualified: Drizzle
 * leaves the table out of a single table's column names, which would read appointment_links.id.
 */
export const hasAppointmentLinkColumn = () =>
  sql<boolean>`exists (select 1 from "appointment_links" where "appointment_links"."booking_id" = "bookings"."id")`.mapWith(
    Boolean,
  );
