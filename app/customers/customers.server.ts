import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { withDb, type Database, type Tx } from "#app/db/client.server";
import {
  calls,
  activity,
  appointmentLinks,
  bookings,
  contactMessages,
  customerNotes,
  customers,
  jobParts,
  jobs,
  mailQueue,
  payments,
  photos,
  rateLimits,
  waitlistEntries,
  reviewRequests,
  smsInbound,
  textOutbox,
  visitStepLog,
  type Booking,
  type ContactMessage,
  type Customer,
  type InboundText,
  type QueuedText,
  type RequestKind,
} from "#app/db/schema";
import { addDays, todayInBusinessZone } from "#app/lib/dates";
import { searchQuery, searchWords, WARRANTY_DAYS } from "./identity";
import { bookingAddress } from "./match.server";
import type { Warranty } from "./warranty.server";

/**
 * The workspace's customers (DECISIONS "Customers and reviews"): search, a customer's page,
 * notes, splitting a wrong match off and merging two customers, the badges a request shows,
 * and which customers a technician may open.
 */

export interface Actor {
  id: number;
  email: string;
}

export const CUSTOMERS_PAGE_SIZE = 50;
export const MAX_CUSTOMER_NOTE = 5000;

export interface CustomerListRow {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  address: string;
  requests: number;
  lastRequestAt: string | null;
}

/**
 * Customers whose name, phone (any spelling: digits are compared), e-mail, address, brand, model
 * or serial contain what was typed; newest first. One indexed read of `customers` (its
 * search_text column), a page at a time.
 */
export async function searchCustomers(typed: string, page = 1): Promise<{ rows: CustomerListRow[]; hasMore: boolean }> {
  const q = searchQuery(typed);
  // search_text is lower-cased already: LIKE on it, not ILIKE (which lower-cases every row).
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = (text: string) => sql`${customers.searchText} like ${like(text)}`;
  const where = q.text
    ? and(sql`${customers.erasedAt} is null`, q.digits ? or(matches(q.text), matches(q.digits)) : matches(q.text))
    : sql`${customers.erasedAt} is null`;
  return withDb(async (db) => {
    // One page and one more row (is there a next page?): no count of every match.
    const found = await db
      .select({
        id: customers.id,
        name: customers.name,
        phone: customers.phone,
        email: customers.email,
        address: customers.address,
      })
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(CUSTOMERS_PAGE_SIZE + 1)
      .offset((Math.max(1, page) - 1) * CUSTOMERS_PAGE_SIZE);
    const rows = found.slice(0, CUSTOMERS_PAGE_SIZE);
    const ids = rows.map((r) => r.id);
    const counts = ids.length ? await requestCounts(db, ids) : new Map<number, { n: number; last: Date | null }>();
    return {
      hasMore: found.length > CUSTOMERS_PAGE_SIZE,
      rows: rows.map((r) => ({
        ...r,
        requests: counts.get(r.id)?.n ?? 0,
        lastRequestAt: counts.get(r.id)?.last?.toISOString() ?? null,
      })),
    };
  });
}

async function requestCounts(db: Database | Tx, ids: number[]) {
  const [b, m] = await Promise.all([
    db
      .select({ id: bookings.customerId, n: count(), last: sql<string>`max(${bookings.createdAt})` })
      .from(bookings)
      .where(inArray(bookings.customerId, ids))
      .groupBy(bookings.customerId),
    db
      .select({ id: contactMessages.customerId, n: count(), last: sql<string>`max(${contactMessages.createdAt})` })
      .from(contactMessages)
      .where(inArray(contactMessages.customerId, ids))
      .groupBy(contactMessages.customerId),
  ]);
  const out = new Map<number, { n: number; last: Date | null }>();
  for (const row of [...b, ...m]) {
    if (row.id === null) continue;
    const last = row.last ? new Date(row.last) : null;
    const seen = out.get(row.id);
    out.set(row.id, {
      n: (seen?.n ?? 0) + row.n,
      last: seen?.last && last ? (seen.last > last ? seen.last : last) : (seen?.last ?? last),
    });
  }
  return out;
}

/** Whether a technician may open this customer: one of the customer's visits is assigned to them. */
export async function technicianMayOpen(technicianId: number, customerId: number): Promise<boolean> {
  return withDb(async (db) => {
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.customerId, customerId), eq(bookings.technicianId, technicianId)))
      .limit(1);
    return Boolean(row);
  });
}

