import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, customers, jobs, payments, users, type NewBooking } from "#app/db/schema";
import { aBookingInput } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import {
  averageTicket,
  collectedByMethod,
  countBy,
  firstTimeFix,
  group,
  jobSource,
  NO_COUNTY,
  openBalances,
  revenue,
  salesTaxWorksheet,
  taxShares,
  warrantyCallbacks,
  WARRANTY_DAYS,
  type OpenJob,
  type ReportJob,
  type ReportPayment,
} from "./figures";
import { journalLines } from "./journal";
import { reportMonth, type ReportMonth } from "./month";
import { defaultQuickbooksAccounts } from "./quickbooks-accounts";
import { csvParts, journalCsv, tableCsv, taxJobsCsv } from "./report-csv.server";
import { journalPayments, monthReport, taxJobBatches, taxJobRecordBatches } from "./reports.server";
import { taxJobsTable } from "./tables";

/**
 * The report's figures are added up in SQL (reports.server.ts). Here they are checked against the
 * pure figures (figures.ts, tested on fixtures of their own) computed from one row per job and
 * per payment, read as the reports read them before: the same month must give the same figures,
 * to the cent and in the same order, and the files the same bytes.
 */

/** One row per job completed in the month, with what its booking says (the figures' input). */
async function referenceJobs(month: ReportMonth): Promise<ReportJob[]> {
  const returned = sql`(select return_of_booking_id from ${bookings} where return_of_booking_id is not null)`;
  const rows = await withDb((db) =>
    db
      .select({
        job: jobs,
        customerId: bookings.customerId,
        brand: bookings.brand,
        issue: bookings.issue,
        returnOfBookingId: bookings.returnOfBookingId,
        technician: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email}, 'Unassigned')`,
        hadReturnVisit: sql<boolean>`${bookings.id} in ${returned}`,
        source: {
          utmSource: bookings.utmSource,
          utmMedium: bookings.utmMedium,
          utmCampaign: bookings.utmCampaign,
          referrer: bookings.referrer,
          gclid: bookings.gclid,
        },
      })
      .from(jobs)
      .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
      .leftJoin(users, sql`${users.id} = coalesce(${bookings.technicianId}, ${jobs.completedBy})`)
      .where(and(gte(jobs.completedAt, month.start), lt(jobs.completedAt, month.end)))
      .orderBy(asc(jobs.completedAt), asc(jobs.id)),
  );
  return rows.map(({ job, ...r }) => ({
    id: job.id,
    bookingId: job.bookingId,
    customerId: r.customerId,
    completedAt: job.completedAt,
    partsCents: job.partsCents,
    labourCents: job.labourCents,
    subtotalCents: job.subtotalCents,
    taxCents: job.taxCents,
    totalCents: job.totalCents,
    taxRateBasisPoints: job.taxRateBasisPoints,
    taxableCents: job.taxableCents,
    taxCounty: job.taxCounty,
    brand: r.brand,
    issue: r.issue,
    technician: r.technician,
    returnOfBookingId: r.returnOfBookingId,
    hadReturnVisit: r.hadReturnVisit === true || (r.hadReturnVisit as unknown) === "t",
    source: r.source,
  }));
}

/** The customers' jobs from 90 days before the month to its end. */
async function referenceHistory(month: ReportMonth) {
  const from = new Date(month.start.getTime() - WARRANTY_DAYS * 86_400_000);
  return withDb((db) =>
    db
      .select({ id: jobs.id, customerId: bookings.customerId, completedAt: jobs.completedAt })
      .from(jobs)
      .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
      .where(and(gte(jobs.completedAt, from), lt(jobs.completedAt, month.end), isNotNull(bookings.customerId))),
  );
}

/** The month's payments, each with its share of its job's tax over all the job's payments in order. */
async function referencePayments(month: ReportMonth): Promise<ReportPayment[]> {
  const inMonth = and(gte(payments.recordedAt, month.start), lt(payments.recordedAt, month.end));
  const rows = await withDb((db) =>
    db
      .select({ payment: payments, job: jobs })
      .from(payments)
      .innerJoin(jobs, eq(jobs.id, payments.jobId))
      .where(inArray(payments.jobId, db.select({ id: payments.jobId }).from(payments).where(inMonth)))
      .orderBy(asc(payments.recordedAt), asc(payments.id)),
  );
  const byJob = new Map<number, typeof rows>();
  for (const row of rows) group(byJob, row.job.id, row);
  const shares = new Map<number, number>();
  for (const list of byJob.values())
    taxShares(
      list[0]!.job,
      list.map((r) => r.payment),
    ).forEach((tax, i) => shares.set(list[i]!.payment.id, tax));
  return rows
    .filter((r) => r.payment.recordedAt >= month.start && r.payment.recordedAt < month.end)
    .map(({ payment: p, job }) => ({
      id: p.id,
      jobId: p.jobId,
      method: p.method,
      amountCents: p.amountCents,
      recordedAt: p.recordedAt,
      taxCents: shares.get(p.id) ?? 0,
      taxCounty: job.taxCounty,
    }));
}

/** Every job with money owed at `asOf` (what was paid by then). */
async function referenceOpenJobs(asOf: Date): Promise<OpenJob[]> {
  const rows = await withDb((db) => db.select().from(jobs).where(lt(jobs.completedAt, asOf)));
  const paid = await withDb((db) => db.select().from(payments).where(lt(payments.recordedAt, asOf)));
  return rows.map((j) => ({
    id: j.id,
    bookingId: j.bookingId,
    completedAt: j.completedAt,
    totalCents: j.totalCents,
    paidCents: paid.filter((p) => p.jobId === j.id).reduce((sum, p) => sum + p.amountCents, 0),
  }));
}

const all = async <T>(batches: AsyncIterable<T[]>): Promise<T[]> => {
  const rows: T[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
};
const text = async (parts: AsyncIterable<string>): Promise<string> => {
  let file = "";
  for await (const part of parts) file += part;
  return file;
};
const withoutJobIds = <T extends { jobIds: number[] }>({ jobIds: _, ...rest }: T) => rest;

describe.each(testDatabases("fridge-report-queries"))("the report's figures in SQL on $name", ({ setUp }) => {
  useTestDatabase(setUp);
  // March 2026: the clocks change on the 8th. Asked on April 10, so the month is closed.
  const NOW = new Date("2026-04-10T16:00:00Z");
  const march = reportMonth("2026-03");

  beforeAll(async () => {
    const [marco, nameless, owner] = await withDb((db) =>
      db
        .insert(users)
        .values([
          { email: "marco@example.com", name: "Marco", role: "technician", passwordHash: "x" },
          { email: "ana@example.com", name: "", role: "technician", passwordHash: "x" },
          { email: "owner@example.com", name: "Olga", role: "owner", passwordHash: "x" },
        ])
        .returning(),
    );
    const [c1, c2, c3, c4] = await withDb((db) =>
      db
        .insert(customers)
        .values([{ name: "One" }, { name: "Two" }, { name: "Three" }, { name: "Four" }])
        .returning(),
    );
    const booking = async (fields: Partial<NewBooking> = {}) => {
      const [row] = await withDb((db) =>
        db
          .insert(bookings)
          .values({ ...aBookingInput(), ...fields })
          .returning(),
      );
      return row!;
    };
    // A job as the visit's form stores it: taxed at `rate` on the whole repair when a part was used.
    const job = async (
      bookingId: number,
      completedAt: string,
      fields: { county?: string | null; rate?: number; parts?: number; labour?: number; fee?: number } & Partial<
        typeof jobs.$inferInsert
      > = {},
    ) => {
      const { county = "Hillsborough", rate = 750, parts = 10_000, labour = 12_500, fee = 0, ...rest } = fields;
      const subtotal = parts + labour + fee;
      const taxable = parts > 0 ? subtotal : 0;
      const tax = Math.floor((taxable * rate + 5000) / 10000);
      const [row] = await withDb((db) =>
        db
          .insert(jobs)
          .values({
            bookingId,
            labourCents: labour,
            diagnosticFeeCents: 7_900,
            diagnosticCredited: fee === 0,
            taxRateBasisPoints: rate,
            taxCounty: county,
            taxableCents: taxable,
            partsCents: parts,
            subtotalCents: subtotal,
            taxCents: tax,
            totalCents: subtotal + tax,
            completedAt: new Date(completedAt),
            ...rest,
          })
          .returning(),
      );
      return row!;
    };
    const pay = (jobId: number, method: "card" | "cash" | "check", amountCents: number, recordedAt: string) =>
      withDb((db) =>
        db
          .insert(payments)
          .values({
            jobId,
            method,
            amountCents,
            recordedAt: new Date(recordedAt),
            checkNumber: method === "check" ? "1001" : null,
          })
          .returning(),
      );

    // Hillsborough, paid by card; a Google Ads click; Marco; customer 1.
    const b1 = await booking({
      brand: "Sub-Zero",
      issue: "Not Cooling",
      technicianId: marco!.id,
      gclid: "abc",
      customerId: c1!.id,
    });
    const j1 = await job(b1.id, "2026-03-02T15:00:00Z");
    await pay(j1.id, "card", j1.totalCents, "2026-03-02T16:00:00Z");
    // Pinellas, paid in part in cash and the rest by check; " LG " counts as LG; a technician without a name.
    const b2 = await booking({
      brand: " LG ",
      issue: "Water Leaking",
      technicianId: nameless!.id,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
    });
    const j2 = await job(b2.id, "2026-03-10T15:00:00Z", { county: "Pinellas", rate: 700 });
    await pay(j2.id, "cash", 10_000, "2026-03-10T16:00:00Z");
    await pay(j2.id, "check", j2.totalCents - 10_000, "2026-03-12T16:00:00Z");
    // Pasco: the diagnosis alone (exempt), no problem recorded, completed by the owner; from Yelp.
    const b3 = await booking({ brand: "LG", issue: "  ", referrer: "https://www.yelp.com/biz/x" });
    const j3 = await job(b3.id, "2026-03-08T06:30:00Z", {
      county: "Pasco",
      rate: 700,
      parts: 0,
      labour: 0,
      fee: 7_900,
      completedBy: owner!.id,
    });
    // 11:30 PM on March 8 in New York, after the clocks changed: March 8's journal entry.
    await pay(j3.id, "cash", j3.totalCents, "2026-03-09T03:30:00Z");
    // Hernando: a part on order, so a return visit was booked (not fixed at the first visit).
    const b4 = await booking({ brand: "Whirlpool", technicianId: marco!.id, customerId: c2!.id });
    const j4 = await job(b4.id, "2026-03-03T15:00:00Z", { county: "Hernando", rate: 650 });
    await pay(j4.id, "card", 5_000, "2026-03-03T16:00:00Z");
    // The return visit, at no charge: neither a first visit nor a callback. Unassigned.
    const b5 = await booking({ brand: "Whirlpool", returnOfBookingId: b4.id, customerId: c2!.id });
    await job(b5.id, "2026-03-17T15:00:00Z", { county: "Hernando", rate: 650, parts: 0, labour: 0 });
    // A job from before tax by county: taxed on its parts alone, as stored.
    const b6 = await booking({ brand: "GE" });
    const j6 = await job(b6.id, "2026-03-05T15:00:00Z", {
      county: null,
      taxableCents: null,
      taxCents: 750,
      totalCents: 23_250,
    });
    await pay(j6.id, "cash", 23_250, "2026-03-05T16:00:00Z");
    // A county outside the service area (its row follows the ones without a county, by first job).
    const b7 = await booking({ brand: "GE" });
    await job(b7.id, "2026-03-06T15:00:00Z", { county: "Polk", rate: 700 });
    // Customer 1 again within 90 days, at no charge: a warranty callback.
    const b8 = await booking({ issue: "Warranty callback", customerId: c1!.id });
    await job(b8.id, "2026-03-20T14:00:00Z", { parts: 0, labour: 0 });
    // Customer 2's return visit above and a job 109 days after an older one: not callbacks... but
    // customer 2's March 3 job is within 90 days of this one, so this one is.
    const b9 = await booking({ customerId: c2!.id });
    await job(b9.id, "2026-03-25T14:00:00Z", { county: "Pinellas", rate: 700 });
    // Customer 3: a job exactly 90 days after the last (a callback); customer 4: a millisecond more (not).
    const b10 = await booking({ customerId: c3!.id });
    await job(b10.id, "2025-12-21T15:00:00.000Z");
    const b11 = await booking({ customerId: c3!.id });
    await job(b11.id, new Date(Date.parse("2025-12-21T15:00:00.000Z") + 90 * 86_400_000).toISOString());
    const b12 = await booking({ customerId: c4!.id });
    await job(b12.id, "2025-12-21T15:00:00.000Z");
    const b13 = await booking({ customerId: c4!.id });
    await job(b13.id, new Date(Date.parse("2025-12-21T15:00:00.000Z") + 90 * 86_400_000 + 1).toISOString());
    // Customer 5: the database keeps microseconds, the figure compares milliseconds as JavaScript
    // reads them: 90 days and 0.4 ms apart in the database, exactly 90 days as read, a callback.
    const [c5] = await withDb((db) => db.insert(customers).values({ name: "Five" }).returning());
    for (const at of ["2025-12-21 15:00:00.000200+00", "2026-03-21 15:00:00.000600+00"]) {
      const b = await booking({ customerId: c5!.id });
      const j = await job(b.id, "2026-03-21T15:00:00Z");
      await withDb((db) =>
        db
          .update(jobs)
          .set({ completedAt: sql`${at}::timestamptz` })
          .where(eq(jobs.id, j.id)),
      );
    }
    // 11:30 PM on March 31 (EDT) is March's; 11:30 PM on February 28 (EST) is February's.
    const b14 = await booking({ brand: "Sub-Zero" });
    const j14 = await job(b14.id, "2026-04-01T03:30:00Z", { county: "Pasco", rate: 700 });
    await pay(j14.id, "card", 5_000, "2026-04-01T03:40:00Z");
    const b15 = await booking({ brand: "Sub-Zero" });
    const j15 = await job(b15.id, "2026-03-01T04:30:00Z");
    // February's job paid in part in February and the rest in March: March's share is the rest of the tax.
    await pay(j15.id, "card", 7_777, "2026-02-28T16:00:00Z");
    await pay(j15.id, "card", j15.totalCents - 7_777, "2026-03-04T16:00:00Z");
    // Paid online, and part of it refunded in March (the refund gives back its share of the tax).
    const [online] = await withDb((db) =>
      db
        .insert(payments)
        .values({
          jobId: j1.id,
          method: "online",
          amountCents: 3_000,
          stripeEventId: "evt_paid",
          recordedAt: new Date("2026-03-15T16:00:00Z"),
        })
        .returning(),
    );
    await withDb((db) =>
      db.insert(payments).values({
        jobId: j1.id,
        method: "online",
        amountCents: -2_000,
        stripeEventId: "evt_refund",
        refundOf: online!.id,
        recordedAt: new Date("2026-03-16T16:00:00Z"),
      }),
    );
    // Paid online on the $0 callback (a tip, say): no tax to share.
    const [callbackJob] = await withDb((db) => db.select().from(jobs).where(eq(jobs.bookingId, b8.id)));
    await withDb((db) =>
      db.insert(payments).values({
        jobId: callbackJob!.id,
        method: "online",
        amountCents: 1_000,
        stripeEventId: "evt_tip",
        recordedAt: new Date("2026-03-20T18:00:00Z"),
      }),
    );
    // A 65-cent job (5 cents of tax) paid 7 cents at a time: each part carries a rounded-up cent,
    // so the payment that completes it carries a negative rest (5 - 9).
    const b16 = await booking();
    const j16 = await job(b16.id, "2026-03-22T15:00:00Z", { parts: 60, labour: 0 });
    expect([j16.taxCents, j16.totalCents]).toEqual([5, 65]);
    for (let k = 0; k < 9; k++) await pay(j16.id, k % 2 ? "cash" : "card", 7, `2026-03-22T16:0${k}:00Z`);
    await pay(j16.id, "cash", 2, "2026-03-22T17:00:00Z");
    // Older balances still owed: 31-60, 61-90 and over 90 days as of March 31.
    for (const [at, county] of [
      ["2026-02-10T15:00:00Z", "Pasco"],
      ["2026-01-10T15:00:00Z", "Pinellas"],
      ["2025-11-10T15:00:00Z", "Hernando"],
    ] as const) {
      const b = await booking();
      await job(b.id, at, { county, rate: 700 });
    }
  });

  it("adds up the month in SQL to the same figures as one row per job", async () => {
    const report = await monthReport("2026-03", NOW);
    const rows = await referenceJobs(march);
    expect(rows.length).toBe(14);
    expect(report.revenue).toEqual(revenue(rows));
    expect(report.averageTicket).toEqual(averageTicket(rows));
    expect(report.firstTimeFix).toEqual(firstTimeFix(rows));
    const { jobIds: _, ...callbacks } = warrantyCallbacks(rows, await referenceHistory(march));
    expect(report.callbacks).toEqual(callbacks);
    // Customer 1's $0 visit, customer 2's second job, customers 3 and 5 at exactly 90 days.
    expect(report.callbacks).toEqual({ callbacks: 4, atNoCharge: 1 });

    const worksheet = salesTaxWorksheet(rows);
    expect(report.salesTax).toEqual({ rows: worksheet.rows.map(withoutJobIds), total: withoutJobIds(worksheet.total) });
    expect(report.salesTax.rows.map((r) => r.county)).toEqual([
      "Hillsborough",
      "Pinellas",
      "Pasco",
      "Hernando",
      NO_COUNTY,
      "Polk",
    ]);

    expect(report.byBrand).toEqual(countBy(rows, (j) => j.brand));
    // " LG " and "LG" are one row, as the figure trims them.
    expect(report.byBrand.find((r) => r.label === "LG")?.count).toBe(
      rows.filter((j) => j.brand.trim() === "LG").length,
    );
    expect(rows.map((j) => j.brand)).toContain(" LG ");
    expect(report.byProblem).toEqual(countBy(rows, (j) => j.issue));
    expect(report.byProblem.map((r) => r.label)).toContain("(not recorded)");
    expect(report.byTechnician).toEqual(countBy(rows, (j) => j.technician));
    expect(report.byTechnician.map((r) => r.label).sort()).toEqual(
      ["Marco", "ana@example.com", "Olga", "Unassigned"].sort(),
    );
    const bySource = countBy(rows, jobSource);
    expect(
      report.leadSources.filter((s) => s.jobs > 0).map(({ label, jobs, cents }) => ({ label, count: jobs, cents })),
    ).toEqual(expect.arrayContaining(bySource));
    expect(report.leadSources.filter((s) => s.jobs > 0)).toHaveLength(bySource.length);

    const paymentRows = await referencePayments(march);
    expect(report.collected).toEqual(collectedByMethod(paymentRows));
    expect(report.openBalances).toEqual(openBalances(await referenceOpenJobs(march.end), "2026-03-31"));
    expect(report.openBalances.map((b) => b.count)).toEqual([7, 1, 1, 4]);
  });

  it("gives an empty month zeros, as the figures do", async () => {
    const report = await monthReport("2025-06", NOW);
    const worksheet = salesTaxWorksheet([]);
    expect(report.revenue).toEqual(revenue([]));
    expect(report.averageTicket).toEqual(averageTicket([]));
    expect(report.salesTax).toEqual({ rows: worksheet.rows.map(withoutJobIds), total: withoutJobIds(worksheet.total) });
    expect(report.collected).toEqual([]);
    expect(report.byBrand).toEqual([]);
    expect(report.callbacks).toEqual({ callbacks: 0, atNoCharge: 0 });
    const june = reportMonth("2025-06");
    expect(await journalPayments(june)).toEqual([]);
    expect(await text(csvParts(taxJobBatches(june, null), (rows, part) => tableCsv(taxJobsTable(rows), part)))).toBe(
      tableCsv(taxJobsTable([])),
    );
    expect(await text(csvParts(taxJobRecordBatches(june, null), taxJobsCsv))).toBe(tableCsv(taxJobsTable([])));
  });

  it("adds up the payments per day in SQL to the same QuickBooks journal as one row per payment", async () => {
    const expected = await referencePayments(march);
    const accounts = { ...defaultQuickbooksAccounts, cash: "Cash on hand" };
    expect(journalLines(await journalPayments(march), accounts)).toEqual(journalLines(expected, accounts));
    expect(journalCsv(journalLines(await journalPayments(march), accounts))).toBe(
      journalCsv(journalLines(expected, accounts)),
    );
    // What the fixture holds: a refund giving back its share, a payment on a $0 job carrying none,
    // and a payment of the small job carrying a negative rest (its earlier parts each rounded up).
    expect(expected.find((p) => p.amountCents === -2_000)?.taxCents).toBeLessThan(0);
    expect(expected.find((p) => p.amountCents === 1_000 && p.method === "online")?.taxCents).toBe(0);
    expect(expected.some((p) => p.amountCents > 0 && p.taxCents < 0)).toBe(true);
  });

  it("reads the jobs behind the worksheet a batch at a time and writes the same file, all or one county", async () => {
    const rows = await referenceJobs(march);
    for (const county of [null, "Pinellas"]) {
      const expected = rows.filter((j) => !county || j.taxCounty === county);
      for (const batchRows of [1, 3, 1000]) {
        const batches = taxJobBatches(march, county, batchRows);
        const file = await text(csvParts(batches, (jobRows, part) => tableCsv(taxJobsTable(jobRows), part)));
        expect(file).toBe(tableCsv(taxJobsTable(expected)));
        // The route's writer, a row at a time: the same bytes.
        expect(await text(csvParts(taxJobRecordBatches(march, county, batchRows), taxJobsCsv))).toBe(file);
      }
      expect((await all(taxJobBatches(march, county))).map((j) => j.id)).toEqual(expected.map((j) => j.id));
    }
  });

  it("writes the jobs file a row at a time to the table's bytes, whatever a county holds, across the clock change", async () => {
    // November 2026 (the clocks go back on the 1st at 06:00 UTC), apart from March's fixture.
    const november = reportMonth("2026-11");
    const hostile = [
      '=HYPERLINK("http://x.example","y")',
      'Pasco, "North"',
      "Two\nlines",
      null,
      "-Dash",
      "",
      "Pinellas",
    ];
    const times = [
      "2026-11-01 04:00:00+00", // midnight in New York: November's first minute
      "2026-11-01 05:59:59.999999+00", // 1:59 AM EDT
      "2026-11-01 06:00:00.000001+00", // 1:00 AM EST, an hour "earlier" on the clock
      "2026-11-01 06:30:00.0006+00",
      "2026-11-15 17:09:00+00",
      "2026-11-30 23:59:00+00",
      "2026-12-01 04:59:59.999+00", // 11:59 PM on November 30 in New York
    ];
    for (const [n, at] of times.entries()) {
      const [b] = await withDb((db) => db.insert(bookings).values(aBookingInput()).returning());
      // A job taxed on more than its subtotal (its exempt sales negative), one stored before tax by
      // county (taxable unknown), one at $0.
      const parts = n === 6 ? 0 : 1_234 * n;
      await withDb((db) =>
        db.insert(jobs).values({
          bookingId: b!.id,
          labourCents: n === 6 ? 0 : 9_950,
          diagnosticFeeCents: 7_900,
          diagnosticCredited: n % 2 === 0,
          taxRateBasisPoints: [750, 700, 675, 650][n % 4]!,
          taxCounty: hostile[n]!,
          taxableCents: n === 3 ? null : n === 2 ? 50_000 : parts,
          partsCents: parts,
          subtotalCents: n === 6 ? 0 : parts + 9_950 + (n % 2 ? 7_900 : 0),
          taxCents: n === 6 ? 0 : 77 * n,
          totalCents: n === 6 ? 0 : parts + 9_950 + 77 * n,
          completedAt: sql`${at}::timestamptz` as unknown as Date,
        }),
      );
    }
    const rows = await referenceJobs(november);
    expect(rows).toHaveLength(times.length);
    for (const county of [null, 'Pasco, "North"']) {
      const expected = tableCsv(taxJobsTable(rows.filter((j) => !county || j.taxCounty === county)));
      for (const batchRows of [2, 1000])
        expect(await text(csvParts(taxJobRecordBatches(november, county, batchRows), taxJobsCsv))).toBe(expected);
    }
    const file = tableCsv(taxJobsTable(rows));
    expect(file).toContain(`"'=HYPERLINK(""http://x.example"",""y"")"`);
    expect(file).toContain(`"Two\nlines"`);
    expect(file).toContain(",'-Dash,");
    expect(file).toMatch(/EDT",.*\r\n.*EST",/);
  });
});
