import { and, asc, count, desc, eq, lt, lte, sql } from "drizzle-orm";
import { looksLikeToken, newToken, tokenId } from "#app/auth/tokens.server";
import { withDb, type Database, type Tx } from "#app/db/client.server";
import { mailQueue, waitlistEntries, type BookingWithLink, type NewMail, type WaitlistEntry } from "#app/db/schema";
import { mailEnabled, waitlistOfferMail } from "#app/mail/messages.server";
import { queueWaitlistOfferText } from "#app/texts/events.server";
import {
  checkWindow,
  lockWindow,
  openingHours,
  storeBooking,
  type BookingInput,
  type BookingMailsFor,
} from "./appointments.server";
import { slotOf, type Slot, type WindowKey } from "./windows";
import type { WaitlistEntryView } from "./schedule-view";
import { formatInBusinessZone } from "#app/lib/dates";
import { phoneHref } from "#app/lib/phone";

/**
 * The waitlist of a full window (DECISIONS "Storm mode and the waitlist"; docs/decisions/
 * 0028-storm-mode-and-waitlist.md). Every step that gives or takes a place (joining aside) runs
 * under the window's advisory lock, the same lock bookings take: offering a freed place, claiming
 * a hold and booking are serialised per window, on one server or several, so a place is never
 * given twice. Offers recount the room under that lock (live bookings plus holds not yet run
 * out), so whichever process notices a freed place first offers it and the others find none.
 */

/** How long an offered place is held for its visitor. */
export const HOLD_MINUTES = 60;

/** The order the waitlist is offered in: medicine first, then first come. */
const offerOrder = [desc(waitlistEntries.medicine), asc(waitlistEntries.id)] as const;

export interface JoinedWaitlist {
  entry: WaitlistEntry;
  /** 1 for the first in line. */
  place: number;
}

/** Those still waiting for a window. */
const waitingFor = (date: string, window: WindowKey) =>
  and(
    eq(waitlistEntries.visitDate, date),
    eq(waitlistEntries.visitWindow, window),
    eq(waitlistEntries.status, "waiting"),
  );

/** Where an entry stands among those waiting for its window (medicine first, then first come). */
async function placeInLine(tx: Tx | Database, entry: WaitlistEntry): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(
        waitingFor(entry.visitDate, entry.visitWindow),
        entry.medicine
          ? and(eq(waitlistEntries.medicine, true), lt(waitlistEntries.id, entry.id))
          : sql`(${waitlistEntries.medicine} or ${waitlistEntries.id} < ${entry.id})`,
      ),
    );
  return (row?.n ?? 0) + 1;
}

/**
 * A refused booking joins its window's waitlist, kept whole to be booked as it is. If a place is
 * free by now (it opened between the refusal and this), it is offered at once.
 */
export async function joinWaitlist(
  input: BookingInput,
  slot: Slot,
  now = new Date(),
  /** The visitor's mail saying where they stand, queued with the entry. */
  mailsFor: (joined: JoinedWaitlist, token: string) => NewMail[] = () => [],
): Promise<JoinedWaitlist & { token: string }> {
  const { token, id: linkId } = newToken();
  const joined = await withDb((db) =>
    db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(waitlistEntries)
        .values({
          visitDate: slot.date,
          visitWindow: slot.key,
          medicine: input.medicineAtRisk === "yes",
          name: input.name,
          email: input.email,
          phone: input.phone,
          request: JSON.stringify(input),
          linkId,
        })
        .returning();
      const joined = { entry: entry!, place: await placeInLine(tx, entry!) };
      const mails = mailsFor(joined, token);
      if (mails.length) await tx.insert(mailQueue).values(mails);
      return joined;
    }),
  );
  await offerFreedPlaces(slot, now);
  return { ...joined, token };
}

export interface Offer {
  entryId: number;
  token: string;
  holdUntil: Date;
}

/**
 * Offers every free place of a window to the next waiting (medicine first, then first come),
 * each held for 60 minutes, with its mail queued in the same transaction. Call it after anything
 * that may free a place (a cancel, a move away, more capacity, a reopened date, a hold run out):
 * it recounts under the window's lock, so calling it twice, or from two processes, offers each
 * place once.
 */