export interface CustomerRecord {
  customer: Customer;
  bookings: Array<
    Booking & {
      photoIds: number[];
      job: (typeof jobs.$inferSelect & { parts: Array<typeof jobParts.$inferSelect> }) | null;
      payments: Array<typeof payments.$inferSelect>;
    }
  >;
  messages: ContactMessage[];
  notes: Array<typeof customerNotes.$inferSelect>;
  reviewRequests: Array<typeof reviewRequests.$inferSelect>;
  /** Distinct appliances from the bookings: brand, model, serial and the photos sent with them. */
  appliances: Array<{ brand: string; model: string; serialNumber: string; photoIds: number[] }>;
  /** Distinct addresses from the bookings, newest first. */
  addresses: string[];
  /**
   * The texts both ways, newest first: those about the customer's bookings, and those to or from
   * the customer's phone about no booking (a HELP answer, a message from the number).
   */
  texts: { sent: QueuedText[]; received: InboundText[] };
}

/** Everything about one customer, for the page and the export. */
export async function customerRecord(id: number, db?: Database | Tx): Promise<CustomerRecord | undefined> {
  const read = async (conn: Database | Tx): Promise<CustomerRecord | undefined> => {
    const [customer] = await conn.select().from(customers).where(eq(customers.id, id));
    if (!customer) return undefined;
    const [bookingRows, messages, notes, reviews] = await Promise.all([
      conn
        .select()
        .from(bookings)
        .where(eq(bookings.customerId, id))
        .orderBy(desc(bookings.createdAt), desc(bookings.id)),
      conn
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.customerId, id))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
      conn.select().from(customerNotes).where(eq(customerNotes.customerId, id)).orderBy(desc(customerNotes.at)),
      conn.select().from(reviewRequests).where(eq(reviewRequests.customerId, id)).orderBy(desc(reviewRequests.dueAt)),
    ]);
    const bookingIds = bookingRows.map((b) => b.id);
    const [sentTexts, receivedTexts] = await customerTexts(conn, bookingIds, customer.phone);
    const [photoRows, jobRows] = bookingIds.length
      ? await Promise.all([
          conn
            .select({ id: photos.id, bookingId: photos.bookingId })
            .from(photos)
            .where(inArray(photos.bookingId, bookingIds))
            .orderBy(asc(photos.id)),
          conn.select().from(jobs).where(inArray(jobs.bookingId, bookingIds)),
        ])
      : [[], []];
    const jobIds = jobRows.map((j) => j.id);
    const [partRows, paymentRows] = jobIds.length
      ? await Promise.all([
          conn.select().from(jobParts).where(inArray(jobParts.jobId, jobIds)).orderBy(asc(jobParts.position)),
          conn.select().from(payments).where(inArray(payments.jobId, jobIds)).orderBy(asc(payments.recordedAt)),
        ])
      : [[], []];
    const withDetails = bookingRows.map((b) => {
      const job = jobRows.find((j) => j.bookingId === b.id);
      return {
        ...b,
        photoIds: photoRows.filter((p) => p.bookingId === b.id).map((p) => p.id),
        job: job ? { ...job, parts: partRows.filter((p) => p.jobId === job.id) } : null,
        payments: job ? paymentRows.filter((p) => p.jobId === job.id) : [],
      };
    });
    return {
      customer,
      bookings: withDetails,
      messages,
      notes,
      reviewRequests: reviews,
      ...appliancesAndAddresses(withDetails),
      texts: { sent: sentTexts, received: receivedTexts },
    };
  };
  return db ? read(db) : withDb(read);
}

/** Distinct appliances and addresses of some bookings (see CustomerRecord). */
function appliancesAndAddresses(
  withDetails: CustomerRecord["bookings"],
): Pick<CustomerRecord, "appliances" | "addresses"> {
  const appliances = new Map<string, CustomerRecord["appliances"][number]>();
  for (const b of withDetails) {
    if (!b.brand && !b.model && !b.serialNumber) continue;
    const key = [b.brand, b.model.trim().toLowerCase(), b.serialNumber.trim().toLowerCase()].join("|");
    const seen = appliances.get(key);
    if (seen) seen.photoIds.push(...b.photoIds);
    else
      appliances.set(key, {
        brand: b.brand,
        model: b.model,
        serialNumber: b.serialNumber,
        photoIds: [...b.photoIds],
      });
  }
  const addresses = [...new Set(withDetails.map((b) => bookingAddress(b)).filter(Boolean))];
  return { appliances: [...appliances.values()], addresses };
}

