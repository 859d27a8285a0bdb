import { describe, expect, it } from "vitest";
import { callRank } from "./call-order";

describe("callRank", () => {
  it("puts medicine before urgent (even an urgent one without medicine) before the rest", () => {
    const visits = [
      { id: 1, urgent: false, medicineAtRisk: "" },
      { id: 2, urgent: true, medicineAtRisk: "no" },
      { id: 3, urgent: false, medicineAtRisk: "yes" },
      { id: 4, urgent: true, medicineAtRisk: "yes" },
    ];
    expect([...visits].sort((a, b) => callRank(a) - callRank(b) || a.id - b.id).map((v) => v.id)).toEqual([3, 4, 2, 1]);
  });
});
