import { Form } from "react-router";
import { buttonStyle } from "#app/components/admin/panel";
import type { OnlinePaymentsView } from "#app/payments/online.server";
import type { ReceiptView } from "#app/visits/receipt";

/**
 * Card payment by link on the office's job record: "Send payment link" while something is due,
 * the overpaid flag, each Checkout attempt with its status, and the online payments and refunds
 * with their Stripe reference (a link to the payment in Stripe's Dashboard). The links sent are
 * in the request's history ("Sent a payment link").
 */
export function OnlinePayments({ online, receipt }: { online: OnlinePaymentsView; receipt: ReceiptView }) {
  if (!online.enabled && online.attempts.length === 0 && online.payments.length === 0 && !receipt.overpaid) return null;
  return (
    <div className="space-y-3" data-testid="online-payments">
      <h4 className="font-semibold text-slate-900">Card payment by link (Stripe)</h4>
      {receipt.overpaid && (
        <p role="status" className="rounded border border-red-700 bg-red-50 p-2 font-semibold text-red-900">
          {receipt.overpaid}
        </p>
      )}
      {online.enabled && receipt.dueCents > 0 && (
        <Form method="post" replace>
          <input type="hidden" name="intent" value="send-pay-link" />
          <button type="submit" className={buttonStyle("primary")}>
            Send payment link
          </button>
          <span className="ml-2 text-sm text-slate-700">E-mail, and a text if the customer agreed to texts.</span>
        </Form>
      )}
      {online.payments.length > 0 && (
        <ul className="space-y-1" aria-label="Online payments">
          {online.payments.map((p) => (
            <li key={`${p.reference}-${p.at}-${p.amount}`}>
              {p.label} {p.amount} on {p.at}:{" "}
              <a className="text-brand-700 underline" href={p.dashboard} rel="noreferrer" target="_blank">
                {p.reference}
              </a>
            </li>
          ))}
        </ul>
      )}
      {online.attempts.length > 0 && (
        <details>
          <summary>Checkout attempts ({online.attempts.length})</summary>
          <ul className="mt-1 space-y-1 text-sm">
            {online.attempts.map((a, i) => (
              <li key={i}>
                {a.at}: {a.amount}, {a.status}
                {a.session ? ` (${a.session})` : ""}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
