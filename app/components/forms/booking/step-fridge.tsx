import { bookingIssues, OTHER_BRAND } from "#app/forms/booking-schema";
import { useUi } from "#app/components/i18n";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/form-field";
import { FoodQuestion, TriageQuestions } from "./food-question";
import { PhotoPicker } from "./photo-picker";
import { RatingPlateHint, RatingPlateLink } from "./rating-plate-hint";
import { UrgentCall } from "./urgent-call";
import { withDefault, WizardStepFieldset, type StepProps } from "./wizard-step";

/** Step 2, Refrigerator Info: brand, model and serial, what is wrong, whether food or medicine is at risk. */
export function StepFridge({
  active,
  field,
  autoFocusHeading,
  brandNames,
  asksAboutFood,
  callFor,
  hydrated,
}: StepProps & {
  brandNames: string[];
  asksAboutFood: boolean;
  /** Why the emergency line goes first (medicine, or food at risk), if it does. */
  callFor?: "food" | "medicine";
  hydrated: boolean;
}) {
  const food = field("foodAtRisk");
  const words = useUi().bookingForm;
  const label = words.labels;
  // Posted values stay English (the workspace reads them); the page shows them in its language.
  const shown = (texts: Record<string, string>) => (value: string) => ({ value, text: texts[value] ?? value });
  return (
    <WizardStepFieldset number={2} active={active} autoFocusHeading={autoFocusHeading}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label={label.brand}
          required
          options={[...brandNames, OTHER_BRAND].map(shown({ [OTHER_BRAND]: words.brandOther }))}
          placeholder={label.brandPlaceholder}
          {...field("brand")}
        />
        <SelectField
          label={label.issue}
          required
          options={bookingIssues.map(shown(words.issues))}
          {...withDefault(field("issue"), bookingIssues[0])}
        />
        <TextField label={label.model} hint={label.modelHint} {...field("model")} />
        <TextField label={label.serialNumber} hint={label.serialHint} {...field("serialNumber")} />
        <p className="-mt-3 sm:col-span-2">
          <RatingPlateLink />
        </p>
      </div>
      {/* Photos need JavaScript here (shrunk and sent as they are picked); without it, the
          appointment page takes them after booking. */}
      {hydrated && <PhotoPicker />}
      <RatingPlateHint />
      <FoodQuestion applies={asksAboutFood} hydrated={hydrated} defaultValue={food.defaultValue} error={food.error} />
      <TriageQuestions powerOutage={field("powerOutage")} medicineAtRisk={field("medicineAtRisk")} />
      {callFor && <UrgentCall reason={callFor} />}
      <TextAreaField label={label.issueDescription} required {...field("issueDescription")} />
    </WizardStepFieldset>
  );
}
