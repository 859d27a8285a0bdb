/**
 * Shared expectations and helpers for the public-site browser tests.
 *
 * Expected values that SPEC.md / DECISIONS.md state outright (slugs, names, prices, error texts)
 * are written out here, so a content change that breaks the spec fails a test. Long lists the spec
 * only counts (the 15 cities of each county, the services' titles) are read from the typed content
 * modules. The business's own facts (name, phone lines, e-mails, hours, booking windows) are read
 * from app/content/business.ts, never written out: a business adopting the site edits that file,
 * and the tests must stay green when it does.
 */
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { business, type BookingWindowKey } from "#app/content/business";
import { readAreas, readCollection } from "#app/content/read-collection";
import { telHref } from "#app/lib/phone";

// The content files as the app reads them (app/content/areas/ and services/).
const { counties } = readAreas();
const services = readCollection("services");

export { business, counties, services };

// ---------------------------------------------------------------------------------------------
// Expected values (SPEC §2, §3, §8, §9 and DECISIONS)
// ---------------------------------------------------------------------------------------------

/** The phone lines as the site shows and links them (the tel: form from the app's own helper). */
export const MAIN_PHONE = { display: business.phones.main.display, tel: telHref(business.phones.main) } as const;
export const EMERGENCY_PHONE = {
  display: business.phones.emergency.display,
  tel: telHref(business.phones.emergency),
} as const;

/** Each booking window's label as the wizard shows it ("Morning (8am-12pm)" with the placeholder hours). */
export const WINDOW_LABEL = Object.fromEntries(business.bookingWindows.map((w) => [w.key, w.label])) as Record<
  BookingWindowKey,
  string
>;

/** SPEC §2 /services/{slug}, in list order, with the typical price ranges of SPEC §9. */
export const SERVICE_SPEC = [
  { slug: "cooling-issues", price: "$150-$350" },
  { slug: "water-leaking", price: "$100-$250" },
  { slug: "freezer-problems", price: "$150-$300" },
  { slug: "electrical-issues", price: "$150-$450" },
  { slug: "parts-replacement", price: /varies by part/i },
  { slug: "maintenance", price: "$80-$150" },
  { slug: "commercial", price: "$150-$500+" },
  { slug: "diagnostics", price: "$75-$150" },
  { slug: "strange-noises", price: "$100-$300" },
  { slug: "odor-problems", price: "$100-$250" },
  { slug: "door-seal-issues", price: "$150-$300" },
] as const satisfies ReadonlyArray<{ slug: string; price: string | RegExp }>;

export const SERVICE_SLUGS: string[] = SERVICE_SPEC.map((s) => s.slug);

/** SPEC §2 /services: the three groups and their cards, in order. */
export const SERVICE_GROUPS = [
  {
    title: "Common Refrigerator Problems",
    slugs: ["cooling-issues", "water-leaking", "freezer-problems", "electrical-issues"],
  },
  { title: "Specialized Services", slugs: ["parts-replacement", "maintenance", "commercial", "diagnostics"] },
  { title: "Other Common Issues", slugs: ["strange-noises", "odor-problems", "door-seal-issues"] },
] as const;

/** SPEC §2 home: the services grid. */
export const HOME_SERVICE_SLUGS = [
  "cooling-issues",
  "water-leaking",
  "freezer-problems",
  "electrical-issues",
  "parts-replacement",
  "maintenance",
] as const;

/** SPEC §2 /brands: the 16 brands of the grid, slugs per DECISIONS (lowercase-hyphenated). */
export const GRID_BRANDS = [
  { name: "Amana", slug: "amana" },
  { name: "Beverage-Air", slug: "beverage-air" },
  { name: "Big Chill", slug: "big-chill" },
  { name: "Frigidaire", slug: "frigidaire" },
  { name: "GE", slug: "ge" },
  { name: "JennAir", slug: "jennair" },
  { name: "KitchenAid", slug: "kitchenaid" },
  { name: "LG", slug: "lg" },
  { name: "Marvel", slug: "marvel" },
  { name: "Maytag", slug: "maytag" },
  { name: "Sub-Zero", slug: "sub-zero" },
  { name: "True", slug: "true" },
  { name: "U-Line", slug: "u-line" },
  { name: "Viking", slug: "viking" },
  { name: "Whirlpool", slug: "whirlpool" },
  { name: "Wolf", slug: "wolf" },
] as const;

/** DECISIONS: brand pages exist for the 16 grid brands plus Samsung and Bosch (linked from area pages). */
export const ALL_BRANDS = [
  ...GRID_BRANDS,
  { name: "Samsung", slug: "samsung" },
  { name: "Bosch", slug: "bosch" },
] as const;

