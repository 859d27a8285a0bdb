import { describe, expect, it } from "vitest";
import { jobTotals, taxOf, type JobMoneyInput } from "./job-totals";
import { centsToInput, formatCents, formatRate, parseMoney } from "#app/lib/money";

const part = (quantity: number, unitPriceCents: number) => ({ quantity, unitPriceCents });

type Row = [
  name: string,
  input: JobMoneyInput,
  expected: { parts: number; credit: number; subtotal: number; tax: number; total: number },
];

const TABLE: Row[] = [
  [
    "diagnosis only, no parts: the fee is the charge, no tax",
    { parts: [], labourCents: 0, diagnosticFeeCents: 8900, repairWentAhead: false, taxRateBasisPoints: 750 },
    { parts: 0, credit: 0, subtotal: 8900, tax: 0, total: 8900 },
  ],
  [
    "labour only, repair went ahead: the fee is credited, not charged on top",
    { parts: [], labourCents: 15000, diagnosticFeeCents: 8900, repairWentAhead: true, taxRateBasisPoints: 750 },
    { parts: 0, credit: 8900, subtotal: 15000, tax: 0, total: 15000 },
  ],
  [
    "one part and labour, credited: the whole repair is taxed (a part was furnished)",
    {
      parts: [part(1, 4999)],
      labourCents: 12000,
      diagnosticFeeCents: 8900,
      repairWentAhead: true,
      taxRateBasisPoints: 750,
    },
    // 16999 x 7.5% = 1274.925 -> 1275
    { parts: 4999, credit: 8900, subtotal: 16999, tax: 1275, total: 18274 },
  ],
  [
    "the same job without the credit (the repair declined, parts sold anyway): fee charged on top",
    {
      parts: [part(1, 4999)],
      labourCents: 12000,
      diagnosticFeeCents: 8900,
      repairWentAhead: false,
      taxRateBasisPoints: 750,
    },
    // 25899 x 7.5% = 1942.425 -> 1942: the fee charged is taxed with the rest
    { parts: 4999, credit: 0, subtotal: 25899, tax: 1942, total: 27841 },
  ],
  [
    "many parts: lines summed first, tax once on the sum (per line would give 3 x 8 = 24)",
    // 3 lines of 100 cents at 7.5%: per line 7.5 -> 8 each (24); on the total 22.5 -> 23
    {
      parts: [part(1, 100), part(1, 100), part(1, 100)],
      labourCents: 0,
      diagnosticFeeCents: 0,
      repairWentAhead: true,
      taxRateBasisPoints: 750,
    },
    { parts: 300, credit: 0, subtotal: 300, tax: 23, total: 323 },
  ],
  [
    "tax exactly half a cent rounds up",
    // 1 x 7.5% = 0.075 of a dollar -> 7.5 cents -> 8
    { parts: [part(1, 100)], labourCents: 0, diagnosticFeeCents: 0, repairWentAhead: false, taxRateBasisPoints: 750 },
    { parts: 100, credit: 0, subtotal: 100, tax: 8, total: 108 },
  ],
  [
    "tax just under half a cent rounds down",
    // 1999 x 7.5% = 149.925 -> 150; 1993 x 7.5% = 149.475 -> 149
    { parts: [part(1, 1993)], labourCents: 0, diagnosticFeeCents: 0, repairWentAhead: false, taxRateBasisPoints: 750 },
    { parts: 1993, credit: 0, subtotal: 1993, tax: 149, total: 2142 },
  ],
  [
    "half a cent at 6%: 25 cents x 6% = 1.5 -> 2",
    { parts: [part(1, 25)], labourCents: 0, diagnosticFeeCents: 0, repairWentAhead: false, taxRateBasisPoints: 600 },
    { parts: 25, credit: 0, subtotal: 25, tax: 2, total: 27 },
  ],
  [
    "zero tax rate",
    {
      parts: [part(2, 3550)],
      labourCents: 9000,
      diagnosticFeeCents: 7500,
      repairWentAhead: true,
      taxRateBasisPoints: 0,
    },
    { parts: 7100, credit: 7500, subtotal: 16100, tax: 0, total: 16100 },
  ],
  [
    "large quantities: 250 filters at $49.99, integers throughout",
    {
      parts: [part(250, 4999)],
      labourCents: 50000,
      diagnosticFeeCents: 15000,
      repairWentAhead: true,
      taxRateBasisPoints: 750,
    },
    // 1,299,750 x 7.5% = 97,481.25 -> 97,481
    { parts: 1249750, credit: 15000, subtotal: 1299750, tax: 97481, total: 1397231 },
  ],
  [
    "a repair cheaper than the fee: the credit is the repair's amount, the fee is still due",
    {
      parts: [part(1, 1000)],
      labourCents: 2000,
      diagnosticFeeCents: 8900,
      repairWentAhead: true,
      taxRateBasisPoints: 750,
    },
    // credit 3000 (parts + labour), subtotal 1000 + 2000 + 8900 - 3000 = 8900; 8900 x 7.5% = 667.5 -> 668
    { parts: 1000, credit: 3000, subtotal: 8900, tax: 668, total: 9568 },
  ],
  [
    "no diagnostic fee set, repair went ahead: no credit",
    {
      parts: [part(3, 1234)],
      labourCents: 4500,
      diagnosticFeeCents: 0,
      repairWentAhead: true,
      taxRateBasisPoints: 700,
    },
    // 8202 x 7% = 574.14 -> 574
    { parts: 3702, credit: 0, subtotal: 8202, tax: 574, total: 8776 },
  ],
  [
    "the issue's job in Hillsborough: parts $126.75, labour $125.00, fee $79.00 credited: 7.5% of $251.75",
    // Was $9.51 (7.5% of the parts alone). 25175 x 7.5% = 1888.125 -> 1888
    {
      parts: [part(1, 12675)],
      labourCents: 12500,
      diagnosticFeeCents: 7900,
      repairWentAhead: true,
      taxRateBasisPoints: 750,
    },
    { parts: 12675, credit: 7900, subtotal: 25175, tax: 1888, total: 27063 },
  ],
  [
    "the same job in Pinellas at 7%: 25175 x 7% = 1762.25 -> 1762",
    {
      parts: [part(1, 12675)],
      labourCents: 12500,
      diagnosticFeeCents: 7900,
      repairWentAhead: true,
      taxRateBasisPoints: 700,
    },
    { parts: 12675, credit: 7900, subtotal: 25175, tax: 1762, total: 26937 },
  ],
  [
    "Hernando at 6.5%, a part at $0 (furnished under warranty) still makes the labour taxable",
    // 10000 x 6.5% = 650
    { parts: [part(1, 0)], labourCents: 10000, diagnosticFeeCents: 0, repairWentAhead: true, taxRateBasisPoints: 650 },
    { parts: 0, credit: 0, subtotal: 10000, tax: 650, total: 10650 },
  ],
  [
    "nothing at all: zero",
    { parts: [], labourCents: 0, diagnosticFeeCents: 0, repairWentAhead: false, taxRateBasisPoints: 750 },
    { parts: 0, credit: 0, subtotal: 0, tax: 0, total: 0 },
  ],
];

