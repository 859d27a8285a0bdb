import exifr from "exifr";
import { eq } from "drizzle-orm";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { teamPhotos } from "#app/db/schema";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { TEAM_PHOTO_SIDE } from "./limits";
import { isPhotoRefusal, processPhoto } from "./process-photo.server";
import {
  readTeamPhoto,
  removeUnusedTeamPhotos,
  storedTeamPhotoIds,
  storeTeamPhoto,
  teamPortrait,
} from "./team-photos.server";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "team-photos-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a team portrait", () => {
  it("is a square JPEG of TEAM_PHOTO_SIDE without the upload's EXIF (GPS)", async () => {
    const path = join(dir, "wide.jpg");
    await writeFile(
      path,
      await sharp({ create: { width: 900, height: 500, channels: 3, background: "#b04a4a" } })
        .jpeg()
        .withExif({
          IFD0: { Make: "PhoneMaker" },
          IFD3: {
            GPSLatitudeRef: "N",
            GPSLatitude: "27/1 57/1 0/1",
            GPSLongitudeRef: "W",
            GPSLongitude: "82/1 27/1 0/1",
          },
        })
        .toBuffer(),
    );
    // The fixture really carries what must go.
    expect(await exifr.gps(path)).toEqual({ latitude: 27.95, longitude: -82.45 });
    const processed = await processPhoto(path);
    if (isPhotoRefusal(processed)) throw new Error(processed.message);
    const portrait = await teamPortrait(processed);
    const meta = await sharp(portrait).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", TEAM_PHOTO_SIDE, TEAM_PHOTO_SIDE]);
    expect(meta.exif).toBeUndefined();
    expect(
      await exifr.parse(portrait, { tiff: true, gps: true, xmp: true, icc: true, iptc: true, jfif: false }),
    ).toBeUndefined();
  });
});

const bytesOf = (mark: string) => Buffer.from(`portrait ${mark}`);
const photoAt = async (id: number) =>
  (await withDb((db) => db.select().from(teamPhotos).where(eq(teamPhotos.id, id))))[0];

describe.each(testDatabases("fridge-team-photos"))("the team photo store on $name", ({ setUp }) => {
  useTestDatabase(setUp);
  beforeEach(async () => {
    await withDb((db) => db.delete(teamPhotos));
  });

  it("stores under a random id, gives the same id for the same bytes, reads them back", async () => {
    const a = await storeTeamPhoto(bytesOf("a"));
    const b = await storeTeamPhoto(bytesOf("b"));
    expect(Number.isSafeInteger(a) && a > 0).toBe(true);
    expect(b).not.toBe(a);
    expect(await storeTeamPhoto(bytesOf("a"))).toBe(a);
    expect((await readTeamPhoto(a))?.bytes.toString()).toBe("portrait a");
    expect((await readTeamPhoto(a))?.contentType).toBe("image/jpeg");
    expect(await readTeamPhoto(a + 1)).toBeUndefined();
    expect(await storedTeamPhotoIds([a, b, 12345])).toEqual(new Set([a, b]));
    expect(await storedTeamPhotoIds([])).toEqual(new Set());
  });

  it("deletes photos the team dropped at once, unsaved uploads after a day, never those it names", async () => {
    const kept = await storeTeamPhoto(bytesOf("kept"));
    const dropped = await storeTeamPhoto(bytesOf("dropped"));
    const fresh = await storeTeamPhoto(bytesOf("fresh upload"));
    const old = await storeTeamPhoto(bytesOf("old upload"));
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await withDb((db) => db.update(teamPhotos).set({ createdAt: dayAgo }).where(eq(teamPhotos.id, old)));
    await withDb((db) => db.update(teamPhotos).set({ createdAt: dayAgo }).where(eq(teamPhotos.id, kept)));

    expect(await removeUnusedTeamPhotos({ keep: [kept], dropped: [dropped] })).toBe(2);
    expect(await photoAt(kept)).toBeDefined();
    expect(await photoAt(fresh)).toBeDefined();
    expect(await photoAt(dropped)).toBeUndefined();
    expect(await photoAt(old)).toBeUndefined();

    // A team with no photos left: what it dropped goes, even the newest.
    expect(await removeUnusedTeamPhotos({ keep: [], dropped: [kept, fresh] })).toBe(2);
    expect(await storedTeamPhotoIds([kept, fresh])).toEqual(new Set());
  });
});
