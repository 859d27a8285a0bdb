// @vitest-environment jsdom
/**
 * A business adopting the site edits app/content/business.ts (README). This renders what shows
 * the business's identity (header, footer, the home page's contact block and call bar, the JSON-LD
 * and page titles, the e-mails) with that module replaced by another business, and checks the
 * other business shows everywhere and the facts of business.ts as it stands (today the
 * placeholders: 555 numbers, example.com addresses) nowhere: nothing else holds a copy of them.
 * (scripts/check-business-independence.sh does the same for the test suites: it rewrites the file
 * in a copy of the repository and runs the tests there.)
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { business as actualBusiness } from "./business";
import { setEnv } from "#tests/support/env";

// Not the business scripts/check-business-independence.sh writes in: this test must pass there too.
const other = vi.hoisted(() => ({
  name: "Gulfside Cooling Co.",
  siteUrl: "https://gulfside-cooling.example.net",
  tagline: "Cold Again by Supper",
  foundedYear: 2011,
  serviceAreaLine: "From Brooksville to St. Pete",
  region: "West Central Florida",
  locality: "Largo",
  phones: {
    main: { display: "(863) 274-1190", e164: "+18632741190" },
    emergency: { display: "(239) 588-4402", e164: "+12395884402" },
  },
  emails: { support: "desk@gulfside-cooling.example.net", business: "jobs@gulfside-cooling.example.net" },
  hours: [
    {
      days: "Mon - Fri",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "06:45",
      closes: "19:15",
      label: "6:45 AM - 7:15 PM",
      bookingWindows: ["morning", "afternoon", "evening"],
    },
    {
      days: "Sat",
      dayOfWeek: ["Saturday"],
      opens: "07:00",
      closes: "15:00",
      label: "7:00 AM - 3:00 PM",
      bookingWindows: ["morning", "afternoon"],
    },
    {
      days: "Sun",
      dayOfWeek: ["Sunday"],
      opens: null,
      closes: null,
      label: "Phone only, for emergencies",
      bookingWindows: [],
    },
  ],
  closedDayLabel: "Phone only, for emergencies",
  bookingWindows: [
    { key: "morning", label: "A.M. visit (8-12)", start: "08:00", end: "12:00" },
    { key: "afternoon", label: "Noon visit (12-4)", start: "12:00", end: "16:00" },
    { key: "evening", label: "P.M. visit (4-8)", start: "16:00", end: "20:00" },
  ],
  warrantyDays: 60,
  promises: {
    emailResponse: "within two hours",
    confirmationCall: "within 15 minutes",
    es: { emailResponse: "en dos horas", confirmationCall: "dentro de 15 minutos" },
  },
  social: [
    { name: "Facebook", url: null },
    { name: "Instagram", url: "https://www.instagram.com/gulfsidecooling" },
    { name: "Google", url: null },
    { name: "Yelp", url: null },
  ],
}));

vi.mock("./business", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./business")>();
  return { ...actual, business: { ...actual.business, ...other } };
});

// Imported after the mock is in place (vi.mock is hoisted above every import).
const { business } = await import("./business");
const { SiteHeader } = await import("#app/components/layout/site-header");
const { SiteFooter } = await import("#app/components/layout/site-footer");
const { ContactBlock } = await import("#app/components/sections/contact-block");
const { MobileCallBar } = await import("#app/components/home/mobile-call-bar");
const { homeCopy } = await import("#app/content/page-copy/home");
const { en } = await import("#app/content/i18n/en");
const { businessJsonLd, serializeJsonLd } = await import("#app/lib/structured-data");
const { publicFactDefaults } = await import("#app/settings/public-facts");

/** How the hours name a row's days: "Monday - Friday" (grouped from the weekdays). */
const shownDays = (row: { dayOfWeek: readonly string[] }) =>
  row.dayOfWeek.length > 1 ? `${row.dayOfWeek[0]} - ${row.dayOfWeek.at(-1)}` : row.dayOfWeek[0];
const { pageMeta } = await import("#app/lib/seo");
const { telHref } = await import("#app/lib/phone");
const { bookingMails, contactMails } = await import("#app/mail/messages.server");
const { aBooking, aMessage, WINDOW_LABEL } = await import("#tests/fixtures/records");

let actual: typeof actualBusiness;
beforeAll(async () => {
  actual = (await vi.importActual<typeof import("./business")>("./business")).business;
});
afterEach(cleanup);

/** The facts of business.ts as it stands, none of which may show while another business is in place. */
function actualFacts(): string[] {
  return [
    actual.name,
    actual.siteUrl,
    new URL(actual.siteUrl).hostname,
    actual.tagline,
    actual.serviceAreaLine,
    actual.phones.main.display,
    actual.phones.main.e164,
    actual.phones.emergency.display,
    actual.phones.emergency.e164,
    actual.emails.support,
    actual.emails.business,
    ...actual.hours.map((row) => row.label),
    ...actual.bookingWindows.map((w) => w.label),
  ];
}

function expectNoActualFact(text: string) {
  const leaked = actualFacts().filter((fact) => text.includes(fact));
  expect(leaked).toEqual([]);
}

