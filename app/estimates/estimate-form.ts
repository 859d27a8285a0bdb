/**
 * The estimate form's fields, read from a plain form post (pure: the browser's component and the
 * server share the names and the values kept on error). Money is read with parseMoney; totals are
 * never read from the form (the server computes them with estimate-totals.ts).
 *
 * Names: `taxCounty`; for option n (1 to 3) `option{n}Name`, `option{n}Credit` ("yes"), and one
 * value per line of `option{n}Kind` (part or labour), `option{n}Description`, `option{n}PartNumber`,
 * `option{n}Quantity`, `option{n}UnitPrice`. An option left wholly blank is not an option.
 */
import { serviceCounties, type ServiceCounty } from "#app/content/business";
import { formatCents, MAX_AMOUNT_CENTS, parseMoney } from "#app/lib/money";
import { optionTotals, type EstimateLineInput, type EstimateOptionInput } from "./estimate-totals";

export const MAX_OPTIONS = 3;
export const MAX_LINES = 20;
/** Line rows shown per option without JavaScript. */
export const BLANK_LINE_ROWS = 3;
export const MAX_QUANTITY = 999;
export const MAX_OPTION_NAME = 120;
export const MAX_DESCRIPTION = 200;
export const MAX_PART_NUMBER = 100;

export interface LineValues {
  kind: string;
  description: string;
  partNumber: string;
  quantity: string;
  unitPrice: string;
}

export interface OptionValues {
  name: string;
  credit: boolean;
  lines: LineValues[];
}

export interface EstimateFormValues {
  taxCounty: string;
  options: OptionValues[];
}

export type EstimateFormErrors = Partial<Record<string, string>>;

export interface EstimateInput {
  options: EstimateOptionInput[];
  /** Chosen on the form; unset: the county of the visit's ZIP code. */
  taxCounty?: ServiceCounty;
}

export const blankLine = (kind: "part" | "labour" = "part"): LineValues => ({
  kind,
  description: "",
  partNumber: "",
  quantity: "1",
  unitPrice: "",
});

export const blankOption = (): OptionValues => ({
  name: "",
  credit: true,
  lines: [blankLine("part"), blankLine("part"), blankLine("labour")].slice(0, BLANK_LINE_ROWS),
});

export function emptyEstimateForm(taxCounty = ""): EstimateFormValues {
  return { taxCounty, options: Array.from({ length: MAX_OPTIONS }, blankOption) };
}

/** NUL is never text (PostgreSQL refuses it); line breaks fold to spaces (one line per field). */
const clean = (value: FormDataEntryValue | null) =>
  String(value ?? "")
    .split(String.fromCharCode(0))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
const all = (form: FormData, name: string) => form.getAll(name).map(clean);

/** The form as typed (for re-showing it), whatever is wrong with it. */
export function estimateFormValues(form: FormData): EstimateFormValues {
  const options: OptionValues[] = [];
  for (let n = 1; n <= MAX_OPTIONS; n++) {
    const kinds = all(form, `option${n}Kind`);
    const descriptions = all(form, `option${n}Description`);
    const numbers = all(form, `option${n}PartNumber`);
    const quantities = all(form, `option${n}Quantity`);
    const prices = all(form, `option${n}UnitPrice`);
    const rows = Math.min(
      MAX_LINES,
      Math.max(kinds.length, descriptions.length, numbers.length, quantities.length, prices.length),
    );
    options.push({
      name: clean(form.get(`option${n}Name`)),
      credit: form.get(`option${n}Credit`) === "yes",
      lines: Array.from({ length: rows }, (_, i) => ({
        kind: kinds[i] ?? "part",
        description: descriptions[i] ?? "",
        partNumber: numbers[i] ?? "",
        quantity: quantities[i] ?? "",
        unitPrice: prices[i] ?? "",
      })),
    });
  }
  return { taxCounty: clean(form.get("taxCounty")), options };
}

const isBlankLine = (line: LineValues) => !line.description && !line.partNumber && !line.unitPrice;
const isBlankOption = (option: OptionValues) => !option.name && option.lines.every(isBlankLine);

