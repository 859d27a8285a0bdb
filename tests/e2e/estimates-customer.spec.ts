/**
 * The customer's side of an estimate (DECISIONS "Estimates and approval"), on the production
 * build: a server of its own on a PGlite copy seeded with a booked visit whose estimate (two
 * options) was sent. The appointment page shows "Your estimate" (lines, fee, credit, the county's
 * tax, totals), fits 375 px and passes axe; the customer approves option 1 without JavaScript
 * (full name and the box); the page then shows the decision, and the printable copy its approval;
 * a second visit's estimate declined by link (the decision shown, nothing left to decide, 320/375 px, axe).
 * (Stale hashes, second decisions and the mails are proven in app/routes/appointment/estimate-by-link.server.test.ts.)
 */
import { expect, test } from "@playwright/test";
import { bookings, estimateLines, estimateOptions, estimates } from "#app/db/schema";
import { optionTotals, type EstimateOptionInput } from "#app/estimates/estimate-totals";
import { addDays, todayInBusinessZone } from "#app/lib/dates";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";
import { aBookingInput } from "#tests/fixtures/records";
import { expectNoSeriousViolations } from "./support/a11y";
import { withServerDatabase } from "./support/database";
import { layoutProblems } from "./support/page-fit";
import { removeDir, spawnServer, tempDataDir, type SpawnedServer } from "./support/spawn-server";

const FEE = 8900;
const OPTIONS: EstimateOptionInput[] = [
  {
    name: "Replace the evaporator fan motor",
    creditDiagnostic: true,
    lines: [
      {
        kind: "part",
        description: "Evaporator fan motor",
        partNumber: "W10312695",
        quantity: 1,
        unitPriceCents: 12900,
      },
      { kind: "labour", description: "Fan motor replacement", partNumber: "", quantity: 1, unitPriceCents: 16000 },
    ],
  },
  {
    name: "Clear the drain only",
    creditDiagnostic: true,
    lines: [
      { kind: "labour", description: "Defrost and clear the drain", partNumber: "", quantity: 1, unitPriceCents: 9500 },
    ],
  },
];

// A port of this spec's own (the shared Playwright server takes E2E_PORT).
const PORT = Number(process.env.E2E_ESTIMATE_PORT ?? 4335);

