import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button-link";

/**
 * Cancelling takes two deliberate steps (open, tick, confirm), with or without JavaScript: a
 * <details> disclosure, then a POST. Nothing is ever cancelled by opening a link.
 */
export function CancelForm() {
  return (
    <details className="rounded-xl border border-slate-300 p-4">
      <summary className="cursor-pointer font-semibold text-red-800">Cancel this visit</summary>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="cancel" />
        <p>Your place is given to someone else. To come back later, book again or call us.</p>
        <label className="flex items-start gap-3">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5 shrink-0" />
          <span>Yes, cancel my visit.</span>
        </label>
        <button type="submit" className={buttonClass("outline", "text-red-800")}>
          Cancel the visit
        </button>
      </Form>
    </details>
  );
}
