import { lineLabel, taxLabel, type EstimateOptionView, type EstimateView } from "#app/estimates/estimate-content";
import { lineAmount } from "#app/estimates/estimate-totals";
import { formatCents } from "#app/lib/money";

/**
 * One option of an estimate as the customer reads it (the appointment page and the printed copy):
 * its parts and labour, the diagnostic fee and its credit, "Sales tax, X County n%" and the total,
 * in the receipt's layout. Only utilities public pages already use: every page inlines the site's
 * stylesheet.
 */
export function EstimateOptionDetails({
  estimate,
  option,
}: {
  estimate: Pick<EstimateView, "taxCounty" | "taxRateBasisPoints" | "diagnosticFeeCents">;
  option: EstimateOptionView;
}) {
  const rows: Array<[string, string]> = [
    ...option.lines
      .filter((line) => line.kind !== "credit")
      .map((line): [string, string] => [
        `${lineLabel(line)}${line.quantity > 1 ? `, ${line.quantity} × ${formatCents(line.unitPriceCents)}` : ""}`,
        formatCents(lineAmount(line)),
      ]),
    ...(estimate.diagnosticFeeCents > 0
      ? [["Diagnostic fee", formatCents(estimate.diagnosticFeeCents)] as [string, string]]
      : []),
    ...(option.totals.creditCents > 0
      ? [["Diagnostic fee credit", `-${formatCents(option.totals.creditCents)}`] as [string, string]]
      : []),
    [taxLabel(estimate.taxCounty, estimate.taxRateBasisPoints), formatCents(option.totals.taxCents)],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {rows.map(([label, amount], i) => (
        <div key={i} className="contents">
          <dt className="break-words">{label}</dt>
          <dd className="text-right tabular-nums">{amount}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="border-t border-slate-400 pt-1 font-bold">Total</dt>
        <dd className="border-t border-slate-400 pt-1 text-right font-bold tabular-nums">
          {formatCents(option.totals.totalCents)}
        </dd>
      </div>
    </dl>
  );
}
