// @vitest-environment jsdom
/**
 * The shared sections on /es pages speak Spanish (issue 34, docs/spanish-progress.md item 2): each
 * is rendered under a root whose data holds the Spanish dictionary, at a /es path, with the Spanish
 * page copy, and must show its Spanish words, link to /es pages and show none of its English
 * words; rendered for English it must show exactly the English text it always showed.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { en, type Dictionary } from "#app/content/i18n/en";
import { es } from "#app/content/i18n/es";
import { legalDocuments } from "#app/content/legal";
import { areasCopy } from "#app/content/page-copy/areas";
import { brandsCopy } from "#app/content/page-copy/brands";
import { contactCopy } from "#app/content/page-copy/contact";
import { areasCopyEs } from "#app/content/page-copy/es/areas";
import { brandsCopyEs } from "#app/content/page-copy/es/brands";
import { contactCopyEs } from "#app/content/page-copy/es/contact";
import { privacyPolicyCopyEs } from "#app/content/page-copy/es/privacy-policy";
import { serviceDetailCopyEs } from "#app/content/page-copy/es/service-detail";
import { termsOfServiceCopyEs } from "#app/content/page-copy/es/terms-of-service";
import { privacyPolicyCopy } from "#app/content/page-copy/privacy-policy";
import { serviceDetailCopy } from "#app/content/page-copy/service-detail";
import { publicFactDefaults } from "#app/settings/public-facts";
import { stormCopy } from "#app/content/storm";
import type { StormMode } from "#app/settings/storm-mode";
import { StormBanner } from "#app/components/layout/storm-banner";
import { AreasServed } from "./areas-served";
import { BookingSidebar } from "./booking-sidebar";
import { BrandCards } from "./brand-cards";
import { ContactCards } from "./contact-cards";
import { EmergencyBox } from "./emergency-box";
import { LegalPage } from "./legal-page";
import { RepairProcess } from "./repair-process";
import { ServiceGuarantee } from "./service-guarantee";
import { StormWhileYouWait } from "./storm-while-you-wait";

afterEach(cleanup);

const facts = publicFactDefaults();
const mainPhone = facts.phones.main.display;
const emergencyPhone = facts.phones.emergency.display;
const STORM: StormMode = { until: "2099-12-31", note: "" };

/**
 * Renders `element` at `path` under a root whose loader data is the root loader's for that
 * language (with storm mode's words in it while `storm` is on).
 */
async function renderAt(path: string, ui: Dictionary, element: ReactNode, storm?: StormMode) {
  const { banner, whileYouWait } = stormCopy[ui === es ? "es" : "en"];
  const words = { banner, whileYouWait };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "*",
      loader: () => ({ areaLinks: [], facts: undefined, ui, ...(storm ? { storm: { ...storm, words } } : {}) }),
      HydrateFallback: () => null,
      Component: () => <div data-testid="page">{element}</div>,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return screen.findByTestId("page", {}, { timeout: 20_000 });
}

const hrefs = (root: HTMLElement) =>
  [...root.querySelectorAll("a")].map((a) => a.getAttribute("href")).filter((h) => !h?.startsWith("tel:"));

function expectNone(text: string, englishWords: string[]) {
  expect(englishWords.filter((word) => text.includes(word))).toEqual([]);
}

describe("the booking sidebar", () => {
  const ENGLISH = [
    "Schedule a repair",
    "Rather call",
    "Same-day",
    "Book Online",
    "Every repair includes",
    "warranty",
    "Diagnostic fee",
    "licensed & insured",
    "Payment by",
    "Power out",
    "How long food keeps",
    "Call ",
  ];

  it("is Spanish on a /es page, linking to /es/book and /es/storm", async () => {
    const page = await renderAt("/es/services/cooling-issues", es, <BookingSidebar />);
    const aside = within(page).getByRole("complementary", { name: "Reserve una reparación" });
    expect(within(aside).getByRole("heading", { level: 2, name: "Programe una reparación" })).toBeTruthy();
    expect(within(aside).getByRole("heading", { level: 2, name: "Cada reparación incluye" })).toBeTruthy();
    expect(within(aside).getByRole("link", { name: "Reserve en línea" })).toHaveAttribute("href", "/es/book");
    expect(within(aside).getByRole("link", { name: "Cuánto se conserva la comida y qué revisar" })).toHaveAttribute(
      "href",
      "/es/storm",
    );
    expect(aside).toHaveTextContent(`Llame al ${mainPhone}`);
    expect(aside).toHaveTextContent(`Garantía de reparación de ${business.warrantyDays} días (reparación y piezas)`);
    expectNone(aside.textContent ?? "", ENGLISH);
    expect(hrefs(aside).every((href) => href?.startsWith("/es/"))).toBe(true);
  });

  it("beside the Spanish booking form, asks whether they would rather call", async () => {
    const page = await renderAt("/es/book", es, <BookingSidebar onBookingPage />);
    expect(within(page).getByRole("heading", { level: 2, name: "¿Prefiere llamar?" })).toBeTruthy();
    expect(within(page).queryByRole("link", { name: "Reserve en línea" })).toBeNull();
  });

  it("reads as it always did in English", async () => {
    const page = await renderAt("/services/cooling-issues", en, <BookingSidebar />);
    const aside = within(page).getByRole("complementary", { name: "Book a repair" });
    expect(aside.textContent).toBe(
      `Schedule a repairSame-day or next-day service across Tampa Bay.Book OnlineCall ${mainPhone}` +
        `Every repair includes${business.warrantyDays}-day repair warranty (repair/parts)` +
        "Diagnostic fee credited toward the repairEPA 608 certified, licensed & insured technicians" +
        `${business.paymentNote}Power out, or a surge? How long food keeps, and what to check.`,
    );
    expect(hrefs(aside)).toEqual(["/book", "/storm"]);
  });
});

