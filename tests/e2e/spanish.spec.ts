/**
 * The Spanish site (issue 34, DECISIONS "Spanish"), as built so far: every /es page answers 200
 * with <html lang="es-US">, a Spanish title, reciprocal hreflang alternates (en, es, x-default,
 * absolute) and the header's "English" link to the same page in English; the English page links
 * back with "Español". The language comes from the path only: Accept-Language changes nothing and
 * nothing redirects. A missing page under /es is the Spanish Page Not Found.
 */
import { expect, test } from "@playwright/test";
import { business, fetchHtml, waitForHydration, WINDOW_LABEL, workdayInNewYork } from "./support/public-site";
import { foreignSentences, visibleChunks } from "../support/language-check";
import { langFromPath } from "#app/content/i18n/lang";
import { expectNoSeriousViolations } from "./support/a11y";
import { layoutProblems, PHONE_WIDTHS } from "./support/page-fit";
import { bookingForm, postForm } from "./support/requests";

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

/**
 * The language walker (issue 34): every page of the sitemap (both languages) and the not-found
 * pages, as the server sends them (no browser): the visible text (title, body without scripts,
 * styles and JSON-LD, alt and title attributes) has no sentence of the other language
 * (tests/support/language-check.ts: two or more of its function words once proper names are out).
 */
test.describe("no English on a Spanish page, no Spanish on an English page", () => {
  for (const lang of ["es", "en"] as const) {
    test(`every ${lang === "es" ? "Spanish" : "English"} page`, async ({ request }) => {
      const xml = await (await request.get("/sitemap.xml")).text();
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => new URL(m[1]!).pathname)
        .filter((path) => langFromPath(path) === lang);
      expect(paths.length).toBeGreaterThan(40);
      paths.push(
        lang === "es" ? "/es/no-existe" : "/no-such-page",
        lang === "es" ? "/es/brands/no-existe" : "/brands/nope",
      );
      const found: string[] = [];
      for (const path of paths) {
        const { html } = await fetchHtml(request, path);
        const chunks = visibleChunks(html);
        // A page's text was read (header, main, footer), not an empty shell.
        expect(chunks.length, path).toBeGreaterThan(30);
        for (const sentence of foreignSentences(lang, chunks)) found.push(`${path}: ${sentence}`);
      }
      expect(found).toEqual([]);
      // And it can fail: the same page in the other language reads as foreign throughout.
      const other = await fetchHtml(request, lang === "es" ? "/services" : "/es/services");
      expect(foreignSentences(lang, visibleChunks(other.html)).length).toBeGreaterThan(10);
    });
  }
});

/**
 * The booking wizard on /es/book (docs/spanish-progress.md, item 3): it posts to /es/book and the
 * answer, a refusal or the confirmation, stays Spanish, without JavaScript and with it.
 */
test.describe("Spanish booking without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("refused in Spanish on the step to fix with every value kept, then booked with a Spanish confirmation", async ({
    page,
  }) => {
    await page.goto("/es/book");
    const form = page.getByRole("form", { name: "Formulario de reserva" });
    const progress = page.getByRole("progressbar", { name: "Progreso de la reserva" });
    await expect(progress).toHaveAttribute("aria-valuetext", "Paso 1 de 3");
    await form.getByLabel("Nombre completo").fill("Ana Sin Script");
    await form.getByLabel("Correo electrónico").fill("no-es-correo");
    await form.getByLabel("Teléfono").fill("(813) 555-0113");
    await form.getByLabel("Dirección").fill("1 Calle Principal");
    await form.getByLabel("Ciudad").fill("Brandon");
    await form.getByLabel("Código postal").fill("33511");
    await form.getByRole("button", { name: "Siguiente" }).click();
    await expect(progress).toHaveAttribute("aria-valuenow", "2");
    await expect(page.locator("h2:focus")).toContainText("Su refrigerador");
    await form.getByLabel("Marca del refrigerador").selectOption("Whirlpool");
    await form.getByLabel("Tipo de problema").selectOption({ label: "Gotea agua" });
    await form.getByRole("button", { name: "Siguiente" }).click();
    await expect(progress).toHaveAttribute("aria-valuenow", "3");
    await form.getByLabel("Fecha preferida").fill(workdayInNewYork(2));
    await form.getByLabel("Horario preferido").selectOption({ label: "Noche (4 p.m. - 8 p.m.)" });

    // Refused: a bad e-mail and no description. The Spanish message, back on step 1, values kept.
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/es/book"),
      form.getByRole("button", { name: "Reservar la cita" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.locator(":focus")).toHaveText("Corrija los campos marcados.");
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expect(form.getByLabel("Correo electrónico")).toHaveAttribute("aria-invalid", "true");
    await expect(form).toContainText("Escriba un correo electrónico válido.");
    await expect(form).toContainText("Descripción del problema: este dato es obligatorio.");
    await expect(form).toContainText("Número de modelo (opcional)");
    await expect(form).not.toContainText("(optional)");
    await expect(form.getByLabel("Nombre completo")).toHaveValue("Ana Sin Script");
    await form.getByLabel("Correo electrónico").fill("ana.sinscript@example.com");
    await form.getByRole("button", { name: "Siguiente" }).click();
    await expect(form.getByLabel("Tipo de problema")).toHaveValue("Water Leaking");
    await form.getByLabel("Describa el problema").fill("Gotea agua debajo del cajón de verduras.");
    await form.getByRole("button", { name: "Siguiente" }).click();
    await expect(form.getByLabel("Horario preferido")).toHaveValue(WINDOW_LABEL.evening);

    const [booked] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/es/book"),
      form.getByRole("button", { name: "Reservar la cita" }).click(),
    ]);
    expect(booked.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "¡Su cita quedó programada!" })).toBeFocused();
    const main = page.getByRole("main");
    await expect(main).toContainText("Horario de llegada");
    await expect(main).toContainText("Noche (4 p.m. - 8 p.m.)");
    await expect(main).toContainText(/(lunes|martes|miércoles|jueves|viernes), \d{1,2} de [a-z]+ de \d{4}/);
    await expect(main.getByRole("link", { name: "Ver, cambiar o cancelar su cita" })).toBeVisible();
    await expect(main).not.toContainText("Appointment Successfully Scheduled");
  });

  test("the contact form on /es/contact refuses and confirms in Spanish", async ({ page }) => {
    await page.goto("/es/contact");
    const form = page.getByRole("form", { name: "Formulario de contacto" });
    await form.getByLabel("Nombre completo").fill("Ana Contacto");
    await form.getByLabel("Correo electrónico").fill("ana.contacto@example.com");
    await form.getByLabel("Teléfono").fill("555");
    await form.getByRole("textbox", { name: "Mensaje" }).fill("Hola, sin JavaScript.");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByRole("main")).toContainText("Escriba un teléfono con código de área");
    await expect(form.getByLabel("Nombre completo")).toHaveValue("Ana Contacto");
    await form.getByLabel("Teléfono").fill("(813) 555-0114");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    const panel = page.locator("[data-contact-sent]");
    await expect(panel).toContainText("¡Mensaje enviado!");
    await expect(panel).toContainText("Servicio");
    await expect(panel).toContainText("Consulta general");
  });
});

