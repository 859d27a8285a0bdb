/**
 * The booking wizard with JavaScript (SPEC §3-§5, §8, DECISIONS "Forms deliver for real"):
 * steps without a gate, progress, options and defaults, the 1.5 s submit, the confirmation screen,
 * the final check that returns to an incomplete step, and the date minimum.
 */
import { expect, test, type Page, type Request } from "@playwright/test";
import {
  armTiming,
  BOOKING_ISSUES,
  BOOKING_TIMES,
  expectSelect,
  GRID_BRANDS,
  MIN_SUBMIT_DELAY_MS,
  LIVE_REGION,
  readTiming,
  SUCCESS,
  toastWith,
  todayInNewYork,
  waitForHydration,
  WINDOW_LABEL,
  workdayInNewYork,
} from "./support/public-site";

test.use({ viewport: { width: 1280, height: 900 } });

const STEP_ONE_LABELS = ["Full Name", "Email", "Phone Number", "Address", "City", "ZIP Code"] as const;

const PERSON = {
  "Full Name": "Zoë Booking-Test",
  Email: "zoe.booking@example.com",
  "Phone Number": "(813) 555-0199",
  Address: "400 N Ashley Dr",
  City: "Tampa",
  "ZIP Code": "33602",
} as const;

/** POSTs to /book (the form's action, with or without React Router's .data suffix). */
function recordBookingPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/book(\.data)?(\?|$)/.test(new URL(request.url()).pathname + "?"))
      posts.push(request);
  });
  return posts;
}

/**
 * A barrier: a request the page itself issues and completes. Any POST the wizard started before
 * this point has been reported by then, so "nothing was sent" can be asserted without sleeping.
 */
async function settleNetwork(page: Page) {
  await page.evaluate(() => fetch("/robots.txt", { cache: "no-store" }).then((r) => r.text()));
}

async function openWizard(page: Page) {
  await page.goto("/book");
  return openWizardHere(page);
}

/** The wizard's controls on the page already showing /book. */
async function openWizardHere(page: Page) {
  await waitForHydration(page);
  const wizard = {
    form: page.getByRole("form", { name: /booking/i }),
    progress: page.getByRole("progressbar"),
    next: page.getByRole("button", { name: "Next Step" }),
    previous: page.getByRole("button", { name: "Previous" }),
    // Next Step and Previous are submit buttons too (they work without JavaScript): pick Book by name.
    submit: page.getByRole("button", { name: /Book Appointment|Submitting/ }),
    focusedHeading: page.locator("h2:focus"),
  };
  await expect(wizard.progress).toHaveAttribute("aria-valuenow", "1");
  return wizard;
}

async function fillStepOne(page: Page, skip: Array<keyof typeof PERSON> = []) {
  for (const [label, value] of Object.entries(PERSON) as Array<[keyof typeof PERSON, string]>) {
    if (!skip.includes(label)) await page.getByLabel(label, { exact: false }).first().fill(value);
  }
}

async function fillStepTwo(page: Page) {
  await page.getByLabel("Refrigerator Brand").selectOption("Sub-Zero");
  await page.getByLabel("Model Number").fill("BI-36UFD");
  await page.getByLabel("Issue Type").selectOption("Water Leaking");
  await page.getByLabel("Describe the Issue").fill("Water pools under the crisper drawers every morning.");
}

async function fillStepThree(page: Page, date = workdayInNewYork(3)) {
  await page.getByLabel("Preferred Date").fill(date);
  await page.getByLabel("Preferred Time").selectOption(WINDOW_LABEL.afternoon);
  await page.getByLabel("Additional Information").fill("Gate code 1234.");
}

/** Fills the three steps in order, moving on with Next Step (the wizard ends on step 3). */
async function fillAllSteps(page: Page, w: Awaited<ReturnType<typeof openWizard>>, date?: string) {
  await fillStepOne(page);
  await w.next.click();
  await fillStepTwo(page);
  await w.next.click();
  await fillStepThree(page, date);
}

