import { count, desc, inArray } from "drizzle-orm";
import { requireUser } from "~/auth/guard.server";
import { withDb } from "~/db/client.server";
import { bookings, contactMessages, photos, type Booking, type ContactMessage, type RequestKind } from "~/db/schema";
import { bookingsCsv, csvResponse, csvUnavailable, messagesCsv, requestsCsv, type AnyRequest } from "./csv.server";
import { allRequestKeys, filtersFromUrl, type RequestFilters } from "./list.server";

/**
 * The CSV exports, written batch by batch: a business with thousands of requests gets them all,
 * and neither the database (PGlite's WebAssembly memory never shrinks once grown) nor the server
 * ever holds more than one batch of rows.
 */
export const CSV_BATCH_ROWS = 500;

const encoder = new TextEncoder();

/**
 * A CSV answer from `parts` (the first already read: a database that is down answers 503 before
 * any byte is sent). A database failure half-way ends the download early.
 */
async function csvFromParts(name: string, parts: AsyncGenerator<string>): Promise<Response> {
  const first = await parts.next();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(first.value));
      if (first.done) controller.close();
    },
    async pull(controller) {
      try {
        const next = await parts.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        console.error(`[admin] the ${name} export stopped half-way:`, error instanceof Error ? error.message : error);
        controller.error(error);
      }
    },
    cancel() {
      void parts.return(undefined);
    },
  });
  return csvResponse(body, name);
}

async function photoCounts(bookingIds: number[]): Promise<Map<number, number>> {
  if (!bookingIds.length) return new Map();
  const rows = await withDb((db) =>
    db
      .select({ id: photos.bookingId, n: count() })
      .from(photos)
      .where(inArray(photos.bookingId, bookingIds))
      .groupBy(photos.bookingId),
  );
  return new Map(rows.map((r) => [r.id!, r.n]));
}

/**
 * The rows of `ids`, in that order, a batch at a time. Ids are read first (a few bytes each) and
 * rows by id, so paging never depends on timestamps (microseconds in the database, milliseconds
 * here); a row deleted since its id was read is left out.
 */
async function* inBatches<T extends { id: number }>(ids: number[], rowsOf: (ids: number[]) => Promise<T[]>): AsyncGenerator<T[]> {
  for (let start = 0; start < ids.length; start += CSV_BATCH_ROWS) {
    const batch = ids.slice(start, start + CSV_BATCH_ROWS);
    const byId = new Map((await rowsOf(batch)).map((row) => [row.id, row]));
    yield batch.map((id) => byId.get(id)).filter((row) => row !== undefined);
  }
}

async function* bookingParts(): AsyncGenerator<string> {
  const ids = await withDb((db) => db.select({ id: bookings.id }).from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id)));
  if (!ids.length) yield bookingsCsv([]);
  let header = true;
  for await (const rows of inBatches<Booking>(ids.map((r) => r.id), (batch) => withDb((db) => db.select().from(bookings).where(inArray(bookings.id, batch))))) {
    yield bookingsCsv(rows, await photoCounts(rows.map((r) => r.id)), { header });
    header = false;
  }
}

async function* messageParts(): AsyncGenerator<string> {
  const ids = await withDb((db) =>
    db.select({ id: contactMessages.id }).from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
  );
  if (!ids.length) yield messagesCsv([]);
  let header = true;
  for await (const rows of inBatches<ContactMessage>(ids.map((r) => r.id), (batch) =>
    withDb((db) => db.select().from(contactMessages).where(inArray(contactMessages.id, batch))),
  )) {
    yield messagesCsv(rows, { header });
    header = false;
  }
}

/** The list as filtered on /admin: its keys in list order, then their rows a batch at a time. */
async function* filteredParts(filters: RequestFilters): AsyncGenerator<string> {
  const keys = await allRequestKeys(filters);
  if (!keys.length) yield requestsCsv([]);
  for (let start = 0; start < keys.length; start += CSV_BATCH_ROWS) {
    const batch = keys.slice(start, start + CSV_BATCH_ROWS);
    const ids = (kind: RequestKind) => batch.filter((k) => k.kind === kind).map((k) => k.id);
    const [bookingRows, messageRows] = await withDb((db) =>
      Promise.all([
        ids("booking").length ? db.select().from(bookings).where(inArray(bookings.id, ids("booking"))) : [],
        ids("message").length ? db.select().from(contactMessages).where(inArray(contactMessages.id, ids("message"))) : [],
      ]),
    );
    const byKey = new Map<string, AnyRequest>();
    for (const row of bookingRows) byKey.set(`booking-${row.id}`, { kind: "booking", row });
    for (const row of messageRows) byKey.set(`message-${row.id}`, { kind: "message", row });
    // A request deleted since the keys were read is left out.
    const ordered = batch.map((k) => byKey.get(`${k.kind}-${k.id}`)).filter((r) => r !== undefined);
    yield requestsCsv(ordered, await photoCounts(ids("booking")), { header: start === 0 });
  }
}

/**
 * GET /admin/bookings.csv, /admin/messages.csv (everything, as always) and /admin/requests.csv
 * (the list as filtered on the page). Staff and owner; formulas neutralised (csv.server.ts).
 */
export async function exportCsv(request: Request, which: "bookings" | "messages" | "filtered") {
  await requireUser(request);
  try {
    if (which === "bookings") return await csvFromParts("bookings", bookingParts());
    if (which === "messages") return await csvFromParts("messages", messageParts());
    const filters: RequestFilters = { ...filtersFromUrl(new URL(request.url)), page: undefined };
    return await csvFromParts("requests", filteredParts(filters));
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`[admin] could not export ${which}:`, error instanceof Error ? error.message : error);
    return csvUnavailable();
  }
}