export async function offerFreedPlaces(slot: Slot, now = new Date(), by?: { id: number }): Promise<Offer[]> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const hours = await openingHours(tx);
      await lockWindow(tx, slot.date, slot.key);
      const offers: Offer[] = [];
      for (;;) {
        // checkWindow takes the same (re-entrant) lock and counts bookings and live holds.
        if (await checkWindow(tx, slot, now, undefined, hours)) return offers;
        const [next] = await tx
          .select()
          .from(waitlistEntries)
          .where(waitingFor(slot.date, slot.key))
          .orderBy(...offerOrder)
          .limit(1);
        if (!next) return offers;
        offers.push(await offer(tx, next, now, by));
      }
    }),
  );
}

/** Offers one entry its place (the caller holds the window's lock and knows there is room). */
async function offer(tx: Tx, entry: WaitlistEntry, now: Date, by?: { id: number }): Promise<Offer> {
  const { token, id: linkId } = newToken();
  const holdUntil = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  await tx
    .update(waitlistEntries)
    .set({ status: "offered", offeredAt: now, holdUntil, linkId, offeredBy: by?.id ?? null })
    .where(eq(waitlistEntries.id, entry.id));
  if (mailEnabled()) await tx.insert(mailQueue).values(waitlistOfferMail(entry, token, holdUntil));
  await queueWaitlistOfferText(tx, entry, token, holdUntil);
  return { entryId: entry.id, token, holdUntil };
}

/**
 * The office offers a waiting entry a place by hand (beyond the window's capacity if it is
 * full: the owner decides). Only a waiting entry can be offered.
 */
export async function offerByHand(entryId: number, by: { id: number }, now = new Date()): Promise<Offer | undefined> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      // The window's lock before the entry's row, in the order claims take them.
      const [found] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
      if (!found) return undefined;
      await lockWindow(tx, found.visitDate, found.visitWindow);
      const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).for("update");
      if (!entry || entry.status !== "waiting") return undefined;
      return offer(tx, entry, now, by);
    }),
  );
}

/** What a waitlist link shows: its entry and, while it waits, its place in line. */
export async function waitlistStanding(token: string): Promise<JoinedWaitlist | undefined> {
  const entry = await findWaitlistEntry(token);
  if (!entry) return undefined;
  const place = entry.status === "waiting" ? await withDb((db) => placeInLine(db, entry)) : 0;
  return { entry, place };
}

export class HoldGoneError extends Error {
  constructor(readonly entry: WaitlistEntry | undefined) {
    super("The held place is no longer held");
    this.name = "HoldGoneError";
  }
}

/** The entry a waitlist link opens (the token's hash), or undefined. */
export async function findWaitlistEntry(token: string): Promise<WaitlistEntry | undefined> {
  if (!looksLikeToken(token)) return undefined;
  return withDb(async (db) => {
    const [entry] = await db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.linkId, tokenId(token)));
    return entry;
  });
}

/**
 * Claims a held place: under the window's lock, the hold must still be this entry's and not run
 * out; the booking is then stored as any booking is (its link, mails, `onStored`). Throws
 * HoldGoneError otherwise (claimed already, left, or passed to the next).
 */
export async function claimHeldPlace(
  token: string,
  mailsFor: BookingMailsFor,
  now = new Date(),
  onStored?: (tx: Tx, row: BookingWithLink) => Promise<void>,
): Promise<BookingWithLink> {
  if (!looksLikeToken(token)) throw new HoldGoneError(undefined);
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.linkId, tokenId(token)));
      if (!found) throw new HoldGoneError(undefined);
      const slot = slotOf(found.visitDate, found.visitWindow as WindowKey);
      await lockWindow(tx, slot.date, slot.key);
      const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, found.id)).for("update");
      if (!entry || entry.status !== "offered" || !entry.holdUntil || entry.holdUntil <= now)
        throw new HoldGoneError(entry);
      // The hold becomes the booking: it stops counting, and the booking counts in its place.
      await tx
        .update(waitlistEntries)
        .set({ status: "claimed", claimedAt: now })
        .where(eq(waitlistEntries.id, entry.id));
      const problem = await checkWindow(tx, slot, now);
      // Closed or past meanwhile (the owner closed the date): nothing is booked.
      if (problem && problem !== "full") throw new HoldGoneError(entry);
      // Kept as JSON: the consent's time comes back as a Date.
      const input = JSON.parse(entry.request, (key, value: unknown) =>
        key === "smsConsentAt" && typeof value === "string" ? new Date(value) : value,
      ) as BookingInput;
      const booked = await storeBooking(tx, input, slot, mailsFor, onStored);
      await tx.update(waitlistEntries).set({ bookingId: booked.id }).where(eq(waitlistEntries.id, entry.id));
      return booked;
    }),
  );
}

