/**
 * A service's price range as the owner types it ("120 to 260", "$120 - $260", "120-260+", "$89")
 * and as every page shows it: "$120-$260", "$120-$260+", "$89". Whole dollars with thousands
 * separators dropped; undefined when it is not a price or a range whose low end comes first.
 */
const AMOUNT = String.raw`\$?\s*(\d{1,3}(?:,\d{3})+|\d+)`;
const RANGE = new RegExp(String.raw`^${AMOUNT}(?:\s*(?:-|–|—|to)\s*${AMOUNT})?\s*(\+)?$`, "i");

export const PRICE_RANGE_MESSAGE = 'Write a price or a range in whole dollars, like "$150-$350" or "$89".';

export function normalizePriceRange(typed: string): string | undefined {
  const match = RANGE.exec(typed.trim());
  if (!match) return undefined;
  const [, low, high, plus] = match;
  const dollars = (amount: string) => Number(amount.replace(/,/g, ""));
  const from = dollars(low!);
  if (high === undefined) return `$${from}${plus ?? ""}`;
  const to = dollars(high);
  if (to <= from) return undefined;
  return `$${from}-$${to}${plus ?? ""}`;
}
