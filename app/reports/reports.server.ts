import { and, count, eq, gte, isNull, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { business, serviceCounties } from "#app/content/business";
import { withDb, type Database, type Tx } from "#app/db/client.server";
import {
  activity,
  bookings,
  estimateApprovals,
  estimates,
  jobs,
  payments,
  settings,
  users,
  waitlistEntries,
} from "#app/db/schema";
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
  ticketOf,
  worksheet,
  WARRANTY_DAYS,
  type MethodRow,
  type Revenue,
  type Row,
  type StormFigures,
  type TaxJob,
  type TaxSums,
} from "./figures";
import { lastDayOf, lastTwelveMonths, reportMonth, type ReportMonth } from "./month";
import type { JournalPayment } from "./journal";
import { describeChanges, parseQuickbooksAccounts, type QuickbooksAccounts } from "./quickbooks-accounts";
import { todayInBusinessZone } from "#app/lib/dates";

/**
 * The reports' queries (DECISIONS "The owner's reports"; docs/decisions/0034-report-queries.md).
 * A month of 10,000 jobs is added up in SQL: each figure is a few rows (a total, a row per county,
 * brand, method or age), and the rules that turn sums into figures (rounding, labels, order) are
 * the pure ones of figures.ts, which reports.server.test.ts checks against the figures computed
 * from one row per job. The QuickBooks journal is read as the month's payments added up per day,
 * and the jobs behind the worksheet, a row per job, REPORT_BATCH_ROWS rows at a time.
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

/**
 * Every figure of the month's jobs in one pass over them (joined once to their bookings and
 * technicians): GROUPING SETS add up the month's totals, and the jobs and revenue per brand,
 * problem, technician, lead source and county, each row saying which set it belongs to.
 */
async function jobFigures(month: ReportMonth) {
  const rows = await withDb((db) => {
    const m = db
      .select({
        brand: bookings.brand,
        issue: bookings.issue,
        technician: technician.as("technician"),
        utmSource: bookings.utmSource,
        utmMedium: bookings.utmMedium,
        utmCampaign: bookings.utmCampaign,
        referrer: bookings.referrer,
        hasGclid: sql<boolean>`${bookings.gclid} <> ''`.as("has_gclid"),
        county: jobs.taxCounty,
        rate: jobs.taxRateBasisPoints,
        parts: jobs.partsCents,
        labour: jobs.labourCents,
        subtotal: jobs.subtotalCents,
        taxable: sql<number>`${taxable}`.as("taxable"),
        tax: jobs.taxCents,
        total: jobs.totalCents,
        firstVisit: sql<boolean>`${firstVisit}`.as("first_visit"),
        fixed: sql<boolean>`${firstVisit} and not ${hadReturnVisit}`.as("fixed"),
        callback: sql<boolean>`${warrantyCallback}`.as("callback"),
        // The order the jobs were completed in: a county's row is placed by its first job.
        n: sql<number>`row_number() over (order by ${jobs.completedAt}, ${jobs.id})`.as("n"),
      })
      .from(jobs)
      .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
      .leftJoin(users, technicianJoin)
      .where(completedIn(month))
      .as("m");
    const source = [m.utmSource, m.utmMedium, m.utmCampaign, m.referrer, m.hasGclid];
    return db
      .select({
        set: sql<"brand" | "issue" | "technician" | "source" | "county" | "month">`case
          when grouping(${m.brand}) = 0 then 'brand' when grouping(${m.issue}) = 0 then 'issue'
          when grouping(${m.technician}) = 0 then 'technician' when grouping(${m.utmSource}) = 0 then 'source'
          when grouping(${m.county}) = 0 then 'county' else 'month' end`,
        brand: m.brand,
        issue: m.issue,
        technician: m.technician,
        utmSource: m.utmSource,
        utmMedium: m.utmMedium,
        utmCampaign: m.utmCampaign,
        referrer: m.referrer,
        hasGclid: m.hasGclid,
        county: m.county,
        jobs: count(),
        partsCents: cents(m.parts),
        labourCents: cents(m.labour),
        feesCents: cents(sql`${m.subtotal} - ${m.parts} - ${m.labour}`),
        subtotalCents: cents(m.subtotal),
        taxableCents: cents(m.taxable),
        taxCents: cents(m.tax),
        rates: sql<string | null>`string_agg(distinct ${m.rate}::text, ',') filter (where ${m.tax} > 0)`,
        paidJobs: countWhere(sql`${m.total} > 0`),
        paidCents: cents(sql`case when ${m.total} > 0 then ${m.total} else 0 end`),
        firstVisits: countWhere(sql`${m.firstVisit}`),
        fixed: countWhere(sql`${m.fixed}`),
        callbacks: countWhere(sql`${m.callback}`),
        atNoCharge: countWhere(sql`${m.callback} and ${m.total} = 0`),
        first: sql`min(${m.n})`.mapWith(Number),
      })
      .from(m)
      .groupBy(
        sql`grouping sets ((), (${m.brand}), (${m.issue}), (${m.technician}), (${sql.join(source, sql`, `)}), (${m.county}))`,
      );
  });
  const of = (set: (typeof rows)[number]["set"]) => rows.filter((r) => r.set === set);
  const t = of("month")[0]!;
  const revenue: Revenue = {
    jobs: t.jobs,
    partsCents: t.partsCents,
    labourCents: t.labourCents,
    feesCents: t.feesCents,
    totalCents: t.subtotalCents,
    taxCents: t.taxCents,
  };
  const row = (label: string, r: (typeof rows)[number]): Row => ({ label, count: r.jobs, cents: r.subtotalCents });
  return {
    revenue,
    averageTicket: ticketOf(t.paidJobs, t.paidCents),
    firstTimeFix: { firstVisits: t.firstVisits, fixed: t.fixed },
    callbacks: { callbacks: t.callbacks, atNoCharge: t.atNoCharge },
    salesTax: salesTax(
      of("county").sort((a, b) => a.first - b.first),
      t,
    ),
    byBrand: byLabel(of("brand").map((r) => row(r.brand, r))),
    byProblem: byLabel(of("issue").map((r) => row(r.issue, r))),
    byTechnician: byLabel(of("technician").map((r) => row(r.technician, r))),
    bySource: byLabel(
      of("source").map((r) =>
        row(sourceLabel({ ...r, gclid: r.hasGclid === true || (r.hasGclid as unknown) === "t" ? "yes" : "" }), r),
      ),
    ),
  };
}

