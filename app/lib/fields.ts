import { z } from "zod";
import { fill } from "#app/content/i18n/fill";
import { englishFormMessages, type FormMessages } from "#app/content/i18n/form-messages";

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
const nulMessage = (label: string, m: FormMessages) => fill(m.badCharacter, { label });
const tooLong = (label: string, max: number, m: FormMessages) =>
  fill(m.tooLong, { label, max: max.toLocaleString("en-US") });

/** Line breaks as LF, whether the browser sent CRLF (plain form post) or LF (JavaScript). */
const normalizeNewlines = (value: string) => value.replace(/\r\n?/g, "\n");

// Every builder takes the messages of the page's language (app/content/i18n/form-messages.ts); English by default.
export const requiredText = (label: string, max: number, m: FormMessages = englishFormMessages) =>
  z
    .string({ error: fill(m.required, { label }) })
    .overwrite(normalizeNewlines)
    .trim()
    .min(1, fill(m.required, { label }))
    .max(max, tooLong(label, max, m))
    .refine(noNul, nulMessage(label, m));

export const optionalText = (label: string, max: number, m: FormMessages = englishFormMessages) =>
  z
    .string()
    .overwrite(normalizeNewlines)
    .trim()
    .max(max, tooLong(label, max, m))
    .refine(noNul, nulMessage(label, m))
    .optional()
    .default("");

export const emailFieldIn = (m: FormMessages) => requiredText(m.labels.email, MAX.email, m).pipe(z.email(m.email));
export const emailField = emailFieldIn(englishFormMessages);

export const phoneFieldIn = (m: FormMessages) =>
  requiredText(m.labels.phone, MAX.phone, m).refine(
    (value) => /^[0-9+().\-\s]+$/.test(value) && value.replace(/\D/g, "").length >= 10,
    m.phone,
  );
export const phoneField = phoneFieldIn(englishFormMessages);

/** A choice from a fixed list, with a clear message for anything else. */
export const choice = <const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
  m: FormMessages = englishFormMessages,
) => z.enum(options, { error: fill(m.choose, { label, lowerLabel: label.toLowerCase() }) });

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