describe("the contact page's cards, emergency box and areas served", () => {
  const counties = [{ slug: "pasco-county", name: "Pasco County", cities: ["New Port Richey", "Wesley Chapel"] }];
  const sections = (copy: typeof contactCopy) => (
    <>
      <ContactCards copy={copy.cards} />
      <EmergencyBox copy={copy.emergency} />
      <AreasServed counties={counties} copy={copy.areasServed} />
    </>
  );

  it("are Spanish on /es/contact", async () => {
    const page = await renderAt("/es/contact", es, sections(contactCopyEs));
    for (const name of ["Llámenos", "Escríbanos", "Línea de emergencia", "Áreas que atendemos"])
      expect(within(page).getByRole("heading", { level: 2, name })).toBeTruthy();
    expect(within(page).getByRole("heading", { level: 2, name: /¿Una emergencia con su refrigerador\?/ })).toBeTruthy();
    expect(page).toHaveTextContent(`Llame al ${emergencyPhone}`);
    expect(page).toHaveTextContent("New Port Richey, Wesley Chapel y más");
    expect(within(page).getByRole("link", { name: "Pasco County" })).toHaveAttribute("href", "/es/areas/pasco-county");
    expectNone(page.textContent ?? "", [
      "Call Us",
      "Email Us",
      "Emergency Line",
      "Fastest way",
      "We reply",
      "Sundays and after hours",
      "Refrigerator Emergency",
      "Food spoiling",
      "Areas We Serve",
      "and more",
      "Call ",
    ]);
  });

  it("read as they always did in English", async () => {
    const page = await renderAt("/contact", en, sections(contactCopy));
    const cards = [...page.querySelectorAll("li")].slice(0, 3).map((li) => li.textContent);
    expect(cards).toEqual([
      `Call Us${mainPhone}Fastest way to book a visit`,
      `Email Us${facts.emails.support}We reply ${business.promises.emailResponse}`,
      `Emergency Line${emergencyPhone}Sundays and after hours`,
    ]);
    expect(page.querySelector("section.border-red-700")?.textContent).toBe(
      "Refrigerator Emergency?Food spoiling or water on the floor? Call our emergency line; Sunday service is for " +
        `emergencies only.Call ${emergencyPhone}`,
    );
    expect(page).toHaveTextContent("Areas We Serve");
    expect(page).toHaveTextContent("New Port Richey, Wesley Chapel and more");
    expect(within(page).getByRole("link", { name: "Pasco County" })).toHaveAttribute("href", "/areas/pasco-county");
  });
});

describe("the brand cards", () => {
  const brands = [{ slug: "whirlpool", name: "Whirlpool", description: "Whirlpool.", commonRepairs: ["Ice maker"] }];

  it("are Spanish on /es/brands", async () => {
    const page = await renderAt("/es/brands", es, <BrandCards brands={brands} copy={brandsCopyEs.cards} />);
    expect(within(page).getByRole("heading", { level: 4, name: "Reparaciones comunes" })).toBeTruthy();
    // (The text a screen reader reads; jsdom's accessible name drops the space before the sr-only part.)
    expect(page.querySelector('a[href="/es/brands/whirlpool"]')?.textContent).toBe("Reparación de Whirlpool: detalles");
    expectNone(page.textContent ?? "", ["Common repairs", "Whirlpool repair", "details"]);
  });

  it("read as they always did in English", async () => {
    const page = await renderAt("/brands", en, <BrandCards brands={brands} copy={brandsCopy.cards} />);
    expect(within(page).getByRole("heading", { level: 4, name: "Common repairs" })).toBeTruthy();
    expect(page.querySelector('a[href="/brands/whirlpool"]')?.textContent).toBe("Whirlpool repair details");
  });
});

