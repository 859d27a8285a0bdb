/**
 * Column classes for a grid of `count` cards, chosen so that no row ends with a lone card at any
 * width (11 services in groups of 4, 4 and 3; 16 brands; 4 counties...). One column on phones.
 * The class names are written out in full so Tailwind sees them.
 */
export function cardGridColumns(count: number): string {
  if (count % 4 === 0) return "sm:grid-cols-2 lg:grid-cols-4"; // 4, 8, 16: rows of 2, then of 4
  if (count % 6 === 0) return "sm:grid-cols-2 lg:grid-cols-3"; // 6, 12: rows of 2, then of 3
  if (count % 3 === 0) return "md:grid-cols-3"; // 3, 9: a row of 2 would leave one alone
  if (count % 2 === 0) return "sm:grid-cols-2"; // 2, 10, 14
  return "sm:grid-cols-2 lg:grid-cols-3"; // 5, 7, 11...: a lone card somewhere is unavoidable
}
