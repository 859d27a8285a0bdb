import { data } from "react-router";
import type { z } from "zod";
import { DatabaseTimeoutError, withDb } from "#app/db/client.server";
import { defaultSiteFacts, getSiteFacts, siteFactsForPage } from "#app/settings/site-facts.server";
import type { ClientContext } from "#app/lib/edge-context";
import { hit, recipientKey } from "#app/limits/rate-limits.server";
import { fill } from "#app/content/i18n/fill";
import { englishFormMessages, type FormMessages } from "#app/content/i18n/form-messages";
import { mailEnabled, type MailOptions } from "#app/mail/messages.server";
import { leadSourceFromForm, type LeadSource } from "#app/requests/lead-source";
import { fieldErrors, HONEYPOT_FIELD, type FieldErrors } from "#app/lib/fields";
import { formValues, type SubmissionResult } from "./submission";

/**
 * The one path every form POST takes on the server: read the urlencoded body, drop bots caught
 * by the honeypot, validate with the form's shared schema, count the submission against the
 * client's rate limit, store, and only then confirm. Bad input answers 400 with a message per
 * field; too many submissions 429; a storage failure 503 with the phone number. None ever leaks
 * a stack trace, and the submitted values are echoed back so a page re-rendered without
 * JavaScript keeps everything the visitor typed.
 */
/** A refusal that only storing can discover (e.g. the window filled up meanwhile): 409 and why. */
export interface StoreRefusal {
  status: number;
  message: string;
  errors?: FieldErrors;
  /** What the visitor can do instead (a full window: join its waitlist). */
  offer?: "waitlist";
}

/** The owner's main line as it is now (app/content/'s when the database cannot be read). */
const mainPhone = async () => (await siteFactsForPage()).phones.main.display;

export async function handleFormPost<S extends z.ZodType, Saved>({
  request,
  formData: readAlready,
  context,
  schema,
  fields,
  beforeSave,
  save,
  summarize,
  refusal,
  messages: m = englishFormMessages,
}: {
  request: Request;
  /** The page's language's words for the refusals this module writes (English by default). */
  messages?: FormMessages;
  /** The body, when the caller has read it already (a multipart form with photos). */
  formData?: FormData;
  context: ClientContext;
  schema: S;
  fields: readonly string[];
  /** Work between the checks and storing (e.g. decoding photos); a refusal stops it with 400. */
  beforeSave?: (input: z.infer<S>) => Promise<StoreRefusal | undefined>;
  /** Stores the request (with where it came from) and its mails; returns the stored row. */
  save: (input: z.infer<S> & LeadSource, mail: MailOptions) => Promise<Saved>;
  summarize?: (input: z.infer<S>, saved: Saved) => Record<string, string>;
  /** Turns an error of `save` the visitor can act on into an answer; anything else is a 503. */
  refusal?: (error: unknown, input: z.infer<S>) => Promise<StoreRefusal | undefined>;
}) {
  let formData: FormData;
  try {
    formData = readAlready ?? (await request.formData());
  } catch {
    return data<SubmissionResult>({ ok: false, message: m.unreadable }, { status: 400 });
  }
  const values = formValues(formData, fields);
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (honeypot !== null && honeypot !== "") {
    console.warn(`[forms] honeypot filled on ${new URL(request.url).pathname}; request dropped`);
    return data<SubmissionResult>({ ok: false, message: m.invalid }, { status: 400 });
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
      { ok: false, message: m.invalid, errors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }

  try {
    const limit = await hit("form", context.clientAddress);
    if (!limit.allowed) {
      return data<SubmissionResult>(
        { ok: false, message: fill(m.rateLimit, { phone: await mainPhone() }), values },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const prepared = await beforeSave?.(parsed.data);
    if (prepared) {
      return data<SubmissionResult>(
        { ok: false, message: prepared.message, errors: prepared.errors, values },
        { status: prepared.status },
      );
    }
    const email = (parsed.data as { email?: unknown }).email;
    const mail: MailOptions = {
      confirmVisitor: mailEnabled() && typeof email === "string" && (await confirmationAllowed(email, context)),
      // The owner's phone and address as they are now (DECISIONS "The owner edits the site").
      facts: mailEnabled() ? await withDb((db) => getSiteFacts(db)) : undefined,
    };
    const source = leadSourceFromForm((name) => formData.get(name), new URL(request.url).origin);
    const saved = await save({ ...(parsed.data as object), ...source } as z.infer<S> & LeadSource, mail);
    return data<SubmissionResult>({ ok: true, summary: summarize?.(parsed.data, saved) }, { status: 200 });
  } catch (error) {
    const refused = await refusal?.(error, parsed.data).catch(() => undefined);
    if (refused) {
      return data<SubmissionResult>(
        { ok: false, message: refused.message, errors: refused.errors, values, offer: refused.offer },
        { status: refused.status },
      );
    }
    const timedOut = error instanceof DatabaseTimeoutError;
    console.error(
      `[forms] could not store request from ${new URL(request.url).pathname}:`,
      timedOut ? error.message : error,
    );
    // A database that did not answer in time is not asked again for the phone: its default then.
    const phone = timedOut ? defaultSiteFacts().phones.main.display : await mainPhone();
    return data<SubmissionResult>({ ok: false, message: fill(m.failure, { phone }), values }, { status: 503 });
  }
}

/**
 * The visitor's confirmation goes to an address anyone can type: at most a few a day to one
 * address and from one client, so the form cannot be used to send mail to strangers in bulk.
 * The request itself is still stored and the owner still notified.
 */
async function confirmationAllowed(email: string, context: ClientContext): Promise<boolean> {
  const [perRecipient, perClient] = await Promise.all([
    hit("confirmationsPerRecipient", recipientKey(email)),
    hit("confirmationsPerClient", context.clientAddress),
  ]);
  return perRecipient.allowed && perClient.allowed;
}
