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
