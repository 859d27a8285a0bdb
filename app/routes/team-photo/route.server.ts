import { parseTeamPhotoId } from "#app/photos/limits";
import { readTeamPhoto } from "#app/photos/team-photos.server";
import { withDb } from "#app/db/client.server";
import { getSiteFacts } from "#app/settings/site-facts.server";

/** An id names one photo for good (random, never reused: docs/decisions/0024-team-photos.md). */
export const TEAM_PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";

const notFound = () =>
  new Response("No such photo.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * A team photo for /about: only one the current team names (a removed member's or photo's id, an
 * upload never saved, any other number: 404), with its stored type, never sniffed, cached for a
 * year (its bytes never change under its id).
 */
export async function serveTeamPhoto(idText: string | undefined): Promise<Response> {
  const id = parseTeamPhotoId(idText);
  if (id === undefined) return notFound();
  const team = (await withDb((db) => getSiteFacts(db))).team;
  if (!team.some((member) => member.photoId === id)) return notFound();
  const photo = await readTeamPhoto(id);
  if (!photo) return notFound();
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.length),
      "Cache-Control": TEAM_PHOTO_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="team-${id}.jpg"`,
    },
  });
}
