import { z } from "zod";
import { choice, emailFieldIn, MAX, phoneFieldIn, requiredText } from "#app/lib/fields";
import { englishFormMessages, type FormMessages } from "#app/content/i18n/form-messages";

export const contactServices = [
  "General Inquiry",
  "Refrigerator Not Cooling",
  "Ice Maker Issues",
  "Water Leaking",
  "Making Strange Noises",
  "Not Running At All",
  "Other Issue",
] as const;

/** The contact schema with its refusals in the page's language (es.formMessages on /es/contact). */
export const contactSchemaIn = (m: FormMessages) =>
  z.object({
    name: requiredText(m.labels.name, MAX.name, m),
    email: emailFieldIn(m),
    phone: phoneFieldIn(m),
    // Optional in the form: a missing value means the default.
    service: z.preprocess(
      (v) => (v === "" || v == null ? contactServices[0] : v),
      choice(m.labels.service, contactServices, m),
    ),
    message: requiredText(m.labels.message, MAX.text, m),
  });

export const contactSchema = contactSchemaIn(englishFormMessages);

export type ContactRequest = z.infer<typeof contactSchema>;
export const contactFields = ["name", "email", "phone", "service", "message"] as const;

/** How much of the message the success panel repeats back. */
const MESSAGE_PREVIEW = 160;

/**
 * What the contact success panel repeats back to the visitor: name, e-mail, phone, service and
 * the start of the message. Plain text from what was sent (the browser's copy, or the server's).
 */
export function contactSummary(values: Partial<Record<string, string>>): Record<string, string> {
  const message = (values.message ?? "").trim();
  return {
    name: (values.name ?? "").trim(),
    email: (values.email ?? "").trim(),
    phone: (values.phone ?? "").trim(),
    service: values.service || contactServices[0],
    message: message.length > MESSAGE_PREVIEW ? `${message.slice(0, MESSAGE_PREVIEW).trimEnd()}...` : message,
  };
}
