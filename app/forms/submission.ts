import type { FieldErrors } from "#app/lib/fields";

/** What a form action answers; the same shape with and without JavaScript. */
export type SubmissionResult =
  | { ok: true; summary?: Record<string, string> }
  | {
      ok: false;
      message: string;
      errors?: FieldErrors;
      values?: Record<string, string>;
      /** A refusal's way out: "waitlist" when the window asked for is full (the wizard offers to join it). */
      offer?: "waitlist";
      /** The browser could not reach the server: the form words the message (failureText). */
      unreachable?: true;
    };

/** The submit delay of SPEC §9: the success toast appears no earlier than this after the click. */
export const SUBMIT_DELAY_MS = 1500;

/** The answer to a request that could not be stored, with the owner's main line as it is now. */
export const failureMessage = (mainPhone: string) =>
  `We couldn't send your request. Please try again or call us at ${mainPhone}.`;

/** What a form shows for a refused result; `mainPhone` is the line the page shows (useSiteFacts). */
export const failureText = (result: Extract<SubmissionResult, { ok: false }>, mainPhone: string) =>
  result.unreachable ? failureMessage(mainPhone) : result.message;
const unreachable = { ok: false as const, message: "", unreachable: true as const };

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
      (value) => (isResult(value) ? value : unreachable),
      () => unreachable,
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
