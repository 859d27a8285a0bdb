/**
 * The right part on the first visit (DECISIONS "Photos and urgency"): photos in step 2 with
 * JavaScript (shrunk, thumbnails, progress, remove), photos added on the appointment page without
 * it, refused files with their reason, and the food-at-risk path from the wizard to the owner's
 * e-mail and the top of the workspace. A server of our own with a test SMTP server.
 */
import sharp from "sharp";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MEDICINE_QUESTION, POWER_OUTAGE_QUESTION } from "#app/forms/urgency";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import { business, EMERGENCY_PHONE, waitForHydration, WINDOW_LABEL, workdayInNewYork } from "./support/public-site";
import { bookingForm, OWNER_EMAIL, parseCsv, postForm, signIn, uniqueMarker } from "./support/requests";
import { removeDir, spawnServer, type SpawnedServer } from "./support/spawn-server";
import { signInWithForm } from "./support/workspace";

const PASSWORD = "photos-urgency-password";

/** A photo as a phone takes it: bigger than we keep (2,600 x 1,950, grainy like a real one). */
async function phonePhoto(seed: number): Promise<Buffer> {
  const [width, height] = [2600, 1950];
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761 + seed * 97) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(2)
    .jpeg({ quality: 95 })
    .toBuffer();
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

/** `first` comes before `second` both in the document and on screen (CSS could reorder them). */
async function expectBefore(first: Locator, second: Locator, what: string) {
  const following = await first.evaluate(
    (a, b) => !!b && !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING),
    await second.elementHandle(),
  );
  expect(following, `${what}: document order`).toBe(true);
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(a!.y, `${what}: on screen`).toBeLessThan(b!.y);
}

/** The stored booking as the filtered CSV export has it (one request found by its unique name). */
async function storedBooking(baseUrl: string, cookie: string, name: string) {
  const response = await fetch(`${baseUrl}/admin/requests.csv?q=${encodeURIComponent(name)}`, {
    headers: { Cookie: cookie },
  });
  const [header, ...rows] = parseCsv(await response.text());
  expect(rows, name).toHaveLength(1);
  return Object.fromEntries(header!.map((h, i) => [h, rows[0]![i] ?? ""]));
}

