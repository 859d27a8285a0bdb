/**
 * The end of a visit (DECISIONS "The visit's day"): the office completes a booked visit from the
 * request's page at 375 px, with a part and a cash payment; the stored totals, the receipt
 * e-mail and the receipt on the visitor's page; a return visit booked from a visit that needs
 * one, each appointment page naming the other; the owner's payments CSV (staff: 403); and the
 * same completion without JavaScript, through the confirmation step before its payment is
 * recorded. A server of its own on PostgreSQL (read while it runs), with an SMTP fake.
 */
import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { business } from "#app/content/business";
import { bookings, jobs, payments, settings as settingsTable, users, type NewBooking } from "#app/db/schema";
import { hashPassword } from "#app/auth/passwords.server";
import { addDays, todayInBusinessZone } from "#app/lib/dates";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";
import { rateInForce } from "#app/settings/county-tax";
import { getSiteSettings } from "#app/settings/settings-rows.server";
import { aBookingInput } from "#tests/fixtures/records";
import { startTestPostgres, type TestPostgres } from "#tests/support/postgres";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import { expectNoSeriousViolations } from "./support/a11y";
import { withServerDatabase } from "./support/database";
import { OWNER_EMAIL, parseCsv, postForm, signIn, uniqueMarker } from "./support/requests";
import { removeDir, spawnServer, type SpawnedServer } from "./support/spawn-server";
import { expectPhoneFit, signInWithForm } from "./support/workspace";
import { longDate, monthDayYear } from "./support/dates";