describe("the repair process and the service guarantee", () => {
  const steps = [{ title: "Paso", description: "Descripción." }];

  it("are Spanish on /es pages", async () => {
    const page = await renderAt(
      "/es/areas",
      es,
      <>
        <RepairProcess title={serviceDetailCopyEs.repairProcessTitle} steps={steps} />
        <ServiceGuarantee copy={areasCopyEs.guarantee} />
      </>,
    );
    expect(within(page).getByRole("heading", { level: 2, name: "Nuestro proceso de reparación" })).toBeTruthy();
    expect(within(page).getByRole("heading", { level: 2, name: "Nuestra garantía de servicio" })).toBeTruthy();
    expect(
      within(page).getByRole("heading", { level: 3, name: `Garantía de ${business.warrantyDays} días` }),
    ).toBeTruthy();
    expectNone(page.textContent ?? "", [
      "Our repair process",
      "Our Service Guarantee",
      "Same-day",
      "warranty",
      "Upfront",
      "Wherever you are",
    ]);
  });

  it("read as they always did in English", async () => {
    const page = await renderAt(
      "/areas",
      en,
      <>
        <RepairProcess title={serviceDetailCopy.repairProcessTitle} steps={steps} />
        <ServiceGuarantee copy={areasCopy.guarantee} />
      </>,
    );
    expect(within(page).getByRole("heading", { level: 2, name: "Our repair process" })).toBeTruthy();
    const guarantee = page.querySelector("#guarantee")!;
    expect(guarantee.textContent).toBe(
      "Our Service GuaranteeWherever you are in our four counties, you get the same promise." +
        "Same-day or next-dayCall before noon and we can usually be there the same day." +
        `${business.warrantyDays}-day warrantyEvery repair is covered for ${business.warrantyDays} days, parts and labor.` +
        "Upfront pricingYou approve the price before work starts; the diagnostic fee is credited toward the repair.",
    );
    expect([...guarantee.querySelectorAll("use")].map((u) => u.getAttribute("href")?.split("#")[1])).toEqual([
      "clock",
      "shield-check",
      "badge-dollar-sign",
    ]);
  });
});

describe("storm mode's banner and 'while you wait'", () => {
  it("are Spanish on /es pages, linking to /es/storm", async () => {
    const page = await renderAt(
      "/es",
      es,
      <>
        <StormBanner />
        <StormWhileYouWait />
      </>,
      STORM,
    );
    const banner = within(page).getByRole("complementary", { name: "Aviso de tormenta" });
    expect(banner).toHaveTextContent("Aviso de tormenta: apagones y subidas de tensión en Tampa Bay.");
    expect(within(banner).getByRole("link")).toHaveAttribute("href", "/es/storm");
    expect(within(page).getByRole("region", { name: "Mientras nos espera" })).toBeTruthy();
    expect(hrefs(page)).toEqual(["/es/storm", "/es/storm"]);
    expectNone(page.textContent ?? "", ["Storm mode", "Is your food safe", "While you wait", "keeps food safe"]);
  });

  it("read as they always did in English", async () => {
    const page = await renderAt("/", en, <StormBanner />, STORM);
    const banner = within(page).getByRole("complementary", { name: "Storm notice" });
    expect(banner.textContent).toBe(
      "Storm mode: power outages and surges in Tampa Bay. Is your food safe? What to check, and booking",
    );
    expect(within(banner).getByRole("link")).toHaveAttribute("href", "/storm");
  });

  it("show nothing while storm mode is off", async () => {
    const page = await renderAt("/es", es, <StormBanner />);
    expect(page.textContent).toBe("");
  });
});

describe("the legal pages", () => {
  it("show the Spanish privacy policy and terms on /es, dated in Spanish", async () => {
    for (const [path, copy, text] of [
      ["/es/privacy-policy", privacyPolicyCopyEs, legalDocuments.privacyPolicy.es],
      ["/es/terms-of-service", termsOfServiceCopyEs, legalDocuments.termsOfService.es],
    ] as const) {
      const page = await renderAt(
        path,
        es,
        <LegalPage title={copy.title} updatedLabel={copy.updated} path={path.slice(3)} document={text} />,
      );
      expect(within(page).getByRole("heading", { level: 1, name: copy.title })).toBeTruthy();
      expect(page).toHaveTextContent("Última actualización: miércoles, 25 de noviembre de 2026");
      for (const section of text.sections)
        expect(within(page).getByRole("heading", { level: 2, name: section.heading })).toBeTruthy();
      expectNone(page.textContent ?? "", [
        "Last updated",
        "Wednesday",
        "Information You Give Us",
        "Appointments",
        "Warranty",
        " the ",
        " and ",
        " your ",
      ]);
      cleanup();
    }
  });

  it("shows the English privacy policy as it always did", async () => {
    const text = legalDocuments.privacyPolicy.en;
    const page = await renderAt(
      "/privacy-policy",
      en,
      <LegalPage
        title={privacyPolicyCopy.title}
        updatedLabel={privacyPolicyCopy.updated}
        path="/privacy-policy"
        document={text}
      />,
    );
    expect(page).toHaveTextContent("Last updated Wednesday, November 25, 2026");
    expect(within(page).getByRole("heading", { level: 2, name: "Information You Give Us" })).toBeTruthy();
    expect(page).toHaveTextContent(text.intro);
  });
});
