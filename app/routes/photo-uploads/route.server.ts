import { failureMessage } from "#app/forms/submission";
import { defaultSiteFacts, siteFactsForPage } from "#app/settings/site-facts.server";
import type { ClientContext } from "#app/lib/edge-context";
import { hit } from "#app/limits/rate-limits.server";
import { PHOTO_MESSAGES, type PhotoUploadResult } from "#app/photos/limits";
import { isMultipart, processFormPhotos } from "#app/photos/intake.server";
import { parseMultipartForm } from "#app/photos/multipart.server";
import { storePendingPhoto } from "#app/photos/store.server";

const json = (body: PhotoUploadResult, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const failure = async () => failureMessage((await siteFactsForPage()).phones.main.display);

/**
 * One photo, uploaded by the wizard as soon as the visitor picks it (so step 2 can show its
 * progress), stored re-encoded without metadata under a private key that the booking then claims.
 */
export async function handlePhotoUpload(request: Request, context: ClientContext): Promise<Response> {
  if (!isMultipart(request)) return json({ ok: false, message: PHOTO_MESSAGES.unreadableForm }, 400);
  const limit = await hit("photoUploads", context.clientAddress).catch(() => undefined);
  // The database did not answer the rate limit: its default phone rather than asking it again.
  if (!limit) return json({ ok: false, message: failureMessage(defaultSiteFacts().phones.main.display) }, 503);
  if (!limit.allowed) {
    await request.body?.cancel().catch(() => {});
    return json(
      { ok: false, message: "Too many photos for now: please wait a while, or send the booking without them." },
      429,
      {
        "Retry-After": String(limit.retryAfterSeconds),
      },
    );
  }
  const parsed = await parseMultipartForm(request, { maxFiles: 1 });
  if (!parsed.ok) return json({ ok: false, message: parsed.message }, parsed.reason === "too-large" ? 413 : 400);
  try {
    if (parsed.files.length !== 1) return json({ ok: false, message: PHOTO_MESSAGES.notAnImage }, 400);
    const processed = await processFormPhotos(parsed.files, 0, 1);
    if (!processed.ok) return json({ ok: false, message: processed.message }, 400);
    const [photo] = processed.photos;
    const key = await storePendingPhoto(photo!);
    return json({ ok: true, key, width: photo!.width, height: photo!.height });
  } catch (error) {
    console.error("[photos] could not store an upload:", error instanceof Error ? error.message : error);
    return json({ ok: false, message: await failure() }, 503);
  } finally {
    await parsed.cleanup();
  }
}
