import { buttonClass } from "#app/components/ui/button-link";
import type { PayView } from "./route.server";

const NOTICE: Record<NonNullable<PayView["notice"]>, { text: string; tone: "ok" | "wait" | "problem" }> = {
  processing: {
    text: "Payment processing: your receipt shows it once Stripe confirms it (usually within a minute). Reload to see it.",
    tone: "wait",
  },
  paid: { text: "Payment received: thank you. Your receipt below shows it.", tone: "ok" },
  cancelled: { text: "The card payment was not completed: nothing was charged.", tone: "problem" },
  "nothing-due": { text: "Nothing is due for this visit.", tone: "ok" },
  unavailable: {
    text: "Card payment online is not available right now: please try again in a minute, or call us.",
    tone: "problem",
  },
  busy: { text: "Too many requests: please wait a minute and try again.", tone: "problem" },
};

// Only utilities the page already uses: the site's stylesheet (inlined on every page) must not grow.
const TONE = {
  ok: "border-green-700 bg-green-50 text-green-900",
  wait: "border-green-700 bg-green-50 text-green-900",
  problem: "border-red-700 bg-red-50 text-red-900",
} as const;

/**
 * "Pay $X by card" (a plain form: its POST answers 303 to Stripe's hosted page, which a
 * client-side navigation could not follow) and what the return from Stripe says.
 */
export function PayByCard({ token, pay }: { token: string; pay: PayView }) {
  if (!pay.button && !pay.notice) return null;
  const notice = pay.notice ? NOTICE[pay.notice] : undefined;
  return (
    <section
      id="pay"
      aria-label="Payment"
      className="space-y-4 rounded-xl border border-slate-200 p-6 shadow-sm"
      data-print-hide
    >
      {notice && (
        <p role="status" className={`rounded-lg border p-4 font-semibold ${TONE[notice.tone]}`}>
          {notice.text}
        </p>
      )}
      {pay.button && (
        <form method="post" action={`/appointments/${token}/pay`}>
          <button type="submit" className={buttonClass("primary")}>
            {pay.button}
          </button>
          <p className="mt-2 text-sm text-slate-700">
            On Stripe&apos;s secure payment page: we never see your card number.
          </p>
        </form>
      )}
    </section>
  );
}
