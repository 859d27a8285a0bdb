import { Form } from "react-router";
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES } from "#app/photos/limits";
import { RatingPlateHint, type RatingPlateWords } from "#app/components/forms/booking/rating-plate-hint";
import { buttonClass } from "#app/components/ui/button-link";
import { fileInputClass } from "#app/components/ui/form-field";

/**
 * Photos of the rating plate or the problem, added after booking: a plain multipart form, so it
 * works with and without JavaScript; the server decodes, shrinks and strips each photo.
 */
export function AddPhotosForm({
  photos,
  maxPhotos,
  ratingPlate,
}: {
  photos: number;
  maxPhotos: number;
  ratingPlate: RatingPlateWords;
}) {
  const room = maxPhotos - photos;
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 p-6 shadow-sm" aria-labelledby="photos-heading">
      <h2 id="photos-heading" className="text-xl font-bold text-brand-900">
        Photos for the technician
      </h2>
      <p>
        {photos === 0
          ? "A photo of the rating plate (model and serial number) helps us bring the right part on the first visit."
          : `You have sent ${photos} photo${photos === 1 ? "" : "s"}.`}
      </p>
      <RatingPlateHint words={ratingPlate} />
      {room > 0 ? (
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <input type="hidden" name="intent" value="add-photos" />
          <label htmlFor="appointment-photos" className="block font-medium text-slate-800">
            Add up to {room} photo{room === 1 ? "" : "s"} (JPEG, PNG or WebP, up to {MAX_PHOTO_BYTES / 1024 / 1024} MB
            each)
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
            Send photos
          </button>
        </Form>
      ) : (
        <p className="text-slate-700">That is the most we can take for one visit.</p>
      )}
    </section>
  );
}
