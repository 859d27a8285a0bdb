import { describe, expect, it } from "vitest";
import {
  averageTicket,
  collectedByMethod,
  countBy,
  firstTimeFix,
  jobSource,
  NO_COUNTY,
  openBalances,
  revenue,
  salesTaxWorksheet,
  taxShares,
  warrantyCallbacks,
  type ReportJob,
  type ReportPayment,
} from "./figures";
import { entryTotals, journalLines } from "./journal";
import { businessMidnight, monthKeyOf, readMonth, reportMonth } from "./month";
import { defaultQuickbooksAccounts, readQuickbooksForm, quickbooksFormValues } from "./quickbooks-accounts";

let nextId = 1;
/** A job with a part: parts + labour + fee charged, taxed at the county's stored rate. */
function aJob(fields: Partial<ReportJob> & { county?: string | null; rate?: number } = {}): ReportJob {
  const parts = fields.partsCents ?? 10_000;
  const labour = fields.labourCents ?? 12_500;
  const subtotal = fields.subtotalCents ?? parts + labour;
  const rate = fields.rate ?? 750;
  const taxable = fields.taxableCents === undefined ? (parts > 0 ? subtotal : 0) : fields.taxableCents;
  const tax = fields.taxCents ?? Math.floor(((taxable ?? 0) * rate + 5000) / 10000);
  const id = nextId++;
  return {
    id,
    bookingId: 1000 + id,
    customerId: 500 + id,
    completedAt: new Date("2026-03-10T15:00:00Z"),
    partsCents: parts,
    labourCents: labour,
    subtotalCents: subtotal,
    taxCents: tax,
    totalCents: subtotal + tax,
    taxRateBasisPoints: rate,
    taxableCents: taxable,
    taxCounty: fields.county === undefined ? "Hillsborough" : fields.county,
    brand: "Sub-Zero",
    issue: "Not cooling",
    technician: "Marco",
    returnOfBookingId: null,
    hadReturnVisit: false,
    source: { utmSource: "", utmMedium: "", utmCampaign: "", referrer: "", gclid: "" },
    ...fields,
  };
}

// March 2026: every county, an older job without a county, a diagnosis-only job, a $0 callback.
const hillsborough = aJob({ county: "Hillsborough", rate: 750 }); // 22,500 taxable, tax 1,688
const pinellas = aJob({ county: "Pinellas", rate: 700, brand: "LG", technician: "Ana" }); // tax 1,575
const pasco = aJob({ county: "Pasco", rate: 700, partsCents: 0, labourCents: 0, subtotalCents: 7_900 }); // fee only, exempt
const hernando = aJob({ county: "Hernando", rate: 650, brand: "LG", hadReturnVisit: true }); // tax 1,463
const older = aJob({ county: null, taxableCents: null, rate: 750, taxCents: 750 }); // parts-only tax era
const callback = aJob({
  customerId: 42,
  partsCents: 0,
  labourCents: 0,
  subtotalCents: 0,
  taxCents: 0,
  issue: "Warranty callback",
  completedAt: new Date("2026-03-20T14:00:00Z"),
});
const monthJobs = [hillsborough, pinellas, pasco, hernando, older, callback];

