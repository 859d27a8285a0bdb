import { saveContactMessage } from "~/db/requests.server";
import { contactFields, contactSchema } from "./contact-schema";
import { handleFormPost } from "./form-action.server";

/** POST /contact: validate, store, confirm. */
export function handleContactPost(request: Request) {
  return handleFormPost({ request, schema: contactSchema, fields: contactFields, save: saveContactMessage });
}
