import type { AppointmentWords } from "#app/content/i18n/en";
import { fill } from "#app/content/i18n/fill";
import type { EstimateLineView, EstimateOptionView, EstimateView } from "#app/estimates/estimate-content";
import { lineAmount } from "#app/estimates/estimate-totals";
import { formatCents, formatRate } from "#app/lib/money";

type LineWords = AppointmentWords["estimate"]["lines"];

/** A line's words for the customer: a labour line says so, unless its description already does. */
const lineLabel = (line: Pick<EstimateLineView, "kind" | "description" | "partNumber">, words: LineWords) =>
  `${line.kind === "labour" && !/^labou?r\b/i.test(line.description) ? words.labour : ""}${line.description}${
    line.partNumber ? fill(words.part, { number: line.partNumber }) : ""
  }`;

/**
 * One option of an estimate as the customer reads it (the appointment page and the printed copy):
 * its parts and labour, the diagnostic fee and its credit, "Sales tax, X County n%" and the total,
 * in the receipt's layout, in the page's language (`words`: the dictionary's estimate lines). Only utilities public pages already use: every page inlines the site's
 * stylesheet.
 */
export function EstimateOptionDetails({
  estimate,
  option,
  words,
}: {
  estimate: Pick<EstimateView, "taxCounty" | "taxRateBasisPoints" | "diagnosticFeeCents">;
  option: EstimateOptionView;
  words: LineWords;
}) {
  const rows: Array<[string, string]> = [
    ...option.lines
      .filter((line) => line.kind !== "credit")
      .map((line): [string, string] => [
        `${lineLabel(line, words)}${line.quantity > 1 ? `, ${line.quantity} × ${formatCents(line.unitPriceCents)}` : ""}`,
        formatCents(lineAmount(line)),
      ]),
    ...(estimate.diagnosticFeeCents > 0
      ? [[words.diagnosticFee, formatCents(estimate.diagnosticFeeCents)] as [string, string]]
      : []),
    ...(option.totals.creditCents > 0
      ? [[words.diagnosticCredit, `-${formatCents(option.totals.creditCents)}`] as [string, string]]
      : []),
    [
      fill(words.tax, { county: estimate.taxCounty, rate: formatRate(estimate.taxRateBasisPoints) }),
      formatCents(option.totals.taxCents),
    ],
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
        <dt className="border-t border-slate-400 pt-1 font-bold">{words.total}</dt>
        <dd className="border-t border-slate-400 pt-1 text-right font-bold tabular-nums">
          {formatCents(option.totals.totalCents)}
        </dd>
      </div>
    </dl>
  );
}
