/**
 * Where requests come from, end to end in Chromium on a server of our own (a fresh database, so
 * the counts per source are exact): a visit lands on a service page from a Google Business
 * Profile link (utm_*, gclid, a referrer with a query), moves on through the site's links, and
 * sends the contact form and a booking with JavaScript. The owner then sees the source and
 * landing page on each request's page, in the filtered CSV (read by a real parser) and counted
 * on /admin/sources for the period. A second visit landing on /contact itself from another
 * site counts apart.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  todayInNewYork,
  toastWith,
  SUCCESS,
  waitForHydration,
  WINDOW_LABEL,
  workdayInNewYork,
} from "./support/public-site";
import { OWNER_EMAIL, parseCsv, signIn, uniqueMarker } from "./support/requests";
import { useOwnServer } from "./support/spawn-server";
import { signInWithForm } from "./support/workspace";

const PASSWORD = "lead-source-owner-password";
const CAMPAIGN = "utm_source=google&utm_medium=business-profile&utm_campaign=spring&gclid=abc123";
const LANDING = "/services/cooling-issues";
/** What the profile link's click sends: the query (who searched what) must not be kept. */
const REFERRER = "https://www.google.com/maps/place/Tampa+Bay+Fridge?authuser=0&hl=en";
const KEPT_REFERRER = "https://www.google.com/maps/place/Tampa+Bay+Fridge";
const LABEL = "google / business-profile (spring)";

/** A <dl>'s terms and definitions as one object (the request page's panels). */
async function definitions(panel: Locator): Promise<Record<string, string>> {
  return panel.locator("dl").evaluate((dl) => {
    const pairs: Record<string, string> = {};
    for (const dt of Array.from(dl.querySelectorAll("dt"))) {
      const dd = dt.nextElementSibling;
      pairs[dt.textContent!.trim()] = dd?.tagName === "DD" ? dd.textContent!.trim() : "";
    }
    return pairs;
  });
}

/** A table of /admin/sources as [label, count] rows. */
async function tableRows(panel: Locator): Promise<string[][]> {
  return panel
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll("td")).map((td) => td.textContent!.trim())),
    );
}

async function sendContactForm(page: Page, name: string) {
  await waitForHydration(page);
  const form = page.getByRole("form", { name: /contact/i });
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill("lead.source@example.com");
  await form.getByLabel("Phone Number").fill("(813) 555-0164");
  await form.getByLabel("Message").fill("The freezer frosts over every week.");
  await form.locator('button[type="submit"]').click();
  await expect(toastWith(page, SUCCESS.contactToast.title)).toBeVisible();
}

