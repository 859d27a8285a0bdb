import { TextField } from "#app/components/ui/form-field";
import { RadioOption } from "./radio-option";
import { paymentChoices, type JobFormErrors, type PaymentFormValues } from "#app/visits/job-form";

/**
 * How a payment is typed, in the completion form and in "Record payment": the method, the check
 * number and the amount. `unpaid` offers "Unpaid" (only when completing: a later payment is paid).
 */
export function PaymentFields({
  idPrefix,
  values,
  errors,
  unpaid,
  amount,
}: {
  idPrefix: string;
  values: PaymentFormValues;
  errors: JobFormErrors;
  unpaid: boolean;
  amount: { label: string; hint?: string; required?: boolean; defaultValue: string };
}) {
  const choices = paymentChoices.filter((choice) => unpaid || choice.value !== "unpaid");
  const methodError = `${idPrefix}-paymentMethod-error`;
  return (
    <fieldset className="space-y-3" aria-describedby={errors.paymentMethod ? methodError : undefined}>
      <legend className="font-semibold text-slate-900">Payment</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((choice) => (
          <RadioOption
            key={choice.value}
            name="paymentMethod"
            value={choice.value}
            defaultChecked={values.paymentMethod === choice.value}
          >
            {choice.label}
          </RadioOption>
        ))}
      </div>
      {errors.paymentMethod && (
        <p id={methodError} className="text-sm font-medium text-red-700">
          {errors.paymentMethod}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          idPrefix={idPrefix}
          label="Check number"
          name="checkNumber"
          defaultValue={values.checkNumber}
          error={errors.checkNumber}
          hint="For a check."
        />
        <TextField
          idPrefix={idPrefix}
          label={amount.label}
          name="amount"
          inputMode="decimal"
          required={amount.required}
          defaultValue={amount.defaultValue}
          error={errors.amount}
          hint={amount.hint}
        />
      </div>
    </fieldset>
  );
}
