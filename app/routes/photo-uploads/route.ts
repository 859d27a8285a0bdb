import type { Route } from "./+types/route";
import { MAX_FIELD_BYTES, MAX_PHOTO_BYTES } from "#app/photos/limits";
import { handlePhotoUpload } from "./route.server";
import { clientOf } from "#app/lib/edge-context";

/** POST /photo-uploads: one photo for a booking still being filled in (see route.server.ts). */
export const handle = { maxMultipartBytes: MAX_PHOTO_BYTES + 2 * MAX_FIELD_BYTES };

export const action = ({ request, context }: Route.ActionArgs) => handlePhotoUpload(request, clientOf(context));

export const loader = () =>
  new Response("Send photos with POST.\n", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain" } });
