import { describe, expect, it } from "vitest";
import { normalizePriceRange } from "./price-range";

describe("normalizePriceRange", () => {
  it.each([
    ["120 to 260", "$120-$260"],
    ["$120 - $260", "$120-$260"],
    ["$120–$260", "$120-$260"],
    ["120-260", "$120-$260"],
    ["$150-$500+", "$150-$500+"],
    ["$1,200 to $2,500", "$1200-$2500"],
    ["$89", "$89"],
    ["89", "$89"],
    ["  $150-$350 ", "$150-$350"],
    ["150 TO 350", "$150-$350"],
  ])("%j is shown as %j", (typed, shown) => {
    expect(normalizePriceRange(typed)).toBe(shown);
  });

  it.each(["", "call us", "$260-$120", "$120-$120", "12.50", "$120-", "-$120", "<b>$120</b>"])(
    "%j is refused",
    (typed) => {
      expect(normalizePriceRange(typed)).toBeUndefined();
    },
  );
});