/**
 * A customer's record as a technician may see it (DECISIONS, "The visit's day"): only the visits
 * assigned to them, with their jobs, photos, texts and review requests; no contact messages, no
 * office notes, nothing about another technician's visit or about no visit.
 */
export function technicianView(record: CustomerRecord, technicianId: number): CustomerRecord {
  const own = record.bookings.filter((b) => b.technicianId === technicianId);
  const ids = new Set(own.map((b) => b.id));
  const mine = (bookingId: number | null) => bookingId !== null && ids.has(bookingId);
  return {
    customer: record.customer,
    bookings: own,
    messages: [],
    notes: [],
    reviewRequests: record.reviewRequests.filter((r) => mine(r.bookingId)),
    ...appliancesAndAddresses(own),
    texts: {
      sent: record.texts.sent.filter((t) => mine(t.bookingId)),
      received: record.texts.received.filter((t) => mine(t.bookingId)),
    },
  };
}

/** A customer's texts both ways (see CustomerRecord's `texts`), newest first. */
async function customerTexts(
  conn: Database | Tx,
  bookingIds: number[],
  phone: string | null,
): Promise<[QueuedText[], InboundText[]]> {
  const sentWhere = or(
    bookingIds.length ? inArray(textOutbox.bookingId, bookingIds) : undefined,
    phone ? and(isNull(textOutbox.bookingId), eq(textOutbox.toNumber, phone)) : undefined,
  );
  const receivedWhere = or(
    bookingIds.length ? inArray(smsInbound.bookingId, bookingIds) : undefined,
    phone ? and(isNull(smsInbound.bookingId), eq(smsInbound.fromNumber, phone)) : undefined,
  );
  return Promise.all([
    sentWhere
      ? conn.select().from(textOutbox).where(sentWhere).orderBy(desc(textOutbox.createdAt), desc(textOutbox.id))
      : [],
    receivedWhere
      ? conn.select().from(smsInbound).where(receivedWhere).orderBy(desc(smsInbound.receivedAt), desc(smsInbound.id))
      : [],
  ]);
}

export interface RequestBadges {
  customerId: number | null;
  /** The customer had a request before this one. */
  returning: boolean;
  /**
   * A booking within 90 days after a completed repair for the customer: the visit is on warranty,
   * and which repair covers it (the most recent). Null on a message and on any other booking.
   */
  warranty: Warranty | null;
}

/** The day a booking counts from for the warranty: its visit date, else the day it was made. */
function bookingDay(b: Pick<Booking, "visitDate" | "createdAt">): string {
  return b.visitDate ?? b.createdAt.toISOString().slice(0, 10);
}

/**
 * The badges of several requests at once (the request list, the schedule, Today): "Returning
 * customer" when the customer had an earlier request; "Warranty" when a booking's day is within
 * 90 days after a completed job of another booking of the customer (several: the latest job).
 */
