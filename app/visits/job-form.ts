/**
 * The completion form's fields, read from a plain form post (pure: the browser's component and
 * the server share the names and the values kept on error). Money is read with parseMoney; the
 * totals are never read from the form (the server computes them).
 */
import { serviceCounties, type ServiceCounty } from "#app/content/business";
import { jobTotals, type JobTotals, type PartLine } from "./job-totals";
import { formatCents, MAX_AMOUNT_CENTS, parseMoney } from "#app/lib/money";
import type { VisitStep } from "./steps";
import { visitSteps } from "./steps";

export const paymentChoices = [
  { value: "card", label: "Card" },
  { value: "cash", label: "Cash" },
  { value: "check", label: "Check" },
  { value: "unpaid", label: "Unpaid" },
] as const;
export type PaymentChoice = (typeof paymentChoices)[number]["value"];

/** Part rows shown without JavaScript ("Add part" adds one more by a round trip). */
export const BLANK_PART_ROWS = 3;
export const MAX_PARTS = 30;
export const MAX_QUANTITY = 999;
const MAX_TEXT = 5000;
const MAX_DESCRIPTION = 200;
const MAX_PART_NUMBER = 100;
const MAX_CHECK_NUMBER = 30;

export interface PartValues {
  description: string;
  partNumber: string;
  quantity: string;
  unitPrice: string;
}

/** What the form shows: as typed, so a refused form comes back as it was sent. */
export interface JobFormValues {
  findings: string;
  workDone: string;
  parts: PartValues[];
  labour: string;
  diagnosticFee: string;
  diagnosticCredited: boolean;
  paymentMethod: PaymentChoice | "";
  checkNumber: string;
  amount: string;
  /** The step the visit was in when the form was shown. */
  visitStep: string;
  /** The county whose sales tax applies: the address's, or the office's correction. */
  taxCounty: string;
}

export const blankPart = (): PartValues => ({ description: "", partNumber: "", quantity: "1", unitPrice: "" });

/**
 * `taxCounty`: the county of the visit's ZIP code (the form's preset); `diagnosticFee`: the
 * owner's fee from Settings as typed ("89.00"), empty on a warranty callback or when none is set.
 */
export function emptyJobForm(visitStep: string, taxCounty = "", diagnosticFee = ""): JobFormValues {
  return {
    findings: "",
    workDone: "",
    parts: Array.from({ length: BLANK_PART_ROWS }, blankPart),
    labour: "",
    diagnosticFee,
    diagnosticCredited: true,
    paymentMethod: "",
    checkNumber: "",
    amount: "",
    visitStep,
    taxCounty,
  };
}

export type JobFormErrors = Partial<Record<string, string>>;

export interface JobInput {
  findings: string;
  workDone: string;
  parts: Array<{ description: string; partNumber: string; quantity: number; unitPriceCents: number }>;
  labourCents: number;
  diagnosticFeeCents: number;
  repairWentAhead: boolean;
  payment:
    | { method: "unpaid" }
    | { method: "card" | "cash" | "check"; checkNumber: string | null; amountCents: number | null };
  expectedFrom?: VisitStep;
  /** Chosen on the form; unset: the county of the visit's ZIP code. */
  taxCounty?: ServiceCounty;
  /**
   * The form's `shown` field: the key (shownKey) of the total and payment the person saw before
   * sending, from the live total or the confirmation step; null when the form sent none (no
   * JavaScript). A payment is recorded only when it is the key of what would be recorded
   * (completionStep); undefined: no such check (callers that show no form).
   */
  shown?: string | null;
}

/** NUL is never text (PostgreSQL refuses it): split out rather than matched by a control-character regex. */
const noNul = (value: string) => value.split(String.fromCharCode(0)).join("");
const text = (form: FormData, name: string) =>
  noNul(String(form.get(name) ?? ""))
    .replace(/\r\n?/g, "\n")
    .trim();
const all = (form: FormData, name: string) => form.getAll(name).map((v) => noNul(String(v)).trim());

