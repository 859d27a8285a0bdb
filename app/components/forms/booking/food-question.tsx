import type { ReactNode } from "react";
import { useUi } from "#app/components/i18n";
import { fill } from "#app/content/i18n/fill";
import { foodRiskIssues } from "#app/forms/urgency";

/** A yes/no question of step 2 (radio buttons, no default: unanswered sends nothing). */
function YesNoQuestion({
  name,
  legend,
  defaultValue,
  error,
}: {
  name: string;
  legend: ReactNode;
  defaultValue?: string;
  error?: string;
}) {
  const words = useUi().bookingForm;
  const errorId = `book-${name}-error`;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-6">
        {(["yes", "no"] as const).map((answer) => (
          <label key={answer} className="flex min-h-6 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={answer}
              defaultChecked={defaultValue === answer}
              className="size-5"
            />
            {answer === "yes" ? words.yes : words.no}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * "Is there food inside that needs to stay cold?" (Yes / No, no default), asked when the issue is
 * Not Cooling, Not Running or Freezer Issues. Before hydration and without JavaScript it is always
 * shown, with a note saying when it applies; the server ignores an answer for other issues.
 */
export function FoodQuestion({
  applies,
  hydrated,
  defaultValue,
  error,
}: {
  applies: boolean;
  hydrated: boolean;
  defaultValue?: string;
  error?: string;
}) {
  const words = useUi().bookingForm;
  if (hydrated && !applies) return null;
  return (
    <YesNoQuestion
      name="foodAtRisk"
      legend={
        <>
          {words.foodQuestion}
          {!hydrated && (
            <span className="text-sm font-normal text-slate-600">
              {fill(words.foodOnlyFor, { issues: foodRiskIssues.map((i) => words.issues[i] ?? i).join(", ") })}
            </span>
          )}
        </>
      }
      defaultValue={defaultValue}
      error={error}
    />
  );
}

type Answer = { defaultValue?: string; error?: string };

/** Storm triage (DECISIONS "Storm mode and the waitlist"): asked for every issue, with or without JavaScript. */
export function TriageQuestions({ powerOutage, medicineAtRisk }: { powerOutage: Answer; medicineAtRisk: Answer }) {
  const words = useUi().bookingForm;
  return (
    <>
      <YesNoQuestion name="powerOutage" legend={words.powerOutageQuestion} {...powerOutage} />
      <YesNoQuestion name="medicineAtRisk" legend={words.medicineQuestion} {...medicineAtRisk} />
    </>
  );
}
