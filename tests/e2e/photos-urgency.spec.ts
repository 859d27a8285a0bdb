/**
 * The right part on the first visit (DECISIONS "Photos and urgency"): photos in step 2 with
 * JavaScript (shrunk, thumbnails, progress, remove), photos added on the appointment page without
 * it, refused files with their reason, and the food-at-risk path from the wizard to the owner's
 * e-mail and the top of the workspace. A server of our own with a test SMTP server.
 */
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { startTestSmtp, type TestSmtp } from "../../app/mail/test-smtp";
import { EMERGENCY_PHONE, waitForHydration, workdayInNewYork } from "./support/public-site";
import { bookingForm, OWNER_EMAIL, postForm, signIn, uniqueMarker } from "./support/requests";
import { removeDir, spawnServer, type SpawnedServer } from "./support/spawn-server";
import { signInWithForm } from "./support/workspace";

const PASSWORD = "photos-urgency-password";

/** A photo as a phone takes it: bigger than we keep (2,600 x 1,950, grainy like a real one). */
async function phonePhoto(seed: number): Promise<Buffer> {
  const [width, height] = [2600, 1950];
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761 + seed * 97) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } }).blur(2).jpeg({ quality: 95 }).toBuffer();
}

async function fillStepOne(page: Page, name: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill("photo.visitor@example.com");
  await page.getByLabel("Phone Number").fill("(813) 555-0111");
  await page.getByLabel("Address").fill("12 Bay St");
  await page.getByLabel("City").fill("Tampa");
  await page.getByLabel("ZIP Code").fill("33602");
  await page.getByRole("button", { name: "Next Step" }).click();
}

