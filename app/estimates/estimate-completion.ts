/**
 * The completion form starts from the customer's decision (DECISIONS "Estimates and approval"):
 * an approved option fills in its parts, labour, fee, credit and county (all still editable, and
 * the server computes the job's totals again); a declined estimate completes with the diagnostic
 * fee, no repair. Pure: the page's loader passes the estimate it already read.
 */
import { centsToInput } from "#app/lib/money";
import { blankPart, BLANK_PART_ROWS, type JobFormValues } from "#app/visits/job-form";
import type { EstimateView } from "./estimate-content";

export interface EstimateDecisionOf {
  current?: EstimateView;
  decision?: { declined: boolean; option?: { position: number } };
}

export const DECLINED_WORK = "Diagnosis only: the customer declined the estimate.";

export function completionFormFrom(empty: JobFormValues, estimate: EstimateDecisionOf | undefined): JobFormValues {
  const view = estimate?.current;
  const decision = estimate?.decision;
  if (!view || !decision) return empty;
  const fee = view.diagnosticFeeCents > 0 ? centsToInput(view.diagnosticFeeCents) : "";
  if (decision.declined)
    return {
      ...empty,
      workDone: DECLINED_WORK,
      diagnosticFee: fee,
      diagnosticCredited: false,
      taxCounty: view.taxCounty,
    };
  const option = view.options.find((o) => o.position === decision.option?.position);
  if (!option) return empty;
  const parts = option.lines
    .filter((line) => line.kind === "part")
    .map((line) => ({
      description: line.description,
      partNumber: line.partNumber,
      quantity: String(line.quantity),
      unitPrice: centsToInput(line.unitPriceCents),
    }));
  const labourCents = option.lines
    .filter((line) => line.kind === "labour")
    .reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  return {
    ...empty,
    workDone: option.name,
    parts: [...parts, ...Array.from({ length: Math.max(0, BLANK_PART_ROWS - parts.length) }, blankPart)],
    labour: labourCents > 0 ? centsToInput(labourCents) : "",
    diagnosticFee: fee,
    diagnosticCredited: option.totals.creditCents > 0 || view.diagnosticFeeCents === 0,
    taxCounty: view.taxCounty,
  };
}
