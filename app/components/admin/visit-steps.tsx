import { useState, type FormEvent, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { ETA_MINUTES, stepButtons, type VisitStep } from "#app/visits/steps";

/**
 * A visit's step forms, big enough for a thumb (48 px targets): "On my way" with the minutes
 * until arrival, "Arrived", "Completed" (a link to the completion form on the request's page),
 * "Needs a return visit" (the part) and "Could not complete" (the reason). Each form posts to
 * the page it is on and works without JavaScript; with it, the form is sent in the background
 * to /admin/today/step and the page's data is refreshed. A request that does not get through
 * says so, and tapping again sends the same tap id: the server records it once.
 */

export const VISIT_STEP_ENDPOINT = "/admin/today/step";
export const NOT_SENT_MESSAGE = "Not sent: no connection. Tap again to retry.";

/** "Step: on the way, arriving around 10:40 AM": where a visit stands, on its page and on Today. */
export function StepLine({ label, arrivingAround }: { label: string; arrivingAround?: string | null }) {
  return (
    <p className="text-lg">
      <span className="font-semibold">Step:</span>{" "}
      <span data-testid="visit-step">
        {label}
        {arrivingAround ? `, arriving around ${arrivingAround}` : ""}
      </span>
    </p>
  );
}

export interface StepFormsProps {
  bookingId: number;
  step: VisitStep;
  next: VisitStep[];
  /** One idempotency id per form, made for this rendering of the page. */
  taps: Partial<Record<VisitStep, string>>;
  /** Where the form posts without JavaScript (the page's own action). */
  action: string;
  /** An answer of that action for this visit: the message and the values typed. */
  answer?: { ok: boolean; message: string; values?: Record<string, string> };
}

const bigButton =
  "flex min-h-12 w-full items-center justify-center rounded-lg px-4 py-3 text-lg font-bold focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500";
const colours = {
  go: "bg-brand-800 text-white hover:bg-brand-900",
  done: "bg-green-800 text-white hover:bg-green-900",
  other: "border-2 border-slate-800 bg-white text-slate-900 hover:bg-slate-100",
};
const inputClass =
  "mt-1 block min-h-12 w-full rounded-lg border-2 border-slate-600 bg-white px-3 text-lg text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-500 focus:outline-none";

export function StepForms({ bookingId, step, next, taps, action, answer }: StepFormsProps) {
  const revalidator = useRevalidator();
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; message: string; confirmDay?: string } | undefined>(undefined);
  const shown = said ?? (answer ? { ok: answer.ok, message: answer.message } : undefined);
  const values = answer?.values ?? {};
  // Set once the server asked to confirm "On my way" for a visit of another day.
  const confirmDay = said ? said.confirmDay : values.confirmDay;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const body = new FormData(event.currentTarget);
    setSending(true);
    try {
      const response = await fetch(VISIT_STEP_ENDPOINT, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const result = (await response.json().catch(() => null)) as {
        ok: boolean;
        message: string;
        confirmDay?: string;
      } | null;
      setSaid(result ?? { ok: false, message: `The server answered ${response.status}; nothing was changed.` });
      if (result?.ok) await revalidator.revalidate();
    } catch {
      setSaid({ ok: false, message: NOT_SENT_MESSAGE });
    } finally {
      setSending(false);
    }
  }

  const form = (to: VisitStep, children: ReactNode, button: ReactNode) => (
    <form method="post" action={action} onSubmit={send} className="space-y-2" key={to}>
      <input type="hidden" name="intent" value={to} />
      <input type="hidden" name="bookingId" value={bookingId} />
      <input type="hidden" name="expectedFrom" value={step} />
      <input type="hidden" name="tap" value={taps[to] ?? ""} />
      {children}
      {button}
    </form>
  );
  const submit = (to: Exclude<VisitStep, "scheduled">, tone: keyof typeof colours) => (
    <button type="submit" className={`${bigButton} ${colours[tone]}`} aria-disabled={sending || undefined}>
      {stepButtons[to]}
    </button>
  );
  const id = (name: string) => `visit-${bookingId}-${name}`;

  return (
    <div className="space-y-4" data-testid={`steps-${bookingId}`}>
      <p role={shown && !shown.ok ? "alert" : "status"} className={shown ? "" : "sr-only"}>
        {shown && (
          <span
            className={`block rounded-lg border-2 p-3 font-semibold ${
              shown.ok ? "border-green-800 bg-green-50 text-green-950" : "border-red-800 bg-red-50 text-red-950"
            }`}
          >
            {shown.message}
          </span>
        )}
      </p>
      {next.includes("on_the_way") &&
        form(
          "on_the_way",
          <div>
            <label htmlFor={id("eta")} className="block font-semibold text-slate-900">
              Minutes until you arrive
            </label>
            {confirmDay && <input type="hidden" name="confirmDay" value={confirmDay} />}
            <input
              id={id("eta")}
              name="etaMinutes"
              type="number"
              inputMode="numeric"
              min={ETA_MINUTES.min}
              max={ETA_MINUTES.max}
              step={1}
              required
              defaultValue={values.etaMinutes || ETA_MINUTES.default}
              className={inputClass}
            />
          </div>,
          submit("on_the_way", "go"),
        )}
      {next.includes("arrived") && form("arrived", null, submit("arrived", "go"))}
      {next.includes("completed") && (
        <a
          href={`/admin/requests/booking/${bookingId}?open=complete#complete`}
          className={`${bigButton} ${colours.done}`}
        >
          Complete visit
        </a>
      )}
      {(next.includes("needs_return") || next.includes("could_not_complete")) && (
        <details className="rounded-lg border-2 border-slate-300 p-3">
          <summary className="flex min-h-12 cursor-pointer items-center text-lg font-semibold text-slate-900">
            Needs a return visit, or could not complete
          </summary>
          <div className="mt-3 space-y-6">
            {next.includes("needs_return") &&
              form(
                "needs_return",
                <>
                  {(
                    [
                      ["part", "Part needed", true],
                      ["partNumber", "Part number", false],
                      ["supplier", "Supplier", false],
                    ] as const
                  ).map(([name, label, required]) => (
                    <div key={name}>
                      <label htmlFor={id(name)} className="block font-semibold text-slate-900">
                        {label}
                        {!required && <span className="font-normal text-slate-700"> (optional)</span>}
                      </label>
                      <input
                        id={id(name)}
                        name={name}
                        required={required}
                        maxLength={500}
                        autoComplete="off"
                        defaultValue={values[name]}
                        className={inputClass}
                      />
                    </div>
                  ))}
                </>,
                submit("needs_return", "other"),
              )}
            {next.includes("could_not_complete") &&
              form(
                "could_not_complete",
                <div>
                  <label htmlFor={id("reason")} className="block font-semibold text-slate-900">
                    Why (e.g. no one home, no access)
                  </label>
                  <input
                    id={id("reason")}
                    name="reason"
                    required
                    maxLength={500}
                    autoComplete="off"
                    defaultValue={values.reason}
                    className={inputClass}
                  />
                </div>,
                submit("could_not_complete", "other"),
              )}
          </div>
        </details>
      )}
    </div>
  );
}
