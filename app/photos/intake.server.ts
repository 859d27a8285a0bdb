import { isPhotoRefusal, processPhoto, type ProcessedPhoto } from "./process-photo.server";
import { MAX_PHOTOS, PHOTO_FIELD, PHOTO_MESSAGES, UPLOADED_PHOTO_FIELD } from "./limits";
import { parseMultipartForm, type UploadedFile } from "./multipart.server";
import { UPLOAD_KEY } from "./store.server";

/**
 * Reading a form that may carry photos: urlencoded (the SPEC's field names) or multipart with
 * files in `photos` (DECISIONS "Photos and urgency"). The text fields come back as FormData
 * either way, so the form's own handling does not care which it was.
 */

export const isMultipart = (request: Request) =>
  /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");

export type PhotoForm =
  | { ok: true; formData: FormData; files: UploadedFile[]; uploadKeys: string[]; cleanup: () => Promise<void> }
  | { ok: false; message: string; formData: FormData };

function toFormData(fields: Map<string, string[]>): FormData {
  const formData = new FormData();
  for (const [name, values] of fields) for (const value of values) formData.append(name, value);
  return formData;
}

/** Reads the body once; never throws. A refused upload keeps the text fields read. */
export async function readPhotoForm(request: Request): Promise<PhotoForm> {
  if (!isMultipart(request)) {
    try {
      const formData = await request.formData();
      return { ok: true, formData, files: [], uploadKeys: keysOf(formData), cleanup: async () => {} };
    } catch {
      return { ok: false, message: PHOTO_MESSAGES.unreadableForm, formData: new FormData() };
    }
  }
  const parsed = await parseMultipartForm(request);
  const formData = toFormData(parsed.fields);
  if (!parsed.ok) return { ok: false, message: parsed.message, formData };
  return { ok: true, formData, files: parsed.files, uploadKeys: keysOf(formData), cleanup: parsed.cleanup };
}

function keysOf(formData: FormData): string[] {
  return [
    ...new Set(
      formData.getAll(UPLOADED_PHOTO_FIELD).filter((k): k is string => typeof k === "string" && UPLOAD_KEY.test(k)),
    ),
  ];
}

/**
 * Decodes and re-encodes every file (at most `room` photos counting the uploaded keys); the first
 * refusal stops it with its message for the `photos` field.
 */
export async function processFormPhotos(
  files: UploadedFile[],
  alreadyUploaded: number,
  room = MAX_PHOTOS,
): Promise<{ ok: true; photos: ProcessedPhoto[] } | { ok: false; message: string }> {
  if (files.length + alreadyUploaded > room) return { ok: false, message: PHOTO_MESSAGES.tooMany };
  const photos: ProcessedPhoto[] = [];
  for (const file of files) {
    const result = await processPhoto(file.path);
    if (isPhotoRefusal(result))
      return { ok: false, message: files.length > 1 ? `${file.filename}: ${result.message}` : result.message };
    photos.push(result);
  }
  return { ok: true, photos };
}

export { PHOTO_FIELD };
