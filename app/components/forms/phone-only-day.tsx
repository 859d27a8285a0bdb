import { useSiteFacts } from "#app/components/site-facts";
import { telHref } from "#app/lib/phone";
import type { AvailabilityView } from "#app/scheduling/availability";

/**
 * A date whose weekday has no window online (Sunday): it is booked by phone, not full. Names the
 * emergency line as a link and the next date with room online. One wording for the booking
 * wizard and the appointment page's "Move the visit".
 */
export function PhoneOnlyDay({ view }: { view: AvailabilityView }) {
  const { phones } = useSiteFacts();
  return (
    <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">
      {view.byPhone?.lead}{" "}
      <a className="font-bold whitespace-nowrap underline" href={telHref(phones.emergency)}>
        {phones.emergency.display}
      </a>
      {view.byPhone?.after}
    </p>
  );
}

/**
 * What a chosen date says when it cannot be booked as asked: by phone only (PhoneOnlyDay), or full
 * with its message. Shared by the wizard's step 3 and the appointment page's Move form.
 */
export function DayAvailabilityNote({ view }: { view: AvailabilityView | undefined }) {
  if (view?.phoneOnly) return <PhoneOnlyDay view={view} />;
  if (!view?.full) return null;
  return (
    <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">
      {view.full.message}
    </p>
  );
}
