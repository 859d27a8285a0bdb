import { z } from "zod";

// Zod probes for eval-based fast paths with `new Function("")`, which our Content-Security-Policy
// blocks (and Chrome logs as a violation). Its interpreted path is plenty fast for two forms.
z.config({ jitless: true });

/**
 * Shared field rules. The browser shows only the specified limits (required, email, tel); the
 * maximum lengths are generous guards the server enforces (and the browser reports if reached).
 */
export const MAX = { name: 100, email: 254, phone: 30, short: 120, zip: 10, text: 5000 } as const;

/** PostgreSQL text cannot hold U+0000 and no keyboard types it: only a bot sends it. */
const noNul = (value: string) => !value.includes("\u0000");
const nulMessage = (label: string) => `${label} contains a character that is not allowed.`;

/** Line breaks as LF, whether the browser sent CRLF (plain form post) or LF (JavaScript). */
const normalizeNewlines = (value: string) => value.replace(/\r\n?/g, "\n");

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .overwrite(normalizeNewlines)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`)
    .refine(noNul, nulMessage(label));

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .overwrite(normalizeNewlines)
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`)
    .refine(noNul, nulMessage(label))
    .optional()
    .default("");

export const emailField = requiredText("Email", MAX.email).pipe(z.email("Enter a valid email address."));

export const phoneField = requiredText("Phone number", MAX.phone).refine(
  (value) => /^[0-9+().\-\s]+$/.test(value) && value.replace(/\D/g, "").length >= 10,
  "Enter a phone number with area code, e.g. (813) 555-0142.",
);

/** A choice from a fixed list, with a clear message for anything else. */
export const choice = <const T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, { error: `Choose a ${label.toLowerCase()} from the list.` });

/** Field errors as { field: "first message" }, the shape the forms render. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The honeypot: a field people never see or fill. Bots that fill every input reveal themselves. */
export const HONEYPOT_FIELD = "company_website";
