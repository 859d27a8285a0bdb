/**
 * "A phone in one hand" (issue 10): every page type, each wizard step (by address, without
 * JavaScript and with it, through a refusal to the confirmation), the forms' refused and confirmed
 * states, the visitor's appointment page and the staff workspace fit 320 and 375 px screens (no
 * sideways scrolling, nothing past the right edge, nothing cut off); and at 375 px nothing fixed
 * or floating covers a control: each link and button of the home page, /book, /contact and the
 * footer is the element under its own centre once scrolled into view, and so is each field a
 * toast is showing over; the Spanish page types fit and pass axe. (The 429 pages:
 * rate-limit-page.spec.ts, on a server of their own.)
 */
import { expect, test, type Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import {
  addAppointmentPhoto,
  bookAppointment,
  bookingForm,
  cancelAppointment,
  contactForm,
  uniqueMarker,
} from "./support/requests";
import {
  fillShownFields,
  PAGE_TYPES,
  postFromPage,
  SPANISH_PAGE_TYPES,
  SUCCESS,
  waitForHydration,
} from "./support/public-site";
import { expectNoSeriousViolations } from "./support/a11y";
import { layoutProblems, PHONE_WIDTHS } from "./support/page-fit";

const BASE = `http://localhost:${E2E_PORT}`;

/**
 * Every page type, and the wizard's steps by address. Add a path here to hold it to the same rule
 * (the staff workspace pages too: the sign-in page is the one a visitor without a session sees).
 */
export const LAYOUT_PATHS = [
  ...PAGE_TYPES,
  "/brands/sub-zero",
  "/book?step=2",
  "/book?step=3",
  "/brands/no-such-brand",
  "/areas/no-such-area",
  "/services/no-such-service",
  "/admin",
];

/** States reached by posting a form: the refusals, a server-stepped step, the confirmations. */
const POSTED_STATES: Array<{ name: string; path: string; fields: Record<string, string> }> = [
  { name: "booking refused (every field missing)", path: "/book", fields: { intent: "book" } },
  { name: "booking step 3 without JavaScript", path: "/book", fields: { ...bookingForm(), intent: "step-3" } },
  { name: "booking confirmed", path: "/book", fields: { ...bookingForm(), intent: "book" } },
  { name: "contact refused", path: "/contact", fields: { name: "", email: "not-an-email", phone: "", message: "" } },
  { name: "contact sent", path: "/contact", fields: contactForm() },
];

/**
 * `path` loaded at the narrowest width (what a script measuring the screen at load sees is the
 * hardest case), then widened: it fits at each phone width, the layout following the width.
 */
async function expectFitLoadedNarrowest(page: Page, path: string) {
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
  await page.goto(path);
  await waitForHydration(page);
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    expect(await layoutProblems(page), `${path} at ${width} px`).toEqual([]);
  }
}

