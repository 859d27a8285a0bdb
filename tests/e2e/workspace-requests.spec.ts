/**
 * The staff workspace at scale: a server of our own whose database holds 3,000 seeded requests,
 * plus the few this test sends through the real forms. Staff find one by name, phone, ZIP and
 * text; filter by kind, status and urgency; work it (status, note) and see it in its history and
 * in the activity log; export the filtered list; see its photos (staff only: 401 for anyone
 * else, and no metadata). Every page fits a phone.
 */
import exifr from "exifr";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { seedRequests } from "#tests/fixtures/seed-requests";
import { workdayInNewYork } from "./support/public-site";
import { bookingForm, OWNER_EMAIL, parseCsv, signIn, uniqueMarker } from "./support/requests";
import { withServerDatabase } from "./support/database";
import { removeDir, spawnServer, tempDataDir, type SpawnedServer } from "./support/spawn-server";
import { expectPhoneFit, signInWithForm } from "./support/workspace";

const PASSWORD = "workspace-scale-password";
const SEEDED = 3000;

/** A real photo with a GPS position in its EXIF, as a phone would send it. */
async function photoWithGps(): Promise<Blob> {
  const jpeg = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "27/1 57/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "82/1 27/1 0/1" },
    })
    .toBuffer();
  expect((await exifr.gps(jpeg))?.latitude).toBeCloseTo(27.95, 1); // the input really has a position
  return new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" });
}

