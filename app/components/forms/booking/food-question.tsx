import { foodRiskIssues, FOOD_AT_RISK_QUESTION } from "#app/forms/urgency";

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
  if (hydrated && !applies) return null;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? "book-foodAtRisk-error" : undefined}>
      <legend className="font-medium text-slate-800">
        {FOOD_AT_RISK_QUESTION}
        {!hydrated && (
          <span className="text-sm font-normal text-slate-600"> (only for {foodRiskIssues.join(", ")})</span>
        )}
      </legend>
      <div className="flex gap-6">
        {(["yes", "no"] as const).map((answer) => (
          <label key={answer} className="flex min-h-6 items-center gap-2">
            <input
              type="radio"
              name="foodAtRisk"
              value={answer}
              defaultChecked={defaultValue === answer}
              className="size-5"
            />
            {answer === "yes" ? "Yes" : "No"}
          </label>
        ))}
      </div>
      {error && (
        <p id="book-foodAtRisk-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
