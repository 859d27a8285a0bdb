/**
 * An estimate's options and their totals (pure; DECISIONS "Estimates and approval", "Sales tax on
 * a repair"). An option is what the job will cost if the customer chooses it: its parts and labour
 * lines, the diagnostic fee credited toward the repair (the credit is at most the repair's own
 * amount), and the tax of the job's county on the whole option when it has a part. The same
 * arithmetic as a completed job's (app/visits/job-totals.ts), so the job that starts from an
 * approved option comes to the total the customer approved. Whole cents and basis points only.
 */
import { jobTotals, type JobTotals } from "#app/visits/job-totals";
import type { EstimateLineKind } from "#app/db/schema";

/** A line as typed or chosen from the price book (a credit line is never typed: it is computed). */
export interface EstimateLineInput {
  kind: Exclude<EstimateLineKind, "credit">;
  description: string;
  partNumber: string;
  quantity: number;
  unitPriceCents: number;
}

export interface EstimateOptionInput {
  name: string;
  lines: EstimateLineInput[];
  /** The diagnostic fee is credited toward this repair (the usual case). */
  creditDiagnostic: boolean;
}

/** What an option's money comes to (JobTotals' figures: labour is the sum of its labour lines). */
export type OptionTotals = JobTotals;

export interface EstimateMoney {
  diagnosticFeeCents: number;
  taxRateBasisPoints: number;
}

/** `quantity x unit price` of one line. */
export const lineAmount = (line: Pick<EstimateLineInput, "quantity" | "unitPriceCents">): number =>
  line.quantity * line.unitPriceCents;

export function optionTotals(
  option: Pick<EstimateOptionInput, "lines" | "creditDiagnostic">,
  money: EstimateMoney,
): OptionTotals {
  const parts = option.lines.filter((l) => l.kind === "part");
  const labourCents = option.lines.filter((l) => l.kind === "labour").reduce((sum, l) => sum + lineAmount(l), 0);
  for (const line of option.lines)
    if (
      !Number.isSafeInteger(line.quantity) ||
      line.quantity < 1 ||
      !Number.isSafeInteger(line.unitPriceCents) ||
      line.unitPriceCents < 0
    )
      throw new RangeError("A line has a whole quantity of at least 1 and a non-negative price in cents");
  return jobTotals({
    parts,
    labourCents,
    diagnosticFeeCents: money.diagnosticFeeCents,
    repairWentAhead: option.creditDiagnostic,
    taxRateBasisPoints: money.taxRateBasisPoints,
  });
}