/** The visitor leaves the waitlist from their link (a held place then goes to the next). */
export async function leaveWaitlist(token: string, now = new Date()): Promise<WaitlistEntry | undefined> {
  const entry = await findWaitlistEntry(token);
  if (!entry || (entry.status !== "waiting" && entry.status !== "offered")) return entry;
  const [left] = await withDb((db) =>
    db
      .update(waitlistEntries)
      .set({ status: "left" })
      .where(and(eq(waitlistEntries.id, entry.id), sql`${waitlistEntries.status} in ('waiting', 'offered')`))
      .returning(),
  );
  if (entry.status === "offered") await offerFreedPlaces(slotOf(entry.visitDate, entry.visitWindow as WindowKey), now);
  return left ?? entry;
}

/**
 * Housekeeping: holds that ran out are marked expired, and every window with someone waiting is
 * offered what is free in it (a freed place no request noticed, or a hold passed to the next).
 */
export async function waitlistHousekeeping(now = new Date()): Promise<Offer[]> {
  await withDb((db) =>
    db
      .update(waitlistEntries)
      .set({ status: "expired" })
      .where(and(eq(waitlistEntries.status, "offered"), lte(waitlistEntries.holdUntil, now))),
  );
  const windows = await withDb((db) =>
    db
      .selectDistinct({ date: waitlistEntries.visitDate, window: waitlistEntries.visitWindow })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.status, "waiting")),
  );
  const offers: Offer[] = [];
  for (const w of windows) offers.push(...(await offerFreedPlaces(slotOf(w.date, w.window as WindowKey), now)));
  return offers;
}

/** Each window's waitlist for the office (from `from` on), in the order it is offered. */
/** What the office's "Offer <name> a place" answers (the Schedule and Today). */
export const OFFERED_NOTICE =
  "The place was offered: the visitor has a link that holds it for 60 minutes (e-mailed, and texted with consent).";
export const NO_LONGER_WAITING = "That visitor is no longer waiting (offered a place already, booked, or left).";

/** A waitlist entry as the workspace shows it, with the hold's end while a place is held for them. */
export function waitlistEntryView(e: WaitlistEntry, now: Date): WaitlistEntryView {
  return {
    id: e.id,
    name: e.name,
    phone: e.phone,
    tel: phoneHref(e.phone),
    medicine: e.medicine,
    offeredUntil:
      e.status === "offered" && e.holdUntil && e.holdUntil > now ? formatInBusinessZone(e.holdUntil) : undefined,
  };
}

/** One date's waitlists, window by window in the day's order (windows nobody waits for left out): Today's. */
export async function waitlistsOn(
  date: string,
  now = new Date(),
): Promise<Array<{ key: WindowKey; label: string; entries: WaitlistEntryView[] }>> {
  const entries = (await waitlistsFrom(date)).filter((e) => e.visitDate === date);
  const byWindow = new Map<WindowKey, WaitlistEntryView[]>();
  for (const e of entries)
    byWindow.set(e.visitWindow, [...(byWindow.get(e.visitWindow) ?? []), waitlistEntryView(e, now)]);
  return [...byWindow]
    .map(([key, list]) => ({ key, slot: slotOf(date, key), entries: list }))
    .sort((a, b) => a.slot.start.getTime() - b.slot.start.getTime())
    .map(({ key, slot, entries: list }) => ({ key, label: slot.label, entries: list }));
}

export async function waitlistsFrom(from: string) {
  return withDb((db) =>
    db
      .select()
      .from(waitlistEntries)
      .where(
        and(sql`${waitlistEntries.visitDate} >= ${from}`, sql`${waitlistEntries.status} in ('waiting', 'offered')`),
      )
      .orderBy(asc(waitlistEntries.visitDate), asc(waitlistEntries.visitWindow), ...offerOrder),
  );
}

/**
 * After a change that may free places (a cancel, a move, more capacity, a reopened date): offer
 * them now. A failure here is logged, never the visitor's or the owner's error: housekeeping
 * offers what is left on its next tick.
 */
export async function offerWhatOpened(now = new Date()): Promise<void> {
  try {
    await waitlistHousekeeping(now);
  } catch (error) {
    console.error("[waitlist] could not offer freed places:", error instanceof Error ? error.message : error);
  }
}
