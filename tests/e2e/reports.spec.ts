/**
 * The owner's reports (issue 37) on the shared server: a visit completed in the browser shows in
 * this month's figures and the DR-15 worksheet, the CSVs download (the journal balanced each
 * day), and staff get 403. The figures themselves are unit-tested (app/reports/figures.test.ts).
 */
import { expect, test } from "@playwright/test";
import { monthKeyOf, monthLabel } from "#app/reports/month";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { bookAppointment, parseCsv, signIn, uniqueMarker } from "./support/requests";
import { bookingId } from "./support/visit-day";
import { ownerPage, staffSession } from "./support/workspace";

test("a completed visit in the month's report, its CSVs, and 403 for staff", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const email = `${uniqueMarker("report")}@example.com`;
  await bookAppointment(baseURL!, { email, brand: "Sub-Zero" });
  const id = await bookingId(baseURL!, await signIn(baseURL!, E2E_ADMIN_PASSWORD), email);

  const page = await ownerPage(browser, baseURL!);
  await page.goto(`/admin/requests/booking/${id}?open=complete#complete`);
  await page.getByLabel("Work done").fill("Replaced the start relay");
  const part = page.getByRole("group", { name: "Part 1" });
  await part.getByLabel("Description").fill("Start relay");
  await part.getByLabel("Quantity").fill("1");
  await part.getByLabel("Unit price ($)").fill("49.99");
  await page.getByLabel("Labour ($)").fill("120");
  await page.getByRole("radio", { name: "Cash" }).check();
  // The live total is on screen (so the cash is recorded at once, without a confirmation step).
  await expect(page.getByTestId("live-total")).toContainText("Total $");
  await page.getByRole("button", { name: "Complete the visit" }).click();
  await expect(page.getByText("The visit was completed and the job recorded.")).toBeVisible();

  const month = monthKeyOf(new Date());
  await page.getByRole("link", { name: "Reports", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Reports: ${monthLabel(month)}` })).toBeVisible();
  const worksheet = page.getByRole("table", { name: "Sales tax worksheet (DR-15)" });
  await expect(worksheet.getByRole("row", { name: /^Hillsborough/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Jobs by brand" })).toContainText("Sub-Zero");

  // The jobs behind the worksheet: this job, Hillsborough, its stored tax.
  const jobs = parseCsv(await (await page.request.get(`/admin/reports/sales-tax-jobs.csv?month=${month}`)).text());
  const head = jobs[0]!;
  const mine = jobs.find((row) => row[head.indexOf("Request")] === `booking #${id}`);
  expect(mine?.[head.indexOf("County")]).toBe("Hillsborough");
  expect(Number(mine?.[head.indexOf("Tax")])).toBeGreaterThan(0);

  // The QuickBooks journal: its header, and debits equal credits in each day's entry.
  const journal = await page.request.get(`/admin/reports/journal.csv?month=${month}`);
  expect(journal.headers()["content-disposition"]).toMatch(/attachment; filename="report-\d{4}-\d{2}-journal-/);
  const lines = parseCsv(await journal.text());
  expect(lines[0]).toEqual(["Journal No", "Journal Date", "Account Name", "Debits", "Credits", "Description", "Name"]);
  const balance = new Map<string, number>();
  const cents = (v: string | undefined) => Math.round(Number(v || 0) * 100);
  for (const l of lines.slice(1)) balance.set(l[0]!, (balance.get(l[0]!) ?? 0) + cents(l[3]) - cents(l[4]));
  expect(balance.size).toBeGreaterThan(0);
  for (const [day, b] of balance) expect(b, day).toBe(0);

  // Staff: 403 for the page and every file.
  const staff = await staffSession(baseURL!);
  for (const path of ["/admin/reports", `/admin/reports/journal.csv?month=${month}`, "/admin/reports/summary.csv"]) {
    const refused = await fetch(baseURL + path, { headers: { Cookie: staff }, redirect: "manual" });
    expect(refused.status, path).toBe(403);
  }
});