test("steps, progress, options and defaults; Next Step has no gate", async ({ page }) => {
  const posts = recordBookingPosts(page);
  const w = await openWizard(page);

  // Step 1: its six labelled fields.
  await expect(page.getByRole("heading", { level: 2, name: /Personal Info/ })).toBeVisible();
  for (const label of STEP_ONE_LABELS)
    await expect(w.form.getByLabel(label, { exact: false }).first(), label).toBeVisible();
  await expect(w.previous).toHaveCount(0);
  // Only step 3 offers the final submit.
  await expect(w.next).toBeVisible();
  await expect(w.submit, "no submit button before step 3").toBeHidden();

  // Next Step with everything empty still moves on (no validation gate), and focuses the heading.
  await w.next.click();
  await expect(w.progress).toHaveAttribute("aria-valuenow", "2");
  await expect.soft(w.focusedHeading, "focus on the Refrigerator Info heading").toHaveText(/Refrigerator Info/);
  await expect(page.getByLabel("Full Name")).toBeHidden();
  await expect(page.getByLabel("Refrigerator Brand")).toBeVisible();
  await expect(w.submit, "no submit button on step 2").toBeHidden();

  // Brand: 16 brands + Other, empty by default. Issue: 8 options, Not Cooling by default.
  await expectSelect(page, "Refrigerator Brand", [...GRID_BRANDS.map((b) => b.name), "Other"], "");
  await expect(page.getByLabel("Refrigerator Brand").locator('option[value=""]')).toHaveCount(1);
  await expectSelect(page, "Issue Type", BOOKING_ISSUES, "Not Cooling");

  // Previous goes back, keeping what was typed.
  await w.previous.click();
  await expect(w.progress).toHaveAttribute("aria-valuenow", "1");
  await expect.soft(w.focusedHeading, "focus on the Personal Info heading").toHaveText(/Personal Info/);
  await page.getByLabel("Full Name").fill("Kept Name");
  await w.next.click();
  await w.next.click();

  // Step 3: date minimum is today in New York, time defaults to Morning.
  await expect(w.progress).toHaveAttribute("aria-valuenow", "3");
  await expect.soft(w.focusedHeading, "focus on the Schedule heading").toHaveText(/Schedule/);
  await expect(page.getByLabel("Preferred Date")).toHaveAttribute("min", todayInNewYork());
  await expect(page.getByLabel("Preferred Date")).toHaveAttribute("type", "date");
  await expectSelect(page, "Preferred Time", BOOKING_TIMES, WINDOW_LABEL.morning);
  await expect(w.next).toHaveCount(0);
  await expect(w.submit).toBeVisible();

  await w.previous.click();
  await w.previous.click();
  await expect(page.getByLabel("Full Name")).toHaveValue("Kept Name");
  await settleNetwork(page);
  expect(posts, "moving between steps sends nothing").toHaveLength(0);
});

test("a complete booking: Submitting..., the toast after about 1.5 s, then the confirmation", async ({ page }) => {
  const posts = recordBookingPosts(page);
  const w = await openWizard(page);
  await fillAllSteps(page, w);

  await armTiming(page, 'form[action="/book"] button[value="book"]', LIVE_REGION, SUCCESS.bookingToast.title);
  await page.setViewportSize({ width: 375, height: 700 });
  await w.submit.click();
  await expect(w.submit).toHaveText(/Submitting\.\.\./);
  // aria-disabled, not disabled: the button keeps focus while sending.
  await expect(w.submit).toHaveAttribute("aria-disabled", "true");
  await expect(w.submit).toBeFocused();

  const toast = toastWith(page, SUCCESS.bookingToast.title);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(SUCCESS.bookingToast.text);
  const timing = await readTiming(page);
  expect(timing.click, "click recorded").toBeDefined();
  expect(timing.result, "toast recorded").toBeDefined();
  expect(timing.result! - timing.click!, "toast delay (ms)").toBeGreaterThanOrEqual(MIN_SUBMIT_DELAY_MS);

  await expect(page.getByRole("heading", { name: SUCCESS.confirmation.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: SUCCESS.confirmation.title })).toBeFocused();
  await expect(page.getByRole("main")).toContainText(SUCCESS.confirmation.text);
  // On a phone the toast (at the bottom) covers none of the confirmation's first lines.
  const toastBox = (await toast.boundingBox())!;
  for (const line of [
    page.getByRole("heading", { name: SUCCESS.confirmation.title }),
    page.getByText(SUCCESS.confirmation.text),
  ]) {
    const box = (await line.boundingBox())!;
    expect(box.y + box.height, "a first line of the confirmation ends above the toast").toBeLessThanOrEqual(toastBox.y);
  }
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.getByText("Personal Info")).toHaveCount(0);
  await expect(page.getByRole("form", { name: /booking/i })).toHaveCount(0);
  expect(posts, "exactly one request was sent").toHaveLength(1);
  const body = posts[0]!.postData() ?? "";
  expect(body).toContain("Booking-Test");
  expect(body).toContain("33602");
});

