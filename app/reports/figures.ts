import { serviceCounties } from "#app/content/business";
import { sourceLabel, type LeadSource } from "#app/requests/lead-source";
import { paymentTaxShares } from "#app/visits/payment-tax";
import { daysBetween } from "./month";

/**
 * The owner's monthly figures (pure, whole cents; DECISIONS "The owner's reports"). Every figure
 * reads the amounts stored on each job and payment when it was recorded, never today's rates
 * (docs/decisions/0025 and 0031). A job belongs to the month it was completed in (New York); a
 * payment, or a refund, to the month it was recorded in.
 */

/** A job completed in the month, with what its booking says (see reports.server.ts). */
export interface ReportJob {
  id: number;
  bookingId: number;
  customerId: number | null;
  completedAt: Date;
  partsCents: number;
  labourCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** The rate charged, as stored when the job was completed. */
  taxRateBasisPoints: number;
  /** null on jobs completed before tax by county: they were taxed on the parts alone. */
  taxableCents: number | null;
  taxCounty: string | null;
  brand: string;
  issue: string;
  technician: string;
  /** A return visit (part on order) of an earlier booking: the same repair, not a new one. */
  returnOfBookingId: number | null;
  /** A return visit was booked for this job's visit: it was not fixed at the first visit. */
  hadReturnVisit: boolean;
  source: Pick<LeadSource, "utmSource" | "utmMedium" | "utmCampaign" | "referrer" | "gclid">;
}

/** What the worksheet's jobs file shows of a job. */
export type TaxJob = Pick<
  ReportJob,
  | "id"
  | "bookingId"
  | "completedAt"
  | "taxCounty"
  | "taxRateBasisPoints"
  | "partsCents"
  | "labourCents"
  | "subtotalCents"
  | "taxableCents"
  | "taxCents"
  | "totalCents"
>;

/** A payment (or, negative, a refund) recorded in the month, with its job's county and its tax share. */
export interface ReportPayment {
  id: number;
  jobId: number;
  method: string;
  amountCents: number;
  recordedAt: Date;
  /** The sales tax this payment carries (its share of the job's tax; negative for a refund). */
  taxCents: number;
  taxCounty: string | null;
}

export interface Row {
  label: string;
  count: number;
  cents: number;
}

