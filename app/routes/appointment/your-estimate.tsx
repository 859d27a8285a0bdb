import { Form } from "react-router";
import { EstimateOptionDetails } from "#app/components/estimate-option-details";
import { buttonClass } from "#app/components/ui/button-link";
import { TextField } from "#app/components/ui/form-field";
import type { CustomerEstimate, EstimateDecisionForm } from "#app/estimates/customer-estimate.server";
import { formatCents } from "#app/lib/money";

/** The words of the box (DECISIONS "Estimates and approval"), the same on site and by link. */
export const CONSENT_TEXT = "I agree to sign this estimate electronically";

/** "You approved Option 2, ...": which option, who, when and how. */
function DecisionText({ decision }: { decision: NonNullable<CustomerEstimate["decision"]> }) {
  const how = decision.channel === "link" ? "on this page" : "with our technician";
  if (decision.declined)
    return (
      <>
        You declined this estimate on {decision.at}
        {decision.signerName ? ` (${decision.signerName})` : ""}, {how}. No repair is done; to change your mind, call
        us.
      </>
    );
  return (
    <>
      You approved Option {decision.option?.position}, {decision.option?.name}
      {decision.option ? `, ${formatCents(decision.option.total)}` : ""}: signed by {decision.signerName} on{" "}
      {decision.at}, {how}
      {decision.signed ? " (with your drawn signature)" : ""}.
    </>
  );
}

/** One option's approval: the full name, the box, and "Approve option N" (a plain POST, no JavaScript needed). */
function ApproveForm({
  token,
  position,
  version,
  sha,
  form,
}: {
  token: string;
  position: number;
  version: number;
  sha: string;
  form?: EstimateDecisionForm;
}) {
  const mine = form?.choice === String(position) ? form : undefined;
  const errors = mine?.errors ?? {};
  return (
    <Form
      method="post"
      action={`/appointments/${token}#estimate`}
      className="space-y-3 border-t border-slate-200 pt-4"
      key={mine ? "refused" : "fresh"}
    >
      <input type="hidden" name="intent" value="approve-estimate" />
      <input type="hidden" name="choice" value={position} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="shown" value={sha} />
      <TextField
        label="Your full name"
        name="signerName"
        idPrefix={`estimate-option-${position}`}
        autoComplete="name"
        required
        defaultValue={mine?.signerName}
        error={errors.signerName}
      />
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="consent"
            value="yes"
            required
            defaultChecked={mine?.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `estimate-option-${position}-consent-error` : undefined}
            className="mt-1 size-5 shrink-0"
          />
          <span>{CONSENT_TEXT}</span>
        </label>
        {errors.consent && (
          <p id={`estimate-option-${position}-consent-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        )}
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        Approve option {position}
      </button>
    </Form>
  );
}

/**
 * "Your estimate" on the appointment page (DECISIONS "Estimates and approval"): each option with
 * its lines and total, "Approve" per option (typed full name and the box) and "Decline", both
 * plain forms; once decided, the decision (which option, who, when) and the printable copy.
 */
export function YourEstimate({
  token,
  estimate,
  form,
}: {
  token: string;
  estimate: CustomerEstimate;
  form?: EstimateDecisionForm;
}) {
  const { decision, decidable } = estimate;
  const view = estimate.estimate;
  const approved = decision && !decision.declined ? decision.option?.position : undefined;
  return (
    <section
      id="estimate"
      aria-labelledby="estimate-heading"
      className="space-y-4 rounded-xl border border-slate-200 p-6 shadow-sm"
    >
      <h2 id="estimate-heading" className="text-2xl font-bold text-brand-900">
        Your estimate
      </h2>
      {decision && (
        <p
          role="status"
          className={`rounded-lg border p-4 font-semibold ${decision.declined ? "border-slate-300" : "border-green-700 bg-green-50 text-green-900"}`}
        >
          <DecisionText decision={decision} />
        </p>
      )}
      {approved !== undefined && (
        <p>
          <a className="font-semibold text-brand-700 underline" href={`/appointments/${token}/estimate`}>
            Your copy of the approved estimate
          </a>{" "}
          (to print or save)
        </p>
      )}
      {estimate.revising && (
        <p>Your technician is revising the estimate: the new version will appear here once it is sent to you.</p>
      )}
      {decidable && (
        <p>
          {view.options.length > 1
            ? "Read each option, then approve the one you choose"
            : "Read the estimate, then approve it"}{" "}
          or decline. Nothing is done until you approve. Typing your full name and ticking the box signs the estimate
          electronically, as a handwritten signature would.
        </p>
      )}
      {form?.message && (
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
          {form.message}
        </p>
      )}
      {view.options.map((option) => (
        <article
          key={option.position}
          aria-labelledby={`estimate-option-${option.position}-heading`}
          className={`space-y-3 rounded-lg border p-4 ${approved === option.position ? "border-green-700" : "border-slate-300"}`}
        >
          <h3 id={`estimate-option-${option.position}-heading`} className="text-xl font-bold text-slate-900">
            Option {option.position}: {option.name}
            {approved === option.position && <span className="text-green-800"> (approved)</span>}
          </h3>
          <EstimateOptionDetails estimate={view} option={option} />
          {decidable && (
            <ApproveForm
              token={token}
              position={option.position}
              version={view.version}
              sha={estimate.contentSha256}
              form={form}
            />
          )}
        </article>
      ))}
      {decidable && (
        <details className="rounded-xl border border-slate-300 p-4" open={form?.choice === "decline" || undefined}>
          <summary className="cursor-pointer font-semibold text-red-800">Decline the estimate</summary>
          <Form method="post" action={`/appointments/${token}#estimate`} className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="decline-estimate" />
            <input type="hidden" name="version" value={view.version} />
            <input type="hidden" name="shown" value={estimate.contentSha256} />
            <p>
              No repair is done.
              {view.diagnosticFeeCents > 0 &&
                ` The diagnostic fee of ${formatCents(view.diagnosticFeeCents)} is still due.`}{" "}
              We let the team know.
            </p>
            <TextField
              label="Your name"
              name="signerName"
              idPrefix="estimate-decline"
              autoComplete="name"
              defaultValue={form?.choice === "decline" ? form.signerName : undefined}
            />
            <button type="submit" className={buttonClass("outline", "text-red-800")}>
              Decline the estimate
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}