/** SPEC §2 home: the brand strip, in order ("GE Appliances" is the GE page). */
export const HOME_STRIP_BRANDS = [
  { name: "Amana", slug: "amana" },
  { name: "Frigidaire", slug: "frigidaire" },
  { name: "GE Appliances", slug: "ge" },
  { name: "LG", slug: "lg" },
  { name: "Maytag", slug: "maytag" },
  { name: "Whirlpool", slug: "whirlpool" },
  { name: "KitchenAid", slug: "kitchenaid" },
  { name: "Sub-Zero", slug: "sub-zero" },
] as const;

/** SPEC §2 /areas/{slug}: the brand links of every area page, in order. */
export const AREA_BRAND_LINKS = [
  { name: "Whirlpool", slug: "whirlpool" },
  { name: "GE", slug: "ge" },
  { name: "Samsung", slug: "samsung" },
  { name: "LG", slug: "lg" },
  { name: "Frigidaire", slug: "frigidaire" },
  { name: "KitchenAid", slug: "kitchenaid" },
  { name: "Maytag", slug: "maytag" },
  { name: "Sub-Zero", slug: "sub-zero" },
  { name: "Viking", slug: "viking" },
  { name: "Bosch", slug: "bosch" },
  { name: "Amana", slug: "amana" },
  { name: "JennAir", slug: "jennair" },
] as const;

/** SPEC §2 counties, with their slugs. */
export const COUNTIES = [
  { name: "Hillsborough County", slug: "hillsborough-county" },
  { name: "Pinellas County", slug: "pinellas-county" },
  { name: "Pasco County", slug: "pasco-county" },
  { name: "Hernando County", slug: "hernando-county" },
] as const;

/** The 15 cities of a county, from the content module (SPEC: 15 each). */
export function citiesOf(slug: string): string[] {
  const county = counties.find((c) => c.slug === slug);
  if (!county) throw new Error(`No county ${slug} in app/content/areas/`);
  return county.cities;
}

export function serviceTitle(slug: string): string {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`No service ${slug} in app/content/services/`);
  return service.title;
}

/** SPEC §3 forms. */
export const CONTACT_SERVICES = [
  "General Inquiry",
  "Refrigerator Not Cooling",
  "Ice Maker Issues",
  "Water Leaking",
  "Making Strange Noises",
  "Not Running At All",
  "Other Issue",
] as const;
export const BOOKING_ISSUES = [
  "Not Cooling",
  "Water Leaking",
  "Ice Maker Problem",
  "Strange Noises",
  "Not Running",
  "Freezer Issues",
  "Temperature Fluctuations",
  "Other",
] as const;
export const BOOKING_TIMES = [...business.bookingWindows.map((w) => w.label), "First Available"];

/** SPEC §8. */
export const NOT_FOUND = {
  page: { title: "Page Not Found", text: "Sorry, the page you are looking for doesn't exist or has been moved." },
  brand: {
    title: "Brand Not Found",
    text: "Sorry, we couldn't find information about this refrigerator brand.",
    back: "/brands",
  },
  area: {
    title: "Area Not Found",
    text: "Sorry, we couldn't find information about this service area.",
    back: "/areas",
  },
  service: {
    title: "Service Not Found",
    text: "Sorry, we couldn't find information about this service.",
    back: "/services",
  },
} as const;

export const SUCCESS = {
  contactToast: { title: "Message Sent!", text: "We've received your message and will contact you shortly." },
  bookingToast: {
    title: "Booking Confirmed!",
    text: "Your appointment has been scheduled. We'll contact you shortly to confirm.",
  },
  confirmation: {
    title: "Appointment Successfully Scheduled!",
    text: `We'll contact you ${business.promises.confirmationCall} to confirm your appointment time.`,
  },
} as const;

/** Where a toast may live: a live region, so screen readers announce it. */
export const LIVE_REGION = '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]';

/** The live region holding the toast with this title (not a panel that happens to say the same). */
export function toastWith(page: Page, title: string) {
  return page
    .locator(LIVE_REGION)
    .filter({ has: page.getByTestId("toast").filter({ hasText: title }) })
    .first();
}

/** The simulated submit delay of SPEC §9 (1500 ms), with 100 ms of tolerance for timer jitter. */
export const MIN_SUBMIT_DELAY_MS = 1400;

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

export interface PublicPage {
  path: string;
  /** What the page's one h1 must read. */
  h1: RegExp;
}

