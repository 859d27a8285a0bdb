import { z } from "zod";
import { choice, emailField, MAX, phoneField, requiredText } from "./fields";

export const contactServices = [
  "General Inquiry",
  "Refrigerator Not Cooling",
  "Ice Maker Issues",
  "Water Leaking",
  "Making Strange Noises",
  "Not Running At All",
  "Other Issue",
] as const;

export const contactSchema = z.object({
  name: requiredText("Full name", MAX.name),
  email: emailField,
  phone: phoneField,
  // Optional in the form: a missing value means the default.
  service: z.preprocess((v) => (v === "" || v == null ? contactServices[0] : v), choice("Service", contactServices)),
  message: requiredText("Message", MAX.text),
});

export type ContactRequest = z.infer<typeof contactSchema>;
export const contactFields = ["name", "email", "phone", "service", "message"] as const;
