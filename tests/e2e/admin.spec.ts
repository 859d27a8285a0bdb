/**
 * The staff workspace's requests at /admin against the main e2e server (owner: the business
 * e-mail, created from ADMIN_PASSWORD "e2e-admin-password"): refused without a session; requests sent
 * from the public forms (with and without JavaScript) show up, each on its own page with every
 * field, escaped; newest first; status changes stick; the CSV exports hold the exact text with
 * formulas neutralised; sign-out ends the session.
 */
import { readFileSync } from "node:fs";
import { axeOn } from "./support/a11y";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD, E2E_PORT } from "../../playwright.config";
import { bookingForm, contactForm, OWNER_EMAIL, parseCsv, postForm, uniqueMarker } from "./support/requests";
import { todayInNewYork, waitForHydration, WINDOW_LABEL, workdayInNewYork } from "./support/public-site";
import { removeDir, spawnServer } from "./support/spawn-server";
import { longDate } from "./support/dates";

const BASE = `http://127.0.0.1:${E2E_PORT}`;
const HOSTILE = `José Ñúñez 🧊 "quoted" <script>alert(1)</script> O'Brien; DROP TABLE bookings;--`;
/** "Nov 21, 2026, 9:05 AM EST": the owner reads times in the business's zone. */
const RECEIVED = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M E[SD]T/;

test.use({ viewport: { width: 1280, height: 900 } });

async function signInWithForm(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
}

/** The list's entry (a card) of the request whose text contains `text`. */
function card(page: Page, kind: "booking" | "message", text: string) {
  return page.getByRole("list", { name: "Requests" }).locator(`li[id^="${kind}-"]`, { hasText: text });
}

/** Finds a request by searching the list for `text`, and opens its page. */
async function openRequest(page: Page, kind: "booking" | "message", text: string) {
  await page.goto(`/admin?q=${encodeURIComponent(text)}`);
  const found = card(page, kind, text);
  await expect(found).toHaveCount(1);
  await found.getByRole("link").first().click();
  await page.waitForURL(new RegExp(`/admin/requests/${kind}/\\d+$`));
  return page.locator("main");
}

/** The value shown next to a label on a request's page. */
function field(scope: ReturnType<Page["locator"]>, label: string) {
  return scope
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]")
    .first();
}

async function setStatus(page: Page, status: string) {
  await page.getByRole("combobox", { name: "Status" }).selectOption(status);
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("The status was saved.")).toBeVisible();
}

async function downloadCsv(page: Page, linkName: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^(bookings|messages|requests)-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff); // BOM: spreadsheets read it as UTF-8
  const [header, ...rows] = parseCsv(text);
  return rows.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ""])));
}

test("/admin is refused without a session, and kept out of search engines", async ({ page, request }) => {
  const response = await page.goto("/admin");
  expect(response!.status()).toBe(401);
  expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response!.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Requests" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Requests" })).toHaveCount(0);

  // A wrong password: refused, with a message, and still no data.
  await page.getByLabel("Email").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The e-mail or password is not correct.");
  await expect(page.getByRole("heading", { name: "Requests" })).toHaveCount(0);

  // Exports and actions need the session too.
  for (const path of ["/admin/bookings.csv", "/admin/messages.csv"]) {
    const csv = await request.get(path);
    expect(csv.status(), path).toBe(401);
    expect(csv.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await csv.text()).toBe("You are not signed in, or your session has ended. Sign in at /admin.\n");
  }
  const forged = await postForm(BASE, "/admin", { intent: "set-status", kind: "message", id: "1", status: "done" });
  expect(forged.status).toBe(401);

  // Not linked from the public site, not in the sitemap; robots.txt keeps crawlers out.
  const home = await request.get("/");
  expect(await home.text()).not.toContain("/admin");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
});

