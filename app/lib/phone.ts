import type { PhoneLine } from "#app/content/business";

/** tel: link in E.164, e.g. "tel:+18135550142". */
export function telHref(line: PhoneLine): string {
  return `tel:${line.e164}`;
}

/**
 * A tel: link for a number a customer typed ("(813) 555-0100", "813.555.0100", "+44 20 7946 0000"):
 * ten digits are a US number (+1), a leading "+" keeps its country code, anything else is dialled as typed.
 */
export function phoneHref(typed: string): string {
  const digits = typed.replace(/\D/g, "");
  if (typed.trim().startsWith("+")) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/**
 * A number as the workspace shows it: a US number (ten digits, or eleven with the leading 1, however
 * typed: "813-555-0173", "+18135550173") as "(813) 555-0173"; anything else as typed. By digits, not
 * with libphonenumber: it runs in the browser too, and the North American plan's shape is fixed.
 */
export function displayPhone(typed: string): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, "");
  const us =
    digits.length === 10 && !trimmed.startsWith("+") ? digits : /^1\d{10}$/.test(digits) ? digits.slice(1) : "";
  return us ? `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}` : trimmed;
}
