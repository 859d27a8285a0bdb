import { randomBytes } from "node:crypto";
import { and, count, eq, inArray, isNull, lt } from "drizzle-orm";
import { withDb, type Tx } from "#app/db/client.server";
import { photos } from "#app/db/schema";
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

/** One booking's photo (or its thumbnail), for the staff-only reader; pending uploads are never served. */
export async function readPhoto(
  id: number,
  size: "full" | "thumbnail",
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const [row] = await withDb((db) =>
    db
      .select({
        bytes: size === "full" ? photos.bytes : photos.thumbnail,
        contentType: photos.contentType,
        bookingId: photos.bookingId,
      })
      .from(photos)
      .where(eq(photos.id, id)),
  );
  return row?.bookingId ? { bytes: row.bytes, contentType: row.contentType } : undefined;
}

/** How many photos a booking has. */
export async function photoCount(bookingId: number): Promise<number> {
  const [row] = await withDb((db) =>
    db
      .select({ n: count() })
      .from(photos)
      .where(and(eq(photos.bookingId, bookingId))),
  );
  return row?.n ?? 0;
}

/** A photo uploaded ahead of its booking (the wizard uploads as the visitor picks): its private key. */
export async function storePendingPhoto(processed: ProcessedPhoto): Promise<string> {
  const uploadKey = randomBytes(32).toString("base64url");
  await withDb((db) =>
    db.insert(photos).values({
      uploadKey,
      contentType: processed.contentType,
      width: processed.width,
      height: processed.height,
      bytes: processed.bytes,
      thumbnail: processed.thumbnail,
    }),
  );
  return uploadKey;
}

export const UPLOAD_KEY = /^[A-Za-z0-9_-]{43}$/;

/** Gives the booking the pending photos it names (unknown or already claimed keys are skipped). */
export async function claimPendingPhotos(tx: Tx, bookingId: number, keys: string[]): Promise<number> {
  const valid = keys.filter((k) => UPLOAD_KEY.test(k));
  if (!valid.length) return 0;
  const claimed = await tx
    .update(photos)
    .set({ bookingId, uploadKey: null })
    .where(and(inArray(photos.uploadKey, valid), isNull(photos.bookingId)))
    .returning({ id: photos.id });
  return claimed.length;
}

/** Uploads never claimed by a booking, a day after they arrived. */
export async function removeStalePendingPhotos(now = new Date()): Promise<void> {
  await withDb((db) =>
    db
      .delete(photos)
      .where(and(isNull(photos.bookingId), lt(photos.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))),
  );
}