test.describe("photos and urgency", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let server: SpawnedServer;
  let smtp: TestSmtp;
  test.beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await spawnServer({ env: { ADMIN_PASSWORD: PASSWORD, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_POLL_MS: "200" } });
  });
  test.afterAll(async () => {
    await server?.kill();
    await smtp?.stop();
    if (server) removeDir(server.dataDir);
  });

  test("step 2 at 375 px: two photos shrunk, shown, uploaded with progress; one removed; staff see the other", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/book`);
    await waitForHydration(page);
    const name = `Photo ${uniqueMarker("p")}`;
    await fillStepOne(page, name);
    await page.getByLabel("Refrigerator Brand").selectOption("LG");
    await page.getByLabel("Describe the Issue").fill("Ice maker stopped.");
    await page.getByLabel("Issue Type").selectOption("Ice Maker Problem");

    // A slow upload, so the progress shows.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 100, downloadThroughput: 1_000_000, uploadThroughput: 100_000 });
    const uploads: number[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/photo-uploads")) uploads.push(r.postDataBuffer()?.length ?? 0);
    });
    const [first, second] = await Promise.all([phonePhoto(1), phonePhoto(2)]);
    await page.getByLabel(/^Photos/).setInputFiles([
      { name: "plate.jpg", mimeType: "image/jpeg", buffer: first },
      { name: "freezer.jpg", mimeType: "image/jpeg", buffer: second },
    ]);
    await expect(page.getByRole("progressbar", { name: "Sending plate.jpg" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Photo: plate.jpg" })).toBeVisible();
    await expect(page.locator("[data-photo-picker]").getByText("Sent")).toHaveCount(2, { timeout: 60_000 });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // Shrunk in the browser: each went up far smaller than the photo taken.
    expect(uploads).toHaveLength(2);
    for (const size of uploads) expect(size).toBeLessThan(first.length / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Remove freezer.jpg" }).click();
    await expect(page.getByRole("img", { name: "Photo: freezer.jpg" })).toHaveCount(0);
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.getByLabel("Preferred Date").fill(workdayInNewYork(3));
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Successfully Scheduled!" })).toBeVisible();

    const cookie = await signIn(server.url, PASSWORD);
    const list = await (await fetch(`${server.url}/admin?q=${encodeURIComponent(name)}`, { headers: { Cookie: cookie } })).text();
    expect(list.replaceAll("<!-- -->", "")).toContain("· 1 photo");
    const id = /\/admin\/requests\/booking\/(\d+)/.exec(list)![1];
    const detail = await (await fetch(`${server.url}/admin/requests/booking/${id}`, { headers: { Cookie: cookie } })).text();
    const photoIds = [...new Set([...detail.matchAll(/\/admin\/photos\/(\d+)\?size=thumbnail/g)].map((m) => m[1]))];
    expect(photoIds).toHaveLength(1);
    const stored = await fetch(`${server.url}/admin/photos/${photoIds[0]}`, { headers: { Cookie: cookie } });
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).width).toBe(2000);
    await context.close();
  });

  test("a refused file says why and the form keeps everything", async ({ page }) => {
    // Through the wizard: a text file named .jpg is refused by the server with its reason.
    await page.goto(`${server.url}/book`);
    await waitForHydration(page);
    await fillStepOne(page, "Refused File");
    await page.getByLabel(/^Photos/).setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") });
    await expect(page.getByRole("alert").filter({ hasText: "This file is not a photo we can open." })).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("Refused File");

    // As a multipart post (the form without JavaScript, or any client): 400, the reason on
    // photos, every value kept, nothing stored.
    const form = new FormData();
    for (const [k, v] of Object.entries(bookingForm({ name: "Kept Name", issueDescription: "Kept text" }))) form.append(k, v);
    form.append("photos", new Blob(["\u0000\u0000\u0000\u0018ftypheic"], { type: "image/heic" }), "IMG_1.HEIC");
    const refused = await fetch(`${server.url}/book`, { method: "POST", body: form, headers: { Origin: server.url } });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Your phone saved this photo as HEIC");
    expect(html).toContain('value="Kept Name"');
    expect(html).toContain("Kept text");
  });

  test("without JavaScript a photo is added on the appointment page", async ({ browser }) => {
    const booked = await postForm(server.url, "/book", bookingForm({ name: "No Script Photos", preferredDate: workdayInNewYork(4) }));
    const appointment = /\/appointments\/[\w-]{43}/.exec(await booked.text())![0];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + appointment);
    await page.getByLabel(/Add up to 3 photos/).setInputFiles({ name: "plate.png", mimeType: "image/png", buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2a6" } }).png().toBuffer() });
    await page.getByRole("button", { name: "Send photos" }).click();
    await expect(page.getByText("Thank you: your photos are with the team.")).toBeVisible();
    await expect(page.getByText("You have sent 1 photo.")).toBeVisible();
    await context.close();
  });

  test("food at risk: the call link first, URGENT in the owner's e-mail, first in the workspace", async ({ page }) => {
    await page.goto(`${server.url}/book`);
    await waitForHydration(page);
    const name = `Warm Fridge ${uniqueMarker("u")}`;
    await fillStepOne(page, name);
    await page.getByLabel("Refrigerator Brand").selectOption("Whirlpool");
    await page.getByLabel("Issue Type").selectOption("Not Running");
    await page.getByRole("group", { name: /Is there food inside that needs to stay cold\?/ }).getByLabel("Yes").check();
    // The emergency line, as a big tel: link, comes before the rest of the step.
    const call = page.locator("[data-urgent-call]").first().getByRole("link", { name: `Call ${EMERGENCY_PHONE.display}` });
    await expect(call).toHaveAttribute("href", EMERGENCY_PHONE.tel);
    await page.getByLabel("Describe the Issue").fill("Dead, full of food.");
    await page.getByRole("button", { name: "Next Step" }).click();
    // Step 3 opens on the call, and offers the earliest window first (First Available, today).
    await expect(page.locator('fieldset[data-step="3"] [data-urgent-call]')).toBeVisible();
    await expect(page.getByLabel("Preferred Time")).toHaveValue("First Available");
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Successfully Scheduled!" })).toBeVisible();

    await expect.poll(() => smtp.messages.find((m) => m.subject.includes(name))?.subject, { timeout: 20_000 }).toMatch(/^URGENT New booking: /);
    const owner = smtp.messages.find((m) => m.subject.includes(name))!;
    expect(owner.to).toEqual([OWNER_EMAIL]);
    expect(owner.text).toContain("Food at risk: yes");

    // A later, ordinary booking: the urgent one still lists first, with its badge.
    expect((await postForm(server.url, "/book", bookingForm({ name: "Later Ordinary", issue: "Water Leaking" }))).status).toBe(200);
    await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
    const first = page.getByRole("list", { name: "Requests" }).getByRole("listitem").first();
    await expect(first.getByRole("link", { name })).toBeVisible();
    await expect(first.getByText("Urgent")).toBeVisible();
    await page.goto(`${server.url}/admin?urgent=1`);
    const urgentOnly = await page.getByRole("list", { name: "Requests" }).getByRole("listitem").allTextContents();
    expect(urgentOnly.every((text) => text.includes("Urgent"))).toBe(true);
    expect(urgentOnly.some((text) => text.includes(name))).toBe(true);
  });
});
