import { describe, expect, it } from "vitest";
import {
  estimateDifferenceText,
  completionStep,
  emptyJobForm,
  jobFormFields,
  jobFormValues,
  previewJobTotals,
  previewShownKey,
  readJobForm,
  shownKey,
  type JobFormValues,
} from "./job-form";
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

describe("completionStep (a payment is recorded only once its amounts were shown)", () => {
  const cash = { method: "cash", checkNumber: null, amountCents: null } as const;

  it("no payment taken (Unpaid): recorded at once, nothing to confirm", () => {
    expect(shownKey(18274, { method: "unpaid" })).toBeUndefined();
    expect(completionStep(18274, { method: "unpaid" }, null)).toBe("record");
  });

  it("money taken without the live total (no JavaScript: no `shown`): the confirmation step first", () => {
    for (const method of ["card", "cash", "check"] as const)
      expect(completionStep(18274, { method, checkNumber: "1042", amountCents: null }, null)).toBe("confirm");
    expect(completionStep(18274, cash, "")).toBe("confirm");
  });

  it("recorded when the key sent is the one of these amounts: the total, the amount taken and how", () => {
    expect(shownKey(18274, cash)).toBe("18274:18274:cash");
    expect(shownKey(18274, { method: "check", checkNumber: "1042", amountCents: 10000 })).toBe("18274:10000:check");
    expect(completionStep(18274, cash, "18274:18274:cash")).toBe("record");
  });

  it("asks again when anything shown differs: the total (a rate, a field), the amount, the method", () => {
    expect(completionStep(18275, cash, "18274:18274:cash")).toBe("confirm");
    expect(completionStep(18274, { ...cash, amountCents: 10000 }, "18274:18274:cash")).toBe("confirm");
    expect(completionStep(18274, { ...cash, method: "card" }, "18274:18274:cash")).toBe("confirm");
  });

  it("the live total's key is the server's for the same typed form, and none while the amount is unreadable", () => {
    const typed = form({ parts: [part("1", "49.99")], labour: "120", diagnosticFee: "89", paymentMethod: "cash" });
    const totals = previewJobTotals(typed, 750)!;
    expect(totals.totalCents).toBe(18274);
    const read = readJobForm({ ...typed, workDone: "Fixed" });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(previewShownKey(typed, totals)).toBe(shownKey(totals.totalCents, read.input.payment));
    expect(previewShownKey({ ...typed, amount: "$100" }, totals)).toBe("18274:10000:cash");
    expect(previewShownKey({ ...typed, amount: "1o0" }, totals)).toBeUndefined();
    expect(previewShownKey({ ...typed, paymentMethod: "unpaid" }, totals)).toBeUndefined();
    expect(previewShownKey({ ...typed, paymentMethod: "" }, totals)).toBeUndefined();
  });
});

describe("jobFormFields (the confirmation step's hidden fields)", () => {
  it("posted again, they read back as the same form", () => {
    const values = form({
      findings: "Relay burnt",
      workDone: "Replaced it",
      parts: [part("2", "44.50"), { description: "", partNumber: "", quantity: "1", unitPrice: "" }],
      labour: "95",
      diagnosticFee: "89",
      paymentMethod: "check",
      checkNumber: "1042",
      amount: "100",
      taxCounty: "Pasco",
    });
    for (const credited of [true, false]) {
      const typed = { ...values, diagnosticCredited: credited };
      const posted = new FormData();
      for (const [name, value] of jobFormFields(typed)) posted.append(name, value);
      expect(jobFormValues(posted)).toEqual(typed);
    }
  });
});

describe("estimateDifferenceText (the approved estimate beside the job's total, issue 32)", () => {
  it.each([
    [41230, 38900, "Approved estimate: $412.30 · This job: $389.00 (\u2212$23.30)"],
    [41230, 42430, "Approved estimate: $412.30 · This job: $424.30 (+$12.00)"],
    [41230, 41230, "Approved estimate: $412.30 · This job: $412.30 (the same)"],
    [123450, 8900, "Approved estimate: $1,234.50 · This job: $89.00 (\u2212$1,145.50)"],
  ])("approved %i, this job %i: %s", (approved, job, text) => {
    expect(estimateDifferenceText(approved, job)).toBe(text);
  });
});