describe("a job's totals", () => {
  it.each(TABLE)("%s", (_name, input, expected) => {
    const totals = jobTotals(input);
    expect({
      parts: totals.partsCents,
      credit: totals.creditCents,
      subtotal: totals.subtotalCents,
      tax: totals.taxCents,
      total: totals.totalCents,
    }).toEqual(expected);
    expect(totals.labourCents).toBe(input.labourCents);
    expect(totals.diagnosticCents).toBe(input.diagnosticFeeCents);
    expect(totals.subtotalCents).toBe(
      totals.partsCents + totals.labourCents + totals.diagnosticCents - totals.creditCents,
    );
    expect(totals.totalCents).toBe(totals.subtotalCents + totals.taxCents);
    expect(totals.taxableCents).toBe(input.parts.length ? totals.subtotalCents : 0);
  });

  it("has at least ten rows", () => expect(TABLE.length).toBeGreaterThanOrEqual(10));

  it("rounds half-up on exact halves and keeps integers", () => {
    expect(taxOf(100, 750)).toBe(8); // 7.5
    expect(taxOf(300, 750)).toBe(23); // 22.5
    expect(taxOf(20, 750)).toBe(2); // 1.5
    expect(taxOf(60, 750)).toBe(5); // 4.5
    expect(taxOf(1, 4999)).toBe(0); // 0.4999
    expect(taxOf(1, 5000)).toBe(1); // 0.5
  });

  it("refuses negative or fractional amounts", () => {
    const base = { parts: [], labourCents: 0, diagnosticFeeCents: 0, repairWentAhead: false, taxRateBasisPoints: 750 };
    expect(() => jobTotals({ ...base, labourCents: -1 })).toThrow(RangeError);
    expect(() => jobTotals({ ...base, labourCents: 10.5 })).toThrow(RangeError);
    expect(() => jobTotals({ ...base, parts: [part(0, 100)] })).toThrow(RangeError);
    expect(() => jobTotals({ ...base, parts: [part(1, -100)] })).toThrow(RangeError);
  });
});

describe("money typed by people", () => {
  it.each([
    ["$1,234.50", 123450],
    ["1234.50", 123450],
    ["89", 8900],
    ["89.5", 8950],
    ["89.", 8900],
    [" $ 89.05 ", 8905],
    [".5", 50],
    ["0", 0],
    ["0.01", 1],
    ["007", 700],
    ["100,000", 10_000_000],
    ["$100,000.00", 10_000_000],
    ["0.29", 29],
    ["1.15", 115],
  ])("reads %j as %d cents", (text, cents) => {
    expect(parseMoney(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ["", "is required"],
    ["   ", "is required"],
    ["-5", "cannot be negative"],
    ["$-5", "cannot be negative"],
    ["89.505", "at most two decimals"],
    ["1.999", "at most two decimals"],
    ["100000.01", "at most $100,000.00"],
    ["1,000,000", "at most $100,000.00"],
    ["99999999999999999999", "at most $100,000.00"],
    ["12,34", "an amount in dollars"],
    ["1,2345.00", "an amount in dollars"],
    ["abc", "an amount in dollars"],
    ["1e3", "an amount in dollars"],
    ["$", "an amount in dollars"],
    ["0x10", "an amount in dollars"],
    ["Infinity", "an amount in dollars"],
    ["1.2.3", "an amount in dollars"],
  ])("refuses %j", (text, message) => {
    const result = parseMoney(text, "Labour");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain(message);
      expect(result.message.startsWith("Labour")).toBe(true);
    }
  });

  it("shows cents as dollars and reads them back", () => {
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(-500)).toBe("-$5.00");
    for (const cents of [0, 1, 99, 100, 8950, 123456, 10_000_000])
      expect(parseMoney(centsToInput(cents))).toEqual({ ok: true, cents });
  });

  it("shows a rate in basis points as a percentage", () => {
    expect(formatRate(750)).toBe("7.5%");
    expect(formatRate(700)).toBe("7%");
    expect(formatRate(625)).toBe("6.25%");
    expect(formatRate(0)).toBe("0%");
  });
});