export async function requestBadges(
  requests: ReadonlyArray<{ kind: RequestKind; id: number }>,
  db?: Database | Tx,
): Promise<Map<string, RequestBadges>> {
  const read = async (conn: Database | Tx) => {
    const out = new Map<string, RequestBadges>();
    const bookingIds = requests.filter((r) => r.kind === "booking").map((r) => r.id);
    const messageIds = requests.filter((r) => r.kind === "message").map((r) => r.id);
    const [bs, ms] = await Promise.all([
      bookingIds.length
        ? conn
            .select({
              id: bookings.id,
              customerId: bookings.customerId,
              createdAt: bookings.createdAt,
              visitDate: bookings.visitDate,
            })
            .from(bookings)
            .where(inArray(bookings.id, bookingIds))
        : [],
      messageIds.length
        ? conn
            .select({
              id: contactMessages.id,
              customerId: contactMessages.customerId,
              createdAt: contactMessages.createdAt,
            })
            .from(contactMessages)
            .where(inArray(contactMessages.id, messageIds))
        : [],
    ]);
    const customerIds = [...new Set([...bs, ...ms].map((r) => r.customerId).filter((id): id is number => id !== null))];
    if (!customerIds.length) return out;
    const [firstBooking, firstMessage, done] = await Promise.all([
      conn
        .select({ customerId: bookings.customerId, first: sql<string>`min(${bookings.createdAt})` })
        .from(bookings)
        .where(inArray(bookings.customerId, customerIds))
        .groupBy(bookings.customerId),
      conn
        .select({ customerId: contactMessages.customerId, first: sql<string>`min(${contactMessages.createdAt})` })
        .from(contactMessages)
        .where(inArray(contactMessages.customerId, customerIds))
        .groupBy(contactMessages.customerId),
      conn
        .select({
          customerId: bookings.customerId,
          bookingId: jobs.bookingId,
          technicianId: bookings.technicianId,
          jobId: jobs.id,
          completedAt: jobs.completedAt,
        })
        .from(jobs)
        .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
        .where(inArray(bookings.customerId, customerIds)),
    ]);
    const first = new Map<number, number>();
    for (const row of [...firstBooking, ...firstMessage]) {
      if (row.customerId === null) continue;
      const t = new Date(row.first).getTime();
      first.set(row.customerId, Math.min(first.get(row.customerId) ?? t, t));
    }
    // Each job's warranty: from its completion day in New York through that day plus 90.
    const covers = done
      .map((j): Warranty & { customerId: number | null; at: number } => ({
        customerId: j.customerId,
        at: j.completedAt.getTime(),
        bookingId: j.bookingId,
        technicianId: j.technicianId,
        jobId: j.jobId,
        completedOn: todayInBusinessZone(j.completedAt),
        coveredUntil: addDays(todayInBusinessZone(j.completedAt), WARRANTY_DAYS),
      }))
      .sort((x, y) => y.at - x.at || y.jobId - x.jobId);
    for (const b of bs) {
      const day = bookingDay(b);
      const cover =
        b.customerId === null
          ? undefined
          : covers.find(
              (j) =>
                j.customerId === b.customerId && j.bookingId !== b.id && j.completedOn <= day && day <= j.coveredUntil,
            );
      const warranty: Warranty | null = cover
        ? {
            bookingId: cover.bookingId,
            technicianId: cover.technicianId,
            jobId: cover.jobId,
            completedOn: cover.completedOn,
            coveredUntil: cover.coveredUntil,
          }
        : null;
      out.set(`booking:${b.id}`, {
        customerId: b.customerId,
        returning: b.customerId !== null && (first.get(b.customerId) ?? Infinity) < b.createdAt.getTime(),
        warranty,
      });
    }
    for (const m of ms)
      out.set(`message:${m.id}`, {
        customerId: m.customerId,
        returning: m.customerId !== null && (first.get(m.customerId) ?? Infinity) < m.createdAt.getTime(),
        warranty: null,
      });
    return out;
  };
  return db ? read(db) : withDb(read);
}

/**
 * A stored booking's warranty (the repair that covers it), read in the transaction that stored it
 * once its customer is matched: for the office's new-booking mail.
 */
export async function bookingWarranty(tx: Database | Tx, bookingId: number): Promise<Warranty | null> {
  return (await requestBadges([{ kind: "booking", id: bookingId }], tx)).get(`booking:${bookingId}`)?.warranty ?? null;
}

export async function addCustomerNote(customerId: number, body: string, actor: Actor): Promise<boolean> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ id: customers.id, erasedAt: customers.erasedAt })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!customer || customer.erasedAt) return false;
      await tx.insert(customerNotes).values({ customerId, userId: actor.id, actor: actor.email, body });
      await logActivity({ user: actor, action: "customer-note", detail: `Customer #${customerId}` }, tx);
      return true;
    }),
  );
}

/** How the workspace names a customer's language. */
export const customerLanguageLabels: Record<Customer["lang"], string> = { en: "English", es: "Spanish" };

/**
 * The office changes the language a customer is written to in (DECISIONS "Spanish"): the
 * customer's, and that of their requests, whose mails and texts read it. Logged with before and
 * after. False when the customer does not exist or was erased.
 */
