import { buttonClass } from "#app/components/ui/button-link";
import type { AppointmentWords } from "#app/content/i18n/en";
import type { PayView } from "./route.server";

/** Each notice's tone (its words are the page's dictionary's `pay.notices`). */
const NOTICE_TONE: Record<NonNullable<PayView["notice"]>, "ok" | "wait" | "problem"> = {
  processing: "wait",
  paid: "ok",
  cancelled: "problem",
  "nothing-due": "ok",
  unavailable: "problem",
  busy: "problem",
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
export function PayByCard({ action, pay, words }: { action: string; pay: PayView; words: AppointmentWords["pay"] }) {
  if (!pay.button && !pay.notice) return null;
  const notice = pay.notice ? { text: words.notices[pay.notice], tone: NOTICE_TONE[pay.notice] } : undefined;
  return (
    <section
      id="pay"
      aria-label={words.label}
      className="space-y-4 rounded-xl border border-slate-200 p-6 shadow-sm"
      data-print-hide
    >
      {notice && (
        <p role="status" className={`rounded-lg border p-4 font-semibold ${TONE[notice.tone]}`}>
          {notice.text}
        </p>
      )}
      {pay.button && (
        <form method="post" action={action}>
          <button type="submit" className={buttonClass("primary")}>
            {pay.button}
          </button>
          <p className="mt-2 text-sm text-slate-700">{words.stripe}</p>
        </form>
      )}
    </section>
  );
}
