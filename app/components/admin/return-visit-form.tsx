import { Form } from "react-router";
import { TextField } from "#app/components/ui/form-field";
import type { AvailabilityView } from "#app/scheduling/availability";
import type { JobFormErrors } from "#app/visits/job-form";
import { Alert, buttonStyle } from "./panel";
import { RadioOption } from "./radio-option";

export interface ReturnVisitFormState {
  values: { date: string; window: string; note: string; overCapacity: boolean };
  errors: JobFormErrors;
  message?: string;
  availability?: AvailabilityView;
}

/**
 * "Book a return visit" from a visit that needs one: a date, its windows (with room or full, as
 * the booking shows them), what it is for, and "Book over capacity" to take a full window
 * anyway. "Show windows" posts the date and comes back with its windows (no JavaScript needed).
 */
export function ReturnVisitForm({ state }: { state: ReturnVisitFormState }) {
  const { values, errors, availability } = state;
  return (
    <Form method="post" className="space-y-4" noValidate>
      {state.message && <Alert>{state.message}</Alert>}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 grow sm:grow-0">
          <TextField
            idPrefix="return"
            label="Date"
            name="returnDate"
            type="date"
            required
            defaultValue={values.date}
            error={errors.returnDate}
          />
        </div>
        <button type="submit" name="intent" value="return-check" className={buttonStyle("secondary")}>
          Show windows
        </button>
      </div>
      {availability && (
        <fieldset>
          <legend className="font-medium text-slate-800">Arrival window</legend>
          {availability.full && <p className="text-sm text-slate-700">{availability.full.message}</p>}
          <div className="mt-1 space-y-1">
            {availability.windows.map((w) => (
              <RadioOption key={w.key} name="returnWindow" value={w.key} defaultChecked={values.window === w.key}>
                {w.text}
              </RadioOption>
            ))}
          </div>
          {errors.returnWindow && <p className="text-sm font-medium text-red-700">{errors.returnWindow}</p>}
        </fieldset>
      )}
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="overCapacity"
          value="yes"
          defaultChecked={values.overCapacity}
          className="size-6 shrink-0"
        />
        Book over capacity
      </label>
      <TextField
        idPrefix="return"
        label="What it is for"
        name="returnNote"
        required
        maxLength={200}
        defaultValue={values.note}
        error={errors.returnNote}
        hint="Shown to the customer, e.g. “Fit the compressor on order”."
      />
      <button type="submit" name="intent" value="return-visit" className={buttonStyle("primary", true)}>
        Book the return visit
      </button>
    </Form>
  );
}
