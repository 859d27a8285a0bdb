/**
 * The receipt of a completed visit as words and amounts (pure): the e-mail and the visitor's
 * appointment page both show this, so they never disagree.
 */
import { business } from "#app/content/business";
import type { Lang } from "#app/content/i18n/lang";
import { receiptWords } from "#app/content/receipt-words";
import { addDays, todayInBusinessZone } from "#app/lib/dates";
import { lineCents } from "./job-totals";
import { formatCents, formatRate } from "#app/lib/money";
import { receiptNumber } from "#app/lib/receipt-number";

export interface ReceiptJob {
  /** The job's id: the receipt's number ("Receipt #57"). */
  id: number;
  findings: string;
  workDone: string;
  labourCents: number;
  diagnosticFeeCents: number;
  diagnosticCredited: boolean;
  taxRateBasisPoints: number;
  /** Null on jobs completed before tax by county (taxed on the parts at one rate). */
  taxCounty: string | null;
  taxableCents: number | null;
  partsCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  completedAt: Date;
}
export interface ReceiptPart {
  description: string;
  partNumber: string;
  quantity: number;
  unitPriceCents: number;
}
export interface ReceiptPayment {
  /** "online": a card paid by link through Stripe; with `refundOf`, a refund of one (negative). */
  method: "card" | "cash" | "check" | "online";
  checkNumber: string | null;
  refundOf?: number | null;
  amountCents: number;
  recordedAt: Date;
}

/** "2026-11-25" -> "November 25, 2026" (Spanish: "25 de noviembre de 2026"). */
export function monthDayYear(isoDate: string, lang: Lang = "en"): string {
  return receiptWords[lang].date(isoDate);
}

/** The last day of the warranty: the completion date in New York plus the warranty's days. */
export function warrantyUntil(completedAt: Date): string {
  return addDays(todayInBusinessZone(completedAt), business.warrantyDays);
}

/**
 * "90-day warranty (repair/parts) until February 23, 2027" (DECISIONS "The visit's day"); Spanish
 * "Garantía de 90 días (reparación y piezas) hasta el 23 de febrero de 2027".
 */
export function warrantyLine(completedAt: Date, lang: Lang = "en"): string {
  return receiptWords[lang].warranty(business.warrantyDays, monthDayYear(warrantyUntil(completedAt), lang));
}

/** "Card", "Check #123", "Refund (card, online)" (the office's activity log keeps English). */
export function paymentLabel(
  payment: Pick<ReceiptPayment, "method" | "checkNumber" | "refundOf">,
  lang: Lang = "en",
): string {
  const w = receiptWords[lang];
  if (payment.refundOf) return w.refund;
  return payment.method === "check" && payment.checkNumber
    ? w.checkNumber(payment.checkNumber)
    : w.method[payment.method];
}

/** The payments CSV's method: "card (online)" for a card paid by link, "refund" for its refunds. */
export function paymentMethodForCsv(payment: Pick<ReceiptPayment, "method" | "refundOf">): string {
  if (payment.refundOf) return "refund";
  return payment.method === "online" ? "card (online)" : payment.method;
}

export interface ReceiptView {
  /** "Receipt #57". */
  number: string;
  completedOn: string;
  /** The approved estimate the job started from ("Estimate 2 for request 41"); null without one. */
  estimate: string | null;
  findings: string;
  workDone: string;
  parts: Array<{ description: string; partNumber: string; quantity: number; unit: string; line: string }>;
  amounts: Array<{ label: string; amount: string }>;
  total: string;
  payments: Array<{ label: string; on: string; amount: string }>;
  paidCents: number;
  dueCents: number;
  /** Paid (net of refunds) beyond the total: an online payment after the job was paid otherwise. */
  overpaidCents: number;
  /** "Overpaid: refund $X" for the office; null unless overpaid. */
  overpaid: string | null;
  /** "Unpaid: $123.45 due" or "Balance: ..." when something is still owed; null when paid in full. */
  due: string | null;
  warranty: string;
  /** The language of the words above (the customer's: the receipt e-mail, the appointment page). */
  lang: Lang;
}

