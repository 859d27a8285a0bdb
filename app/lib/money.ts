/**
 * Money as people type it and as we show it (pure). Amounts are whole cents everywhere: typed
 * text is read into cents by string work, never through floating point.
 */

/** The most one amount may be: $100,000.00. */
export const MAX_AMOUNT_CENTS = 10_000_000;

export type MoneyResult = { ok: true; cents: number } | { ok: false; message: string };

const PLAIN = /^\d+(\.\d*)?$|^\.\d+$/;
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * "$1,234.50", "1234.5", "89", "$89.50", ".5" -> cents. Refused: empty, negative, letters, more
 * than two decimals, commas out of place, more than $100,000.
 */
export function parseMoney(input: string, label = "The amount"): MoneyResult {
  let text = input.trim().replace(/\s+/g, "");
  if (text === "") return { ok: false, message: `${label} is required.` };
  if (text.startsWith("-") || text.startsWith("−") || text.startsWith("$-"))
    return { ok: false, message: `${label} cannot be negative.` };
  if (text.startsWith("$")) text = text.slice(1);
  if (!PLAIN.test(text) && !GROUPED.test(text))
    return { ok: false, message: `${label} must be an amount in dollars, like 89 or 1,234.50.` };
  const [whole = "", fraction = ""] = text.replace(/,/g, "").split(".");
  if (fraction.length > 2) return { ok: false, message: `${label} can have at most two decimals (cents).` };
  const dollars = whole.replace(/^0+(?=\d)/, "");
  if (dollars.length > 6) return { ok: false, message: `${label} can be at most ${formatCents(MAX_AMOUNT_CENTS)}.` };
  const cents = Number(dollars || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (cents > MAX_AMOUNT_CENTS)
    return { ok: false, message: `${label} can be at most ${formatCents(MAX_AMOUNT_CENTS)}.` };
  return { ok: true, cents };
}

/** 123456 -> "$1,234.56"; -500 -> "-$5.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}

/** 123456 -> "1234.56": a form field's value that parseMoney reads back. */
export function centsToInput(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** A tax rate in basis points as people read it: 750 -> "7.5%", 700 -> "7%", 625 -> "6.25%". */
export function formatRate(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = String(basisPoints % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${whole}${rest ? `.${rest}` : ""}%`;
}
