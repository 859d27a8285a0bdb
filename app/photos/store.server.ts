import { and, count, eq } from "drizzle-orm";
import { withDb, type Tx } from "~/db/client.server";
import { photos } from "~/db/schema";
import { MAX_PHOTOS } from "./limits";
import type { ProcessedPhoto } from "./process-photo.server";

/**
 * Photos live in the database with their booking (a backup has them, two server processes see
 * them, deleting the booking deletes them). Only ever re-encoded copies without metadata.
 */

/** Stores photos for a booking inside the caller's transaction; at most MAX_PHOTOS per booking. */
export async function storePhotos(tx: Tx, bookingId: number, processed: ProcessedPhoto[]): Promise<number> {
  if (!processed.length) return 0;
  const [existing] = await tx.select({ n: count() }).from(photos).where(eq(photos.bookingId, bookingId));
  const room = MAX_PHOTOS - (existing?.n ?? 0);
  if (processed.length > room) throw new TooManyPhotosError(room);
  await tx.insert(photos).values(
    processed.map((p) => ({
      bookingId,
      contentType: p.contentType,
      width: p.width,
      height: p.height,
      bytes: p.bytes,
      thumbnail: p.thumbnail,
    })),
  );
  return processed.length;
}

export class TooManyPhotosError extends Error {
  constructor(readonly room: number) {
    super(`Only ${room} more photo(s) fit`);
    this.name = "TooManyPhotosError";
  }
}

/** One photo's bytes (or its thumbnail's), for the staff-only reader. */
export async function readPhoto(id: number, size: "full" | "thumbnail"): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const [row] = await withDb((db) =>
    db
      .select({ bytes: size === "full" ? photos.bytes : photos.thumbnail, contentType: photos.contentType })
      .from(photos)
      .where(eq(photos.id, id)),
  );
  return row;
}

/** How many photos a booking has. */
export async function photoCount(bookingId: number): Promise<number> {
  const [row] = await withDb((db) => db.select({ n: count() }).from(photos).where(and(eq(photos.bookingId, bookingId))));
  return row?.n ?? 0;
}
