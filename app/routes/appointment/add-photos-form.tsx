import { Form } from "react-router";
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES } from "#app/photos/limits";
import { RatingPlateHint, type RatingPlateWords } from "#app/components/forms/booking/rating-plate-hint";
import { buttonClass } from "#app/components/ui/button-link";
import { fileInputClass } from "#app/components/ui/form-field";
import type { AppointmentWords } from "#app/content/i18n/en";
import { fill } from "#app/content/i18n/fill";

/**
 * Photos of the rating plate or the problem, added after booking: a plain multipart form, so it
 * works with and without JavaScript; the server decodes, shrinks and strips each photo.
 */
export function AddPhotosForm({
  photos,
  maxPhotos,
  ratingPlate,
  words,
}: {
  photos: number;
  maxPhotos: number;
  ratingPlate: RatingPlateWords;
  words: AppointmentWords["photos"];
}) {
  const room = maxPhotos - photos;
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 p-6 shadow-sm" aria-labelledby="photos-heading">
      <h2 id="photos-heading" className="text-xl font-bold text-brand-900">
        {words.heading}
      </h2>
      <p>
        {photos === 0 ? words.none : photos === 1 ? words.sentOne : fill(words.sentMany, { count: String(photos) })}
      </p>
      <RatingPlateHint words={ratingPlate} />
      {room > 0 ? (
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <input type="hidden" name="intent" value="add-photos" />
          <label htmlFor="appointment-photos" className="block font-medium text-slate-800">
            {fill(room === 1 ? words.addOne : words.addMany, {
              room: String(room),
              mb: String(MAX_PHOTO_BYTES / 1024 / 1024),
            })}
          </label>
          <input
            id="appointment-photos"
            name="photos"
            type="file"
            accept={ACCEPTED_PHOTO_TYPES}
            multiple
            required
            className={fileInputClass}
          />
          <button type="submit" className={buttonClass("secondary")}>
            {words.submit}
          </button>
        </Form>
      ) : (
        <p className="text-slate-700">{words.full}</p>
      )}
    </section>
  );
}
