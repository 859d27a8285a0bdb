import { describe, expect, it } from "vitest";
import { paymentTaxShares } from "./payment-tax";

describe("each payment's share of the job's tax", () => {
  it("one payment carries all of it", () => {
    expect(paymentTaxShares({ totalCents: 17374, taxCents: 375 }, [{ amountCents: 17374 }])).toEqual([375]);
  });
  it("parts share it in proportion, the last takes the rest", () => {
    // Half of 375 = 187.5 -> 188, the rest 187.
    expect(
      paymentTaxShares({ totalCents: 20000, taxCents: 375 }, [{ amountCents: 10000 }, { amountCents: 10000 }]),
    ).toEqual([188, 187]);
    const three = paymentTaxShares({ totalCents: 30000, taxCents: 100 }, [
      { amountCents: 10000 },
      { amountCents: 10000 },
      { amountCents: 10000 },
    ]);
    expect(three).toEqual([33, 33, 34]);
  });
  it("an unpaid rest leaves its tax unshared; a zero total has none", () => {
    expect(paymentTaxShares({ totalCents: 20000, taxCents: 400 }, [{ amountCents: 5000 }])).toEqual([100]);
    expect(paymentTaxShares({ totalCents: 0, taxCents: 0 }, [])).toEqual([]);
  });
});
