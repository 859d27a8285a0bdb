import { useId, type ReactNode } from "react";
import { Form } from "react-router";
import { buttonStyle } from "#app/components/admin/panel";
import type { OnlinePaymentsView } from "#app/payments/online.server";
import type { ReceiptView } from "#app/visits/receipt";

/**
 * Card payment by link on the office's job record: "Send payment link" while something is due,
 * the overpaid flag, each link sent (when, the amount, by e-mail and/or text, who sent it), each
 * Checkout attempt with its status, and the online payments and refunds with their Stripe
 * reference (a link to the payment in Stripe's Dashboard). Stripe's ids are long unbroken words:
 * they wrap anywhere, so a phone's narrow column never scrolls sideways.
 */
export function OnlinePayments({ online, receipt }: { online: OnlinePaymentsView; receipt: ReceiptView }) {
  const { linksSent, attempts, payments } = online;
  if (!online.enabled && linksSent.length === 0 && attempts.length === 0 && payments.length === 0 && !receipt.overpaid)
    return null;
  return (
    <div className="space-y-4 rounded-lg border border-slate-300 p-3" data-testid="online-payments">
      <h4 className="font-semibold text-slate-900">Card payment by link (Stripe)</h4>
      {receipt.overpaid && (
        <p role="status" className="rounded border border-red-700 bg-red-50 p-2 font-semibold text-red-900">
          {receipt.overpaid}
        </p>
      )}
      {online.enabled && receipt.dueCents > 0 && (
        <Form method="post" replace className="space-y-2">
          <input type="hidden" name="intent" value="send-pay-link" />
          <p className="text-sm text-slate-700">
            E-mails the customer (and texts them, if they agreed to texts) a link to their appointment page, where
            &quot;Pay by card&quot; opens Stripe&apos;s secure page for the balance.
          </p>
          <button type="submit" className={buttonStyle("primary")}>
            Send payment link
          </button>
        </Form>
      )}
      {linksSent.length > 0 && (
        <Part title="Payment links sent">
          {linksSent.map((l, i) => (
            <li key={i}>
              {l.at}: {l.detail} <span className="text-slate-600">(sent by {l.by})</span>
            </li>
          ))}
        </Part>
      )}
      {attempts.length > 0 && (
        <Part title="Checkout attempts" note={`Each press of "Pay by card" on the customer's page, newest first.`}>
          {attempts.map((a, i) => (
            <li key={i}>
              {a.at}: {a.amount}, <span className="font-semibold">{a.status}</span>
              {a.session && <span className="block text-sm break-all text-slate-600">Stripe session {a.session}</span>}
            </li>
          ))}
        </Part>
      )}
      {payments.length > 0 && (
        <Part title="Online payments">
          {payments.map((p) => (
            <li key={`${p.reference}-${p.at}-${p.amount}`}>
              {p.label} {p.amount} on {p.at}.{" "}
              <span className="block text-sm">
                In Stripe&apos;s Dashboard (opens in a new tab):{" "}
                <a className="break-all text-brand-700 underline" href={p.dashboard} rel="noreferrer" target="_blank">
                  {p.reference}
                </a>
              </span>
            </li>
          ))}
        </Part>
      )}
    </div>
  );
}

/** One list of the panel, named by its heading. */
function Part({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <h5 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h5>
      {note && <p className="text-sm text-slate-700">{note}</p>}
      <ul aria-labelledby={id} className="space-y-2">
        {children}
      </ul>
    </div>
  );
}
