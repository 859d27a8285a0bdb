/**
 * The owner's schedule in the staff workspace (issue 11), on a server of its own with
 * BOOKING_WINDOW_CAPACITY=2, bookings made by plain POST /book: the schedule shows a booking in
 * its window with "1 of 2"; the owner closes that date, the booking is flagged, the window shows
 * Closed, /availability answers every window closed, the wizard's step 3 says the date is closed
 * and names the next date with room, and /book answers 409; reopening restores it.
 * Capacity set in Settings (without JavaScript) changes "n of N" and what /book accepts. The
 * calendar feed URL answers text/calendar with the booking (parsed by ical.js), and a new address
 * makes the old one answer 404. Each of those changes is in the activity log with who made it.
 * Staff see the schedule but cannot close dates or open Settings.
 * Both pages fit 375 and 320 px and pass axe.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { addDays } from "#app/lib/dates";
import { nthWorkdayInNewYork, waitForHydration, WINDOW_LABEL } from "./support/public-site";
import { bookingForm, OWNER_EMAIL, postForm, signIn, uniqueMarker } from "./support/requests";
import { useOwnServer } from "./support/spawn-server";
import { expectPhoneFit, ownerPage as ownerPageOn, staffSession } from "./support/workspace";
import { longDate } from "./support/dates";

const MORNING = WINDOW_LABEL.morning;
const AFTERNOON = WINDOW_LABEL.afternoon;
const EVENING = WINDOW_LABEL.evening;
const OWNER_ONLY = "Only the owner can manage the team and settings.";
/** "Date" (a required field's label ends with a "*"). */
const DATE_FIELD = /^Date\b/;