export async function setCustomerLanguage(customerId: number, lang: Customer["lang"], actor: Actor): Promise<boolean> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ lang: customers.lang, erasedAt: customers.erasedAt })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for("update");
      if (!customer || customer.erasedAt) return false;
      if (customer.lang === lang) return true;
      await tx.update(customers).set({ lang }).where(eq(customers.id, customerId));
      await tx.update(bookings).set({ lang }).where(eq(bookings.customerId, customerId));
      await logActivity(
        {
          user: actor,
          action: "customer-language-changed",
          detail: `Customer #${customerId}: ${customerLanguageLabels[customer.lang]} -> ${customerLanguageLabels[lang]}`,
        },
        tx,
      );
      return true;
    }),
  );
}

/** Rebuilds a customer's search words from its requests (after a split or a merge). */
async function refreshSearch(tx: Tx, customerId: number): Promise<void> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return;
  const [bs, ms] = await Promise.all([
    tx.select().from(bookings).where(eq(bookings.customerId, customerId)),
    tx.select().from(contactMessages).where(eq(contactMessages.customerId, customerId)),
  ]);
  const words = searchWords([
    customer.name,
    customer.phone,
    customer.email,
    customer.address,
    ...bs.flatMap((b) => [b.name, b.email, b.phone, bookingAddress(b), b.brand, b.model, b.serialNumber]),
    ...ms.flatMap((m) => [m.name, m.email, m.phone]),
  ]);
  await tx
    .update(customers)
    .set({ searchText: words.slice(0, 20_000) })
    .where(eq(customers.id, customerId));
}

export type SplitResult = { ok: true; customerId: number } | { ok: false; message: string };

/**
 * A wrong match: the request moves to a customer of its own (its name and address; its phone and
 * e-mail only where no other customer holds them, since each identifies one customer). Logged.
 */
export async function splitRequest(
  kind: RequestKind,
  requestId: number,
  actor: Actor,
  /** The customer page it was asked from: the request must still be theirs. */
  expectedCustomerId?: number,
): Promise<SplitResult> {
  return withDb((db) =>
    db.transaction(async (tx): Promise<SplitResult> => {
      const row =
        kind === "booking"
          ? (await tx.select().from(bookings).where(eq(bookings.id, requestId)).for("update"))[0]
          : (await tx.select().from(contactMessages).where(eq(contactMessages.id, requestId)).for("update"))[0];
      if (
        !row ||
        row.customerId === null ||
        (expectedCustomerId !== undefined && row.customerId !== expectedCustomerId)
      )
        return { ok: false, message: "That request is not on this customer." };
      const from = row.customerId;
      const others = await Promise.all([
        tx
          .select({ n: count() })
          .from(bookings)
          .where(and(eq(bookings.customerId, from), ne(bookings.id, kind === "booking" ? requestId : -1))),
        tx
          .select({ n: count() })
          .from(contactMessages)
          .where(
            and(eq(contactMessages.customerId, from), ne(contactMessages.id, kind === "message" ? requestId : -1)),
          ),
      ]);
      if ((others[0][0]?.n ?? 0) + (others[1][0]?.n ?? 0) === 0)
        return { ok: false, message: "This is the customer's only request: there is nothing to split off." };
      const address = "address" in row ? bookingAddress(row) : "";
      const [created] = await tx
        .insert(customers)
        .values({ name: row.name, address, phone: null, email: null })
        .returning({ id: customers.id });
      const id = created!.id;
      if (kind === "booking") await tx.update(bookings).set({ customerId: id }).where(eq(bookings.id, requestId));
      else await tx.update(contactMessages).set({ customerId: id }).where(eq(contactMessages.id, requestId));
      await tx
        .update(reviewRequests)
        .set({ customerId: id })
        .where(
          and(
            eq(reviewRequests.customerId, from),
            kind === "booking" ? eq(reviewRequests.bookingId, requestId) : sql`false`,
          ),
        );
      await refreshSearch(tx, id);
      await refreshSearch(tx, from);
      await logActivity(
        {
          user: actor,
          action: "customer-split",
          request: { kind, id: requestId },
          detail: `From customer #${from} to new customer #${id}`,
        },
        tx,
      );
      return { ok: true, customerId: id };
    }),
  );
}

export type MergeResult = { ok: true } | { ok: false; message: string };

