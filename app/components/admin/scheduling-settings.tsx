import { Form, Link } from "react-router";
import { business } from "#app/content/business";
import type { CapacityRow } from "#app/scheduling/schedule-forms";
import { MAX_CAPACITY } from "#app/lib/capacity";
import { CopyButton } from "./copy-button";
import { Alert, buttonStyle, Panel } from "./panel";

/** The owner's scheduling settings: bookings per weekday window, and the private calendar feed. */

export function CapacityForm({
  rows,
  defaultCapacity,
  saved,
  errors,
  values,
}: {
  rows: CapacityRow[];
  defaultCapacity: number;
  saved: boolean;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}) {
  const hasErrors = !!errors && Object.keys(errors).some((name) => name !== "form");
  return (
    <Panel title="Bookings per window">
      {saved && <Alert tone="success">Saved. The numbers apply to new bookings; visits already booked stay.</Alert>}
      {errors?.form && <Alert>{errors.form}</Alert>}
      {hasErrors && <Alert>Nothing was saved: correct the boxes marked below.</Alert>}
      {/* break-words: "(BOOKING_WINDOW_CAPACITY," is wider than a 320 px screen's panel. */}
      <p className="break-words text-slate-700">
        How many visits each arrival window takes on each weekday. A box marked "Default" follows the server's default
        (BOOKING_WINDOW_CAPACITY, now {defaultCapacity}) until you change it. 0 closes that window every week.
      </p>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="capacity" />
        <div className="grid gap-4 md:grid-cols-2">
          {rows.map((row) => (
            // Tighter on a phone: three boxes side by side leave "Afternoon" just its own width at 320 px.
            <fieldset key={row.weekday} className="min-w-0 rounded-lg border border-slate-200 px-2 py-3 sm:px-3">
              <legend className="px-1 font-semibold text-slate-900">{row.name}</legend>
              {row.cells.length === 0 ? (
                <p className="text-slate-700">No online bookings: emergency service by phone only.</p>
              ) : (
                <div className="grid grid-cols-3 gap-1.5 sm:gap-2">
                  {business.bookingWindows.map(({ key, label }) => {
                    const cell = row.cells.find((c) => c.key === key);
                    if (!cell) {
                      return (
                        <p key={key} className="text-sm text-slate-700">
                          {label}: not offered
                        </p>
                      );
                    }
                    const id = `capacity-input-${row.weekday}-${key}`;
                    const error = errors?.[cell.field];
                    return (
                      // The boxes line up even when a label wraps onto more lines than its neighbours.
                      <div key={key} className="flex min-w-0 flex-col">
                        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
                          {label}
                        </label>
                        <input
                          id={id}
                          name={cell.field}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={MAX_CAPACITY}
                          step={1}
                          required
                          defaultValue={values?.[cell.field] ?? cell.capacity}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={`${id}-note`}
                          // No spin buttons: they are too small to tap and took the room of a digit at 320 px
                          // (the numeric keypad and the arrow keys still step the number).
                          className="mt-auto block min-h-11 w-full [appearance:textfield] rounded-lg border border-slate-400 bg-white px-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
                        />
                        <p
                          id={`${id}-note`}
                          className={`mt-1 text-sm ${error ? "font-medium text-red-700" : "text-slate-700"}`}
                        >
                          {error ?? (cell.isDefault ? "Default" : "Set by you")}
                        </p>
                      </div>
                    );
                  })}
                </div>
              )}
            </fieldset>
          ))}
        </div>
        <button type="submit" className={buttonStyle("primary", true)}>
          Save bookings per window
        </button>
      </Form>
    </Panel>
  );
}

export function CalendarFeedPanel({ feedUrl, rotated }: { feedUrl: string; rotated: boolean }) {
  return (
    <div id="calendar-feed" className="scroll-mt-4">
      <Panel title="Calendar feed">
        {rotated && (
          <Alert tone="success">
            A new address was made. The old one no longer works (it answers "not found"): subscribe your calendar apps
            to this one.
          </Alert>
        )}
        <p className="text-slate-700">
          Every visit in your own calendar app, at its arrival window in {business.region} time; bookings, moves and
          cancellations follow on their own. Keep the address private: whoever has it sees your customers' names, phones
          and addresses.
        </p>
        <div className="space-y-2">
          <label htmlFor="calendar-feed-url" className="block font-medium text-slate-800">
            Private calendar address
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={feedUrl}
            className="block min-h-11 w-full rounded-md border border-slate-400 bg-slate-50 px-3 font-mono text-sm text-slate-900"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={feedUrl} label="Copy address" />
        </div>
        <h3 className="font-semibold text-slate-900">Subscribe to it</h3>
        <ul className="list-disc space-y-2 pl-5 text-slate-800">
          <li>
            <strong>Google Calendar</strong> (on a computer): beside "Other calendars" press +, choose "From URL", paste
            the address and press "Add calendar". Google checks it a few times a day, so a new booking can take hours to
            appear.
          </li>
          <li>
            <strong>Apple Calendar</strong> on a Mac: File, "New Calendar Subscription", paste the address. On an
            iPhone: Settings, Calendar, Accounts, Add Account, Other, "Add Subscribed Calendar".
          </li>
        </ul>
        <h3 className="font-semibold text-slate-900">Make a new address</h3>
        <p className="text-slate-700">
          For when the address reached someone it should not have: the current address stops working at once (it answers
          "not found"), and every calendar app must subscribe to the new one.
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="rotate-feed" />
          <button type="submit" className={buttonStyle("danger", true)}>
            Make a new address
          </button>
        </Form>
      </Panel>
    </div>
  );
}

/** Closed dates live on the Schedule page, beside the bookings they affect. */
export function ClosedDatesPointer() {
  return (
    <Panel title="Closed dates">
      <p className="text-slate-700">
        Holidays and days off are closed and reopened on the{" "}
        <Link to="/admin/schedule#closed-dates" className="font-semibold text-brand-700 underline">
          Schedule page
        </Link>
        , where you also see the bookings they affect.
      </p>
    </Panel>
  );
}
