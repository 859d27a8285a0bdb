import { createHash, randomInt } from "node:crypto";
import { and, eq, inArray, lt, notInArray, or, type SQL } from "drizzle-orm";
import { withDb } from "#app/db/client.server";
import { teamPhotos } from "#app/db/schema";
import { TEAM_PHOTO_SIDE } from "./limits";
import type { ProcessedPhoto } from "./process-photo.server";
import { loadSharp } from "./sharp.server";

/**
 * Team members' photos for /about (docs/decisions/0024-team-photos.md): an upload goes through
 * processPhoto (decoded, size limits, re-encoded without metadata) like a booking's photo, then is
 * cut to one square portrait and stored under a random id. The team list in the owner's settings
 * names the ids; this module knows nothing of settings (the route's server code joins the two).
 */

/** The largest id: random ids stay far inside JavaScript's safe integers and PostgreSQL's bigint. */
const MAX_ID = 2 ** 47;

/** A processed photo cut to the square portrait /about shows (cover, keeping the busiest part). */
export async function teamPortrait(photo: ProcessedPhoto): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(photo.bytes)
    .resize(TEAM_PHOTO_SIDE, TEAM_PHOTO_SIDE, { fit: "cover", position: sharp.strategy.attention })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/**
 * Stores a portrait (JPEG bytes from teamPortrait) and gives its id. The same bytes again (a form
 * sent twice, the same file picked again) give the id they already have.
 */
export async function storeTeamPhoto(bytes: Buffer): Promise<number> {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return withDb(async (db) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [inserted] = await db
        .insert(teamPhotos)
        .values({
          id: randomInt(1, MAX_ID),
          sha256,
          contentType: "image/jpeg",
          width: TEAM_PHOTO_SIDE,
          height: TEAM_PHOTO_SIDE,
          bytes,
        })
        .onConflictDoNothing()
        .returning({ id: teamPhotos.id });
      if (inserted) return inserted.id;
      const [existing] = await db.select({ id: teamPhotos.id }).from(teamPhotos).where(eq(teamPhotos.sha256, sha256));
      if (existing) return existing.id;
      // Neither inserted nor found: the random id was taken (1 in 10^14); draw another.
    }
    throw new Error("could not store a team photo");
  });
}

/** A stored team photo's bytes, or undefined. */
export async function readTeamPhoto(id: number): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const [row] = await withDb((db) =>
    db
      .select({ bytes: teamPhotos.bytes, contentType: teamPhotos.contentType })
      .from(teamPhotos)
      .where(eq(teamPhotos.id, id)),
  );
  return row;
}

/** Which of `ids` are stored. */
export async function storedTeamPhotoIds(ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await withDb((db) =>
    db
      .select({ id: teamPhotos.id })
      .from(teamPhotos)
      .where(inArray(teamPhotos.id, [...ids])),
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Deletes the team photos the team no longer names (`keep`): at once those it named before
 * (`dropped`: a member or their photo removed), the others (uploads whose save was refused and never
 * sent again) once they are a day old, so a form still open in another tab can send its upload.
 */
export async function removeUnusedTeamPhotos({
  keep,
  dropped = [],
  now = new Date(),
}: {
  keep: readonly number[];
  dropped?: readonly number[];
  now?: Date;
}): Promise<number> {
  const stale: SQL = lt(teamPhotos.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const removable = dropped.length ? or(stale, inArray(teamPhotos.id, [...dropped]))! : stale;
  const removed = await withDb((db) =>
    db
      .delete(teamPhotos)
      .where(keep.length ? and(notInArray(teamPhotos.id, [...keep]), removable) : removable)
      .returning({ id: teamPhotos.id }),
  );
  return removed.length;
}