/** "2026-11-26" -> "Thursday, November 26, 2026", as the workspace writes dates. */
const weekdayName = (iso: string) => longDate(iso).split(",")[0]!;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What /availability answers for a date (what the wizard's step 3 shows). */
async function availabilityOf(baseUrl: string, date: string) {
  const response = await fetch(`${baseUrl}/availability?date=${date}`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    windows: Array<{ text: string; open: boolean }>;
    phoneOnly: boolean;
    full?: { message: string; nextDate?: string };
  };
}

/** Its windows, as [option text, can be chosen]. */
async function availability(baseUrl: string, date: string): Promise<Array<[string, boolean]>> {
  return (await availabilityOf(baseUrl, date)).windows.map((w) => [w.text, w.open]);
}

const book = async (baseUrl: string, fields: Record<string, string>) =>
  (await postForm(baseUrl, "/book", bookingForm(fields))).status;

/** The activity log's entries by `who` for `action` whose detail holds `detail`, on the owner's Activity page. */
async function logged(page: Page, who: string, action: string, detail = "") {
  await page.goto("/admin/activity");
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  return page
    .getByTestId("activity-entry")
    .filter({ hasText: `${who} ${action}` })
    .filter({ hasText: detail });
}

test.describe("the schedule and its settings, two places per window", () => {
  // One server for the file; its tests run in order in one worker, each on dates of its own.
  test.describe.configure({ mode: "default" });
  const server = useOwnServer({ env: { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, BOOKING_WINDOW_CAPACITY: "2" } });

  const ownerPage = (browser: Browser, javaScriptEnabled = true) => ownerPageOn(browser, server.url, javaScriptEnabled);

  test("the owner closes a date and sees flagged bookings; reopening restores it", async ({ browser }) => {
    test.setTimeout(120_000);
    const day = nthWorkdayInNewYork(1);
    const name = uniqueMarker("Closed-day visitor");
    expect(
      await book(server.url, {
        name,
        preferredDate: day,
        preferredTime: MORNING,
        foodAtRisk: "yes",
        phone: "813.555.0177",
      }),
    ).toBe(200);

    const page = await ownerPage(browser);
    await page.goto("/admin/schedule");
    const dayBlock = page.getByTestId(`day-${day}`);
    await expect(dayBlock.getByRole("heading", { level: 2 })).toHaveText(longDate(day));
    const morning = dayBlock.getByTestId(`window-${day}-morning`);
    await expect(morning.getByRole("heading", { level: 3 })).toHaveText(MORNING);
    await expect(morning.getByTestId("window-count")).toHaveText("1 of 2 booked");
    await expect(morning.getByTestId("window-status")).toHaveText("Open");
    await expect(dayBlock.getByTestId(`window-${day}-afternoon`).getByTestId("window-count")).toHaveText(
      "0 of 2 booked",
    );
    const visit = morning.getByRole("listitem").filter({ hasText: name });
    await expect(visit.getByRole("link", { name })).toHaveAttribute("href", /^\/admin\/requests\/booking\/\d+$/);
    await expect(visit).toContainText("Tampa · Not Cooling");
    await expect(visit.getByRole("link", { name: "Call (813) 555-0177" })).toHaveAttribute("href", "tel:+18135550177");
    await expect(visit.getByText("Urgent", { exact: true })).toBeVisible();
    await expect(visit.getByTestId("closed-flag")).toHaveCount(0);

    // Close the date, with a note.
    const closeForm = page.getByRole("region", { name: "Close a date" });
    await closeForm.getByLabel(DATE_FIELD).fill(day);
    await closeForm.getByLabel("Note").fill("Staff training");
    await closeForm.getByRole("button", { name: "Close date" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `${longDate(day)} is closed: no window is offered online that day. 1 booking already on it stays: call that customer to move the visit.`,
    );
    await expect(dayBlock.getByTestId("closed-note")).toHaveText(
      "Closed: Staff training. No window is offered online this day.",
    );
    for (const key of ["morning", "afternoon", "evening"]) {
      await expect(dayBlock.getByTestId(`window-${day}-${key}`).getByTestId("window-status")).toHaveText("Closed");
    }
    await expect(morning.getByTestId("window-count")).toHaveText("1 booked");
    // The booking is still there, flagged.
    await expect(visit.getByRole("link", { name })).toBeVisible();
    await expect(visit.getByTestId("closed-flag")).toHaveText("Closed date: call this customer to move the visit");
    const listed = page.getByTestId(`closed-${day}`);
    await expect(listed).toContainText(longDate(day));
    await expect(listed).toContainText("Staff training");
    await expect(listed.getByTestId("closed-bookings")).toHaveText("1 booking still on it: call to move");
    // Closing it twice is refused, with the values kept.
    await closeForm.getByLabel(DATE_FIELD).fill(day);
    await closeForm.getByRole("button", { name: "Close date" }).click();
    await expect(closeForm.getByText(`${longDate(day)} is already closed.`)).toBeVisible();
    await expect(closeForm.getByLabel(DATE_FIELD)).toHaveValue(day);

    // Visitors can no longer book it.
    expect(await availability(server.url, day)).toEqual([
      [`${MORNING} - Closed`, false],
      [`${AFTERNOON} - Closed`, false],
      [`${EVENING} - Closed`, false],
    ]);
    expect(await book(server.url, { preferredDate: day, preferredTime: AFTERNOON })).toBe(409);
    // Step 3 says the date is closed (not that Sundays are booked by phone) and names the next
    // date with room: the day after, Tuesday to Saturday, has room on this server.
    const closedMessage = `We're closed on ${longDate(day)}. The next date with room is ${longDate(addDays(day, 1))}.`;
    expect(await availabilityOf(server.url, day)).toMatchObject({
      phoneOnly: false,
      full: { message: closedMessage, nextDate: addDays(day, 1) },
    });
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/book?step=3`);
    await waitForHydration(visitor);
    await visitor.getByLabel("Preferred Date").fill(day);
    await expect(visitor.getByRole("status").filter({ hasText: closedMessage })).toBeVisible();
    await expect(visitor.getByText("Sundays are by phone")).toHaveCount(0);
    await expect(
      visitor.getByLabel("Preferred Time").locator("option", { hasText: `${MORNING} - Closed` }),
    ).toBeDisabled();
    await visitor.close();

    await page.goto("/admin/schedule");
    await expectPhoneFit(page, "/admin/schedule with a closed date");

    // Reopen it: the windows, the count and the public side are back.
    await page.getByRole("button", { name: `Reopen ${longDate(day)}` }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`${longDate(day)} is open for bookings again.`);
    await expect(morning.getByTestId("window-status")).toHaveText("Open");
    await expect(morning.getByTestId("window-count")).toHaveText("1 of 2 booked");
    await expect(dayBlock.getByTestId("closed-note")).toHaveCount(0);
    await expect(visit.getByTestId("closed-flag")).toHaveCount(0);
    await expect(page.getByTestId(`closed-${day}`)).toHaveCount(0);
    expect(await availability(server.url, day)).toEqual([
      [MORNING, true],
      [AFTERNOON, true],
      [EVENING, true],
    ]);
    expect(await book(server.url, { preferredDate: day, preferredTime: AFTERNOON })).toBe(200);
    await page.reload();
    await expect(dayBlock.getByTestId(`window-${day}-afternoon`).getByTestId("window-count")).toHaveText(
      "1 of 2 booked",
    );

    // The activity log says who closed and reopened it; the refused second close left no entry.
    await expect(await logged(page, OWNER_EMAIL, "Closed a date", `${day}: Staff training`)).toHaveCount(1);
    await expect(await logged(page, OWNER_EMAIL, "Closed a date", day)).toHaveCount(1);
    const reopened = await logged(page, OWNER_EMAIL, "Reopened a date", day);
    await expect(reopened).toHaveCount(1);
    await expect(reopened.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M E[SD]T$/);
    await page.context().close();
  });

  test("capacity set in Settings (without JavaScript) changes 'n of N' and what /book accepts", async ({ browser }) => {
    const day = nthWorkdayInNewYork(2);
    expect(await book(server.url, { preferredDate: day, preferredTime: EVENING })).toBe(200);
    const page = await ownerPage(browser, false);

    await page.goto("/admin/settings");
    const weekday = page.getByRole("group", { name: weekdayName(day) });
    const evening = weekday.getByLabel(EVENING);
    await expect(evening).toHaveValue("2");
    await expect(page.getByText("BOOKING_WINDOW_CAPACITY, now 2")).toBeVisible();
    await expect(weekday.getByText("Default", { exact: true })).toHaveCount(3);
    const save = page.getByRole("button", { name: "Save bookings per window" });

    // A number out of range (the browser's own check bypassed, as a script would): 400, nothing
    // saved, the values as typed shown again.
    const owner = await signIn(server.url, E2E_ADMIN_PASSWORD);
    const fields = capacityFields("2", { [`capacity-${new Date(`${day}T12:00:00Z`).getUTCDay()}-evening`]: "101" });
    const refused = await postForm(server.url, "/admin/settings", fields, { Cookie: owner });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Nothing was saved: correct the boxes marked below.");
    expect(html).toContain("Enter a whole number from 0 to 100.");
    expect(html).toMatch(/value="101"/);
    await page.reload();
    await expect(evening).toHaveValue("2");

    // One place in that weekday's evening: the booking there fills it.
    await evening.fill("1");
    await save.click();
    await expect(page).toHaveURL(/\/admin\/settings\?saved=capacity$/);
    await expect(page.getByRole("status")).toHaveText(
      "Saved. The numbers apply to new bookings; visits already booked stay.",
    );
    await expect(evening).toHaveValue("1");
    await expect(weekday.getByText("Set by you", { exact: true })).toHaveCount(1);
    await page.goto("/admin/schedule");
    const eveningWindow = page.getByTestId(`window-${day}-evening`);
    await expect(eveningWindow.getByTestId("window-count")).toHaveText("1 of 1 booked");
    await expect(eveningWindow.getByTestId("window-status")).toHaveText("Fully booked");
    await expect(page.getByTestId(`window-${day}-morning`).getByTestId("window-count")).toHaveText("0 of 2 booked");
    expect(await book(server.url, { preferredDate: day, preferredTime: EVENING })).toBe(409);

    // Three places: room again.
    await page.goto("/admin/settings");
    await evening.fill("3");
    await save.click();
    await expect(page.getByRole("status")).toHaveText(/^Saved\./);
    expect(await book(server.url, { preferredDate: day, preferredTime: EVENING })).toBe(200);
    await page.goto("/admin/schedule");
    await expect(eveningWindow.getByTestId("window-count")).toHaveText("2 of 3 booked");
    await expect(eveningWindow.getByTestId("window-status")).toHaveText("Open");

    // Closing and reopening a date work without JavaScript too (post, redirect, get).
    const closeForm = page.getByRole("region", { name: "Close a date" });
    await closeForm.getByLabel(DATE_FIELD).fill(day);
    await closeForm.getByRole("button", { name: "Close date" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/schedule\\?closed=${day}$`));
    await expect(page.getByRole("status")).toHaveText(
      `${longDate(day)} is closed: no window is offered online that day. 2 bookings already on it stay: call those customers to move their visits.`,
    );
    await expect(eveningWindow.getByTestId("closed-flag")).toHaveCount(2);
    await page.getByRole("button", { name: `Reopen ${longDate(day)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/schedule\\?reopened=${day}$`));
    await expect(eveningWindow.getByTestId("window-status")).toHaveText("Open");

    // Each capacity change is in the activity log with who made it, before and after; the
    // refused 101 is not; the date closed and reopened without JavaScript is.
    const evenings = await logged(page, OWNER_EMAIL, "Changed a window's capacity", `${weekdayName(day)} ${EVENING}:`);
    await expect(evenings).toHaveText([
      new RegExp(`${weekdayName(day)} ${escapeRegExp(EVENING)}: 1 -> 3$`),
      new RegExp(`${weekdayName(day)} ${escapeRegExp(EVENING)}: 2 -> 1$`),
    ]);
    await expect(await logged(page, OWNER_EMAIL, "Changed a window's capacity", "-> 101")).toHaveCount(0);
    await expect(await logged(page, OWNER_EMAIL, "Closed a date", day)).toHaveCount(1);
    await expect(await logged(page, OWNER_EMAIL, "Reopened a date", day)).toHaveCount(1);
    await page.context().close();
  });

  test("the calendar feed answers text/calendar with the booking; a new address makes the old one 404", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const day = nthWorkdayInNewYork(3);
    const name = uniqueMarker("Feed visitor");
    expect(await book(server.url, { name, preferredDate: day, preferredTime: AFTERNOON })).toBe(200);
    const page = await ownerPage(browser);
    await page.goto("/admin/settings");
    await expect(
      page.getByRole("region", { name: "Closed dates" }).getByRole("link", { name: "Schedule page" }),
    ).toHaveAttribute("href", "/admin/schedule#closed-dates");
    const address = page.getByRole("textbox", { name: "Private calendar address" });
    const feedUrl = new RegExp(`^${server.url.replaceAll(".", "\\.")}/calendar/[A-Za-z0-9_-]{32}\\.ics$`);
    await expect(address).toHaveValue(feedUrl);
    const oldUrl = await address.inputValue();

    const event = await feedEvent(oldUrl, name);
    expect(event.tzid).toBe("America/New_York");
    expect(event.start).toBe(`${day.replaceAll("-", "")}T120000`);
    expect(event.end).toBe(`${day.replaceAll("-", "")}T160000`);
    expect(event.description).toMatch(/\/admin\/requests\/booking\/\d+/);

    await expectPhoneFit(page, "/admin/settings");

    await page.getByRole("button", { name: "Make a new address" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "A new address was made. The old one no longer works",
    );
    await expect(address).toHaveValue(feedUrl);
    const newUrl = await address.inputValue();
    expect(newUrl).not.toBe(oldUrl);
    expect((await fetch(oldUrl)).status).toBe(404);
    expect((await feedEvent(newUrl, name)).start).toBe(event.start);
    // Who made the new address is in the activity log (the address itself is not: it is the credential).
    const rotated = await logged(page, OWNER_EMAIL, "Made a new calendar feed address");
    await expect(rotated).toHaveCount(1);
    await expect(rotated).not.toContainText("/calendar/");
    await page.context().close();
  });

  test("staff see the schedule but cannot close dates or open Settings (page and .data)", async ({ browser }) => {
    test.setTimeout(120_000);
    const day = nthWorkdayInNewYork(4);
    const name = uniqueMarker("Staff-view visitor");
    expect(await book(server.url, { name, preferredDate: day, preferredTime: MORNING })).toBe(200);
    const staffCookie = await staffSession(server.url);
    const context = await browser.newContext({ baseURL: server.url });
    await context.addCookies([{ name: "admin_session", value: staffCookie.split("=")[1]!, url: server.url }]);
    const page = await context.newPage();

    const schedule = await page.goto("/admin/schedule");
    expect(schedule!.status()).toBe(200);
    const morning = page.getByTestId(`window-${day}-morning`);
    await expect(morning.getByRole("link", { name })).toBeVisible();
    await expect(morning.getByTestId("window-count")).toHaveText("1 of 2 booked");
    await expect(page.getByRole("region", { name: "Closed dates" })).toContainText(
      "Only the owner closes and reopens dates.",
    );
    await expect(page.getByRole("region", { name: "Close a date" })).toHaveCount(0);
    await expectPhoneFit(page, "/admin/schedule as staff");

    // Closing a date by a forged post is refused, and nothing closes.
    const forged = await context.request.post("/admin/schedule", {
      form: { intent: "close", date: day, note: "x" },
      headers: { Origin: server.url },
    });
    expect(forged.status()).toBe(403);
    expect((await availability(server.url, day)).every(([, open]) => open)).toBe(true);

    const settings = await page.goto("/admin/settings");
    expect(settings!.status()).toBe(403);
    await expect(page.getByText(OWNER_ONLY)).toBeVisible();
    const data = await context.request.get("/admin/settings.data");
    expect(data.status()).toBe(403);
    expect(await data.text()).not.toContain("/calendar/");
    await context.close();
  });
});

/** The capacity form as posted: every weekday window (Monday-Friday 3, Saturday 2) set to `value`. */
function capacityFields(value: string, overrides: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = { intent: "capacity" };
  for (const weekday of [1, 2, 3, 4, 5, 6]) {
    for (const key of weekday === 6 ? ["morning", "afternoon"] : ["morning", "afternoon", "evening"])
      fields[`capacity-${weekday}-${key}`] = value;
  }
  return { ...fields, ...overrides };
}

/** The feed's event for `name`: its DTSTART/DTEND as written (local time and TZID), via ical.js. */
async function feedEvent(url: string, name: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const vevent = calendar
    .getAllSubcomponents("vevent")
    .find((v) => String(v.getFirstPropertyValue("summary")).includes(name));
  expect(vevent, `an event for ${name}`).toBeDefined();
  const start = vevent!.getFirstProperty("dtstart")!;
  const end = vevent!.getFirstProperty("dtend")!;
  const local = (value: unknown) => String(value).replace(/[-:]/g, "");
  return {
    tzid: start.getParameter("tzid"),
    start: local(start.getFirstValue()),
    end: local(end.getFirstValue()),
    description: String(vevent!.getFirstPropertyValue("description")),
  };
}
