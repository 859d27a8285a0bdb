import { bookingTimes } from "~/forms/booking-schema";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { withDefault, WizardStepFieldset, type StepProps } from "./wizard-step";

/** Step 3, Schedule: the preferred date (today or later, New York's today) and time window. */
export function StepSchedule({ active, field, autoFocusHeading, today }: StepProps & { today: string }) {
  return (
    <WizardStepFieldset number={3} active={active} autoFocusHeading={autoFocusHeading}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label="Preferred Date" type="date" required min={today} {...field("preferredDate")} />
        <SelectField
          label="Preferred Time"
          required
          options={bookingTimes}
          {...withDefault(field("preferredTime"), bookingTimes[0])}
        />
      </div>
      <TextAreaField label="Additional Information" {...field("additionalInfo")} />
    </WizardStepFieldset>
  );
}