test.describe("every page fits 320 and 375 px", () => {
  test.use({ isMobile: true, hasTouch: true });

  for (const path of LAYOUT_PATHS) {
    test(path, async ({ page }) => {
      await expectFitLoadedNarrowest(page, path);
    });
  }

  // The Spanish page types (their copy is longer): the same fit, and axe at 375 px on the page as loaded.
  for (const path of SPANISH_PAGE_TYPES) {
    test(`${path} fits and passes axe`, async ({ page }) => {
      await expectFitLoadedNarrowest(page, path);
      await expectNoSeriousViolations(page, `${path} at 375 px`);
    });
  }

  test("the header with its phone menu open", async ({ page }) => {
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/");
      await page.getByRole("banner").locator("summary").click();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      expect(await layoutProblems(page), `menu open at ${width} px`).toEqual([]);
    }
  });

  for (const state of POSTED_STATES) {
    test(state.name, async ({ page }) => {
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
      await page.goto(state.path);
      await postFromPage(page, state.path, state.fields);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        expect(await layoutProblems(page), `${state.name} at ${width} px`).toEqual([]);
      }
    });
  }

  test("the visitor's appointment page: booked, cancel refused, with a photo, cancelled", async ({ page }) => {
    const appointment = await bookAppointment(BASE, { name: uniqueMarker("Phone Appointment") });
    const fits = async (state: string, shows: string) => {
      await expect(page.getByText(shows, { exact: true }).first(), state).toBeVisible();
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        expect(await layoutProblems(page), `${state} at ${width} px`).toEqual([]);
      }
    };
    await page.goto(appointment);
    await page.getByText("Cancel this visit").click(); // the cancel form open too
    await fits("booked", "Booked: we'll call to confirm the exact time.");
    // Without JavaScript: a cancel with the box not ticked.
    await postFromPage(page, appointment, { intent: "cancel" });
    await fits("cancel refused", "Tick the box to confirm that you want to cancel the visit.");
    await page.goto(await addAppointmentPhoto(BASE, appointment));
    await fits("with a photo", "Thank you: your photos are with the team.");
    await expect(page.getByText("You have sent 1 photo.")).toBeVisible();
    await page.goto(await cancelAppointment(BASE, appointment));
    await fits("cancelled", "Your visit has been cancelled. We have let the team know.");
  });

  for (const width of PHONE_WIDTHS) {
    test(`each wizard step moved to with JavaScript, a refusal from the server and the confirmation, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/book");
      await waitForHydration(page);
      const fields = bookingForm({ name: uniqueMarker("Phone Wizard") });
      const form = page.getByRole("form", { name: /booking/i });
      const progress = page.getByRole("progressbar");
      const next = page.getByRole("button", { name: "Next Step" });
      const book = page.getByRole("button", { name: "Book Appointment" });
      await fillShownFields(form, fields);
      for (const step of ["2", "3"]) {
        await next.click();
        await expect(progress).toHaveAttribute("aria-valuenow", step);
        await fillShownFields(form, fields);
        expect(await layoutProblems(page), `step ${step} at ${width} px`).toEqual([]);
      }
      // All three labels of the stepper are whole (the old stepper cut "Schedule" to "Schedul").
      for (const label of ["Personal Info", "Refrigerator Info", "Schedule"]) {
        const stepper = page.locator("ol", { hasText: "Refrigerator Info" });
        const box = await stepper.getByRole("listitem").filter({ hasText: label }).boundingBox();
        expect(box!.x + box!.width, label).toBeLessThanOrEqual(width);
      }

      // The server refuses a field the browser let through (the post is altered on its way): the
      // wizard is back on step 1 with the reason, the message and the toast.
      await page.route(
        (url) => url.pathname === "/book.data",
        async (route) => {
          const body = new URLSearchParams(route.request().postData() ?? "");
          expect(route.request().headers()["content-type"]).toContain("application/x-www-form-urlencoded");
          body.set("email", "not-an-email");
          await route.continue({ postData: body.toString() });
        },
        { times: 1 },
      );
      const refused = page.waitForResponse((r) => new URL(r.url()).pathname === "/book.data");
      await book.click();
      expect((await refused).status()).toBe(400);
      await expect(progress).toHaveAttribute("aria-valuenow", "1");
      await expect(page.getByText("Enter a valid email address.")).toBeVisible();
      await expect(page.getByTestId("toast").filter({ hasText: "Booking not sent" })).toBeVisible();
      expect(await layoutProblems(page), `refused at ${width} px`).toEqual([]);

      // Sent again as typed: the confirmation, with the link to the appointment page.
      await next.click();
      await next.click();
      await expect(progress).toHaveAttribute("aria-valuenow", "3");
      await book.click();
      await expect(page.getByRole("heading", { name: SUCCESS.confirmation.title })).toBeVisible();
      await expect(page.getByRole("link", { name: "See, move or cancel your appointment" })).toHaveAttribute(
        "href",
        /^\/appointments\/[A-Za-z0-9_-]{43}$/,
      );
      expect(await layoutProblems(page), `confirmation at ${width} px`).toEqual([]);
    });
  }
});

/** Where a control's first line box has its centre (a wrapped link's box centre may fall between lines). */
async function coveredControls(page: Page, scope: string, block: ScrollLogicalPosition): Promise<string[]> {
  return page.evaluate(
    ({ scope, block }) => {
      const controls = Array.from(
        document.querySelectorAll<HTMLElement>(`${scope} :is(a[href], button, summary, input, select, textarea)`),
      ).filter(
        (el) =>
          // Controls a visitor can see: not hidden, not screen-reader-only, not the honeypot. County
          // shapes on the map are not boxes (map.spec.ts taps them).
          el.checkVisibility({ visibilityProperty: true }) &&
          getComputedStyle(el).clipPath !== "inset(50%)" &&
          !el.closest("[aria-hidden=true], svg"),
      );
      const covered: string[] = [];
      for (const control of controls) {
        control.scrollIntoView({ block, inline: "nearest" });
        const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === control || control.contains(hit))) {
          const name = (control.textContent ?? control.getAttribute("name") ?? "").trim().slice(0, 40);
          const by = hit
            ? `<${hit.tagName.toLowerCase()} class="${(hit.getAttribute("class") ?? "").slice(0, 50)}">`
            : "nothing";
          covered.push(`${control.tagName.toLowerCase()} "${name}" (scrolled to ${block}) is under ${by}`);
        }
      }
      return covered;
    },
    { scope, block },
  );
}

test.describe("at 375 px nothing covers a control", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const path of ["/", "/book", "/book?step=3", "/contact"]) {
    test(`${path}: every link, button and field, and the footer's`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      // "end" puts a control at the bottom edge, where the call bar and toasts sit; "start" at the top.
      for (const block of ["end", "start"] as const) {
        expect(await coveredControls(page, "body", block), `${path}, scrolled to ${block}`).toEqual([]);
      }
    });
  }

  test("the home page's first screen shows the hero's Book Online and Call above the call bar", async ({ page }) => {
    for (const size of [
      { width: 375, height: 812 },
      { width: 360, height: 640 },
    ]) {
      await page.setViewportSize(size);
      await page.goto("/");
      const hero = page.getByRole("main").locator("section").first();
      for (const name of ["Book Online", /^Call/]) {
        const link = hero.getByRole("link", { name });
        const box = (await link.boundingBox())!;
        expect(box.y + box.height, `${name} at ${size.width}x${size.height}`).toBeLessThanOrEqual(size.height);
        const hit = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent ?? "nothing",
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(hit, `${name} at ${size.width}x${size.height} is under`).toMatch(name);
      }
    }
  });

  test("a toast never covers the field or the button that has focus", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: /contact/i });
    // A phone number the browser lets through and the server refuses: the error toast shows.
    await fillShownFields(form, contactForm({ phone: "555" }));
    await form.getByRole("button", { name: "Send Message" }).click();
    const toast = page.getByTestId("toast").filter({ hasText: "Message not sent" });
    await expect(toast).toBeVisible();
    await expect(form.locator('[name="phone"]')).toHaveAttribute("aria-invalid", "true");
    // Each control is put where the toast is, at the bottom edge of the screen (and then just
    // below it), and focused as the Tab key would: the browser must scroll it clear of the toast,
    // so the control is what is at its centre. All in one go, while the toast is up.
    const covered = await page.evaluate(() => {
      const controls = Array.from(
        document.querySelectorAll<HTMLElement>(
          'form[aria-label="Contact form"] :is(input:not([type=hidden]), select, textarea, button[type=submit])',
        ),
      ).filter((el) => el.tabIndex >= 0 && !el.closest("[aria-hidden=true]")); // not the honeypot
      const problems: string[] = [];
      let checked = 0;
      for (const control of controls) {
        for (const where of ["at the bottom edge", "just below the screen"] as const) {
          // (Focusing the control already focused would not scroll: leave it first.)
          (document.activeElement as HTMLElement | null)?.blur();
          const bottom = control.getBoundingClientRect().bottom + window.scrollY;
          const below = where === "at the bottom edge" ? -2 : control.offsetHeight + 2;
          window.scrollTo(0, bottom - window.innerHeight + below);
          control.focus();
          if (!document.querySelector("[data-toast]")) return { problems: ["the toast had gone"], checked };
          const box = control.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          checked++;
          if (!hit || !(hit === control || control.contains(hit))) {
            const by = hit
              ? `<${hit.tagName.toLowerCase()} class="${(hit.getAttribute("class") ?? "").slice(0, 50)}">`
              : "nothing";
            problems.push(
              `${control.tagName.toLowerCase()} "${control.getAttribute("name") ?? control.textContent?.trim()}" focused ${where} is under ${by}`,
            );
          }
        }
      }
      return { problems, checked };
    });
    expect(covered.problems).toEqual([]);
    // Name, e-mail, phone, service, message and Send Message, each in both places.
    expect(covered.checked).toBe(12);
  });

  test("a toast sits at the bottom, clear of the header and its phone number", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: /contact/i });
    for (const [label, value] of Object.entries({
      "Full Name": "Toast Test",
      Email: "toast@example.com",
      "Phone Number": "(813) 555-0100",
    })) {
      await form.getByLabel(label).fill(value);
    }
    await form.getByRole("textbox", { name: "Message" }).fill("Where does the toast go?");
    await form.getByRole("button", { name: "Send Message" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const header = (await page.getByRole("banner").boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y, "the toast starts below the header").toBeGreaterThan(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
  });
});
