import { ReceiptDetails } from "#app/components/receipt-details";
import type { ReceiptView } from "#app/visits/receipt";
import type { AppointmentWords } from "#app/content/i18n/en";

/** What the appointment page shows of the visit's end: the other visit of a pair, and the receipt. */
export interface VisitRecordView {
  related: string[];
  receipt?: ReceiptView;
}

/**
 * The visitor's side of a completed visit: "Return visit on ..." / "First visit on ...", and the
 * receipt (work, parts, amounts, payment, warranty), which prints on its own.
 */
export function VisitRecord({
  record,
  words,
}: {
  record: VisitRecordView;
  words: Pick<AppointmentWords, "otherVisits" | "receipt">;
}) {
  return (
    <>
      {record.related.length > 0 && (
        <section
          aria-label={words.otherVisits}
          className="rounded-xl border border-slate-200 p-6 shadow-sm"
          data-print-hide
        >
          <ul className="space-y-1" data-testid="related-visits">
            {record.related.map((text) => (
              <li key={text} className="font-semibold text-slate-900">
                {text}
              </li>
            ))}
          </ul>
        </section>
      )}
      {record.receipt && (
        <section
          id="receipt"
          aria-labelledby="receipt-heading"
          data-print="receipt"
          className="rounded-xl border border-slate-200 p-6 shadow-sm"
        >
          <h2 id="receipt-heading" className="mb-4 text-2xl font-bold text-brand-900">
            {words.receipt}
          </h2>
          <ReceiptDetails receipt={record.receipt} />
        </section>
      )}
    </>
  );
}
