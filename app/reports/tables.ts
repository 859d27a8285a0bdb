import { formatRate } from "#app/lib/money";
import { formatInBusinessZone } from "#app/lib/dates";
import { feesOf, taxableOf, type Row, type TaxJob } from "./figures";
import type { MonthReport } from "./reports.server";

/**
 * The report's tables (pure), one definition for the page and its CSV downloads: a cell is text,
 * a count, or money in cents (the page shows "$1,234.56", the CSV "1234.56").
 */
export type Cell = string | number | { cents: number };
export interface ReportTable {
  slug: string;
  title: string;
  head: string[];
  rows: Cell[][];
  /** A totals row, when the table has one. */
  foot?: Cell[];
}

const money = (cents: number): Cell => ({ cents });
const percent = (part: number, whole: number): string => (whole ? `${Math.round((part * 100) / whole)}%` : "-");
const jobRows = (rows: readonly Row[]): Cell[][] => rows.map((r) => [r.label, r.count, money(r.cents)]);

/** The page's tables in the order it shows them; `slug` is the CSV's name (/admin/reports/<slug>.csv). */
export function reportTables(report: MonthReport): ReportTable[] {
  const r = report.revenue;
  const tax = report.salesTax;
  const taxCells = (t: (typeof tax.rows)[number]): Cell[] => [
    t.county,
    t.rates.join(", "),
    t.jobs,
    money(t.grossCents),
    money(t.exemptCents),
    money(t.taxableCents),
    money(t.stateTaxCents),
    money(t.surtaxCents),
    money(t.totalTaxCents),
  ];
  const fix = report.firstTimeFix;
  const estimates = report.estimates;
  const tables: ReportTable[] = [
    {
      slug: "summary",
      title: "The month at a glance",
      head: ["Figure", "Value"],
      rows: [
        ["Jobs completed", r.jobs],
        ["Parts", money(r.partsCents)],
        ["Labour", money(r.labourCents)],
        ["Fees (diagnostic fee charged)", money(r.feesCents)],
        ["Revenue before tax", money(r.totalCents)],
        ["Sales tax charged", money(r.taxCents)],
        ["Average ticket (jobs above $0)", money(report.averageTicket.averageCents)],
        ["Jobs in the average ticket", report.averageTicket.jobs],
        ["First-time fix on site", `${fix.fixed} of ${fix.firstVisits} (${percent(fix.fixed, fix.firstVisits)})`],
        ["Warranty callbacks within 90 days", report.callbacks.callbacks],
        ["Callbacks at no charge", report.callbacks.atNoCharge],
        [
          "Estimates approved of sent",
          estimates && estimates.sent ? `${estimates.approved} of ${estimates.sent}` : "none sent",
        ],
      ],
    },
    {
      slug: "payments-by-method",
      title: "Collected by method",
      head: ["Method", "Payments", "Received", "Refunds", "Refunded", "Net"],
      rows: report.collected.map((m) => [
        m.method,
        m.payments,
        money(m.receivedCents),
        m.refunds,
        money(m.refundedCents),
        money(m.netCents),
      ]),
      foot: [
        "Total",
        report.collected.reduce((s, m) => s + m.payments, 0),
        money(report.collected.reduce((s, m) => s + m.receivedCents, 0)),
        report.collected.reduce((s, m) => s + m.refunds, 0),
        money(report.collected.reduce((s, m) => s + m.refundedCents, 0)),
        money(report.collected.reduce((s, m) => s + m.netCents, 0)),
      ],
    },
    {
      slug: "sales-tax",
      title: "Sales tax worksheet (DR-15)",
      head: [
        "County",
        "Rate charged",
        "Jobs",
        "Gross sales",
        "Exempt sales",
        "Taxable sales",
        "State tax (6%)",
        "County surtax",
        "Total tax",
      ],
      rows: tax.rows.map(taxCells),
      foot: taxCells(tax.total),
    },
    {
      slug: "open-balances",
      title: `Open balances by age (as of ${report.asOfDate})`,
      head: ["Age", "Jobs", "Owed"],
      rows: jobRows(report.openBalances),
      foot: [
        "Total",
        report.openBalances.reduce((s, b) => s + b.count, 0),
        money(report.openBalances.reduce((s, b) => s + b.cents, 0)),
      ],
    },
    {
      slug: "brands",
      title: "Jobs by brand",
      head: ["Brand", "Jobs", "Revenue before tax"],
      rows: jobRows(report.byBrand),
    },
    {
      slug: "problems",
      title: "Jobs by problem",
      head: ["Problem", "Jobs", "Revenue before tax"],
      rows: jobRows(report.byProblem),
    },
    {
      slug: "technicians",
      title: "Jobs by technician",
      head: ["Technician", "Jobs", "Revenue before tax"],
      rows: jobRows(report.byTechnician),
    },
    {
      slug: "sources",
      title: "Where requests came from, and the revenue they brought",
      head: ["Source", "Requests", "Jobs completed", "Revenue before tax"],
      rows: report.leadSources.map((s) => [s.label, s.requests, s.jobs, money(s.cents)]),
    },
    {
      slug: "revenue-by-month",
      title: "Revenue by month (last 12 months)",
      head: ["Month", "Revenue before tax"],
      rows: report.revenueByMonth.map((m) => [m.label, money(m.cents)]),
    },
  ];
  if (report.storm)
    tables.push({
      slug: "storm",
      title: "The storm",
      head: ["Figure", "Count"],
      rows: [
        ["Storm mode switched on", report.storm.stormModeSwitchedOn],
        ["Requests after a power outage or surge", report.storm.powerOutageRequests],
        ["Requests with medicine at risk", report.storm.medicineRequests],
        ["Joined a waitlist", report.storm.waitlisted],
        ["Booked from the waitlist", report.storm.waitlistBooked],
      ],
    });
  return tables;
}

/** The jobs behind the worksheet (its "jobs behind each figure" download; written a batch of jobs at a time). */
export function taxJobsTable(jobs: readonly TaxJob[]): ReportTable {
  return {
    slug: "sales-tax-jobs",
    title: "The jobs behind the sales tax worksheet",
    head: [
      "Job",
      "Request",
      "Completed (America/New_York)",
      "County",
      "Rate",
      "Parts",
      "Labour",
      "Fees",
      "Gross sales",
      "Taxable sales",
      "Exempt sales",
      "Tax",
      "Total",
    ],
    rows: jobs.map(taxJobCells),
  };
}

/** A job's row in the jobs behind the worksheet (taxJobsCsv writes the file a row at a time). */
export const taxJobCells = (j: TaxJob): Cell[] => [
  j.id,
  `booking #${j.bookingId}`,
  formatInBusinessZone(j.completedAt),
  j.taxCounty ?? "",
  formatRate(j.taxRateBasisPoints),
  money(j.partsCents),
  money(j.labourCents),
  money(feesOf(j)),
  money(j.subtotalCents),
  money(taxableOf(j)),
  money(j.subtotalCents - taxableOf(j)),
  money(j.taxCents),
  money(j.totalCents),
];