/** Collects Content-Security-Policy violations the browser reports on this page. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("a booking sent with JavaScript shows in the inbox with every field; its status can change", async ({ page }) => {
  const violations = cspViolations(page);
  const marker = uniqueMarker("js-booking");
  const date = workdayInNewYork(5);
  await page.goto("/book");
  await waitForHydration(page);
  await page.getByLabel("Full Name").fill(`Ana ${marker}`);
  await page.getByLabel("Email").fill("ana.booking@example.com");
  await page.getByLabel("Phone Number").fill("(813) 555-0177");
  await page.getByLabel("Address").fill('12 "Palm" Ave & Co <b>');
  await page.getByLabel("City").fill("St. Petersburg");
  await page.getByLabel("ZIP Code").fill("33701");
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("Refrigerator Brand").selectOption("Sub-Zero");
  await page.getByLabel("Model Number").fill("BI-36UFD/S");
  await page.getByLabel("Issue Type").selectOption("Ice Maker Problem");
  await page.getByLabel("Describe the Issue").fill(`No ice.\nSecond line: ${HOSTILE}`);
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("Preferred Date").fill(date);
  await page.getByLabel("Preferred Time").selectOption(WINDOW_LABEL.evening);
  await page.getByLabel("Additional Information").fill("Dog is friendly 🐕");
  await page.getByRole("button", { name: "Book Appointment" }).click();
  await expect(page.getByRole("heading", { name: "Appointment Successfully Scheduled!" })).toBeVisible();

  await signInWithForm(page);
  await page.goto(`/admin?q=${encodeURIComponent(marker)}`);
  await expect(card(page, "booking", marker)).toHaveCount(1);
  await expect(card(page, "booking", marker)).toContainText(RECEIVED);
  const booking = await openRequest(page, "booking", marker);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ana ${marker}`);
  const expected: Array<[string, string]> = [
    ["E-mail", "ana.booking@example.com"],
    ["Phone", "(813) 555-0177"],
    ["Address", '12 "Palm" Ave & Co <b>, St. Petersburg, FL 33701'],
    ["Brand", "Sub-Zero"],
    ["Model", "BI-36UFD/S"],
    ["Issue", "Ice Maker Problem"],
    ["Description", `No ice.\nSecond line: ${HOSTILE}`],
    ["Asked for", `${longDate(date)}, ${WINDOW_LABEL.evening}`],
    ["Visit", `${longDate(date)}, ${WINDOW_LABEL.evening}`],
    ["Additional information", "Dog is friendly 🐕"],
  ];
  // innerText: the visitor's line breaks are shown as line breaks.
  for (const [label, value] of expected)
    await expect(field(booking, label), label).toHaveText(value, { useInnerText: true });
  // Shown as text: the visitor's markup never becomes an element.
  await expect(booking.locator("script, b")).toHaveCount(0);
  await expect(booking.getByText("New", { exact: true }).first()).toBeVisible();

  await setStatus(page, "scheduled");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("scheduled");
  await page.goto(`/admin?q=${encodeURIComponent(marker)}`);
  await expect(card(page, "booking", marker)).toContainText("Scheduled");

  // The bookings CSV holds the same row, exactly, with the new status.
  const rows = await downloadCsv(page, /Download bookings as CSV/);
  const row = rows.find((r) => r.Name === `Ana ${marker}`);
  expect(row).toMatchObject({
    Status: "scheduled",
    Email: "ana.booking@example.com",
    Phone: "(813) 555-0177",
    Address: '12 "Palm" Ave & Co <b>',
    City: "St. Petersburg",
    "ZIP Code": "33701",
    Brand: "Sub-Zero",
    Model: "BI-36UFD/S",
    Issue: "Ice Maker Problem",
    "Issue Description": `No ice.\nSecond line: ${HOSTILE}`,
    "Preferred Date": date,
    "Preferred Time": WINDOW_LABEL.evening,
    "Additional Information": "Dog is friendly 🐕",
  });
  expect(row!["Received (America/New_York)"]).toMatch(RECEIVED);
  // The inbox (sign-in, list, status form) runs under the site's strict CSP without a violation.
  expect(violations).toEqual([]);
});

async function noScriptContext(browser: Browser) {
  return browser.newContext({ javaScriptEnabled: false, baseURL: `http://localhost:${E2E_PORT}` });
}

test("without JavaScript: a message and a booking are stored, shown escaped, and managed", async ({ browser }) => {
  const context = await noScriptContext(browser);
  const page = await context.newPage();
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const marker = uniqueMarker("nojs");

  await page.goto("/contact");
  await page.getByLabel("Full Name").fill(HOSTILE);
  await page.getByLabel("Email").fill("jose@example.com");
  await page.getByLabel("Phone Number").fill("+1 (813) 555-0123");
  await page.getByLabel("Service Needed").selectOption("Water Leaking");
  await page.getByRole("textbox", { name: "Message" }).fill(`${marker}\n<img src=x onerror=alert(2)> & more`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-contact-sent]")).toContainText("Message Sent!");

  await page.goto("/book");
  const form = page.getByRole("form", { name: "Booking form" });
  await form.getByLabel("Full Name").fill(`NoJS ${marker}`);
  await form.getByLabel("Email").fill("nojs@example.com");
  await form.getByLabel("Phone Number").fill("727-555-0100");
  await form.getByLabel("Address").fill("1 Main St");
  await form.getByLabel("City").fill("Clearwater");
  await form.getByLabel("ZIP Code").fill("33755");
  // Without JavaScript the wizard steps by server round trips.
  await form.getByRole("button", { name: "Next Step" }).click();
  await form.getByLabel("Refrigerator Brand").selectOption("Other");
  await form.getByLabel("Describe the Issue").fill("Clicking noise");
  await form.getByRole("button", { name: "Next Step" }).click();
  await form.getByLabel("Preferred Date").fill(todayInNewYork(1));
  await form.getByLabel("Preferred Time").selectOption("First Available");
  await form.getByRole("button", { name: "Book Appointment" }).click();
  await expect(page.getByRole("heading", { name: "Appointment Successfully Scheduled!" })).toBeVisible();

  await signInWithForm(page);
  await page.goto(`/admin?q=${encodeURIComponent(marker)}`);
  await expect(card(page, "message", marker)).toContainText(RECEIVED);
  const message = await openRequest(page, "message", marker);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOSTILE);
  await expect(field(message, "Message")).toHaveText(`${marker}\n<img src=x onerror=alert(2)> & more`, {
    useInnerText: true,
  });
  await expect(field(message, "About")).toHaveText("Water Leaking");
  await expect(field(message, "Phone")).toHaveText("+1 (813) 555-0123");
  await expect(message.locator("img, script")).toHaveCount(0);
  // Status change by plain form POST (and redirect) works without JavaScript too.
  await setStatus(page, "contacted");

  const booking = await openRequest(page, "booking", `NoJS ${marker}`);
  await expect(field(booking, "Brand")).toHaveText("Other");
  await expect(field(booking, "Model")).toHaveCount(0); // no model given: no empty row
  await expect(field(booking, "Asked for")).toContainText("First Available");

  await page.goto("/admin");
  const rows = await downloadCsv(page, /Download messages as CSV/);
  const row = rows.find((r) => r.Message?.startsWith(marker));
  // "+1 ..." would run as a formula in a spreadsheet: neutralised with a leading quote.
  expect(row).toMatchObject({
    Name: HOSTILE,
    Email: "jose@example.com",
    Phone: "'+1 (813) 555-0123",
    Service: "Water Leaking",
    // A browser submits a textarea's line break as CRLF (HTML spec); stored as LF, like the
    // JavaScript path sends it (app/lib/fields.ts).
    Message: `${marker}\n<img src=x onerror=alert(2)> & more`,
    Status: "contacted",
  });
  expect(dialogs).toBe(0);
  await context.close();
});

test("newest first, formulas neutralised in the CSV, and sign-out ends the session", async ({ page, context }) => {
  const marker = uniqueMarker("order");
  for (const n of [1, 2]) {
    const response = await postForm(
      BASE,
      "/contact",
      contactForm({ name: `=HYPERLINK("x") ${n}`, message: `${marker} #${n}` }),
    );
    expect(response.status).toBe(200);
  }
  const booking = await postForm(BASE, "/book", bookingForm({ name: `@SUM(1) ${marker}`, model: "-40" }));
  expect(booking.status).toBe(200);

  await signInWithForm(page);
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === "admin_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true, path: "/" });

  // The inbox meets the same accessibility bar as the public pages.
  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

  await page.goto(`/admin?q=${encodeURIComponent(marker)}`);
  const mine = page.getByRole("list", { name: "Requests" }).locator('li[id^="message-"]', { hasText: marker });
  await expect(mine).toHaveCount(2);
  await expect(mine.nth(0)).toContainText(`${marker} #2`);
  await expect(mine.nth(1)).toContainText(`${marker} #1`);

  const messages = await downloadCsv(page, /Download messages as CSV/);
  const ordered = messages.filter((r) => r.Message?.startsWith(marker));
  expect(ordered.map((r) => [r.Name, r.Message])).toEqual([
    [`'=HYPERLINK("x") 2`, `${marker} #2`],
    [`'=HYPERLINK("x") 1`, `${marker} #1`],
  ]);
  const bookings = await downloadCsv(page, /Download bookings as CSV/);
  expect(bookings.find((r) => r.Name?.includes(marker))).toMatchObject({ Name: `'@SUM(1) ${marker}`, Model: "'-40" });

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "admin_session")).toBeUndefined();
  const after = await page.goto("/admin");
  expect(after!.status()).toBe(401);
});

test("without ADMIN_PASSWORD and without accounts /admin stays locked and says how to enable it", async () => {
  const server = await spawnServer();
  try {
    const page = await fetch(`${server.url}/admin`);
    expect(page.status).toBe(403);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await page.text();
    expect(html).toContain("The workspace is locked");
    expect(html).toMatch(/set <code>ADMIN_PASSWORD<\/code>/);
    expect(html).toContain("<code>.env</code>");
    expect(html).toContain("<code>npm run owner -- reset-password</code>");
    expect(html).not.toContain('type="password"');
    // An empty password cannot open it either.
    const login = await postForm(server.url, "/admin", { intent: "login", email: OWNER_EMAIL, password: "" });
    expect(login.status).toBe(403);
    expect(login.headers.get("set-cookie")).toBeNull();
    expect((await fetch(`${server.url}/admin/bookings.csv`)).status).toBe(401);
    expect(server.output()).toContain("[admin] ADMIN_PASSWORD not set: /admin stays locked");
  } finally {
    await server.kill();
    removeDir(server.dataDir);
  }
});

test("an ADMIN_PASSWORD that breaks the rules is refused: /admin stays locked and says why", async () => {
  const server = await spawnServer({ env: { ADMIN_PASSWORD: "password1234" } });
  try {
    const page = await fetch(`${server.url}/admin`);
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain("The workspace is locked");
    expect(html).toContain("That password is on a list of commonly used passwords.");
    const login = await postForm(server.url, "/admin", {
      intent: "login",
      email: OWNER_EMAIL,
      password: "password1234",
    });
    expect(login.status).toBe(403);
    expect(login.headers.get("set-cookie")).toBeNull();
    await server.waitForOutput(
      /\[admin\] ADMIN_PASSWORD refused: That password is on a list of commonly used passwords/,
    );
  } finally {
    await server.kill();
    removeDir(server.dataDir);
  }
});
