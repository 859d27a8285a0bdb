/**
 * The Spanish site (issue 34, DECISIONS "Spanish"), as built so far: every /es page answers 200
 * with <html lang="es-US">, a Spanish title, reciprocal hreflang alternates (en, es, x-default,
 * absolute) and the header's "English" link to the same page in English; the English page links
 * back with "Español". The language comes from the path only: Accept-Language changes nothing and
 * nothing redirects. A missing page under /es is the Spanish Page Not Found.
 */
import { expect, test } from "@playwright/test";
import { business, fetchHtml } from "./support/public-site";

/** The Spanish pages built so far (docs/spanish-progress.md lists what is still English on them). */
const SPANISH_PAGES: Array<{ path: string; title: RegExp }> = [
  { path: "/es", title: /^Reparación de refrigeradores en Tampa Bay/ },
  { path: "/es/services", title: /^Servicios de reparación de refrigeradores/ },
  { path: "/es/services/cooling-issues", title: /^Problemas de enfriamiento: reparación de refrigeradores/ },
  { path: "/es/services/water-leaking", title: /^Fugas de agua: reparación de refrigeradores/ },
  { path: "/es/brands", title: /^Marcas de refrigeradores que reparamos/ },
  { path: "/es/brands/whirlpool", title: /^Reparación de refrigeradores Whirlpool/ },
  { path: "/es/areas", title: /^Áreas de servicio/ },
  { path: "/es/areas/tampa-bay", title: /^Reparación de refrigeradores en toda el área/ },
  { path: "/es/areas/hillsborough-county", title: /^Reparación de refrigeradores en el Condado de Hillsborough, FL/ },
  { path: "/es/areas/pasco-county", title: /^Reparación de refrigeradores en el Condado de Pasco, FL/ },
  { path: "/es/about", title: /^Quiénes somos/ },
  { path: "/es/contact", title: /^Contáctenos/ },
  { path: "/es/book", title: /^Reserve en línea/ },
  { path: "/es/storm", title: /^Después de la tormenta/ },
  { path: "/es/privacy-policy", title: /^Política de privacidad/ },
  { path: "/es/terms-of-service", title: /^Términos del servicio/ },
];

/**
 * Page bodies translated so far beyond their hero (docs/spanish-progress.md item 2): words each
 * /es page's <main> must show, and the English words it showed before, which it must not.
 */
const SPANISH_BODIES: Array<{ path: string; spanish: string[]; english: string[] }> = [
  {
    path: "/es/privacy-policy",
    spanish: ["Información que usted nos da", "Última actualización:", "Sus opciones"],
    english: ["Information You Give Us", "Last updated", "Why We Use It", "Your Choices"],
  },
  {
    path: "/es/terms-of-service",
    spanish: ["Diagnóstico y presupuestos", "Ley aplicable y cambios"],
    english: ["Diagnosis and Estimates", "Governing Law", "Last updated"],
  },
  {
    path: "/es/storm",
    spanish: ["Cuánto tiempo se conserva la comida sin electricidad", "Hasta que vuelva la luz", "Fuentes"],
    english: ["How long food stays safe", "Until the power is back", "Sources", "What to check when the power returns"],
  },
  {
    path: "/es/contact",
    spanish: ["Línea de emergencia", "Áreas que atendemos", "Los campos marcados con * son obligatorios."],
    english: ["Emergency Line", "Areas We Serve", "Refrigerator Emergency?", "Fields marked"],
  },
  { path: "/es/brands", spanish: ["Reparaciones comunes"], english: ["Common repairs"] },
  {
    path: "/es/areas",
    spanish: ["Nuestra garantía de servicio", "Cargando el mapa del área de servicio"],
    english: ["Our Service Guarantee", "Loading service area map", "Counties and cities on this map"],
  },
  {
    path: "/es/services/cooling-issues",
    spanish: ["Nuestro proceso de reparación", "Cada reparación incluye"],
    english: ["Our repair process", "Every repair includes", "Schedule a repair", "Power out, or a surge?"],
  },
];

const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

const englishOf = (path: string) => (path === "/es" ? "/" : path.slice("/es".length));
const absolute = (path: string) => new URL(path, business.siteUrl).href;
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The <link rel="alternate" hreflang> pairs of a page's head, as "hreflang href". */
function alternates(html: string): string[] {
  return [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, "hrefLang") ?? attr(tag, "hreflang"))
    .map((tag) => `${attr(tag, "hrefLang") ?? attr(tag, "hreflang")} ${attr(tag, "href")}`);
}

