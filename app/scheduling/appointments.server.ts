import { and, between, count, eq, gt, gte, isNull, lte, ne, sql } from "drizzle-orm";
import { withDb, type Database, type Tx } from "#app/db/client.server";
import {
  bookings,
  closedDates,
  mailQueue,
  windowCapacities,
  type Booking,
  type BookingWithLink,
  type NewBooking,
  type NewMail,
  waitlistEntries,
} from "#app/db/schema";
import { getConfig } from "#app/lib/config.server";
import { addDays, todayInBusinessZone, weekdayOf } from "#app/lib/dates";
import type { OpeningHoursFacts } from "#app/settings/hours";
import { getSiteFacts } from "#app/settings/site-facts.server";
import { addAppointmentLink, bookingIdOfLink } from "./appointment-links.server";
import { dropUnsentReminder } from "./reminders.server";
import {
  changeDeadline,
  dayAvailability,
  nextDateWithRoom,
  nextSlotsWithRoom,
  SEARCH_DAYS,
  slotOf,
  windowKeyFromLabel,
  windowKeysOn,
  type RoomQuery,
  type Slot,
  type WindowAvailability,
  type WindowKey,
} from "./windows";

/**
 * Appointments in the database: availability, claiming a place, rescheduling and cancelling.
 * The capacity of a window is enforced inside the transaction that stores the booking: it takes
 * a transaction-scoped advisory lock on the window (one per date and window), counts the live
 * bookings there, and inserts only if there is room. Two requests racing for the last place,
 * on one server or on several sharing PostgreSQL, are serialised on that lock; the second sees
 * the first one's row and is refused. On PGlite transactions are serialised anyway.
 */

/** Bookings per window when the owner has not set one: BOOKING_WINDOW_CAPACITY, default 3. */
export function defaultCapacity(): number {
  return getConfig().bookingWindowCapacity;
}

/**
 * Capacities, closed dates, the owner's opening hours (weekly and special dates, read on this
 * request: a change shows in every process at once) and live booking counts for the dates
 * from..to, as windows.ts wants them.
 */
async function roomQuery(
  db: Database | Tx,
  from: string,
  to: string,
  now: Date,
  /** The hours when the caller read them already (before taking a window's lock). */
  known?: OpeningHoursFacts,
): Promise<RoomQuery & { hours: OpeningHoursFacts }> {
  const [hours, capacities, closed, counts, holds] = await Promise.all([
    known ?? openingHours(db),
    db.select().from(windowCapacities),
    db
      .select({ date: closedDates.date })
      .from(closedDates)
      // Closed all day; a date with shorter hours offers the windows inside them (hours.specialHours).
      .where(and(between(closedDates.date, from, to), isNull(closedDates.opens))),
    db
      .select({ date: bookings.visitDate, window: bookings.visitWindow, n: count() })
      .from(bookings)
      .where(and(ne(bookings.status, "cancelled"), between(bookings.visitDate, from, to)))
      .groupBy(bookings.visitDate, bookings.visitWindow),
    // A place offered to the waitlist is held for its 60 minutes: it counts as booked.
    db
      .select({ date: waitlistEntries.visitDate, window: waitlistEntries.visitWindow, n: count() })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.status, "offered"),
          gt(waitlistEntries.holdUntil, now),
          between(waitlistEntries.visitDate, from, to),
        ),
      )
      .groupBy(waitlistEntries.visitDate, waitlistEntries.visitWindow),
  ]);
  const fallback = defaultCapacity();
  const capacity = new Map(capacities.map((c) => [`${c.weekday}:${c.window}`, c.capacity]));
  const booked = new Map(counts.map((c) => [`${c.date}:${c.window}`, c.n]));
  for (const h of holds) booked.set(`${h.date}:${h.window}`, (booked.get(`${h.date}:${h.window}`) ?? 0) + h.n);
  return {
    now,
    closedDates: new Set(closed.map((c) => c.date)),
    hours,
    capacityOf: (weekday, key) => capacity.get(`${weekday}:${key}`) ?? fallback,
    bookedIn: (date, key) => booked.get(`${date}:${key}`) ?? 0,
  };
}

/** The owner's weekly hours and special dates, as the booking windows follow them. */
export async function openingHours(db: Database | Tx): Promise<OpeningHoursFacts> {
  const { weeklyHours, specialHours } = await getSiteFacts(db);
  return { weeklyHours, specialHours };
}

export interface DayAvailability {
  date: string;
  windows: WindowAvailability[];
  /** When nothing is left on `date`: the next date with room (within 30 days). */
  nextDateWithRoom?: string;
  /** The earliest window with room on or after `date` (what "First Available" would give). */
  earliest?: Slot;
  /** The date's weekday offers no window online (the owner's weekly hours): book by phone. */
  phoneOnly: boolean;
}

