/**
 * The site with JavaScript turned off, on a phone (issue 10): the header menu navigates, the map
 * has a real fallback, the booking wizard steps by server round trips keeping every value, and
 * after each form the answer is the first thing on screen, focused.
 */
import { expect, test, type Page } from "@playwright/test";
import { COUNTIES, MAIN_PHONE, SUCCESS, WINDOW_LABEL, workdayInNewYork } from "./support/public-site";

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** The element a visitor sees focused, and whether it is inside the first screen. */
function focusedOnScreen(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    const rect = element?.getBoundingClientRect();
    return {
      tag: element?.tagName.toLowerCase(),
      text: element?.textContent?.trim() ?? "",
      onScreen: !!rect && rect.top >= 0 && rect.bottom <= window.innerHeight,
    };
  });
}

test("the header menu opens and navigates on a phone", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  const menu = header.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeHidden();
  await header.locator("summary").click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Service Areas" }).click();
  await expect(page).toHaveURL(/\/areas$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/service areas/i);
  // A new page starts with the menu closed.
  await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();
});

test("the map shows a still picture and the four county links instead of a loading message", async ({ page }) => {
  for (const path of ["/", "/areas"]) {
    await page.goto(path);
    const box = page.getByTestId("service-area-map");
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByText("Loading service area map...")).toBeHidden();
    const still = box.getByRole("img", { name: /service area/i });
    await expect(still).toBeVisible();
    await expect
      .poll(
        () => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        `${path}: the picture loads`,
      )
      .toBe(800);
    for (const county of COUNTIES) {
      const link = page
        .getByRole("main")
        .getByRole("link", { name: county.name, exact: true })
        .filter({ visible: true })
        .first();
      await expect(link, `${path}: ${county.name}`).toHaveAttribute("href", `/areas/${county.slug}`);
    }
  }
  const svg = await page.request.get("/service-area-map.svg");
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  expect(await svg.text()).toContain("HILLSBOROUGH");
});

test("the booking wizard steps by server round trips, keeping every value, and confirms on screen", async ({
  page,
}) => {
  await page.goto("/book");
  const form = page.getByRole("form", { name: /booking/i });
  const progress = page.getByRole("progressbar");
  await expect(progress).toHaveAttribute("aria-valuenow", "1");
  await expect(form.getByLabel("Refrigerator Brand")).toBeHidden();

  await form.getByLabel("Full Name").fill("Ñoño No-Script");
  await form.getByLabel("Email").fill("noscript.booking@example.com");
  await form.getByLabel("Phone Number").fill("(813) 555-0112");
  await form.getByLabel("Address").fill("1 Main St");
  await form.getByLabel("City").fill("Brandon");
  // Enter in a field means Next Step (never Previous), as with JavaScript.
  await form.getByLabel("ZIP Code").fill("33511");
  await form.getByLabel("ZIP Code").press("Enter");
  await expect(progress).toHaveAttribute("aria-valuenow", "2");
  await expect(page.locator("h2:focus")).toContainText("Refrigerator Info");

  await form.getByLabel("Refrigerator Brand").selectOption("Whirlpool");
  await form.getByLabel("Issue Type").selectOption("Water Leaking");
  await form.getByLabel("Describe the Issue").fill("Water under the crisper.\nEvery morning.");
  await form.getByRole("button", { name: "Previous" }).click();
  await expect(progress).toHaveAttribute("aria-valuenow", "1");
  await expect(form.getByLabel("Full Name")).toHaveValue("Ñoño No-Script");
  await expect(form.getByLabel("ZIP Code")).toHaveValue("33511");

  await form.getByRole("button", { name: "Next Step" }).click();
  await expect(form.getByLabel("Issue Type")).toHaveValue("Water Leaking");
  await expect(form.getByLabel("Describe the Issue")).toHaveValue("Water under the crisper.\nEvery morning.");
  await form.getByRole("button", { name: "Next Step" }).click();
  await expect(progress).toHaveAttribute("aria-valuenow", "3");
  await form.getByLabel("Preferred Date").fill(workdayInNewYork(2));
  await form.getByLabel("Preferred Time").selectOption(WINDOW_LABEL.evening);

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/book"),
    form.getByRole("button", { name: "Book Appointment" }).click(),
  ]);
  expect(response.status()).toBe(200);
  const heading = page.getByRole("heading", { name: SUCCESS.confirmation.title });
  await expect(heading).toBeFocused();
  expect(await focusedOnScreen(page)).toMatchObject({ text: SUCCESS.confirmation.title, onScreen: true });
  await expect(page.getByRole("main")).toContainText(WINDOW_LABEL.evening);
});

test("a refused booking shows the message first, focused, on the step to fix, with every value kept", async ({
  page,
}) => {
  await page.goto("/book");
  const form = page.getByRole("form", { name: /booking/i });
  await form.getByLabel("Full Name").fill("Kept Name");
  await form.getByRole("button", { name: "Next Step" }).click();
  await form.getByLabel("Describe the Issue").fill("Kept description");
  await form.getByRole("button", { name: "Next Step" }).click();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    form.getByRole("button", { name: "Book Appointment" }).click(),
  ]);
  expect(response.status()).toBe(400);
  // The answer may still be loading when its response arrives: wait for its autofocus first.
  await expect(page.locator(":focus")).toHaveText("Please correct the highlighted fields.");
  expect(await focusedOnScreen(page)).toMatchObject({ text: "Please correct the highlighted fields.", onScreen: true });
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Full Name")).toHaveValue("Kept Name");
  await form.getByRole("button", { name: "Next Step" }).click();
  await expect(form.getByLabel("Describe the Issue")).toHaveValue("Kept description");
});

test("after the contact form is sent, the success panel is the first thing on screen, focused", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: /contact/i });
  await form.getByLabel("Full Name").fill("No Script Contact");
  await form.getByLabel("Email").fill("noscript@example.com");
  await form.getByLabel("Phone Number").fill("(813) 555-0111");
  await form.getByRole("textbox", { name: "Message" }).fill("Sent without JavaScript.");
  await form.getByRole("button", { name: "Send Message" }).click();
  const panel = page.locator("[data-contact-sent]");
  await expect(panel).toBeFocused();
  await expect(panel).toContainText(SUCCESS.contactToast.title);
  await expect(panel).toContainText(SUCCESS.contactToast.text);
  expect((await focusedOnScreen(page)).onScreen, "the panel is in the first screen").toBe(true);
});

test("a refused contact form shows the message first, focused, with every value kept", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: /contact/i });
  await form.getByLabel("Full Name").fill("Kept Näme");
  await form.getByLabel("Email").fill("kept@example.com");
  // The browser's own checks pass (any text is a tel); the server wants ten digits.
  await form.getByLabel("Phone Number").fill("555-0100");
  await form.getByRole("textbox", { name: "Message" }).fill("Kept message");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator(":focus")).toHaveText("Please correct the highlighted fields.");
  expect(await focusedOnScreen(page)).toMatchObject({ text: "Please correct the highlighted fields.", onScreen: true });
  await expect(form.getByLabel("Full Name")).toHaveValue("Kept Näme");
  await expect(form.getByLabel("Email")).toHaveValue("kept@example.com");
  await expect(form.getByLabel("Phone Number")).toHaveValue("555-0100");
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("Kept message");
  await expect(form.getByLabel("Phone Number")).toHaveAttribute("aria-invalid", "true");
  // The main line stays one tap away.
  await expect(page.locator(`a[href="${MAIN_PHONE.tel}"]`).first()).toBeVisible();
});