test.describe("photos and urgency", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let server: SpawnedServer;
  let smtp: TestSmtp;
  test.beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await spawnServer({
      env: { ADMIN_PASSWORD: PASSWORD, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_POLL_MS: "200" },
    });
  });
  test.afterAll(async () => {
    await server?.kill();
    await smtp?.stop();
    if (server) removeDir(server.dataDir);
  });

  test("step 2 at 375 px: two photos shrunk, shown, uploaded with progress; one removed; staff see the other", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cspErrors: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    await page.goto(`${server.url}/book`);
    await waitForHydration(page);
    const name = `Photo ${uniqueMarker("p")}`;
    await fillStepOne(page, name);
    await page.getByLabel("Refrigerator Brand").selectOption("LG");
    await page.getByLabel("Describe the Issue").fill("Ice maker stopped.");
    await page.getByLabel("Issue Type").selectOption("Ice Maker Problem");

    // A slow upload, so the progress shows.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 100,
      downloadThroughput: 1_000_000,
      uploadThroughput: 100_000,
    });
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
    // The previews load under the page's strict CSP (blob: images allowed, nothing else loosened),
    // and the control says what was chosen instead of "No file chosen".
    for (const file of ["plate.jpg", "freezer.jpg"]) {
      const preview = page.getByRole("img", { name: `Photo: ${file}` });
      await expect(preview).toHaveAttribute("src", /^blob:/);
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: file })
        .toBeGreaterThan(0);
    }
    const picker = page.locator("[data-photo-picker]");
    await expect(picker).toContainText("2 photos chosen: plate.jpg, freezer.jpg");
    await expect(picker).not.toContainText("No file chosen");
    await expect(picker.getByText("Add another photo")).toBeVisible();
    expect(cspErrors).toEqual([]);
    await expect(page.locator("[data-photo-picker]").getByText("Sent")).toHaveCount(2, { timeout: 60_000 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Shrunk in the browser: each went up far smaller than the photo taken.
    expect(uploads).toHaveLength(2);
    for (const size of uploads) expect(size).toBeLessThan(first.length / 2);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Remove freezer.jpg" }).click();
    await expect(page.getByRole("img", { name: "Photo: freezer.jpg" })).toHaveCount(0);
    await expect(picker).toContainText("1 photo chosen: plate.jpg");
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.getByLabel("Preferred Date").fill(workdayInNewYork(3));
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Successfully Scheduled!" })).toBeVisible();

    const cookie = await signIn(server.url, PASSWORD);
    const list = await (
      await fetch(`${server.url}/admin?q=${encodeURIComponent(name)}`, { headers: { Cookie: cookie } })
    ).text();
    expect(list.replaceAll("<!-- -->", "")).toContain("· 1 photo");
    const id = /\/admin\/requests\/booking\/(\d+)/.exec(list)![1];
    const detail = await (
      await fetch(`${server.url}/admin/requests/booking/${id}`, { headers: { Cookie: cookie } })
    ).text();
    const photoIds = [...new Set([...detail.matchAll(/\/admin\/photos\/(\d+)\?size=thumbnail/g)].map((m) => m[1]))];
    expect(photoIds).toHaveLength(1);
    // Thumbnails show the whole rating plate (contain), never a crop of it (cover).
    const thumbnails = [...detail.matchAll(/<img[^>]*size=thumbnail[^>]*>/g)].map((m) => m[0]);
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const img of thumbnails) expect(img).toContain("object-contain");
    const stored = await fetch(`${server.url}/admin/photos/${photoIds[0]}`, { headers: { Cookie: cookie } });
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).width).toBe(2000);
    await context.close();
  });

  test("a refused file says why and the form keeps everything", async ({ page }) => {
    // Through the wizard: a text file named .jpg is refused by the server with its reason.
    await page.goto(`${server.url}/book`);
    await waitForHydration(page);
    await fillStepOne(page, "Refused File");
    await page
      .getByLabel(/^Photos/)
      .setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") });
    await expect(page.getByRole("alert").filter({ hasText: "This file is not a photo we can open." })).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("Refused File");

    // As a multipart post (the form without JavaScript, or any client): 400, the reason on
    // photos, every value kept, nothing stored.
    const form = new FormData();
    for (const [k, v] of Object.entries(bookingForm({ name: "Kept Name", issueDescription: "Kept text" })))
      form.append(k, v);
    form.append("photos", new Blob(["\u0000\u0000\u0000\u0018ftypheic"], { type: "image/heic" }), "IMG_1.HEIC");
    const refused = await fetch(`${server.url}/book`, { method: "POST", body: form, headers: { Origin: server.url } });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Your phone saved this photo as HEIC");
    expect(html).toContain('value="Kept Name"');
    expect(html).toContain("Kept text");
  });

  test("without JavaScript a photo is added on the appointment page", async ({ browser }) => {
    const booked = await postForm(
      server.url,
      "/book",
      bookingForm({ name: "No Script Photos", preferredDate: workdayInNewYork(4) }),
    );
    const appointment = /\/appointments\/[\w-]{43}/.exec(await booked.text())![0];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + appointment);
    await page.getByLabel(/Add up to 3 photos/).setInputFiles({
      name: "plate.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2a6" } })
        .png()
        .toBuffer(),
    });
    await page.getByRole("button", { name: "Send photos" }).click();
    await expect(page.getByText("Thank you: your photos are with the team.")).toBeVisible();
    await expect(page.getByText("You have sent 1 photo.")).toBeVisible();
    await context.close();
  });

  test('"Where do I find it?" beside the model and serial opens the rating-plate hint, with or without JavaScript', async ({
    browser,
    page: scripted,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      // With JavaScript: the worker's own context at 320 px; without: a context of its own.
      const context = javaScriptEnabled
        ? scripted.context()
        : await browser.newContext({ javaScriptEnabled, viewport: { width: 320, height: 640 } });
      const page = javaScriptEnabled ? scripted : await context.newPage();
      if (javaScriptEnabled) await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${server.url}/book`);
      if (javaScriptEnabled) await waitForHydration(page);
      await fillStepOne(page, "Plate Finder");
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
      const link = page.getByRole("link", { name: "Where do I find it?" });
      await expect(link, `JavaScript ${javaScriptEnabled}`).toHaveAttribute("href", "#rating-plate-hint");
      await expectBefore(page.getByLabel("Serial Number"), link, "the link follows the serial field");
      const hint = page.locator("#rating-plate-hint");
      await expect(hint).toBeHidden(); // closed until asked
      const url = page.url();
      await link.click();
      await expect(hint).toBeVisible();
      await expect(hint).toBeInViewport();
      await expect(page.locator("details#rating-plate")).toHaveAttribute("open", "");
      await expect(hint).toContainText("inside the fresh-food compartment on a side wall or the ceiling");
      await expect(hint).toContainText("behind the kick plate");
      // With JavaScript the wizard stays where it was (no fragment in its URL); still step 2.
      if (javaScriptEnabled) expect(page.url()).toBe(url);
      await expect(page.getByLabel("Serial Number")).toBeVisible();
      if (!javaScriptEnabled) await context.close();
    }
  });

  test("without JavaScript the food question is always shown; only a food-risk issue makes Yes urgent", async ({
    browser,
    page: staff,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 800 } });
    const page = await context.newPage();
    const names = { iceMaker: `No Script Ice ${uniqueMarker("n")}`, notCooling: `No Script Warm ${uniqueMarker("n")}` };
    for (const [issue, name] of [
      ["Ice Maker Problem", names.iceMaker],
      ["Not Cooling", names.notCooling],
    ] as const) {
      await page.goto(`${server.url}/book`);
      await fillStepOne(page, name);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
      // Shown whatever the issue (no script to follow the select), with the note saying when it counts.
      const question = page.getByRole("group", { name: /Is there food inside that needs to stay cold\?/ });
      await expect(question).toBeVisible();
      await expect(question).toContainText("(only for Not Cooling, Not Running, Freezer Issues)");
      await page.getByLabel("Refrigerator Brand").selectOption("GE");
      await page.getByLabel("Issue Type").selectOption(issue);
      await question.getByLabel("Yes").check();
      await page.getByLabel("Describe the Issue").fill("Booked without JavaScript.");
      await page.getByRole("button", { name: "Next Step" }).click();
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
      await page.getByLabel("Preferred Date").fill(workdayInNewYork(5));
      await page.getByLabel("Preferred Time").selectOption(WINDOW_LABEL.afternoon);
      await page.getByRole("button", { name: "Book Appointment" }).click();
      await expect(page.getByRole("heading", { name: "Appointment Successfully Scheduled!" })).toBeVisible();
    }
    await context.close();

    const cookie = await signIn(server.url, PASSWORD);
    // Yes for an ice maker is not food at risk: stored without the answer, not urgent.
    expect(await storedBooking(server.url, cookie, names.iceMaker)).toMatchObject({
      "Issue or Service": "Ice Maker Problem",
      "Food At Risk": "",
      Urgent: "no",
    });
    expect(await storedBooking(server.url, cookie, names.notCooling)).toMatchObject({
      "Issue or Service": "Not Cooling",
      "Food At Risk": "yes",
      Urgent: "yes",
    });
    // And so the workspace shows it: the badge on the warm fridge only.
    await signInWithForm(staff, OWNER_EMAIL, PASSWORD, server.url);
    await expect(staff.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    for (const [name, badges] of [
      [names.iceMaker, 0],
      [names.notCooling, 1],
    ] as const) {
      await staff.goto(`${server.url}/admin?q=${encodeURIComponent(name)}`);
      const card = staff.getByRole("list", { name: "Requests" }).getByRole("listitem");
      await expect(card.getByRole("link", { name })).toBeVisible();
      await expect(card.getByText("Urgent", { exact: true }), name).toHaveCount(badges);
    }
  });

  test("deleting a booking in the workspace deletes its photos: their URLs answer 404 to staff", async ({ page }) => {
    const name = `Deleted ${uniqueMarker("d")}`;
    const form = new FormData();
    for (const [k, v] of Object.entries(bookingForm({ name, issue: "Ice Maker Problem" }))) form.append(k, v);
    for (const seed of [3, 4])
      form.append("photos", new Blob([new Uint8Array(await phonePhoto(seed))], { type: "image/jpeg" }), `p${seed}.jpg`);
    expect(
      (await fetch(`${server.url}/book`, { method: "POST", body: form, headers: { Origin: server.url } })).status,
    ).toBe(200);

    const cookie = await signIn(server.url, PASSWORD);
    const staffGet = (path: string) => fetch(server.url + path, { headers: { Cookie: cookie } });
    const list = await (await staffGet(`/admin?q=${encodeURIComponent(name)}`)).text();
    const id = /\/admin\/requests\/booking\/(\d+)/.exec(list)![1];
    const photoIds = [...new Set([...list.matchAll(/\/admin\/photos\/(\d+)\?size=thumbnail/g)].map((m) => m[1]))];
    expect(photoIds).toHaveLength(2);
    const urls = photoIds.flatMap((p) => [`/admin/photos/${p}`, `/admin/photos/${p}?size=thumbnail`]);
    for (const url of urls) expect((await staffGet(url)).status, url).toBe(200);

    // The owner deletes it from its page, as in the workspace.
    await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await page.goto(`${server.url}/admin/requests/booking/${id}`);
    await page.getByText("Delete this request").click();
    await page.getByLabel("Yes, delete it").check();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?deleted=1$/);

    for (const url of urls) {
      const gone = await staffGet(url);
      expect(gone.status, url).toBe(404);
      expect(gone.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await gone.text()).toBe("No such photo.\n");
    }
    expect((await staffGet(`/admin/requests/booking/${id}`)).status).toBe(404);
  });

  test("food at risk: the call link first, URGENT in the owner's e-mail, first in the workspace", async ({ page }) => {
    await page.goto(`${server.url}/book`);
    await waitForHydration(page);
    const name = `Warm Fridge ${uniqueMarker("u")}`;
    await fillStepOne(page, name);
    await page.getByLabel("Refrigerator Brand").selectOption("Whirlpool");
    await page.getByLabel("Issue Type").selectOption("Not Running");
    await page
      .getByRole("group", { name: /Is there food inside that needs to stay cold\?/ })
      .getByLabel("Yes")
      .check();
    // The emergency line, as a big tel: link, comes before the rest of the step.
    const stepTwo = page.locator('fieldset[data-step="2"]');
    const call = stepTwo.getByRole("link", { name: `Call ${EMERGENCY_PHONE.display}` });
    await expect(call).toHaveAttribute("href", EMERGENCY_PHONE.tel);
    await expectBefore(call, page.getByLabel("Describe the Issue"), "step 2: the call before the description");
    await expectBefore(call, page.getByRole("button", { name: "Next Step" }), "step 2: the call before Next Step");
    await page.getByLabel("Describe the Issue").fill("Dead, full of food.");
    await page.getByRole("button", { name: "Next Step" }).click();
    // Step 3 opens on the call, before the date and window choices, and offers the earliest
    // window first (First Available, today).
    const stepThree = page.locator('fieldset[data-step="3"]');
    const callFirst = stepThree.getByRole("link", { name: `Call ${EMERGENCY_PHONE.display}` });
    await expect(callFirst).toBeVisible();
    await expect(callFirst).toHaveAttribute("href", EMERGENCY_PHONE.tel);
    await expectBefore(callFirst, page.getByLabel("Preferred Date"), "step 3: the call before the date");
    await expectBefore(callFirst, page.getByLabel("Preferred Time"), "step 3: the call before the windows");
    await expect(page.getByLabel("Preferred Time")).toHaveValue("First Available");
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Appointment Successfully Scheduled!" })).toBeVisible();
    // The confirmation names the emergency line first too, and never offers the main line instead.
    const confirmation = page.getByText("Food at risk? Call our emergency line now:");
    await expect(confirmation.getByRole("link", { name: EMERGENCY_PHONE.display })).toHaveAttribute(
      "href",
      EMERGENCY_PHONE.tel,
    );
    await expectBefore(
      confirmation,
      page.getByTestId("booking-confirmation").getByText("We'll contact you"),
      "confirmation: the call first",
    );
    await expect(page.getByText("Need us sooner? Call").getByRole("link")).toHaveText(EMERGENCY_PHONE.display);

    await expect
      .poll(() => smtp.messages.find((m) => m.subject.includes(name))?.subject, { timeout: 20_000 })
      .toMatch(/^URGENT New booking: /);
    const owner = smtp.messages.find((m) => m.subject.includes(name))!;
    expect(owner.to).toEqual([business.emails.business]);
    expect(owner.text).toContain("Food at risk: yes");

    // A later, ordinary booking: the urgent one still lists first, with its badge.
    expect(
      (await postForm(server.url, "/book", bookingForm({ name: "Later Ordinary", issue: "Water Leaking" }))).status,
    ).toBe(200);
    await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
    const first = page.getByRole("list", { name: "Requests" }).getByRole("listitem").first();
    await expect(first.getByRole("link", { name })).toBeVisible();
    await expect(first.getByText("Urgent")).toBeVisible();
    await page.goto(`${server.url}/admin?urgent=1`);
    const urgentOnly = await page.getByRole("list", { name: "Requests" }).getByRole("listitem").allTextContents();
    expect(urgentOnly.every((text) => text.includes("Urgent"))).toBe(true);
    expect(urgentOnly.some((text) => text.includes(name))).toBe(true);
  });

  test("asked for every issue, without JavaScript too; medicine: the emergency line first, MEDICINE, before Urgent", async ({
    page,
  }) => {
    // Without JavaScript the page carries both questions; a plain form post stores the answers.
    const plain = await (await fetch(`${server.url}/book`)).text();
    expect(plain).toContain(POWER_OUTAGE_QUESTION);
    expect(plain).toContain(MEDICINE_QUESTION);
    const urgent = `Food Only ${uniqueMarker("f")}`;
    expect(
      (
        await postForm(
          server.url,
          "/book",
          bookingForm({
            name: urgent,
            issue: "Not Running",
            foodAtRisk: "yes",
            powerOutage: "no",
            medicineAtRisk: "no",
          }),
        )
      ).status,
    ).toBe(200);

    await page.goto(`${server.url}/book`);
    await waitForHydration(page);
    const name = `Insulin Home ${uniqueMarker("m")}`;
    await fillStepOne(page, name);
    await page.getByLabel("Refrigerator Brand").selectOption("Whirlpool");
    // An issue that does not ask about food: the triage is asked all the same.
    await page.getByLabel("Issue Type").selectOption("Strange Noises");
    await page.getByRole("group", { name: POWER_OUTAGE_QUESTION }).getByLabel("Yes").check();
    await page.getByRole("group", { name: MEDICINE_QUESTION }).getByLabel("Yes").check();
    const stepTwo = page.locator('fieldset[data-step="2"]');
    const call = stepTwo.getByRole("link", { name: `Call ${EMERGENCY_PHONE.display}` });
    await expect(call).toHaveAttribute("href", EMERGENCY_PHONE.tel);
    await expect(stepTwo.getByText("Medicine that must stay cold? Call our emergency line now.")).toBeVisible();
    await page.getByLabel("Describe the Issue").fill("Clicking since the power came back.");
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.getByRole("button", { name: "Book Appointment" }).click();
    const heading = page.getByRole("heading", { name: "Appointment Successfully Scheduled!" });
    await expect(heading).toBeVisible();
    await expectBefore(
      page.getByRole("link", { name: `Call ${EMERGENCY_PHONE.display}` }).first(),
      heading,
      "the answer: the emergency line before the confirmation",
    );

    await expect
      .poll(
        () => smtp.messages.find((m) => m.subject.includes(name) && m.to.includes(business.emails.business))?.subject,
        {
          timeout: 20_000,
        },
      )
      .toMatch(/^MEDICINE New booking: /);
    const owner = smtp.messages.find((m) => m.subject.includes(name))!;
    expect(owner.text).toContain("Medicine that must stay cold: yes");
    expect(owner.text).toContain("Began with a power outage or surge: yes");

    await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
    const items = page.getByRole("list", { name: "Requests" }).getByRole("listitem");
    await expect(items.nth(0).getByRole("link", { name })).toBeVisible();
    await expect(items.nth(0).getByText("Medicine", { exact: true })).toBeVisible();
    await expect(items.nth(1).getByRole("link", { name: urgent })).toBeVisible();
    await expect(items.nth(1).getByText("Urgent", { exact: true })).toBeVisible();
    await items.nth(0).getByRole("link", { name }).click();
    await expect(page.getByText("Medicine", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Yes: call first")).toBeVisible();
  });
});