test.describe("where requests come from", () => {
  const server = useOwnServer({ env: { ADMIN_PASSWORD: PASSWORD } });

  test("a Google Business Profile visit: source and landing page on the request, in the CSV and counted per period", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const marker = uniqueMarker("Lead");
    const visitor = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();

    // Land from the profile link, then move on through the site's own links.
    await page.goto(`${LANDING}?${CAMPAIGN}`, { referer: REFERRER });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.referrer)).toBe(REFERRER);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(`${server.url}/contact`);
    await sendContactForm(page, `Contact ${marker}`);

    await page.getByRole("link", { name: "Book Now" }).click();
    await expect(page).toHaveURL(`${server.url}/book`);
    await waitForHydration(page);
    const next = page.getByRole("button", { name: "Next Step" });
    await page.getByLabel("Full Name").first().fill(`Booking ${marker}`);
    await page.getByLabel("Email").first().fill("lead.source@example.com");
    await page.getByLabel("Phone Number").first().fill("(813) 555-0164");
    await page.getByLabel("Address").first().fill("400 N Ashley Dr");
    await page.getByLabel("City").first().fill("Tampa");
    await page.getByLabel("ZIP Code").first().fill("33602");
    await next.click();
    await page.getByLabel("Refrigerator Brand").selectOption("Whirlpool");
    await page.getByLabel("Issue Type").selectOption("Water Leaking");
    await page.getByLabel("Describe the Issue").fill("Water under the crisper drawers.");
    await next.click();
    await page.getByLabel("Preferred Date").fill(workdayInNewYork(3));
    await page.getByLabel("Preferred Time").selectOption(WINDOW_LABEL.morning);
    await page.getByRole("button", { name: /Book Appointment/ }).click();
    await expect(page.getByRole("heading", { name: SUCCESS.confirmation.title })).toBeVisible();

    // Another visit, in another tab of its own: lands on /contact itself from a search engine.
    const other = await browser.newContext({ baseURL: server.url });
    const otherPage = await other.newPage();
    await otherPage.goto("/contact", { referer: "https://www.bing.com/search?q=fridge+repair+tampa" });
    await sendContactForm(otherPage, `Bing ${marker}`);

    // The owner: each request's page names the source and the landing page.
    const ownerContext = await browser.newContext({ baseURL: server.url });
    const owner = await ownerContext.newPage();
    await signInWithForm(owner, OWNER_EMAIL, PASSWORD);
    await expect(owner.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    for (const [name, kind] of [
      [`Contact ${marker}`, "message"],
      [`Booking ${marker}`, "booking"],
    ] as const) {
      await owner.goto(`/admin?q=${encodeURIComponent(name)}`);
      await owner.getByRole("link", { name }).click();
      await expect(owner).toHaveURL(new RegExp(`/admin/requests/${kind}/\\d+$`));
      expect(await definitions(owner.getByRole("region", { name: "Source" })), name).toEqual({
        "Came from": LABEL,
        "Landing page": LANDING,
        Referrer: KEPT_REFERRER,
        Campaign: "google / business-profile / spring",
        "Google click id": "abc123",
      });
    }
    await owner.goto(`/admin?q=${encodeURIComponent(`Bing ${marker}`)}`);
    await owner.getByRole("link", { name: `Bing ${marker}` }).click();
    expect(await definitions(owner.getByRole("region", { name: "Source" }))).toEqual({
      "Came from": "bing.com",
      "Landing page": "/contact",
      Referrer: "https://www.bing.com/search",
    });

    // The filtered CSV carries them in its source columns.
    const cookie = await signIn(server.url, PASSWORD);
    const csv = await fetch(`${server.url}/admin/requests.csv?q=${encodeURIComponent(marker)}`, {
      headers: { Cookie: cookie },
    });
    expect(csv.status).toBe(200);
    const [header, ...rows] = parseCsv(await csv.text());
    const records = rows.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i]])));
    const source = (r: Record<string, string | undefined>) => [
      r["Landing Page"],
      r.Referrer,
      r["UTM Source"],
      r["UTM Medium"],
      r["UTM Campaign"],
      r["UTM Term"],
      r["UTM Content"],
      r.GCLID,
    ];
    const google = [LANDING, KEPT_REFERRER, "google", "business-profile", "spring", "", "", "abc123"];
    expect(Object.fromEntries(records.map((r) => [r.Name, source(r)]))).toEqual({
      [`Contact ${marker}`]: google,
      [`Booking ${marker}`]: google,
      [`Bing ${marker}`]: ["/contact", "https://www.bing.com/search", "", "", "", "", "", ""],
    });

    // /admin/sources counts them for the period that holds today, and not for one that does not.
    const today = todayInNewYork();
    await owner.goto(`/admin/sources?from=${today}&to=${today}`);
    expect(await tableRows(owner.getByRole("region", { name: "By source" }))).toEqual([
      [LABEL, "2"],
      ["bing.com", "1"],
    ]);
    expect(await tableRows(owner.getByRole("region", { name: "By landing page" }))).toEqual([
      [LANDING, "2"],
      ["/contact", "1"],
    ]);
    const before = todayInNewYork(-2);
    await owner.goto(`/admin/sources?from=${todayInNewYork(-9)}&to=${before}`);
    await expect(owner.getByRole("region", { name: "By source" })).toHaveText(/No requests in this period\./);
    await Promise.all([visitor.close(), other.close(), ownerContext.close()]);
  });
});
