/** Helpers for the staff workspace's browser tests. */
import { expect, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./a11y";
import { E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { layoutProblems, PHONE_WIDTHS } from "./page-fit";
import { OWNER_EMAIL, postForm, signIn, uniqueMarker } from "./requests";

/** Signs in through the /admin form, as a person does. */
export async function signInWithForm(page: Page, email: string, password: string, base = "") {
  await page.goto(`${base}/admin`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A new browser context on `baseURL`, signed in as the owner through the form, on the Requests page. */
export async function ownerPage(browser: Browser, baseURL: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  await signInWithForm(page, OWNER_EMAIL, E2E_ADMIN_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  return page;
}

/**
 * Holds the page as it is now to the public site's phone rule at 320 and 375 px (no sideways
 * scroll, nothing past the right edge, nothing cut off); at 375 px every control a finger taps,
 * links in the page included (a link within a sentence is exempt, as in WCAG), is at least
 * 24 x 24 px (WCAG 2.2, 2.5.8), and axe finds nothing serious.
 */
export async function expectPhoneFit(page: Page, label: string) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect(await layoutProblems(page), `${label} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  const small = await page
    .locator(
      "header a, header button, nav a, main a, main button, main summary, main input:not([type=hidden]), main select, main textarea",
    )
    .evaluateAll((elements) =>
      elements
        // Shown controls only: not in a closed <details>, not screen-reader-only.
        .filter((e) => e.checkVisibility({ visibilityProperty: true }) && getComputedStyle(e).clipPath !== "inset(50%)")
        // WCAG's own exception: a link inside a sentence takes the height of the sentence's lines.
        .filter((e) => {
          if (e.tagName !== "A" || getComputedStyle(e).display !== "inline") return true;
          let block = e.parentElement;
          while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
          return (block?.textContent ?? "").trim().length <= (e.textContent ?? "").trim().length;
        })
        .map((e) => ({ e: e.outerHTML.slice(0, 80), box: e.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ e, box }) => `${e} (${Math.round(box.width)}x${Math.round(box.height)})`),
    );
  expect(small, `${label}: targets under 24 px`).toEqual([]);
  await expectNoSeriousViolations(page, `${label} at 375 px`);
}

/** A staff member (or a technician) invited by the owner, password set through the link: their session cookie. */
export async function staffSession(baseUrl: string, role: "staff" | "technician" = "staff"): Promise<string> {
  const owner = await signIn(baseUrl, E2E_ADMIN_PASSWORD);
  const email = `${uniqueMarker(role)}@example.com`;
  const invited = await postForm(
    baseUrl,
    "/admin/team",
    { intent: "invite", name: role === "staff" ? "Sam Staff" : "Tess Tech", email, role },
    { Cookie: owner },
  );
  expect(invited.status).toBe(200);
  const link = /\/admin\/invite\/[A-Za-z0-9_-]{43}/.exec(await invited.text())?.[0];
  expect(link, "the invite link").toBeDefined();
  const password = "sam's staff password";
  const accepted = await postForm(baseUrl, link!, { newPassword: password, confirmPassword: password });
  expect(accepted.status).toBe(302);
  return accepted.headers.get("set-cookie")!.split(";")[0]!;
}