/** Field errors (keyed by field: `option2Name`, `option1Line3UnitPrice`, `options`...), or the estimate to store. */
export function readEstimateForm(
  values: EstimateFormValues,
  money: { diagnosticFeeCents: number; taxRateBasisPoints: number } = { diagnosticFeeCents: 0, taxRateBasisPoints: 0 },
): { ok: true; input: EstimateInput } | { ok: false; errors: EstimateFormErrors } {
  const errors: EstimateFormErrors = {};
  const options: EstimateOptionInput[] = [];
  values.options.slice(0, MAX_OPTIONS).forEach((option, o) => {
    if (isBlankOption(option)) return;
    const n = o + 1;
    const key = `option${n}`;
    if (!option.name) errors[`${key}Name`] = `Option ${n}: give it a name (e.g. "Replace the evaporator fan motor").`;
    else if (option.name.length > MAX_OPTION_NAME)
      errors[`${key}Name`] = `Option ${n}: a name of at most ${MAX_OPTION_NAME} characters.`;
    const lines: EstimateLineInput[] = [];
    option.lines.forEach((line, i) => {
      if (isBlankLine(line)) return;
      const at = `Option ${n}, line ${i + 1}`;
      const field = `${key}Line${i + 1}`;
      const kind = line.kind === "labour" ? "labour" : line.kind === "part" ? "part" : undefined;
      if (!kind) errors[`${field}Kind`] = `${at}: choose Part or Labour.`;
      if (!line.description) errors[`${field}Description`] = `${at}: describe it.`;
      else if (line.description.length > MAX_DESCRIPTION)
        errors[`${field}Description`] = `${at}: at most ${MAX_DESCRIPTION} characters.`;
      if (line.partNumber.length > MAX_PART_NUMBER)
        errors[`${field}PartNumber`] = `${at}: a part number of at most ${MAX_PART_NUMBER} characters.`;
      const quantity = /^\d{1,3}$/.test(line.quantity) ? Number(line.quantity) : NaN;
      if (!(quantity >= 1 && quantity <= MAX_QUANTITY))
        errors[`${field}Quantity`] = `${at}: a whole quantity from 1 to ${MAX_QUANTITY}.`;
      const price = parseMoney(line.unitPrice, `${at}: the price`);
      if (!price.ok) errors[`${field}UnitPrice`] = price.message;
      if (kind && line.description && price.ok && quantity >= 1 && quantity <= MAX_QUANTITY)
        lines.push({
          kind,
          description: line.description,
          partNumber: kind === "part" ? line.partNumber : "",
          quantity,
          unitPriceCents: price.cents,
        });
    });
    if (option.lines.every(isBlankLine)) errors[`${key}Lines`] = `Option ${n}: add at least one part or labour line.`;
    else if (!Object.keys(errors).some((k) => k.startsWith(key))) {
      const totals = optionTotals({ lines, creditDiagnostic: option.credit }, money);
      if (totals.totalCents > MAX_AMOUNT_CENTS)
        errors[`${key}Lines`] = `Option ${n}: the total can be at most ${formatCents(MAX_AMOUNT_CENTS)}.`;
    }
    options.push({ name: option.name, lines, creditDiagnostic: option.credit });
  });
  if (!values.options.some((o) => !isBlankOption(o)))
    errors.options = "Write at least one option: a name and a part or labour line with its price.";
  const taxCounty = serviceCounties.find((c) => c === values.taxCounty);
  if (values.taxCounty && !taxCounty) errors.taxCounty = "Choose the county where the work is done.";
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: { options, taxCounty } };
}

/** The form showing a stored estimate (to write its next version from it). */
export function estimateFormOf(estimate: {
  taxCounty: string;
  options: Array<{
    name: string;
    creditCents: number;
    lines: Array<{ kind: string; description: string; partNumber: string; quantity: number; unitPriceCents: number }>;
  }>;
}): EstimateFormValues {
  const options = estimate.options.map((option) => ({
    name: option.name,
    credit: option.creditCents > 0 || option.lines.some((l) => l.kind === "credit"),
    lines: option.lines
      .filter((l) => l.kind !== "credit")
      .map((l) => ({
        kind: l.kind,
        description: l.description,
        partNumber: l.partNumber,
        quantity: String(l.quantity),
        unitPrice: `${Math.floor(l.unitPriceCents / 100)}.${String(l.unitPriceCents % 100).padStart(2, "0")}`,
      })),
  }));
  while (options.length < MAX_OPTIONS) options.push(blankOption());
  return { taxCounty: estimate.taxCounty, options };
}
