/**
 * "a, b and c" from the first items that fit, lower-cased, for meta descriptions (which search
 * engines cut at about 160 characters).
 */
export function listForMeta(items: string[], maxLength = 70): string {
  const picked: string[] = [];
  for (const item of items) {
    const next = [...picked, item.toLowerCase()];
    if (picked.length > 0 && joinList(next).length > maxLength) break;
    picked.push(item.toLowerCase());
  }
  return joinList(picked);
}

function joinList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
