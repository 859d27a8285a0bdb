/**
 * Appointments are real (DECISIONS): windows with capacity, the service area, the 409 path, the
 * visitor's appointment page, and the race for the last place. Every server has
 * BOOKING_WINDOW_CAPACITY=1, so one booking fills a window: the windows' and the appointment
 * page's tests share one, each on dates of its own; the past visit and the races have their own.
 */
import { expect, test, type Page } from "@playwright/test";
import { and, eq, ne } from "drizzle-orm";
import { bookings } from "#app/db/schema";
import { aBookingInput } from "#tests/fixtures/records";
import { startTestPostgres, type TestPostgres } from "#tests/support/postgres";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";
import { withServerDatabase, type DatabaseOf } from "./support/database";
import {
  EMERGENCY_PHONE,
  fillShownFields,
  MAIN_PHONE,
  nthWorkdayInNewYork,
  todayInNewYork,
  waitForHydration,
  weekdayInNewYork,
  WINDOW_LABEL,
} from "./support/public-site";
import { bookingForm, postBooking, postForm, uniqueMarker } from "./support/requests";
import { removeDir, spawnServer, tempDataDir, useOwnServer, type SpawnedServer } from "./support/spawn-server";
import { longDate } from "./support/dates";

async function openStepThree(page: Page, url: string) {
  await page.goto(`${url}/book?step=3`);
  await waitForHydration(page);
}

// The tests below share servers with one place per window, so each takes a date of its own:
// check the helper gives distinct working days whatever weekday "today" is (no browser, no server).
test("test dates: distinct n give distinct Monday-to-Friday dates from two days ahead, every weekday", () => {
  const firstOf: Record<string, string> = {
    "2026-11-22": "2026-11-24", // Sunday -> Tuesday
    "2026-11-23": "2026-11-25",
    "2026-11-24": "2026-11-26",
    "2026-11-25": "2026-11-27",
    "2026-11-26": "2026-11-30", // Thursday -> the weekend skipped
    "2026-11-27": "2026-11-30",
    "2026-11-28": "2026-11-30", // Saturday
  };
  for (const [today, first] of Object.entries(firstOf)) {
    const dates = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => nthWorkdayInNewYork(n, today));
    expect(dates[0], `n=1 from ${today}`).toBe(first);
    expect(new Set(dates).size, `distinct from ${today}`).toBe(8);
    expect(dates.map((d) => new Date(`${d}T12:00:00Z`).getUTCDay()).every((w) => w >= 1 && w <= 5)).toBe(true);
    // In order, and no working day skipped: eight working days span at most 12 calendar days.
    expect([...dates].sort()).toEqual(dates);
    expect((Date.parse(dates[7]!) - Date.parse(dates[0]!)) / 86_400_000).toBeLessThanOrEqual(11);
  }
  expect([1, 2, 3].map((n) => nthWorkdayInNewYork(n, "2026-11-24"))).toEqual([
    "2026-11-26",
    "2026-11-27",
    "2026-11-30",
  ]);
});

