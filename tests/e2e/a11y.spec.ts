/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on any
 * page type, every page has one h1, and the landmarks are in place with labelled navigation.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/a11y";
import { waitForHydration, workdayInNewYork } from "./support/public-site";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };

async function expectStructure(page: Page, label: string) {
  await expect(page.locator("h1"), `${label}: one h1`).toHaveCount(1);
  await expect(page.getByRole("banner"), `${label}: banner`).toHaveCount(1);
  await expect(page.getByRole("main"), `${label}: main`).toHaveCount(1);
  await expect(page.getByRole("contentinfo"), `${label}: contentinfo`).toHaveCount(1);
  // Every <nav> carries a label, and no two share one.
  const navLabels = await page.locator("nav").evaluateAll((navs) =>
    navs.map((nav) => {
      const labelledBy = nav.getAttribute("aria-labelledby");
      const byId = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
      return (nav.getAttribute("aria-label") ?? byId ?? "").trim();
    }),
  );
  expect(navLabels.length, `${label}: navigation landmarks`).toBeGreaterThan(0);
  expect(
    navLabels.filter((l) => l === ""),
    `${label}: unlabelled <nav>`,
  ).toEqual([]);
  expect(new Set(navLabels).size, `${label}: nav labels are distinct (${navLabels.join(", ")})`).toBe(navLabels.length);
}

const PAGES = [
  ["home", "/"],
  ["services", "/services"],
  ["service detail", "/services/cooling-issues"],
  ["brands", "/brands"],
  ["brand detail", "/brands/sub-zero"],
  ["areas", "/areas"],
  ["area detail", "/areas/pinellas-county"],
  ["region overview", "/areas/tampa-bay"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["privacy policy", "/privacy-policy"],
  ["terms of service", "/terms-of-service"],
  ["page not found", "/some/unknown"],
  ["brand not found", "/brands/not-a-brand"],
] as const;

test.describe("at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  for (const [label, path] of PAGES) {
    test(`${label} (${path})`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectStructure(page, label);
      await expectNoSeriousViolations(page, label);
    });
  }

  test("booking wizard: each step and the confirmation", async ({ page }) => {
    await page.goto("/book");
    await waitForHydration(page);
    await expectStructure(page, "book step 1");
    await expectNoSeriousViolations(page, "book step 1");

    await page.getByLabel("Full Name").fill("Axe Tester");
    await page.getByLabel("Email").fill("axe@example.com");
    await page.getByLabel("Phone Number").fill("(813) 555-0177");
    await page.getByLabel("Address").fill("1 Main St");
    await page.getByLabel("City").fill("Tampa");
    await page.getByLabel("ZIP Code").fill("33602");
    await page.getByRole("button", { name: "Next Step" }).click();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await expectNoSeriousViolations(page, "book step 2");

    await page.getByLabel("Refrigerator Brand").selectOption("LG");
    await page.getByLabel("Describe the Issue").fill("Clicking noise.");
    await page.getByRole("button", { name: "Next Step" }).click();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
    await expectNoSeriousViolations(page, "book step 3");

    await page.getByLabel("Preferred Date").fill(workdayInNewYork(1));
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Successfully Scheduled!" })).toBeVisible();
    await expectStructure(page, "book confirmation");
    await expectNoSeriousViolations(page, "book confirmation");
  });

  test("booking wizard: a step returned to with a marked error", async ({ page }) => {
    await page.goto("/book");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.getByLabel("Preferred Date").fill(workdayInNewYork(1));
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousViolations(page, "book step 1 with errors");
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: MOBILE });

  test("home, with the menu closed and open", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expectStructure(page, "home 375");
    await expectNoSeriousViolations(page, "home 375");
    await page.getByRole("banner").locator("summary").click();
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();
    await expectNoSeriousViolations(page, "home 375, menu open");
  });
});
