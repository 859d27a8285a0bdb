import { attachMessage } from "#app/customers/match.server";
import { saveContactMessage } from "#app/db/requests.server";
import { contactMails } from "#app/mail/messages.server";
import { contactFields, contactSchema, contactSummary } from "#app/forms/contact-schema";
import { handleFormPost } from "#app/forms/form-action.server";
import type { ClientContext } from "#app/lib/edge-context";

/** POST /contact: validate, limit, store with its mails, confirm. */
export function handleContactPost(request: Request, context: ClientContext) {
  return handleFormPost({
    request,
    context,
    schema: contactSchema,
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