// The two groups below share one server with one place per window (the same environment; each
// test books dates of its own), in one worker, in order.
test.describe("one place per window", () => {
  test.describe.configure({ mode: "default" });
  const server = useOwnServer({ env: { BOOKING_WINDOW_CAPACITY: "1" } });

  test.describe("booking windows on a server with one place per window", () => {
    test.describe.configure({ mode: "serial" });

    test("a full day shows its windows disabled and names the next date with room", async ({ page }) => {
      const day = nthWorkdayInNewYork(1);
      for (const time of [WINDOW_LABEL.morning, WINDOW_LABEL.afternoon, WINDOW_LABEL.evening]) {
        expect((await postBooking(server.url, { preferredDate: day, preferredTime: time })).status).toBe(200);
      }
      await openStepThree(page, server.url);
      await page.getByLabel("Preferred Date").fill(day);
      const select = page.getByLabel("Preferred Time");
      await expect(select.locator("option", { hasText: `${WINDOW_LABEL.morning} - Fully booked` })).toBeDisabled();
      await expect(select.locator("option", { hasText: `${WINDOW_LABEL.afternoon} - Fully booked` })).toBeDisabled();
      await expect(select.locator("option", { hasText: `${WINDOW_LABEL.evening} - Fully booked` })).toBeDisabled();
      await expect(select.locator("option", { hasText: "First Available" })).toBeEnabled();
      // Each full window offers its waitlist.
      await expect(page.getByRole("button", { name: `Join the waitlist for ${WINDOW_LABEL.evening}` })).toBeVisible();
      await expect(page.getByText(`Nothing is left on ${longDate(day)}. The next date with room is`)).toBeVisible();
    });

    test("a Sunday offers no window online and points to the emergency line", async ({ page }) => {
      await openStepThree(page, server.url);
      await page.getByLabel("Preferred Date").fill(weekdayInNewYork(0, 1));
      await expect(page.getByText("Sundays are by phone: emergency line")).toBeVisible();
      await expect(page.getByRole("link", { name: EMERGENCY_PHONE.display })).toHaveAttribute(
        "href",
        EMERGENCY_PHONE.tel,
      );
      const select = page.getByLabel("Preferred Time");
      await expect(select.locator("option", { hasText: `${WINDOW_LABEL.morning} - Closed` })).toBeDisabled();
    });

    test("the server refuses a full window with 409 and the next windows with room; the wizard is back on step 3", async ({
      page,
    }) => {
      const day = nthWorkdayInNewYork(2);
      // Fill in the whole form, then someone else takes the morning before we press Book.
      await page.goto(`${server.url}/book`);
      await waitForHydration(page);
      // Steps 1 and 2 as a visitor types them (step 3's date and window below).
      const form = page.getByRole("form", { name: /booking/i });
      const fields = bookingForm({
        name: "Late Comer",
        email: "late@example.com",
        phone: "(813) 555-0199",
        address: "1 Bay St",
        brand: "LG",
        issueDescription: "Warm",
        preferredDate: "",
      });
      for (let step = 1; step <= 2; step++) {
        await fillShownFields(form, fields);
        await page.getByRole("button", { name: "Next Step" }).click();
      }
      // The wizard asks /availability for the date; the competitor books only once that answer is
      // in, so the page still offers the morning (as it would have while the visitor was typing).
      const checked = page.waitForResponse((r) => r.url().includes("/availability") && r.url().includes(`date=${day}`));
      await page.getByLabel("Preferred Date").fill(day);
      await checked;
      await page.getByLabel("Preferred Time").selectOption(WINDOW_LABEL.morning);
      expect((await postBooking(server.url, { preferredDate: day, preferredTime: WINDOW_LABEL.morning })).status).toBe(
        200,
      );
      const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/book"));
      await page.getByRole("button", { name: "Book Appointment" }).click();
      expect((await answer).status()).toBe(409);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
      const message = `${WINDOW_LABEL.morning} on ${longDate(day)} is fully booked. Windows with room: ${longDate(day)}, ${WINDOW_LABEL.afternoon}`;
      await expect(page.locator("[data-form-message]")).toContainText(message);
      await expect(page.getByLabel("Preferred Date")).toHaveValue(day);
      await expect(page.getByLabel("Describe the Issue")).toHaveValue("Warm");
      // The full window keeps a waitlist: the same form, joined in one press.
      await page.getByRole("button", { name: "Join the waitlist for this window" }).click();
      await expect(page.getByRole("heading", { name: "You're on the waitlist" })).toBeVisible();
      await expect(page.getByTestId("waitlist-confirmation")).toContainText(
        `You're number 1 in line for ${WINDOW_LABEL.morning} on ${longDate(day)}.`,
      );
      await page.getByRole("link", { name: "See your place or leave the waitlist" }).click();
      await expect(page.getByTestId("waitlist-status")).toHaveText(/^You're number 1 in line/);
      await page.getByRole("button", { name: "Leave the waitlist" }).click();
      await expect(page.getByTestId("waitlist-status")).toHaveText(
        `You have left the waitlist for ${WINDOW_LABEL.morning} on ${longDate(day)}.`,
      );
    });

    test("without JavaScript the 409 answers with the same message, on step 3, every value kept", async () => {
      const day = nthWorkdayInNewYork(3);
      expect((await postBooking(server.url, { preferredDate: day, preferredTime: WINDOW_LABEL.evening })).status).toBe(
        200,
      );
      const refused = await postBooking(server.url, {
        preferredDate: day,
        preferredTime: WINDOW_LABEL.evening,
        name: "Kept Name",
      });
      expect(refused.status).toBe(409);
      expect(refused.html).toContain(`${WINDOW_LABEL.evening} on ${longDate(day)} is fully booked. Windows with room:`);
      expect(refused.html).toContain('value="Kept Name"');
      // The page shows step 3 (the other steps are in the form, hidden).
      expect(refused.html).toMatch(/<fieldset data-step="3"(?![^>]*hidden)/);
      expect(refused.html).toMatch(/<fieldset data-step="1"[^>]*hidden/);
      // The way out it offers: the same form with waitlist=yes joins the window's waitlist.
      // (React writes a button's name after its value.)
      const join = /<button [^>]*>Join the waitlist for this window</.exec(refused.html)?.[0] ?? "";
      expect(join).toContain('name="waitlist"');
      expect(join).toContain('value="yes"');
      const joined = await postBooking(server.url, {
        preferredDate: day,
        preferredTime: WINDOW_LABEL.evening,
        name: "Kept Name",
        waitlist: "yes",
      });
      expect(joined.status).toBe(200);
      expect(joined.html).toContain("You&#x27;re on the waitlist");
      expect(joined.html).toMatch(/number (<!-- -->)?1(<!-- -->)? in line/);
      expect(joined.appointment).toBeUndefined();
    });

    test("a ZIP outside the four counties is refused with its message, and the values are kept", async ({ page }) => {
      const refused = await postBooking(server.url, { zipCode: "90210", name: "Outside Area" });
      expect(refused.status).toBe(400);
      expect(refused.html).toContain("Sorry, we don&#x27;t serve ZIP code 90210.");
      expect(refused.html).toContain(MAIN_PHONE.display);
      expect(refused.html).toContain('value="Outside Area"');
      // With JavaScript the message shows as soon as the field is left; Next Step still moves on.
      await page.goto(`${server.url}/book`);
      await waitForHydration(page);
      await page.getByLabel("ZIP Code").fill("34205");
      await page.getByLabel("City").focus();
      await expect(page.getByText("Sorry, we don't serve ZIP code 34205.")).toBeVisible();
      await expect(page.getByLabel("ZIP Code")).toHaveAttribute("aria-invalid", "true");
      await page.getByRole("button", { name: "Next Step" }).click();
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    });

    test("First Available gives the earliest window with room, and the confirmation names it", async ({ page }) => {
      const day = nthWorkdayInNewYork(4);
      expect((await postBooking(server.url, { preferredDate: day, preferredTime: WINDOW_LABEL.morning })).status).toBe(
        200,
      );
      const first = await postBooking(server.url, { preferredDate: day, preferredTime: "First Available" });
      expect(first.status).toBe(200);
      expect(first.html).toContain(longDate(day));
      expect(first.html).toContain(WINDOW_LABEL.afternoon);
      expect(first.html).toContain("(the first available)");
      await page.goto(server.url + first.appointment!);
      await expect(page.getByText(`${longDate(day)}, ${WINDOW_LABEL.afternoon}`)).toBeVisible();
    });
  });

  test.describe("the visitor's appointment page", () => {
    test.describe.configure({ mode: "serial" });

    test("is private, shows the visit, moves it to a window with room and cancels it (with JavaScript)", async ({
      page,
    }) => {
      const day = nthWorkdayInNewYork(5);
      const { appointment } = await postBooking(server.url, {
        preferredDate: day,
        preferredTime: WINDOW_LABEL.morning,
        name: "Page Owner",
      });
      expect(appointment).toBeTruthy();
      // Someone else holds the afternoon.
      expect(
        (await postBooking(server.url, { preferredDate: day, preferredTime: WINDOW_LABEL.afternoon })).status,
      ).toBe(200);
      const response = await page.goto(server.url + appointment!);
      expect(response!.headers()["cache-control"]).toBe("no-store");
      expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      await expect(page.getByText(`${longDate(day)}, ${WINDOW_LABEL.morning}`)).toBeVisible();
      await waitForHydration(page);

      // A Sunday is booked by phone, not full: the emergency line, as a link.
      await page.getByLabel("New date").fill(weekdayInNewYork(0, 1));
      await expect(page.getByRole("status").filter({ hasText: "Sundays are by phone: emergency line" })).toBeVisible();
      await expect(page.getByText("Nothing is left on")).toHaveCount(0);
      await expect(page.getByRole("link", { name: EMERGENCY_PHONE.display })).toHaveAttribute(
        "href",
        EMERGENCY_PHONE.tel,
      );
      await page.getByLabel("New date").fill(day);

      // The afternoon is offered disabled; the evening is free.
      await expect(page.getByLabel("New date")).toHaveValue(day);
      const windows = page.getByLabel("Arrival window");
      await expect(windows.locator("option", { hasText: `${WINDOW_LABEL.afternoon} - Fully booked` })).toBeDisabled();
      await windows.selectOption("evening");
      await page.getByRole("button", { name: "Move my visit" }).click();
      await expect(page.getByText("Your visit has been moved.")).toBeVisible();
      await expect(page.getByText(`${longDate(day)}, ${WINDOW_LABEL.evening}`)).toBeVisible();
      // The morning it left is free again.
      expect((await postBooking(server.url, { preferredDate: day, preferredTime: WINDOW_LABEL.morning })).status).toBe(
        200,
      );

      await page.getByText("Cancel this visit").click();
      await page.getByLabel("Yes, cancel my visit.").check();
      await page.getByRole("button", { name: "Cancel the visit" }).click();
      await expect(page.getByText("Your visit has been cancelled.")).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: /^Cancelled\.$/ })).toBeVisible();
      await expect(page.getByRole("button", { name: "Move my visit" })).toHaveCount(0);
      // The evening is free again.
      expect((await postBooking(server.url, { preferredDate: day, preferredTime: WINDOW_LABEL.evening })).status).toBe(
        200,
      );
    });

    test("works without JavaScript: check a date, move, cancel; GET never changes anything", async ({ browser }) => {
      const day = nthWorkdayInNewYork(6);
      const { appointment } = await postBooking(server.url, {
        preferredDate: day,
        preferredTime: WINDOW_LABEL.afternoon,
      });
      // Opening the page (as a mail scanner would) changes nothing, whatever the query says.
      await fetch(`${server.url}${appointment}?intent=cancel&confirm=yes`);
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(server.url + appointment!);
        await expect(page.getByText("Booked: we'll call to confirm the exact time.")).toBeVisible();
        await page.getByLabel("New date").fill(day);
        await page.getByRole("button", { name: "Check availability" }).click();
        await expect(
          page.getByLabel("Arrival window").locator("option", { hasText: `${WINDOW_LABEL.afternoon} - Fully booked` }),
        ).toBeDisabled();
        await page.getByLabel("Arrival window").selectOption("morning");
        await page.getByRole("button", { name: "Move my visit" }).click();
        await expect(page.getByText("Your visit has been moved.")).toBeVisible();
        await expect(page.getByText(`${longDate(day)}, ${WINDOW_LABEL.morning}`)).toBeVisible();
        // Cancelling without ticking the box: the browser holds the form back (the box is required)...
        const posts: string[] = [];
        page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
        await page.getByText("Cancel this visit").click();
        const confirm = page.getByLabel("Yes, cancel my visit.");
        await page.getByRole("button", { name: "Cancel the visit" }).click();
        expect(await confirm.evaluate((box) => (box as HTMLInputElement).validity.valueMissing)).toBe(true);
        expect(posts).toEqual([]);
        // ...and a browser that sends it all the same (one that ignores `required`) is refused: 400,
        // the reason on the page, the visit unchanged.
        await confirm.evaluate((box) => box.removeAttribute("required"));
        const answered = page.waitForResponse((r) => r.request().method() === "POST");
        await page.getByRole("button", { name: "Cancel the visit" }).click();
        expect((await answered).status()).toBe(400);
        expect(posts).toHaveLength(1);
        await expect(page.getByText("Tick the box to confirm that you want to cancel the visit.")).toBeVisible();
        await expect(page.getByText("Booked: we'll call to confirm the exact time.")).toBeVisible();
        await expect(page.getByText(`${longDate(day)}, ${WINDOW_LABEL.morning}`)).toBeVisible();
        // Ticked, it cancels.
        await page.getByText("Cancel this visit").click();
        await page.getByLabel("Yes, cancel my visit.").check();
        await page.getByRole("button", { name: "Cancel the visit" }).click();
        await expect(page.getByText("Your visit has been cancelled.")).toBeVisible();
        await expect(page.getByRole("definition").filter({ hasText: /^Cancelled\.$/ })).toBeVisible();
      } finally {
        await context.close();
      }
    });

    test("an unknown token answers Appointment Not Found with 404", async ({ page }) => {
      for (const token of ["x".repeat(43), "short", uniqueMarker("nope")]) {
        const response = await page.goto(`${server.url}/appointments/${token}`);
        expect(response!.status()).toBe(404);
        await expect(page.getByRole("heading", { name: "Appointment Not Found" })).toBeVisible();
      }
    });
  });
});