export function receiptView(
  job: ReceiptJob,
  parts: readonly ReceiptPart[],
  payments: readonly ReceiptPayment[],
  estimate: string | null = null,
  lang: Lang = "en",
): ReceiptView {
  const w = receiptWords[lang];
  const paidCents = payments.reduce((sum, p) => sum + p.amountCents, 0);
  const dueCents = Math.max(0, job.totalCents - paidCents);
  const overpaidCents = Math.max(0, paidCents - job.totalCents);
  const creditCents = job.partsCents + job.labourCents + job.diagnosticFeeCents - job.subtotalCents;
  const amounts: ReceiptView["amounts"] = [];
  if (parts.length) amounts.push({ label: w.parts, amount: formatCents(job.partsCents) });
  if (job.labourCents) amounts.push({ label: w.labour, amount: formatCents(job.labourCents) });
  if (job.diagnosticFeeCents) amounts.push({ label: w.diagnosticFee, amount: formatCents(job.diagnosticFeeCents) });
  if (creditCents > 0) amounts.push({ label: w.diagnosticCredit, amount: formatCents(-creditCents) });
  amounts.push({ label: w.subtotal, amount: formatCents(job.subtotalCents) });
  amounts.push({
    label: job.taxCounty
      ? job.taxableCents === 0
        ? w.taxNone
        : w.taxCounty(job.taxCounty, formatRate(job.taxRateBasisPoints))
      : w.taxOnParts(formatRate(job.taxRateBasisPoints)),
    amount: formatCents(job.taxCents),
  });
  return {
    number: w.number(receiptNumber(job.id)),
    completedOn: monthDayYear(todayInBusinessZone(job.completedAt), lang),
    estimate,
    findings: job.findings,
    workDone: job.workDone,
    parts: parts.map((p) => ({
      description: p.description,
      partNumber: p.partNumber,
      quantity: p.quantity,
      unit: formatCents(p.unitPriceCents),
      line: formatCents(lineCents(p)),
    })),
    amounts,
    total: formatCents(job.totalCents),
    payments: payments.map((p) => ({
      label: paymentLabel(p, lang),
      on: monthDayYear(todayInBusinessZone(p.recordedAt), lang),
      amount: formatCents(p.amountCents),
    })),
    paidCents,
    dueCents,
    overpaidCents,
    overpaid: overpaidCents ? w.overpaid(formatCents(overpaidCents)) : null,
    due:
      dueCents === 0
        ? null
        : paidCents === 0
          ? w.unpaid(formatCents(dueCents), business.paymentAccepted)
          : w.balance(formatCents(dueCents)),
    warranty: warrantyLine(job.completedAt, lang),
    lang,
  };
}

/** The receipt as plain text lines (the e-mail's body), in the view's language. */
export function receiptText(view: ReceiptView): string {
  const w = receiptWords[view.lang];
  const lines = [view.number, `${w.completed}: ${view.completedOn}`];
  if (view.estimate) lines.push(`${w.approvedEstimate}: ${view.estimate}`);
  if (view.findings) lines.push("", w.found, view.findings);
  lines.push("", w.workDone, view.workDone);
  if (view.parts.length) {
    lines.push("", w.partsHeading);
    for (const p of view.parts)
      lines.push(
        `- ${p.description}${p.partNumber ? ` (${w.partNumber(p.partNumber)})` : ""}: ${p.quantity} x ${p.unit} = ${p.line}`,
      );
  }
  lines.push("");
  for (const a of view.amounts) lines.push(`${a.label}: ${a.amount}`);
  lines.push(`${w.total}: ${view.total}`, "");
  for (const p of view.payments)
    lines.push(p.amount.startsWith("-") ? w.refunded(p.label, p.amount, p.on) : w.paid(p.label, p.amount, p.on));
  if (view.due) lines.push(view.due);
  lines.push("", view.warranty);
  return lines.join("\n");
}
