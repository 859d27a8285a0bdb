import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Tx } from "#app/db/client.server";
import { bookings, contactMessages, customers, type Booking, type ContactMessage, type Customer } from "#app/db/schema";
import { normaliseEmail, normalisePhone, searchWords } from "./identity";

/**
 * Which customer a request belongs to, decided inside the transaction that stores it
 * (docs/decisions/0022-customers-and-reviews.md):
 * - the phone (E.164) finds its customer first; else the e-mail (lower-cased); else a new customer;
 * - a request whose phone matches one customer and e-mail another joins the phone's (a household
 *   shares a phone more often than an inbox, and the phone is what the office calls);
 * - before looking, the transaction takes an advisory lock on each key it brings (phone, e-mail),
 *   in one global order, so two requests with one new phone, in one process or two sharing
 *   PostgreSQL, are serialised: the second finds the customer the first created. The unique
 *   indexes on phone and e-mail are the database's last word should anything else write there.
 */

export interface ContactDetails {
  phone?: string | null;
  email?: string | null;
  name?: string | null;
  /** "street, city ZIP" of a booking; empty for a message. */
  address?: string | null;
  /** More words to find the customer by (brand, model, serial). */
  searchExtra?: ReadonlyArray<string | null | undefined>;
  /**
   * The language of the page the request came from: a new customer gets it, a known one takes it
   * (their latest request's language is the one to write to them in). Left out: unchanged ("en" if new).
   */
  lang?: Customer["lang"];
}

const SEARCH_TEXT_MAX = 20_000;

async function lockKeys(tx: Tx, keys: string[]): Promise<void> {
  for (const key of [...keys].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }
}

async function customerBy(tx: Tx, column: "phone" | "email", value: string | null) {
  if (!value) return undefined;
  const [row] = await tx
    .select({ id: customers.id, phone: customers.phone, email: customers.email })
    .from(customers)
    .where(eq(column === "phone" ? customers.phone : customers.email, value))
    .limit(1);
  return row;
}

/** The customer's id for these details (found or created), and whether they were known before. */
export async function matchCustomer(tx: Tx, details: ContactDetails): Promise<{ id: number; known: boolean }> {
  const phone = normalisePhone(details.phone);
  const email = normaliseEmail(details.email);
  await lockKeys(
    tx,
    [phone && `customer:phone:${phone}`, email && `customer:email:${email}`].filter(Boolean) as string[],
  );
  const name = (details.name ?? "").trim();
  const address = (details.address ?? "").trim();
  const words = searchWords([name, details.email, details.phone, address, ...(details.searchExtra ?? [])]);

  const found = (await customerBy(tx, "phone", phone)) ?? (await customerBy(tx, "email", email));
  if (!found) {
    const [row] = await tx
      .insert(customers)
      .values({
        name,
        phone,
        email,
        address,
        searchText: words.slice(0, SEARCH_TEXT_MAX),
        ...(details.lang ? { lang: details.lang } : {}),
      })
      .returning({ id: customers.id });
    return { id: row!.id, known: false };
  }
  // Known: the latest name and address are the ones to call and drive to; a missing phone or
  // e-mail is filled in when no other customer holds it (the other keeps it: staff merge them).
  const fillPhone = !found.phone && phone && !(await customerBy(tx, "phone", phone)) ? phone : undefined;
  const fillEmail = !found.email && email && !(await customerBy(tx, "email", email)) ? email : undefined;
  await tx
    .update(customers)
    .set({
      ...(name ? { name } : {}),
      ...(address ? { address } : {}),
      ...(fillPhone ? { phone: fillPhone } : {}),
      ...(fillEmail ? { email: fillEmail } : {}),
      ...(details.lang ? { lang: details.lang } : {}),
      searchText: sql`left(${customers.searchText} || ' ' || ${words}, ${SEARCH_TEXT_MAX})`,
    })
    .where(eq(customers.id, found.id));
  return { id: found.id, known: true };
}

/** "street, city ZIP" as a booking gives it. */
export function bookingAddress(booking: Pick<Booking, "address" | "city" | "zipCode">): string {
  return [booking.address, [booking.city, booking.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

/** Matches a stored booking to its customer and records it on the row (in the storing transaction). */
export async function attachBooking(
  tx: Tx,
  booking: Booking,
  /** Whether the booking's language becomes the customer's: yes when it was just made on a page. */
  { takeLang = true }: { takeLang?: boolean } = {},
): Promise<number> {
  const { id } = await matchCustomer(tx, {
    phone: booking.phone,
    email: booking.email,
    name: booking.name,
    address: bookingAddress(booking),
    searchExtra: [booking.brand, booking.model, booking.serialNumber],
    ...(takeLang ? { lang: booking.lang } : {}),
  });
  await tx.update(bookings).set({ customerId: id }).where(eq(bookings.id, booking.id));
  return id;
}

/** Matches a stored contact message to its customer and records it on the row. */
export async function attachMessage(tx: Tx, message: ContactMessage): Promise<number> {
  const { id } = await matchCustomer(tx, { phone: message.phone, email: message.email, name: message.name });
  await tx.update(contactMessages).set({ customerId: id }).where(eq(contactMessages.id, message.id));
  return id;
}

/**
 * Requests stored by a path that did not match them (e.g. a return visit booked by the office
 * before it copied its customer): matched by the housekeeping job, a few at a time.
 */
export async function attachUnmatched(tx: Tx, limit = 50): Promise<number> {
  const lone = await tx
    .select()
    .from(bookings)
    .where(and(isNull(bookings.customerId), ne(bookings.name, "")))
    .limit(limit);
  for (const booking of lone) await attachBooking(tx, booking, { takeLang: false });
  const messages = await tx
    .select()
    .from(contactMessages)
    .where(and(isNull(contactMessages.customerId), ne(contactMessages.name, "")))
    .limit(limit);
  for (const message of messages) await attachMessage(tx, message);
  return lone.length + messages.length;
}