test.describe("an appointment whose time has passed (stored directly: no form books the past)", () => {
  let server: SpawnedServer | undefined;
  let token = "";
  const visitDate = todayInNewYork(-1);
  test.beforeAll(async () => {
    const dataDir = tempDataDir("past-visit");
    token = await withServerDatabase({ dataDir }, async (db) => {
      const [row] = await db
        .insert(bookings)
        .values({
          ...aBookingInput({ name: "Past Visitor", preferredDate: visitDate, preferredTime: WINDOW_LABEL.afternoon }),
          visitDate,
          visitWindow: "afternoon",
        })
        .returning({ id: bookings.id });
      return addAppointmentLink(db, row!.id);
    });
    server = await spawnServer({ dataDir });
  });
  test.afterAll(async () => {
    await server?.kill();
    if (server) removeDir(server.dataDir);
  });

  test("the page gives the phone number instead of the buttons; a posted move or cancel answers 409 and changes nothing", async ({
    page,
  }) => {
    const path = `/appointments/${token}`;
    await page.goto(server!.url + path);
    const visit = page.getByText(`${longDate(visitDate)}, ${WINDOW_LABEL.afternoon}`);
    await expect(visit).toBeVisible();
    const call = page
      .locator("section")
      .filter({ hasText: "The time of this visit has passed: to arrange anything, call us." });
    await expect(call.getByRole("link", { name: `Call ${MAIN_PHONE.display}` })).toHaveAttribute(
      "href",
      MAIN_PHONE.tel,
    );
    await expect(page.getByRole("button", { name: "Move my visit" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cancel the visit" })).toHaveCount(0);
    await expect(page.getByText("Cancel this visit")).toHaveCount(0);

    // Posted anyway (a page left open, a script): refused with the phone number.
    const changes: Array<Record<string, string>> = [
      { intent: "reschedule", date: nthWorkdayInNewYork(1), window: "morning" },
      { intent: "cancel", confirm: "yes" },
    ];
    for (const fields of changes) {
      const response = await postForm(server!.url, path, fields);
      expect(response.status, fields.intent).toBe(409);
      expect(await response.text()).toContain(
        `This appointment can no longer be changed online; please call us at ${MAIN_PHONE.display}.`,
      );
    }
    await page.reload();
    await expect(visit).toBeVisible();
    await expect(page.getByText("Booked: we'll call to confirm the exact time.")).toBeVisible();
  });
});

/** Live bookings a window holds, read from the database the servers share (or left behind). */
async function storedIn(where: DatabaseOf, date: string, window: "morning" | "afternoon") {
  return withServerDatabase(where, (db) =>
    db
      .select({ name: bookings.name })
      .from(bookings)
      .where(and(eq(bookings.visitDate, date), eq(bookings.visitWindow, window), ne(bookings.status, "cancelled"))),
  );
}

/** POSTs the same booking from `count` clients at once, spread over the given servers. */
async function race(urls: string[], count: number, fields: Record<string, string>) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      postForm(urls[i % urls.length]!, "/book", bookingForm({ ...fields, name: `Racer ${i}` })).then((r) => r.status),
    ),
  );
}