test("submitting with a step-1 field empty returns to step 1, marks the field and sends nothing", async ({ page }) => {
  const posts = recordBookingPosts(page);
  const w = await openWizard(page);
  await fillStepOne(page, ["City"]);
  await w.next.click();
  await fillStepTwo(page);
  await w.next.click();
  await fillStepThree(page);
  await w.submit.click();

  await expect(w.progress).toHaveAttribute("aria-valuenow", "1");
  const city = page.getByLabel("City");
  await expect(city).toBeVisible();
  await expect(city).toHaveAttribute("aria-invalid", "true");
  // The error message is shown and tied to the field.
  const describedBy = await city.getAttribute("aria-describedby");
  expect(describedBy, "City points to its error message").toBeTruthy();
  const message = page.locator(`[id="${describedBy}"]`);
  await expect(message).toBeVisible();
  await expect(message).toContainText(/city/i);
  // The other fields keep their values.
  await expect(page.getByLabel("Full Name")).toHaveValue(PERSON["Full Name"]);
  await expect(page.getByRole("heading", { name: SUCCESS.confirmation.title })).toHaveCount(0);

  await settleNetwork(page);
  expect(posts, "nothing was sent").toHaveLength(0);

  // Typing in the field clears its mark.
  await city.fill("Tampa");
  await expect(city).not.toHaveAttribute("aria-invalid", "true");
});

test("Next Step on step 2 shows step 3 and sends nothing, even when step 3 is already filled in", async ({ page }) => {
  const posts = recordBookingPosts(page);
  const w = await openWizard(page);
  await fillAllSteps(page, w);
  // Back to step 2 to change something, then on again.
  await w.previous.click();
  await expect(w.progress).toHaveAttribute("aria-valuenow", "2");
  await page.getByLabel("Model Number").fill("BI-36UFD/S");
  await w.next.click();

  await expect(w.progress).toHaveAttribute("aria-valuenow", "3");
  await expect.soft(w.focusedHeading, "focus on the Schedule heading").toHaveText(/Schedule/);
  await expect(w.submit).toHaveText(/Book Appointment/);
  await expect(w.submit).toBeEnabled();
  await settleNetwork(page);
  expect(posts, "Next Step must not send the booking").toHaveLength(0);
  await expect(page.getByRole("heading", { name: SUCCESS.confirmation.title })).toHaveCount(0);
});

test("a past preferred date is rejected on step 3 and nothing is sent", async ({ page }) => {
  const posts = recordBookingPosts(page);
  const w = await openWizard(page);
  const yesterday = todayInNewYork(-1);
  await fillAllSteps(page, w, yesterday);
  await w.submit.click();

  const date = page.getByLabel("Preferred Date");
  await expect(w.progress).toHaveAttribute("aria-valuenow", "3");
  await expect(date).toBeVisible();
  await expect(date).toHaveValue(yesterday);
  expect(
    await date.evaluate((el: HTMLInputElement) => el.validity.valid),
    "the date field reports itself invalid",
  ).toBe(false);
  await expect(w.submit).not.toHaveText(/Submitting/);
  await expect(page.getByRole("heading", { name: SUCCESS.confirmation.title })).toHaveCount(0);
  await settleNetwork(page);
  expect(posts, "nothing was sent").toHaveLength(0);

  // Today is accepted (First Available: today's windows may have ended already); then exactly one
  // booking has been sent, so the past date sent nothing.
  await date.fill(todayInNewYork());
  await page.getByLabel("Preferred Time").selectOption("First Available");
  await w.submit.click();
  await expect(page.getByRole("heading", { name: SUCCESS.confirmation.title })).toBeVisible();
  expect(posts).toHaveLength(1);
});