/** Two customers who are one: `from`'s requests, notes and review history move to `into`, `from` goes. Logged. */
export async function mergeCustomers(into: number, from: number, actor: Actor): Promise<MergeResult> {
  if (into === from) return { ok: false, message: "Choose another customer to merge with." };
  return withDb((db) =>
    db.transaction(async (tx): Promise<MergeResult> => {
      const both = await tx
        .select()
        .from(customers)
        .where(inArray(customers.id, [into, from]))
        .orderBy(asc(customers.id))
        .for("update");
      const target = both.find((c) => c.id === into);
      const source = both.find((c) => c.id === from);
      if (!target || !source) return { ok: false, message: `There is no customer #${from}.` };
      if (target.erasedAt || source.erasedAt) return { ok: false, message: "An erased customer cannot be merged." };
      await tx.update(bookings).set({ customerId: into }).where(eq(bookings.customerId, from));
      await tx.update(contactMessages).set({ customerId: into }).where(eq(contactMessages.customerId, from));
      await tx.update(customerNotes).set({ customerId: into }).where(eq(customerNotes.customerId, from));
      await tx.update(reviewRequests).set({ customerId: into }).where(eq(reviewRequests.customerId, from));
      await tx.update(calls).set({ customerId: into }).where(eq(calls.customerId, from));
      await tx.delete(customers).where(eq(customers.id, from));
      await tx
        .update(customers)
        .set({
          phone: target.phone ?? source.phone,
          email: target.email ?? source.email,
          name: target.name || source.name,
          address: target.address || source.address,
          reviewOptOutAt: target.reviewOptOutAt ?? source.reviewOptOutAt,
          createdAt: target.createdAt < source.createdAt ? target.createdAt : source.createdAt,
        })
        .where(eq(customers.id, into));
      await refreshSearch(tx, into);
      await logActivity(
        { user: actor, action: "customers-merged", detail: `Customer #${from} merged into customer #${into}` },
        tx,
      );
      return { ok: true };
    }),
  );
}

/** The customer a request belongs to (null for one stored before it was matched). */
export async function customerOfRequest(kind: RequestKind, id: number): Promise<number | null> {
  return withDb(async (db) => {
    const [row] =
      kind === "booking"
        ? await db.select({ c: bookings.customerId }).from(bookings).where(eq(bookings.id, id))
        : await db.select({ c: contactMessages.customerId }).from(contactMessages).where(eq(contactMessages.id, id));
    return row?.c ?? null;
  });
}

// ---------------------------------------------------------------------------------------------
// Privacy: erasing a customer, or old requests (retention).

const blankLeadSource = {
  landingPage: "",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  utmTerm: "",
  utmContent: "",
  gclid: "",
};

export const erasedName = (customerId: number) => `Erased customer #${customerId}`;

/** Blanks the personal fields of these bookings and messages and drops what hangs off them. */
/** Log actions on a request whose detail the product writes itself (no words of a person). */
const ERASE_KEEPS_DETAIL = sql.raw(`('status-changed', 'technician-assigned', 'payment-recorded')`);

