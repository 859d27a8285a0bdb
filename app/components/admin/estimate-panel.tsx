import type { ChangeEvent, ComponentType } from "react";
import { Form, Link } from "react-router";
import { TextField } from "#app/components/ui/form-field";
import { serviceCounties } from "#app/content/business";
import { estimateTitle, taxLabel, type EstimateView } from "#app/estimates/estimate-content";
import type { EstimateFormErrors, EstimateFormValues } from "#app/estimates/estimate-form";
import { lineAmount } from "#app/estimates/estimate-totals";
import { formatCents } from "#app/lib/money";
import { Alert, buttonStyle } from "./panel";

/** What the request's page knows of the visit's estimate (from the loader). */
export interface EstimatePanelData {
  current?: EstimateView;
  contentSha256?: string;
  decision?: {
    declined: boolean;
    option?: { position: number; name: string };
    signerName: string;
    at: string;
    channel: string;
    signed: boolean;
  };
  versions: Array<{ version: number; status: string; approvedOption?: string }>;
  /** The form to write (the draft's lines, or the newest version's to start the next one). */
  form: EstimateFormValues;
  /** The price book's items, for the description's suggestions; `value`: the price as the form takes it. */
  priceBook: Array<{ kind: string; description: string; partNumber: string; price: string; value: string }>;
  canWrite: boolean;
}

export interface EstimateForms {
  /** `added`: the line "Add line" just added (`option2Line4`), whose description takes the focus. */
  write?: { values: EstimateFormValues; errors: EstimateFormErrors; message?: string; added?: string };
  decide?: {
    values: { choice: string; signerName: string; consent: boolean };
    errors: Record<string, string>;
    message?: string;
  };
}

const STATUS_TEXT: Record<string, string> = {
  draft: "Draft: not sent yet",
  sent: "Sent: waiting for the customer",
  approved: "Approved",
  declined: "Declined",
  superseded: "Replaced by a newer version",
};

/** An estimate's options, large and clear: each line, the fee's credit, the county's tax and the total. */
export function EstimateOptions({ estimate, approvedPosition }: { estimate: EstimateView; approvedPosition?: number }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {estimate.options.map((option) => (
        <article
          key={option.position}
          aria-labelledby={`estimate-option-${option.position}`}
          className={`rounded-lg border-2 p-4 ${approvedPosition === option.position ? "border-green-700" : "border-slate-300"}`}
        >
          <h4 id={`estimate-option-${option.position}`} className="text-lg font-bold text-slate-900">
            Option {option.position}: {option.name}
            {approvedPosition === option.position && <span className="ml-2 text-green-800">(approved)</span>}
          </h4>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">The lines of option {option.position}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className="text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {option.lines
                .filter((l) => l.kind !== "credit")
                .map((line, i) => (
                  <tr key={i}>
                    <td className="py-1 pr-2">
                      {line.kind === "labour" ? "Labour: " : ""}
                      {line.description}
                      {line.partNumber && <span className="text-slate-700"> ({line.partNumber})</span>}
                      {line.quantity > 1 && (
                        <span className="text-slate-700">
                          {" "}
                          {line.quantity} x {formatCents(line.unitPriceCents)}
                        </span>
                      )}
                    </td>
                    <td className="py-1 text-right">{formatCents(lineAmount(line))}</td>
                  </tr>
                ))}
              {estimate.diagnosticFeeCents > 0 && (
                <tr>
                  <td className="py-1 pr-2">Diagnostic fee</td>
                  <td className="py-1 text-right">{formatCents(estimate.diagnosticFeeCents)}</td>
                </tr>
              )}
              {option.totals.creditCents > 0 && (
                <tr>
                  <td className="py-1 pr-2">Diagnostic fee credit</td>
                  <td className="py-1 text-right">-{formatCents(option.totals.creditCents)}</td>
                </tr>
              )}
              <tr>
                <td className="py-1 pr-2">{taxLabel(estimate.taxCounty, estimate.taxRateBasisPoints)}</td>
                <td className="py-1 text-right">{formatCents(option.totals.taxCents)}</td>
              </tr>
              <tr className="border-t-2 border-slate-300 text-base font-bold">
                <td className="py-1 pr-2">Total</td>
                <td className="py-1 text-right">{formatCents(option.totals.totalCents)}</td>
              </tr>
            </tbody>
          </table>
        </article>
      ))}
    </div>
  );
}

/**
 * The estimate on the request's page (DECISIONS "Estimates and approval"): the version in force
 * and its status, "Send estimate", the customer's approval on this phone, and the form to write
 * (one to three options; a plain POST with intent `write-estimate`, working without JavaScript).
 */
