/**
 * Each payment's share of its job's tax, for the owner's payments export (pure). A job paid at
 * once carries all of its tax on that payment; paid in parts, each part carries the tax in
 * proportion (half-up), and the payment that completes the total carries what is left, so a
 * fully paid job's shares always sum to its tax exactly.
 */
export function paymentTaxShares(
  job: { totalCents: number; taxCents: number },
  paymentsInOrder: ReadonlyArray<{ amountCents: number }>,
): number[] {
  let paid = 0;
  let taxed = 0;
  return paymentsInOrder.map(({ amountCents }) => {
    paid += amountCents;
    const share =
      job.totalCents === 0
        ? 0
        : paid >= job.totalCents
          ? job.taxCents - taxed
          : Math.floor((job.taxCents * amountCents * 2 + job.totalCents) / (2 * job.totalCents));
    taxed += share;
    return share;
  });
}