/** The header's link to the other language (its attributes in any order): where it goes, what it says. */
function languageLink(html: string): { href: string | undefined; text: string } | undefined {
  const tag = /<a\s([^>]*\sdata-language-link[^>]*)>([^<]*)<\/a>/.exec(html);
  return tag ? { href: attr(` ${tag[1]}`, "href"), text: tag[2]! } : undefined;
}

const title = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");

test.describe("Spanish pages", () => {
  for (const { path, title: expected } of SPANISH_PAGES) {
    test(`${path}: 200, es-US, a Spanish title, reciprocal hreflang, the English link`, async ({ request }) => {
      const english = englishOf(path);
      const page = await fetchHtml(request, path);
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<html lang="es-US"/);
      expect(title(page.html)).toMatch(expected);
      const pair = [`en ${absolute(english)}`, `es ${absolute(path)}`, `x-default ${absolute(english)}`];
      expect(alternates(page.html)).toEqual(pair);
      expect(page.html).toContain(`<link rel="canonical" href="${absolute(path)}"/>`);
      // The header's link to the same page in English.
      expect(languageLink(page.html)).toEqual({ href: english, text: "English" });

      const back = await fetchHtml(request, english);
      expect(back.status).toBe(200);
      expect(back.html).toMatch(/<html lang="en"/);
      expect(alternates(back.html)).toEqual(pair);
      expect(languageLink(back.html)).toEqual({ href: path, text: "Español" });
      expect(title(back.html)).not.toBe(title(page.html));
    });
  }

  for (const { path, spanish, english } of SPANISH_BODIES) {
    test(`${path}: its body is Spanish`, async ({ request }) => {
      const page = await fetchHtml(request, path);
      expect(page.status).toBe(200);
      const body = main(page.html);
      for (const words of spanish) expect(body, words).toContain(words);
      for (const words of english) expect(body, words).not.toContain(words);
    });
  }

  test("the language comes from the path only: Accept-Language changes nothing, nothing redirects", async ({
    request,
  }) => {
    for (const [path, lang] of [
      ["/", "en"],
      ["/es", "es-US"],
      ["/es/services", "es-US"],
    ] as const) {
      for (const acceptLanguage of ["es-US,es;q=0.9", "en-US,en;q=0.9", "fr"]) {
        const response = await request.get(path, { maxRedirects: 0, headers: { "Accept-Language": acceptLanguage } });
        expect(response.status(), `${path} with ${acceptLanguage}`).toBe(200);
        expect(await response.text()).toMatch(new RegExp(`<html lang="${lang}"`));
        expect(response.headers()["vary"] ?? "").not.toMatch(/accept-language/i);
        expect(response.headers()["set-cookie"]).toBeUndefined();
      }
    }
  });

  test("service and area pages show their Spanish files' text, not the English", async ({ request }) => {
    for (const { path, spanish, english } of [
      {
        path: "/es/services/water-leaking",
        spanish: ["Reparación: fugas de agua", "De dónde vienen las fugas del refrigerador", "$100-$250"],
        english: "Where Refrigerator Leaks Come From",
      },
      {
        path: "/es/areas/pasco-county",
        spanish: ["Reparación de refrigeradores en el Condado de Pasco", "Un condado de barrios muy distintos"],
        english: "A County of Very Different Neighborhoods",
      },
      {
        path: "/es/areas/tampa-bay",
        spanish: ["Un solo equipo para toda la bahía", "Hillsborough, Pinellas, Pasco y Hernando"],
        english: "One Team for the Whole Bay Area",
      },
    ]) {
      const page = await fetchHtml(request, path);
      expect(page.status, path).toBe(200);
      for (const text of spanish) expect(page.html, path).toContain(text);
      expect(page.html, path).not.toContain(english);
    }
  });

  test("a missing page under /es is the Spanish Page Not Found", async ({ request }) => {
    const missing = await fetchHtml(request, "/es/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<html lang="es-US"/);
    expect(missing.html).toContain("Página no encontrada");
    const service = await fetchHtml(request, "/es/services/no-such-service");
    expect(service.status).toBe(404);
    expect(service.html).toContain("Servicio no encontrado");
  });

  test("the header link switches language in the browser, and Spanish navigation stays Spanish", async ({ page }) => {
    await page.goto("/services");
    await page.locator("[data-language-link]").click();
    await expect(page).toHaveURL(/\/es\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Servicios de reparación de refrigeradores");
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Nosotros" }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Quiénes somos");
    await page.locator("[data-language-link]").click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("[data-language-link]")).toHaveText("Español");
  });

  test("the sitemap lists both languages with their alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${absolute("/es/services/cooling-issues")}</loc>`);
    expect(xml).toContain(`<loc>${absolute("/services/cooling-issues")}</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${absolute("/services/cooling-issues")}"`);
  });
});
