import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { AppointmentActionResult, AppointmentPage } from "./route.server";
import type { AvailabilityView } from "#app/scheduling/availability";
import { business } from "#app/content/business";
import { useAvailability } from "#app/components/forms/use-availability";
import { useLang } from "#app/components/i18n";
import { buttonClass } from "#app/components/ui/button-link";
import { DayAvailabilityNote } from "#app/components/forms/phone-only-day";
import type { AppointmentWords } from "#app/content/i18n/en";

const selectClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-500 focus:outline-none";

/**
 * Move the visit to another date and window. With JavaScript the windows of the chosen date are
 * checked as it changes; without it "Check availability" asks the server. Either way the server
 * refuses a window without room (409) and names the next ones that have room.
 */
export function RescheduleForm({
  page,
  result,
  words,
}: {
  page: AppointmentPage;
  result?: AppointmentActionResult;
  words: AppointmentWords["move"];
}) {
  const [date, setDate] = useState(result?.values?.date ?? page.visitDate ?? page.today);
  const live = useAvailability(date, useLang());
  const shown: AvailabilityView | undefined =
    live ?? (result?.availability?.date === date ? result.availability : undefined);
  const busy = useNavigation().state === "submitting";
  const chosen = result?.values?.window ?? page.visitWindow ?? "";

  return (
    <Form method="post" className="space-y-4" aria-labelledby="reschedule-heading">
      <h2 id="reschedule-heading" className="text-xl font-bold text-brand-900">
        {words.heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="reschedule-date" className="block font-medium text-slate-800">
            {words.date}
          </label>
          <input
            id="reschedule-date"
            name="date"
            type="date"
            required
            min={page.today}
            max={page.lastDay}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className={selectClass}
          />
        </div>
        <div>
          <label htmlFor="reschedule-window" className="block font-medium text-slate-800">
            {words.window}
          </label>
          <select
            id="reschedule-window"
            name="window"
            required
            defaultValue={chosen}
            key={shown?.date}
            className={selectClass}
          >
            <option value="">{words.choose}</option>
            {(shown?.windows ?? business.bookingWindows.map((w) => ({ key: w.key, text: w.label, open: true }))).map(
              (w) => (
                <option key={w.key} value={w.key} disabled={!w.open}>
                  {w.text}
                </option>
              ),
            )}
          </select>
        </div>
      </div>
      <DayAvailabilityNote view={shown} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="reschedule"
          className={buttonClass("secondary")}
          aria-disabled={busy || undefined}
        >
          {words.submit}
        </button>
        {/* Without JavaScript: the server shows the chosen date's windows. */}
        <noscript>
          <button type="submit" name="intent" value="check" formNoValidate className={buttonClass("outline")}>
            {words.check}
          </button>
        </noscript>
      </div>
    </Form>
  );
}