/** A literal string as a regular expression source. */
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every public page of SPEC §2 and DECISIONS, with what its h1 must say. */
export const PUBLIC_PAGES: PublicPage[] = [
  { path: "/", h1: /refrigerator repair/i },
  { path: "/services", h1: /services/i },
  ...SERVICE_SLUGS.map((slug) => ({ path: `/services/${slug}`, h1: new RegExp(escape(serviceTitle(slug)), "i") })),
  { path: "/brands", h1: /brands/i },
  ...ALL_BRANDS.map((b) => ({ path: `/brands/${b.slug}`, h1: new RegExp(escape(b.name), "i") })),
  { path: "/areas", h1: /service areas/i },
  { path: "/areas/tampa-bay", h1: /tampa bay/i },
  ...COUNTIES.map((c) => ({ path: `/areas/${c.slug}`, h1: new RegExp(escape(c.name), "i") })),
  { path: "/about", h1: /about/i },
  { path: "/contact", h1: /contact/i },
  { path: "/book", h1: /book/i },
  { path: "/storm", h1: /after the storm/i },
  { path: "/privacy-policy", h1: /privacy policy/i },
  { path: "/terms-of-service", h1: /terms of service/i },
];

/** One page of each type (a listing, a detail of each kind, the forms, a legal page, a 404). */
export const PAGE_TYPES = [
  "/",
  "/services",
  "/services/cooling-issues",
  "/brands",
  "/brands/amana",
  "/areas",
  "/areas/tampa-bay",
  "/areas/pinellas-county",
  "/about",
  "/contact",
  "/book",
  "/privacy-policy",
  "/terms-of-service",
  "/no-such-page",
];

/**
 * The Spanish twins of the page types whose layout differs (issue 34: the same budgets in both
 * languages); the other Spanish pages share these layouts and their English twins' checks.
 */
export const SPANISH_PAGE_TYPES = [
  "/es",
  "/es/services/cooling-issues",
  "/es/brands/amana",
  "/es/areas/pinellas-county",
  "/es/contact",
  "/es/book",
  "/es/no-such-page",
];

// ---------------------------------------------------------------------------------------------
// Raw server HTML
// ---------------------------------------------------------------------------------------------

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  copy: "©",
  middot: "·",
  ldquo: "“",
  rdquo: "”",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return String.fromCodePoint(n);
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Markup to the text a reader sees: scripts, styles, comments and tags dropped, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<script[\s\S]*?<\/script>/gi, " ")
      .replace(/<style[\s\S]*?<\/style>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of every element with this tag name, e.g. all h1s. */
export function elementTexts(html: string, tag: string): string[] {
  const re = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, "gi");
  return [...html.matchAll(re)].map((m) => htmlToText(m[1] ?? ""));
}

/** The <body> of a document (the part a visitor reads). */
export function bodyOf(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}

/** All attributes of a start tag, decoded. */
export function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const rest = tag.replace(/^<[\w-]+/, "");
  for (const m of rest.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? "");
  return attrs;
}

/** Start tags of one element type, e.g. every <a ...>, with their attributes. */
export function startTags(html: string, tag: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "gi"))].map((m) => attributes(m[0]));
}

export interface HeadMeta {
  titles: string[];
  descriptions: string[];
  canonicals: string[];
}

export function headMeta(html: string): HeadMeta {
  return {
    titles: elementTexts(html, "title"),
    descriptions: startTags(html, "meta")
      .filter((a) => a.name === "description")
      .map((a) => a.content ?? ""),
    canonicals: startTags(html, "link")
      .filter((a) => a.rel === "canonical")
      .map((a) => a.href ?? ""),
  };
}

/** Internal link targets (a[href^="/"], not protocol-relative), fragment removed. */
export function internalLinks(html: string): string[] {
  return startTags(bodyOf(html), "a")
    .map((a) => a.href ?? "")
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.split("#")[0]!);
}

export async function fetchHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const headers = response.headers();
  return {
    status: response.status(),
    contentType: headers["content-type"] ?? "",
    location: headers.location,
    html: await response.text(),
  };
}

// ---------------------------------------------------------------------------------------------
// Browser helpers
// ---------------------------------------------------------------------------------------------

/**
 * Resolves once React has hydrated the document (its fiber is attached to <main>). A page starts
 * hydrating half a second after its load event once the browser is idle, or at the visitor's first
 * touch, key or focus (app/lib/defer-hydration.server.ts): this starts it as a first focus would,
 * instead of idling out the delay (about 0.35 s of every test's page load).
 */
