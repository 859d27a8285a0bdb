import { count, desc, inArray } from "drizzle-orm";
import { requireUser } from "#app/auth/guard.server";
import { withDb } from "#app/db/client.server";
import { bookings, contactMessages, photos, type Booking, type ContactMessage, type RequestKind } from "#app/db/schema";
import {
  bookingsCsv,
  csvResponse,
  csvUnavailable,
  messagesCsv,
  requestsCsv,
  type AnyRequest,
  type CsvPart,
} from "./csv.server";
import { allRequestKeys, filtersFromUrl } from "./list.server";

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
export async function csvFromParts(name: string, parts: AsyncGenerator<string>): Promise<Response> {
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
 * The file as parts: the rows of `keys`, in their order, read and written CSV_BATCH_ROWS at a time
 * (the first part carries the header). Keys are read first (a few bytes each) and rows by key, so
 * paging never depends on timestamps (microseconds in the database, milliseconds here).
 */
export async function* inBatches<K, R>(
  keys: K[],
  rowsOf: (batch: K[]) => Promise<R[]>,
  write: (rows: R[], part: CsvPart) => Promise<string>,
) {
  if (!keys.length) yield await write([], { header: true });
  for (let start = 0; start < keys.length; start += CSV_BATCH_ROWS) {
    yield await write(await rowsOf(keys.slice(start, start + CSV_BATCH_ROWS)), { header: start === 0 });
  }
}

/** Rows in the order of `ids`; one deleted since its id was read is left out. */
function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

const bookingsById = async (ids: number[]): Promise<Booking[]> =>
  ids.length ? inOrder(ids, await withDb((db) => db.select().from(bookings).where(inArray(bookings.id, ids)))) : [];
const messagesById = async (ids: number[]): Promise<ContactMessage[]> =>
  ids.length
    ? inOrder(ids, await withDb((db) => db.select().from(contactMessages).where(inArray(contactMessages.id, ids))))
    : [];

/** Bookings and messages in the order of `keys` (the workspace list's). */
async function requestsByKey(keys: Array<{ kind: RequestKind; id: number }>): Promise<AnyRequest[]> {
  const idsOf = (kind: RequestKind) => keys.filter((k) => k.kind === kind).map((k) => k.id);
  const [bookingRows, messageRows] = [await bookingsById(idsOf("booking")), await messagesById(idsOf("message"))];
  const byKey = new Map<string, AnyRequest>([
    ...bookingRows.map((row) => [`booking-${row.id}`, { kind: "booking", row }] as const),
    ...messageRows.map((row) => [`message-${row.id}`, { kind: "message", row }] as const),
  ]);
  return keys.map((k) => byKey.get(`${k.kind}-${k.id}`)).filter((r) => r !== undefined);
}

/**
 * GET /admin/bookings.csv, /admin/messages.csv (everything, as always) and /admin/requests.csv
 * (the list as filtered on the page). Staff and owner; formulas neutralised (csv.server.ts).
 */
export async function exportCsv(request: Request, which: "bookings" | "messages" | "filtered") {
  await requireUser(request);
  try {
    if (which === "bookings") {
      const ids = await withDb((db) =>
        db.select({ id: bookings.id }).from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id)),
      );
      const parts = inBatches(
        ids.map((r) => r.id),
        bookingsById,
        async (rows, part) => bookingsCsv(rows, await photoCounts(rows.map((r) => r.id)), part),
      );
      return await csvFromParts("bookings", parts);
    }
    if (which === "messages") {
      const ids = await withDb((db) =>
        db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
      );
      return await csvFromParts(
        "messages",
        inBatches(
          ids.map((r) => r.id),
          messagesById,
          async (rows, part) => messagesCsv(rows, part),
        ),
      );
    }
    const keys = await allRequestKeys({ ...filtersFromUrl(new URL(request.url)), page: undefined });
    const parts = inBatches(keys, requestsByKey, async (rows, part) =>
      requestsCsv(rows, await photoCounts(rows.flatMap((r) => (r.kind === "booking" ? [r.row.id] : []))), part),
    );
    return await csvFromParts("requests", parts);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`[admin] could not export ${which}:`, error instanceof Error ? error.message : error);
    return csvUnavailable();
  }
}