/** The three windows of a date with their status, and the next date with room when it is full. */
export async function availabilityOn(date: string, now = new Date()): Promise<DayAvailability> {
  return withDb(async (db) => {
    const query = await roomQuery(db, date, addDays(date, SEARCH_DAYS + 1), now);
    const windows = dayAvailability({ ...query, date });
    const anyOpen = windows.some((w) => w.status === "open");
    return {
      date,
      windows,
      nextDateWithRoom: anyOpen ? undefined : nextDateWithRoom({ ...query, after: date }),
      earliest: nextSlotsWithRoom({ ...query, from: date, count: 1 })[0],
      phoneOnly: windowKeysOn(weekdayOf(date), query.hours.weeklyHours).length === 0,
    };
  });
}

/** The next windows with room after (or from) a point, for "that window is gone" messages. */
export async function nextWindowsWithRoom(from: Slot | string, now = new Date(), count = 3): Promise<Slot[]> {
  const fromDate = typeof from === "string" ? from : from.date;
  const start = fromDate < todayInBusinessZone(now) ? todayInBusinessZone(now) : fromDate;
  return withDb(async (db) => {
    const query = await roomQuery(db, start, addDays(start, SEARCH_DAYS + 1), now);
    return nextSlotsWithRoom({ ...query, from, count });
  });
}

/** Why a window could not be given. */
export type Unavailable = "closed" | "past" | "full" | "none-within-30-days";

export class WindowUnavailableError extends Error {
  constructor(
    readonly reason: Unavailable,
    readonly requested: Slot | undefined,
  ) {
    super(`The window is not available (${reason})`);
    this.name = "WindowUnavailableError";
  }
}

