/**
 * The estimate as the customer is shown it, as one canonical text (pure). An approval stores the
 * SHA-256 of this text (estimates.server.ts): the same estimate always gives the same text, and
 * any change to what was shown (a line, a price, the rate, an option's name) gives another. The
 * first line names the format, so a later change of wording is a new format, not a silent change.
 */
import { business } from "#app/content/business";
import type { EstimateLineKind, EstimateStatus } from "#app/db/schema";
import { formatCents, formatRate } from "#app/lib/money";
import { lineAmount, type OptionTotals } from "./estimate-totals";

export const CONTENT_FORMAT = "estimate-content/1";

export interface EstimateLineView {
  kind: EstimateLineKind;
  description: string;
  partNumber: string;
  quantity: number;
  unitPriceCents: number;
}

export interface EstimateOptionView {
  id: number;
  position: number;
  name: string;
  lines: EstimateLineView[];
  totals: Pick<
    OptionTotals,
    "partsCents" | "labourCents" | "creditCents" | "subtotalCents" | "taxableCents" | "taxCents" | "totalCents"
  >;
}

/** One estimate version with its options, as every page, mail and the hash read it. */
export interface EstimateView {
  id: number;
  bookingId: number;
  version: number;
  status: EstimateStatus;
  taxCounty: string;
  taxRateBasisPoints: number;
  diagnosticFeeCents: number;
  options: EstimateOptionView[];
}

/** "Sales tax, Pinellas County 7%": the receipt's wording. */
export const taxLabel = (county: string, basisPoints: number) =>
  `Sales tax, ${county} County ${formatRate(basisPoints)}`;

/** A line's words for the customer: a labour line says so, unless its description already does. */
export const lineLabel = (line: Pick<EstimateLineView, "kind" | "description" | "partNumber">) =>
  `${line.kind === "labour" && !/^labou?r\b/i.test(line.description) ? "Labour: " : ""}${line.description}${
    line.partNumber ? ` (part ${line.partNumber})` : ""
  }`;

/** "Estimate 2 for request 41": how pages, mails and the receipt name a version. */
export const estimateTitle = (estimate: Pick<EstimateView, "bookingId" | "version">) =>
  `Estimate ${estimate.version} for request ${estimate.bookingId}`;

const lineText = (line: EstimateLineView): string => {
  if (line.kind === "credit") return `Diagnostic fee credit: -${formatCents(line.unitPriceCents)}`;
  const label = line.kind === "part" ? "Part" : "Labour";
  const number = line.partNumber ? ` (part number ${line.partNumber})` : "";
  return `${label}: ${line.description}${number}, ${line.quantity} x ${formatCents(line.unitPriceCents)} = ${formatCents(lineAmount(line))}`;
};

/** The canonical text: one line per fact, options in order, lines in order. */
export function estimateContent(estimate: Omit<EstimateView, "id" | "status">): string {
  const out = [
    CONTENT_FORMAT,
    `${business.name}: ${estimateTitle(estimate)}`,
    `County: ${estimate.taxCounty}, rate ${formatRate(estimate.taxRateBasisPoints)}`,
    `Diagnostic fee: ${formatCents(estimate.diagnosticFeeCents)}`,
  ];
  for (const option of [...estimate.options].sort((a, b) => a.position - b.position)) {
    out.push(`Option ${option.position}: ${option.name}`);
    for (const line of option.lines.filter((l) => l.kind !== "credit")) out.push(`  ${lineText(line)}`);
    if (estimate.diagnosticFeeCents > 0) out.push(`  Diagnostic fee: ${formatCents(estimate.diagnosticFeeCents)}`);
    for (const line of option.lines.filter((l) => l.kind === "credit")) out.push(`  ${lineText(line)}`);
    out.push(`  Subtotal: ${formatCents(option.totals.subtotalCents)}`);
    out.push(`  ${taxLabel(estimate.taxCounty, estimate.taxRateBasisPoints)}: ${formatCents(option.totals.taxCents)}`);
    out.push(`  Total: ${formatCents(option.totals.totalCents)}`);
  }
  // Typed text never carries a line break into the format (the form trims and folds them).
  return out.map((line) => line.replace(/[\r\n]+/g, " ")).join("\n") + "\n";
}