/** The form as typed (for re-showing it), whatever is wrong with it. */
export function jobFormValues(form: FormData): JobFormValues {
  const descriptions = all(form, "partDescription");
  const numbers = all(form, "partNumber");
  const quantities = all(form, "partQuantity");
  const prices = all(form, "partUnitPrice");
  const rows = Math.min(MAX_PARTS, Math.max(descriptions.length, numbers.length, quantities.length, prices.length));
  const parts = Array.from({ length: rows }, (_, i) => ({
    description: descriptions[i] ?? "",
    partNumber: numbers[i] ?? "",
    quantity: quantities[i] ?? "",
    unitPrice: prices[i] ?? "",
  }));
  const method = String(form.get("paymentMethod") ?? "");
  return {
    findings: text(form, "findings"),
    workDone: text(form, "workDone"),
    parts,
    labour: text(form, "labour"),
    diagnosticFee: text(form, "diagnosticFee"),
    diagnosticCredited: form.get("diagnosticCredited") === "yes",
    paymentMethod: paymentChoices.some((c) => c.value === method) ? (method as PaymentChoice) : "",
    checkNumber: text(form, "checkNumber"),
    amount: text(form, "amount"),
    visitStep: text(form, "visitStep"),
    taxCounty: text(form, "taxCounty"),
  };
}

const isBlankRow = (row: PartValues) => !row.description && !row.partNumber && !row.unitPrice;

/** Field errors, or the job to store. */
export function readJobForm(
  values: JobFormValues,
): { ok: true; input: JobInput } | { ok: false; errors: JobFormErrors } {
  const errors: JobFormErrors = {};
  if (values.findings.length > MAX_TEXT) errors.findings = `At most ${MAX_TEXT.toLocaleString("en-US")} characters.`;
  if (!values.workDone) errors.workDone = "Say what was done (for a diagnosis only, say so).";
  else if (values.workDone.length > MAX_TEXT)
    errors.workDone = `At most ${MAX_TEXT.toLocaleString("en-US")} characters.`;

  const parts: JobInput["parts"] = [];
  values.parts.forEach((row, i) => {
    if (isBlankRow(row)) return;
    const n = i + 1;
    if (!row.description) errors[`part-${i}-description`] = `Part ${n}: describe the part.`;
    else if (row.description.length > MAX_DESCRIPTION)
      errors[`part-${i}-description`] = `Part ${n}: at most ${MAX_DESCRIPTION} characters.`;
    if (row.partNumber.length > MAX_PART_NUMBER)
      errors[`part-${i}-partNumber`] = `Part ${n}: at most ${MAX_PART_NUMBER} characters.`;
    const quantity = /^\d{1,3}$/.test(row.quantity) ? Number(row.quantity) : NaN;
    if (!(quantity >= 1 && quantity <= MAX_QUANTITY))
      errors[`part-${i}-quantity`] = `Part ${n}: a whole quantity from 1 to ${MAX_QUANTITY}.`;
    const price = parseMoney(row.unitPrice, `Part ${n}: the unit price`);
    if (!price.ok) errors[`part-${i}-unitPrice`] = price.message;
    if (price.ok && quantity >= 1)
      parts.push({ description: row.description, partNumber: row.partNumber, quantity, unitPriceCents: price.cents });
  });
  const partsCents = parts.reduce((sum, p) => sum + p.quantity * p.unitPriceCents, 0);
  if (partsCents > MAX_AMOUNT_CENTS) errors.parts = `The parts can come to at most ${formatCents(MAX_AMOUNT_CENTS)}.`;

  const optionalMoney = (name: "labour" | "diagnosticFee", label: string) => {
    if (!values[name]) return 0;
    const read = parseMoney(values[name], label);
    if (!read.ok) errors[name] = read.message;
    return read.ok ? read.cents : 0;
  };
  const labourCents = optionalMoney("labour", "Labour");
  const diagnosticFeeCents = optionalMoney("diagnosticFee", "The diagnostic fee");

  let payment: JobInput["payment"] = { method: "unpaid" };
  if (!values.paymentMethod) errors.paymentMethod = "Choose how the customer paid, or Unpaid.";
  else if (values.paymentMethod !== "unpaid") {
    let checkNumber: string | null = null;
    if (values.paymentMethod === "check") {
      if (!values.checkNumber) errors.checkNumber = "Type the check number.";
      else if (values.checkNumber.length > MAX_CHECK_NUMBER || !/^[A-Za-z0-9 -]+$/.test(values.checkNumber))
        errors.checkNumber = `The check number: letters, digits, spaces and dashes, at most ${MAX_CHECK_NUMBER}.`;
      checkNumber = values.checkNumber;
    }
    let amountCents: number | null = null;
    if (values.amount) {
      const read = parseMoney(values.amount, "The amount");
      if (!read.ok) errors.amount = read.message;
      else if (read.cents === 0) errors.amount = "The amount must be more than $0.00 (or choose Unpaid).";
      else amountCents = read.cents;
    }
    payment = { method: values.paymentMethod, checkNumber, amountCents };
  }

  const taxCounty = serviceCounties.find((c) => c === values.taxCounty);
  if (values.taxCounty && !taxCounty) errors.taxCounty = "Choose the county where the work was done.";

  if (Object.keys(errors).length) return { ok: false, errors };
  const expectedFrom = (visitSteps as readonly string[]).includes(values.visitStep)
    ? (values.visitStep as VisitStep)
    : undefined;
  return {
    ok: true,
    input: {
      findings: values.findings,
      workDone: values.workDone,
      parts,
      labourCents,
      diagnosticFeeCents,
      repairWentAhead: values.diagnosticCredited,
      payment,
      expectedFrom,
      taxCounty,
    },
  };
}

