import { business } from "#app/content/business";
import { useSiteFacts } from "#app/components/site-facts";
import type { ReceiptView } from "#app/visits/receipt";

/**
 * A completed visit's receipt: the work, parts, amounts, payments and warranty. The visitor's
 * appointment page and the office's request page show this one component, and the e-mail the
 * same words (app/visits/receipt.ts). Prints cleanly (see the print rules in app.css).
 */
export function ReceiptDetails({ receipt, headingLevel = 3 }: { receipt: ReceiptView; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  const facts = useSiteFacts();
  return (
    <div className="receipt space-y-4">
      {/* Printed, the receipt stands alone: who issued it, where, and how to reach them. */}
      <address className="hidden border-b border-slate-400 pb-2 not-italic print:block" data-testid="receipt-issuer">
        <strong className="block text-lg">{business.name}</strong>
        {business.locality}, {business.stateCode} · {new URL(business.siteUrl).host}
        <br />
        {facts.phones.main.display} · {facts.emails.business}
      </address>
      <p>
        <span className="font-semibold" data-testid="receipt-number">
          {receipt.number}
        </span>
        <br />
        <span className="font-semibold">Completed:</span> {receipt.completedOn}
      </p>
      {receipt.estimate && (
        <p>
          <span className="font-semibold">Approved estimate:</span> {receipt.estimate}
        </p>
      )}
      {receipt.findings && (
        <div>
          <H className="font-semibold text-slate-900">What we found</H>
          <p className="break-words whitespace-pre-line">{receipt.findings}</p>
        </div>
      )}
      <div>
        <H className="font-semibold text-slate-900">Work done</H>
        <p className="break-words whitespace-pre-line">{receipt.workDone}</p>
      </div>
      {receipt.parts.length > 0 && (
        <div>
          <H className="font-semibold text-slate-900">Parts</H>
          <ul className="mt-1 space-y-1">
            {receipt.parts.map((part, i) => (
              <li key={i} className="flex flex-wrap justify-between gap-x-4 border-b border-slate-200 py-1">
                <span className="break-words">
                  {part.description}
                  {part.partNumber && <span className="text-slate-700"> (part {part.partNumber})</span>}
                </span>
                <span className="tabular-nums">
                  {part.quantity} × {part.unit} = {part.line}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {receipt.amounts.map((row) => (
          <div key={row.label} className="contents">
            <dt>{row.label}</dt>
            <dd className="text-right tabular-nums">{row.amount}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="border-t border-slate-400 pt-1 font-bold">Total</dt>
          <dd className="border-t border-slate-400 pt-1 text-right font-bold tabular-nums" data-testid="receipt-total">
            {receipt.total}
          </dd>
        </div>
      </dl>
      <div>
        <H className="font-semibold text-slate-900">Payment</H>
        {receipt.payments.length > 0 && (
          <ul className="mt-1 space-y-1">
            {receipt.payments.map((payment, i) => (
              <li key={i}>
                {payment.label}: {payment.amount} on {payment.on}
              </li>
            ))}
          </ul>
        )}
        {receipt.due && <p className="mt-1 font-semibold text-red-800">{receipt.due}</p>}
      </div>
      <p
        className="rounded-lg border border-green-700 bg-green-50 p-3 font-semibold text-green-900"
        data-testid="warranty"
      >
        {receipt.warranty}
      </p>
    </div>
  );
}