export async function waitForHydration(page: Page): Promise<void> {
  // (A page navigating meanwhile has no context to run in: its next document waits as usual.)
  await page.evaluate(() => dispatchEvent(new FocusEvent("focusin"))).catch(() => undefined);
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** Today's date in the business's time zone (DECISIONS: America/New_York), as YYYY-MM-DD. */
export function todayInNewYork(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

/**
 * The first Monday-to-Friday date at least `offsetDays` from today in New York: every booking
 * window is offered that day (Sundays have none online, Saturdays no evening). Different offsets
 * can give the same date (on a Tuesday, 4 and 6 both give Monday), so tests that share a server
 * with little room per window take their dates from `nthWorkdayInNewYork` instead.
 */
export function workdayInNewYork(offsetDays = 3): string {
  for (let extra = 0; ; extra++) {
    const date = todayInNewYork(offsetDays + extra);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

/**
 * The n-th Monday-to-Friday date (1 = the first) counted from two days after `today` in New
 * York. Distinct n give distinct dates whatever weekday today is, so tests sharing a server
 * never fill each other's windows; two days ahead keeps every window of the date bookable and
 * clear of the 2-hour cutoff for changes. `today` ("YYYY-MM-DD") is there to check this.
 */
export function nthWorkdayInNewYork(n: number, today = todayInNewYork()): string {
  if (!Number.isInteger(n) || n < 1) throw new Error(`nthWorkdayInNewYork counts from 1, not ${n}`);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 2);
  for (let found = 0; ; date.setUTCDate(date.getUTCDate() + 1)) {
    const weekday = date.getUTCDay();
    if (weekday >= 1 && weekday <= 5 && ++found === n) return date.toISOString().slice(0, 10);
  }
}

/** The first date of a given weekday (0 = Sunday) at least `offsetDays` from today in New York. */
export function weekdayInNewYork(weekday: number, offsetDays = 1): string {
  for (let extra = 0; ; extra++) {
    const date = todayInNewYork(offsetDays + extra);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === weekday) return date;
  }
}

/**
 * Records, inside the page, the time of the next click on `clickSelector` and the time the first
 * element matching `resultSelector` whose text contains `text` appears. Read it with `readTiming`.
 * Measuring in the page avoids counting Playwright's own round trips.
 */
export async function armTiming(page: Page, clickSelector: string, resultSelector: string, text: string) {
  await page.evaluate(
    ({ clickSelector, resultSelector, text }) => {
      const w = window as unknown as { __timing: { click?: number; result?: number } };
      w.__timing = {};
      document.addEventListener(
        "click",
        (event) => {
          if ((event.target as Element | null)?.closest(clickSelector) && w.__timing.click === undefined) {
            w.__timing.click = performance.now();
          }
        },
        true,
      );
      const check = () => {
        if (w.__timing.result !== undefined) return;
        const found = Array.from(document.querySelectorAll(resultSelector)).some((el) =>
          el.textContent?.includes(text),
        );
        if (found) w.__timing.result = performance.now();
      };
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { clickSelector, resultSelector, text },
  );
}

export async function readTiming(page: Page): Promise<{ click?: number; result?: number }> {
  return page.evaluate(() => (window as unknown as { __timing: { click?: number; result?: number } }).__timing);
}

/** Asserts a <select>'s option labels (in order) and its selected value. */
export async function expectSelect(page: Page, label: string, options: readonly string[], selected: string) {
  const select = page.getByLabel(label, { exact: false });
  await expect(select).toHaveValue(selected);
  const values = await select.locator("option").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
  expect(values.filter((v) => v !== "")).toEqual([...options]);
}

/**
 * Posts `fields` to `path` as a plain HTML form submission from inside the page (the way a
 * browser without JavaScript, or before hydration, sends a form) and waits for the page the
 * server answers with. Reaches the refused, stepped and confirmed states of the forms directly.
 */
export async function postFromPage(page: Page, path: string, fields: Record<string, string>) {
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path);
  // The answer's own load event (the current page has loaded already; "framenavigated" would
  // also fire for the history updates of a hydrating page).
  const loaded = page.waitForEvent("load");
  await page.evaluate(
    ({ path, fields }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = path;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("textarea");
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      // No submit event, so React never sees it: the browser navigates. After this script returns.
      setTimeout(() => form.submit(), 0);
    },
    { path, fields },
  );
  const response = await answered;
  await loaded;
  return response;
}

/**
 * Fills a form's fields on screen (for the wizard, the step shown) from values by field name, e.g.
 * bookingForm() or contactForm() of support/requests.ts; with or without JavaScript.
 */
export async function fillShownFields(form: Locator, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    const field = form.locator(`[name="${name}"]`).filter({ visible: true });
    if (!value || (await field.count()) === 0) continue;
    if (await field.evaluate((el) => el instanceof HTMLSelectElement)) await field.selectOption(value);
    else await field.fill(value);
  }
}