/** Sums of jobs as the worksheet reads them: a county's, or the month's. */
interface JobSums {
  county: string | null;
  jobs: number;
  subtotalCents: number;
  taxableCents: number;
  taxCents: number;
  rates: string | null;
}

const taxSumsOf = (r: JobSums): TaxSums => ({
  jobs: r.jobs,
  grossCents: r.subtotalCents,
  taxableCents: r.taxableCents,
  taxCents: r.taxCents,
  rates: r.rates ? r.rates.split(",").map(Number) : [],
});

/**
 * The DR-15 worksheet from the month's sums per county, in the order their first jobs were
 * completed: the service area's counties first, then any other (as salesTaxWorksheet lists them).
 */
function salesTax(counties: readonly JobSums[], month: JobSums) {
  const none: TaxSums = { jobs: 0, grossCents: 0, taxableCents: 0, taxCents: 0, rates: [] };
  const byCounty = new Map<string, TaxSums>(serviceCounties.map((c) => [c, none]));
  for (const row of counties) {
    // A county stored as the text of the row without one would share it, as it does in the figure.
    const county = row.county ?? NO_COUNTY;
    const sums = taxSumsOf(row);
    const before = byCounty.get(county) ?? none;
    byCounty.set(county, {
      jobs: before.jobs + sums.jobs,
      grossCents: before.grossCents + sums.grossCents,
      taxableCents: before.taxableCents + sums.taxableCents,
      taxCents: before.taxCents + sums.taxCents,
      rates: [...before.rates, ...sums.rates],
    });
  }
  return worksheet(
    [...byCounty].map(([county, sums]) => taxFigures(county, sums)),
    taxFigures("Total", taxSumsOf(month)),
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

/**
 * Estimates approved of sent, in one query (docs/decisions/0034-report-queries.md, the amendment).
 * A visit's estimate counts once however many versions it took: in the month (New York) it first
 * reached the customer, that is its earliest version sent (`sent_at`, which a re-send moves) or,
 * never sent, decided on site (the decision's time); and as approved when its newest decision
 * (on site or by link, whenever made) is an approval: a later version declined undoes an earlier
 * approval, as the visit completes from the newest decision. A draft never counts; a superseded
 * version counts as what it was. The visits are found by the
 * indexes on `sent_at` and on the decisions' time, then each one's versions by its booking.
 * Null when none was sent: the figure reads "none sent".
 */
async function estimateFigures(month: ReportMonth): Promise<{ sent: number; approved: number } | null> {
  const [row] = await withDb((db) => {
    const sentIn = db
      .select({ bookingId: estimates.bookingId })
      .from(estimates)
      .where(and(gte(estimates.sentAt, month.start), lt(estimates.sentAt, month.end)));
    const decidedUnsentIn = db
      .select({ bookingId: estimates.bookingId })
      .from(estimateApprovals)
      .innerJoin(estimates, eq(estimates.id, estimateApprovals.estimateId))
      .where(
        and(gte(estimateApprovals.at, month.start), lt(estimateApprovals.at, month.end), isNull(estimates.sentAt)),
      );
    const visits = db
      .select({
        first: sql<Date>`min(coalesce(${estimates.sentAt}, ${estimateApprovals.at}))`.as("first"),
        // The newest decision among its versions stands, as on the visit's page and at completion.
        approved: sql<boolean>`coalesce((array_agg(not ${estimateApprovals.declined} order by ${estimates.version} desc)
          filter (where ${estimateApprovals.id} is not null))[1], false)`.as("approved"),
      })
      .from(estimates)
      .leftJoin(estimateApprovals, eq(estimateApprovals.estimateId, estimates.id))
      .where(sql`${estimates.bookingId} in (${sentIn} union ${decidedUnsentIn})`)
      .groupBy(estimates.bookingId)
      .as("visits");
    return db
      .select({ sent: count(), approved: countWhere(sql`${visits.approved}`) })
      .from(visits)
      .where(
        sql`${visits.first} >= ${month.start.toISOString()}::timestamptz and ${visits.first} < ${month.end.toISOString()}::timestamptz`,
      );
  });
  return row && row.sent > 0 ? { sent: row.sent, approved: row.approved } : null;
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
  const [jobsOf, methods, open, chart, storm, sources, estimated] = await Promise.all([
    jobFigures(month),
    collected(month),
    balances(asOf, asOfDate),
    twelveMonths(month),
    stormFigures(month),
    sourceCounts(month.first, lastDayOf(month)),
    estimateFigures(month),
  ]);
  const bySource = jobsOf.bySource;
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
    revenue: jobsOf.revenue,
    collected: methods,
    salesTax: jobsOf.salesTax,
    averageTicket: jobsOf.averageTicket,
    byBrand: jobsOf.byBrand,
    byProblem: jobsOf.byProblem,
    byTechnician: jobsOf.byTechnician,
    firstTimeFix: jobsOf.firstTimeFix,
    callbacks: jobsOf.callbacks,
    estimates: estimated,
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

/** The order of the jobs behind the worksheet: completed, then id. */
const taxJobOrder = sql`${jobs.completedAt}, ${jobs.id}`;

/** The ids of the month's jobs (of one county, when given) in the order completed, read as one text. */
async function monthJobIds(month: ReportMonth, county: string | null): Promise<number[]> {
  const [found] = await withDb((db) =>
    db
      .select({ ids: sql<string | null>`string_agg(${jobs.id}::text, ',' order by ${taxJobOrder})` })
      .from(jobs)
      .where(and(completedIn(month), county ? eq(jobs.taxCounty, county) : undefined)),
  );
  return found?.ids ? found.ids.split(",").map(Number) : [];
}

/** A cell as csvRecord writes it (neutralised, then quoted when it holds a comma, a quote, a CR or a LF). */
const csvCellSql = (text: SQLWrapper) => {
  const safe = sql`(case when left(${text}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${text} else ${text} end)`;
  return sql`(case when strpos(${safe}, '"') > 0 or strpos(${safe}, ',') > 0 or strpos(${safe}, chr(13)) > 0
    or strpos(${safe}, chr(10)) > 0 then '"' || replace(${safe}, '"', '""') || '"' else ${safe} end)`;
};
/** dollars() of whole cents as its cell: a negative amount neutralised ("'-1.50"), never quoted. */
const dollarsCellSql = (cents: SQLWrapper) =>
  sql`(case when ${cents} < 0 then '''-' else '' end || (abs(${cents}) / 100)::text || '.' || lpad((abs(${cents}) % 100)::text, 2, '0'))`;
/** formatRate() of basis points (0 to 10,000 by the table's check): "7.5%", "7%", "6.05%". */
const rateCellSql = (bp: SQLWrapper) =>
  sql`((${bp} / 100)::text || case when ${bp} % 100 = 0 then '' else '.' || rtrim(lpad((${bp} % 100)::text, 2, '0'), '0') end || '%')`;

/**
 * The jobs behind the worksheet as the file's records, `batchRows` at a time, written by SQL but
 * for the date: each "<completed, whole ms since 1970>,<job>,booking #<request>,<county>,<rate>,
 * <parts>,<labour>,<fees>,<gross>,<taxable>,<exempt>,<tax>,<total>", every cell as csvRecord
 * writes taxJobCells' (taxJobsCsv puts the New York date in). A second statement of taxJobCells'
 * and csvRecord's rules: reports.server.test.ts compares the file with tableCsv(taxJobsTable(...)).
 * A batch comes as one JSON text (a county may hold a line break).
 */
export async function* taxJobRecordBatches(
  month: ReportMonth,
  county: string | null,
  batchRows = REPORT_BATCH_ROWS,
): AsyncGenerator<string[]> {
  const ids = await monthJobIds(month, county);
  const record = sql.join(
    [
      sql`floor(extract(epoch from ${jobs.completedAt}) * 1000)::bigint`,
      jobs.id,
      sql`'booking #' || ${jobs.bookingId}`,
      csvCellSql(sql`coalesce(${jobs.taxCounty}, '')`),
      rateCellSql(jobs.taxRateBasisPoints),
      dollarsCellSql(jobs.partsCents),
      dollarsCellSql(jobs.labourCents),
      dollarsCellSql(sql`(${jobs.subtotalCents} - ${jobs.partsCents} - ${jobs.labourCents})`),
      dollarsCellSql(jobs.subtotalCents),
      dollarsCellSql(taxable),
      dollarsCellSql(sql`(${jobs.subtotalCents} - ${taxable})`),
      dollarsCellSql(jobs.taxCents),
      dollarsCellSql(jobs.totalCents),
    ],
    sql` || ',' || `,
  );
  yield* inBatchesOf(ids, batchRows, async (batch) => {
    const [row] = await withDb((db) =>
      db
        .select({ records: sql<string | null>`json_agg(${record} order by ${taxJobOrder})::text` })
        .from(jobs)
        .where(sql`${jobs.id} = any(${batch})`),
    );
    return row?.records ? (JSON.parse(row.records) as string[]) : [];
  });
}

/** The month's jobs (of one county, when given) in the order completed, `batchRows` at a time: the jobs behind the worksheet. */
export async function* taxJobBatches(
  month: ReportMonth,
  county: string | null,
  batchRows = REPORT_BATCH_ROWS,
): AsyncGenerator<TaxJob[]> {
  // PGlite parses each value it returns on its own, and each row costs Drizzle an object: the ids
  // come as one text, and a batch as two (docs/decisions/0034-report-queries.md).
  const ids = await monthJobIds(month, county);
  // A job's numbers and its completion (whole milliseconds since 1970, as JavaScript reads the
  // stored microseconds) as a line; its county apart, as JSON (a county is any text).
  const line = sql.join(
    [
      jobs.id,
      jobs.bookingId,
      jobs.taxRateBasisPoints,
      jobs.partsCents,
      jobs.labourCents,
      jobs.subtotalCents,
      sql`coalesce(${jobs.taxableCents}::text, '')`,
      jobs.taxCents,
      jobs.totalCents,
      sql`floor(extract(epoch from ${jobs.completedAt}) * 1000)::bigint`,
    ],
    sql`, `,
  );
  yield* inBatchesOf(ids, batchRows, async (batch) => {
    const [row] = await withDb((db) =>
      db
        .select({
          lines: sql<string | null>`string_agg(concat_ws(',', ${line}), ' ' order by ${taxJobOrder})`,
          counties: sql<string | null>`json_agg(${jobs.taxCounty} order by ${taxJobOrder})::text`,
        })
        .from(jobs)
        .where(sql`${jobs.id} = any(${batch})`),
    );
    if (!row?.lines || !row.counties) return [];
    const counties = JSON.parse(row.counties) as Array<string | null>;
    return row.lines.split(" ").map((text, n): TaxJob => {
      const [id, bookingId, rate, parts, labour, subtotal, taxable, tax, total, completedAt] = text.split(",");
      return {
        id: Number(id),
        bookingId: Number(bookingId),
        completedAt: new Date(Number(completedAt)),
        taxCounty: counties[n] ?? null,
        taxRateBasisPoints: Number(rate),
        partsCents: Number(parts),
        labourCents: Number(labour),
        subtotalCents: Number(subtotal),
        taxableCents: taxable ? Number(taxable) : null,
        taxCents: Number(tax),
        totalCents: Number(total),
      };
    });
  });
}

/**
 * The month's payments (and refunds) for the QuickBooks journal, added up in SQL per New York day,
 * method, county and kind, in the order of each group's first payment: journalLines adds these up
 * exactly as it adds the payments one by one (docs/decisions/0034-report-queries.md). A group's
 * payments have the same sign, their tax shares the same sign, and each either carries income
 * (amount and tax differ) or not, so every journal line gets the same sums and the same place.
 *
 * Each payment's tax share is paymentTaxShares' (app/visits/payment-tax.ts, through taxShares):
 * over the job's payments in the order recorded, an earlier month's included, a payment carries
 * its proportion of the tax (half-up) until one completes the total, which carries the rest, and
 * any after it none; a refund gives back its proportion. What was paid before a payment, and the
 * proportions carried before it, are window sums over its job's payments.
 */
export async function journalPayments(month: ReportMonth): Promise<JournalPayment[]> {
  const recordedIn = (at: SQLWrapper) => sql`${at} >= ${month.start.toISOString()}::timestamptz
    and ${at} < ${month.end.toISOString()}::timestamptz`;
  /** `amount`'s proportion of the job's tax, half-up (a positive `amount`; integer division floors). */
  const proportion = (amount: SQLWrapper) =>
    sql`(${jobs.taxCents}::bigint * ${amount} * 2 + ${jobs.totalCents}) / nullif(2 * ${jobs.totalCents}, 0)`;
  /** A sum over the job's payments (not refunds) recorded before this one, in the order of the shares. */
  const before = (value: SQLWrapper) => sql`coalesce(sum(${value}) filter (where ${payments.amountCents} > 0)
    over (partition by ${payments.jobId} order by ${payments.recordedAt}, ${payments.id}
      rows between unbounded preceding and 1 preceding), 0)::bigint`;
  const rows = await withDb((db) => {
    const paidInMonth = db.select({ jobId: payments.jobId }).from(payments).where(recordedIn(payments.recordedAt));
    // Every payment of the jobs paid in the month (an index scan by job), each with what came before it.
    const paid = db
      .select({
        id: payments.id,
        method: payments.method,
        amount: payments.amountCents,
        recordedAt: payments.recordedAt,
        county: jobs.taxCounty,
        total: jobs.totalCents,
        tax: jobs.taxCents,
        share: sql<number>`${proportion(payments.amountCents)}`.as("share"),
        refundShare: sql<number>`${proportion(sql`-${payments.amountCents}`)}`.as("refund_share"),
        paidBefore: sql<number>`${before(payments.amountCents)}`.as("paid_before"),
        taxedBefore: sql<number>`${before(proportion(payments.amountCents))}`.as("taxed_before"),
      })
      .from(payments)
      .innerJoin(jobs, eq(jobs.id, payments.jobId))
      .where(sql`${payments.jobId} = any(array(${paidInMonth}))`)
      .as("paid");
    const taxed = db
      .select({
        method: paid.method,
        amount: paid.amount,
        recordedAt: paid.recordedAt,
        county: paid.county,
        taxShare: sql<number>`case
          when ${paid.total} = 0 then 0
          when ${paid.amount} < 0 then -${paid.refundShare}
          when ${paid.paidBefore} >= ${paid.total} then 0
          when ${paid.paidBefore} + ${paid.amount} >= ${paid.total} then ${paid.tax} - ${paid.taxedBefore}
          else ${paid.share} end`.as("tax_share"),
        n: sql<number>`row_number() over (order by ${paid.recordedAt}, ${paid.id})`.as("n"),
      })
      .from(paid)
      .where(recordedIn(paid.recordedAt))
      .as("taxed");
    const day = sql`(${taxed.recordedAt} at time zone ${business.timeZone})::date`;
    const kind = [
      sql`sign(${taxed.amount})`,
      sql`sign(${taxed.taxShare})`,
      sql`sign(abs(${taxed.amount}) - abs(${taxed.taxShare}))`,
    ];
    return db
      .select({
        method: taxed.method,
        taxCounty: taxed.county,
        recordedAt: sql`min(${taxed.recordedAt})`.mapWith(taxed.recordedAt),
        amountCents: cents(taxed.amount),
        taxCents: cents(taxed.taxShare),
      })
      .from(taxed)
      .groupBy(day, taxed.method, taxed.county, ...kind)
      .orderBy(sql`min(${taxed.n})`);
  });
  return rows;
}