const PASSWORD = "visit-job-owner-password";
const STAFF_EMAIL = "sam.staff@example.com";
const STAFF_PASSWORD = "visit-job-staff-password";

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`;
/** Tax half-up to the cent: the rule of docs/decisions/0020, written out independently. */
const halfUp = (cents: number, basisPoints: number) => Math.round((cents * basisPoints) / 10000 + 1e-9);

test.describe("completing a visit, the receipt, a return visit and the payments CSV", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let postgres: TestPostgres;
  let smtp: TestSmtp;
  let server: SpawnedServer;
  const marker = uniqueMarker("job");
  const customers = { browser: `Ana ${marker}`, needsReturn: `Ben ${marker}`, noJs: `Cy ${marker}` };
  const ids: Record<keyof typeof customers, number> = { browser: 0, needsReturn: 0, noJs: 0 };
  const tokens: Record<keyof typeof customers, string> = { browser: "", needsReturn: "", noJs: "" };
  const today = todayInBusinessZone();

  test.beforeAll(async () => {
    smtp = await startTestSmtp();
    postgres = await startTestPostgres();
    await withServerDatabase({ databaseUrl: postgres.url }, async (db) => {
      // The owner's diagnostic fee (Settings, Prices), which the completion form starts with.
      await db.insert(settingsTable).values({ key: "site.diagnosticFeeCents", value: "8900", updatedAt: new Date() });
      await db.insert(users).values({
        email: STAFF_EMAIL,
        name: "Sam Staff",
        role: "staff",
        passwordHash: await hashPassword(STAFF_PASSWORD),
        passwordChangedAt: new Date(),
      });
      for (const key of Object.keys(customers) as Array<keyof typeof customers>) {
        const row: NewBooking = {
          ...aBookingInput({ name: customers[key], email: `${key}-${marker}@example.com`, brand: "Whirlpool" }),
          model: "WRS325SDHZ",
          serialNumber: "K12345678",
          preferredDate: today,
          visitDate: today,
          visitWindow: "morning",
          status: "scheduled",
          visitStep: key === "needsReturn" ? "needs_return" : "arrived",
        };
        const [stored] = await db.insert(bookings).values(row).returning({ id: bookings.id });
        ids[key] = stored!.id;
        tokens[key] = await addAppointmentLink(db, stored!.id);
      }
    });
    server = await spawnServer({
      env: {
        DATABASE_URL: postgres.url,
        ADMIN_PASSWORD: PASSWORD,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_POLL_MS: "100",
      },
    });
  });
  test.afterAll(async () => {
    await server?.kill();
    if (server) removeDir(server.dataDir);
    await smtp?.stop();
    await postgres?.stop();
  });

  const storedJob = (bookingId: number) =>
    withServerDatabase({ databaseUrl: postgres.url }, async (db) => {
      const [job] = await db.select().from(jobs).where(eq(jobs.bookingId, bookingId));
      const paid = job ? await db.select().from(payments).where(eq(payments.jobId, job.id)) : [];
      return { job, paid, settings: await getSiteSettings(db) };
    });

  async function fillCompletion(page: Page, method: "Cash" | "Check") {
    await page.getByLabel("What was found").fill("Start relay burnt out");
    await page.getByLabel("Work done").fill("Replaced the start relay and tested cooling");
    const part = page.getByRole("group", { name: "Part 1" });
    await part.getByLabel("Description").fill("Start relay");
    await part.getByLabel("Part number").fill("W10613606");
    await part.getByLabel("Quantity").fill("1");
    await part.getByLabel("Unit price ($)").fill("49.99");
    await page.getByLabel("Labour ($)").fill("120");
    await page.getByLabel("Diagnostic fee ($)").fill("$89.00");
    await expect(page.getByLabel("Diagnostic fee credited (repair went ahead)")).toBeChecked();
    await page.getByRole("radio", { name: method }).check();
  }

  test("the office completes a visit at 375 px: stored totals, the receipt e-mail and the visitor's receipt", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await page.goto(`${server.url}/admin/requests/booking/${ids.browser}#complete`);
    await expect(page.getByRole("heading", { name: "Complete the visit" })).toBeVisible();
    // The form is drawn once asked for: its link opens it in place.
    await expect(page.getByLabel("Work done")).toHaveCount(0);
    await page.getByRole("link", { name: "Fill in the job record" }).click();
    await expect(page).toHaveURL(/\?open=complete#complete$/);
    await expectPhoneFit(page, "the completion form");
    await expect(page.getByLabel("Diagnostic fee ($)")).toHaveValue("89.00");
    await fillCompletion(page, "Cash");
    // Before anything is recorded or charged, the form shows the total as it stands.
    const liveTotal = page.getByTestId("live-total").getByText(/^Total \$/);
    await expect(liveTotal).toBeVisible();
    const shownBeforeCompleting = await liveTotal.textContent();
    await page.getByRole("button", { name: "Complete the visit" }).click();
    // The success message is on the saved job record (the section the page lands on).
    await expect(page.locator("#job").getByText("The visit was completed and the job recorded.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Complete the visit" })).toHaveCount(0);

    // What the server stored: totals of its own, the whole repair taxed (a part was furnished) at
    // the rate of the visit's county (a Tampa ZIP: Hillsborough), read from the settings, never pinned.
    const { job, paid, settings } = await storedJob(ids.browser);
    const rate = rateInForce(settings.countyTaxRates, "Hillsborough", todayInBusinessZone());
    const tax = halfUp(16999, rate);
    const total = 4999 + 12000 + tax; // the $89 fee credited toward the repair, not charged on top
    expect(job).toMatchObject({
      partsCents: 4999,
      labourCents: 12000,
      diagnosticFeeCents: 8900,
      diagnosticCredited: true,
      taxRateBasisPoints: rate,
      taxCounty: "Hillsborough",
      taxableCents: 16999,
      subtotalCents: 16999,
      taxCents: tax,
      totalCents: total,
    });
    expect(paid.map((p) => [p.method, p.amountCents])).toEqual([["cash", total]]);
    expect(shownBeforeCompleting, "the live total is what the server recorded").toBe(`Total ${dollars(total)}`);
    await expect(page.getByTestId("receipt-total")).toHaveText(dollars(total));
    await expectPhoneFit(page, "the job record");

    // The receipt e-mail: subject, total, warranty date (completion day in New York + the warranty's days).
    const warranty = `${business.warrantyDays}-day warranty (repair/parts) until ${monthDayYear(addDays(today, business.warrantyDays))}`;
    // One mail to the visitor: "Your repair is completed" with the receipt in it.
    const toVisitor = () => smtp.messages.filter((m) => m.to.includes(`browser-${marker}@example.com`));
    await expect.poll(() => toVisitor().length, { timeout: 20_000 }).toBe(1);
    expect(toVisitor().filter((m) => m.subject.startsWith("Your repair is completed: receipt"))).toHaveLength(1);
    const receipt = toVisitor().find((m) => m.subject.startsWith("Your repair is completed: receipt"))!;
    expect(receipt.subject).toBe(`Your repair is completed: receipt, ${monthDayYear(today)}`);
    expect(receipt.text).toContain(`Total: ${dollars(total)}`);
    expect(receipt.text).toContain("- Start relay (part W10613606): 1 x $49.99 = $49.99");
    expect(receipt.text).toContain(`Paid: Cash, ${dollars(total)}`);
    expect(receipt.text).toContain(warranty);

    // The visitor's page shows the same receipt.
    await page.goto(`${server.url}/appointments/${tokens.browser}`);
    const section = page.getByRole("region", { name: "Receipt" });
    await expect(section).toBeVisible();
    await expect(section.getByTestId("receipt-total")).toHaveText(dollars(total));
    await expect(section.getByTestId("warranty")).toHaveText(warranty);
    await expect(section).toContainText("1 × $49.99 = $49.99");
    await expect(section).toContainText(`Cash: ${dollars(total)}`);
    // (The public header's own phone layout is the public pages' tests' matter; axe here.)
    await expectNoSeriousViolations(page, "the visitor's receipt");
    // Printed, only the receipt is left: no header, footer or forms.
    const issuer = section.getByTestId("receipt-issuer");
    await expect(issuer).toBeHidden();
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header, footer").first()).toBeHidden();
    await expect(section).toBeVisible();
    // ...and it stands alone: the business's name, place and phone at its top.
    await expect(issuer).toBeVisible();
    await expect(issuer).toContainText(business.name);
    await expect(issuer).toContainText(`${business.locality}, ${business.stateCode}`);
    await expect(issuer).toContainText(/\(\d{3}\) \d{3}-\d{4}/);
    await page.emulateMedia({ media: "screen" });

    // A second completion (a double submit, or a colleague) changes nothing and says who did it.
    const cookie = await signIn(server.url, STAFF_PASSWORD, STAFF_EMAIL);
    const again = await postForm(
      server.url,
      `/admin/requests/booking/${ids.browser}`,
      new URLSearchParams({ intent: "complete-visit", workDone: "Again", paymentMethod: "cash" }),
      { Cookie: cookie },
    );
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This visit was already completed by");
    const after = await storedJob(ids.browser);
    expect(after.job!.id).toBe(job!.id);
    expect(after.paid).toHaveLength(1);
  });

  test("a visit that needs a return gets one booked; both appointment pages name the other", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await page.goto(`${server.url}/admin/requests/booking/${ids.needsReturn}#return-visit`);
    const form = page.locator("#return-visit");
    await expect(form.getByRole("heading", { name: "Book a return visit" })).toBeVisible();
    await expectPhoneFit(page, "the return-visit form");
    const date = await form.getByLabel("Date").inputValue();
    expect(date > today).toBe(true);
    await form.getByRole("radio").first().check();
    const windowText = (await form.locator("label:has(input[type=radio]:checked)").innerText()).trim();
    await form.getByLabel("What it is for").fill("Fit the compressor on order");
    await form.getByRole("button", { name: "Book the return visit" }).click();
    await expect(page.getByText("The return visit was booked.")).toBeVisible();
    const visitText = `${longDate(date)}, ${windowText.replace(/ - .*$/, "")}`;
    await expect(page.getByTestId("related-visits")).toHaveText(`Return visit on ${visitText}`);

    // The visitor is e-mailed the new appointment like any confirmation, with its own page.
    const email = `needsReturn-${marker}@example.com`;
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
    const confirmation = smtp.messages.find((m) => m.to.includes(email))!;
    expect(confirmation.subject).toBe("Your refrigerator repair visit is booked");
    const returnPage = /\/appointments\/[A-Za-z0-9_-]{43}/.exec(confirmation.text)![0];

    await page.goto(`${server.url}/appointments/${tokens.needsReturn}`);
    await expect(page.getByTestId("related-visits")).toHaveText(`Return visit on ${visitText}`);
    await page.goto(server.url + returnPage);
    await expect(page.getByTestId("related-visits")).toHaveText(
      `First visit on ${longDate(today)}, ${business.bookingWindows[0].label}`,
    );
    await expect(page.getByText("Return visit: Fit the compressor on order")).toBeVisible();

    // Booked once: the form is gone, a replay is refused.
    const cookie = await signIn(server.url, PASSWORD);
    const replay = await postForm(
      server.url,
      `/admin/requests/booking/${ids.needsReturn}`,
      new URLSearchParams({
        intent: "return-visit",
        returnDate: date,
        returnWindow: "morning",
        returnNote: "Again",
        overCapacity: "yes",
      }),
      { Cookie: cookie },
    );
    expect(replay.status).toBe(409);
  });

  test("the same completion without JavaScript, with Add part and a refused check", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await page.goto(`${server.url}/admin/requests/booking/${ids.noJs}#complete`);
    await page.getByRole("link", { name: "Fill in the job record" }).click();
    await fillCompletion(page, "Check");
    // Add part: one more row, everything typed kept.
    const rows = await page.getByRole("group", { name: /^Part \d+$/ }).count();
    await page.getByRole("button", { name: "Add part" }).click();
    await expect(page.getByRole("group", { name: /^Part \d+$/ })).toHaveCount(rows + 1);
    await expect(page.getByRole("group", { name: "Part 1" }).getByLabel("Unit price ($)")).toHaveValue("49.99");
    // A check without its number is refused, per field, values kept.
    await page.getByRole("button", { name: "Complete the visit" }).click();
    await expect(page.locator("#job-checkNumber-error")).toHaveText("Type the check number.");
    await expect(page.getByLabel("Work done")).toHaveValue("Replaced the start relay and tested cooling");
    await expect(page.getByRole("radio", { name: "Check" })).toBeChecked();
    expect((await storedJob(ids.noJs)).job).toBeUndefined();
    await page.getByLabel("Check number").fill("1042");
    await page.getByRole("button", { name: "Complete the visit" }).click();
    // No live total without JavaScript, so the server shows what it computed before recording
    // the payment (the issue: the card was charged before the technician saw the amount). The
    // page opens on it: its heading has the focus.
    const { settings } = await storedJob(ids.noJs);
    const rate = rateInForce(settings.countyTaxRates, "Hillsborough", todayInBusinessZone());
    const total = 16999 + halfUp(16999, rate);
    const confirmation = page.locator("#job");
    const heading = confirmation.getByRole("heading", { name: "Check the total before recording the payment" });
    await expect(heading).toBeFocused();
    await expect(confirmation.getByTestId("confirm-total")).toHaveText(dollars(total));
    await expect(confirmation.getByTestId("confirm-amount")).toHaveText(dollars(total));
    await expect(confirmation).toContainText(`Taxable amount${dollars(16999)}`);
    await expect(confirmation).toContainText(`Sales tax, Hillsborough County`);
    await expect(confirmation).toContainText("Paid now, by check #1042");
    const record = confirmation.getByRole("button", { name: `Record ${dollars(total)} paid by check` });
    await expect(record).toBeVisible();
    // Nothing is recorded yet: no job, no payment, no receipt, the visit still open.
    expect((await storedJob(ids.noJs)).job).toBeUndefined();
    expect(smtp.messages.filter((m) => m.to.includes(`noJs-${marker}@example.com`))).toEqual([]);
    // Screenshots at 320, 375 and 1280 px, for a person to look at.
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await confirmation.screenshot({ path: test.info().outputPath(`confirmation-${width}.png`) });
    }
    await page.setViewportSize({ width: 375, height: 800 });
    // The phone rule and axe need scripts, which this page does not run: the same step (it stores
    // nothing) in a browser whose app scripts did not load.
    const scriptless = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const plain = await scriptless.newPage();
    await plain.route(/\.js(\?|$)/, (route) => route.abort());
    await signInWithForm(plain, OWNER_EMAIL, PASSWORD, server.url);
    await expect(plain.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await plain.goto(`${server.url}/admin/requests/booking/${ids.noJs}?open=complete#complete`);
    await fillCompletion(plain, "Cash");
    await plain.getByRole("button", { name: "Complete the visit" }).click();
    await expect(plain.getByRole("heading", { name: "Check the total before recording the payment" })).toBeFocused();
    await expectPhoneFit(plain, "the confirmation step");
    await scriptless.close();
    // "Change" brings the form back as it was typed; completing again asks again.
    await confirmation.getByRole("button", { name: "Change" }).click();
    await expect(page.getByLabel("Check number")).toHaveValue("1042");
    await expect(page.getByRole("group", { name: "Part 1" }).getByLabel("Unit price ($)")).toHaveValue("49.99");
    await expect(page.getByLabel("Labour ($)")).toHaveValue("120");
    await expect(page.getByRole("radio", { name: "Check" })).toBeChecked();
    expect((await storedJob(ids.noJs)).job).toBeUndefined();
    await page.getByRole("button", { name: "Complete the visit" }).click();
    await page.getByRole("button", { name: `Record ${dollars(total)} paid by check` }).click();
    // The success message is on the saved job record (the section the page lands on).
    await expect(page.locator("#job").getByText("The visit was completed and the job recorded.")).toBeVisible();
    const { job, paid } = await storedJob(ids.noJs);
    expect(job!.totalCents).toBe(total);
    expect(paid.map((p) => [p.method, p.checkNumber, p.amountCents])).toEqual([["check", "1042", total]]);
    await expect(page.getByText(`Check #1042: ${dollars(job!.totalCents)}`)).toBeVisible();
    await context.close();
  });

  test("payments.csv: the owner's rows with amount and tax; staff get 403", async () => {
    const owner = await signIn(server.url, PASSWORD);
    const response = await fetch(`${server.url}/admin/payments.csv`, { headers: { Cookie: owner } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      "Date (America/New_York)",
      "Request ID",
      "Customer",
      "Method",
      "Check Number",
      "Amount",
      "Tax",
    ]);
    const { job } = await storedJob(ids.browser);
    const mine = rows.filter((r) => r[2] === customers.browser);
    expect(mine).toEqual([
      [
        // ISO 8601 with New York's offset: sorts as text, reads as a date.
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/),
        String(ids.browser),
        customers.browser,
        "cash",
        "",
        (job!.totalCents / 100).toFixed(2),
        (job!.taxCents / 100).toFixed(2),
      ],
    ]);
    expect(rows.filter((r) => r[2] === customers.noJs).map((r) => [r[1], r[3], r[4]])).toEqual([
      [String(ids.noJs), "check", "1042"],
    ]);
    const staff = await signIn(server.url, STAFF_PASSWORD, STAFF_EMAIL);
    for (const path of ["/admin/payments.csv", "/admin/payments.csv.data"]) {
      const refused = await fetch(`${server.url}${path}`, { headers: { Cookie: staff } });
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).not.toContain(customers.browser);
    }
  });
});
