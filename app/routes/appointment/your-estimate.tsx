import { Form } from "react-router";
import { EstimateOptionDetails } from "#app/components/estimate-option-details";
import { buttonClass } from "#app/components/ui/button-link";
import { TextField } from "#app/components/ui/form-field";
import type { CustomerEstimate, EstimateDecisionForm } from "#app/estimates/customer-estimate.server";
import type { AppointmentWords } from "#app/content/i18n/en";
import { fill } from "#app/content/i18n/fill";
import type { Lang } from "#app/content/i18n/lang";
import { appointmentPath } from "#app/lib/appointment-link";
// Money reads the same in both languages ("$1,234.50", app/lib/locale-format.ts formatMoneyIn).
import { formatCents } from "#app/lib/money";

type EstimateWords = AppointmentWords["estimate"];

/** "You approved Option 2, ...": which option, who, when and how. */
function DecisionText({
  decision,
  words,
}: {
  decision: NonNullable<CustomerEstimate["decision"]>;
  words: EstimateWords;
}) {
  const how = decision.channel === "link" ? words.onThisPage : words.withTechnician;
  if (decision.declined)
    return fill(words.declined, {
      at: decision.at,
      signer: decision.signerName ? ` (${decision.signerName})` : "",
      how,
    });
  return fill(words.approved, {
    position: String(decision.option?.position ?? ""),
    name: decision.option?.name ?? "",
    total: decision.option ? `, ${formatCents(decision.option.total)}` : "",
    signer: decision.signerName,
    at: decision.at,
    how,
    drawn: decision.signed ? words.drawn : "",
  });
}

/** One option's approval: the full name, the box, and "Approve option N" (a plain POST, no JavaScript needed). */
function ApproveForm({
  action,
  position,
  version,
  sha,
  form,
  words,
}: {
  action: string;
  position: number;
  version: number;
  sha: string;
  form?: EstimateDecisionForm;
  words: EstimateWords;
}) {
  const mine = form?.choice === String(position) ? form : undefined;
  const errors = mine?.errors ?? {};
  return (
    <Form
      method="post"
      action={action}
      className="space-y-3 border-t border-slate-200 pt-4"
      key={mine ? "refused" : "fresh"}
    >
      <input type="hidden" name="intent" value="approve-estimate" />
      <input type="hidden" name="choice" value={position} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="shown" value={sha} />
      <TextField
        label={words.fullName}
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
          <span>{words.consent}</span>
        </label>
        {errors.consent && (
          <p id={`estimate-option-${position}-consent-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        )}
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {fill(words.approve, { position: String(position) })}
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
  lang,
  estimate,
  form,
  words,
}: {
  token: string;
  /** The page's language: its forms post to the page under the same path. */
  lang: Lang;
  estimate: CustomerEstimate;
  form?: EstimateDecisionForm;
  words: EstimateWords;
}) {
  const action = appointmentPath(lang, token, "#estimate");
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
        {words.heading}
      </h2>
      {decision && (
        <p
          role="status"
          className={`rounded-lg border p-4 font-semibold ${decision.declined ? "border-slate-300" : "border-green-700 bg-green-50 text-green-900"}`}
        >
          <DecisionText decision={decision} words={words} />
        </p>
      )}
      {approved !== undefined && (
        <p>
          <a className="font-semibold text-brand-700 underline" href={appointmentPath(lang, token, "/estimate")}>
            {words.copyLink}
          </a>{" "}
          {words.copyNote}
        </p>
      )}
      {estimate.revising && <p>{words.revising}</p>}
      {decidable && (
        <p>
          {view.options.length > 1 ? words.readEach : words.readOne} {words.readRest}
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
            {fill(words.option, { position: String(option.position), name: option.name })}
            {approved === option.position && <span className="text-green-800">{words.approvedMark}</span>}
          </h3>
          <EstimateOptionDetails estimate={view} option={option} words={words.lines} />
          {decidable && (
            <ApproveForm
              action={action}
              words={words}
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
          <summary className="cursor-pointer font-semibold text-red-800">{words.decline}</summary>
          <Form method="post" action={action} className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="decline-estimate" />
            <input type="hidden" name="version" value={view.version} />
            <input type="hidden" name="shown" value={estimate.contentSha256} />
            <p>
              {words.noRepair}
              {view.diagnosticFeeCents > 0 && fill(words.feeDue, { fee: formatCents(view.diagnosticFeeCents) })}{" "}
              {words.teamKnows}
            </p>
            <TextField
              label={words.yourName}
              name="signerName"
              idPrefix="estimate-decline"
              autoComplete="name"
              defaultValue={form?.choice === "decline" ? form.signerName : undefined}
            />
            <button type="submit" className={buttonClass("outline", "text-red-800")}>
              {words.decline}
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}