test("the server also refuses a past date (400, with the reason on the date field)", async ({ request }) => {
  const response = await request.post("/book", {
    form: {
      name: "Past Date",
      email: "past@example.com",
      phone: "(813) 555-0100",
      address: "1 Main St",
      city: "Tampa",
      zipCode: "33602",
      brand: "GE",
      model: "",
      issue: "Not Cooling",
      issueDescription: "Warm.",
      preferredDate: todayInNewYork(-1),
      preferredTime: "First Available",
      additionalInfo: "",
    },
  });
  expect([400, 422]).toContain(response.status());
  const html = await response.text();
  const dateInput = /<input[^>]*name="preferredDate"[^>]*>/.exec(html)?.[0] ?? "";
  expect(dateInput, "the date field is marked invalid").toContain('aria-invalid="true"');
  expect(html).not.toContain(SUCCESS.confirmation.title);
});

test("each step is a history entry: Back and Forward move between steps and keep every value", async ({ page }) => {
  const posts = recordBookingPosts(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: "Book Online" }).first().click();
  await expect(page).toHaveURL(/\/book$/);
  const w = await openWizardHere(page);
  await fillStepOne(page);
  await w.next.click();
  await expect(page).toHaveURL(/\/book\?step=2$/);
  await fillStepTwo(page);
  await w.next.click();
  await expect(page).toHaveURL(/\/book\?step=3$/);
  await fillStepThree(page);

  await page.goBack();
  await expect(w.progress).toHaveAttribute("aria-valuenow", "2");
  await expect(page.getByLabel("Describe the Issue")).toHaveValue(
    "Water pools under the crisper drawers every morning.",
  );
  await page.goBack();
  await expect(w.progress).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByLabel("Full Name")).toHaveValue(PERSON["Full Name"]);
  // Back once more leaves the wizard for the page before it; Forward comes back to the same values.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(w.progress).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByLabel("ZIP Code")).toHaveValue(PERSON["ZIP Code"]);
  await page.goForward();
  await page.goForward();
  await expect(w.progress).toHaveAttribute("aria-valuenow", "3");
  await expect(page.getByLabel("Preferred Time")).toHaveValue(WINDOW_LABEL.afternoon);
  await expect(page.getByLabel("Additional Information")).toHaveValue("Gate code 1234.");
  await settleNetwork(page);
  expect(posts, "moving through history sends nothing").toHaveLength(0);
});

test("the draft survives leaving /book in the same tab, and is gone after booking; Back from the confirmation shows an empty form", async ({
  page,
}) => {
  const posts = recordBookingPosts(page);
  const w = await openWizard(page);
  await fillStepOne(page);
  await w.next.click();
  await fillStepTwo(page);

  // Away and back in the same tab (a full page load): every value is still there.
  await page.goto("/about");
  await page.goto("/book");
  await waitForHydration(page);
  await expect(page.getByLabel("Full Name")).toHaveValue(PERSON["Full Name"]);
  await expect(page.getByLabel("Refrigerator Brand")).toHaveValue("Sub-Zero");
  await expect(page.getByLabel("Issue Type")).toHaveValue("Water Leaking");
  // The draft lives in this tab's sessionStorage only.
  expect(
    await page.evaluate(() => [localStorage.length, sessionStorage.getItem("booking-draft")?.includes("Sub-Zero")]),
  ).toEqual([0, true]);

  await w.next.click();
  await w.next.click();
  await fillStepThree(page);
  await w.submit.click();
  await expect(page.getByRole("heading", { name: SUCCESS.confirmation.title })).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem("booking-draft"))).toBeNull();

  // Back: no resubmission, and the form it shows is empty, not the booking just sent.
  await page.goBack();
  await expect(w.form).toBeVisible();
  await expect(page.getByRole("heading", { name: SUCCESS.confirmation.title })).toHaveCount(0);
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByLabel("Describe the Issue")).toHaveValue("");
  await settleNetwork(page);
  expect(posts, "one booking sent, none on Back").toHaveLength(1);
});
