import { attachMessage } from "#app/customers/match.server";
import { saveContactMessage } from "#app/db/requests.server";
import { contactMails } from "#app/mail/messages.server";
import { contactFields, contactSchemaIn, contactSummary } from "#app/forms/contact-schema";
import { langOf } from "#app/content/i18n/lang";
import { dictionaryFor } from "#app/content/i18n/dictionaries.server";
import { handleFormPost } from "#app/forms/form-action.server";
import type { ClientContext } from "#app/lib/edge-context";

/** POST /contact: validate, limit, store with its mails, confirm. */
export function handleContactPost(request: Request, context: ClientContext) {
  // The page's language (/es/contact is Spanish): the refusals come in it.
  const { formMessages } = dictionaryFor(langOf(request));
  return handleFormPost({
    request,
    context,
    schema: contactSchemaIn(formMessages),
    messages: formMessages,
    fields: contactFields,
    save: (message, mail) =>
      saveContactMessage(
        message,
        (row) => contactMails(row, mail),
        async (tx, row) => {
          await attachMessage(tx, row);
        },
      ),
    // The success panel repeats what was sent (also without JavaScript, from this answer).
    summarize: (message) => contactSummary(message),
  });
}
