import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, photos, users } from "#app/db/schema";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { aBookingInput } from "#tests/fixtures/records";
import { deleteRequest } from "#app/requests/detail.server";
import { MAX_PHOTOS } from "./limits";
import type { ProcessedPhoto } from "./process-photo.server";
import {
  claimPendingPhotos,
  photoCount,
  readPhoto,
  removeStalePendingPhotos,
  storePendingPhoto,
  storePhotos,
  TooManyPhotosError,
  UPLOAD_KEY,
} from "./store.server";

// The store keeps whatever bytes it is given (decoding is process-photo's work): marked bytes
// make it plain which photo came back.
const aPhoto = (mark: string): ProcessedPhoto => ({
  bytes: Buffer.from(`full ${mark}`),
  thumbnail: Buffer.from(`thumb ${mark}`),
  contentType: "image/jpeg",
  width: 2000,
  height: 1500,
});

/** A stored booking (the row only: the store does not care how it was booked). */
async function aBookingId(name: string): Promise<number> {
  const [row] = await withDb((db) =>
    db.insert(bookings).values(aBookingInput({ name })).returning({ id: bookings.id }),
  );
  return row!.id;
}

const claim = (bookingId: number, keys: string[]) =>
  withDb((db) => db.transaction((tx) => claimPendingPhotos(tx, bookingId, keys)));
const photoRow = async (id: number) => (await withDb((db) => db.select().from(photos).where(eq(photos.id, id))))[0];
const idOfKey = async (key: string) =>
  (await withDb((db) => db.select({ id: photos.id }).from(photos).where(eq(photos.uploadKey, key))))[0]!.id;

describe.each(testDatabases("fridge-photos"))("the photo store on $name", ({ setUp }) => {
  useTestDatabase(setUp);
  beforeAll(async () => {
    await withDb((db) => db.delete(photos)); // opens the database here, not in a test's time
  });
  beforeEach(async () => {
    await withDb((db) => db.delete(photos));
  });

  it("moves an upload claimed by a booking to it; until then it is never served", async () => {
    const key = await storePendingPhoto(aPhoto("plate"));
    expect(key).toMatch(UPLOAD_KEY);
    const id = await idOfKey(key);
    expect(await readPhoto(id, "full")).toBeUndefined();

    const bookingId = await aBookingId("Claimer");
    expect(await claim(bookingId, [key])).toBe(1);
    expect(await photoRow(id)).toMatchObject({ bookingId, uploadKey: null });
    expect(await photoCount(bookingId)).toBe(1);
    const full = await readPhoto(id, "full");
    expect(full?.bytes.toString()).toBe("full plate");
    expect(full?.contentType).toBe("image/jpeg");
    expect((await readPhoto(id, "thumbnail"))?.bytes.toString()).toBe("thumb plate");
  });

  it("never lets a key be claimed twice, and skips keys that are unknown or malformed", async () => {
    const key = await storePendingPhoto(aPhoto("once"));
    const id = await idOfKey(key);
    const [first, second] = [await aBookingId("First"), await aBookingId("Second")];
    expect(await claim(first, [key])).toBe(1);
    expect(await claim(second, [key])).toBe(0);
    expect(await photoRow(id)).toMatchObject({ bookingId: first });
    expect(await photoCount(second)).toBe(0);
    // A well-formed key nobody uploaded, and text that is no key at all: nothing claimed.
    expect(await claim(second, ["A".repeat(43), "'; drop table photos; --", ""])).toBe(0);
    expect(await photoCount(second)).toBe(0);
  });

  it("housekeeping removes unclaimed uploads older than a day, and nothing else", async () => {
    const now = new Date("2026-11-23T14:00:00Z");
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 60 * 60 * 1000);
    const stale = await idOfKey(await storePendingPhoto(aPhoto("stale")));
    const fresh = await idOfKey(await storePendingPhoto(aPhoto("fresh")));
    const claimedKey = await storePendingPhoto(aPhoto("claimed"));
    const claimed = await idOfKey(claimedKey);
    expect(await claim(await aBookingId("Old Booking"), [claimedKey])).toBe(1);
    await withDb(async (db) => {
      await db
        .update(photos)
        .set({ createdAt: hoursAgo(25) })
        .where(eq(photos.id, stale));
      await db
        .update(photos)
        .set({ createdAt: hoursAgo(23) })
        .where(eq(photos.id, fresh));
      await db
        .update(photos)
        .set({ createdAt: hoursAgo(24 * 30) })
        .where(eq(photos.id, claimed));
    });

    await removeStalePendingPhotos(now);
    const left = await withDb((db) => db.select({ id: photos.id }).from(photos));
    expect(left.map((p) => p.id).sort((a, b) => a - b)).toEqual([fresh, claimed].sort((a, b) => a - b));
  });

  it(`keeps at most ${MAX_PHOTOS} photos per booking, counting the ones it has`, async () => {
    const bookingId = await aBookingId("Many Photos");
    await withDb((db) => db.transaction((tx) => storePhotos(tx, bookingId, [aPhoto("1"), aPhoto("2")])));
    const refused = await withDb((db) =>
      db.transaction((tx) => storePhotos(tx, bookingId, [aPhoto("3"), aPhoto("4")])),
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TooManyPhotosError);
    expect((refused as TooManyPhotosError).room).toBe(1);
    expect(await photoCount(bookingId)).toBe(2); // the refused transaction stored neither
    expect(await withDb((db) => db.transaction((tx) => storePhotos(tx, bookingId, [aPhoto("3")])))).toBe(1);
    expect(await photoCount(bookingId)).toBe(MAX_PHOTOS);
  });

  it("deletes a booking's photos with it (and only its own)", async () => {
    const [gone, kept] = [await aBookingId("Deleted"), await aBookingId("Kept")];
    await withDb((db) =>
      db.transaction(async (tx) => {
        await storePhotos(tx, gone, [aPhoto("a"), aPhoto("b")]);
        await storePhotos(tx, kept, [aPhoto("c")]);
      }),
    );
    const goneIds = (
      await withDb((db) => db.select({ id: photos.id }).from(photos).where(eq(photos.bookingId, gone)))
    ).map((p) => p.id);
    const [owner] = await withDb((db) =>
      db
        .insert(users)
        .values({ email: `owner-${gone}@example.com`, name: "Owner", role: "owner" })
        .returning(),
    );
    expect(await deleteRequest("booking", gone, { id: owner!.id, email: owner!.email })).toBe(true);
    for (const id of goneIds) {
      expect(await photoRow(id)).toBeUndefined();
      expect(await readPhoto(id, "thumbnail")).toBeUndefined();
    }
    expect(await photoCount(kept)).toBe(1);
  });
});
