/**
 * The receipt of a completed visit as words and amounts (pure): the e-mail and the visitor's
 * appointment page both show this, so they never disagree.
 */
import { business } from "#app/content/business";
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

/** "2026-11-25" -> "November 25, 2026". */
export function monthDayYear(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
}

/** The last day of the warranty: the completion date in New York plus the warranty's days. */
export function warrantyUntil(completedAt: Date): string {
  return addDays(todayInBusinessZone(completedAt), business.warrantyDays);
}

/** "90-day warranty (repair/parts) until February 23, 2027" (DECISIONS "The visit's day"). */
export function warrantyLine(completedAt: Date): string {
  return `${business.warrantyDays}-day warranty (repair/parts) until ${monthDayYear(warrantyUntil(completedAt))}`;
}

const METHOD_LABEL = { card: "Card", cash: "Cash", check: "Check", online: "Card (online)" } as const;

export function paymentLabel(payment: Pick<ReceiptPayment, "method" | "checkNumber" | "refundOf">): string {
  if (payment.refundOf) return "Refund (card, online)";
  return payment.method === "check" && payment.checkNumber
    ? `Check #${payment.checkNumber}`
    : METHOD_LABEL[payment.method];
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
}

export function receiptView(
  job: ReceiptJob,
  parts: readonly ReceiptPart[],
  payments: readonly ReceiptPayment[],
  estimate: string | null = null,
): ReceiptView {
  const paidCents = payments.reduce((sum, p) => sum + p.amountCents, 0);
  const dueCents = Math.max(0, job.totalCents - paidCents);
  const overpaidCents = Math.max(0, paidCents - job.totalCents);
  const creditCents = job.partsCents + job.labourCents + job.diagnosticFeeCents - job.subtotalCents;
  const amounts: ReceiptView["amounts"] = [];
  if (parts.length) amounts.push({ label: "Parts", amount: formatCents(job.partsCents) });
  if (job.labourCents) amounts.push({ label: "Labour", amount: formatCents(job.labourCents) });
  if (job.diagnosticFeeCents) amounts.push({ label: "Diagnostic fee", amount: formatCents(job.diagnosticFeeCents) });
  if (creditCents > 0)
    amounts.push({ label: "Diagnostic fee credited toward the repair", amount: formatCents(-creditCents) });
  amounts.push({ label: "Subtotal", amount: formatCents(job.subtotalCents) });
  amounts.push({
    label: job.taxCounty
      ? job.taxableCents === 0
        ? "Sales tax (none: no part furnished)"
        : `Sales tax, ${job.taxCounty} County ${formatRate(job.taxRateBasisPoints)}`
      : `Sales tax on parts (${formatRate(job.taxRateBasisPoints)})`,
    amount: formatCents(job.taxCents),
  });
  return {
    number: `Receipt ${receiptNumber(job.id)}`,
    completedOn: monthDayYear(todayInBusinessZone(job.completedAt)),
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
      label: paymentLabel(p),
      on: monthDayYear(todayInBusinessZone(p.recordedAt)),
      amount: formatCents(p.amountCents),
    })),
    paidCents,
    dueCents,
    overpaidCents,
    overpaid: overpaidCents ? `Overpaid: refund ${formatCents(overpaidCents)}` : null,
    due:
      dueCents === 0
        ? null
        : paidCents === 0
          ? `Unpaid: ${formatCents(dueCents)} due on receipt (${business.paymentAccepted.join(", ").toLowerCase()})`
          : `Balance: ${formatCents(dueCents)} due on receipt`,
    warranty: warrantyLine(job.completedAt),
  };
}

/** The receipt as plain text lines (the e-mail's body). */
export function receiptText(view: ReceiptView): string {
  const lines = [view.number, `Completed: ${view.completedOn}`];
  if (view.estimate) lines.push(`Approved estimate: ${view.estimate}`);
  if (view.findings) lines.push("", "What we found:", view.findings);
  lines.push("", "Work done:", view.workDone);
  if (view.parts.length) {
    lines.push("", "Parts:");
    for (const p of view.parts)
      lines.push(
        `- ${p.description}${p.partNumber ? ` (part ${p.partNumber})` : ""}: ${p.quantity} x ${p.unit} = ${p.line}`,
      );
  }
  lines.push("");
  for (const a of view.amounts) lines.push(`${a.label}: ${a.amount}`);
  lines.push(`Total: ${view.total}`, "");
  for (const p of view.payments)
    lines.push(
      p.amount.startsWith("-") ? `${p.label}: ${p.amount} on ${p.on}` : `Paid: ${p.label}, ${p.amount} on ${p.on}`,
    );
  if (view.due) lines.push(view.due);
  lines.push("", view.warranty);
  return lines.join("\n");
}
