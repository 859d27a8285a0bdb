import { failureMessage } from "#app/forms/submission";
import { dictionaryFor } from "#app/content/i18n/dictionaries.server";
import { fill } from "#app/content/i18n/fill";
import type { Lang } from "#app/content/i18n/lang";
import { defaultSiteFacts, siteFactsForPage } from "#app/settings/site-facts.server";
import type { ClientContext } from "#app/lib/edge-context";
import { hit } from "#app/limits/rate-limits.server";
import { PHOTO_MESSAGES, type PhotoUploadResult } from "#app/photos/limits";
import { photoMessageIn } from "#app/photos/messages.server";
import { isMultipart, processFormPhotos } from "#app/photos/intake.server";
import { parseMultipartForm } from "#app/photos/multipart.server";
import { storePendingPhoto } from "#app/photos/store.server";

const jsonIn = (body: PhotoUploadResult, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** "We couldn't send your request. ... call us at <main line>" in the page's language. */
const failureIn = (lang: Lang, phone: string) =>
  lang === "en" ? failureMessage(phone) : fill(dictionaryFor(lang).formMessages.failure, { phone });
const failure = async (lang: Lang) => failureIn(lang, (await siteFactsForPage()).phones.main.display);

/**
 * One photo, uploaded by the wizard as soon as the visitor picks it (so step 2 can show its
 * progress), stored re-encoded without metadata under a private key that the booking then claims.
 */
export async function handlePhotoUpload(request: Request, context: ClientContext): Promise<Response> {
  // The Spanish wizard posts to /photo-uploads?lang=es (its form words say its language).
  const lang: Lang = new URL(request.url).searchParams.get("lang") === "es" ? "es" : "en";
  const json = (body: PhotoUploadResult, status = 200, headers: HeadersInit = {}) =>
    jsonIn(body.ok ? body : { ...body, message: photoMessageIn(lang, body.message) }, status, headers);
  if (!isMultipart(request)) return json({ ok: false, message: PHOTO_MESSAGES.unreadableForm }, 400);
  const limit = await hit("photoUploads", context.clientAddress).catch(() => undefined);
  // The database did not answer the rate limit: its default phone rather than asking it again.
  if (!limit) return json({ ok: false, message: failureIn(lang, defaultSiteFacts().phones.main.display) }, 503);
  if (!limit.allowed) {
    await request.body?.cancel().catch(() => {});
    return json({ ok: false, message: PHOTO_MESSAGES.rateLimited }, 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
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
    return json({ ok: false, message: await failure(lang) }, 503);
  } finally {
    await parsed.cleanup();
  }
}
