/**
 * Estimates, the staff side (issue 32), on a server of its own (PGlite, read after it stops):
 * the owner's price book under Settings (add, a refusal that keeps what was typed, edit,
 * remove; fits 320 and 375 px; staff and technicians get 403 by every method and spelling);
 * the estimate written from Today at 375 px (a price-book item fills its line's price, "Add
 * line" brings one more line); the customer's approval on the request's page signed with the
 * mouse, and the signature stored as the SVG path the page posted; signing with a finger (touch
 * events) and the server's refusal without the box (values kept, nothing stored); after the
 * approval the lock, the completion form started from the approved option with the difference from
 * its total shown live, and the receipt naming the estimate. Screenshots at 375 and 1280 px in
 * test-results/.
 */
import http from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { bookings, estimateApprovals, type NewBooking } from "#app/db/schema";
import { todayInBusinessZone } from "#app/lib/dates";
import { aBookingInput } from "#tests/fixtures/records";
import { expectNoSeriousViolations } from "./support/a11y";
import { withServerDatabase } from "./support/database";
import { waitForHydration } from "./support/public-site";
import { OWNER_EMAIL, signIn, uniqueMarker } from "./support/requests";
import { removeDir, spawnServer, tempDataDir, type SpawnedServer } from "./support/spawn-server";
import { expectPhoneFit, signInWithForm, staffSession } from "./support/workspace";

// staffSession() signs the owner in with the suite's password.
const PASSWORD = E2E_ADMIN_PASSWORD;
const PRICE_BOOK = "/admin/settings/price-book";
const OWNER_ONLY = "Only the owner can manage the team and settings.";