export function EstimatePanel({
  data,
  forms = {},
  approval: Approval,
  openWriteHref,
}: {
  data: EstimatePanelData;
  forms?: EstimateForms;
  /** Where the write form opens (the request's page draws it only once asked); unset: drawn here. */
  openWriteHref?: string;
  /**
   * The customer's approval on this phone (on-site-approval.tsx, with its signature pad), given
   * by the page that offers it, so the pad's script is not in every page that shows an estimate.
   */
  approval?: ComponentType<{ estimate: EstimateView; sha: string; form?: EstimateForms["decide"] }>;
}) {
  const { current, decision } = data;
  const decidable = current && !decision && (current.status === "draft" || current.status === "sent");
  return (
    <div className="space-y-5">
      {current ? (
        <div className="space-y-3">
          <p>
            <span className="font-semibold">{estimateTitle(current)}:</span> {STATUS_TEXT[current.status]}
            {decision && !decision.declined && decision.option && (
              <>
                {" "}
                (Option {decision.option.position}, {decision.option.name}, by {decision.signerName},{" "}
                {decision.channel === "on-site" ? "on site" : "by link"}, {decision.at}
                {decision.signed ? ", signed" : ""})
              </>
            )}
            {decision?.declined && (
              <>
                {" "}
                ({decision.channel === "on-site" ? "on site" : "by link"}, {decision.at})
              </>
            )}
          </p>
          <EstimateOptions estimate={current} approvedPosition={decision?.option?.position} />
          {data.versions.length > 1 && (
            <ul className="list-disc pl-6 text-sm text-slate-800">
              {data.versions.slice(1).map((v) => (
                <li key={v.version}>
                  Version {v.version}: {v.approvedOption ? `approved, ${v.approvedOption}` : STATUS_TEXT[v.status]}
                </li>
              ))}
            </ul>
          )}
          {data.canWrite && decidable && (
            <Form method="post" className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="send-estimate" className={buttonStyle("secondary")}>
                Send estimate
              </button>
            </Form>
          )}
          {Approval && data.canWrite && decidable && data.contentSha256 && (
            <Approval estimate={current} sha={data.contentSha256} form={forms.decide} />
          )}
        </div>
      ) : (
        <p>No estimate yet. After diagnosing, write one to three options for the customer to choose from.</p>
      )}
      {data.canWrite &&
        (openWriteHref ? (
          <p>
            <Link to={openWriteHref} className={buttonStyle("secondary")}>
              {writeFormTitle(data)}
            </Link>
          </p>
        ) : (
          <EstimateForm data={data} form={forms.write} />
        ))}
    </div>
  );
}

/** The write form's heading, and the link that opens it. */
const writeFormTitle = ({ current }: EstimatePanelData) =>
  current?.status === "draft" ? "Change the estimate" : current ? "Write a new version" : "Write the estimate";

/**
 * With JavaScript, a description picked from the price book's suggestions fills its line: the
 * kind, the part number and the price (still editable). Without, the suggestions only name them.
 */
function fillFromPriceBook(event: ChangeEvent<HTMLInputElement>, priceBook: EstimatePanelData["priceBook"]) {
  const typed = event.currentTarget.value.trim().toLowerCase();
  const item = priceBook.find((i) => i.description.toLowerCase() === typed);
  const line = event.currentTarget.closest("fieldset");
  if (!item || !line) return;
  const set = (suffix: string, value: string) => {
    const input = line.querySelector<HTMLInputElement | HTMLSelectElement>(`[name$="${suffix}"]`);
    if (input) input.value = value;
  };
  set("Kind", item.kind);
  set("PartNumber", item.kind === "part" ? item.partNumber : "");
  set("UnitPrice", item.value);
}

/**
 * One to three options, three lines each without JavaScript and "Add line" (a round trip that
 * stores nothing) for more; descriptions suggest the price book's items.
 */
