import { Form, Link } from "react-router";
import { formatCalendarDate } from "#app/lib/dates";
import { STORM_NOTE_MAX, type StormMode } from "#app/settings/storm-mode";
import { Alert, buttonStyle, Panel } from "./panel";

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700";

/**
 * The owner's storm mode switch (DECISIONS "Storm mode and the waitlist"): on until a date (7 days
 * by default) with an optional note; it ends by itself after that date.
 */
export function StormModePanel({
  storm,
  defaultUntil,
  today,
  saved,
  errors,
  values,
}: {
  storm: StormMode | null;
  defaultUntil: string;
  today: string;
  saved?: "storm-on" | "storm-off";
  errors?: Record<string, string>;
  values?: Record<string, string>;
}) {
  return (
    <div id="storm-mode" className="scroll-mt-4">
      <Panel title="Storm mode">
        {saved === "storm-on" && storm && (
          <Alert tone="success">Storm mode is on. Every public page shows the banner.</Alert>
        )}
        {saved === "storm-off" && !storm && <Alert tone="success">Storm mode is off. The banner is gone.</Alert>}
        {storm ? (
          <p className="font-semibold text-slate-900">
            On until {formatCalendarDate(storm.until)}, then off by itself.
            {storm.note && <span className="block font-normal text-slate-700">Note: {storm.note}</span>}
          </p>
        ) : (
          <p className="text-slate-700">
            After a hurricane or a long outage: every public page shows a banner linking to{" "}
            <Link to="/storm" className="font-semibold text-brand-700 underline">
              the storm page
            </Link>{" "}
            (food safety, power surges, booking). It ends by itself after the date you set.
          </p>
        )}
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="storm-on" />
          <div>
            <label htmlFor="storm-until" className="block font-medium text-slate-800">
              On until (the last day)
            </label>
            <input
              id="storm-until"
              name="until"
              type="date"
              required
              min={today}
              defaultValue={values?.until ?? storm?.until ?? defaultUntil}
              aria-invalid={errors?.until ? true : undefined}
              aria-describedby={errors?.until ? "storm-until-error" : undefined}
              className={inputClass}
            />
            {errors?.until && (
              <p id="storm-until-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.until}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="storm-note" className="block font-medium text-slate-800">
              Note on the banner <span className="text-sm font-normal text-slate-600">(optional)</span>
            </label>
            <input
              id="storm-note"
              name="note"
              maxLength={STORM_NOTE_MAX}
              defaultValue={values?.note ?? storm?.note ?? ""}
              aria-invalid={errors?.note ? true : undefined}
              aria-describedby={errors?.note ? "storm-note-error" : undefined}
              className={inputClass}
            />
            {errors?.note && (
              <p id="storm-note-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.note}
              </p>
            )}
          </div>
          <button type="submit" className={buttonStyle("primary", true)}>
            {storm ? "Save storm mode" : "Switch storm mode on"}
          </button>
        </Form>
        {storm && (
          <Form method="post">
            <input type="hidden" name="intent" value="storm-off" />
            <button type="submit" className={buttonStyle("danger", true)}>
              Switch storm mode off
            </button>
          </Form>
        )}
      </Panel>
    </div>
  );
}
