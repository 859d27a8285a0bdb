import { and, asc, count, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { withDb, type Database, type Tx } from "#app/db/client.server";
import { activity, bookings, jobs, payments, settings, users, waitlistEntries } from "#app/db/schema";
import { sourceCounts } from "#app/requests/list.server";
import {
  averageTicket,
  collectedByMethod,
  countBy,
  firstTimeFix,
  group,
  hadStorm,
  jobSource,
  openBalances,
  revenue,
  revenueByMonth,
  salesTaxWorksheet,
  taxShares,
  warrantyCallbacks,
  WARRANTY_DAYS,
  type OpenJob,
  type ReportJob,
  type ReportPayment,
  type StormFigures,
} from "./figures";
import { lastDayOf, lastTwelveMonths, reportMonth, type ReportMonth } from "./month";
import { describeChanges, parseQuickbooksAccounts, type QuickbooksAccounts } from "./quickbooks-accounts";
import { todayInBusinessZone } from "#app/lib/dates";

/**
 * The reports' queries (DECISIONS "The owner's reports"). A month of 10,000 jobs is read as one
 * row per job and per payment (the figures are pure and tested on fixtures); the 12-month chart,
 * the storm counts and the open balances are aggregated in SQL.
 */

/** The jobs completed in the month, with what their bookings say. */
export async function monthJobs(month: ReportMonth): Promise<ReportJob[]> {
  const returned = sql`(select return_of_booking_id from ${bookings} where return_of_booking_id is not null)`;
  const rows = await withDb((db) =>
    db
      // Only the columns the figures read: PGlite's cost is per row and column returned.
      .select({
        id: jobs.id,
        bookingId: jobs.bookingId,
        completedAt: jobs.completedAt,
        partsCents: jobs.partsCents,
        labourCents: jobs.labourCents,
        subtotalCents: jobs.subtotalCents,
        taxCents: jobs.taxCents,
        totalCents: jobs.totalCents,
        taxRateBasisPoints: jobs.taxRateBasisPoints,
        taxableCents: jobs.taxableCents,
        taxCounty: jobs.taxCounty,
        customerId: bookings.customerId,
        brand: bookings.brand,
        issue: bookings.issue,
        returnOfBookingId: bookings.returnOfBookingId,
        technician: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email}, 'Unassigned')`,
        hadReturnVisit: sql<boolean>`${bookings.id} in ${returned}`,
        utmSource: bookings.utmSource,
        utmMedium: bookings.utmMedium,
        utmCampaign: bookings.utmCampaign,
        referrer: bookings.referrer,
        gclid: bookings.gclid,
      })
      .from(jobs)
      .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
      // The technician assigned to the visit, else whoever completed it.
      .leftJoin(users, sql`${users.id} = coalesce(${bookings.technicianId}, ${jobs.completedBy})`)
      .where(and(gte(jobs.completedAt, month.start), lt(jobs.completedAt, month.end)))
      .orderBy(asc(jobs.completedAt), asc(jobs.id)),
  );
  return rows.map((r) => ({
    id: r.id,
    bookingId: r.bookingId,
    customerId: r.customerId,
    completedAt: r.completedAt,
    partsCents: r.partsCents,
    labourCents: r.labourCents,
    subtotalCents: r.subtotalCents,
    taxCents: r.taxCents,
    totalCents: r.totalCents,
    taxRateBasisPoints: r.taxRateBasisPoints,
    taxableCents: r.taxableCents,
    taxCounty: r.taxCounty,
    brand: r.brand,
    issue: r.issue,
    technician: r.technician,
    returnOfBookingId: r.returnOfBookingId,
    hadReturnVisit: r.hadReturnVisit === true || (r.hadReturnVisit as unknown) === "t",
    source: {
      utmSource: r.utmSource,
      utmMedium: r.utmMedium,
      utmCampaign: r.utmCampaign,
      referrer: r.referrer,
      gclid: r.gclid,
    },
  }));
}

/** Jobs from 90 days before the month to its end: whom a month's job may be a callback for. */
async function warrantyHistory(month: ReportMonth) {
  const from = new Date(month.start.getTime() - WARRANTY_DAYS * 86_400_000);
  return withDb((db) =>
    db
      .select({ id: jobs.id, customerId: bookings.customerId, completedAt: jobs.completedAt })
      .from(jobs)
      .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
      .where(and(gte(jobs.completedAt, from), lt(jobs.completedAt, month.end), isNotNull(bookings.customerId))),
  );
}

/**
 * The payments (and refunds) recorded in the month, each with its tax share. A job's share is
 * taken over all its payments in order (an earlier month's part payment included), as the
 * payments export does, so a job's shares add up to its tax.
 */
export async function monthPayments(month: ReportMonth): Promise<ReportPayment[]> {
  const inMonth = and(gte(payments.recordedAt, month.start), lt(payments.recordedAt, month.end));
  const rows = await withDb((db) =>
    db
      .select({
        id: payments.id,
        jobId: payments.jobId,
        method: payments.method,
        amountCents: payments.amountCents,
        recordedAt: payments.recordedAt,
        taxCounty: jobs.taxCounty,
        totalCents: jobs.totalCents,
        jobTaxCents: jobs.taxCents,
      })
      .from(payments)
      .innerJoin(jobs, eq(jobs.id, payments.jobId))
      .where(inArray(payments.jobId, db.select({ id: payments.jobId }).from(payments).where(inMonth)))
      .orderBy(asc(payments.recordedAt), asc(payments.id)),
  );
  const byJob = new Map<number, typeof rows>();
  for (const row of rows) group(byJob, row.jobId, row);
  const shares = new Map<number, number>();
  for (const list of byJob.values()) {
    const job = { totalCents: list[0]!.totalCents, taxCents: list[0]!.jobTaxCents };
    taxShares(job, list).forEach((tax, i) => shares.set(list[i]!.id, tax));
  }
  return rows
    .filter((r) => r.recordedAt >= month.start && r.recordedAt < month.end)
    .map((r) => ({
      id: r.id,
      jobId: r.jobId,
      method: r.method,
      amountCents: r.amountCents,
      recordedAt: r.recordedAt,
      taxCents: shares.get(r.id) ?? 0,
      taxCounty: r.taxCounty,
    }));
}

/** Jobs with money owed at `asOf` (what was paid by then), whatever month they were completed in. */
async function openJobs(asOf: Date): Promise<OpenJob[]> {
  const paid = sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.recordedAt} < ${asOf.toISOString()}::timestamptz), 0)::int`;
  const rows = await withDb((db) =>
    db
      .select({
        id: jobs.id,
        bookingId: jobs.bookingId,
        completedAt: jobs.completedAt,
        totalCents: jobs.totalCents,
        paidCents: paid,
      })
      .from(jobs)
      .leftJoin(payments, eq(payments.jobId, jobs.id))
      .where(and(lt(jobs.completedAt, asOf), sql`${jobs.totalCents} > 0`))
      .groupBy(jobs.id)
      .having(sql`${jobs.totalCents} > ${paid}`),
  );
  return rows.map((r) => ({ ...r, paidCents: Number(r.paidCents) }));
}

/** Revenue before tax per month (New York) over the 12 months ending with `month`. */
async function twelveMonths(month: ReportMonth) {
  const months = lastTwelveMonths(month.key);
  const from = reportMonth(months[0]!).start;
  const key = sql<string>`to_char(${jobs.completedAt} at time zone 'America/New_York', 'YYYY-MM')`;
  const rows = await withDb((db) =>
    db
      .select({ month: key, cents: sql<number>`sum(${jobs.subtotalCents})::bigint`, jobs: count() })
      .from(jobs)
      .where(and(gte(jobs.completedAt, from), lt(jobs.completedAt, month.end)))
      .groupBy(key),
  );
  return revenueByMonth(months, new Map(rows.map((r) => [r.month, Number(r.cents)])));
}

async function stormFigures(month: ReportMonth): Promise<StormFigures> {
  const created = and(gte(bookings.createdAt, month.start), lt(bookings.createdAt, month.end));
  return withDb(async (db) => {
    const [b] = await db
      .select({
        power: sql<number>`count(*) filter (where ${bookings.powerOutage} = 'yes')::int`,
        medicine: sql<number>`count(*) filter (where ${bookings.medicineAtRisk} = 'yes')::int`,
      })
      .from(bookings)
      .where(created);
    const [w] = await db
      .select({
        waitlisted: count(),
        booked: sql<number>`count(*) filter (where ${waitlistEntries.status} = 'claimed')::int`,
      })
      .from(waitlistEntries)
      .where(and(gte(waitlistEntries.createdAt, month.start), lt(waitlistEntries.createdAt, month.end)));
    const [s] = await db
      .select({ n: count() })
      .from(activity)
      .where(and(eq(activity.action, "storm-mode-on"), gte(activity.at, month.start), lt(activity.at, month.end)));
    return {
      stormModeSwitchedOn: Number(s?.n ?? 0),
      powerOutageRequests: Number(b?.power ?? 0),
      medicineRequests: Number(b?.medicine ?? 0),
      waitlisted: Number(w?.waitlisted ?? 0),
      waitlistBooked: Number(w?.booked ?? 0),
    };
  });
}

/** The owner's QuickBooks account names: one `settings` row, defaults until saved. */
export const QUICKBOOKS_KEY = "reports.quickbooksAccounts";

async function readAccounts(conn: Database | Tx): Promise<QuickbooksAccounts> {
  const [row] = await conn.select().from(settings).where(eq(settings.key, QUICKBOOKS_KEY));
  return parseQuickbooksAccounts(row?.value);
}

export const quickbooksAccounts = (): Promise<QuickbooksAccounts> => withDb(readAccounts);

/** Saved by the owner and logged with what changed, like every setting; the same names again change nothing. */
export async function saveQuickbooksAccounts(
  actor: { id: number; email: string },
  accounts: QuickbooksAccounts,
): Promise<void> {
  await withDb((db) =>
    db.transaction(async (tx) => {
      const changes = describeChanges(await readAccounts(tx), accounts);
      if (!changes) return;
      const row = { key: QUICKBOOKS_KEY, value: JSON.stringify(accounts), updatedAt: new Date() };
      await tx.insert(settings).values(row).onConflictDoUpdate({ target: settings.key, set: row });
      await logActivity({ user: actor, action: "quickbooks-accounts-changed", detail: changes }, tx);
    }),
  );
}

/** Every figure of the month's report page. `now` decides "as of" for the current month's balances. */
export async function monthReport(key: string, now: Date = new Date()) {
  const month = reportMonth(key);
  const asOf = now < month.end ? now : month.end;
  const asOfDate = now < month.end ? todayInBusinessZone(now) : lastDayOf(month);
  const [jobRows, paymentRows, history, open, chart, storm, sources] = await Promise.all([
    monthJobs(month),
    monthPayments(month),
    warrantyHistory(month),
    openJobs(asOf),
    twelveMonths(month),
    stormFigures(month),
    sourceCounts(month.first, lastDayOf(month)),
  ]);
  const revenueBySource = countBy(jobRows, jobSource);
  const requestsBySource = new Map(sources.sources.map((s) => [s.label, s.count]));
  const leadSources = [...new Set([...requestsBySource.keys(), ...revenueBySource.map((r) => r.label)])]
    .map((label) => {
      const jobsOf = revenueBySource.find((r) => r.label === label);
      return { label, requests: requestsBySource.get(label) ?? 0, jobs: jobsOf?.count ?? 0, cents: jobsOf?.cents ?? 0 };
    })
    .sort((a, b) => b.cents - a.cents || b.requests - a.requests || a.label.localeCompare(b.label));
  return {
    month: key,
    asOfDate,
    revenue: revenue(jobRows),
    collected: collectedByMethod(paymentRows),
    salesTax: salesTaxWorksheet(jobRows),
    averageTicket: averageTicket(jobRows),
    byBrand: countBy(jobRows, (j) => j.brand),
    byProblem: countBy(jobRows, (j) => j.issue),
    byTechnician: countBy(jobRows, (j) => j.technician),
    firstTimeFix: firstTimeFix(jobRows),
    callbacks: warrantyCallbacks(jobRows, history),
    // Estimates are another branch's table: until it is read here, the figure says "none sent".
    estimates: null as { sent: number; approved: number } | null,
    openBalances: openBalances(open, asOfDate),
    storm: hadStorm(storm) ? storm : null,
    leadSources,
    revenueByMonth: chart,
  };
}

export type MonthReport = Awaited<ReturnType<typeof monthReport>>;
