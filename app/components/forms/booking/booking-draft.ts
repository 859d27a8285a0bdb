/**
 * The booking draft: what the visitor has typed, kept in this tab's sessionStorage so that
 * leaving /book and coming back (in the same tab) finds it again. Never localStorage: a draft
 * holds a name, an address and a phone number, and must not outlive the tab. Cleared once the
 * booking is sent.
 */

const DRAFT_KEY = "booking-draft";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlsOf(form: HTMLFormElement, fields: readonly string[]): Control[] {
  return fields.flatMap((name) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
      ? [element]
      : [];
  });
}

/** What a control holds: a checkbox its value when ticked, "" when not. */
function valueOf(control: Control): string {
  if (control instanceof HTMLInputElement && control.type === "checkbox") return control.checked ? control.value : "";
  return control.value;
}

/** The value a control had when the page was rendered (its default option, for a select). */
function initialValue(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const options = Array.from(control.options);
    return (options.find((o) => o.defaultSelected) ?? options[0])?.value ?? "";
  }
  return control.defaultValue;
}

/** Storage can be missing or refuse writes (private modes, quota): a draft is a nicety, never an error. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(form: HTMLFormElement, fields: readonly string[]): void {
  const draft: Record<string, string> = {};
  for (const control of controlsOf(form, fields)) draft[control.name] = valueOf(control);
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Full or refused: the form still works, only the draft is not kept.
  }
}

/**
 * Puts the saved draft back into the form. A field the visitor has already changed (typed before
 * the page hydrated) keeps what it shows. Not for a form the server re-rendered with the posted
 * values: those are newer than any draft.
 */
export function restoreDraft(form: HTMLFormElement, fields: readonly string[]): void {
  let draft: unknown;
  try {
    draft = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? "null");
  } catch {
    return;
  }
  if (typeof draft !== "object" || draft === null) return;
  for (const control of controlsOf(form, fields)) {
    const saved = (draft as Record<string, unknown>)[control.name];
    if (typeof saved !== "string") continue;
    if (control instanceof HTMLInputElement && control.type === "checkbox") {
      if (control.checked === control.defaultChecked) control.checked = saved === control.value;
    } else if (control.value === initialValue(control)) control.value = saved;
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
