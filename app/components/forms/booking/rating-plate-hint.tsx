import type { MouseEvent } from "react";
import { useUi } from "#app/components/i18n";

/** The hint's ids: the details, and its text (the link's target, see RatingPlateLink). */
const DETAILS_ID = "rating-plate";
const HINT_ID = "rating-plate-hint";

/**
 * Where the model and serial numbers are: on the rating plate (a sticker or small metal plate). A
 * technician who knows them before the visit brings the right part.
 */
export function RatingPlateHint() {
  const words = useUi().bookingForm.ratingPlate;
  return (
    <details id={DETAILS_ID} className="scroll-mt-4 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
      <summary className="cursor-pointer font-semibold text-brand-800">{words.summary}</summary>
      <p id={HINT_ID} className="mt-2">
        {words.text}
      </p>
    </details>
  );
}

/**
 * "Where do I find it?" beside the model and serial fields. It points at the hint's text, inside
 * the details: without JavaScript, following it opens the details in Chromium (the browser
 * reveals a fragment's closed details) and scrolls there either way. With JavaScript it opens the
 * hint itself, without touching the URL (the wizard's steps live in it).
 */
export function RatingPlateLink() {
  const words = useUi().bookingForm.ratingPlate;
  function open(event: MouseEvent<HTMLAnchorElement>) {
    const details = document.getElementById(DETAILS_ID);
    if (!(details instanceof HTMLDetailsElement)) return;
    event.preventDefault();
    details.open = true;
    details.scrollIntoView({ block: "nearest" });
    details.querySelector("summary")?.focus();
  }
  return (
    <a
      href={`#${HINT_ID}`}
      onClick={open}
      className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline"
    >
      {words.link}
    </a>
  );
}
