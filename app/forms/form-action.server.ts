import { data } from "react-router";
import type { z } from "zod";
import { DatabaseTimeoutError } from "~/db/client.server";
import { FORM_RATE_LIMIT_MESSAGE, hit } from "~/limits/rate-limits.server";
import { mailEnabled, type MailOptions } from "~/mail/messages.server";
import { fieldErrors, HONEYPOT_FIELD } from "./fields";
import { FAILURE_MESSAGE, formValues, INVALID_MESSAGE, type SubmissionResult } from "./submission";

/** Who is asking: the client's address as the HTTP layer saw it (see server/app.ts). */
export interface ClientContext {
  clientAddress: string;
}

/**
 * The one path every form POST takes on the server: read the urlencoded body, drop bots caught
 * by the honeypot, validate with the form's shared schema, count the submission against the
 * client's rate limit, store, and only then confirm. Bad input answers 400 with a message per
 * field; too many submissions 429; a storage failure 503 with the phone number. None ever leaks
 * a stack trace, and the submitted values are echoed back so a page re-rendered without
 * JavaScript keeps everything the visitor typed.
 */
export async function handleFormPost<S extends z.ZodType>({
  request,
  context,
  schema,
  fields,
  save,
  summarize,
}: {
  request: Request;
  context: ClientContext;
  schema: S;
  fields: readonly string[];
  save: (input: z.infer<S>, mail: MailOptions) => Promise<unknown>;
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
    const limit = await hit("form", context.clientAddress);
    if (!limit.allowed) {
      return data<SubmissionResult>(
        { ok: false, message: FORM_RATE_LIMIT_MESSAGE, values },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const email = (parsed.data as { email?: unknown }).email;
    const mail: MailOptions = {
      confirmVisitor: mailEnabled() && typeof email === "string" && (await confirmationAllowed(email, context)),
    };
    await save(parsed.data, mail);
  } catch (error) {
    const reason = error instanceof DatabaseTimeoutError ? error.message : error;
    console.error(`[forms] could not store request from ${new URL(request.url).pathname}:`, reason);
    return data<SubmissionResult>({ ok: false, message: FAILURE_MESSAGE, values }, { status: 503 });
  }
  return data<SubmissionResult>({ ok: true, summary: summarize?.(parsed.data) }, { status: 200 });
}

/**
 * The visitor's confirmation goes to an address anyone can type: at most a few a day to one
 * address and from one client, so the form cannot be used to send mail to strangers in bulk.
 * The request itself is still stored and the owner still notified.
 */
async function confirmationAllowed(email: string, context: ClientContext): Promise<boolean> {
  const [perRecipient, perClient] = await Promise.all([
    hit("confirmationsPerRecipient", email.trim().toLowerCase()),
    hit("confirmationsPerClient", context.clientAddress),
  ]);
  return perRecipient.allowed && perClient.allowed;
}
