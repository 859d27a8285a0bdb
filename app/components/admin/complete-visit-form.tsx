import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { TextAreaField, TextField } from "#app/components/ui/form-field";
import { serviceCounties } from "#app/content/business";
import {
  jobFormFields,
  estimateDifferenceText,
  jobFormValues,
  previewJobTotals,
  previewShownKey,
  type CompletionCheck,
  type JobFormErrors,
  type JobFormValues,
} from "#app/visits/job-form";
import type { JobTotals } from "#app/visits/job-totals";
import { formatCents, formatRate } from "#app/lib/money";
import { Alert, buttonStyle } from "./panel";
import { PaymentFields } from "./payment-fields";

/**
 * The completion form of a visit (DECISIONS "The visit's day"): findings, work done, parts,
 * labour, the diagnostic fee and whether it is credited, and the payment. A plain POST with
 * intent `complete-visit`; "Add part" posts intent `add-part` and comes back with one more row,
 * so it works without JavaScript. The totals are computed by the server, never sent from here.
 * Once hydrated it shows the live total and sends its key (`shown`), so a payment is recorded at
 * once; without JavaScript the server answers CompletionConfirmation first (visit-actions.server).
 * Shared by the request's page and the technician's day (/admin/today).
 */
export function CompleteVisitForm({
  values,
  errors = {},
  message,
  action,
  hidden = {},
  taxRates,
  feeNote,
  approvedTotalCents = null,
}: {
  values: JobFormValues;
  errors?: JobFormErrors;
  message?: string;
  /** Where the form posts (default: the current page). */
  action?: string;
  /** More hidden fields (e.g. the booking's id on a page of several visits). */
  hidden?: Record<string, string>;
  /** Each county's rate today, in basis points: the live total's tax (the server computes again). */
  taxRates?: Record<string, number>;
  /** Why the diagnostic fee starts empty (a warranty callback), shown under it. */
  feeNote?: string;
  /** The approved estimate's option total (the server's), shown beside the live total; null without one. */
  approvedTotalCents?: number | null;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  // null until hydrated (the server's page shows no total); `totals` undefined while an amount cannot be read.
  // `shown`: the key of the total and payment on screen, sent so the server records at once.
  const [preview, setPreview] = useState<{ totals?: JobTotals; rate: number; shown?: string } | null>(null);
  const recompute = (form: HTMLFormElement | null) => {
    if (!form || !taxRates) return;
    const typed = jobFormValues(new FormData(form));
    const rate = taxRates[typed.taxCounty] ?? 0;
    const totals = previewJobTotals(typed, rate);
    setPreview({ totals, rate, shown: totals && previewShownKey(typed, totals) });
  };
  useEffect(() => recompute(formRef.current), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      className="space-y-5"
      noValidate
      onChange={(event: FormEvent<HTMLFormElement>) => recompute(event.currentTarget)}
    >
      {message && <Alert>{message}</Alert>}
      <input type="hidden" name="visitStep" value={values.visitStep} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextAreaField
        idPrefix="job"
        label="What was found"
        name="findings"
        rows={3}
        defaultValue={values.findings}
        error={errors.findings}
      />
      <TextAreaField
        idPrefix="job"
        label="Work done"
        name="workDone"
        rows={3}
        required
        defaultValue={values.workDone}
        error={errors.workDone}
        hint="For a diagnosis only, say so."
      />
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">Parts</legend>
        {errors.parts && <p className="text-sm font-medium text-red-700">{errors.parts}</p>}
        {values.parts.map((part, i) => (
          <fieldset
            key={i}
            className="grid grid-cols-2 gap-3 rounded-lg border border-slate-300 p-3 sm:grid-cols-[2fr_1fr_5rem_7rem] sm:items-end"
          >
            <legend className="px-1 text-sm font-semibold text-slate-800">Part {i + 1}</legend>
            <div className="col-span-2 sm:col-span-1">
              <TextField
                idPrefix={`part-${i}`}
                label="Description"
                name="partDescription"
                defaultValue={part.description}
                error={errors[`part-${i}-description`]}
              />
            </div>
            <div className="col-span-2 sm:col-span-1">
              <TextField
                idPrefix={`part-${i}`}
                label="Part number"
                name="partNumber"
                defaultValue={part.partNumber}
                error={errors[`part-${i}-partNumber`]}
              />
            </div>
            <TextField
              idPrefix={`part-${i}`}
              label="Quantity"
              name="partQuantity"
              inputMode="numeric"
              defaultValue={part.quantity}
              error={errors[`part-${i}-quantity`]}
            />
            <TextField
              idPrefix={`part-${i}`}
              label="Unit price ($)"
              name="partUnitPrice"
              inputMode="decimal"
              defaultValue={part.unitPrice}
              error={errors[`part-${i}-unitPrice`]}
            />
          </fieldset>
        ))}
        <button type="submit" name="intent" value="add-part" className={buttonStyle("secondary")}>
          Add part
        </button>
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          idPrefix="job"
          label="Labour ($)"
          name="labour"
          inputMode="decimal"
          defaultValue={values.labour}
          error={errors.labour}
        />
        <TextField
          idPrefix="job"
          label="Diagnostic fee ($)"
          name="diagnosticFee"
          inputMode="decimal"
          defaultValue={values.diagnosticFee}
          error={errors.diagnosticFee}
          hint={feeNote}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="diagnosticCredited"
          value="yes"
          defaultChecked={values.diagnosticCredited}
          className="size-6 shrink-0"
        />
        Diagnostic fee credited (repair went ahead)
      </label>
      <div className="space-y-1">
        <label htmlFor="job-taxCounty" className="block font-medium text-slate-800">
          County of the work (sales tax)
        </label>
        <p id="job-taxCounty-hint" className="text-sm text-slate-700">
          Preset from the ZIP code; change it where the ZIP code straddles a county line.
        </p>
        <select
          id="job-taxCounty"
          name="taxCounty"
          defaultValue={values.taxCounty}
          aria-describedby={errors.taxCounty ? "job-taxCounty-hint job-taxCounty-error" : "job-taxCounty-hint"}
          aria-invalid={errors.taxCounty ? true : undefined}
          className="block min-h-11 w-full rounded-lg border-2 border-slate-300 bg-white px-3 text-slate-900"
        >
          {serviceCounties.map((county) => (
            <option key={county} value={county}>
              {county} County
            </option>
          ))}
        </select>
        {errors.taxCounty && (
          <p id="job-taxCounty-error" className="text-sm font-medium text-red-700">
            {errors.taxCounty}
          </p>
        )}
      </div>
      <PaymentFields
        idPrefix="job"
        values={values}
        errors={errors}
        unpaid
        amount={{ label: "Amount paid ($)", hint: "Empty: the whole total.", defaultValue: values.amount }}
      />
      {preview && <LiveTotal totals={preview.totals} rate={preview.rate} approvedTotalCents={approvedTotalCents} />}
      {preview?.shown && <input type="hidden" name="shown" value={preview.shown} />}
      <p className="text-sm text-slate-700">
        A repair with a part is taxed as a whole at the county&apos;s rate; a visit with no part is not taxed. The total
        is worked out again when you complete the visit, and that is what is recorded. A payment is recorded only once
        its total has been shown (here, or on a confirmation step).
      </p>
      <button type="submit" name="intent" value="complete-visit" className={buttonStyle("primary", true)}>
        Complete the visit
      </button>
    </Form>
  );
}

/** The total as the form stands, before anything is recorded or charged (shown once hydrated). */
function LiveTotal({
  totals,
  rate,
  approvedTotalCents,
}: {
  totals?: JobTotals;
  rate: number;
  approvedTotalCents: number | null;
}) {
  return (
    <div
      role="status"
      data-testid="live-total"
      className="rounded-lg border-2 border-brand-700 bg-brand-50 p-3 text-slate-900"
    >
      {totals ? (
        <>
          <p className="text-lg font-bold">Total {formatCents(totals.totalCents)}</p>
          <p className="text-sm">
            Parts {formatCents(totals.partsCents)} · labour {formatCents(totals.labourCents)} · diagnostic fee{" "}
            {formatCents(totals.diagnosticCents)}
            {totals.creditCents > 0 && <> · credited -{formatCents(totals.creditCents)}</>} · tax{" "}
            {formatCents(totals.taxCents)}
            {totals.taxableCents > 0 ? ` (${formatRate(rate)})` : " (no part: not taxed)"}
          </p>
          {approvedTotalCents !== null && (
            <p className="font-semibold" data-testid="estimate-difference">
              {estimateDifferenceText(approvedTotalCents, totals.totalCents)}
            </p>
          )}
        </>
      ) : (
        <p>The total shows once every amount and quantity is a number.</p>
      )}
    </div>
  );
}

const METHOD_WORDS = { card: "card", cash: "cash", check: "check" } as const;

/**
 * The confirmation step before a payment is recorded (the server's answer to a completion sent
 * without the live total, i.e. without JavaScript): the amounts the server computed, and the
 * form as typed in hidden fields. "Record $X paid by <method>" sends them with the key of these
 * amounts (`shown`), which the server checks against its own computation again; "Change" brings
 * the form back as it was. The heading takes focus, so the page opens here.
 */
export function CompletionConfirmation({
  values,
  check,
  action,
  hidden = {},
}: {
  values: JobFormValues;
  check: CompletionCheck;
  action?: string;
  hidden?: Record<string, string>;
}) {
  const { totals, payment } = check;
  const amount = formatCents(payment.amountCents);
  const lines: Array<[string, string]> = [
    ["Parts", formatCents(totals.partsCents)],
    ["Labour", formatCents(totals.labourCents)],
    ["Diagnostic fee", formatCents(totals.diagnosticCents)],
  ];
  if (totals.creditCents > 0) lines.push(["Diagnostic fee credited", `-${formatCents(totals.creditCents)}`]);
  lines.push(
    totals.taxableCents > 0
      ? ["Taxable amount", formatCents(totals.taxableCents)]
      : ["Taxable amount", "$0.00 (no part: not taxed)"],
    [`Sales tax, ${check.taxCounty} County ${formatRate(check.taxRateBasisPoints)}`, formatCents(totals.taxCents)],
  );
  return (
    <section
      id="job"
      aria-labelledby="job-confirm-heading"
      className="space-y-4 rounded-lg border-2 border-brand-700 bg-brand-50 p-3 sm:p-4"
      data-testid="completion-confirmation"
    >
      <h3
        id="job-confirm-heading"
        tabIndex={-1}
        autoFocus
        className="text-lg font-bold text-brand-900 focus:outline-none"
      >
        Check the total before recording the payment
      </h3>
      {check.changed && (
        <Alert>The amounts changed since they were shown; check them again. Nothing was recorded.</Alert>
      )}
      <p>Nothing is recorded yet. Tell the customer the total, then record the payment.</p>
      {check.approvedTotalCents !== null && (
        <p className="font-semibold" data-testid="estimate-difference">
          {estimateDifferenceText(check.approvedTotalCents, totals.totalCents)}
        </p>
      )}
      <dl className="grid max-w-lg grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-slate-900">
        {lines.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="border-t border-slate-400 pt-1 text-lg font-bold">Total</dt>
          <dd
            className="border-t border-slate-400 pt-1 text-right text-lg font-bold tabular-nums"
            data-testid="confirm-total"
          >
            {formatCents(totals.totalCents)}
          </dd>
        </div>
        <div className="contents">
          <dt className="font-semibold">
            Paid now, by {METHOD_WORDS[payment.method]}
            {payment.method === "check" && payment.checkNumber ? ` #${payment.checkNumber}` : ""}
          </dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="confirm-amount">
            {amount}
          </dd>
        </div>
        {payment.amountCents < totals.totalCents && (
          <div className="contents">
            <dt>Still due after this payment</dt>
            <dd className="text-right tabular-nums">{formatCents(totals.totalCents - payment.amountCents)}</dd>
          </div>
        )}
      </dl>
      <Form method="post" action={action} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={`extra-${name}`} type="hidden" name={name} value={value} />
        ))}
        {jobFormFields(values).map(([name, value], i) => (
          <input key={i} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="shown" value={check.key} />
        <button type="submit" name="intent" value="complete-visit" className={buttonStyle("primary", true)}>
          Record {amount} paid by {METHOD_WORDS[payment.method]}
        </button>
        <button type="submit" name="intent" value="change-completion" className={buttonStyle("secondary", true)}>
          Change
        </button>
      </Form>
    </section>
  );
}
