/**
 * The lazily loaded service-area map (SPEC §2, §4 Map): placeholder first, the map chunk and its
 * stylesheet fetched only near the map, nothing fetched from any other origin, county links that
 * work with a keyboard, and a map that renders at phone and desktop widths.
 */
import { axeOn } from "./support/a11y";
import { expect, test, type Page } from "@playwright/test";

const COUNTIES = [
  { slug: "hillsborough-county", name: "Hillsborough County" },
  { slug: "pinellas-county", name: "Pinellas County" },
  { slug: "pasco-county", name: "Pasco County" },
  { slug: "hernando-county", name: "Hernando County" },
];
const PLACEHOLDER = "Loading service area map...";

/** The map chunk's script and stylesheet (Vite names them after service-area-map.tsx). */
const isMapAsset = (url: string) => /\/assets\/service-area-map-[^/]*\.(js|css)$/.test(new URL(url).pathname);

function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

const mapBox = (page: Page) => page.getByTestId("service-area-map");
const mapGroup = (page: Page) => mapBox(page).getByRole("group", { name: "Service area map of Tampa Bay" });
const countyLink = (page: Page, name: string) => mapGroup(page).getByRole("link", { name, exact: true });

async function scrollToMap(page: Page) {
  await mapBox(page).scrollIntoViewIfNeeded();
  await expect(mapGroup(page)).toBeVisible();
  await expect(mapBox(page)).not.toContainText(PLACEHOLDER);
}

test("the server HTML has the placeholder and the plain county and city list, not the map", async ({ request }) => {
  for (const path of ["/", "/areas", "/areas/pasco-county", "/areas/tampa-bay"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(PLACEHOLDER);
    expect(html, path).toContain('data-testid="service-area-map"');
    // The map's label travels in the page's dictionary (root data); the map itself is never server-rendered.
    expect(html, path).not.toContain('aria-label="Service area map of Tampa Bay"');
    expect(html, path).not.toMatch(/<svg[^>]*class="sam-svg"/);
    for (const county of COUNTIES) expect(html, path).toContain(`href="/areas/${county.slug}"`);
    for (const city of ["Tampa", "St. Petersburg", "Wesley Chapel", "Spring Hill", "Town &#x27;n&#x27; Country"]) {
      expect(html, path).toContain(city);
    }
  }
});

test("on the home page the map loads only when scrolled near, and replaces the placeholder without a shift", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(mapBox(page)).toContainText(PLACEHOLDER);
  expect(requests.filter(isMapAsset), "map chunk before scrolling").toEqual([]);

  // Record layout shifts from here on; the box reserves the map's size, so there should be none.
  await page.evaluate(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: "layout-shift" });
  });
  const before = await mapBox(page).boundingBox();
  const chunk = page.waitForRequest((r) => /service-area-map-[^/]*\.js$/.test(r.url()));
  const stylesheet = page.waitForRequest((r) => /service-area-map-[^/]*\.css$/.test(r.url()));
  await scrollToMap(page);
  await chunk;
  await stylesheet;
  const after = await mapBox(page).boundingBox();
  expect(after!.width).toBeCloseTo(before!.width, 1);
  expect(after!.height).toBeCloseTo(before!.height, 1);
  expect(after!.height / after!.width).toBeCloseTo(3 / 4, 2);
  const svg = await mapGroup(page).boundingBox();
  expect(svg!.width).toBeCloseTo(after!.width, 0);
  expect(svg!.height).toBeCloseTo(after!.height, 0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
});

test("pages without a map never load the map chunk or its stylesheet", async ({ page }) => {
  const requests = recordRequests(page);
  for (const path of ["/services", "/about", "/contact", "/brands", "/book"]) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
  }
  expect(requests.filter(isMapAsset)).toEqual([]);
});

test("county links work from the keyboard: Tab moves between counties, Enter opens the page", async ({ page }) => {
  await page.goto("/areas");
  await scrollToMap(page);
  const first = countyLink(page, "Hillsborough County");
  await first.focus();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("data-active", "true");
  await expect(page.locator(".sam-panel")).toContainText("Hillsborough County");

  await page.keyboard.press("Tab");
  const pinellas = countyLink(page, "Pinellas County");
  await expect(pinellas).toBeFocused();
  await expect(page.locator(".sam-panel")).toContainText("Pinellas County");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/areas\/pinellas-county$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pinellas County");
});

test("hovering a county highlights and names it; clicking opens its page", async ({ page }) => {
  await page.goto("/areas");
  await scrollToMap(page);
  const pasco = countyLink(page, "Pasco County");
  await pasco.hover();
  await expect(pasco).toHaveAttribute("data-active", "true");
  await expect(page.locator(".sam-panel")).toContainText("Pasco County");
  await pasco.click();
  await expect(page).toHaveURL(/\/areas\/pasco-county$/);
});

