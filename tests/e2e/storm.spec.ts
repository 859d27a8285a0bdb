/**
 * Storm mode (issue 36), on a server of its own (the banner is on every public page while it is
 * on): the owner switches it on in Settings (7 days ahead by default, with a note), every public
 * page then carries the banner linking to /storm in its kept HTML, /storm gives the food-safety
 * facts with their sources, and the activity log says who switched it on and off; off, the
 * banner is gone from every page on the next request. /storm and the settings panel fit 320 and
 * 375 px and pass axe.
 */
import { expect, test } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { stormCopy } from "#app/content/storm";
import { localePath } from "#app/content/i18n/lang";
import { OWNER_EMAIL } from "./support/requests";
import { expectNoSeriousViolations } from "./support/a11y";
import { layoutProblems, PHONE_WIDTHS } from "./support/page-fit";
import { PUBLIC_PAGES, todayInNewYork, waitForHydration } from "./support/public-site";
import { useOwnServer } from "./support/spawn-server";
import { expectPhoneFit, ownerPage, signInWithForm } from "./support/workspace";

const copy = stormCopy.en;
const es = stormCopy.es;

test.describe("storm mode", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const server = useOwnServer({ env: { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, PAGE_CACHE_REPORT: "1" } });

  /** Every public page's HTML in `lang`, as a visitor (or a CDN) gets it. */
  async function pages(lang: "en" | "es" = "en") {
    const answers = [];
    for (const { path: englishPath } of PUBLIC_PAGES) {
      const path = localePath(lang, englishPath);
      const response = await fetch(`${server.url}${path}`);
      answers.push({ path, status: response.status, html: await response.text() });
    }
    return answers;
  }

  test("on: the banner on every public page, /storm's facts and sources, logged; off: gone everywhere", async ({
    browser,
    page,
  }) => {
    // Warm the page cache first: switching must show on the next request, not after a restart.
    for (const { path, html } of await pages()) expect(html, path).not.toContain(copy.banner.text);

    // The owner, signed in through the form in the worker's own browser context.
    await signInWithForm(page, OWNER_EMAIL, E2E_ADMIN_PASSWORD, server.url);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await page.goto(`${server.url}/admin/settings`);
    const panel = page.getByRole("region", { name: "Storm mode" });
    await expect(panel.getByLabel("On until (the last day)")).toHaveValue(todayInNewYork(7));
    await panel.getByLabel("Note on the banner").fill("Crews out from 7 AM to 9 PM all week.");
    await panel.getByRole("button", { name: "Switch storm mode on" }).click();
    await expect(page.getByRole("region", { name: "Storm mode" }).getByRole("status")).toHaveText(
      "Storm mode is on. Every public page shows the banner.",
    );

    for (const { path, status, html } of await pages()) {
      expect(status, path).toBe(200);
      expect(html, path).toContain(copy.banner.text);
      expect(html, path).toMatch(/<aside aria-label="Storm notice"[^]*?href="\/storm"/);
      expect(html, path).toContain("Crews out from 7 AM to 9 PM all week.");
    }
    // The Spanish pages carry it in Spanish, linking to /es/storm, with the owner's note.
    for (const { path, status, html } of await pages("es")) {
      expect(status, path).toBe(200);
      expect(html, path).toContain(es.banner.text);
      expect(html, path).not.toContain(copy.banner.text);
      expect(html, path).toMatch(new RegExp(`<aside aria-label="${es.banner.label}"[^]*?href="/es/storm"`));
      expect(html, path).toContain("Crews out from 7 AM to 9 PM all week.");
    }
    // A kept page, served from memory: the banner is part of the kept bytes, not a per-request render.
    const again = await fetch(`${server.url}/services`);
    expect(again.headers.get("x-page-cache")).toMatch(/^hit/);
    expect(await again.text()).toContain(copy.banner.text);

    // A visitor on a phone (as phone-layout.spec.ts holds every public page to) follows the banner
    // to /storm, in both languages; each page fits 320 and 375 px, and /storm passes axe.
    const phone = await browser.newContext({ baseURL: server.url, isMobile: true, hasTouch: true });
    const visitor = await phone.newPage();
    const fits = async (label: string) => {
      await waitForHydration(visitor);
      for (const width of [...PHONE_WIDTHS].reverse()) {
        await visitor.setViewportSize({ width, height: 740 });
        expect(await layoutProblems(visitor), `${label} at ${width} px`).toEqual([]);
      }
      await visitor.setViewportSize({ width: 375, height: 740 });
    };
    await visitor.setViewportSize({ width: 375, height: 740 });
    await visitor.goto("/");
    await fits("/");
    await visitor
      .getByRole("complementary", { name: "Storm notice" })
      .getByRole("link", { name: copy.banner.link })
      .click();
    await expect(visitor).toHaveURL(/\/storm$/);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
    for (const fact of copy.foodSafety.facts) await expect(visitor.getByText(fact)).toBeVisible();
    for (const section of copy.sections)
      await expect(visitor.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    for (const source of copy.sources.links)
      await expect(visitor.getByRole("link", { name: source.label })).toHaveAttribute("href", source.href);
    await expect(visitor.getByRole("link", { name: "Book Online" }).last()).toHaveAttribute("href", "/book");
    await fits("/storm");
    await expectNoSeriousViolations(visitor, "/storm at 375 px");
    // /es/storm: the same facts, sections and sources in Spanish, booking on /es/book.
    await visitor.goto("/es");
    await visitor
      .getByRole("complementary", { name: es.banner.label })
      .getByRole("link", { name: es.banner.link })
      .click();
    await expect(visitor).toHaveURL(/\/es\/storm$/);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(es.hero.title);
    for (const fact of es.foodSafety.facts) await expect(visitor.getByText(fact)).toBeVisible();
    for (const section of es.sections)
      await expect(visitor.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    for (const source of es.sources.links)
      await expect(visitor.getByRole("link", { name: source.label })).toHaveAttribute("href", source.href);
    await expect(visitor.locator('main a[href="/es/book"]').first()).toBeVisible();
    await fits("/es/storm");
    await expectNoSeriousViolations(visitor, "/es/storm at 375 px");
    await phone.close();

    await page.goto(`${server.url}/admin/settings`);
    await expectPhoneFit(page, "Settings with storm mode on");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByRole("region", { name: "Storm mode" })
      .getByRole("button", { name: "Switch storm mode off" })
      .click();
    await expect(page.getByRole("region", { name: "Storm mode" }).getByRole("status")).toHaveText(
      "Storm mode is off. The banner is gone.",
    );
    for (const { path, html } of await pages()) expect(html, path).not.toContain(copy.banner.text);
    for (const { path, html } of await pages("es")) expect(html, path).not.toContain(es.banner.text);

    await page.goto(`${server.url}/admin/activity`);
    const entries = page.getByTestId("activity-entry");
    await expect(entries.filter({ hasText: `${OWNER_EMAIL} Switched storm mode on` })).toContainText(
      "Crews out from 7 AM to 9 PM all week.",
    );
    await expect(entries.filter({ hasText: `${OWNER_EMAIL} Switched storm mode off` })).toHaveCount(1);
  });

  test("a date past 30 days is refused with its message, the typed note kept and nothing switched", async ({
    browser,
  }) => {
    const page = await ownerPage(browser, server.url, false);
    await page.goto("/admin/settings");
    const panel = page.getByRole("region", { name: "Storm mode" });
    await panel.getByLabel("On until (the last day)").fill(todayInNewYork(45));
    await panel.getByLabel("Note on the banner").fill("kept");
    await panel.getByRole("button", { name: "Switch storm mode on" }).click();
    const refused = page.getByRole("region", { name: "Storm mode" });
    await expect(refused.getByText("Choose a date within 30 days; you can switch it on again after.")).toBeVisible();
    await expect(refused.getByLabel("Note on the banner")).toHaveValue("kept");
    expect(await (await fetch(`${server.url}/`)).text()).not.toContain(copy.banner.text);
  });
});