test.describe("20 clients race for a window with one place", () => {
  test("on PGlite: exactly 1 stored, 19 refused with 409", async () => {
    const server = await spawnServer({ env: { BOOKING_WINDOW_CAPACITY: "1" } });
    const day = nthWorkdayInNewYork(7);
    try {
      const statuses = await race([server.url], 20, { preferredDate: day, preferredTime: WINDOW_LABEL.morning });
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      // What the database holds agrees (read once the server has let go of its directory).
      await server.kill();
      expect(await storedIn({ dataDir: server.dataDir }, day, "morning")).toEqual([
        { name: expect.stringMatching(/^Racer \d+$/) },
      ]);
    } finally {
      await server.kill();
      removeDir(server.dataDir);
    }
  });

  test("on PostgreSQL with two server processes: exactly 1 stored, 19 refused with 409", async () => {
    test.setTimeout(120_000);
    const postgres: TestPostgres = await startTestPostgres();
    const env = { DATABASE_URL: postgres.url, BOOKING_WINDOW_CAPACITY: "1" };
    const servers: SpawnedServer[] = [];
    try {
      servers.push(await spawnServer({ env }));
      servers.push(await spawnServer({ env }));
      const day = nthWorkdayInNewYork(7);
      const statuses = await race(
        servers.map((s) => s.url),
        20,
        { preferredDate: day, preferredTime: WINDOW_LABEL.afternoon },
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      // And what the database holds agrees: one row in the window, and the other process refuses too.
      expect(await storedIn({ databaseUrl: postgres.url }, day, "afternoon")).toEqual([
        { name: expect.stringMatching(/^Racer \d+$/) },
      ]);
      const check = await postBooking(servers[1]!.url, { preferredDate: day, preferredTime: WINDOW_LABEL.afternoon });
      expect(check.status).toBe(409);
    } finally {
      for (const server of servers) {
        await server.kill();
        removeDir(server.dataDir);
      }
      await postgres.stop();
    }
  });
});
