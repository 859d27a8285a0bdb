import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { createSession, SESSION_COOKIE } from "#app/auth/sessions.server";
import { withDb } from "#app/db/client.server";
import { bookings, jobs, payments, users } from "#app/db/schema";
import { aBookingInput } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { exportReportCsv, refuseReportFilePost } from "../reports-csv/route.server";
import { loadReportsPage, refuseReportsPost } from "./route.server";
import { settingsAction } from "../settings/route.server";
import { activity } from "#app/db/schema";
import { defaultQuickbooksAccounts, quickbooksFormValues } from "#app/reports/quickbooks-accounts";

const [pglite] = testDatabases("fridge-reports-route");

async function asUser(userId: number, path: string, method = "GET") {
  const cookie = `${SESSION_COOKIE}=${await createSession(userId)}`;
  return new Request(`http://localhost${path}`, { method, headers: { Cookie: cookie } });
}

const answer = async (work: Promise<unknown>) => {
  try {
    return await work;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const init = (thrown as { init?: { status?: number } }).init;
    if (init) return new Response(null, { status: init.status });
    throw thrown;
  }
};

describe("the owner's reports (issue 37)", () => {
  useTestDatabase(pglite!.setUp);
  // Friday 2026-11-27, noon in New York: November is this month.
  const NOW = new Date("2026-11-27T17:00:00Z");

  async function seed() {
    const [owner, staff, tech] = await withDb((db) =>
      db
        .insert(users)
        .values([
          { email: "owner@example.com", name: "Olga", role: "owner", passwordHash: "x" },
          { email: "staff@example.com", role: "staff", passwordHash: "x" },
          { email: "tech@example.com", name: "Marco", role: "technician", passwordHash: "x" },
        ])
        .returning(),
    );
    const [a, b] = await withDb((db) =>
      db
        .insert(bookings)
        .values([
          { ...aBookingInput({ email: "a@example.com", brand: "Sub-Zero" }), technicianId: tech!.id, gclid: "abc" },
          { ...aBookingInput({ email: "b@example.com", brand: "LG" }), technicianId: tech!.id },
        ])
        .returning(),
    );
    const job = (bookingId: number, county: string, rate: number, completedAt: string) => ({
      bookingId,
      labourCents: 12_500,
      diagnosticFeeCents: 7_900,
      diagnosticCredited: true,
      taxRateBasisPoints: rate,
      taxCounty: county,
      partsCents: 10_000,
      subtotalCents: 22_500,
      taxableCents: 22_500,
      taxCents: Math.floor((22_500 * rate + 5000) / 10000),
      totalCents: 22_500 + Math.floor((22_500 * rate + 5000) / 10000),
      completedAt: new Date(completedAt),
    });
    const [j1, j2] = await withDb((db) =>
      db
        .insert(jobs)
        .values([
          // 11:30 PM on October 31 in New York (EDT): October's, not November's.
          job(a!.id, "Hillsborough", 750, "2026-11-01T03:30:00Z"),
          job(b!.id, "Pinellas", 700, "2026-11-10T15:00:00Z"),
        ])
        .returning(),
    );
    await withDb((db) =>
      db.insert(payments).values([
        { jobId: j1!.id, method: "card", amountCents: j1!.totalCents, recordedAt: new Date("2026-11-02T15:00:00Z") },
        // A partial payment: $100 of $240.75 in cash.
        { jobId: j2!.id, method: "cash", amountCents: 10_000, recordedAt: new Date("2026-11-10T16:00:00Z") },
      ]),
    );
    return { owner: owner!, staff: staff!, tech: tech!, j1: j1!, j2: j2! };
  }

  it("shows the month's figures to the owner, refuses staff and technicians by every method, and never fails on a bad month", async () => {
    const { owner, staff, tech, j2 } = await seed();
    const page = await loadReportsPage(await asUser(owner.id, "/admin/reports"), NOW);
    expect(page.month).toBe("2026-11");
    expect(page.report.revenue).toMatchObject({ jobs: 1, totalCents: 22_500, taxCents: 1_575 });
    expect(page.report.salesTax.rows.find((r) => r.county === "Pinellas")).toMatchObject({
      taxableCents: 22_500,
      stateTaxCents: 1_350,
      surtaxCents: 225,
    });
    expect(page.report.collected.map((m) => [m.method, m.netCents])).toEqual([
      ["card", 24_188],
      ["cash", 10_000],
    ]);
    expect(page.report.openBalances[0]).toMatchObject({ count: 1, cents: j2.totalCents - 10_000 });
    expect(page.report.byTechnician).toEqual([{ label: "Marco", count: 1, cents: 22_500 }]);
    expect(page.tables.find((t) => t.slug === "summary")!.rows).toContainEqual([
      "Estimates approved of sent",
      "none sent",
    ]);
    // October holds the job completed at 11:30 PM on the 31st.
    const october = await loadReportsPage(await asUser(owner.id, "/admin/reports?month=2026-10"), NOW);
    expect(october.report.revenue.jobs).toBe(1);
    expect(october.report.salesTax.total.totalTaxCents).toBe(1_688);

    const bad = await loadReportsPage(await asUser(owner.id, "/admin/reports?month=2026-13"), NOW);
    expect(bad.month).toBe("2026-11");
    expect(bad.problem).toMatch(/not a month/);

    for (const user of [staff, tech]) {
      for (const path of ["/admin/reports", "/admin/reports?month=2026-11", "/admin/reports.data"]) {
        expect((await answer(loadReportsPage(await asUser(user.id, path), NOW))) as Response).toHaveProperty(
          "status",
          403,
        );
        expect(((await answer(refuseReportsPost(await asUser(user.id, path, "POST")))) as Response).status).toBe(403);
      }
      for (const file of ["journal.csv", "sales-tax.csv", "nonsense.csv"]) {
        const path = `/admin/reports/${file}?month=2026-11`;
        expect(((await answer(exportReportCsv(await asUser(user.id, path), file))) as Response).status).toBe(403);
        expect(((await answer(refuseReportFilePost(await asUser(user.id, path, "POST")))) as Response).status).toBe(
          403,
        );
      }
    }
    expect(
      ((await answer(refuseReportsPost(await asUser(owner.id, "/admin/reports", "POST")))) as Response).status,
    ).toBe(405);
  });

  it("downloads each table, the jobs behind the worksheet and a balanced QuickBooks journal", async () => {
    const owner = (await withDb((db) => db.select().from(users))).find((u) => u.role === "owner")!;
    const get = async (file: string, query = "?month=2026-11") =>
      (await answer(exportReportCsv(await asUser(owner.id, `/admin/reports/${file}${query}`), file))) as Response;

    const journal = await get("journal.csv");
    expect(journal.status).toBe(200);
    expect(journal.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = await journal.text();
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "Journal No,Journal Date,Account Name,Debits,Credits,Description,Name",
    );
    const lines = parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;
    const cents = (v: string) => (v ? Math.round(Number(v) * 100) : 0);
    const days = new Map<string, number>();
    for (const l of lines)
      days.set(l["Journal No"]!, (days.get(l["Journal No"]!) ?? 0) + cents(l.Debits!) - cents(l.Credits!));
    expect([...days.keys()]).toEqual(["TBR-2026-11-02", "TBR-2026-11-10"]);
    for (const [, balance] of days) expect(balance).toBe(0);
    expect(lines).toContainEqual(
      expect.objectContaining({
        "Account Name": "Sales Tax Payable",
        Credits: "6.54",
        Description: "Sales tax received, Pinellas County",
      }),
    );

    const tax = parse(await (await get("sales-tax.csv")).text(), { bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    expect(tax.find((r) => r.County === "Pinellas")).toMatchObject({ "Taxable sales": "225.00", "Total tax": "15.75" });
    expect(tax.at(-1)).toMatchObject({ County: "Total", "Gross sales": "225.00" });

    const behind = parse(await (await get("sales-tax-jobs.csv", "?month=2026-11&county=Pinellas")).text(), {
      bom: true,
      columns: true,
    }) as Array<Record<string, string>>;
    expect(behind.map((r) => [r.County, r.Tax])).toEqual([["Pinellas", "15.75"]]);

    for (const slug of [
      "summary",
      "payments-by-method",
      "open-balances",
      "brands",
      "problems",
      "technicians",
      "sources",
      "revenue-by-month",
    ])
      expect((await get(`${slug}.csv`)).status, slug).toBe(200);
    expect((await get("journal.csv", "?month=2026-13")).status).toBe(400);
    expect((await get("journal.csv", "")).status).toBe(400);
    expect((await get("nonsense.csv")).status).toBe(404);
    expect((await get("journal.txt")).status).toBe(404);
  });

  it("takes the owner's QuickBooks account names under Settings, logs the change, and the journal writes them", async () => {
    const owner = (await withDb((db) => db.select().from(users))).find((u) => u.role === "owner")!;
    const post = async (fields: Record<string, string>) => {
      const request = new Request("http://localhost/admin/settings", {
        method: "POST",
        body: new URLSearchParams({ intent: "quickbooks", ...fields }),
      });
      return answer(settingsAction({ ...owner, role: "owner" } as never, request));
    };
    const values = quickbooksFormValues(defaultQuickbooksAccounts);
    const refused = (await post({ ...values, cash: "=cmd" })) as { data?: { errors: Record<string, string> } };
    expect(Object.keys(refused.data!.errors)).toEqual(["cash"]);

    const saved = (await post({
      ...values,
      cash: "Cash on hand",
      "tax.Pinellas": "Sales Tax Payable:Pinellas",
    })) as Response;
    expect(saved.headers.get("Location")).toBe("/admin/settings?saved=quickbooks#quickbooks");
    const log = await withDb((db) => db.select().from(activity));
    expect(log.filter((a) => a.action === "quickbooks-accounts-changed").map((a) => a.detail)).toEqual([
      "Cash payments (clearing account): Undeposited Funds -> Cash on hand; Sales tax payable, Pinellas County: Sales Tax Payable -> Sales Tax Payable:Pinellas",
    ]);
    const file = "journal.csv";
    const journal = (await answer(
      exportReportCsv(await asUser(owner.id, `/admin/reports/${file}?month=2026-11`), file),
    )) as Response;
    const text = await journal.text();
    expect(text).toContain("TBR-2026-11-10,11/10/2026,Cash on hand,100.00,,Cash payments received,");
    expect(text).toContain("Sales Tax Payable:Pinellas");
  });
});