/** Takes the window's advisory lock (released at commit or rollback). */
export async function lockWindow(tx: Tx, date: string, key: WindowKey): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`appointment-window:${date}:${key}`}))`);
}

/**
 * Under the window's lock: is it offered that day (weekday, closed date, not yet ended) and is
 * there room? Returns why not, or undefined when it can be booked. (Also used by the office's
 * return visits, app/visits/return-visits.server.ts.)
 */
export async function checkWindow(
  tx: Tx,
  slot: Slot,
  now: Date,
  exceptBookingId?: number,
  known?: OpeningHoursFacts,
): Promise<Unavailable | undefined> {
  // The hours are read before the lock: the lock is held only for the count.
  const hours = known ?? (await openingHours(tx));
  await lockWindow(tx, slot.date, slot.key);
  const query = await roomQuery(tx, slot.date, slot.date, now, hours);
  const row = dayAvailability({ ...query, date: slot.date }).find((w) => w.key === slot.key)!;
  if (row.status === "closed" || row.status === "past") return row.status;
  let booked = row.booked;
  if (exceptBookingId !== undefined) {
    // Moving within the same window must not count the booking against itself.
    const [self] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.id, exceptBookingId),
          eq(bookings.visitDate, slot.date),
          eq(bookings.visitWindow, slot.key),
          ne(bookings.status, "cancelled"),
        ),
      );
    booked -= self?.n ?? 0;
  }
  return booked >= row.capacity ? "full" : undefined;
}

export type BookingInput = Omit<NewBooking, "visitDate" | "visitWindow">;

/**
 * Stores a booking in the window it asked for, or for "First Available" in the earliest window
 * with room within 30 days of the chosen date, together with its private link and the mails that
 * announce it, in one transaction. Returns the row with the link's token, which exists only in
 * this answer and the mails (the database keeps its hash). Throws WindowUnavailableError
 * (nothing stored) when there is no such room.
 */
export async function bookAppointment(
  input: BookingInput,
  mailsFor: BookingMailsFor,
  now = new Date(),
  /** More that belongs in the same transaction (the booking's photos). */
  onStored?: (tx: Tx, row: BookingWithLink) => Promise<void>,
  /** The owner's hours when the caller read them already (read here otherwise). */
  known?: OpeningHoursFacts,
): Promise<BookingWithLink> {
  const key = windowKeyFromLabel(input.preferredTime);
  return withDb((db) =>
    db.transaction(async (tx) => {
      const hours = known ?? (await openingHours(tx));
      let candidates: Slot[];
      if (key) {
        candidates = [slotOf(input.preferredDate, key)];
      } else {
        // First Available: read the month's counts once, then claim the first candidate that still
        // has room under its lock. Racing requests may have taken any number of the windows that
        // looked free, so every one of them is tried in turn (bounded: 30 days of windows).
        const query = await roomQuery(tx, input.preferredDate, addDays(input.preferredDate, SEARCH_DAYS), now, hours);
        candidates = nextSlotsWithRoom({
          ...query,
          from: input.preferredDate,
          count: Number.POSITIVE_INFINITY,
          days: SEARCH_DAYS,
        });
        if (candidates.length === 0) throw new WindowUnavailableError("none-within-30-days", undefined);
      }
      let refusal: Unavailable = "none-within-30-days";
      for (const slot of candidates) {
        const problem = await checkWindow(tx, slot, now, undefined, hours);
        if (problem) {
          refusal = problem;
          continue;
        }
        return storeBooking(tx, input, slot, mailsFor, onStored);
      }
      throw new WindowUnavailableError(refusal, key ? candidates[0] : undefined);
    }),
  );
}

/**
 * The mails a stored booking sends, made once `onStored` ran (its customer is matched by then),
 * in the booking's transaction (the office's mail reads the customer's earlier repairs).
 */
export type BookingMailsFor = (row: BookingWithLink, tx: Tx) => NewMail[] | Promise<NewMail[]>;

/**
 * Inserts a booking into a window already checked under its lock, with its private link, what
 * else belongs to it (`onStored`) and its mails. (Also the waitlist's claim, waitlist.server.ts.)
 */
export async function storeBooking(
  tx: Tx,
  input: BookingInput,
  slot: Slot,
  mailsFor: BookingMailsFor,
  onStored?: (tx: Tx, row: BookingWithLink) => Promise<void>,
): Promise<BookingWithLink> {
  const [row] = await tx
    .insert(bookings)
    .values({ ...input, visitDate: slot.date, visitWindow: slot.key })
    .returning();
  const booked = { ...row!, token: await addAppointmentLink(tx, row!.id) };
  await onStored?.(tx, booked);
  const mails = await mailsFor(booked, tx);
  if (mails.length) await tx.insert(mailQueue).values(mails);
  return booked;
}

/** The booking a visitor's link opens, found by the token's hash. */
export async function findAppointment(token: string): Promise<Booking | undefined> {
  return withDb(async (db) => {
    const id = await bookingIdOfLink(db, token);
    if (id === undefined) return undefined;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
    return row;
  });
}

/** The booking a link opens, locked for the change (two tabs cannot both change it). */
async function lockAppointment(tx: Tx, token: string): Promise<Booking | undefined> {
  const id = await bookingIdOfLink(tx, token);
  if (id === undefined) return undefined;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return booking;
}

/** The slot a booking holds (bookings from before appointments were real may have none). */
export function slotOfBooking(booking: Pick<Booking, "visitDate" | "visitWindow">): Slot | undefined {
  return booking.visitDate && booking.visitWindow ? slotOf(booking.visitDate, booking.visitWindow) : undefined;
}

/**
 * Whether the visitor may still change the appointment online: until 2 h before its window, and
 * only while the technician has not set off (on the way, arrived or done, only the phone works).
 */
export function canChangeOnline(booking: Booking, now = new Date()): boolean {
  const slot = slotOfBooking(booking);
  if (!slot || booking.status === "cancelled" || booking.status === "done") return false;
  if (booking.visitStep !== "scheduled") return false;
  return now < changeDeadline(slot);
}

export class AppointmentLockedError extends Error {
  constructor() {
    super("The appointment can no longer be changed online");
    this.name = "AppointmentLockedError";
  }
}

/**
 * Moves an appointment to another window with room. Runs in one transaction: the booking row is
 * locked (two tabs cannot both move it), the new window is checked under its lock. `onChanged`
 * adds what the change writes in the same transaction (the business's mail, the activity row).
 */
export async function rescheduleAppointment(
  token: string,
  target: { date: string; key: WindowKey },
  onChanged: (tx: Tx, before: Booking, after: Booking) => Promise<void>,
  now = new Date(),
): Promise<Booking> {
  return changeAppointment(token, now, onChanged, async (tx, booking) => {
    const slot = slotOf(target.date, target.key);
    const problem = await checkWindow(tx, slot, now, booking.id);
    if (problem) throw new WindowUnavailableError(problem, slot);
    const [after] = await tx
      .update(bookings)
      .set({
        visitDate: slot.date,
        visitWindow: slot.key,
        reminderQueuedAt: null,
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    return after!;
  });
}

/** Cancels an appointment (its place is free again at once); same rules and shape as rescheduling. */
export async function cancelAppointment(
  token: string,
  onChanged: (tx: Tx, before: Booking, after: Booking) => Promise<void>,
  now = new Date(),
): Promise<Booking> {
  return changeAppointment(token, now, onChanged, async (tx, booking) => {
    const [after] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, calendarSequence: sql`${bookings.calendarSequence} + 1` })
      .where(eq(bookings.id, booking.id))
      .returning();
    return after!;
  });
}

/**
 * One visitor change in one transaction: lock the appointment (refused once it is no longer
 * changeable online), make the change, drop a queued reminder (it names the old time; a new
 * one is queued when its day comes) and let the caller log and mail inside the transaction.
 */
async function changeAppointment(
  token: string,
  now: Date,
  onChanged: (tx: Tx, before: Booking, after: Booking) => Promise<void>,
  change: (tx: Tx, booking: Booking) => Promise<Booking>,
): Promise<Booking> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const booking = await lockAppointment(tx, token);
      if (!booking || !canChangeOnline(booking, now)) throw new AppointmentLockedError();
      const after = await change(tx, booking);
      await dropUnsentReminder(tx, booking.id);
      await onChanged(tx, booking, after);
      return after;
    }),
  );
}

/** Live bookings with a visit between two dates (the staff schedule, the calendar feed). */
export async function bookingsBetween(from: string, to: string): Promise<Booking[]> {
  return withDb((db) =>
    db
      .select()
      .from(bookings)
      .where(and(gte(bookings.visitDate, from), lte(bookings.visitDate, to), ne(bookings.status, "cancelled")))
      .orderBy(bookings.visitDate, bookings.visitWindow, bookings.id),
  );
}