test.describe("requests at scale", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let server: SpawnedServer;
  const marker = uniqueMarker("needle");
  let needleId: string;

  test.beforeAll(async () => {
    // Seeding thousands of requests takes minutes on a busy machine: a hook's own limit.
    test.setTimeout(300_000);
    // Seed through the app's own database module, then start the server on that directory.
    const dataDir = tempDataDir("scale");
    await withServerDatabase({ dataDir }, () => seedRequests(SEEDED));
    server = await spawnServer({ dataDir, env: { ADMIN_PASSWORD: PASSWORD } });

    // The needle: an urgent booking with a photo, sent as a phone sends it (multipart).
    const form = new FormData();
    const fields = bookingForm({
      name: `Quintanilla ${marker}`,
      phone: "+1 (727) 555-9876",
      zipCode: "34698",
      city: "Dunedin",
      issue: "Not Cooling",
      foodAtRisk: "yes",
      serialNumber: "SZ-998877",
      issueDescription: `Compressor hums 100% of the time ${marker}`,
      preferredDate: workdayInNewYork(3),
      source_landing_page: "/services/cooling-issues",
      utm_source: "google",
      utm_medium: "business-profile",
    });
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("photos", await photoWithGps(), "rating-plate.jpg");
    const sent = await fetch(`${server.url}/book`, { method: "POST", body: form, headers: { Origin: server.url } });
    expect(sent.status).toBe(200);
  });
  test.afterAll(async () => {
    await server?.kill();
    if (server) removeDir(server.dataDir);
  });

  test("search and filters find one request among thousands", async ({ page }) => {
    await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await expect(page.getByText(`${SEEDED + 1} requests.`)).toBeVisible();
    // The open urgent booking comes first, with its badge.
    const first = page.getByRole("list", { name: "Requests" }).getByRole("listitem").first();
    await expect(first.getByRole("link", { name: `Quintanilla ${marker}` })).toBeVisible();
    await expect(first.getByText("Urgent")).toBeVisible();
    // Its photo as a small thumbnail (lazy, sized so nothing shifts) that loads for staff and
    // links to the full size; the other rows on the page have none.
    const thumbnail = first.getByRole("img", { name: "Photo 1 of 1 sent by the customer" });
    await expect(thumbnail).toHaveAttribute("src", /^\/admin\/photos\/\d+\?size=thumbnail$/);
    await expect(thumbnail).toHaveAttribute("loading", "lazy");
    await expect(thumbnail).toHaveAttribute("width", "64");
    await expect(thumbnail).toHaveAttribute("height", "64");
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const photoId = /\/admin\/photos\/(\d+)/.exec((await thumbnail.getAttribute("src"))!)![1];
    await expect(first.getByRole("link", { name: "Photo 1 of 1 sent by the customer" })).toHaveAttribute(
      "href",
      `/admin/photos/${photoId}`,
    );
    await expect(page.getByRole("list", { name: "Requests" }).getByRole("img")).toHaveCount(1);

    for (const q of [marker, "727-555-9876", "7275559876", "34698", "SZ-998877", "100%"]) {
      await page.getByLabel("Search").fill(q);
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByText(/^1 request matching/)).toBeVisible();
      await expect(page.getByRole("list", { name: "Requests" }).getByRole("listitem")).toHaveCount(1);
    }
    // Filters: messages only, a status tab (with its count), urgent only.
    await page.goto(`${server.url}/admin?kind=message`);
    const kinds = await page.getByRole("list", { name: "Requests" }).getByRole("listitem").allTextContents();
    expect(kinds.length).toBe(25);
    expect(kinds.every((text) => text.includes("Message") && !text.includes("Booking"))).toBe(true);
    await page.goto(`${server.url}/admin`);
    const doneTab = page.getByRole("navigation", { name: "Status" }).getByRole("link", { name: /Done/ });
    const doneCount = Number(await doneTab.locator("span").textContent());
    expect(doneCount).toBeGreaterThan(100);
    await doneTab.click();
    await expect(page.getByText(`${doneCount} requests.`)).toBeVisible();
    await page.goto(`${server.url}/admin?urgent=1&q=${marker}`);
    await expect(page.getByRole("list", { name: "Requests" }).getByRole("listitem")).toHaveCount(1);
    // Paging keeps the filters.
    await page.goto(`${server.url}/admin?kind=booking`);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/kind=booking/);
    await expect(page).toHaveURL(/page=2/);
  });

  test("a request's page: call, mail, map, photos; status and notes go to its history and the activity log", async ({
    page,
  }) => {
    await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await page.goto(`${server.url}/admin?q=${marker}`);
    await page.getByRole("link", { name: `Quintanilla ${marker}` }).click();
    await page.waitForURL(/\/admin\/requests\/booking\/\d+$/);
    needleId = /\/admin\/requests\/booking\/(\d+)/.exec(page.url())![1]!;
    await expect(page.getByRole("link", { name: "Call (727) 555-9876" })).toHaveAttribute("href", "tel:+17275559876");
    await expect(page.getByRole("link", { name: "E-mail", exact: true })).toHaveAttribute(
      "href",
      "mailto:visitor@example.com",
    );
    await expect(page.getByRole("link", { name: "Map" })).toHaveAttribute(
      "href",
      /google\.com\/maps\/search\/\?api=1&query=500%20Channelside%20Dr%2C%20Dunedin/,
    );
    await expect(page.getByText("Yes: food needs to stay cold")).toBeVisible();
    await expect(page.getByText("google / business-profile").first()).toBeVisible();
    await expect(page.getByText("/services/cooling-issues")).toBeVisible();
    const thumbnail = page.getByRole("img", { name: "Photo 1 of 1 sent by the customer" });
    await expect(thumbnail).toBeVisible();
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("The status was saved.")).toBeVisible();
    await page.getByRole("textbox", { name: "Note" }).fill(`Bring a start relay. ${marker}`);
    await page.getByRole("button", { name: "Add note" }).click();
    const history = page.getByRole("region", { name: "History and notes" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByRole("listitem").nth(0)).toContainText("Changed a status: new -> contacted");
    await expect(history.getByRole("listitem").nth(0)).toContainText(OWNER_EMAIL);
    await expect(history.getByRole("listitem").nth(1)).toContainText(`Bring a start relay. ${marker}`);

    await page.goto(`${server.url}/admin/activity`);
    await expect(page.getByText(`Bring a start relay. ${marker}`)).toBeVisible();
    await expect(page.getByText("new -> contacted").first()).toBeVisible();
  });

  test("the filtered list exports as CSV, one record per request, read by a real parser", async () => {
    const cookie = await signIn(server.url, PASSWORD);
    const response = await fetch(`${server.url}/admin/requests.csv?q=${encodeURIComponent(marker)}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [header, ...rows] = parseCsv(await response.text());
    expect(rows).toHaveLength(1);
    const cell = (name: string) => rows[0]![header!.indexOf(name)];
    expect(cell("Kind")).toBe("booking");
    expect(cell("Urgent")).toBe("yes");
    expect(cell("Serial Number")).toBe("SZ-998877");
    expect(cell("Phone")).toBe("'+1 (727) 555-9876"); // a leading + would be a formula
    expect(cell("Photos")).toBe("1");
    expect(cell("UTM Source")).toBe("google");
    expect(cell("Landing Page")).toBe("/services/cooling-issues");
    // The whole list of messages: the seeded ones, each one record.
    const all = await fetch(`${server.url}/admin/requests.csv?kind=message`, { headers: { Cookie: cookie } });
    expect(parseCsv(await all.text()).length - 1).toBe(SEEDED / 3);
  });

  test("photos are for signed-in staff only, re-encoded without metadata", async () => {
    const cookie = await signIn(server.url, PASSWORD);
    const page = await fetch(`${server.url}/admin/requests/booking/${needleId}`, { headers: { Cookie: cookie } });
    const photoId = /\/admin\/photos\/(\d+)\?size=thumbnail/.exec(await page.text())![1];
    for (const url of [`/admin/photos/${photoId}`, `/admin/photos/${photoId}?size=thumbnail`]) {
      const anonymous = await fetch(server.url + url);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await anonymous.text()).not.toMatch(/JFIF|Exif/);
      const forged = await fetch(server.url + url, { headers: { Cookie: "admin_session=forged" } });
      expect(forged.status).toBe(401);
    }
    const photo = await fetch(`${server.url}/admin/photos/${photoId}`, { headers: { Cookie: cookie } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("cache-control")).toBe("no-store");
    expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(await exifr.parse(bytes).catch(() => undefined)).toBeUndefined();
    expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
    expect((await sharp(bytes).metadata()).width).toBe(1600);
  });

  test("the list, a request's page and the sources fit a phone and pass axe", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    for (const path of ["/admin", `/admin/requests/booking/${needleId}`, "/admin/sources"]) {
      await page.goto(server.url + path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expectPhoneFit(page, path);
    }
    await context.close();
  });
});
