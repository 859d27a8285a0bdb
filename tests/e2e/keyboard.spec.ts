/**
 * Keyboard and screen reader (issue 10), with JavaScript: a booking and a message sent with the
 * keyboard alone. While sending, focus stays on the button (Submitting... / Sending...); then it
 * moves to the confirmation heading or the success panel, never to the page body. The toasts
 * speak through live regions that were in the page, empty, before they spoke.
 */
import { expect, test, type Page } from "@playwright/test";
import { SUCCESS, waitForHydration, workdayInNewYork } from "./support/public-site";

test.use({ viewport: { width: 1280, height: 900 } });

/** Presses Tab until the focused element matches `selector` (a field's date segments take several). */
async function tabTo(page: Page, selector: string, most = 60) {
  for (let i = 0; i < most; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

/**
 * Records, from now on, every moment focus is on the page body: at each animation frame and just
 * after every focus change settles.
 */
async function watchFocus(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __bodyFocus: string[] };
    w.__bodyFocus = [];
    const check = (when: string) => {
      const active = document.activeElement;
      if (!active || active === document.body) w.__bodyFocus.push(when);
    };
    document.addEventListener("focusout", () => setTimeout(() => check("after a focus change")), true);
    const frame = () => {
      check("at a frame");
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const bodyFocusMoments = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bodyFocus: string[] }).__bodyFocus);

/** The two live regions: present and empty in the server's HTML, before anything is said. */
async function expectSilentLiveRegions(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  expect(html, "a polite live region, empty").toMatch(/<div role="status" aria-live="polite"[^>]*><\/div>/);
  expect(html, "an assertive live region, empty").toMatch(/<div aria-live="assertive"[^>]*><\/div>/);
}

test("book a repair with the keyboard alone", async ({ page }) => {
  await expectSilentLiveRegions(page, "/book");
  await page.goto("/book");
  await waitForHydration(page);
  const polite = await page.locator('[role="status"][aria-live="polite"]').elementHandle();
  expect(await polite!.textContent()).toBe("");

  await tabTo(page, '[name="name"]');
  for (const [field, text] of [
    ["name", "Kay Board"],
    ["email", "kay.board@example.com"],
    ["phone", "(813) 555-0166"],
    ["address", "200 Tab Ave"],
    ["city", "Tampa"],
    ["zipCode", "33606"],
  ]) {
    await tabTo(page, `[name="${field}"]`);
    await page.keyboard.type(text!);
  }
  await page.keyboard.press("Enter"); // Enter in a field: Next Step
  await expect(page.locator("h2:focus")).toContainText("Refrigerator Info");

  await tabTo(page, '[name="brand"]');
  await page.keyboard.type("Sub-Zero"); // a select picks the option typed
  await expect(page.getByLabel("Refrigerator Brand")).toHaveValue("Sub-Zero");
  await tabTo(page, '[name="issueDescription"]');
  await page.keyboard.type("Ice builds up on the back wall.");
  await tabTo(page, 'button[value="step-3"]:not([hidden])');
  await page.keyboard.press("Enter");
  await expect(page.locator("h2:focus")).toContainText("Schedule");

  await tabTo(page, '[name="preferredDate"]');
  const [year, month, day] = workdayInNewYork(4).split("-");
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(page.getByLabel("Preferred Date")).toHaveValue(workdayInNewYork(4));
  await tabTo(page, 'button[value="book"]:not([hidden])');

  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
  await watchFocus(page);
  await page.keyboard.press("Enter");
  const submit = page.getByRole("button", { name: "Submitting..." });
  await expect(submit).toBeFocused();
  await expect(submit).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter"); // a second press while sending does nothing

  const heading = page.getByRole("heading", { name: SUCCESS.confirmation.title });
  await expect(heading).toBeFocused();
  // The toast spoke through the region that was there, empty, from the start.
  await expect
    .poll(() => polite!.evaluate((el) => el.isConnected && (el.textContent ?? "")))
    .toContain(SUCCESS.bookingToast.title);
  expect(await bodyFocusMoments(page), "focus fell to the page body").toEqual([]);

  expect(posts, "one booking sent, whatever the second Enter did").toHaveLength(1);
});

test("send a message with the keyboard alone", async ({ page }) => {
  await expectSilentLiveRegions(page, "/contact");
  await page.goto("/contact");
  await waitForHydration(page);
  const polite = await page.locator('[role="status"][aria-live="polite"]').elementHandle();
  expect(await polite!.textContent()).toBe("");

  for (const [field, text] of [
    ["name", "Kay Board"],
    ["email", "kay.board@example.com"],
    ["phone", "(813) 555-0166"],
    ["service", "Water Leaking"],
    ["message", "Water under the fridge since Sunday."],
  ]) {
    await tabTo(page, `[name="${field}"]`);
    await page.keyboard.type(text!);
  }
  await expect(page.getByLabel("Service Needed")).toHaveValue("Water Leaking");
  await tabTo(page, 'form[aria-label="Contact form"] button[type="submit"]');

  await watchFocus(page);
  await page.keyboard.press("Enter");
  const submit = page.getByRole("button", { name: "Sending..." });
  await expect(submit).toBeFocused();
  await expect(submit).toHaveAttribute("aria-disabled", "true");

  const panel = page.locator("[data-contact-sent]");
  await expect(panel).toBeFocused();
  await expect(panel).toContainText("Water under the fridge since Sunday.");
  await expect
    .poll(() => polite!.evaluate((el) => el.isConnected && (el.textContent ?? "")))
    .toContain(SUCCESS.contactToast.title);
  expect(await bodyFocusMoments(page), "focus fell to the page body").toEqual([]);
});

test("a refused message moves focus to the first field in error, never to the page body", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const assertive = await page.locator('[aria-live="assertive"]').elementHandle();
  const form = page.getByRole("form", { name: /contact/i });
  await form.getByLabel("Full Name").fill("Kay Board");
  await form.getByLabel("Email").fill("kay.board@example.com");
  await form.getByLabel("Phone Number").fill("555-0166"); // the server wants ten digits
  await form.getByRole("textbox", { name: "Message" }).fill("Hello");
  await watchFocus(page);
  await form.getByRole("button", { name: "Send Message" }).press("Enter");
  await expect(form.getByLabel("Phone Number")).toBeFocused();
  await expect(form.getByLabel("Phone Number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-form-message]")).toHaveText("Please correct the highlighted fields.");
  await expect.poll(() => assertive!.evaluate((el) => el.textContent ?? "")).toContain("Message not sent");
  expect(await bodyFocusMoments(page), "focus fell to the page body").toEqual([]);
});
