import { describe, expect, it } from "vitest";
import { cardGridColumns } from "./card-grid";

/** The column counts a class list gives at 640, 768 and 1024 px (one column below). */
function columnsAt(classes: string): number[] {
  const at = (prefixes: string[]) => {
    const found = prefixes.map((p) => new RegExp(`\\b${p}:grid-cols-(\\d+)`).exec(classes)?.[1]).find(Boolean);
    return Number(found ?? 1);
  };
  return [at(["sm"]), at(["md", "sm"]), at(["lg", "md", "sm"])];
}

describe("cardGridColumns", () => {
  for (const count of [2, 3, 4, 6, 8, 9, 12, 16]) {
    it(`leaves no lone card on the last row for ${count} cards`, () => {
      for (const columns of columnsAt(cardGridColumns(count))) {
        const lastRow = count % columns || columns;
        expect(lastRow === columns || lastRow >= 2, `${count} cards in ${columns} columns`).toBe(true);
      }
    });
  }

  it("puts the 16 brands in rows of 4 on wide screens and the 4 services of a group in one row", () => {
    expect(cardGridColumns(16)).toContain("lg:grid-cols-4");
    expect(cardGridColumns(4)).toContain("lg:grid-cols-4");
    expect(cardGridColumns(3)).toBe("md:grid-cols-3");
  });
});
