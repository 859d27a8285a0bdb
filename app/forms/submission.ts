import { business } from "#app/content/business";
import type { FieldErrors } from "#app/lib/fields";

/** What a form action answers; the same shape with and without JavaScript. */
export type SubmissionResult =
  | { ok: true; summary?: Record<string, string> }
  | { ok: false; message: string; errors?: FieldErrors; values?: Record<string, string> };

/** The submit delay of SPEC §9: the success toast appears no earlier than this after the click. */
export const SUBMIT_DELAY_MS = 1500;

export const FAILURE_MESSAGE = `We couldn't send your request. Please try again or call us at ${business.phones.main.display}.`;
export const INVALID_MESSAGE = "Please correct the highlighted fields.";

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the server action and the SPEC's 1.5 s delay side by side, and turns any failure to reach
 * the server (network down, 429, 5xx) into a result the form can show: nothing is ever thrown at
 * the page, so nothing the visitor typed is lost.
 */
export async function submitWithDelay(serverAction: () => Promise<unknown>): Promise<SubmissionResult> {
  const [result] = await Promise.all([
    serverAction().then(
      (value) => (isResult(value) ? value : { ok: false as const, message: FAILURE_MESSAGE }),
      () => ({ ok: false as const, message: FAILURE_MESSAGE }),
    ),
    wait(SUBMIT_DELAY_MS),
  ]);
  return result;
}

function isResult(value: unknown): value is SubmissionResult {
  return typeof value === "object" && value !== null && "ok" in value;
}

/** The submitted text values, echoed back so a form re-rendered without JavaScript keeps them. */
export function formValues(formData: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}
