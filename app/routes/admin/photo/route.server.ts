import { signedInUser, technicianRefusal } from "#app/auth/guard.server";
import { canSeePhoto } from "#app/visits/visits.server";
import { readPhoto } from "#app/photos/store.server";

/**
 * GET /admin/photos/<id> (full size) or ?size=thumbnail: signed-in staff only (401 and no bytes
 * otherwise), never cached, never sniffed; only photos that belong to a booking.
 */
export async function servePhoto(request: Request, idText: string) {
  // Signed out (or signed out since), whatever asks: 401 and no bytes, never a redirect.
  const user = await signedInUser(request);
  if (!user) {
    return new Response("Sign in to the workspace to see photos.\n", {
      status: 401,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const id = Number(idText);
  const size = new URL(request.url).searchParams.get("size") === "thumbnail" ? "thumbnail" : "full";
  // A technician sees only the photos of the visits assigned to them.
  if (user.role === "technician" && !(Number.isSafeInteger(id) && id > 0 && (await canSeePhoto(user, id)))) {
    return technicianRefusal();
  }
  const photo = Number.isSafeInteger(id) && id > 0 ? await readPhoto(id, size) : undefined;
  if (!photo)
    return new Response("No such photo.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.length),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="photo-${id}${size === "thumbnail" ? "-small" : ""}.jpg"`,
    },
  });
}