describe("month boundaries in New York time", () => {
  it("starts March at 05:00 UTC (EST) and April at 04:00 UTC (EDT), across the clock change", () => {
    const march = reportMonth("2026-03");
    expect(march.start.toISOString()).toBe("2026-03-01T05:00:00.000Z");
    expect(march.end.toISOString()).toBe("2026-04-01T04:00:00.000Z");
    // November's end of DST: the 1st is still EDT, December starts EST.
    expect(reportMonth("2026-11").start.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(reportMonth("2026-11").end.toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(businessMidnight("2026-03-08").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(businessMidnight("2026-03-09").toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });

  it("puts a job completed at 11:30 PM on March 31 (EDT) in March and one at 11:30 PM on Feb 28 in February", () => {
    expect(monthKeyOf(new Date("2026-04-01T03:30:00Z"))).toBe("2026-03");
    expect(monthKeyOf(new Date("2026-03-01T04:30:00Z"))).toBe("2026-02");
    expect(monthKeyOf(new Date("2026-12-01T04:30:00Z"))).toBe("2026-11");
  });

  it("reads ?month=, this month by default, and refuses anything else with a message", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(readMonth(null, now)).toEqual({ month: "2026-11", current: "2026-11" });
    expect(readMonth("2026-03", now).month).toBe("2026-03");
    for (const bad of ["2026-13", "2026-3", "<script>", "1999-12", "2026-03-01"]) {
      const read = readMonth(bad, now);
      expect(read.month).toBe("2026-11");
      expect(read.problem).toMatch(/is not a month like 2026-11: showing November 2026/);
    }
  });
});

describe("the month's figures, in whole cents from the stored amounts", () => {
  it("revenue before tax splits into parts, labour and the fee charged", () => {
    expect(revenue([hillsborough, pasco, callback])).toEqual({
      jobs: 3,
      partsCents: 10_000,
      labourCents: 12_500,
      feesCents: 7_900,
      totalCents: 30_400,
      taxCents: 1_688,
    });
  });

  it("the DR-15 worksheet: gross, exempt, taxable, 6% state and each county's surtax, totalling the tax charged", () => {
    const { rows, total } = salesTaxWorksheet(monthJobs);
    const byCounty = Object.fromEntries(rows.map((r) => [r.county, r]));
    expect(Object.keys(byCounty)).toEqual(["Hillsborough", "Pinellas", "Pasco", "Hernando", NO_COUNTY]);
    // Hillsborough: the job at 7.5% plus the $0 callback.
    expect(byCounty.Hillsborough).toMatchObject({
      jobs: 2,
      grossCents: 22_500,
      exemptCents: 0,
      taxableCents: 22_500,
      stateTaxCents: 1_350,
      surtaxCents: 338,
      totalTaxCents: 1_688,
      rates: ["7.5%"],
    });
    expect(byCounty.Pinellas).toMatchObject({ stateTaxCents: 1_350, surtaxCents: 225, totalTaxCents: 1_575 });
    expect(byCounty.Pasco).toMatchObject({ grossCents: 7_900, exemptCents: 7_900, taxableCents: 0, totalTaxCents: 0 });
    expect(byCounty.Hernando).toMatchObject({ stateTaxCents: 1_350, surtaxCents: 113, totalTaxCents: 1_463 });
    // An older job: taxed on its parts only, as stored.
    expect(byCounty[NO_COUNTY]).toMatchObject({ taxableCents: 10_000, exemptCents: 12_500, totalTaxCents: 750 });
    expect(total.totalTaxCents).toBe(1_688 + 1_575 + 1_463 + 750);
    expect(total.stateTaxCents + total.surtaxCents).toBe(total.totalTaxCents);
    expect(total.grossCents).toBe(total.exemptCents + total.taxableCents);
    expect(total.jobIds).toHaveLength(6);
  });

  it("never recomputes a job's tax from a rate: a job charged at an old rate keeps its stored tax", () => {
    const oldRate = aJob({ county: "Hillsborough", rate: 700, taxCents: 1_575 });
    expect(salesTaxWorksheet([oldRate]).rows[0]).toMatchObject({ totalTaxCents: 1_575, rates: ["7%"] });
  });

  it("average ticket counts jobs with a total above zero: the $0 callback does not drag it down", () => {
    expect(averageTicket([hillsborough, pinellas, callback])).toEqual({
      jobs: 2,
      totalCents: 24_188 + 24_075,
      averageCents: 24_132,
    });
    expect(averageTicket([callback]).averageCents).toBe(0);
  });

  it("counts jobs and revenue by brand, problem, technician and source", () => {
    expect(countBy(monthJobs, (j) => j.brand).map((r) => [r.label, r.count])).toEqual([
      ["Sub-Zero", 4],
      ["LG", 2],
    ]);
    expect(countBy([pinellas], (j) => j.technician)).toEqual([{ label: "Ana", count: 1, cents: 22_500 }]);
    const google = aJob({ source: { utmSource: "", utmMedium: "", utmCampaign: "", referrer: "", gclid: "x" } });
    expect(countBy([google, pasco], jobSource).map((r) => r.label)).toEqual(["Google Ads (gclid)", "Direct"]);
  });

  it("first-time fix: first visits with no return visit booked", () => {
    const returnVisit = aJob({ returnOfBookingId: hernando.bookingId });
    expect(firstTimeFix([hillsborough, hernando, returnVisit])).toEqual({ firstVisits: 2, fixed: 1 });
  });

  it("a warranty callback is the same customer's job within 90 days; a return visit is not one", () => {
    const earlier = { id: 9001, customerId: 42, completedAt: new Date("2026-01-05T15:00:00Z") };
    const tooEarly = { id: 9002, customerId: 7, completedAt: new Date("2025-12-01T15:00:00Z") };
    const late = aJob({ customerId: 7, completedAt: new Date("2026-03-20T14:00:00Z") });
    const returnVisit = aJob({ customerId: 42, returnOfBookingId: 1 });
    const result = warrantyCallbacks([callback, late, returnVisit], [earlier, tooEarly]);
    expect(result).toEqual({ callbacks: 1, atNoCharge: 1, jobIds: [callback.id] });
  });

  it("open balances by age, from completion to the day asked, in New York days", () => {
    const open = [
      { id: 1, bookingId: 1, completedAt: new Date("2026-03-31T03:00:00Z"), totalCents: 10_000, paidCents: 4_000 },
      { id: 2, bookingId: 2, completedAt: new Date("2026-02-28T15:00:00Z"), totalCents: 5_000, paidCents: 0 },
      { id: 3, bookingId: 3, completedAt: new Date("2026-01-20T15:00:00Z"), totalCents: 7_000, paidCents: 0 },
      { id: 4, bookingId: 4, completedAt: new Date("2025-10-01T15:00:00Z"), totalCents: 3_000, paidCents: 0 },
      { id: 5, bookingId: 5, completedAt: new Date("2026-03-01T15:00:00Z"), totalCents: 3_000, paidCents: 3_000 },
    ];
    expect(openBalances(open, "2026-03-31").map((r) => [r.label, r.count, r.cents])).toEqual([
      ["0-30 days", 1, 6_000],
      ["31-60 days", 1, 5_000],
      ["61-90 days", 1, 7_000],
      ["Over 90 days", 1, 3_000],
    ]);
  });
});

// Payments of the month: a card payment, a partial cash payment, a check, a refund, an online card.
const payment = (fields: Partial<ReportPayment>): ReportPayment => ({
  id: nextId++,
  jobId: 1,
  method: "card",
  amountCents: 10_000,
  recordedAt: new Date("2026-03-10T16:00:00Z"),
  taxCents: 0,
  taxCounty: "Hillsborough",
  ...fields,
});
const monthPayments = [
  payment({ amountCents: 24_188, taxCents: 1_688 }),
  payment({ method: "cash", amountCents: 10_000, taxCents: 654, taxCounty: "Pinellas" }),
  payment({ method: "check", amountCents: 24_963, taxCents: 1_463, taxCounty: "Hernando" }),
  payment({ method: "card", amountCents: -5_000, taxCents: -349, recordedAt: new Date("2026-03-12T16:00:00Z") }),
  payment({ method: "card (online)", amountCents: 7_900, taxCents: 0, taxCounty: "Pasco" }),
  // 11:30 PM on March 8 in New York (after the clock change): March 8's entry.
  payment({
    method: "cash",
    amountCents: 750,
    taxCents: 52,
    taxCounty: null,
    recordedAt: new Date("2026-03-09T03:30:00Z"),
  }),
];

describe("collected by method", () => {
  it("shows every method stored, with refunds in the month they were made", () => {
    expect(collectedByMethod(monthPayments)).toEqual([
      { method: "check", payments: 1, receivedCents: 24_963, refunds: 0, refundedCents: 0, netCents: 24_963 },
      { method: "card", payments: 1, receivedCents: 24_188, refunds: 1, refundedCents: 5_000, netCents: 19_188 },
      { method: "cash", payments: 2, receivedCents: 10_750, refunds: 0, refundedCents: 0, netCents: 10_750 },
      { method: "card (online)", payments: 1, receivedCents: 7_900, refunds: 0, refundedCents: 0, netCents: 7_900 },
    ]);
  });
});

describe("tax shares of payments and refunds", () => {
  it("a partial payment carries its proportion, the last the rest, a refund gives back its proportion", () => {
    const job = { totalCents: 24_188, taxCents: 1_688 };
    const shares = taxShares(job, [{ amountCents: 10_000 }, { amountCents: -2_000 }, { amountCents: 14_188 }]);
    expect(shares).toEqual([698, -140, 990]);
    expect(taxShares({ totalCents: 0, taxCents: 0 }, [{ amountCents: -100 }])).toEqual([0]);
  });
});

describe("the QuickBooks Online journal", () => {
  const lines = journalLines(monthPayments, defaultQuickbooksAccounts);

  it("has one balanced entry per New York day, debits equal to credits in each", () => {
    const totals = entryTotals(lines);
    expect([...totals.keys()]).toEqual(["TBR-2026-03-08", "TBR-2026-03-10", "TBR-2026-03-12"]);
    for (const [, t] of totals) expect(t.debits).toBe(t.credits);
    expect(totals.get("TBR-2026-03-10")!.debits).toBe(24_188 + 10_000 + 24_963 + 7_900);
  });

  it("debits the clearing accounts, credits income and each county's tax, and reverses a refund", () => {
    const day = (no: string) =>
      lines.filter((l) => l.journalNo === no).map((l) => [l.account, l.debitCents, l.creditCents, l.description]);
    expect(lines[0]!.journalDate).toBe("03/08/2026");
    expect(day("TBR-2026-03-12")).toEqual([
      ["Services", 4_651, 0, "Repair income refunded"],
      ["Sales Tax Payable", 349, 0, "Sales tax refunded, Hillsborough County"],
      ["Undeposited Funds", 0, 5_000, "Card payments refunded"],
    ]);
    const tenth = day("TBR-2026-03-10");
    expect(tenth).toContainEqual(["Undeposited Funds", 7_900, 0, "Card (online) payments received"]);
    expect(tenth).toContainEqual(["Sales Tax Payable", 0, 1_463, "Sales tax received, Hernando County"]);
    expect(tenth).toContainEqual([
      "Services",
      0,
      24_188 - 1_688 + 10_000 - 654 + 24_963 - 1_463 + 7_900,
      "Repair income",
    ]);
  });

  it("writes the owner's account names", () => {
    const accounts = {
      ...defaultQuickbooksAccounts,
      cash: "Cash on hand",
      salesTax: { ...defaultQuickbooksAccounts.salesTax, other: "Tax:Old" },
    };
    const eighth = journalLines(monthPayments, accounts).filter((l) => l.journalNo === "TBR-2026-03-08");
    expect(eighth.map((l) => l.account)).toEqual(["Cash on hand", "Services", "Tax:Old"]);
  });
});

describe("the QuickBooks account names form", () => {
  it("takes names as QuickBooks shows them and refuses formulas and blanks", () => {
    const values = quickbooksFormValues(defaultQuickbooksAccounts);
    const ok = readQuickbooksForm((name) => (name === "income" ? "  Repair   Income " : values[name]));
    expect(ok.ok && ok.accounts.income).toBe("Repair Income");
    const bad = readQuickbooksForm((name) => (name === "card" ? "=HYPERLINK()" : name === "cash" ? "" : values[name]));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && Object.keys(bad.errors)).toEqual(["card", "cash"]);
  });
});
