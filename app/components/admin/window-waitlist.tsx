import { Form } from "react-router";
import { MedicineBadge } from "#app/components/admin/requests/badges";
import { displayPhone } from "#app/lib/phone-display";
import type { WaitlistEntryView } from "#app/scheduling/schedule-view";

/**
 * A window's waitlist, in the order places go (medicine first); the office offers a place by hand
 * (intent offer-waitlist, posted to the page it is on: the Schedule or Today).
 */
export function WindowWaitlist({
  entries,
  title = "Waitlist",
  heading: Heading = "h4",
}: {
  entries: WaitlistEntryView[];
  title?: string;
  /** The heading's level where the list sits (h4 in a Schedule window, h3 under Today's section). */
  heading?: "h3" | "h4";
}) {
  return (
    <div data-testid="window-waitlist" className="mt-3 rounded-md border border-dashed border-slate-400 p-2.5">
      <Heading className="text-sm font-semibold text-slate-900">
        {title} ({entries.length})
      </Heading>
      <ol className="mt-1 space-y-2">
        {entries.map((e) => (
          <li key={e.id} className="text-sm text-slate-800">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold wrap-anywhere">{e.name}</span>
              {e.medicine && <MedicineBadge />}
              <a href={e.tel} className="inline-flex min-h-6 items-center text-brand-700 underline">
                {displayPhone(e.phone)}
              </a>
            </p>
            {e.offeredUntil ? (
              <p>Offered a place, held until {e.offeredUntil}.</p>
            ) : (
              <Form method="post" className="mt-1">
                <input type="hidden" name="intent" value="offer-waitlist" />
                <input type="hidden" name="entryId" value={e.id} />
                <button type="submit" className="min-h-6 font-semibold text-brand-700 underline">
                  Offer {e.name} a place
                </button>
              </Form>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
