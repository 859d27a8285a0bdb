/**
 * "A phone in one hand" (issue 10): every page type, each wizard step, the forms' refused and
 * confirmed states and the staff workspace fit 320 and 375 px screens (no sideways scrolling,
 * nothing past the right edge, nothing cut off); and at 375 px nothing fixed or floating covers a
 * control: each link and button of the home page, /book, /contact and the footer is the element
 * under its own centre once scrolled into view.
 */
import { expect, test, type Page } from "@playwright/test";
import { bookingForm, contactForm } from "./support/requests";
import { PAGE_TYPES, postFromPage, waitForHydration } from "./support/public-site";
import { layoutProblems, PHONE_WIDTHS } from "./support/page-fit";

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

test.describe("every page fits 320 and 375 px", () => {
  test.use({ isMobile: true, hasTouch: true });

  for (const path of LAYOUT_PATHS) {
    test(path, async ({ page }) => {
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(path);
        await waitForHydration(page);
        expect(await layoutProblems(page), `${path} at ${width} px`).toEqual([]);
      }
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
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(state.path);
        await postFromPage(page, state.path, state.fields);
        expect(await layoutProblems(page), `${state.name} at ${width} px`).toEqual([]);
      }
    });
  }

  test("each wizard step moved to with JavaScript, and the confirmation", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto("/book");
    await waitForHydration(page);
    for (const step of ["2", "3"]) {
      await page.getByRole("button", { name: "Next Step" }).click();
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", step);
      expect(await layoutProblems(page), `step ${step} at 320 px`).toEqual([]);
    }
    // All three labels of the stepper are whole (the old stepper cut "Schedule" to "Schedul").
    for (const label of ["Personal Info", "Refrigerator Info", "Schedule"]) {
      const stepper = page.locator("ol", { hasText: "Refrigerator Info" });
      const box = await stepper.getByRole("listitem").filter({ hasText: label }).boundingBox();
      expect(box!.x + box!.width, label).toBeLessThanOrEqual(320);
    }
  });
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
          const by = hit ? `<${hit.tagName.toLowerCase()} class="${(hit.getAttribute("class") ?? "").slice(0, 50)}">` : "nothing";
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

  test("a toast sits at the bottom, clear of the header and its phone number", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: /contact/i });
    for (const [label, value] of Object.entries({ "Full Name": "Toast Test", Email: "toast@example.com", "Phone Number": "(813) 555-0100" })) {
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
