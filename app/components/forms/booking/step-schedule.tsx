import { useEffect, useState } from "react";
import { useFormWords } from "#app/components/forms/form-words";
import { fill } from "#app/content/i18n/fill";
import { bookingTimes, FIRST_AVAILABLE } from "#app/forms/booking-schema";
import type { AvailabilityView } from "#app/scheduling/availability";
import { useAvailability } from "#app/components/forms/use-availability";
import { SelectField, TextAreaField, TextField, type SelectOption } from "#app/components/ui/form-field";
import { DayAvailabilityNote } from "#app/components/forms/phone-only-day";
import { UrgentCall } from "./urgent-call";
import { JoinWaitlistButtons } from "./join-waitlist";
import { withDefault, WizardStepFieldset, type StepProps } from "./wizard-step";

/**
 * Step 3, Schedule: the preferred date (today or later, New York's today) and time window. Once a
 * date is chosen the windows that cannot be booked that day are disabled with " - Fully booked" or
 * " - Closed" (fetched with JavaScript; rendered by the server after a round trip without it), a
 * full day names the next date with room, and a Sunday points to the emergency line.
 */
export function StepSchedule({
  active,
  field,
  autoFocusHeading,
  today,
  callFor,
  serverAvailability,
  hydrated,
}: StepProps & {
  today: string;
  callFor?: "food" | "medicine";
  serverAvailability?: AvailabilityView;
  /** The waitlist buttons of full windows need the wizard's script (it puts their window in the post). */
  hydrated: boolean;
}) {
  const urgent = callFor !== undefined;
  const { bookingForm: words, lang } = useFormWords();
  const dateProps = field("preferredDate");
  // Food or medicine at risk: the earliest window with room, from today, unless a choice was already made.
  const [date, setDate] = useState(dateProps.defaultValue ?? (urgent ? today : ""));
  const dateInput = () => document.getElementById(`${dateProps.idPrefix}-preferredDate`) as HTMLInputElement | null;
  // A draft restored into the form (or the browser's own form restore) sets the field without a
  // change event: read it when the step shows.
  useEffect(() => {
    const input = dateInput();
    if (active && input && input.value !== date) setDate(input.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
  // Food or medicine at risk chosen at step 2, after the field was drawn: an empty date becomes
  // today. (A changed defaultValue shows only in a field nothing has written to, and a restored
  // draft writes to it.)
  useEffect(() => {
    const input = dateInput();
    if (urgent && input && !input.value) {
      input.value = today;
      setDate(today);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urgent]);
  const live = useAvailability(active ? date || (urgent ? today : undefined) : undefined, lang);
  const shown = live ?? (serverAvailability?.date === date ? serverAvailability : undefined);
  const timeProps = withDefault(field("preferredTime"), urgent ? FIRST_AVAILABLE : bookingTimes[0]);

  const options: SelectOption[] = bookingTimes.map((label) => {
    const window = shown?.windows.find((w) => w.label === label);
    if (window) return { value: label, text: window.text, disabled: !window.open };
    // First Available: the earliest window with room within 30 days of the date.
    return { value: label, text: words.times[label] ?? label, disabled: !!shown && !shown.earliest };
  });

  return (
    <WizardStepFieldset number={3} active={active} autoFocusHeading={autoFocusHeading}>
      {callFor && <UrgentCall reason={callFor} earliest={shown?.earliest?.text} />}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={words.labels.preferredDate}
          type="date"
          required
          min={today}
          {...dateProps}
          defaultValue={dateProps.defaultValue ?? (urgent ? today : undefined)}
          onChange={(event) => setDate(event.currentTarget.value)}
        />
        {/* Re-created when urgency changes, so its default follows (First Available when food is at risk). */}
        <SelectField
          label={words.labels.preferredTime}
          required
          options={options}
          {...timeProps}
          key={String(urgent)}
        />
      </div>
      <DayAvailabilityNote view={shown} />
      {hydrated && <JoinWaitlistButtons windows={shown?.windows.filter((w) => w.full) ?? []} />}
      {shown?.earliest && !urgent && shown.windows.some((w) => !w.open) && (
        <p className="text-sm text-slate-700">{fill(words.firstAvailableGives, { earliest: shown.earliest.text })}</p>
      )}
      <TextAreaField label={words.labels.additionalInfo} {...field("additionalInfo")} />
    </WizardStepFieldset>
  );
}
