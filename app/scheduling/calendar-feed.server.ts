import { randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { business } from "#app/content/business";
import { windowLabel } from "#app/lib/booking-windows";
import { withDb } from "#app/db/client.server";
import { settings, type Booking } from "#app/db/schema";
import { addDays, todayInBusinessZone } from "#app/lib/dates";
import { logActivity } from "#app/activity/activity.server";
import { bookingsBetween } from "./appointments.server";
import { visitsCalendar } from "#app/mail/ical.server";

/**
 * The owner's private calendar feed (RFC 5545) at /calendar/<token>.ics: every live booking from
 * 30 days back to 180 days ahead, at its window in America/New_York (DTSTART;TZID=..., with the
 * zone's VTIMEZONE, so calendars shift nothing across DST), with a stable UID per booking so a
 * moved visit moves in the subscribed calendar. The token is the only key: rotating it makes the
 * old URL answer 404.
 */

const TOKEN_KEY = "calendar_feed_token";

export async function calendarFeedToken(): Promise<string> {
  return withDb(async (db) => {
    const [row] = await db.select().from(settings).where(eq(settings.key, TOKEN_KEY));
    if (row) return row.value;
    const token = randomBytes(24).toString("base64url");
    // Two first readers at once: the first insert wins and both read it back.
    await db.insert(settings).values({ key: TOKEN_KEY, value: token }).onConflictDoNothing();
    const [stored] = await db.select().from(settings).where(eq(settings.key, TOKEN_KEY));
    return stored!.value;
  });
}

export async function rotateCalendarFeedToken(user: { id: number; email: string }): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await withDb((db) =>
    db.transaction(async (tx) => {
      await tx
        .insert(settings)
        .values({ key: TOKEN_KEY, value: token })
        .onConflictDoUpdate({ target: settings.key, set: { value: token, updatedAt: new Date() } });
      await logActivity({ user, action: "calendar-feed-rotated" }, tx);
    }),
  );
  return token;
}

/** Whether `candidate` is the current feed token (compared in constant time). */
export async function isCalendarFeedToken(candidate: string): Promise<boolean> {
  const current = Buffer.from(await calendarFeedToken());
  const given = Buffer.from(candidate);
  return given.length === current.length && timingSafeEqual(given, current);
}

/** The feed's text for these bookings (everything staff need at the door: it is the owner's feed). */
export function calendarFeed(rows: Booking[], workspaceUrl: string): string {
  return visitsCalendar(
    `${business.name}: visits`,
    rows.map((booking) => ({
      booking,
      summary: `${booking.urgent ? "URGENT " : ""}${booking.name}: ${booking.issue} (${booking.brand})`,
      location: `${booking.address}, ${booking.city}, ${business.stateCode} ${booking.zipCode}`,
      description: [
        `Arrival window: ${windowLabel(booking.visitWindow)}`,
        `Phone: ${booking.phone}`,
        `Email: ${booking.email}`,
        `Brand: ${booking.brand}${booking.model ? `, model ${booking.model}` : ""}${booking.serialNumber ? `, serial ${booking.serialNumber}` : ""}`,
        `Issue: ${booking.issue}: ${booking.issueDescription}`,
        booking.additionalInfo ? `Notes: ${booking.additionalInfo}` : "",
        `Status: ${booking.status}`,
        `${workspaceUrl}/admin/requests/booking/${booking.id}`,
      ]
        .filter(Boolean)
        .join("\n"),
      confirmed: booking.status !== "new",
    })),
  );
}

/** The feed as served: the bookings of the window it covers. */
export async function currentCalendarFeed(workspaceUrl: string, now = new Date()): Promise<string> {
  const today = todayInBusinessZone(now);
  return calendarFeed(await bookingsBetween(addDays(today, -30), addDays(today, 180)), workspaceUrl);
}
