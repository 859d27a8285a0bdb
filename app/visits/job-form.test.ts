import { describe, expect, it } from "vitest";
import { emptyJobForm, previewJobTotals, type JobFormValues } from "./job-form";
import { jobTotals } from "./job-totals";

const form = (fields: Partial<JobFormValues>): JobFormValues => ({
  ...emptyJobForm("arrived", "Hillsborough"),
  ...fields,
});
const part = (quantity: string, unitPrice: string) => ({
  description: "Fan motor",
  partNumber: "",
  quantity,
  unitPrice,
});

describe("previewJobTotals (the completion form's live total)", () => {
  it("gives the server's totals for what is typed: parts, labour, the fee credited, tax on a repair with a part", () => {
    const values = form({ parts: [part("2", "44.50"), part("1", "$120")], labour: "95", diagnosticFee: "89" });
    expect(previewJobTotals(values, 750)).toEqual(
      jobTotals({
        parts: [
          { quantity: 2, unitPriceCents: 4450 },
          { quantity: 1, unitPriceCents: 12000 },
        ],
        labourCents: 9500,
        diagnosticFeeCents: 8900,
        repairWentAhead: true,
        taxRateBasisPoints: 750,
      }),
    );
    // 89 + 95 + 120 = 304 after the credit; 7.5% of 304.00 is 22.80.
    expect(previewJobTotals(values, 750)).toMatchObject({ subtotalCents: 30400, taxCents: 2280, totalCents: 32680 });
  });

  it("a diagnosis only: the fee, no tax; blank part rows are ignored", () => {
    const values = form({ diagnosticFee: "89", diagnosticCredited: false });
    expect(previewJobTotals(values, 750)).toMatchObject({ totalCents: 8900, taxCents: 0 });
  });

  it("nothing until every amount and quantity can be read", () => {
    expect(previewJobTotals(form({ labour: "9o" }), 750)).toBeUndefined();
    expect(previewJobTotals(form({ parts: [part("0", "10")] }), 750)).toBeUndefined();
    expect(previewJobTotals(form({ parts: [part("1", "")] }), 750)).toBeUndefined();
  });
});