/** Adds `item` to the list of `key` (one list per key, grown in place). */
export function group<K, T>(map: Map<K, T[]>, key: K, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

export const NO_COUNTY = "County not recorded (taxed on parts only)";
export const STATE_RATE_BASIS_POINTS = 600;

/** Half-up on a non-negative product, in whole cents (the receipt's rounding). */
export const halfUp = (cents: number, basisPoints: number): number => Math.floor((cents * basisPoints + 5000) / 10000);

/** What a job counts as taxable: the stored amount; on an older job, its parts when it carried tax. */
export const taxableOf = (job: Pick<ReportJob, "taxableCents" | "partsCents" | "taxCents">): number =>
  job.taxableCents ?? (job.taxCents > 0 ? job.partsCents : 0);

/** The fee charged (after its credit): the rest of the subtotal once parts and labour are out. */
export const feesOf = (job: Pick<ReportJob, "subtotalCents" | "partsCents" | "labourCents">): number =>
  job.subtotalCents - job.partsCents - job.labourCents;

export interface Revenue {
  jobs: number;
  partsCents: number;
  labourCents: number;
  feesCents: number;
  /** Revenue before tax: parts + labour + fees. */
  totalCents: number;
  taxCents: number;
}

export function revenue(jobs: readonly ReportJob[]): Revenue {
  const r: Revenue = { jobs: jobs.length, partsCents: 0, labourCents: 0, feesCents: 0, totalCents: 0, taxCents: 0 };
  for (const job of jobs) {
    r.partsCents += job.partsCents;
    r.labourCents += job.labourCents;
    r.feesCents += feesOf(job);
    r.totalCents += job.subtotalCents;
    r.taxCents += job.taxCents;
  }
  return r;
}

export interface MethodRow {
  method: string;
  payments: number;
  receivedCents: number;
  refunds: number;
  refundedCents: number;
  netCents: number;
}

/** Money in by method as stored (any method a row holds), refunds in the month they were made. */
export function collectedByMethod(payments: readonly ReportPayment[]): MethodRow[] {
  const rows = new Map<string, MethodRow>();
  for (const p of payments) {
    const row = rows.get(p.method) ?? {
      method: p.method,
      payments: 0,
      receivedCents: 0,
      refunds: 0,
      refundedCents: 0,
      netCents: 0,
    };
    if (p.amountCents >= 0) {
      row.payments += 1;
      row.receivedCents += p.amountCents;
    } else {
      row.refunds += 1;
      row.refundedCents += -p.amountCents;
    }
    row.netCents += p.amountCents;
    rows.set(p.method, row);
  }
  return methodOrder([...rows.values()]);
}

/** The methods' rows, most money in first. */
export const methodOrder = (rows: MethodRow[]): MethodRow[] =>
  rows.sort((a, b) => b.netCents - a.netCents || a.method.localeCompare(b.method));

/** A row of the worksheet: what the page and its CSV show. */
export interface TaxFigures {
  county: string;
  jobs: number;
  grossCents: number;
  exemptCents: number;
  taxableCents: number;
  stateTaxCents: number;
  surtaxCents: number;
  totalTaxCents: number;
  /** The rates the jobs were charged, as stored ("7.5%"; two when a rate changed in the month). */
  rates: string[];
}

export interface TaxRow extends TaxFigures {
  jobIds: number[];
}

/** What a worksheet row is made of: the jobs' sums (added up here from rows, or in SQL by county). */
export interface TaxSums {
  jobs: number;
  grossCents: number;
  taxableCents: number;
  taxCents: number;
  /** The rates of the jobs that carried tax, in basis points. */
  rates: Iterable<number>;
}

/**
 * The DR-15 worksheet: per county, gross sales (before tax), exempt sales (gross less taxable),
 * taxable sales, the state's 6% and the county's surtax. The tax is what the jobs were charged
 * (stored): the state's part is 6% of the taxable sales (half-up), the surtax the rest, so the
 * total is exactly the tax collected on those jobs. Every county of the service area has a row.
 */
export function salesTaxWorksheet(jobs: readonly ReportJob[]): { rows: TaxRow[]; total: TaxRow } {
  const byCounty = new Map<string, ReportJob[]>(serviceCounties.map((c) => [c, []]));
  for (const job of jobs) group(byCounty, job.taxCounty ?? NO_COUNTY, job);
  const row = (county: string, list: readonly ReportJob[]): TaxRow => ({
    ...taxFigures(county, taxSums(list)),
    jobIds: list.map((j) => j.id),
  });
  return worksheet(
    [...byCounty].map(([county, list]) => row(county, list)),
    row("Total", jobs),
  );
}

/** The sums of a list of jobs. */
export function taxSums(jobs: readonly ReportJob[]): TaxSums {
  const sums = { jobs: jobs.length, grossCents: 0, taxableCents: 0, taxCents: 0, rates: new Set<number>() };
  for (const job of jobs) {
    sums.grossCents += job.subtotalCents;
    sums.taxableCents += taxableOf(job);
    sums.taxCents += job.taxCents;
    if (job.taxCents > 0) sums.rates.add(job.taxRateBasisPoints);
  }
  return sums;
}

/** A worksheet row from its jobs' sums: the state's 6% of the taxable sales (half-up), the surtax the rest. */
export function taxFigures(county: string, sums: TaxSums): TaxFigures {
  const state = Math.min(halfUp(sums.taxableCents, STATE_RATE_BASIS_POINTS), sums.taxCents);
  return {
    county,
    jobs: sums.jobs,
    grossCents: sums.grossCents,
    exemptCents: sums.grossCents - sums.taxableCents,
    taxableCents: sums.taxableCents,
    stateTaxCents: state,
    surtaxCents: sums.taxCents - state,
    totalTaxCents: sums.taxCents,
    rates: [...new Set(sums.rates)].sort((a, b) => a - b).map((bp) => `${bp / 100}%`),
  };
}

/**
 * The worksheet from a row per county (the service area's first, in its order, then any other in
 * the order its first job was completed) and the total over all jobs: the row of jobs without a
 * county only when there are some, and the total's state tax the sum of the rows' (each county
 * rounds once), so the columns add up.
 */
export function worksheet<T extends TaxFigures>(counties: readonly T[], total: T): { rows: T[]; total: T } {
  const rows = counties.filter((r) => r.county !== NO_COUNTY || r.jobs > 0);
  total.stateTaxCents = rows.reduce((sum, r) => sum + r.stateTaxCents, 0);
  total.surtaxCents = total.totalTaxCents - total.stateTaxCents;
  return { rows, total };
}

/** Average ticket: jobs with a total above zero (a $0 warranty callback does not drag it down). */
export function averageTicket(jobs: readonly ReportJob[]): AverageTicket {
  const paid = jobs.filter((j) => j.totalCents > 0);
  return ticketOf(
    paid.length,
    paid.reduce((sum, j) => sum + j.totalCents, 0),
  );
}

export interface AverageTicket {
  jobs: number;
  totalCents: number;
  averageCents: number;
}

/** The average of `jobs` (above $0) totalling `totalCents`, half-up to the cent. */
export const ticketOf = (jobs: number, totalCents: number): AverageTicket => ({
  jobs,
  totalCents,
  averageCents: jobs ? Math.floor((totalCents * 2 + jobs) / (2 * jobs)) : 0,
});

/** Jobs and revenue before tax per label (brand, problem, technician, source), most jobs first. */
export function countBy(jobs: readonly ReportJob[], label: (job: ReportJob) => string): Row[] {
  return byLabel(jobs.map((job) => ({ label: label(job), count: 1, cents: job.subtotalCents })));
}

/**
 * Rows added up by label (trimmed; a blank one "(not recorded)"), most jobs first: a row per job,
 * or per group as SQL counted them (groups whose labels only differ by spaces become one row).
 */
export function byLabel(groups: Iterable<Row>): Row[] {
  const rows = new Map<string, Row>();
  for (const group of groups) {
    const key = group.label.trim() || "(not recorded)";
    const row = rows.get(key) ?? { label: key, count: 0, cents: 0 };
    row.count += group.count;
    row.cents += group.cents;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.count - a.count || b.cents - a.cents || a.label.localeCompare(b.label));
}

export const jobSource = (job: ReportJob): string => sourceLabel(job.source);

/** First-time fix on site: first visits completed in the month for which no return visit was booked. */
export function firstTimeFix(jobs: readonly ReportJob[]): { firstVisits: number; fixed: number } {
  const first = jobs.filter((j) => j.returnOfBookingId === null);
  return { firstVisits: first.length, fixed: first.filter((j) => !j.hadReturnVisit).length };
}

export const WARRANTY_DAYS = 90;

/**
 * Warranty callbacks: a job in the month whose customer had another job completed in the 90 days
 * before it (a return visit for a part on order is the same repair, not a callback).
 * `history` holds the customers' jobs from 90 days before the month on.
 */
export function warrantyCallbacks(
  jobs: readonly ReportJob[],
  history: ReadonlyArray<Pick<ReportJob, "id" | "customerId" | "completedAt">>,
): { callbacks: number; atNoCharge: number; jobIds: number[] } {
  const byCustomer = new Map<number, number[]>();
  for (const h of history) if (h.customerId !== null) group(byCustomer, h.customerId, h.completedAt.getTime());
  for (const times of byCustomer.values()) times.sort((a, b) => a - b);
  const windowMs = WARRANTY_DAYS * 86_400_000;
  const callbacks = jobs.filter((job) => {
    if (job.returnOfBookingId !== null || job.customerId === null) return false;
    const t = job.completedAt.getTime();
    const times = byCustomer.get(job.customerId) ?? [];
    // The latest of the customer's jobs before this one (binary search: a month may hold 10,000).
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (times[mid]! < t) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && t - times[lo - 1]! <= windowMs;
  });
  return {
    callbacks: callbacks.length,
    atNoCharge: callbacks.filter((j) => j.totalCents === 0).length,
    jobIds: callbacks.map((j) => j.id),
  };
}

/** A job with money still owed as of a date: its total and what was paid by then. */
export interface OpenJob {
  id: number;
  bookingId: number;
  completedAt: Date;
  totalCents: number;
  paidCents: number;
}

export const AGE_BUCKETS = ["0-30 days", "31-60 days", "61-90 days", "Over 90 days"] as const;

/** Open balances by age (days from completion to `asOfDate`, New York). */
export function openBalances(open: readonly OpenJob[], asOfDate: string): Row[] {
  return balancesByAge(
    open.map((job) => ({
      ageDays: daysBetween(job.completedAt, asOfDate),
      jobs: 1,
      owedCents: job.totalCents - job.paidCents,
    })),
  );
}

/** The buckets from the amounts owed by age in days (a job each, or the jobs of one age as SQL counted them). */
export function balancesByAge(owed: Iterable<{ ageDays: number; jobs: number; owedCents: number }>): Row[] {
  const rows: Row[] = AGE_BUCKETS.map((label) => ({ label, count: 0, cents: 0 }));
  for (const { ageDays: age, jobs, owedCents } of owed) {
    if (owedCents <= 0) continue;
    const row = rows[age <= 30 ? 0 : age <= 60 ? 1 : age <= 90 ? 2 : 3]!;
    row.count += jobs;
    row.cents += owedCents;
  }
  return rows;
}

/** Storm figures (DECISIONS "Storm mode and the waitlist"): shown only when there was a storm. */
export interface StormFigures {
  /** Times storm mode was switched on in the month. */
  stormModeSwitchedOn: number;
  powerOutageRequests: number;
  medicineRequests: number;
  waitlisted: number;
  waitlistBooked: number;
}

export const hadStorm = (s: StormFigures): boolean =>
  s.stormModeSwitchedOn > 0 || s.powerOutageRequests > 0 || s.medicineRequests > 0 || s.waitlisted > 0;

/** Revenue by month for the chart: every month of `months`, zero where nothing was completed. */
export function revenueByMonth(months: readonly string[], totals: ReadonlyMap<string, number>): Row[] {
  return months.map((label) => ({ label, count: 0, cents: totals.get(label) ?? 0 }));
}

/**
 * Each payment's tax share: payments as the payments export shares them; a refund (negative)
 * gives back its proportion of the job's tax, half-up.
 */
export function taxShares(
  job: { totalCents: number; taxCents: number },
  rows: ReadonlyArray<{ amountCents: number }>,
): number[] {
  const positive = paymentTaxShares(
    job,
    rows.filter((r) => r.amountCents > 0),
  );
  let next = 0;
  return rows.map(({ amountCents }) => {
    if (amountCents > 0) return positive[next++]!;
    if (job.totalCents === 0) return 0;
    return -Math.floor((job.taxCents * -amountCents * 2 + job.totalCents) / (2 * job.totalCents));
  });
}
