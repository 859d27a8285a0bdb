import { and, asc, count, eq, gte, isNull, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { logActivity } from "#app/activity/activity.server";
import { business, serviceCounties } from "#app/content/business";
import { withDb, type Database, type Tx } from "#app/db/client.server";
import { activity, bookings, jobs, payments, settings, users, waitlistEntries } from "#app/db/schema";
import { sourceLabel } from "#app/requests/lead-source";
import { sourceCounts } from "#app/requests/list.server";
import {
  balancesByAge,
  byLabel,
  hadStorm,
  methodOrder,
  NO_COUNTY,
  revenueByMonth,
  taxFigures,
  taxShares,
  ticketOf,
  worksheet,
  WARRANTY_DAYS,
  type MethodRow,
  type ReportPayment,
  type Revenue,
  type Row,
  type StormFigures,
  type TaxJob,
  type TaxSums,
} from "./figures";
import { lastDayOf, lastTwelveMonths, reportMonth, type ReportMonth } from "./month";
import { describeChanges, parseQuickbooksAccounts, type QuickbooksAccounts } from "./quickbooks-accounts";
import { todayInBusinessZone } from "#app/lib/dates";

/**
 * The reports' queries (DECISIONS "The owner's reports"; docs/decisions/0034-report-queries.md).
 * A month of 10,000 jobs is added up in SQL: each figure is a few rows (a total, a row per county,
 * brand, method or age), and the rules that turn sums into figures (rounding, labels, order) are
 * the pure ones of figures.ts, which reports.server.test.ts checks against the figures computed
 * from one row per job. The two files with a row per job or payment (the jobs behind the
 * worksheet, the QuickBooks journal) are read REPORT_BATCH_ROWS rows at a time.
 */

/** Jobs completed in the month (New York). */
const completedIn = (month: ReportMonth) => and(gte(jobs.completedAt, month.start), lt(jobs.completedAt, month.end));

/** A sum of whole cents (0 over no rows), as a number. */
const cents = (value: SQLWrapper) => sql`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);
const countWhere = (condition: SQL) => sql`count(*) filter (where ${condition})::int`.mapWith(Number);

/** What a job counts as taxable (taxableOf in figures.ts). */
const taxable = sql`coalesce(${jobs.taxableCents}, case when ${jobs.taxCents} > 0 then ${jobs.partsCents} else 0 end)`;

/** The technician assigned to the visit, else whoever completed it (the join below). */
const technician = sql<string>`coalesce(nullif(${users.name}, ''), ${users.email}, 'Unassigned')`;
const technicianJoin = sql`${users.id} = coalesce(${bookings.technicianId}, ${jobs.completedBy})`;

/** A first visit: not a return visit (a part on order) of an earlier booking. */
const firstVisit = isNull(bookings.returnOfBookingId);
/** A return visit was booked for this job's visit: it was not fixed at the first visit. */
const hadReturnVisit = sql`exists (select 1 from ${bookings} as r where r.return_of_booking_id = ${bookings.id})`;

/**
 * A warranty callback (warrantyCallbacks in figures.ts): a first visit whose customer had another
 * job completed before it, at most 90 days before. Compared to the millisecond, as the figure
 * compares the instants JavaScript reads (the database keeps microseconds).
 */
const ms = (at: SQLWrapper) => sql`date_trunc('milliseconds', ${at})`;
const warrantyCallback = sql`(${firstVisit} and ${bookings.customerId} is not null and exists (
  select 1 from ${bookings} as hb join ${jobs} as hj on hj.booking_id = hb.id
  where hb.customer_id = ${bookings.customerId}
    and ${ms(sql`hj.completed_at`)} < ${ms(jobs.completedAt)}
    and ${ms(sql`hj.completed_at`)} >= ${ms(jobs.completedAt)} - make_interval(hours => ${WARRANTY_DAYS * 24}::int)))`;

/** Revenue, the average ticket, first-time fix and warranty callbacks: one pass over the month's jobs. */
async function jobTotals(month: ReportMonth) {
  const [row] = await withDb((db) =>
    db
      .select({
        jobs: count(),
        partsCents: cents(jobs.partsCents),
        labourCents: cents(jobs.labourCents),
        feesCents: cents(sql`${jobs.subtotalCents} - ${jobs.partsCents} - ${jobs.labourCents}`),
        totalCents: cents(jobs.subtotalCents),
        taxCents: cents(jobs.taxCents),
        paidJobs: countWhere(sql`${jobs.totalCents} > 0`),
        paidCents: cents(sql`case when ${jobs.totalCents} > 0 then ${jobs.totalCents} else 0 end`),
        firstVisits: countWhere(firstVisit),
        fixed: countWhere(sql`${firstVisit} and not ${hadReturnVisit}`),
        callbacks: countWhere(warrantyCallback),
        atNoCharge: countWhere(sql`${jobs.totalCents} = 0 and ${warrantyCallback}`),
      })
      .from(jobs)
      .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
      .where(completedIn(month)),
  );
  const t = row!;
  const revenue: Revenue = {
    jobs: t.jobs,
    partsCents: t.partsCents,
    labourCents: t.labourCents,
    feesCents: t.feesCents,
    totalCents: t.totalCents,
    taxCents: t.taxCents,
  };
  return {
    revenue,
    averageTicket: ticketOf(t.paidJobs, t.paidCents),
    firstTimeFix: { firstVisits: t.firstVisits, fixed: t.fixed },
    callbacks: { callbacks: t.callbacks, atNoCharge: t.atNoCharge },
  };
}

/** The month's jobs and revenue before tax per value of `label` (brand, problem, technician). */
async function jobsBy(month: ReportMonth, label: SQL | PgColumn): Promise<Row[]> {
  const rows = await withDb((db) =>
    db
      .select({ label: sql<string>`${label}`, count: count(), cents: cents(jobs.subtotalCents) })
      .from(jobs)
      .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
      .leftJoin(users, technicianJoin)
      .where(completedIn(month))
      .groupBy(label),
  );
  return byLabel(rows);
}

/** The month's jobs and revenue per lead source (sourceLabel of the booking's columns). */
async function jobsBySource(month: ReportMonth): Promise<Row[]> {
  const hasGclid = sql<boolean>`(${bookings.gclid} <> '')`;
  const rows = await withDb((db) =>
    db
      .select({
        utmSource: bookings.utmSource,
        utmMedium: bookings.utmMedium,
        utmCampaign: bookings.utmCampaign,
        referrer: bookings.referrer,
        hasGclid,
        count: count(),
        cents: cents(jobs.subtotalCents),
      })
      .from(jobs)
      .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
      .where(completedIn(month))
      .groupBy(bookings.utmSource, bookings.utmMedium, bookings.utmCampaign, bookings.referrer, hasGclid),
  );
  return byLabel(
    rows.map((r) => ({
      label: sourceLabel({ ...r, gclid: r.hasGclid === true || (r.hasGclid as unknown) === "t" ? "yes" : "" }),
      count: r.count,
      cents: r.cents,
    })),
  );
}

/**
 * The DR-15 worksheet from the month's sums per county: the service area's counties first, then
 * any other in the order its first job was completed (as salesTaxWorksheet lists them).
 */
async function salesTax(month: ReportMonth) {
  const rows = await withDb((db) => {
    const m = db
      .select({
        county: jobs.taxCounty,
        rate: jobs.taxRateBasisPoints,
        gross: jobs.subtotalCents,
        taxable: sql<number>`${taxable}`.as("taxable"),
        tax: jobs.taxCents,
        n: sql<number>`row_number() over (order by ${jobs.completedAt}, ${jobs.id})`.as("n"),
      })
      .from(jobs)
      .where(completedIn(month))
      .as("m");
    return db
      .select({
        county: m.county,
        jobs: count(),
        grossCents: cents(m.gross),
        taxableCents: cents(m.taxable),
        taxCents: cents(m.tax),
        rates: sql<string | null>`string_agg(distinct ${m.rate}::text, ',') filter (where ${m.tax} > 0)`,
      })
      .from(m)
      .groupBy(m.county)
      .orderBy(sql`min(${m.n})`);
  });
  const none = (): TaxSums & { rates: number[] } => ({
    jobs: 0,
    grossCents: 0,
    taxableCents: 0,
    taxCents: 0,
    rates: [],
  });
  const add = (sums: TaxSums & { rates: number[] }, row: (typeof rows)[number]) => {
    sums.jobs += row.jobs;
    sums.grossCents += row.grossCents;
    sums.taxableCents += row.taxableCents;
    sums.taxCents += row.taxCents;
    if (row.rates) sums.rates.push(...row.rates.split(",").map(Number));
  };
  const byCounty = new Map(serviceCounties.map((c) => [c as string, none()]));
  const total = none();
  for (const row of rows) {
    const county = row.county ?? NO_COUNTY;
    const sums = byCounty.get(county) ?? none();
    add(sums, row);
    byCounty.set(county, sums);
    add(total, row);
  }
  return worksheet(
    [...byCounty].map(([county, sums]) => taxFigures(county, sums)),
    taxFigures("Total", total),
  );
}

/** Money in by method in the month, refunds in the month they were made (collectedByMethod). */
async function collected(month: ReportMonth): Promise<MethodRow[]> {
  const refund = sql`${payments.amountCents} < 0`;
  const rows = await withDb((db) =>
    db
      .select({
        method: payments.method,
        payments: countWhere(sql`not ${refund}`),
        receivedCents: cents(sql`case when ${refund} then 0 else ${payments.amountCents} end`),
        refunds: countWhere(refund),
        refundedCents: cents(sql`case when ${refund} then -${payments.amountCents} else 0 end`),
        netCents: cents(payments.amountCents),
      })
      .from(payments)
      .where(and(gte(payments.recordedAt, month.start), lt(payments.recordedAt, month.end)))
      .groupBy(payments.method),
  );
  return methodOrder(rows);
}

/**
 * Open balances by age as of `asOf` (what was paid by then), whatever month the jobs were
 * completed in: the jobs still owed money, added up per age in New York days (openBalances).
 */
async function balances(asOf: Date, asOfDate: string): Promise<Row[]> {
  const before = sql`${asOf.toISOString()}::timestamptz`;
  const owed = sql<number>`${jobs.totalCents} - coalesce(sum(${payments.amountCents}) filter (where ${payments.recordedAt} < ${before}), 0)`;
  const rows = await withDb((db) => {
    const open = db
      .select({
        age: sql<number>`${asOfDate}::date - (${jobs.completedAt} at time zone ${business.timeZone})::date`.as("age"),
        owed: owed.as("owed"),
      })
      .from(jobs)
      .leftJoin(payments, eq(payments.jobId, jobs.id))
      .where(and(lt(jobs.completedAt, asOf), sql`${jobs.totalCents} > 0`))
      .groupBy(jobs.id)
      .having(sql`${owed} > 0`)
      .as("open");
    return db
      .select({ ageDays: sql`${open.age}`.mapWith(Number), jobs: count(), owedCents: cents(open.owed) })
      .from(open)
      .groupBy(open.age);
  });
  return balancesByAge(rows);
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
  const [totals, tax, byBrand, byProblem, byTechnician, bySource, methods, open, chart, storm, sources] =
    await Promise.all([
      jobTotals(month),
      salesTax(month),
      jobsBy(month, bookings.brand),
      jobsBy(month, bookings.issue),
      jobsBy(month, technician),
      jobsBySource(month),
      collected(month),
      balances(asOf, asOfDate),
      twelveMonths(month),
      stormFigures(month),
      sourceCounts(month.first, lastDayOf(month)),
    ]);
  const requestsBySource = new Map(sources.sources.map((s) => [s.label, s.count]));
  const leadSources = [...new Set([...requestsBySource.keys(), ...bySource.map((r) => r.label)])]
    .map((label) => {
      const jobsOf = bySource.find((r) => r.label === label);
      return { label, requests: requestsBySource.get(label) ?? 0, jobs: jobsOf?.count ?? 0, cents: jobsOf?.cents ?? 0 };
    })
    .sort((a, b) => b.cents - a.cents || b.requests - a.requests || a.label.localeCompare(b.label));
  return {
    month: key,
    asOfDate,
    revenue: totals.revenue,
    collected: methods,
    salesTax: tax,
    averageTicket: totals.averageTicket,
    byBrand,
    byProblem,
    byTechnician,
    firstTimeFix: totals.firstTimeFix,
    callbacks: totals.callbacks,
    // Estimates are another branch's table: until it is read here, the figure says "none sent".
    estimates: null as { sent: number; approved: number } | null,
    openBalances: open,
    storm: hadStorm(storm) ? storm : null,
    leadSources,
    revenueByMonth: chart,
  };
}

export type MonthReport = Awaited<ReturnType<typeof monthReport>>;

/**
 * The rows of a file per query. Each query costs PGlite a plan (and the sizes of the files it
 * reads) and each value returned costs its parse: a report's rows are a dozen numbers, so a batch
 * of 2,000 is well under a megabyte, and a month of 10,000 jobs is five queries.
 */
export const REPORT_BATCH_ROWS = 2000;

/**
 * `ids` read `batchRows` at a time by `read`, given the batch as one array parameter. The files'
 * rows are paged by ids read first (a few bytes each) rather than by keyset: PGlite never runs
 * ANALYZE, and without statistics the planner sorted the rest of the month again for every keyset
 * page (docs/decisions/0034-report-queries.md).
 */
async function* inBatchesOf<T>(ids: number[], batchRows: number, read: (batch: SQL) => Promise<T[]>) {
  for (let start = 0; start < ids.length; start += batchRows)
    yield await read(sql`${`{${ids.slice(start, start + batchRows).join(",")}}`}::int[]`);
}

/** The month's jobs (of one county, when given) in the order completed, `batchRows` at a time: the jobs behind the worksheet. */
export async function* taxJobBatches(
  month: ReportMonth,
  county: string | null,
  batchRows = REPORT_BATCH_ROWS,
): AsyncGenerator<TaxJob[]> {
  const order = [asc(jobs.completedAt), asc(jobs.id)];
  const ids = await withDb((db) =>
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(completedIn(month), county ? eq(jobs.taxCounty, county) : undefined))
      .orderBy(...order),
  );
  yield* inBatchesOf(
    ids.map((r) => r.id),
    batchRows,
    (batch) =>
      withDb((db) =>
        db
          .select({
            id: jobs.id,
            bookingId: jobs.bookingId,
            completedAt: jobs.completedAt,
            taxCounty: jobs.taxCounty,
            taxRateBasisPoints: jobs.taxRateBasisPoints,
            partsCents: jobs.partsCents,
            labourCents: jobs.labourCents,
            subtotalCents: jobs.subtotalCents,
            taxableCents: jobs.taxableCents,
            taxCents: jobs.taxCents,
            totalCents: jobs.totalCents,
          })
          .from(jobs)
          .where(sql`${jobs.id} = any(${batch})`)
          .orderBy(...order),
      ),
  );
}

/**
 * The payments (and refunds) recorded in the month, in that order, `batchRows` at a time, each
 * with its tax share. A job's share is taken over all its payments in order (an earlier month's
 * part payment included), as the payments export does, so a job's shares add up to its tax: each
 * row brings the amounts paid on its job before it (a lateral subquery, an index scan per row).
 */
export async function* paymentBatches(
  month: ReportMonth,
  batchRows = REPORT_BATCH_ROWS,
): AsyncGenerator<ReportPayment[]> {
  const order = [asc(payments.recordedAt), asc(payments.id)];
  const ids = await withDb((db) =>
    db
      .select({ id: payments.id })
      .from(payments)
      .where(and(gte(payments.recordedAt, month.start), lt(payments.recordedAt, month.end)))
      .orderBy(...order),
  );
  const earlier = sql<string | null>`(select string_agg(e.amount_cents::text, ',' order by e.recorded_at, e.id)
    from ${payments} as e
    where e.job_id = ${payments.jobId} and (e.recorded_at, e.id) < (${payments.recordedAt}, ${payments.id}))`;
  yield* inBatchesOf(
    ids.map((r) => r.id),
    batchRows,
    async (batch) => {
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
            earlier,
          })
          .from(payments)
          .innerJoin(jobs, eq(jobs.id, payments.jobId))
          .where(sql`${payments.id} = any(${batch})`)
          .orderBy(...order),
      );
      return rows.map((r) => {
        const amounts = [...(r.earlier ? r.earlier.split(",").map(Number) : []), r.amountCents];
        const shares = taxShares(
          { totalCents: r.totalCents, taxCents: r.jobTaxCents },
          amounts.map((amountCents) => ({ amountCents })),
        );
        return {
          id: r.id,
          jobId: r.jobId,
          method: r.method,
          amountCents: r.amountCents,
          recordedAt: r.recordedAt,
          taxCents: shares.at(-1)!,
          taxCounty: r.taxCounty,
        };
      });
    },
  );
}
