/**
 * A job's totals from what was used and done (pure; docs/decisions/0020-job-money.md):
 * - parts: each line's quantity x unit price, summed;
 * - the diagnostic fee is charged; when the repair went ahead it is credited toward the repair
 *   (parts and labour), as the site promises, so it is not charged on top. The credit is at
 *   most the repair's own amount: a repair cheaper than the fee still costs the fee;
 * - tax (DECISIONS "Sales tax on a repair", Fla. Admin. Code 12A-1.006(1)(a), (4)): when the
 *   repairer furnishes any part, the whole repair is taxable (parts, labour and the diagnostic fee
 *   charged, after its credit: the subtotal); a job with no part (diagnosis or labour only) carries
 *   none. The rate is the county's (county-tax.ts). Rounded half-up to the cent once, on the
 *   taxable total, never per line;
 * - total = subtotal + tax.
 * Integers only: cents and basis points, no floating point.
 */

export interface PartLine {
  quantity: number;
  unitPriceCents: number;
}

export interface JobMoneyInput {
  parts: readonly PartLine[];
  labourCents: number;
  diagnosticFeeCents: number;
  /** The repair went ahead: the fee is credited toward it. */
  repairWentAhead: boolean;
  taxRateBasisPoints: number;
}

export interface JobTotals {
  partsCents: number;
  labourCents: number;
  diagnosticCents: number;
  creditCents: number;
  subtotalCents: number;
  /** What the tax is charged on: the subtotal when a part was furnished, else 0. */
  taxableCents: number;
  taxCents: number;
  totalCents: number;
}

/** One part line's amount. */
export const lineCents = (part: PartLine): number => part.quantity * part.unitPriceCents;

/** `amount x basisPoints / 10000`, rounded half-up to the cent (amounts are never negative). */
export function taxOf(amountCents: number, basisPoints: number): number {
  // Exact in integers while amount x rate < 2^53 (amounts are capped far below that).
  return Math.floor((amountCents * basisPoints + 5000) / 10000);
}

export function jobTotals(input: JobMoneyInput): JobTotals {
  for (const value of [input.labourCents, input.diagnosticFeeCents, input.taxRateBasisPoints])
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError("Amounts are whole, non-negative cents");
  for (const part of input.parts)
    if (
      !Number.isSafeInteger(part.quantity) ||
      part.quantity < 1 ||
      !Number.isSafeInteger(part.unitPriceCents) ||
      part.unitPriceCents < 0
    )
      throw new RangeError("A part has a whole quantity of at least 1 and a non-negative price in cents");
  const partsCents = input.parts.reduce((sum, part) => sum + lineCents(part), 0);
  const labourCents = input.labourCents;
  const diagnosticCents = input.diagnosticFeeCents;
  const creditCents = input.repairWentAhead ? Math.min(diagnosticCents, partsCents + labourCents) : 0;
  const subtotalCents = partsCents + labourCents + diagnosticCents - creditCents;
  const taxableCents = input.parts.length > 0 ? subtotalCents : 0;
  const taxCents = taxOf(taxableCents, input.taxRateBasisPoints);
  return {
    partsCents,
    labourCents,
    diagnosticCents,
    creditCents,
    subtotalCents,
    taxableCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
  };
}
