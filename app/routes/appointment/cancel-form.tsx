import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button-link";
import type { AppointmentWords } from "#app/content/i18n/en";

/**
 * Cancelling takes two deliberate steps (open, tick, confirm), with or without JavaScript: a
 * <details> disclosure, then a POST. Nothing is ever cancelled by opening a link.
 */
export function CancelForm({ words }: { words: AppointmentWords["cancel"] }) {
  return (
    <details className="rounded-xl border border-slate-300 p-4">
      <summary className="cursor-pointer font-semibold text-red-800">{words.summary}</summary>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="cancel" />
        <p>{words.text}</p>
        <label className="flex items-start gap-3">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5 shrink-0" />
          <span>{words.confirm}</span>
        </label>
        <button type="submit" className={buttonClass("outline", "text-red-800")}>
          {words.submit}
        </button>
      </Form>
    </details>
  );
}