/** Every county's link on the map is shown and big enough to hit at `width`; 60 city markers; no sideways scroll. */
async function expectMapRenders(page: Page, path: string, width: number) {
  for (const county of COUNTIES) {
    const link = countyLink(page, county.name);
    await expect(link, `${path} ${county.name}`).toBeVisible();
    const box = await link.boundingBox();
    expect(box!.width, `${path} ${county.name}`).toBeGreaterThan(width === 375 ? 20 : 50);
    expect(box!.height, `${path} ${county.name}`).toBeGreaterThan(width === 375 ? 20 : 50);
  }
  // 60 city markers, and the map never makes the page scroll sideways.
  await expect(mapGroup(page).locator("circle.sam-city")).toHaveCount(60);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
}

/** The county page's own county is the highlighted one, and the only one marked current. */
async function expectCountyHighlighted(page: Page, county: (typeof COUNTIES)[number]) {
  const links = mapGroup(page).getByRole("link");
  await expect(links).toHaveCount(4);
  await expect(countyLink(page, county.name)).toHaveAttribute("aria-current", "page");
  await expect(countyLink(page, county.name)).toHaveAttribute("data-highlighted", "true");
  await expect(mapGroup(page).locator("[aria-current=page]")).toHaveCount(1);
  await expect(page.locator(".sam-panel")).toContainText(county.name);
}

/** axe on the loaded map, its opened list and a county's focus state (the page is left in that state). */
async function expectMapPassesAxe(page: Page, label: string) {
  await page.getByText("Counties and cities on this map").click();
  await countyLink(page, "Pasco County").focus();
  const results = await axeOn(page).include("[data-testid=service-area-map]").include("details").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    label,
  ).toEqual([]);
}

const MAP_PAGES = ["/", "/areas", "/areas/tampa-bay", ...COUNTIES.map((c) => `/areas/${c.slug}`)];

// One visit to each page with a map at 1280 px holds it to all of these at once (each was a test of
// its own, loading the same pages again).
test("at 1280 px the map renders on /, /areas and every area page, each county page highlights its county, no request leaves the origin, the CSP blocks nothing, reduced motion stops the fill's animation, and axe finds no serious violation", async ({
  page,
  baseURL,
}) => {
  // Three tests' work in one: their time together.
  test.slow();
  const width = 1280;
  await page.setViewportSize({ width, height: 800 });
  const requests = recordRequests(page);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of MAP_PAGES) {
    await page.goto(path);
    await scrollToMap(page);
    await page.waitForLoadState("networkidle");
    await expectMapRenders(page, path, width);
    const county = COUNTIES.find((c) => path === `/areas/${c.slug}`);
    if (county) await expectCountyHighlighted(page, county);
    if (path === "/areas") {
      // With reduced motion the county fill does not animate (a media query: no reload needed).
      const fill = countyLink(page, "Pasco County").locator("path");
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await fill.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0s");
      await page.emulateMedia({ reducedMotion: null });
    }
    if (path === "/areas/hernando-county") await expectMapPassesAxe(page, `${path} at ${width} px`);
  }
  const origin = new URL(baseURL!).origin;
  const foreign = requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin);
  expect(foreign).toEqual([]);
  expect(requests.filter(isMapAsset).length).toBeGreaterThanOrEqual(2);
  expect(violations).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("at 375 px the map renders on /, /areas and every area page, axe finds no serious violation, and tapping a county opens its page", async ({
    page,
  }) => {
    test.slow();
    const width = 375;
    for (const path of MAP_PAGES) {
      await page.goto(path);
      await scrollToMap(page);
      await expectMapRenders(page, path, width);
      if (path === "/areas/hernando-county") await expectMapPassesAxe(page, `${path} at ${width} px`);
      if (path === "/areas") {
        await countyLink(page, "Hernando County").tap();
        await expect(page).toHaveURL(/\/areas\/hernando-county$/);
      }
    }
  });
});

test("when the map chunk cannot load, the page says so and the plain list still works", async ({ page }) => {
  await page.route(/\/assets\/service-area-map-[^/]*\.js$/, (route) => route.abort());
  await page.goto("/areas");
  await mapBox(page).scrollIntoViewIfNeeded();
  await expect(mapBox(page)).toContainText("The map could not be loaded");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByText("Counties and cities on this map").click();
  const list = page.locator("details", { hasText: "Counties and cities on this map" });
  await expect(list).toContainText("Land O' Lakes");
  await list.getByRole("link", { name: "Pinellas County" }).click();
  await expect(page).toHaveURL(/\/areas\/pinellas-county$/);
});
