import type { ReactNode } from "react";
import { useUi } from "#app/components/i18n";
import { fill } from "#app/content/i18n/fill";
import { bookingSteps, type BookingField, type WizardStep } from "#app/forms/booking-schema";

/** Name, id, kept value and error message of one field, ready to spread on a form-field primitive. */
export interface BookingFieldProps {
  idPrefix: string;
  name: BookingField;
  defaultValue?: string;
  error?: string;
}

/** A select that starts on a real option (the SPEC's defaults) unless a value was kept. */
export function withDefault(props: BookingFieldProps, fallback: string): BookingFieldProps {
  return { ...props, defaultValue: props.defaultValue ?? fallback };
}

/** What every step component receives from the wizard. */
export interface StepProps {
  /** Whether this step is on screen. */
  active: boolean;
  /** The props of one field of the form (its kept value, its error). */
  field: (name: BookingField) => BookingFieldProps;
  /** Focus the step's heading on load: the page the server rendered after a step move without JavaScript. */
  autoFocusHeading?: boolean;
}

/**
 * One step of the wizard: a fieldset named by its heading. Steps not on screen stay in the form,
 * hidden, so their fields are posted with every submit (that is how a server-stepped wizard
 * keeps every value without JavaScript).
 */
export function WizardStepFieldset({
  number,
  active,
  autoFocusHeading,
  children,
}: {
  number: WizardStep;
  active: boolean;
  autoFocusHeading?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset data-step={number} hidden={!active} className="min-w-0 space-y-5">
      <legend className="contents">
        <StepHeading number={number} autoFocus={active && autoFocusHeading} />
      </legend>
      {children}
    </fieldset>
  );
}

function StepHeading({ number, autoFocus }: { number: WizardStep; autoFocus?: boolean }) {
  const words = useUi().bookingForm;
  return (
    <h2
      data-step-heading
      tabIndex={-1}
      autoFocus={autoFocus}
      className="mb-5 text-2xl font-bold text-brand-900 focus:outline-none"
    >
      <span className="sr-only">{fill(words.stepOf, { step: number })}</span>
      {words.steps[number - 1] ?? bookingSteps[number - 1]!.title}
    </h2>
  );
}
