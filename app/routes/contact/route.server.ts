import { saveContactMessage } from "#app/db/requests.server";
import { contactMails } from "#app/mail/messages.server";
import { contactFields, contactSchema, contactSummary } from "#app/forms/contact-schema";
import { handleFormPost, type ClientContext } from "#app/forms/form-action.server";

/** POST /contact: validate, limit, store with its mails, confirm. */
export function handleContactPost(request: Request, context: ClientContext) {
  return handleFormPost({
    request,
    context,
    schema: contactSchema,
    fields: contactFields,
    save: (message, mail) => saveContactMessage(message, (row) => contactMails(row, mail)),
    // The success panel repeats what was sent (also without JavaScript, from this answer).
    summarize: (message) => contactSummary(message),
  });
}
