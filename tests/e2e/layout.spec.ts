/**
 * The shared layout of SPEC §2: header, footer, mobile menu, scroll-to-top on route change and the
 * home page's mobile call bar.
 */
import { expect, test, type Page } from "@playwright/test";
import { business, COUNTIES, escape, MAIN_PHONE, waitForHydration } from "./support/public-site";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };

test.describe("header and footer at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("header: service-area line, phone, logo, navigation and Book Now", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    // The service-area line is the business's own wording (business.ts), whichever counties it names.
    await expect(header).toContainText(business.serviceAreaLine);
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

  test("footer: quick links, area links, contact, hours, legal links, copyright and configured social profiles only", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");

    const footerHrefs = await footer.locator("a[href]").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    for (const href of ["/", "/services", "/brands", "/areas", "/about", "/contact", "/book"]) {
      expect(footerHrefs, `footer quick link ${href}`).toContain(href);
    }
    for (const href of ["/areas/tampa-bay", ...COUNTIES.map((c) => `/areas/${c.slug}`)]) {
      expect(footerHrefs, `footer area link ${href}`).toContain(href);
    }
    for (const href of ["/privacy-policy", "/terms-of-service"])
      expect(footerHrefs, `footer legal link ${href}`).toContain(href);

    await expect(footer.locator(`a[href="${MAIN_PHONE.tel}"]`)).toHaveText(MAIN_PHONE.display);
    await expect(footer.locator(`a[href="mailto:${business.emails.support}"]`)).toHaveText(business.emails.support);

    // Each row of the opening hours: its days, then its hours ("Monday - Friday 8:00 AM - 8:00 PM").
    for (const row of business.hours)
      await expect(footer).toContainText(new RegExp(`${escape(row.days)}\\s*${escape(row.label)}`));

    await expect(footer).toContainText(new RegExp(`©\\s*${new Date().getFullYear()}`));

    // Social profiles show only once configured in the business module: nothing that looks like a
    // link and does nothing, and no dead href="#" anywhere.
    await expect(page.locator('a[href="#"]')).toHaveCount(0);
    for (const profile of business.social) {
      const link = footer.getByRole("link", { name: profile.name, exact: true });
      if (profile.url) await expect(link).toHaveAttribute("href", profile.url);
      else
        await expect(footer.getByText(profile.name, { exact: true }), `${profile.name} is not configured`).toHaveCount(
          0,
        );
    }
    if (business.social.every((p) => !p.url))
      await expect(footer.getByRole("list", { name: "Social media" })).toHaveCount(0);
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
      await expect(
        menu.locator(`a[href="${href}"]`).filter({ visible: true }).first(),
        `menu link ${href}`,
      ).toBeVisible();
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

/** The rows of each card grid in <main> holding links under `prefix`: how many cards each row has. */
function cardGridRows(page: Page, prefix: string) {
  return page.evaluate((prefix) => {
    const grids = Array.from(document.querySelectorAll("main ul")).filter(
      (ul) => getComputedStyle(ul).display === "grid" && ul.querySelector(`:scope > li a[href^="${prefix}"]`),
    );
    return grids.map((grid) => {
      const rows = new Map<number, number>();
      for (const card of Array.from(grid.children)) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return [...rows.entries()].sort(([a], [b]) => a - b).map(([, cards]) => cards);
    });
  }, prefix);
}

test.describe("layout details (issue 10)", () => {
  for (const { path, prefix, cards } of [
    { path: "/services", prefix: "/services/", cards: 11 },
    { path: "/brands", prefix: "/brands/", cards: 16 },
  ]) {
    test(`${path}: no card alone on a row of its grid at 375, 768 and 1280 px`, async ({ page }) => {
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const grids = await cardGridRows(page, prefix);
        const label = `${path} at ${width} px: cards per row ${JSON.stringify(grids)}`;
        expect(
          grids.flat().reduce((a, b) => a + b, 0),
          label,
        ).toBe(cards);
        for (const rows of grids) {
          // One column on a phone is fine; side by side, every row (the last above all) has company.
          if (Math.max(...rows) > 1)
            expect(
              rows.filter((n) => n === 1),
              label,
            ).toEqual([]);
        }
        // Side by side from tablet widths (or "one column everywhere" would pass too).
        if (width >= 768)
          expect(
            grids.every((rows) => Math.max(...rows) > 1),
            label,
          ).toBe(true);
      }
    });
  }

  test("/privacy-policy at 1280 px: no line of its text is wider than about 80 characters", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/privacy-policy");
    const paragraphs = await page.locator("main p, main li").evaluateAll((elements) =>
      elements
        .filter((el) => (el.textContent ?? "").length > 160) // text long enough to fill lines
        .map((el) => {
          // 80 zeros in the paragraph's own font: the "ch" of CSS, counted 80 times.
          const ruler = document.createElement("span");
          ruler.textContent = "0".repeat(80);
          ruler.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap";
          el.append(ruler);
          const limit = ruler.getBoundingClientRect().width;
          ruler.remove();
          return {
            text: (el.textContent ?? "").slice(0, 40),
            width: Math.round(el.getBoundingClientRect().width),
            limit: Math.round(limit),
          };
        }),
    );
    expect(paragraphs.length, "the policy's paragraphs").toBeGreaterThan(5);
    expect(paragraphs.filter((p) => p.width > p.limit)).toEqual([]);
  });

  test("at 320 px the footer's hours and the county cards' links do not break inside a phrase", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    for (const path of ["/", "/areas"]) {
      await page.goto(path);
      // Each opening-hours range ("8:00 AM - 8:00 PM"; the rows with opening times) is one line box.
      const ranges = business.hours.filter((row) => row.opens).map((row) => row.label);
      const hours = await page
        .getByRole("contentinfo")
        .locator("dd")
        .evaluateAll(
          (dds, ranges) =>
            dds
              .filter((dd) => ranges.includes(dd.textContent?.trim() ?? ""))
              .map((dd) => ({
                text: dd.textContent?.trim(),
                lines: Math.round(dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight)),
              })),
          ranges,
        );
      expect(ranges.length).toBeGreaterThan(0);
      expect(
        hours.map((h) => h.text),
        path,
      ).toEqual(ranges);
      expect(
        hours.filter((h) => h.lines !== 1),
        `${path}: hours on more than one line`,
      ).toEqual([]);

      // Each county card's "View <county> ->" keeps the county's name (and its arrow) on one line.
      const links = await page
        .getByRole("main")
        .locator("ul li a[href^='/areas/']")
        .evaluateAll((anchors) =>
          anchors
            .filter((a) => /^View /.test(a.textContent ?? ""))
            .map((a) => {
              const name = a.querySelector("span")!;
              return { text: name.textContent?.trim(), fragments: name.getClientRects().length };
            }),
        );
      expect(links.map((l) => l.text).sort(), `${path}: county cards`).toEqual(COUNTIES.map((c) => c.name).sort());
      expect(
        links.filter((l) => l.fragments !== 1),
        `${path}: county names broken over lines`,
      ).toEqual([]);
    }
  });
});