/** A later payment (Record payment): method, check number, amount. */
export interface PaymentFormValues {
  paymentMethod: string;
  checkNumber: string;
  amount: string;
}

export function readPaymentForm(form: FormData):
  | {
      ok: true;
      values: PaymentFormValues;
      payment: { method: "card" | "cash" | "check"; checkNumber: string | null; amountCents: number };
    }
  | { ok: false; values: PaymentFormValues; errors: JobFormErrors } {
  const values = {
    paymentMethod: String(form.get("paymentMethod") ?? ""),
    checkNumber: text(form, "checkNumber"),
    amount: text(form, "amount"),
  };
  const errors: JobFormErrors = {};
  const method = values.paymentMethod;
  if (method !== "card" && method !== "cash" && method !== "check") {
    errors.paymentMethod = "Choose card, cash or check.";
  }
  if (method === "check") {
    if (!values.checkNumber) errors.checkNumber = "Type the check number.";
    else if (values.checkNumber.length > MAX_CHECK_NUMBER || !/^[A-Za-z0-9 -]+$/.test(values.checkNumber))
      errors.checkNumber = `The check number: letters, digits, spaces and dashes, at most ${MAX_CHECK_NUMBER}.`;
  }
  const amount = parseMoney(values.amount, "The amount");
  if (!amount.ok) errors.amount = amount.message;
  else if (amount.cents === 0) errors.amount = "The amount must be more than $0.00.";
  if (Object.keys(errors).length || !amount.ok) return { ok: false, values, errors };
  return {
    ok: true,
    values,
    payment: {
      method: method as "card" | "cash" | "check",
      checkNumber: method === "check" ? values.checkNumber : null,
      amountCents: amount.cents,
    },
  };
}

/**
 * The totals the completion form shows while it is filled (with JavaScript), from the money
 * fields as typed and the county's rate: undefined while an amount or a quantity is not readable
 * yet. The same reading and arithmetic as the server's (readJobForm, jobTotals), which still
 * computes what is stored.
 */
export function previewJobTotals(values: JobFormValues, taxRateBasisPoints: number): JobTotals | undefined {
  const parts: PartLine[] = [];
  for (const row of values.parts) {
    if (isBlankRow(row)) continue;
    const quantity = /^\d{1,3}$/.test(row.quantity) ? Number(row.quantity) : NaN;
    const price = parseMoney(row.unitPrice);
    if (!(quantity >= 1 && quantity <= MAX_QUANTITY) || !price.ok) return undefined;
    parts.push({ quantity, unitPriceCents: price.cents });
  }
  const money = (typed: string) => (typed ? parseMoney(typed) : ({ ok: true, cents: 0 } as const));
  const labour = money(values.labour);
  const diagnostic = money(values.diagnosticFee);
  if (!labour.ok || !diagnostic.ok) return undefined;
  return jobTotals({
    parts,
    labourCents: labour.cents,
    diagnosticFeeCents: diagnostic.cents,
    repairWentAhead: values.diagnosticCredited,
    taxRateBasisPoints,
  });
}

