/**
 * The 429 answer is a page of the site (issue 10): without JavaScript, a visitor past the form
 * limit gets the site's header and footer, the form with everything typed still in its fields
 * (the wizard on the step it was sent from), and the message naming the phone number on the
 * first screen. The page fits 320 and 375 px and passes the Nu HTML Checker. On a server of its
 * own with RATE_LIMIT_PER_MINUTE=1 behind a trusted proxy, so each check is a new client
 * (X-Forwarded-For) whose one submission of the minute is spent just before.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { htmlErrors } from "./support/html-checker";
import { layoutProblems, PHONE_WIDTHS } from "./support/page-fit";
import { business, fillShownFields, MAIN_PHONE, WINDOW_LABEL, workdayInNewYork } from "./support/public-site";
import { bookingForm, contactForm, postForm, uniqueMarker } from "./support/requests";
import { useOwnServer } from "./support/spawn-server";

const LIMIT_MESSAGE = `Too many requests: please wait a minute before sending another, or call us at ${MAIN_PHONE.display}.`;

let clients = 0;
/** A client address of its own (TEST-NET-2), so no check shares another's minute. */
const newClient = () => `198.51.100.${(process.pid % 200) + 1 + (clients++ % 50)}`;

test.describe("the 429 page", () => {
  test.describe.configure({ mode: "default" });
  const server = useOwnServer({ env: { RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "1" } });

  /** Uses up the client's one submission of the minute (a real message, stored). */
  async function spendAllowance(client: string) {
    const sent = await postForm(server.url, "/contact", contactForm({ message: "The one message of the minute." }), {
      "X-Forwarded-For": client,
    });
    expect(sent.status, "the first submission of the minute goes through").toBe(200);
  }

  /** A phone without JavaScript, as the given client. */
  async function phoneWithoutScript(browser: Browser, width: number, client: string) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 740 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { "X-Forwarded-For": client },
    });
    return { context, page: await context.newPage() };
  }

  /** What every 429 page must be: the site around it, the message on the first screen, a phone fit. */
  async function expectSitePage(page: Page, width: number) {
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: new RegExp(business.name) })).toHaveAttribute("href", "/");
    await expect(banner.locator(`a[href="${MAIN_PHONE.tel}"]`).first()).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    const message = page.locator("[data-form-message]");
    await expect(message).toHaveText(LIMIT_MESSAGE);
    const onScreen = await message.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(onScreen, `the message is on the first screen at ${width} px`).toBe(true);
    expect(await layoutProblems(page), `the 429 page at ${width} px`).toEqual([]);
  }

  for (const width of PHONE_WIDTHS) {
    test(`the contact form without JavaScript at ${width} px: the site's page, every value kept`, async ({
      browser,
    }) => {
      const client = newClient();
      const { context, page } = await phoneWithoutScript(browser, width, client);
      try {
        await page.goto(`${server.url}/contact`);
        const typed = contactForm({
          name: uniqueMarker("Limited Visitor"),
          email: "limited@example.com",
          phone: "(727) 555-0111",
          service: "Ice Maker Issues",
          message: "Ice maker stopped; second try.",
        });
        const form = page.getByRole("form", { name: /contact/i });
        await fillShownFields(form, typed);
        await spendAllowance(client);
        const answer = page.waitForResponse((r) => r.request().method() === "POST");
        await form.getByRole("button", { name: "Send Message" }).click();
        const response = await answer;
        expect(response.status()).toBe(429);
        expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
        await page.waitForLoadState();
        await expectSitePage(page, width);
        const refilled = page.getByRole("form", { name: /contact/i });
        for (const [name, value] of Object.entries(typed))
          await expect(refilled.locator(`[name="${name}"]`), name).toHaveValue(value);
      } finally {
        await context.close();
      }
    });

    test(`the booking wizard without JavaScript at ${width} px: the site's page, on step 3, every value kept`, async ({
      browser,
    }) => {
      const client = newClient();
      const { context, page } = await phoneWithoutScript(browser, width, client);
      try {
        await page.goto(`${server.url}/book`);
        const typed = bookingForm({
          name: uniqueMarker("Limited Booker"),
          brand: "LG",
          issue: "Strange Noises",
          preferredDate: workdayInNewYork(4),
          preferredTime: WINDOW_LABEL.afternoon,
          additionalInfo: "Dog in the yard.",
        });
        const form = page.getByRole("form", { name: /booking/i });
        const progress = page.getByRole("progressbar");
        for (const step of ["2", "3"]) {
          await fillShownFields(form, typed);
          await page.getByRole("button", { name: "Next Step" }).click();
          await expect(progress).toHaveAttribute("aria-valuenow", step);
        }
        await fillShownFields(form, typed);
        await spendAllowance(client);
        const answer = page.waitForResponse((r) => r.request().method() === "POST");
        await page.getByRole("button", { name: "Book Appointment" }).click();
        expect((await answer).status()).toBe(429);
        await page.waitForLoadState();
        await expectSitePage(page, width);
        await expect(progress).toHaveAttribute("aria-valuenow", "3");
        await expect(page.getByRole("button", { name: "Book Appointment" })).toBeVisible();
        // Every step's values are in the form (steps 1 and 2 hidden, not lost).
        for (const [name, value] of Object.entries(typed))
          await expect(form.locator(`[name="${name}"]`), name).toHaveValue(value);
      } finally {
        await context.close();
      }
    });
  }

  test("the Nu HTML Checker finds no error on the 429 pages", async () => {
    const client = newClient();
    await spendAllowance(client);
    const pages = [];
    for (const [path, fields] of [
      ["/contact", contactForm()],
      ["/book", { ...bookingForm(), intent: "book" }],
    ] as const) {
      const response = await postForm(server.url, path, fields, { "X-Forwarded-For": client });
      expect(response.status, path).toBe(429);
      const html = await response.text();
      expect(html, path).toContain(LIMIT_MESSAGE);
      pages.push({ name: `429 from POST ${path}`, html });
    }
    expect(htmlErrors(pages)).toEqual([]);
  });
});
