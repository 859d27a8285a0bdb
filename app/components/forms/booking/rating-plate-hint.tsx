/**
 * Where the model and serial numbers are: on the rating plate (a sticker or metal plate). A
 * technician who knows them before the visit brings the right part.
 */
export function RatingPlateHint() {
  return (
    <details id="rating-plate" className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
      <summary className="cursor-pointer font-semibold text-brand-800">Where do I find the model and serial number?</summary>
      <p className="mt-2">
        On the rating plate: a sticker or small metal plate, usually inside the fresh-food compartment on a side wall
        or the ceiling, sometimes behind the kick plate at the bottom front. A photo of it works just as well.
      </p>
    </details>
  );
}
