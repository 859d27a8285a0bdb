import { desc, inArray } from "drizzle-orm";
import { withDb, type Database, type Tx } from "#app/db/client.server";
import { estimates } from "#app/db/schema";
import { estimateStatusView, type EstimateStatusView } from "./estimate-status";

/**
 * The estimate's status of each of these visits (bookings), in one query however many there are:
 * the newest version of each (DISTINCT ON the booking, by version, on the unique index
 * estimates_booking_version_idx), so a list's page costs one more read, never one per row. Visits
 * without an estimate are absent from the map.
 */
export async function estimateStatusesOf(
  bookingIds: readonly number[],
  db?: Database | Tx,
): Promise<Map<number, EstimateStatusView>> {
  const out = new Map<number, EstimateStatusView>();
  const ids = [...new Set(bookingIds)];
  if (!ids.length) return out;
  const read = (conn: Database | Tx) => newestStatusesQuery(conn, ids);
  const rows = db ? await read(db) : await withDb(read);
  for (const row of rows) {
    const view = estimateStatusView(row.status);
    if (view) out.set(row.bookingId, view);
  }
  return out;
}

/** The query itself (tests read its plan: an index scan of estimates_booking_version_idx). */
export const newestStatusesQuery = (conn: Database | Tx, bookingIds: number[]) =>
  conn
    .selectDistinctOn([estimates.bookingId], { bookingId: estimates.bookingId, status: estimates.status })
    .from(estimates)
    .where(inArray(estimates.bookingId, bookingIds))
    .orderBy(estimates.bookingId, desc(estimates.version));
