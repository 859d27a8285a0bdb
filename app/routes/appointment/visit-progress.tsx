import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import type { VisitorStatus } from "#app/visits/visitor-status.server";

/**
 * The visit's step in words ("Your technician, Maria, is on the way: arriving around 10:40 AM").
 * In the HTML from the start; once the page's script runs, it asks /appointments/<token>/status
 * every `pollMs` while the tab is visible (at once when it becomes visible again), and stops at
 * a final step. A failed request is simply tried again at the next turn. Reaching a final step
 * while the page is open loads the page's data again, so the receipt shows without a reload.
 */
export function VisitProgress({
  statusUrl,
  initial,
  pollMs,
  heading,
}: {
  /** /appointments/<token>/status, under /es on the Spanish page (it answers in the page's language). */
  statusUrl: string;
  initial: VisitorStatus;
  pollMs: number;
  heading: string;
}) {
  const [status, setStatus] = useState(initial);
  const revalidator = useRevalidator();
  useEffect(() => setStatus(initial), [initial]);
  // A step that ended the visit while the page was open: the receipt (or the other visit) is new.
  const ended = status.final && !initial.final;
  useEffect(() => {
    if (ended) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per ending, not per revalidator state
  }, [ended]);
  useEffect(() => {
    if (status.final) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      if (stopped || document.visibilityState !== "visible") return;
      try {
        const response = await fetch(statusUrl, {
          cache: "no-store",
          referrerPolicy: "no-referrer",
          headers: { Accept: "application/json" },
        });
        if (response.ok && !stopped) {
          const next = (await response.json()) as VisitorStatus;
          setStatus((now) => (now.step === next.step && now.text === next.text ? now : next));
        }
      } catch {
        // no connection: the next turn tries again
      }
    };
    const loop = () => {
      timer = setTimeout(async () => {
        await ask();
        if (!stopped) loop();
      }, pollMs);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void ask();
    };
    loop();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [statusUrl, pollMs, status.final]);
  return (
    <section
      aria-labelledby="visit-progress-heading"
      className="rounded-xl border-2 border-brand-700 bg-brand-50 p-6"
      data-step={status.step}
    >
      <h2 id="visit-progress-heading" className="text-lg font-bold text-brand-900">
        {heading}
      </h2>
      <p role="status" className="mt-2 text-xl font-semibold text-slate-950" data-testid="visit-progress">
        {status.text}
      </p>
    </section>
  );
}
