/**
 * The owner edits the site (issue 23, the workspace half), on a server of its own: the owner
 * changes the main phone line (stored, shown on the settings page, in the activity log with
 * before and after); a phone "555", a day that closes before it opens and a javascript: review
 * link are each refused with their message, the typed value kept and nothing stored, with and
 * without JavaScript; a save from a second tab loaded before the first tab's save is refused
 * with the conflict message; the FAQ lists add, reorder and remove; special hours refuse an
 * impossible date; staff get 403 on every settings page by GET, POST and .data. Every settings
 * page fits 320 and 375 px and passes axe (SETTINGS_SCREENSHOTS=1 keeps full-page screenshots in
 * test-results/owner-settings/).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { business } from "#app/content/business";
import { contactFaqs } from "#app/content/faqs";
import { CONFLICT_MESSAGE } from "#app/settings/site-fact-fields";
import { htmlErrors, type PageToCheck } from "./support/html-checker";
import { nthWorkdayInNewYork, waitForHydration } from "./support/public-site";
import { OWNER_EMAIL, postForm, signIn, uniqueMarker } from "./support/requests";
import { useOwnServer } from "./support/spawn-server";
import { expectPhoneFit, ownerPage as ownerPageOn, staffSession } from "./support/workspace";

const OWNER_ONLY = "Only the owner can manage the team and settings.";
const SECTIONS = ["hours", "contact", "prices", "faqs", "testimonials", "team", "links"] as const;
const PHONE_MESSAGE = "Enter a valid US or Canadian phone number with its area code, like (813) 555-0142.";
const HTTPS_MESSAGE = "Enter a full https:// address, like https://g.page/r/your-business/review.";

test.describe("the owner's settings for what the site says", () => {
  test.describe.configure({ mode: "default" });
  const server = useOwnServer({ env: { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD } });

  const ownerPage = (browser: Browser, javaScriptEnabled = true) => ownerPageOn(browser, server.url, javaScriptEnabled);

  /** The activity log's entries by the owner for `action` whose detail holds `detail`. */
  async function logged(page: Page, action: string, detail: string) {
    await page.goto("/admin/activity");
    return page
      .getByTestId("activity-entry")
      .filter({ hasText: `${OWNER_EMAIL} ${action}` })
      .filter({ hasText: detail });
  }

  test("the owner changes the main phone: stored, shown and logged with before and after", async ({ browser }) => {
    const page = await ownerPage(browser);
    await page.goto("/admin/settings");
    await page
      .getByRole("navigation", { name: "Settings pages" })
      .getByRole("link", { name: "Phones and e-mail" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings: Phones and e-mail" })).toBeVisible();
    const panel = page.getByRole("region", { name: "Main phone line" });
    await expect(panel.getByLabel("Main phone number")).toHaveValue(business.phones.main.display);
    await panel.getByLabel("Main phone number").fill("813.555.0199");
    await panel.getByRole("button", { name: "Save" }).click();
    await expect(panel.getByRole("status")).toHaveText("Saved. The site shows it from the next page view.");
    await expect(panel.getByLabel("Main phone number")).toHaveValue("(813) 555-0199");
    await page.reload();
    await expect(page.getByRole("region", { name: "Main phone line" }).getByLabel("Main phone number")).toHaveValue(
      "(813) 555-0199",
    );
    const entry = await logged(page, "Changed the site's facts", "Main phone line");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`Main phone line: ${business.phones.main.display} -> (813) 555-0199`);

    // Back to default: the shipped number again, logged.
    await page.goto("/admin/settings/contact");
    await page
      .getByRole("region", { name: "Main phone line" })
      .getByRole("button", { name: "Back to default" })
      .click();
    await expect(page.getByRole("region", { name: "Main phone line" }).getByRole("status")).toHaveText(
      "Back to the default.",
    );
    await expect(page.getByRole("region", { name: "Main phone line" }).getByLabel("Main phone number")).toHaveValue(
      business.phones.main.display,
    );
    await expect(await logged(page, "Set a fact of the site back to its default", "Main phone line")).toHaveCount(1);
    await page.context().close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`bad values are refused with their message, the typed value kept, nothing stored (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const page = await ownerPage(browser, javaScriptEnabled);

      await page.goto("/admin/settings/contact");
      const phone = page.getByRole("region", { name: "Emergency phone line" });
      await phone.getByLabel("Emergency phone number").fill("555");
      await phone.getByRole("button", { name: "Save" }).click();
      const phoneField = page
        .getByRole("region", { name: "Emergency phone line" })
        .getByLabel("Emergency phone number");
      await expect(phoneField).toHaveValue("555");
      await expect(phoneField).toHaveAccessibleDescription(/Enter a valid US or Canadian phone number/);
      await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
      await expect(page.getByRole("region", { name: "Emergency phone line" }).getByRole("alert")).toHaveText(
        "Nothing was saved: correct what is marked below.",
      );
      await page.goto("/admin/settings/contact");
      await expect(phoneField).toHaveValue(business.phones.emergency.display);

      await page.goto("/admin/settings/hours");
      const monday = page.getByRole("group", { name: "Monday" });
      await monday.getByLabel("Closes").fill("07:00");
      await page.getByRole("button", { name: "Save opening hours" }).click();
      await expect(page.getByText("Monday must close after it opens (8:00 AM).")).toBeVisible();
      await expect(page.getByRole("group", { name: "Monday" }).getByLabel("Closes")).toHaveValue("07:00");
      await expect(page.getByRole("group", { name: "Monday" }).getByLabel("Closes")).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await page.goto("/admin/settings/hours");
      await expect(page.getByRole("group", { name: "Monday" }).getByLabel("Closes")).toHaveValue("20:00");

      await page.goto("/admin/settings/links");
      const review = page.getByRole("region", { name: "Google review link" });
      await review.getByLabel("Google review link").fill("javascript:alert(1)");
      await review.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(HTTPS_MESSAGE)).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Google review link" }).getByLabel("Google review link"),
      ).toHaveValue("javascript:alert(1)");
      await page.goto("/admin/settings/links");
      await expect(
        page.getByRole("region", { name: "Google review link" }).getByLabel("Google review link"),
      ).toHaveValue("");

      // None of the three reached the log.
      await page.goto("/admin/activity");
      const entries = page.getByTestId("activity-entry");
      await expect(entries.filter({ hasText: "javascript:" })).toHaveCount(0);
      await expect(entries.filter({ hasText: "-> 555" })).toHaveCount(0);
      await expect(entries.filter({ hasText: "Monday 08:00-07:00" })).toHaveCount(0);
      await page.context().close();
    });
  }

  test("a save from a tab opened before another tab's save is refused, and says so", async ({ browser }) => {
    const first = await ownerPage(browser);
    const second = await first.context().newPage();
    await first.goto("/admin/settings/contact");
    await second.goto("/admin/settings/contact");
    const support = (page: Page) => page.getByRole("region", { name: "Support e-mail" });
    await support(first).getByLabel("Support e-mail address").fill("help@example.com");
    await support(first).getByRole("button", { name: "Save" }).click();
    await expect(support(first).getByRole("status")).toBeVisible();

    await support(second).getByLabel("Support e-mail address").fill("other@example.com");
    await support(second).getByRole("button", { name: "Save" }).click();
    await expect(support(second).getByRole("alert")).toHaveText(CONFLICT_MESSAGE);
    await expect(support(second).getByLabel("Support e-mail address")).toHaveValue("other@example.com");
    // Opened again (not reloaded: a save sent before the page's scripts ran is a plain POST, and
    // reloading its answer posts it again), the tab shows what the other tab saved.
    await second.goto("/admin/settings/contact");
    await expect(support(second).getByLabel("Support e-mail address")).toHaveValue("help@example.com");
    await first.context().close();
  });

  test("the contact page's FAQs: add, move up, remove, back to default", async ({ browser }) => {
    const page = await ownerPage(browser);
    await page.goto("/admin/settings/faqs");
    const panel = () => page.getByRole("region", { name: "Contact page FAQs" });
    const question = uniqueMarker("Do you fix ice makers?");
    const add = panel().getByRole("group", { name: "Add a question" });
    await add.getByLabel("Question").fill(question);
    await add.getByLabel("Answer").fill("Yes, <b>every</b> brand.");
    await panel().getByRole("button", { name: "Save contact page faqs" }).click();
    await expect(panel().getByRole("status")).toBeVisible();
    const last = contactFaqs.length + 1;
    await expect(
      panel()
        .getByRole("group", { name: `Question ${last}` })
        .getByLabel("Question"),
    ).toHaveValue(question);
    await panel()
      .getByRole("button", { name: `Move up question ${last}`, exact: true })
      .click();
    await expect(
      panel()
        .getByRole("group", { name: `Question ${last - 1}` })
        .getByLabel("Question"),
    ).toHaveValue(question);
    await panel()
      .getByRole("button", { name: `Remove question ${last - 1}`, exact: true })
      .click();
    await expect(panel().getByRole("status")).toBeVisible();
    await expect(panel().getByRole("group")).toHaveCount(contactFaqs.length + 1);
    await expect(panel().locator(`input[value="${question}"]`)).toHaveCount(0);
    await panel().getByRole("button", { name: "Back to default" }).click();
    await expect(panel().getByText("This is the default, from the site's content files.")).toBeVisible();
    await expect(await logged(page, "Changed the site's facts", question)).toHaveCount(3);
    await page.context().close();
  });

  test("special hours: a holiday added and removed; an impossible date and close before open refused", async ({
    browser,
  }) => {
    const page = await ownerPage(browser, false);
    const day = nthWorkdayInNewYork(6);
    await page.goto("/admin/settings/hours");
    const panel = () => page.getByRole("region", { name: "Special hours" });
    await panel().getByLabel("Date").fill(day);
    await panel().getByLabel("Closed all day").uncheck();
    await panel().getByLabel("Or opens").fill("14:00");
    await panel().getByLabel("Closes").fill("10:00");
    await panel().getByLabel("Note (optional)").fill("Inventory day");
    await panel().getByRole("button", { name: "Add special hours" }).click();
    await expect(panel().getByText("The closing time must be after the opening time.")).toBeVisible();
    await expect(panel().getByLabel("Note (optional)")).toHaveValue("Inventory day");
    await expect(panel().getByLabel("Date")).toHaveValue(day);
    await panel().getByLabel("Or opens").fill("10:00");
    await panel().getByLabel("Closes").fill("14:00");
    await panel().getByRole("button", { name: "Add special hours" }).click();
    await expect(panel().getByRole("status")).toBeVisible();
    await expect(panel().getByRole("listitem")).toContainText("Open 10:00 AM - 2:00 PM: Inventory day");
    await expect(
      await logged(page, "Set special hours for a date", `${day}: open 10:00-14:00 (Inventory day)`),
    ).toHaveCount(1);

    // The date box cannot hold 2099-02-30; a hand-made post can, and is refused with dateProblem's message.
    const owner = await signIn(server.url, E2E_ADMIN_PASSWORD);
    const impossible = await postForm(
      server.url,
      "/admin/settings/hours",
      { intent: "special-add", date: "2027-02-30", closed: "on", note: "x" },
      { Cookie: owner },
    );
    expect(impossible.status).toBe(400);
    expect(await impossible.text()).toContain("Choose a real calendar date.");

    await page.goto("/admin/settings/hours");
    await panel()
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(panel().getByText("No special hours from today on.")).toBeVisible();
    await page.context().close();
  });

  test("staff get 403 on every settings page, by GET, POST and .data", async ({ browser }) => {
    const staffCookie = await staffSession(server.url);
    const context = await browser.newContext({ baseURL: server.url });
    await context.addCookies([{ name: "admin_session", value: staffCookie.split("=")[1]!, url: server.url }]);
    const page = await context.newPage();
    for (const section of SECTIONS) {
      const path = `/admin/settings/${section}`;
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(403);
      await expect(page.getByText(OWNER_ONLY)).toBeVisible();
      const data = await context.request.get(`${path}.data`);
      expect(data.status(), `${path}.data`).toBe(403);
      const posted = await postForm(
        server.url,
        path,
        { field: "phones.main", version: "default", intent: "save", value: "(813) 555-0111" },
        { Cookie: staffCookie },
      );
      expect(posted.status, `POST ${path}`).toBe(403);
      const postedData = await postForm(
        server.url,
        `${path}.data`,
        { field: "phones.main", version: "default", intent: "save", value: "(813) 555-0111" },
        { Cookie: staffCookie },
      );
      expect(postedData.status, `POST ${path}.data`).toBe(403);
    }
    // Nothing changed.
    const owner = await signIn(server.url, E2E_ADMIN_PASSWORD);
    const contact = await (await fetch(`${server.url}/admin/settings/contact`, { headers: { Cookie: owner } })).text();
    expect(contact).not.toContain("555-0111");
    await context.close();
  });

  test("the Nu HTML Checker finds no error on the settings pages, saved and refused", async () => {
    const owner = await signIn(server.url, E2E_ADMIN_PASSWORD);
    const pages: PageToCheck[] = [];
    const post = async (section: string, fields: Record<string, string>, status: number) => {
      const response = await postForm(server.url, `/admin/settings/${section}`, fields, { Cookie: owner });
      expect(response.status, `${section} ${JSON.stringify(fields)}`).toBe(status);
      return response;
    };
    const refused = async (section: string, fields: Record<string, string>) =>
      pages.push({ name: `${section} refused`, html: await (await post(section, fields, 400)).text() });
    await refused("contact", { field: "phones.emergency", version: "default", intent: "save", value: "555" });
    await refused("hours", {
      field: "weeklyHours",
      version: "default",
      intent: "save",
      "Monday.opens": "18:00",
      "Monday.closes": "08:00",
      "Tuesday.opens": "08:00",
      "Tuesday.closes": "12:00",
      "Tuesday.bookingWindows": "evening",
    });
    await refused("hours", { intent: "special-add", date: "2027-02-30", note: "<i>x</i>" });
    await refused("links", {
      field: "googleReviewUrl",
      version: "default",
      intent: "save",
      value: "javascript:alert(1)",
    });
    await refused("links", {
      field: "social",
      version: "default",
      intent: "save",
      "0.name": "Facebook",
      "0.url": "http://x.example",
    });
    await refused("faqs", {
      field: "faqs.contact",
      version: "default",
      intent: "save",
      count: "1",
      "0.question": "Q?",
      "0.answer": "",
    });
    await refused("testimonials", {
      field: "testimonials",
      version: "default",
      intent: "save",
      count: "1",
      "0.name": "A",
      "0.location": "B",
      "0.rating": "9",
      "0.text": "C",
    });
    await refused("prices", {
      field: "servicePrices",
      version: "default",
      intent: "save",
      "price.diagnostics": "<b>1</b>",
    });
    await post("contact", { field: "emails.business", version: "default", intent: "save", value: OWNER_EMAIL }, 302);
    for (const section of SECTIONS) {
      const response = await fetch(`${server.url}/admin/settings/${section}?saved=emails.business`, {
        headers: { Cookie: owner },
      });
      expect(response.status).toBe(200);
      pages.push({ name: section, html: await response.text() });
    }
    expect(htmlErrors(pages)).toEqual([]);
  });

  test("every settings page fits 320 and 375 px and passes axe", async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await ownerPage(browser);
    await page.goto("/admin/settings");
    await waitForHydration(page);
    await expectPhoneFit(page, "/admin/settings");
    // Each page by its link in the settings menu (the app's own navigation: one page load and
    // hydration for the eight pages, as the owner moves through them).
    for (const section of SECTIONS) {
      const link = page
        .getByRole("navigation", { name: "Settings pages" })
        .locator(`a[href="/admin/settings/${section}"]`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/admin/settings/${section}$`));
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Settings:");
      await expectPhoneFit(page, `/admin/settings/${section}`);
      // Full-page screenshots for a reviewer, on request only (they assert nothing and cost CPU).
      if (process.env.SETTINGS_SCREENSHOTS) {
        await page.setViewportSize({ width: 320, height: 800 });
        await page.screenshot({ path: `test-results/owner-settings/${section}-320.png`, fullPage: true });
      }
    }
    await page.context().close();
  });
});