/** A string for ILIKE with its wildcards taken literally. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

async function eraseRequests(tx: Tx, bookingIds: number[], messageIds: number[], name: string) {
  let photoCount = 0;
  if (bookingIds.length) {
    await tx
      .update(bookings)
      .set({
        name,
        email: "",
        phone: "",
        address: "",
        city: "",
        zipCode: "",
        model: "",
        serialNumber: "",
        issueDescription: "",
        additionalInfo: "",
        ...blankLeadSource,
      })
      .where(inArray(bookings.id, bookingIds));
    const gone = await tx.delete(photos).where(inArray(photos.bookingId, bookingIds)).returning({ id: photos.id });
    photoCount = gone.length;
    await tx.delete(appointmentLinks).where(inArray(appointmentLinks.bookingId, bookingIds));
    await tx.update(visitStepLog).set({ note: "" }).where(inArray(visitStepLog.bookingId, bookingIds));
    // The texts both ways: their bodies and numbers are personal data too.
    await tx.delete(textOutbox).where(inArray(textOutbox.bookingId, bookingIds));
    await tx.delete(smsInbound).where(inArray(smsInbound.bookingId, bookingIds));
    // The mails that announced or answered them (the owner's copy holds every field).
    for (const id of bookingIds)
      await tx
        .delete(mailQueue)
        .where(or(eq(mailQueue.reminderFor, id), ilike(mailQueue.body, `%/admin/requests/booking/${id}%`)));
  }
  if (messageIds.length) {
    await tx
      .update(contactMessages)
      .set({ name, email: "", phone: "", message: "", ...blankLeadSource })
      .where(inArray(contactMessages.id, messageIds));
    for (const id of messageIds)
      await tx.delete(mailQueue).where(ilike(mailQueue.body, `%/admin/requests/message/${id}%`));
  }
  // Staff's notes on those requests are rows of the activity log whose detail is the note.
  const notes = [
    bookingIds.length ? and(eq(activity.requestKind, "booking"), inArray(activity.requestId, bookingIds)) : undefined,
    messageIds.length ? and(eq(activity.requestKind, "message"), inArray(activity.requestId, messageIds)) : undefined,
  ].filter(Boolean);
  if (notes.length) {
    await tx.delete(activity).where(and(eq(activity.action, "note"), or(...notes)));
    // Other rows on those requests may carry their words too (a text reply, staff's text to them,
    // a "could not complete" reason): who did what and when stays, the detail goes, except where
    // the product wrote it itself; a reply's actor (their number) becomes the erased name.
    await tx
      .update(activity)
      .set({ detail: "" })
      .where(and(or(...notes), sql`${activity.action} not in ${ERASE_KEEPS_DETAIL}`));
    await tx
      .update(activity)
      .set({ actor: name })
      .where(and(or(...notes), isNull(activity.userId), sql`${activity.actor} not in ('System', 'Visitor')`));
  }
  return photoCount;
}

export type EraseResult = { ok: true; requests: number; photos: number } | { ok: false; message: string };

/**
 * Erases a customer on request (the owner): name, phone, e-mail and address blank on the customer
 * and every request of theirs, photos, notes, mails and appointment links deleted, jobs and
 * payments kept (tax records) under "Erased customer #<id>". The log says who and which number,
 * nothing erased. The customer's texts both ways are deleted too.
 */
export async function eraseCustomer(customerId: number, actor: Actor, now = new Date()): Promise<EraseResult> {
  return withDb((db) =>
    db.transaction(async (tx): Promise<EraseResult> => {
      const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for("update");
      if (!customer) return { ok: false, message: "There is no such customer." };
      if (customer.erasedAt) return { ok: false, message: "This customer has already been erased." };
      const name = erasedName(customerId);
      const bookingIds = (
        await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, customerId))
      ).map((r) => r.id);
      const messageIds = (
        await tx
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(eq(contactMessages.customerId, customerId))
      ).map((r) => r.id);
      // The addresses and numbers as typed on each request (capitals and all), read before blanking.
      const typed = [
        ...(await tx
          .select({ email: bookings.email, phone: bookings.phone })
          .from(bookings)
          .where(eq(bookings.customerId, customerId))),
        ...(await tx
          .select({ email: contactMessages.email, phone: contactMessages.phone })
          .from(contactMessages)
          .where(eq(contactMessages.customerId, customerId))),
      ];
      const emails = [
        ...new Set([customer.email ?? "", ...typed.map((t) => t.email)].map((e) => e.trim().toLowerCase())),
      ].filter((e) => e.includes("@"));
      const phones = [...new Set([customer.phone ?? "", ...typed.map((t) => t.phone.trim())])].filter(
        (p) => p.replace(/\D/g, "").length >= 7,
      );
      const photoCount = await eraseRequests(tx, bookingIds, messageIds, name);
      // Every mail to them or carrying their address (the owner's copy of a contact message has
      // it as reply-to and in its body), whatever capitals they typed; and the rate-limit
      // counters keyed by the address or number.
      for (const email of emails) {
        await tx
          .delete(mailQueue)
          .where(
            or(
              sql`lower(${mailQueue.recipient}) = ${email}`,
              sql`lower(coalesce(${mailQueue.replyTo}, '')) = ${email}`,
              ilike(mailQueue.body, `%${likeEscaped(email)}%`),
            ),
          );
        await tx.delete(rateLimits).where(ilike(rateLimits.key, `%${likeEscaped(email)}%`));
        await tx.delete(waitlistEntries).where(sql`lower(${waitlistEntries.email}) = ${email}`);
      }
      for (const phone of phones) {
        await tx.delete(mailQueue).where(ilike(mailQueue.body, `%${likeEscaped(phone)}%`));
        await tx.delete(rateLimits).where(ilike(rateLimits.key, `%${likeEscaped(phone)}%`));
        await tx.delete(waitlistEntries).where(eq(waitlistEntries.phone, phone));
      }
      await tx.delete(customerNotes).where(eq(customerNotes.customerId, customerId));
      // Their calls: number, voicemail and all (the missed-call text goes with the texts below).
      await tx
        .delete(calls)
        .where(or(eq(calls.customerId, customerId), phones.length ? inArray(calls.fromNumber, phones) : undefined));
      // Texts about no booking, to or from their number (their bookings' went with eraseRequests).
      if (customer.phone) {
        await tx.delete(smsInbound).where(eq(smsInbound.fromNumber, customer.phone));
        // A HELP answer to the number, about no booking.
        await tx.delete(textOutbox).where(and(isNull(textOutbox.bookingId), eq(textOutbox.toNumber, customer.phone)));
      }
      await tx
        .update(customers)
        .set({ name, phone: null, email: null, address: "", searchText: "", erasedAt: now })
        .where(eq(customers.id, customerId));
      await logActivity(
        {
          user: actor,
          action: "customer-erased",
          detail: `Customer #${customerId}: ${bookingIds.length + messageIds.length} requests, ${photoCount} photos`,
        },
        tx,
      );
      return { ok: true, requests: bookingIds.length + messageIds.length, photos: photoCount };
    }),
  );
}

