/**
 * "a, b and c" from the first items that fit, lower-cased, for meta descriptions (which search
 * engines cut at about 160 characters). `and` is the language's word ("y" in Spanish);
 * `capitalized` starts the list with a capital (when it opens a sentence).
 */
export function listForMeta(
  items: string[],
  {
    maxLength = 70,
    and = "and",
    capitalized = false,
  }: { maxLength?: number; and?: string; capitalized?: boolean } = {},
): string {
  const picked: string[] = [];
  for (const item of items) {
    const next = [...picked, item.toLowerCase()];
    if (picked.length > 0 && joinList(next, and).length > maxLength) break;
    picked.push(item.toLowerCase());
  }
  const list = joinList(picked, and);
  return capitalized ? list.charAt(0).toUpperCase() + list.slice(1) : list;
}

function joinList(items: string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}
