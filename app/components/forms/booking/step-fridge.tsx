import { bookingIssues, OTHER_BRAND } from "~/forms/booking-schema";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { withDefault, WizardStepFieldset, type StepProps } from "./wizard-step";

/** Step 2, Refrigerator Info: brand, model and what is wrong. */
export function StepFridge({ active, field, autoFocusHeading, brandNames }: StepProps & { brandNames: string[] }) {
  return (
    <WizardStepFieldset number={2} active={active} autoFocusHeading={autoFocusHeading}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label="Refrigerator Brand"
          required
          options={[...brandNames, OTHER_BRAND]}
          placeholder="Select a brand"
          {...field("brand")}
        />
        <TextField label="Model Number" hint="Usually on a sticker inside the fresh-food section." {...field("model")} />
        <SelectField label="Issue Type" required options={bookingIssues} {...withDefault(field("issue"), bookingIssues[0])} />
      </div>
      <TextAreaField label="Describe the Issue" required {...field("issueDescription")} />
    </WizardStepFieldset>
  );
}