test("a Spanish booking with JavaScript: Spanish client-side refusal, toast and confirmation", async ({ page }) => {
  await page.goto("/es/book");
  const form = page.getByRole("form", { name: "Formulario de reserva" });
  await waitForHydration(page);
  await form.getByLabel("Nombre completo").fill("Ana Con Script");
  await form.getByLabel("Correo electrónico").fill("ana.conscript@example.com");
  await form.getByLabel("Teléfono").fill("(813) 555-0115");
  await form.getByLabel("Dirección").fill("2 Calle Principal");
  await form.getByLabel("Ciudad").fill("Tampa");
  await form.getByLabel("Código postal").fill("33602");
  await form.getByRole("button", { name: "Siguiente" }).click();
  await form.getByLabel("Marca del refrigerador").selectOption("GE");
  await form.getByLabel("Tipo de problema").selectOption({ label: "Ruidos extraños" });
  await form.getByRole("button", { name: "Siguiente" }).click();
  await form.getByLabel("Fecha preferida").fill(workdayInNewYork(3));
  // No description: the browser's check (the same schema) refuses in Spanish and returns to step 2.
  await form.getByRole("button", { name: "Reservar la cita" }).click();
  await expect(form).toContainText("Descripción del problema: este dato es obligatorio.");
  await form.getByLabel("Describa el problema").fill("Hace un zumbido fuerte.");
  await form.getByRole("button", { name: "Siguiente" }).click();
  await form.getByRole("button", { name: "Reservar la cita" }).click();
  await expect(page.getByText("¡Reserva confirmada!")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "¡Su cita quedó programada!" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Mañana (8 a.m. - 12 p.m.)");
});

/**
 * A Spanish booking's appointment page (DECISIONS "Spanish": "the appointment page opens in it,
 * with a link to the other"): /es/book's confirmation links /es/appointments/<token>, which is
 * Spanish (es-US), fits a phone, has no serious axe violation, and links the English page.
 */
test.describe("on a phone", () => {
  // A phone's overlay scrollbars, as phone-layout.spec.ts holds every page to (a desktop window's
  // classic scrollbar would take 15 of the 320 px).
  test.use({ isMobile: true, hasTouch: true });

  test("a Spanish booking's appointment page: Spanish, fits 320 and 375 px, axe clean, the English link", async ({
    page,
    baseURL,
  }) => {
    const booked = await postForm(
      baseURL!,
      "/es/book",
      bookingForm({ name: "Rosa Página", preferredDate: workdayInNewYork(4) }),
    );
    expect(booked.status).toBe(200);
    const path = /\/es\/appointments\/[A-Za-z0-9_-]{43}/.exec(await booked.text())?.[0];
    expect(path, "the Spanish confirmation links the Spanish appointment page").toBeDefined();

    const response = await page.goto(path!);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page).toHaveTitle(`Su cita | ${business.name}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su cita");
    await expect(page.getByRole("heading", { name: "Cambiar la visita" })).toBeVisible();
    await expect(page.getByText("Cancelar esta visita")).toBeVisible();
    await waitForHydration(page);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(await layoutProblems(page), `${path} at ${width} px`).toEqual([]);
    }
    await expectNoSeriousViolations(page, path!);

    // The header's "English" link opens the same appointment in English.
    await page.locator("[data-language-link]").click();
    await expect(page).toHaveURL(path!.slice("/es".length));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Appointment");
    await expect(page.locator("[data-language-link]")).toHaveText("Español");
  });
});
