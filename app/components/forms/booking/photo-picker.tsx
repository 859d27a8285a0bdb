import { useEffect, useId, useRef, useState } from "react";
import { useFormWords } from "#app/components/forms/form-words";
import type { Lang } from "#app/content/i18n/lang";
import { fill } from "#app/content/i18n/fill";
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTOS, UPLOADED_PHOTO_FIELD, type PhotoUploadResult } from "#app/photos/limits";
import { shrinkPhoto } from "#app/photos/shrink-photo";
import { Icon } from "#app/components/ui/icon";

interface PickedPhoto {
  id: number;
  name: string;
  /** A local preview of the shrunk photo (an object URL). */
  preview: string;
  /** 0..1 while uploading. */
  progress: number;
  key?: string;
  error?: string;
}

let nextId = 1;

/** What the picker holds, in words: "No photo chosen", "1 photo chosen: plate.jpg", "2 photos chosen: ...". */
export function chosenText(
  photos: ReadonlyArray<{ name: string }>,
  words: { none: string; one: string; many: string } = {
    none: "No photo chosen",
    one: "1 photo chosen: {names}",
    many: "{count} photos chosen: {names}",
  },
): string {
  if (!photos.length) return words.none;
  const names = photos.map((p) => p.name).join(", ");
  return fill(photos.length > 1 ? words.many : words.one, { count: photos.length, names });
}

/** POSTs one photo to /photo-uploads with upload progress (fetch cannot report it; XHR can). */
function upload(
  file: File,
  onProgress: (fraction: number) => void,
  { lang, sendFailed, offline }: { lang: Lang; sendFailed: string; offline: string },
): Promise<PhotoUploadResult> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append("photos", file);
    const xhr = new XMLHttpRequest();
    // The Spanish wizard's refusals come back in Spanish.
    xhr.open("POST", lang === "en" ? "/photo-uploads" : `/photo-uploads?lang=${lang}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const result = xhr.response as PhotoUploadResult | null;
      resolve(result ?? { ok: false, message: sendFailed });
    };
    xhr.onerror = () => resolve({ ok: false, message: offline });
    xhr.send(body);
  });
}

/**
 * Step 2's photos (with JavaScript): up to 3, from the camera or the gallery. Each is shrunk in
 * the browser (a 12 MB phone photo leaves as a few hundred KB, upright, without its location),
 * shown as a thumbnail, uploaded at once with a progress bar, and can be removed. The booking
 * then carries the uploaded photos' keys. Without JavaScript photos are added on the visitor's
 * appointment page instead.
 */
export function PhotoPicker() {
  const inputId = useId();
  const { bookingForm, lang } = useFormWords();
  const words = bookingForm.photos;
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const room = MAX_PHOTOS - photos.length;

  // Previews are object URLs: release them with the component.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const update = (id: number, change: Partial<PickedPhoto>) =>
    setPhotos((all) => all.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));

  async function add(files: FileList | null) {
    const chosen = Array.from(files ?? []).slice(0, room);
    if (inputRef.current) inputRef.current.value = ""; // the same photo can be chosen again after removing it
    for (const original of chosen) {
      const id = nextId++;
      const file = await shrinkPhoto(original);
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      setPhotos((all) => [...all, { id, name: original.name, preview, progress: 0 }]);
      const result = await upload(file, (progress) => update(id, { progress }), {
        lang,
        sendFailed: words.sendFailed,
        offline: words.offline,
      });
      update(id, result.ok ? { key: result.key, progress: 1 } : { error: result.message, progress: 0 });
    }
  }

  function remove(photo: PickedPhoto) {
    URL.revokeObjectURL(photo.preview);
    previews.current.delete(photo.preview);
    setPhotos((all) => all.filter((p) => p.id !== photo.id));
  }

  return (
    <div className="space-y-3" data-photo-picker>
      <label htmlFor={inputId} className="block font-medium text-slate-800">
        {words.label}{" "}
        <span className="text-sm font-normal text-slate-600">{fill(words.hint, { max: MAX_PHOTOS })}</span>
      </label>
      {room > 0 && (
        // The native control's "No file chosen" would stay beside it after every choice (the
        // input is emptied so a removed photo can be chosen again): the input is read through its
        // labels, and the line below says what was chosen.
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={`${ACCEPTED_PHOTO_TYPES},image/*`}
            multiple
            onChange={(event) => void add(event.currentTarget.files)}
            aria-describedby={`${inputId}-chosen`}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-brand-700 px-4 font-semibold text-white peer-focus-visible:outline-3 peer-focus-visible:outline-brand-700 hover:bg-brand-800"
          >
            {photos.length ? words.addAnother : words.choose}
          </label>
        </div>
      )}
      <p id={`${inputId}-chosen`} className="text-sm text-slate-700" aria-live="polite">
        {chosenText(photos, words)}
      </p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-3" aria-label={words.added}>
          {photos.map((photo) => (
            <li key={photo.id} className="min-w-0 space-y-1">
              <img
                src={photo.preview}
                alt={fill(words.alt, { name: photo.name })}
                className="aspect-square w-full rounded-lg border border-slate-300 object-cover"
              />
              {photo.error ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {photo.error}
                </p>
              ) : photo.key ? (
                <p className="flex items-center gap-1 text-sm text-green-800">
                  <Icon name="check" className="size-4" />
                  {words.sent}
                </p>
              ) : (
                <progress
                  className="h-2 w-full"
                  max={1}
                  value={photo.progress}
                  aria-label={fill(words.sending, { name: photo.name })}
                >
                  {Math.round(photo.progress * 100)}%
                </progress>
              )}
              <button
                type="button"
                onClick={() => remove(photo)}
                className="min-h-6 text-sm font-semibold text-brand-700 underline"
                aria-label={fill(words.removeName, { name: photo.name })}
              >
                {words.remove}
              </button>
              {photo.key && <input type="hidden" name={UPLOADED_PHOTO_FIELD} value={photo.key} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
