import { TextField } from "#app/components/ui/form-field";
import { useUi } from "#app/components/i18n";
import { SmsConsent } from "./sms-consent";
import { WizardStepFieldset, type StepProps } from "./wizard-step";

/**
 * Step 1, Personal Info: who we visit and where. Leaving the ZIP field checks it against the
 * service area (with JavaScript); Next Step is never gated, the final submit decides.
 */
export function StepPersonal({
  active,
  field,
  autoFocusHeading,
  onZipLeft,
}: StepProps & { onZipLeft?: (zip: string) => void }) {
  const label = useUi().bookingForm.labels;
  return (
    <WizardStepFieldset number={1} active={active} autoFocusHeading={autoFocusHeading}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label={label.name} required autoComplete="name" {...field("name")} />
        <TextField label={label.email} type="email" required autoComplete="email" {...field("email")} />
        <TextField label={label.phone} type="tel" required autoComplete="tel" {...field("phone")} />
        <SmsConsent defaultValue={field("smsConsent").defaultValue} error={field("smsConsent").error} />
        {/* One line of the street address: address-line1 (street-address is for a multi-line field). */}
        <TextField label={label.address} required autoComplete="address-line1" {...field("address")} />
        <TextField label={label.city} required autoComplete="address-level2" {...field("city")} />
        <TextField
          label={label.zipCode}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          onBlur={(event) => onZipLeft?.(event.currentTarget.value)}
          {...field("zipCode")}
        />
      </div>
    </WizardStepFieldset>
  );
}
