/**
 * The contact form with JavaScript (SPEC §3-§5, §8), the server's validation of a raw POST
 * (DECISIONS: 400 with the reasons per field, values kept), and the form without JavaScript
 * (the booking wizard without JavaScript: tests/e2e/no-js.spec.ts).
 */
import { expect, test } from "@playwright/test";
import {
  armTiming,
  attributes,
  CONTACT_SERVICES,
  expectSelect,
  htmlToText,
  MIN_SUBMIT_DELAY_MS,
  LIVE_REGION,
  readTiming,
  SUCCESS,
  toastWith,
  waitForHydration,
} from "./support/public-site";

test.describe("contact form with JavaScript", () => {
  test("fields, options, Sending..., the toast after about 1.5 s and a reset form", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: /contact/i });
    const name = form.getByLabel("Full Name");
    const email = form.getByLabel("Email");
    const phone = form.getByLabel("Phone Number");
    const message = form.getByLabel("Message");
    const service = form.getByRole("combobox");

    // SPEC §5: required name, email (type email), phone (type tel), message; optional service.
    await expect(email).toHaveAttribute("type", "email");
    await expect(phone).toHaveAttribute("type", "tel");
    for (const field of [name, email, phone, message]) await expect(field).toHaveAttribute("required", "");
    await expect(service).not.toHaveAttribute("required", "");
    await expect(service).toHaveCount(1);
    const serviceLabel = await service.evaluate((el) => (el as HTMLSelectElement).labels?.[0]?.textContent ?? "");
    await expectSelect(page, serviceLabel.replace(/\(optional\)|\*/g, "").trim(), CONTACT_SERVICES, "General Inquiry");

    await name.fill("Ana Contact-Test");
    await email.fill("ana.contact@example.com");
    await phone.fill("727-555-0123");
    await service.selectOption("Ice Maker Issues");
    await message.fill("The ice maker stopped making ice yesterday. Ñandú test ✓");

    const submit = form.locator('button[type="submit"]');
    await expect(submit).toHaveText(/Send Message/);
    await armTiming(page, 'form[action="/contact"] button[type="submit"]', LIVE_REGION, SUCCESS.contactToast.title);
    await submit.click();
    await expect(submit).toHaveText(/Sending\.\.\./);
    // aria-disabled, not disabled: the button keeps focus while sending.
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    await expect(submit).toBeFocused();

    const toast = toastWith(page, SUCCESS.contactToast.title);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(SUCCESS.contactToast.text);
    const timing = await readTiming(page);
    expect(timing.click, "click recorded").toBeDefined();
    expect(timing.result, "toast recorded").toBeDefined();
    expect(timing.result! - timing.click!, "toast delay (ms)").toBeGreaterThanOrEqual(MIN_SUBMIT_DELAY_MS);

    // All fields back to their defaults, the button back to normal.
    for (const field of [name, email, phone, message]) await expect(field).toHaveValue("");
    await expect(service).toHaveValue("General Inquiry");
    await expect(submit).toHaveText(/Send Message/);
    await expect(submit).toBeEnabled();

    // The confirmation stays on the page as a panel that repeats what was sent, focused.
    const panel = page.locator("[data-contact-sent]");
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(SUCCESS.contactToast.title);
    for (const sent of [
      "Ana Contact-Test",
      "ana.contact@example.com",
      "727-555-0123",
      "Ice Maker Issues",
      "The ice maker stopped making ice yesterday.",
    ]) {
      await expect(panel).toContainText(sent);
    }
    // Closing the toast (it also goes by itself) leaves the panel in place.
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Ana Contact-Test");
  });
});

test.describe("server validation of POST /contact", () => {
  /** The start tag of the control named `field` in a page. */
  const control = (html: string, field: string) =>
    new RegExp(`<(input|textarea|select)\\b[^>]*\\bname="${field}"[^>]*>`).exec(html)?.[0] ?? "";

  test("missing and invalid fields answer 400 with a reason per field, keeping the values", async ({ request }) => {
    const response = await request.post("/contact", { form: { name: "Kept Näme", email: "not-an-email" } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(htmlToText(html)).not.toContain(SUCCESS.contactToast.title);

    const reasons: Record<string, RegExp> = { email: /email/i, phone: /phone/i, message: /message/i };
    for (const [field, mentions] of Object.entries(reasons)) {
      const attrs = attributes(control(html, field));
      expect(attrs["aria-invalid"], `${field} is marked invalid`).toBe("true");
      const errorId = attrs["aria-describedby"] ?? "";
      expect(errorId, `${field} points to its message`).not.toBe("");
      const errorElement = new RegExp(`<[a-z]+[^>]*\\bid="${errorId}"[^>]*>([\\s\\S]*?)</`).exec(html);
      expect(errorElement, `${field} error element #${errorId}`).not.toBeNull();
      expect(htmlToText(errorElement![1]!), `${field} error text`).toMatch(mentions);
    }
    // The valid field is not flagged, and keeps what was typed.
    const nameAttrs = attributes(control(html, "name"));
    expect(nameAttrs["aria-invalid"]).toBeUndefined();
    expect(nameAttrs.value).toBe("Kept Näme");
    expect(attributes(control(html, "email")).value).toBe("not-an-email");
  });

  test("an entirely empty submission answers 400 naming every required field", async ({ request }) => {
    const response = await request.post("/contact", {
      form: { name: "", email: "", phone: "", message: "", service: "" },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    for (const field of ["name", "email", "phone", "message"]) {
      expect(attributes(control(html, field))["aria-invalid"], `${field} is marked invalid`).toBe("true");
    }
  });

  test("an unknown service answers 400, never 500", async ({ request }) => {
    const response = await request.post("/contact", {
      form: {
        name: "Ana",
        email: "ana@example.com",
        phone: "(813) 555-0100",
        message: "Hi",
        service: "Toaster Repair",
      },
    });
    expect(response.status()).toBe(400);
    expect(attributes(control(await response.text(), "service"))["aria-invalid"]).toBe("true");
  });
});

test.describe("without JavaScript", () => {
  test("the contact form posts and shows the success message", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const form = page.getByRole("form", { name: /contact/i });
    await form.getByLabel("Full Name").fill("No Script Contact");
    await form.getByLabel("Email").fill("noscript@example.com");
    await form.getByLabel("Phone Number").fill("(813) 555-0111");
    await form.getByLabel("Message").fill("Sent without JavaScript.");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/contact"),
      form.locator('button[type="submit"]').click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByRole("main")).toContainText(SUCCESS.contactToast.title);
    await expect(page.getByRole("main")).toContainText(SUCCESS.contactToast.text);
    await context.close();
  });
});
