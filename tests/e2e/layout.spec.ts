/**
 * The shared layout of SPEC §2: header, footer, mobile menu, scroll-to-top on route change and the
 * home page's mobile call bar.
 */
import { expect, test, type Page } from "@playwright/test";
import { business, COUNTIES, MAIN_PHONE, waitForHydration } from "./support/public-site";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };

const hrefsIn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));

test.describe("header and footer at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("header: service-area line, phone, logo, navigation and Book Now", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header).toContainText(business.serviceAreaLine);
    for (const county of ["Hillsborough", "Pinellas", "Pasco", "Hernando"]) await expect(header).toContainText(county);
    const phone = header.locator(`a[href="${MAIN_PHONE.tel}"]`);
    await expect(phone).toBeVisible();
    await expect(phone).toHaveText(MAIN_PHONE.display);

    const logo = header.getByRole("link", { name: new RegExp(business.name) });
    await expect(logo).toHaveAttribute("href", "/");

    const nav = header.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    expect(await nav.locator("a").evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual([
      "/",
      "/services",
      "/brands",
      "/areas",
      "/about",
      "/contact",
    ]);
    const bookNow = header.getByRole("link", { name: "Book Now" });
    await expect(bookNow).toBeVisible();
    await expect(bookNow).toHaveAttribute("href", "/book");

    // The current page is marked in the navigation.
    await expect(nav.locator('a[href="/about"]')).toHaveAttribute("aria-current", "page");
  });

  test("footer: quick links, area links, contact, hours, legal links, copyright and configured social profiles only", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");

    const footerHrefs = await footer.locator("a[href]").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    for (const href of ["/", "/services", "/brands", "/areas", "/about", "/contact", "/book"]) {
      expect(footerHrefs, `footer quick link ${href}`).toContain(href);
    }
    for (const href of ["/areas/tampa-bay", ...COUNTIES.map((c) => `/areas/${c.slug}`)]) {
      expect(footerHrefs, `footer area link ${href}`).toContain(href);
    }
    for (const href of ["/privacy-policy", "/terms-of-service"]) expect(footerHrefs, `footer legal link ${href}`).toContain(href);

    await expect(footer.locator(`a[href="${MAIN_PHONE.tel}"]`)).toHaveText(MAIN_PHONE.display);
    await expect(footer.locator(`a[href="mailto:${business.emails.support}"]`)).toHaveText(business.emails.support);

    await expect(footer).toContainText(/Mon(day)?\s*-\s*Fri(day)?\s*8:00 AM - 8:00 PM/);
    await expect(footer).toContainText(/Saturday\s*9:00 AM - 5:00 PM/);
    await expect(footer).toContainText(/Sunday\s*Emergency/i);

    await expect(footer).toContainText(new RegExp(`©\\s*${new Date().getFullYear()}`));

    // Social profiles show only once configured in the business module: nothing that looks like a
    // link and does nothing, and no dead href="#" anywhere.
    await expect(page.locator('a[href="#"]')).toHaveCount(0);
    for (const profile of business.social) {
      const link = footer.getByRole("link", { name: profile.name, exact: true });
      if (profile.url) await expect(link).toHaveAttribute("href", profile.url);
      else await expect(footer.getByText(profile.name, { exact: true }), `${profile.name} is not configured`).toHaveCount(0);
    }
    if (business.social.every((p) => !p.url)) await expect(footer.getByRole("list", { name: "Social media" })).toHaveCount(0);
  });

  test("the menu toggle and the mobile call bar are hidden at 1280 px", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("banner").locator("summary")).toBeHidden();
    expect(await fixedCallLinks(page)).toEqual([]);
  });

  test("every route change scrolls to the top, back navigation included", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await page.getByRole("contentinfo").locator('a[href="/services"]').click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/services/i);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/**
 * The visible main-line call links that sit in a position: fixed box (the mobile call bar), with
 * where they are in the viewport.
 */
function fixedCallLinks(page: Page) {
  return page.locator(`a[href="${MAIN_PHONE.tel}"]`).evaluateAll((links) =>
    links.flatMap((link) => {
      const rect = link.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(link).visibility === "hidden") return [];
      for (let node: Element | null = link; node; node = node.parentElement) {
        if (getComputedStyle(node).position === "fixed") {
          return [{ text: link.textContent ?? "", top: rect.top, bottom: rect.bottom, viewport: window.innerHeight }];
        }
      }
      return [];
    }),
  );
}

test.describe("at 375 px", () => {
  test.use({ viewport: MOBILE });

  test("the mobile menu opens with the toggle and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    const menu = header.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();

    // A <details> toggle: it works before (and without) JavaScript, and announces its state.
    const toggle = header.locator("summary");
    const details = header.locator("details");
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAccessibleName("Menu");
    await expect(details).not.toHaveAttribute("open");
    const menuId = await header.locator('nav[aria-label="Main"]').getAttribute("id");
    await expect(toggle, "the toggle names the menu it controls").toHaveAttribute("aria-controls", menuId!);

    await toggle.click();
    await expect(details).toHaveAttribute("open");
    await expect(menu).toBeVisible();
    for (const href of ["/", "/services", "/brands", "/areas", "/about", "/contact"]) {
      await expect(menu.locator(`a[href="${href}"]`).filter({ visible: true }).first(), `menu link ${href}`).toBeVisible();
    }
    // Book Now stays reachable on a phone, in the bar or in the menu.
    await expect(header.locator('a[href="/book"]').filter({ visible: true }).first()).toBeVisible();

    await menu.locator('a[href="/brands"]').click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/brands/i);
    await expect(details).not.toHaveAttribute("open");
    await expect(menu).toBeHidden();

    // It toggles closed with the toggle too, and with Escape (focus back on the toggle).
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(details).not.toHaveAttribute("open");
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.locator('a[href="/about"]').focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the home page shows a fixed call bar with the main line", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    for (const scroll of [0, 0.5]) {
      // Fixed to the bottom edge: there at the top of the page and half-way down.
      await page.evaluate((f) => window.scrollTo(0, document.body.scrollHeight * f), scroll);
      const bars = await fixedCallLinks(page);
      expect(bars, `call bar at scroll ${scroll}`).toHaveLength(1);
      expect(bars[0]!.text).toContain(MAIN_PHONE.display);
      expect(bars[0]!.bottom).toBeLessThanOrEqual(bars[0]!.viewport);
      expect(bars[0]!.top).toBeGreaterThan(bars[0]!.viewport / 2);
    }
  });
});