/** One request exactly as written (no client tidies `/x/..` or `%70`), with a session's cookie. */
function raw(port: number, method: string, path: string, cookie: string, body = "") {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: {
          Host: `127.0.0.1:${port}`,
          Origin: `http://127.0.0.1:${port}`,
          Cookie: cookie,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(Buffer.byteLength(body)),
          Connection: "close",
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test.describe("estimates, the staff side", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let server: SpawnedServer;
  let dataDir = "";
  const marker = uniqueMarker("est");
  const customer = `Ana ${marker}`;
  let visitId = 0;
  let posted = "";

  test.beforeAll(async () => {
    dataDir = tempDataDir("estimates-staff");
    await withServerDatabase({ dataDir }, async (db) => {
      const today = todayInBusinessZone();
      const row: NewBooking = {
        ...aBookingInput({ name: customer, email: `${marker}@example.com`, zipCode: "33755" }),
        preferredDate: today,
        visitDate: today,
        visitWindow: "morning",
        status: "scheduled",
        visitStep: "arrived",
      };
      const [stored] = await db.insert(bookings).values(row).returning({ id: bookings.id });
      visitId = stored!.id;
    });
    server = await spawnServer({ dataDir, env: { ADMIN_PASSWORD: PASSWORD } });
  });
  test.afterAll(async () => {
    await server?.kill();
    if (dataDir) removeDir(dataDir);
  });

  async function ownerPage(page: Page, width: number) {
    await page.setViewportSize({ width, height: 900 });
    await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  }

  test("the owner adds, edits and removes price book items; a refusal keeps what was typed", async ({ page }) => {
    await ownerPage(page, 1280);
    await page.goto(`${server.url}/admin/settings`);
    await page.getByRole("navigation", { name: "Settings pages" }).getByRole("link", { name: "Price book" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings: Price book" })).toBeVisible();
    await expect(page.getByText("No items yet.")).toBeVisible();

    const add = page.getByRole("region", { name: "Add an item" });
    await add.getByLabel("Description").fill("Evaporator fan motor");
    await add.getByLabel("Part number").fill("W10312695");
    await add.getByLabel("Price ($)").fill("12,34");
    await add.getByRole("button", { name: "Add to the price book" }).click();
    // Refused: the message by the price, everything typed still there, nothing added.
    await expect(add.getByText("The price must be an amount in dollars, like 89 or 1,234.50.")).toBeVisible();
    await expect(add.getByLabel("Description")).toHaveValue("Evaporator fan motor");
    await expect(add.getByLabel("Part number")).toHaveValue("W10312695");
    await expect(add.getByLabel("Price ($)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("No items yet.")).toBeVisible();

    await add.getByLabel("Price ($)").fill("129");
    await add.getByRole("button", { name: "Add to the price book" }).click();
    await expect(page.getByText("The item was added to the price book.")).toBeVisible();
    await expect(add.getByLabel("Description")).toHaveValue("");
    await add.getByLabel("Kind").selectOption("labour");
    await add.getByLabel("Description").fill("Replace a defrost heater");
    await add.getByLabel("Price ($)").fill("95");
    await add.getByRole("button", { name: "Add to the price book" }).click();
    const items = page.getByTestId("price-book-item");
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: "Evaporator fan motor" })).toContainText("Part, W10312695");
    await expect(items.filter({ hasText: "Evaporator fan motor" })).toContainText("$129.00");

    await page.getByRole("link", { name: "Edit Evaporator fan motor" }).click();
    const edit = page.getByRole("form", { name: "Edit: Evaporator fan motor" });
    await expect(edit.getByLabel("Price ($)")).toHaveValue("129.00");
    await edit.getByLabel("Price ($)").fill("139.50");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The item was saved.")).toBeVisible();
    await expect(items.filter({ hasText: "Evaporator fan motor" })).toContainText("$139.50");

    await page.getByRole("link", { name: "Edit Replace a defrost heater" }).click();
    await page.getByRole("button", { name: "Remove Replace a defrost heater" }).click();
    await expect(page.getByText("The item was removed. Estimates already written keep their lines.")).toBeVisible();
    await expect(items).toHaveCount(1);

    await page.screenshot({ path: test.info().outputPath("price-book-1280.png"), fullPage: true });
    await page.getByRole("link", { name: "Edit Evaporator fan motor" }).click();
    await expectPhoneFit(page, "the price book with an item being edited");
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: test.info().outputPath("price-book-375.png"), fullPage: true });
  });

  test("staff and technicians get 403 on the price book by every method and spelling; nothing changes", async () => {
    const staff = await staffSession(server.url);
    const technician = await staffSession(server.url, "technician");
    const spellings = [
      PRICE_BOOK,
      `${PRICE_BOOK}.data`,
      `${PRICE_BOOK}/`,
      "/admin/settings/Price-book",
      "/admin/settings/%70rice-book",
      `/x/..${PRICE_BOOK}`,
      `${PRICE_BOOK}?edit=1`,
    ];
    const body = "intent=add&kind=part&description=Intruder&partNumber=&unitPrice=1";
    const wrong: string[] = [];
    for (const cookie of [staff, technician]) {
      for (const path of spellings) {
        for (const method of ["GET", "HEAD", "POST"]) {
          let answer = await raw(server.port, method, path, cookie, method === "POST" ? body : "");
          // A spelling the edge sends to the one true path (308 keeps the method) is followed once.
          if (answer.status === 308)
            answer = await raw(server.port, method, answer.location!, cookie, method === "POST" ? body : "");
          if (answer.status !== 403) wrong.push(`${method} ${path}: ${answer.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const page = await (await fetch(`${server.url}${PRICE_BOOK}`, { headers: { Cookie: staff } })).text();
    expect(page).toContain(OWNER_ONLY);
    const owner = await signIn(server.url, PASSWORD);
    const list = await (await fetch(`${server.url}${PRICE_BOOK}`, { headers: { Cookie: owner } })).text();
    expect(list).not.toContain("Intruder");
    expect(list).toContain("Evaporator fan motor");
  });

  test("from Today at 375 px: a price-book item fills its line, Add line brings one more, the estimate is saved", async ({
    page,
  }) => {
    await ownerPage(page, 375);
    await page.goto(`${server.url}/admin/today`);
    await page.getByRole("link", { name: `Estimate for ${customer}` }).click();
    const section = page.getByRole("region", { name: "Estimate" });
    await expect(section.getByText("No estimate yet.")).toBeVisible();
    // The price book fills a line once the page runs its script.
    await waitForHydration(page);
    const option = section.getByRole("group", { name: "Option 1" });
    await option.getByLabel("Name (e.g. Replace the evaporator fan motor)").fill("Replace the evaporator fan motor");
    const line1 = option.getByRole("group", { name: "Line 1" });
    await line1.getByLabel("Description").fill("Evaporator fan motor");
    // The price book's item fills the line (JavaScript on).
    await expect(line1.getByLabel("Price ($)")).toHaveValue("139.50");
    await expect(line1.getByLabel("Part number")).toHaveValue("W10312695");
    const line2 = option.getByRole("group", { name: "Line 2" });
    await line2.getByLabel("Kind").selectOption("labour");
    await line2.getByLabel("Description").fill("Labour, first hour");
    await line2.getByLabel("Price ($)").fill("120");
    await option.getByRole("button", { name: "Add line to option 1" }).click();
    const line4 = option.getByRole("group", { name: "Line 4" });
    await expect(line4.getByLabel("Description")).toBeFocused();
    // What was typed came back with the new line.
    await expect(line1.getByLabel("Price ($)")).toHaveValue("139.50");
    await line4.getByLabel("Description").fill("Shipping of the part");
    await line4.getByLabel("Price ($)").fill("15");
    await page.screenshot({ path: test.info().outputPath("today-estimate-375.png"), fullPage: true });
    await section.getByRole("button", { name: "Save the estimate" }).click();
    await expect(section.getByText("The estimate was saved.")).toBeVisible();
    // $139.50 + $120 + $15 = $274.50, taxed at Pinellas's 7% ($19.22).
    await expect(section.getByRole("article", { name: /Option 1/ })).toContainText("$293.72");
    // The visit's card says where its estimate stands.
    await expect(page.getByTestId(`visit-${visitId}`).getByTestId("estimate-status")).toHaveText(
      "Estimate not sent yet",
    );
  });

  test("signing with a finger (touch events) on a phone; without the box the server refuses, the values kept and nothing stored", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
      // Signed in before going on (a navigation sent first would cut the sign-in's answer off).
      await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
      await page.goto(`${server.url}/admin/requests/booking/${visitId}#estimate`);
      await waitForHydration(page);
      const approval = page.getByRole("form", { name: "Approval by the customer, on this phone" });
      const pad = approval.getByTestId("signature-pad");
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      // A finger's stroke, as the phone's touch screen reports it (touch events, not a mouse).
      const cdp = await context.newCDPSession(page);
      const at = (x: number, y: number) => [{ x: box.x + box.width * x, y: box.y + box.height * y }];
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0.1, 0.5) });
      for (let n = 1; n <= 12; n++)
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: at(0.1 + n * 0.06, 0.5 + (n % 2 ? -0.25 : 0.2)),
        });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await expect(approval.getByText("Signed. Clear it to sign again.")).toBeVisible();
      const drawn = await approval.locator('input[name="signature"]').inputValue();
      expect(drawn).toMatch(/^M \d+ \d+ L \d+ \d+( L \d+ \d+)+$/);
      // The name typed, the box not ticked: refused by the server, with what was typed kept.
      await approval.getByLabel("Your full name").fill("Ana Díaz");
      await approval.getByRole("button", { name: "Approve" }).click();
      await expect(approval.getByText('Tick "I agree to sign this estimate electronically" to approve.')).toBeVisible();
      await expect(approval.getByLabel("Your full name")).toHaveValue("Ana Díaz");
      await expect(approval.getByLabel("I agree to sign this estimate electronically")).not.toBeChecked();
      await expect(page.getByText("The estimate was approved.")).toHaveCount(0);
      await expectNoSeriousViolations(page, "the request's page with the approval refused");
    } finally {
      await context.close();
    }
    // Nothing stored: the approval form is still offered on a fresh load.
    const owner = await signIn(server.url, PASSWORD);
    const html = await (
      await fetch(`${server.url}/admin/requests/booking/${visitId}`, { headers: { Cookie: owner } })
    ).text();
    expect(html).toContain("Approval by the customer, on this phone");
  });

  test("the customer signs on the request's page with the mouse: the path posted is the one stored", async ({
    page,
  }) => {
    await ownerPage(page, 375);
    await page.goto(`${server.url}/admin/requests/booking/${visitId}#estimate`);
    const approval = page.getByRole("form", { name: "Approval by the customer, on this phone" });
    await expect(approval).toBeVisible();
    await expect(approval.getByRole("radio", { name: /Option 1: Replace the evaporator fan motor/ })).toBeChecked();
    await approval.getByLabel("Your full name").fill("Ana Díaz");
    const pad = approval.getByTestId("signature-pad");
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
    await page.mouse.down();
    for (const [x, y] of [
      [0.2, 0.3],
      [0.35, 0.7],
      [0.5, 0.35],
      [0.7, 0.65],
      [0.9, 0.4],
    ] as const)
      await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
    await page.mouse.up();
    await expect(approval.getByText("Signed. Clear it to sign again.")).toBeVisible();
    posted = await approval.locator('input[name="signature"]').inputValue();
    expect(posted).toMatch(/^M \d+ \d+ L \d+ \d+( L \d+ \d+)+$/);
    await approval.getByLabel("I agree to sign this estimate electronically").check();
    await expectPhoneFit(page, "the request's page with the approval form");
    await page.setViewportSize({ width: 375, height: 900 });
    await approval.screenshot({ path: test.info().outputPath("signing-375.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await approval.screenshot({ path: test.info().outputPath("signing-1280.png") });
    // Clear, then sign again: the form posts only the new drawing.
    await approval.getByRole("button", { name: "Clear the signature" }).click();
    await expect(approval.locator('input[name="signature"]')).toHaveValue("");
    const again = (await pad.boundingBox())!;
    await page.mouse.move(again.x + 30, again.y + again.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(again.x + again.width * 0.6, again.y + again.height * 0.3, { steps: 8 });
    await page.mouse.move(again.x + again.width * 0.8, again.y + again.height * 0.7, { steps: 8 });
    await page.mouse.up();
    posted = await approval.locator('input[name="signature"]').inputValue();
    expect(posted).toMatch(/^M \d+ \d+ L \d+ \d+( L \d+ \d+)+$/);
    await approval.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("The estimate was approved.")).toBeVisible();
    await expect(page.getByText(/by Ana Díaz, on site, .*, signed\)/)).toBeVisible();
    // The office's list and Today say so, and the list still fits a phone.
    await page.goto(`${server.url}/admin`);
    await expect(page.locator(`#booking-${visitId}`).getByTestId("estimate-status")).toHaveText("Estimate approved");
    await expectPhoneFit(page, "the request list with an estimate's status");
    await page.goto(`${server.url}/admin/today`);
    await expect(page.getByTestId(`visit-${visitId}`).getByTestId("estimate-status")).toHaveText("Estimate approved");
  });

  test("after the approval: locked; the completion starts from the approved option with the difference shown; the receipt names the estimate", async ({
    page,
  }) => {
    await ownerPage(page, 375);
    await page.goto(`${server.url}/admin/requests/booking/${visitId}#estimate`);
    // Locked: no approval form, nothing to send, only a new version to write.
    await expect(page.getByRole("form", { name: "Approval by the customer, on this phone" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send estimate" })).toHaveCount(0);
    // The write form is drawn once asked for, starting from the approved version's lines.
    await expect(page.getByLabel("Name (e.g. Replace the evaporator fan motor)")).toHaveCount(0);
    await page.getByRole("link", { name: "Write a new version" }).click();
    await expect(page).toHaveURL(/\?open=estimate#estimate-form$/);
    await expect(page.getByRole("heading", { name: "Write a new version" })).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Option 1" }).getByLabel("Name (e.g. Replace the evaporator fan motor)"),
    ).toHaveValue("Replace the evaporator fan motor");
    await expectPhoneFit(page, "the request's page with the estimate's write form");
    // Another decision posted for it (a page of another version, forged or stale) is refused.
    const owner = await signIn(server.url, PASSWORD);
    const again = await fetch(`${server.url}/admin/requests/booking/${visitId}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: owner, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "approve-estimate",
        version: "2",
        shown: "0".repeat(64),
        choice: "1",
        signerName: "Someone Else",
        consent: "yes",
      }),
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(
      "This estimate was already approved: Option 1, Replace the evaporator fan motor.",
    );

    // The completion form (opened by its link) starts from the approved option: its name, parts,
    // labour and county.
    await waitForHydration(page);
    const complete = page.getByRole("region", { name: "Complete the visit" });
    await complete.getByRole("link", { name: "Fill in the job record" }).click();
    await expect(complete.getByLabel("Work done")).toHaveValue("Replace the evaporator fan motor");
    const part1 = complete.getByRole("group", { name: "Part 1" });
    await expect(part1.getByLabel("Description")).toHaveValue("Evaporator fan motor");
    await expect(part1.getByLabel("Part number")).toHaveValue("W10312695");
    await expect(part1.getByLabel("Unit price ($)")).toHaveValue("139.50");
    await expect(complete.getByLabel("Labour ($)")).toHaveValue("120.00");
    await expect(complete.getByLabel("County of the work (sales tax)")).toHaveValue("Pinellas");
    // The difference visible, live: the same as approved, then $20 less labour ($21.40 with Pinellas's 7%).
    const difference = complete.getByTestId("estimate-difference");
    await expect(difference).toHaveText("Approved estimate: $293.72 · This job: $293.72 (the same)");
    await complete.getByLabel("Labour ($)").fill("100");
    await expect(difference).toHaveText("Approved estimate: $293.72 · This job: $272.32 (\u2212$21.40)");
    await expectPhoneFit(page, "the request's page with the completion form from the estimate");
    await expectNoSeriousViolations(page, "the request's page with the completion form from the estimate");

    await complete.getByRole("radio", { name: "Unpaid" }).check();
    await complete.getByRole("button", { name: "Complete the visit" }).click();
    // The receipt names the approved estimate.
    await expect(page.getByText(`Approved estimate: Estimate 1 for request ${visitId}`)).toBeVisible();
    await expect(page.getByTestId("receipt-total")).toHaveText("$272.32");
    await expectPhoneFit(page, "the request's page with the receipt");
  });

  test("the approval stored the signature exactly as drawn", async () => {
    expect(posted).not.toBe("");
    await server.kill();
    const [approval] = await withServerDatabase({ dataDir }, (db) =>
      db.select().from(estimateApprovals).where(eq(estimateApprovals.signerName, "Ana Díaz")),
    );
    expect(approval).toMatchObject({ signature: posted, channel: "on-site", declined: false });
  });
});