test.describe("the customer's estimate on the appointment page", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let server: SpawnedServer;
  let token = "";
  let declineToken = "";
  const dataDir = tempDataDir("estimate-customer");

  test.beforeAll(async () => {
    test.setTimeout(180_000); // a fresh database and a server start, on a loaded machine
    // Stored as writeEstimate and markEstimateSent store it (their modules need Vite's loader, which
    // Playwright's is not): the totals by the same optionTotals.
    [token, declineToken] = await withServerDatabase({ dataDir }, async (db) => {
      const seedVisit = async (name: string) => {
        // A weekday two weeks ahead in Tampa (Hillsborough County, 7.5%).
        let date = addDays(todayInBusinessZone(), 14);
        while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
        const [booking] = await db
          .insert(bookings)
          .values({
            ...aBookingInput({ name, email: `${name.split(" ")[0]!.toLowerCase()}@example.com`, preferredDate: date }),
            status: "scheduled",
          })
          .returning({ id: bookings.id });
        const money = { diagnosticFeeCents: FEE, taxRateBasisPoints: 750 };
        const [estimate] = await db
          .insert(estimates)
          .values({
            bookingId: booking!.id,
            version: 1,
            status: "sent",
            taxCounty: "Hillsborough",
            sentAt: new Date(),
            ...money,
          })
          .returning({ id: estimates.id });
        for (const [index, option] of OPTIONS.entries()) {
          const { diagnosticCents: _fee, ...totals } = optionTotals(option, money);
          const [row] = await db
            .insert(estimateOptions)
            .values({ estimateId: estimate!.id, position: index + 1, name: option.name, ...totals })
            .returning({ id: estimateOptions.id });
          const credit = { kind: "credit" as const, description: "Diagnostic fee credit", partNumber: "", quantity: 1 };
          await db.insert(estimateLines).values(
            [...option.lines, { ...credit, unitPriceCents: totals.creditCents }].map((line, position) => ({
              ...line,
              optionId: row!.id,
              position,
            })),
          );
        }
        return addAppointmentLink(db, booking!.id);
      };
      // Two visits: one approved by link, one declined.
      return [await seedVisit("Ana Diaz"), await seedVisit("Ben Ortiz")];
    });
    server = await spawnServer({ dataDir, port: PORT });
  });
  test.afterAll(async () => {
    await server?.kill();
    removeDir(dataDir);
  });

  test("Your estimate: each option's lines and total, fits 375 px, no serious axe violation (screenshots at 375 and 1280 px)", async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/appointments/${token}`);
    const section = page.getByRole("region", { name: "Your estimate" });
    await expect(section).toBeVisible();
    const option1 = section.getByRole("article", { name: "Option 1: Replace the evaporator fan motor" });
    await expect(option1).toContainText("Evaporator fan motor (part W10312695)");
    await expect(option1).toContainText("Diagnostic fee credit");
    await expect(option1).toContainText("Sales tax, Hillsborough County 7.5%");
    // $129 + $160 + $89 fee - $89 credit = $289.00; tax $21.68; total $310.68.
    await expect(option1).toContainText("$310.68");
    await expect(section.getByRole("article", { name: "Option 2: Clear the drain only" })).toContainText("$95.00");
    await expect(section.getByRole("button", { name: "Approve option 1" })).toBeVisible();
    await section.screenshot({ path: testInfo.outputPath("estimate-1280.png") });

    // On a phone (as the site's phone checks open pages: a mobile viewport, touch, no scrollbar).
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    try {
      const mobile = await phone.newPage();
      await mobile.goto(`${server.url}/appointments/${token}`);
      const onPhone = mobile.getByRole("region", { name: "Your estimate" });
      await expect(onPhone).toBeVisible();
      expect(await layoutProblems(mobile), "the appointment page at 375 px").toEqual([]);
      await onPhone.screenshot({ path: testInfo.outputPath("estimate-375.png") });
      await expectNoSeriousViolations(mobile, "the appointment page's estimate at 375 px");
    } finally {
      await phone.close();
    }
    await expectNoSeriousViolations(page, "the appointment page's estimate at 1280 px");
  });

  test("approves option 1 without JavaScript: the decision shown, and the printable copy", async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/appointments/${token}`);
      const option1 = page.getByRole("article", { name: "Option 1: Replace the evaporator fan motor" });
      // Without the box the browser asks for it; the server would refuse it too (route tests).
      await option1.getByLabel("Your full name").fill("Ana Díaz");
      await option1.getByLabel("I agree to sign this estimate electronically").check();
      await option1.getByRole("button", { name: "Approve option 1" }).click();
      await expect(page).toHaveURL(`${server.url}/appointments/${token}?changed=estimate-approved#estimate`);
      const section = page.getByRole("region", { name: "Your estimate" });
      await expect(section.getByRole("status")).toContainText(
        "You approved Option 1, Replace the evaporator fan motor, $310.68: signed by Ana Díaz on",
      );
      await expect(section.getByRole("button", { name: /Approve/ })).toHaveCount(0);
      expect(await layoutProblems(page), "the decided estimate at 375 px").toEqual([]);
      await section.screenshot({ path: testInfo.outputPath("approved-375.png") });

      await section.getByRole("link", { name: "Your copy of the approved estimate" }).click();
      await expect(page).toHaveURL(`${server.url}/appointments/${token}/estimate`);
      await expect(page.getByRole("heading", { level: 1, name: "Approved estimate" })).toBeVisible();
      await expect(page.getByText("Approved by Ana Díaz on")).toBeVisible();
      await expect(page.getByText(/Fingerprint of the estimate as shown \(SHA-256\): [0-9a-f]{64}/)).toBeVisible();
      expect(await layoutProblems(page), "the printable copy at 375 px").toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("copy-375.png"), fullPage: true });
    } finally {
      await context.close();
    }
    // axe needs the page's JavaScript: the copy in a browser that runs it.
    const withJs = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    try {
      const copy = await withJs.newPage();
      await copy.goto(`${server.url}/appointments/${token}/estimate`);
      await expect(copy.getByRole("heading", { level: 1, name: "Approved estimate" })).toBeVisible();
      await expectNoSeriousViolations(copy, "the approved estimate's copy");
    } finally {
      await withJs.close();
    }
  });
  test("declines by link: the decision shown, nothing left to approve; fits 320/375 px, no serious axe violation", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/appointments/${declineToken}`);
      const section = page.getByRole("region", { name: "Your estimate" });
      await section.getByText("Decline the estimate").first().click();
      await section.getByLabel("Your name").fill("Ben Ortiz");
      await section.getByRole("button", { name: "Decline the estimate" }).click();
      await expect(page).toHaveURL(`${server.url}/appointments/${declineToken}?changed=estimate-declined#estimate`);
      await expect(section.getByRole("status")).toContainText("You declined this estimate on");
      await expect(section.getByRole("status")).toContainText("(Ben Ortiz), on this page. No repair is done");
      await expect(section.getByRole("button", { name: /Approve|Decline/ })).toHaveCount(0);
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 812 });
        expect(await layoutProblems(page), `the declined estimate at ${width} px`).toEqual([]);
      }
      await expectNoSeriousViolations(page, "the declined estimate");
      // No copy of a declined estimate.
      expect((await fetch(`${server.url}/appointments/${declineToken}/estimate`)).status).toBe(404);
    } finally {
      await context.close();
    }
  });
});