function renderPage() {
  // The root's data as its loader gives it on an English page: the interface dictionary.
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ areaLinks: [], facts: undefined, ui: en }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <SiteHeader />
          <main>
            <ContactBlock copy={homeCopy.contact} />
          </main>
          <MobileCallBar label={homeCopy.callBar} />
          <SiteFooter />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("with another business in app/content/business.ts", () => {
  it("the module in place is the other business, unlike the actual one", () => {
    expect(business.name).toBe(other.name);
    for (const fact of [other.name, other.phones.main.display, other.emails.support, other.hours[0]!.label]) {
      expect(actualFacts()).not.toContain(fact);
    }
  });

  it("the header, contact block, call bar and footer show its name, phone lines, e-mail and hours", async () => {
    renderPage();
    const header = await screen.findByRole("banner", {}, { timeout: 20_000 });
    const footer = screen.getByRole("contentinfo");
    const main = screen.getByRole("main");
    const mainTel = telHref(other.phones.main);
    expect(mainTel).toBe("tel:+18632741190");

    expect(header).toHaveTextContent(other.serviceAreaLine);
    expect(
      within(header).getByRole("link", { name: (name) => name.startsWith(other.name) && name.endsWith(other.tagline) }),
    ).toHaveAttribute("href", "/");
    expect(header).toHaveTextContent(other.tagline);
    expect(header.querySelector(`a[href="${mainTel}"]`)).toHaveTextContent(other.phones.main.display);

    expect(main.querySelector(`a[href="${mainTel}"]`)).toHaveTextContent(other.phones.main.display);
    expect(main.querySelector(`a[href="mailto:${other.emails.support}"]`)).toHaveTextContent(other.emails.support);
    expect(main).toHaveTextContent(`We reply ${other.promises.emailResponse}.`);
    for (const row of other.hours) expect(main).toHaveTextContent(`${shownDays(row)}${row.label}`);

    const callBar = document.querySelector("[data-call-bar]")!;
    expect(callBar.querySelector("a")).toHaveAttribute("href", mainTel);
    expect(callBar).toHaveTextContent(`Call Now ${other.phones.main.display}`);

    expect(footer.querySelector(`a[href="${mainTel}"]`)).toHaveTextContent(other.phones.main.display);
    expect(footer.querySelector(`a[href="mailto:${other.emails.support}"]`)).toHaveTextContent(other.emails.support);
    for (const row of other.hours) expect(footer).toHaveTextContent(`${shownDays(row)}${row.label}`);
    expect(footer).toHaveTextContent(`across ${other.region} since ${other.foundedYear}`);
    expect(footer).toHaveTextContent(`${other.name}. All rights reserved.`);
    expect(within(footer).getByRole("link", { name: "Instagram" })).toHaveAttribute("href", other.social[1]!.url);
    expect(within(footer).queryByText("Facebook")).toBeNull();

    expectNoActualFact(document.body.innerHTML);
  });

  it("the JSON-LD and the page titles name it", () => {
    const block = businessJsonLd(["Pinellas County"], publicFactDefaults()) as Record<string, any>;
    expect(block).toMatchObject({
      name: other.name,
      telephone: other.phones.main.e164,
      email: other.emails.business,
      url: `${other.siteUrl}/`,
      foundingDate: "2011",
      address: { addressLocality: other.locality },
    });
    expect(block.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: "06:45", closes: "19:15" }),
      expect.objectContaining({ dayOfWeek: ["https://schema.org/Saturday"], opens: "07:00", closes: "15:00" }),
    ]);
    const meta = pageMeta({ title: "Contact Us", description: "Call or write.", path: "/contact" });
    expect(meta).toContainEqual({ title: `Contact Us | ${other.name}` });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${other.siteUrl}/contact` });

    expectNoActualFact(serializeJsonLd(block) + JSON.stringify(meta));
  });

  it("the e-mails go to its address and sign with its name, number and site; a visit is named by its window label", () => {
    setEnv({ SMTP_URL: "smtp://127.0.0.1:2525" });
    try {
      expect(WINDOW_LABEL.morning).toBe(other.bookingWindows[0]!.label);
      const mails = [
        ...contactMails(aMessage(), { confirmVisitor: true }),
        ...bookingMails(
          { ...aBooking({ visitWindow: "morning", preferredTime: WINDOW_LABEL.morning }), token: "t".repeat(43) },
          {
            confirmVisitor: true,
          },
        ),
      ];
      expect(mails.map((m) => m.recipient)).toEqual([
        other.emails.business,
        "ana@example.com",
        other.emails.business,
        "ana@example.com",
      ]);
      const visitorBooking = mails[3]!;
      expect(visitorBooking.body).toContain(other.name);
      expect(visitorBooking.body).toContain(other.phones.main.display);
      expect(visitorBooking.body).toContain(`${other.siteUrl}/appointments/`);
      expect(visitorBooking.body).toContain(other.bookingWindows[0]!.label);
      expect(visitorBooking.body).toContain(other.promises.confirmationCall);
      // A Spanish booking's confirmation says the other business's promise in Spanish.
      const [, spanish] = bookingMails(
        { ...aBooking({ lang: "es" }), token: "t".repeat(43) },
        { confirmVisitor: true },
      );
      expect(spanish!.body).toContain(`Le llamaremos ${other.promises.es.confirmationCall} para confirmar`);
      expectNoActualFact(
        mails.map((m) => `${m.recipient}\n${m.subject}\n${m.body}\n${m.icsAttachment ?? ""}`).join("\n"),
      );
    } finally {
      setEnv({ SMTP_URL: undefined });
    }
  });
});
