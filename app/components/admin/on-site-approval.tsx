import { Form } from "react-router";
import { TextField } from "#app/components/ui/form-field";
import type { EstimateView } from "#app/estimates/estimate-content";
import { formatCents } from "#app/lib/money";
import type { EstimateForms } from "./estimate-panel";
import { Alert, buttonStyle } from "./panel";
import { SignaturePad } from "./signature-pad";

/**
 * The customer approves on the technician's phone (DECISIONS "Estimates and approval"): the
 * option, their full name, a drawn signature (with JavaScript) and the box. Built for the phone
 * handed over: each option a large card with its total, large inputs, one wide Approve button.
 * Its own module (the signature pad's script comes only with the request's page): the request's
 * page hands it to the estimate panel.
 */
export function OnSiteApproval({
  estimate,
  sha,
  form,
}: {
  estimate: EstimateView;
  sha: string;
  form?: EstimateForms["decide"];
}) {
  const errors = form?.errors ?? {};
  return (
    <Form
      method="post"
      aria-labelledby="approve-heading"
      className="space-y-5 rounded-xl border-2 border-brand-700 bg-white p-3 sm:p-5"
      noValidate
    >
      <div className="space-y-1">
        <h4 id="approve-heading" className="text-xl font-bold text-brand-900">
          Approval by the customer, on this phone
        </h4>
        <p className="text-slate-700">
          Hand the phone to the customer: choose an option, type your full name, sign, and tick the box.
        </p>
      </div>
      {form?.message && <Alert>{form.message}</Alert>}
      <input type="hidden" name="version" value={estimate.version} />
      <input type="hidden" name="shown" value={sha} />
      <fieldset className="min-w-0 space-y-3" aria-describedby={errors.choice ? "approve-choice-error" : undefined}>
        <legend className="mb-2 text-lg font-semibold text-slate-900">The option you approve</legend>
        {errors.choice && (
          <p id="approve-choice-error" className="text-sm font-medium text-red-700">
            {errors.choice}
          </p>
        )}
        {estimate.options.map((option) => (
          <label
            key={option.position}
            className="grid min-h-16 cursor-pointer grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 rounded-xl border-2 border-slate-300 p-4 text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="choice"
              value={option.position}
              defaultChecked={form ? form.values.choice === String(option.position) : estimate.options.length === 1}
              className="row-span-2 size-7 shrink-0"
            />
            <span className="text-lg font-semibold break-words">
              Option {option.position}: {option.name}
            </span>
            <span className="text-xl font-bold tabular-nums">{formatCents(option.totals.totalCents)}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        idPrefix="approve"
        label="Your full name"
        name="signerName"
        autoComplete="name"
        required
        defaultValue={form?.values.signerName ?? ""}
        error={errors.signerName}
      />
      <SignaturePad error={errors.signature} />
      <div>
        <label className="flex min-h-14 cursor-pointer items-center gap-4 rounded-xl border-2 border-slate-300 p-3 text-lg has-[:checked]:border-brand-700">
          <input
            type="checkbox"
            name="consent"
            value="yes"
            defaultChecked={form?.values.consent ?? false}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "approve-consent-error" : undefined}
            className="size-7 shrink-0"
          />
          I agree to sign this estimate electronically
        </label>
        {errors.consent && (
          <p id="approve-consent-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        )}
      </div>
      <button
        type="submit"
        name="intent"
        value="approve-estimate"
        className={`${buttonStyle("primary")} min-h-14 w-full text-lg`}
      >
        Approve
      </button>
    </Form>
  );
}