/**
 * Retention (the privacy policy): a request that never led to a completed job is erased three
 * years after it was made; a customer left with nothing but erased requests and no job is
 * erased too. Jobs and payments (tax records) and the requests they belong to stay.
 */
export const RETENTION_YEARS = 3;

export async function eraseExpiredRequests(now = new Date()): Promise<{ requests: number; customers: number }> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  return withDb((db) =>
    db.transaction(async (tx) => {
      const oldBookings = await tx
        .select({ id: bookings.id, customerId: bookings.customerId })
        .from(bookings)
        .where(
          and(
            lt(bookings.createdAt, cutoff),
            ne(bookings.phone, ""),
            sql`not exists (select 1 from ${jobs} where ${jobs.bookingId} = ${bookings.id})`,
          ),
        )
        .limit(500);
      const oldMessages = await tx
        .select({ id: contactMessages.id, customerId: contactMessages.customerId })
        .from(contactMessages)
        .where(
          and(
            lt(contactMessages.createdAt, cutoff),
            sql`(${contactMessages.phone} <> '' or ${contactMessages.email} <> '')`,
          ),
        )
        .limit(500);
      for (const b of oldBookings)
        await eraseRequests(tx, [b.id], [], b.customerId !== null ? erasedName(b.customerId) : "Erased");
      for (const m of oldMessages)
        await eraseRequests(tx, [], [m.id], m.customerId !== null ? erasedName(m.customerId) : "Erased");
      // Customers with no request left that still holds anything, and no job.
      const touched = [
        ...new Set([...oldBookings, ...oldMessages].map((r) => r.customerId).filter((id): id is number => id !== null)),
      ];
      let erasedCustomers = 0;
      for (const id of touched) {
        const [live] = await tx
          .select({ n: count() })
          .from(bookings)
          .where(
            and(
              eq(bookings.customerId, id),
              or(ne(bookings.phone, ""), sql`exists (select 1 from ${jobs} where ${jobs.bookingId} = ${bookings.id})`),
            ),
          );
        const [liveMessages] = await tx
          .select({ n: count() })
          .from(contactMessages)
          .where(and(eq(contactMessages.customerId, id), gte(contactMessages.createdAt, cutoff)));
        if ((live?.n ?? 0) + (liveMessages?.n ?? 0) > 0) continue;
        await tx.delete(customerNotes).where(eq(customerNotes.customerId, id));
        const done = await tx
          .update(customers)
          .set({ name: erasedName(id), phone: null, email: null, address: "", searchText: "", erasedAt: now })
          .where(and(eq(customers.id, id), sql`${customers.erasedAt} is null`))
          .returning({ id: customers.id });
        erasedCustomers += done.length;
      }
      const requests = oldBookings.length + oldMessages.length;
      if (requests)
        await logActivity(
          {
            action: "customers-retention",
            detail: `${requests} requests older than ${RETENTION_YEARS} years without a job, ${erasedCustomers} customers`,
          },
          tx,
        );
      return { requests, customers: erasedCustomers };
    }),
  );
}
