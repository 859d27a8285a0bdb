import { data } from "react-router";
import type { z } from "zod";
import { fieldErrors, HONEYPOT_FIELD } from "./fields";
import { FAILURE_MESSAGE, formValues, INVALID_MESSAGE, type SubmissionResult } from "./submission";

/**
 * The one path every form POST takes on the server: read the urlencoded body, drop bots caught
 * by the honeypot, validate with the form's shared schema, store, and only then confirm.
 * Bad input answers 400 with a message per field; a storage failure answers 503 with the phone
 * number. Neither ever leaks a stack trace, and the submitted values are echoed back so a page
 * re-rendered without JavaScript keeps everything the visitor typed.
 */
export async function handleFormPost<S extends z.ZodType>({
  request,
  schema,
  fields,
  save,
  summarize,
}: {
  request: Request;
  schema: S;
  fields: readonly string[];
  save: (input: z.infer<S>) => Promise<unknown>;
  summarize?: (input: z.infer<S>) => Record<string, string>;
}) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data<SubmissionResult>(
      { ok: false, message: "The form could not be read. Please try again." },
      { status: 400 },
    );
  }
  const values = formValues(formData, fields);

  const honeypot = formData.get(HONEYPOT_FIELD);
  if (honeypot !== null && honeypot !== "") {
    console.warn(`[forms] honeypot filled on ${new URL(request.url).pathname}; request dropped`);
    return data<SubmissionResult>({ ok: false, message: INVALID_MESSAGE }, { status: 400 });
  }

  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const all = formData.getAll(field);
    // A field sent twice, or as a file, is not something our forms send: let the schema reject it.
    input[field] = all.length > 1 ? all : (all[0] ?? undefined);
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    return data<SubmissionResult>(
      { ok: false, message: INVALID_MESSAGE, errors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }

  try {
    await save(parsed.data);
  } catch (error) {
    console.error(`[forms] could not store request from ${new URL(request.url).pathname}:`, error);
    return data<SubmissionResult>({ ok: false, message: FAILURE_MESSAGE, values }, { status: 503 });
  }
  return data<SubmissionResult>({ ok: true, summary: summarize?.(parsed.data) }, { status: 200 });
}