function EstimateForm({ data, form }: { data: EstimatePanelData; form?: EstimateForms["write"] }) {
  const values = form?.values ?? data.form;
  const errors = form?.errors ?? {};
  return (
    <Form method="post" className="space-y-5" noValidate>
      {/* Enter in a field saves: the first submit button is the form's default, not an "Add line". */}
      <button type="submit" name="intent" value="write-estimate" hidden tabIndex={-1}>
        Save the estimate
      </button>
      <h4 id="estimate-form" className="text-lg font-bold text-brand-900">
        {writeFormTitle(data)}
      </h4>
      {form?.message && <Alert>{form.message}</Alert>}
      {errors.options && <Alert>{errors.options}</Alert>}
      <datalist id="price-book">
        {data.priceBook.map((item, i) => (
          <option key={i} value={item.description}>
            {item.partNumber ? `${item.partNumber}, ` : ""}
            {item.price}
          </option>
        ))}
      </datalist>
      {values.options.map((option, o) => {
        const n = o + 1;
        return (
          <fieldset key={n} className="space-y-3 rounded-lg border border-slate-300 p-3">
            <legend className="px-1 font-semibold text-slate-900">Option {n}</legend>
            <TextField
              idPrefix={`option${n}`}
              label="Name (e.g. Replace the evaporator fan motor)"
              name={`option${n}Name`}
              defaultValue={option.name}
              error={errors[`option${n}Name`]}
            />
            {errors[`option${n}Lines`] && (
              <p className="text-sm font-medium text-red-700">{errors[`option${n}Lines`]}</p>
            )}
            {option.lines.map((line, i) => {
              const key = `option${n}Line${i + 1}`;
              return (
                <fieldset
                  key={i}
                  className="grid grid-cols-2 gap-3 rounded border border-slate-200 p-2 sm:grid-cols-[7rem_2fr_1fr_5rem_7rem] sm:items-end"
                >
                  <legend className="px-1 text-sm font-semibold text-slate-800">Line {i + 1}</legend>
                  <div className="col-span-2 space-y-1 sm:col-span-1">
                    <label htmlFor={`${key}-kind`} className="block font-medium text-slate-800">
                      Kind
                    </label>
                    <select
                      id={`${key}-kind`}
                      name={`option${n}Kind`}
                      defaultValue={line.kind}
                      className="block min-h-11 w-full rounded-lg border-2 border-slate-300 bg-white px-3 text-slate-900"
                    >
                      <option value="part">Part</option>
                      <option value="labour">Labour</option>
                    </select>
                    {errors[`${key}Kind`] && <p className="text-sm font-medium text-red-700">{errors[`${key}Kind`]}</p>}
                  </div>
                  <div className="col-span-2 sm:col-span-1">
                    <TextField
                      idPrefix={key}
                      label="Description"
                      name={`option${n}Description`}
                      list="price-book"
                      defaultValue={line.description}
                      error={errors[`${key}Description`]}
                      autoFocus={form?.added === key}
                      onChange={(event) => fillFromPriceBook(event, data.priceBook)}
                    />
                  </div>
                  <div className="col-span-2 sm:col-span-1">
                    <TextField
                      idPrefix={key}
                      label="Part number"
                      name={`option${n}PartNumber`}
                      defaultValue={line.partNumber}
                      error={errors[`${key}PartNumber`]}
                    />
                  </div>
                  <TextField
                    idPrefix={key}
                    label="Quantity"
                    name={`option${n}Quantity`}
                    inputMode="numeric"
                    defaultValue={line.quantity}
                    error={errors[`${key}Quantity`]}
                  />
                  <TextField
                    idPrefix={key}
                    label="Price ($)"
                    name={`option${n}UnitPrice`}
                    inputMode="decimal"
                    defaultValue={line.unitPrice}
                    error={errors[`${key}UnitPrice`]}
                  />
                </fieldset>
              );
            })}
            <button
              type="submit"
              name="intent"
              value={`add-estimate-line-${n}`}
              className={`${buttonStyle("secondary")} w-full sm:w-auto`}
            >
              Add line<span className="sr-only"> to option {n}</span>
            </button>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name={`option${n}Credit`}
                value="yes"
                defaultChecked={option.credit}
                className="size-6 shrink-0"
              />
              Credit the diagnostic fee toward this repair
            </label>
          </fieldset>
        );
      })}
      <div className="space-y-1">
        <label htmlFor="estimate-taxCounty" className="block font-medium text-slate-800">
          County of the work (sales tax)
        </label>
        <select
          id="estimate-taxCounty"
          name="taxCounty"
          defaultValue={values.taxCounty}
          aria-invalid={errors.taxCounty ? true : undefined}
          className="block min-h-11 w-full rounded-lg border-2 border-slate-300 bg-white px-3 text-slate-900"
        >
          {serviceCounties.map((county) => (
            <option key={county} value={county}>
              {county} County
            </option>
          ))}
        </select>
        {errors.taxCounty && <p className="text-sm font-medium text-red-700">{errors.taxCounty}</p>}
      </div>
      <p className="text-sm text-slate-700">
        The totals are worked out by the server: an option with a part is taxed as a whole at the county&apos;s rate.
      </p>
      <button type="submit" name="intent" value="write-estimate" className={buttonStyle("primary", true)}>
        Save the estimate
      </button>
    </Form>
  );
}
