/** Helpers for the staff workspace's browser tests. */
import { expect, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./a11y";

/** Signs in through the /admin form, as a person does. */
export async function signInWithForm(page: Page, email: string, password: string, base = "") {
  await page.goto(`${base}/admin`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}


/** Fails when the page scrolls sideways, or an interactive control is smaller than 24 x 24 px. */
export /** Fails when the page scrolls sideways, or an interactive control is smaller than 24 x 24 px. */
async function expectPhoneFit(page: Page, label: string) {
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${label} at ${width} px: sideways scroll`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  const small = await page
    .locator("header a, header button, nav a, main button, main input:not([type=hidden]), main select, main textarea")
    .evaluateAll((elements) =>
      elements
        .filter((e) => !(e as HTMLElement).hidden)
        .map((e) => ({ e: e.outerHTML.slice(0, 80), box: e.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ e, box }) => `${e} (${Math.round(box.width)}x${Math.round(box.height)})`),
    );
  expect(small, `${label}: targets under 24 px`).toEqual([]);
  await expectNoSeriousViolations(page, `${label} at 375 px`);
}

