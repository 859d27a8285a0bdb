import { bookingSteps, type WizardStep } from "#app/forms/booking-schema";
import { useUi } from "#app/components/i18n";
import { fill } from "#app/content/i18n/fill";
import { Icon } from "#app/components/ui/icon";

const progressWidth = { 1: "w-1/3", 2: "w-2/3", 3: "w-full" } as const;

/**
 * The stepper and the progress bar (SPEC §4: width step/3). On phones each step's number sits
 * above its label in a third of the width, so all three labels fit a 320 px screen.
 */
export function WizardProgress({ step }: { step: WizardStep }) {
  const words = useUi().bookingForm;
  return (
    <div className="mb-8">
      <ol className="grid grid-cols-3 gap-2 text-xs font-medium sm:text-sm">
        {bookingSteps.map((s) => (
          <li
            key={s.number}
            aria-current={s.number === step ? "step" : undefined}
            className="flex min-w-0 flex-col items-center gap-1 text-center sm:flex-row sm:gap-2 sm:text-left"
          >
            <span
              className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
                s.number <= step ? "bg-brand-600 text-white" : "bg-slate-200 text-slate-700"
              }`}
            >
              {s.number < step ? <Icon name="check" className="size-4" /> : s.number}
            </span>
            <span className={s.number === step ? "text-brand-900" : "text-slate-600"}>
              {words.steps[s.number - 1] ?? s.title}
            </span>
          </li>
        ))}
      </ol>
      <div
        className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={words.progressLabel}
        aria-valuemin={1}
        aria-valuemax={3}
        aria-valuenow={step}
        aria-valuetext={fill(words.progressText, { step })}
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-all motion-reduce:transition-none ${progressWidth[step]}`}
        />
      </div>
    </div>
  );
}