/** A payment taken on completing: card, cash or check, its amount worked out (empty: the total). */
export interface TakenPayment {
  method: "card" | "cash" | "check";
  checkNumber: string | null;
  amountCents: number;
}

/**
 * What a person sees before a payment is recorded, as one key: the job's total, the amount taken
 * and how ("18274:18274:cash"). Undefined when nothing is taken (Unpaid): nothing to confirm.
 */
export function shownKey(totalCents: number, payment: JobInput["payment"]): string | undefined {
  if (payment.method === "unpaid") return undefined;
  return `${totalCents}:${payment.amountCents ?? totalCents}:${payment.method}`;
}

/**
 * Whether a completion is recorded now or first shows its amounts (the issue: the card was
 * charged before the technician saw the total). Recorded when no payment is taken, or when the
 * form says the person saw exactly these amounts (`shown`: the live total's key with JavaScript,
 * or the confirmation step's); otherwise (no JavaScript, or the amounts changed since they were
 * shown: a tax rate, an edited or tampered field) the confirmation step, and nothing is stored.
 */
export function completionStep(
  totalCents: number,
  payment: JobInput["payment"],
  shown: string | null,
): "record" | "confirm" {
  const key = shownKey(totalCents, payment);
  return key === undefined || shown === key ? "record" : "confirm";
}

/** The confirmation step of a completion that takes a payment: the amounts computed by the server. */
export interface CompletionCheck {
  totals: JobTotals;
  taxCounty: ServiceCounty;
  taxRateBasisPoints: number;
  payment: TakenPayment;
  /** shownKey of these amounts, sent back by "Record ..." in the `shown` field. */
  key: string;
  /** The post carried the key of other amounts (they changed since they were shown). */
  changed: boolean;
  /** The approved estimate's option total the job starts from (the server's figure); null without one. */
  approvedTotalCents: number | null;
}

/**
 * The difference visible (DECISIONS "Estimates and approval": the completion starts from the
 * approved option, editable): "Approved estimate: $412.30 · This job: $389.00 (−$23.30)". The
 * live total says it as it changes; the no-JavaScript confirmation step says it from the server's
 * totals.
 */
export function estimateDifferenceText(approvedTotalCents: number, jobTotalCents: number): string {
  const difference = jobTotalCents - approvedTotalCents;
  const change =
    difference === 0 ? "the same" : `${difference > 0 ? "+" : "\u2212"}${formatCents(Math.abs(difference))}`;
  return `Approved estimate: ${formatCents(approvedTotalCents)} · This job: ${formatCents(jobTotalCents)} (${change})`;
}

/**
 * The live total's key (with JavaScript): shownKey of the totals shown and the payment as typed;
 * undefined while the method is not one that takes money or the amount cannot be read (the
 * server then refuses the field or shows the confirmation step).
 */
export function previewShownKey(values: JobFormValues, totals: JobTotals): string | undefined {
  const method = values.paymentMethod;
  if (method !== "card" && method !== "cash" && method !== "check") return undefined;
  const amount = values.amount ? parseMoney(values.amount) : undefined;
  if (amount && !amount.ok) return undefined;
  return shownKey(totals.totalCents, { method, checkNumber: null, amountCents: amount ? amount.cents : null });
}

/**
 * The form's fields as posted, in order (the inverse of jobFormValues): the confirmation step
 * sends them again as hidden fields, so "Record" and "Change" carry the form as it was typed.
 */
export function jobFormFields(values: JobFormValues): Array<[string, string]> {
  const fields: Array<[string, string]> = [
    ["visitStep", values.visitStep],
    ["findings", values.findings],
    ["workDone", values.workDone],
  ];
  for (const part of values.parts)
    fields.push(
      ["partDescription", part.description],
      ["partNumber", part.partNumber],
      ["partQuantity", part.quantity],
      ["partUnitPrice", part.unitPrice],
    );
  fields.push(["labour", values.labour], ["diagnosticFee", values.diagnosticFee]);
  if (values.diagnosticCredited) fields.push(["diagnosticCredited", "yes"]);
  fields.push(
    ["taxCounty", values.taxCounty],
    ["paymentMethod", values.paymentMethod],
    ["checkNumber", values.checkNumber],
    ["amount", values.amount],
  );
  return fields;
}
