/**
 * Every route of SPEC §2 / DECISIONS answers with its status, its h1 in the server HTML, its own
 * title, description and canonical link, and its key content; every not-found case of SPEC §8
 * answers 404 with the exact texts.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  ALL_BRANDS,
  AREA_BRAND_LINKS,
  business,
  citiesOf,
  COUNTIES,
  EMERGENCY_PHONE,
  elementTexts,
  fetchHtml,
  GRID_BRANDS,
  headMeta,
  HOME_SERVICE_SLUGS,
  HOME_STRIP_BRANDS,
  htmlToText,
  MAIN_PHONE,
  NOT_FOUND,
  PUBLIC_PAGES,
  SERVICE_GROUPS,
  SERVICE_SLUGS,
  SERVICE_SPEC,
  serviceTitle,
  waitForHydration,
} from "./support/public-site";

/** The hrefs of the links inside `scope`, in document order. */
const hrefs = (scope: Locator, selector = "a[href]") =>
  scope.locator(selector).evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));

/** The one <section> of <main> holding an element matching `selector`. */
const sectionWith = (page: Page, selector: string) =>
  page.locator("main section").filter({ has: page.locator(selector) });

/** A county card: a list item headed by the county's name and linking to its area page. */
const countyCard = (page: Page, scope: Locator, county: { name: string; slug: string }) =>
  scope
    .locator("li")
    .filter({ has: page.getByRole("heading", { name: county.name, exact: true }) })
    .filter({ has: page.locator(`a[href="/areas/${county.slug}"]`) });

test.describe("every public page: status 200 and its h1 in the server HTML", () => {
  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`GET ${path}`, async ({ request }) => {
      const { status, contentType, html } = await fetchHtml(request, path);
      expect(status, `${path} status`).toBe(200);
      expect(contentType).toContain("text/html");
      const h1s = elementTexts(html, "h1");
      expect(h1s, `${path} has exactly one h1 in the server HTML`).toHaveLength(1);
      expect(h1s[0]).toMatch(h1);
      expect(htmlToText(html)).not.toMatch(/Not Found/);
    });
  }
});

test("every public page has its own title, meta description and canonical link", async ({ request }) => {
  const seen = {
    titles: new Map<string, string>(),
    descriptions: new Map<string, string>(),
    canonicals: new Map<string, string>(),
  };
  for (const { path } of PUBLIC_PAGES) {
    const { html } = await fetchHtml(request, path);
    const meta = headMeta(html);
    expect.soft(meta.titles, `${path}: one <title>`).toHaveLength(1);
    expect.soft(meta.descriptions, `${path}: one meta description`).toHaveLength(1);
    expect.soft(meta.canonicals, `${path}: one canonical link`).toHaveLength(1);
    const [title = "", description = "", canonical = ""] = [meta.titles[0], meta.descriptions[0], meta.canonicals[0]];
    expect.soft(title.trim().length, `${path}: title not empty`).toBeGreaterThan(0);
    expect.soft(description.trim().length, `${path}: description not empty`).toBeGreaterThan(20);
    expect.soft(new URL(canonical, "http://x").pathname, `${path}: canonical points to the page itself`).toBe(path);
    for (const [kind, value] of [
      ["titles", title],
      ["descriptions", description],
      ["canonicals", canonical],
    ] as const) {
      const other = seen[kind].get(value);
      expect.soft(other, `${path} shares its ${kind.slice(0, -1)} "${value}" with ${other}`).toBeUndefined();
      seen[kind].set(value, path);
    }
  }
  expect(seen.titles.size).toBe(PUBLIC_PAGES.length);
});

test.describe("slugs are matched case-insensitively", () => {
  for (const [path, h1, canonical] of [
    ["/brands/AMANA", /Amana/, "/brands/amana"],
    ["/areas/Pasco-County", /Pasco County/, "/areas/pasco-county"],
    ["/services/COOLING-ISSUES", new RegExp(serviceTitle("cooling-issues")), "/services/cooling-issues"],
  ] as const) {
    test(`GET ${path}`, async ({ request }) => {
      const { status, html } = await fetchHtml(request, path);
      expect(status).toBe(200);
      expect(elementTexts(html, "h1")[0]).toMatch(h1);
      expect(htmlToText(html)).not.toMatch(/Not Found/);
      // The canonical link names the one lowercase URL, so the variants are not duplicate pages.
      expect(new URL(headMeta(html).canonicals[0] ?? "", "http://x").pathname).toBe(canonical);
    });
  }
});

test.describe("not-found results (SPEC §8)", () => {
  const detailCases = [
    { path: "/brands/not-a-real-brand", kind: NOT_FOUND.brand },
    { path: "/brands/samsung-x", kind: NOT_FOUND.brand },
    { path: "/areas/orange-county", kind: NOT_FOUND.area },
    { path: "/services/not-a-service", kind: NOT_FOUND.service },
  ];
  for (const { path, kind } of detailCases) {
    test(`${path} answers 404 with ${kind.title}`, async ({ page, request }) => {
      const raw = await fetchHtml(request, path);
      expect(raw.status).toBe(404);
      expect(elementTexts(raw.html, "h1")).toEqual([kind.title]);
      expect(htmlToText(raw.html)).toContain(kind.text);

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(kind.title);
      await expect(page.getByRole("main")).toContainText(kind.text);
      await expect(page).toHaveTitle(new RegExp(kind.title));
      await expect(
        page.getByRole("main").locator(`a[href="${kind.back}"]`).filter({ visible: true }).first(),
      ).toBeVisible();
    });
  }

  test("an unknown path answers 404 Page Not Found, links home and logs the missing path", async ({
    page,
    request,
  }) => {
    const path = "/some/unknown";
    const raw = await fetchHtml(request, path);
    expect(raw.status).toBe(404);
    expect(elementTexts(raw.html, "h1")).toEqual([NOT_FOUND.page.title]);
    expect(htmlToText(raw.html)).toContain(NOT_FOUND.page.text);

    const messages: string[] = [];
    page.on("console", (msg) => messages.push(msg.text()));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND.page.title);
    await expect(main).toContainText(NOT_FOUND.page.text);
    await expect(page).toHaveTitle(/Page Not Found/);
    const home = main.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await expect.poll(() => messages.some((m) => m.includes(path)), { message: `console mentions ${path}` }).toBe(true);

    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(NOT_FOUND.page.title);
  });

  const suggestionCases = [
    { path: "/nothing", expected: ["/services", "/brands", "/areas"] },
    { path: "/x/brands/y", expected: ["/brands"] },
    { path: "/x/areas/y", expected: ["/areas"] },
    { path: "/x/services/y", expected: ["/services"] },
    { path: "/brands/amana/extra", expected: ["/brands"] },
  ];
  for (const { path, expected } of suggestionCases) {
    test(`${path} suggests ${expected.join(", ")}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND.page.title);
      await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
      // Suggestions are the main's links other than Return to Home.
      const links = (await hrefs(page.getByRole("main"))).filter((h) => h !== "/");
      expect(links.sort()).toEqual([...expected].sort());
    });
  }
});

test.describe("home page", () => {
  test("server HTML carries the hero and the map placeholder", async ({ request }) => {
    const { html } = await fetchHtml(request, "/");
    const text = htmlToText(html);
    expect(text).toContain("Loading service area map...");
    for (const benefit of [/same-day service/i, /all major brands/i, /licensed (&|and) insured technicians/i])
      expect(text).toMatch(benefit);
  });

  test("hero, services grid, brand strip, service area, why choose us, testimonials and contact block", async ({
    page,
  }) => {
    await page.goto("/");
    const main = page.getByRole("main");

    // Hero: h1, three benefits, Book Online and a call link.
    const hero = main.locator("section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    const benefits = hero.locator("ul > li");
    await expect(benefits).toHaveCount(3);
    await expect(benefits.nth(0)).toHaveText(/same-day service/i);
    await expect(benefits.nth(1)).toHaveText(/all major brands/i);
    await expect(benefits.nth(2)).toHaveText(/licensed (&|and) insured technicians/i);
    await expect(hero.getByRole("link", { name: /book online/i })).toHaveAttribute("href", "/book");
    await expect(hero.locator(`a[href="${MAIN_PHONE.tel}"]`)).toContainText(MAIN_PHONE.display);

    // Services grid: the six services of SPEC §2 and View All Services.
    const servicesSection = sectionWith(page, 'a[href="/services/cooling-issues"]');
    await expect(servicesSection).toHaveCount(1);
    expect(await hrefs(servicesSection, 'a[href^="/services/"]')).toEqual(
      HOME_SERVICE_SLUGS.map((s) => `/services/${s}`),
    );
    await expect(servicesSection.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");

    // Brand strip: the eight brands, each to its page, and a link to /brands.
    const strip = sectionWith(page, 'a[href="/brands/amana"]');
    await expect(strip).toHaveCount(1);
    const stripLinks = strip.locator('a[href^="/brands/"]');
    await expect(stripLinks).toHaveText(HOME_STRIP_BRANDS.map((b) => b.name));
    expect(await hrefs(strip, 'a[href^="/brands/"]')).toEqual(HOME_STRIP_BRANDS.map((b) => `/brands/${b.slug}`));
    await expect(strip.locator('a[href="/brands"]')).toHaveCount(1);

    // Service area: map, four county cards with five cities + "...and more", and a link to /areas.
    const area = sectionWith(page, 'a[href="/areas"]');
    await expect(area).toHaveCount(1);
    await expect(
      area.getByTestId("service-area-map").or(area.getByText("Loading service area map...")).first(),
    ).toBeVisible();
    for (const county of COUNTIES) {
      const card = countyCard(page, area, county);
      await expect(card, county.name).toHaveCount(1);
      await expect(card.locator("li")).toHaveText([...citiesOf(county.slug).slice(0, 5), "...and more"]);
    }

    // Six Why Choose Us cards.
    const why = main.getByRole("region", { name: "Why Choose Us" });
    await expect(why.getByRole("listitem")).toHaveCount(6);
    await expect(why.getByRole("heading", { level: 3 })).toHaveCount(6);

    // Four testimonials rated 5, 5, 5 and 4; the call to action uses the emergency line.
    const ratings = main.getByRole("img", { name: /^Rated \d out of 5$/ });
    await expect(ratings).toHaveCount(4);
    const labels = await ratings.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(labels.sort()).toEqual(["Rated 4 out of 5", "Rated 5 out of 5", "Rated 5 out of 5", "Rated 5 out of 5"]);
    const testimonials = main
      .locator("section")
      .filter({ has: page.getByRole("img", { name: /^Rated \d out of 5$/ }) });
    await expect(testimonials).toHaveCount(1);
    await expect(testimonials.getByRole("blockquote")).toHaveCount(4);
    await expect(testimonials.locator(`a[href="${EMERGENCY_PHONE.tel}"]`)).toContainText(EMERGENCY_PHONE.display);
    await expect(testimonials.locator('a[href="/book"]')).toHaveCount(1);

    // Final contact block: the main line.
    const contactBlock = main.locator("section").last();
    await expect(contactBlock.locator(`a[href="${MAIN_PHONE.tel}"]`).first()).toContainText(MAIN_PHONE.display);
    await expect(contactBlock.locator(`a[href="mailto:${business.emails.support}"]`)).toHaveCount(1);
  });
});

test.describe("list pages", () => {
  test("/services: three groups of 4, 4 and 3 cards, 5 FAQ items, book and call", async ({ page }) => {
    await page.goto("/services");
    for (const group of SERVICE_GROUPS) {
      const section = page
        .locator("main section")
        .filter({ has: page.getByRole("heading", { level: 2, name: group.title, exact: true }) });
      await expect(section, group.title).toHaveCount(1);
      expect(await hrefs(section, 'a[href^="/services/"]'), group.title).toEqual(
        group.slugs.map((s) => `/services/${s}`),
      );
      const cards = section.locator("ul").first().locator(":scope > li");
      await expect(cards).toHaveCount(group.slugs.length);
      for (let i = 0; i < group.slugs.length; i++) {
        await expect(cards.nth(i)).toContainText(serviceTitle(group.slugs[i]!));
        // Each card lists its common issues.
        expect(await cards.nth(i).locator("li").count(), `${group.slugs[i]} lists common issues`).toBeGreaterThan(0);
      }
    }
    const faq = page
      .locator("main section")
      .filter({ has: page.getByRole("heading", { name: /frequently asked questions/i }) });
    await expect(faq.locator("details")).toHaveCount(5);
    await expect(page.getByRole("main").locator('a[href="/book"]').filter({ visible: true }).first()).toBeVisible();
    await expect(
      page.getByRole("main").locator(`a[href="${MAIN_PHONE.tel}"]`).filter({ visible: true }).first(),
    ).toBeVisible();
  });

  test("/brands: 16 brand cards with description, common repairs and a link to /brands/<slug>", async ({ page }) => {
    await page.goto("/brands");
    const grid = sectionWith(page, 'a[href="/brands/amana"]');
    await expect(grid).toHaveCount(1);
    expect(await hrefs(grid, 'a[href^="/brands/"]')).toEqual(GRID_BRANDS.map((b) => `/brands/${b.slug}`));
    const cards = grid.locator("ul").first().locator(":scope > li");
    await expect(cards).toHaveCount(16);
    for (let i = 0; i < GRID_BRANDS.length; i++) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading").first()).toHaveText(GRID_BRANDS[i]!.name);
      await expect(card.locator("p").first()).not.toBeEmpty();
      await expect(card).toContainText(/common repairs/i);
      await expect(card.locator(`a[href="/brands/${GRID_BRANDS[i]!.slug}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("main").getByRole("heading", { name: /why choose us/i })).toBeVisible();
  });

  test("/areas: map placeholder, four counties with 15 cities each, service guarantee", async ({ page, request }) => {
    const { html } = await fetchHtml(request, "/areas");
    expect(htmlToText(html)).toContain("Loading service area map...");

    await page.goto("/areas");
    const main = page.getByRole("main");
    for (const county of COUNTIES) {
      const card = countyCard(page, main, county);
      await expect(card, county.name).toHaveCount(1);
      const cities = citiesOf(county.slug);
      expect(cities).toHaveLength(15);
      await expect(card.locator("li")).toHaveText(cities);
    }
    await expect(main.getByRole("heading", { name: /guarantee/i })).toBeVisible();
  });

  test("/contact: form, hours, emergency box with the emergency line, 4 FAQ items", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    const form = main.getByRole("form", { name: /contact/i });
    await expect(form).toBeVisible();
    for (const label of ["Full Name", "Email", "Phone Number", "Message"])
      await expect(form.getByLabel(label)).toBeVisible();
    for (const row of business.hours) await expect(main).toContainText(row.label);
    const emergency = main
      .locator("section")
      .filter({ hasText: /emergency/i })
      .filter({ has: page.locator(`a[href="${EMERGENCY_PHONE.tel}"]`) });
    await expect(emergency.first()).toBeVisible();
    await expect(emergency.first().locator(`a[href="${EMERGENCY_PHONE.tel}"]`)).toContainText(EMERGENCY_PHONE.display);
    const faq = page
      .locator("main section")
      .filter({ has: page.getByRole("heading", { name: /frequently asked questions/i }) });
    await expect(faq.locator("details")).toHaveCount(4);
  });

  test("/about: story, mission, credentials, and the team once the business has added it", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    for (const heading of [/story/i, /mission/i, /credentials/i]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText(String(business.foundedYear));
    // No text written for the owner on a public page: the team shows only when configured.
    await expect(main.getByRole("heading", { level: 2, name: /team/i })).toHaveCount(business.team.length ? 1 : 0);
    for (const member of business.team) await expect(main).toContainText(member.name);
    await expect(main).not.toContainText(/placeholder|replace it with/i);
  });

  test("/privacy-policy says what the forms collect and how to have it deleted", async ({ page }) => {
    await page.goto("/privacy-policy");
    const main = page.getByRole("main");
    await expect(main).toContainText(/contact/i);
    await expect(main).toContainText(/book/i);
    await expect(main).toContainText(/delet/i);
    await expect(main).toContainText(business.emails.support);
  });

  test(`/terms-of-service states the ${business.warrantyDays}-day warranty`, async ({ page }) => {
    await page.goto("/terms-of-service");
    await expect(page.getByRole("main")).toContainText(new RegExp(`${business.warrantyDays}-day`, "i"));
  });

  test("/areas/tampa-bay is the region overview linking the four counties", async ({ page }) => {
    const response = await page.goto("/areas/tampa-bay");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toContainText("Tampa Bay");
    await expect(main).not.toContainText("Area Not Found");
    for (const county of COUNTIES)
      await expect(main.locator(`a[href="/areas/${county.slug}"]`).filter({ visible: true }).first()).toBeVisible();
  });
});

test.describe("detail pages", () => {
  test("each of the 11 service pages: price range, repair steps and exactly 3 related services", async ({ page }) => {
    for (const [index, { slug, price }] of SERVICE_SPEC.entries()) {
      await test.step(slug, async () => {
        const response = await page.goto(`/services/${slug}`);
        expect.soft(response?.status(), slug).toBe(200);
        const main = page.getByRole("main");
        await expect.soft(main.getByRole("heading", { level: 1 }), slug).toContainText(serviceTitle(slug));
        await expect.soft(main.getByRole("complementary").first(), `${slug} price`).toContainText(price);
        await expect.soft(main.getByRole("heading", { name: /repair process/i }), slug).toBeVisible();
        await expect.soft(main.getByRole("heading", { name: /common issues/i }), slug).toBeVisible();
        // The first three other services, in list order.
        const expected = SERVICE_SLUGS.filter((_, i) => i !== index)
          .slice(0, 3)
          .map((s) => `/services/${s}`);
        const related = page
          .locator("main section")
          .filter({ has: page.getByRole("heading", { name: /related services/i }) });
        await expect.soft(related, `${slug} related section`).toHaveCount(1);
        expect.soft(await hrefs(related, 'a[href^="/services/"]'), `${slug} related`).toEqual(expected);
      });
    }
  });

  test(`each of the 18 brand pages: name, ${business.warrantyDays}-day warranty in the sidebar, link to /brands`, async ({
    page,
  }) => {
    for (const brand of ALL_BRANDS) {
      await test.step(brand.slug, async () => {
        const response = await page.goto(`/brands/${brand.slug}`);
        expect.soft(response?.status(), brand.slug).toBe(200);
        const main = page.getByRole("main");
        await expect.soft(main.getByRole("heading", { level: 1 }), brand.slug).toContainText(brand.name);
        await expect
          .soft(main.getByRole("complementary").first(), `${brand.slug} sidebar`)
          .toContainText(`${business.warrantyDays}-day repair warranty`);
        await expect
          .soft(main.locator('a[href="/brands"]').filter({ visible: true }).first(), `${brand.slug} link to /brands`)
          .toBeVisible();
      });
    }
  });

  test("each of the 4 county pages: 15 cities, common problems, the 12 brand links and /brands", async ({ page }) => {
    for (const county of COUNTIES) {
      await test.step(county.slug, async () => {
        const response = await page.goto(`/areas/${county.slug}`);
        expect.soft(response?.status(), county.slug).toBe(200);
        const main = page.getByRole("main");
        await expect.soft(main.getByRole("heading", { level: 1 }), county.slug).toContainText(county.name);
        const citiesSection = main.locator("section").filter({ has: page.getByRole("heading", { name: /cities/i }) });
        await expect.soft(citiesSection.locator("li"), `${county.slug} cities`).toHaveText(citiesOf(county.slug));
        await expect.soft(main.getByRole("heading", { name: /common .*problems/i }), county.slug).toBeVisible();
        const brandLinks = main.locator('a[href^="/brands/"]');
        await expect.soft(brandLinks, `${county.slug} brand names`).toHaveText(AREA_BRAND_LINKS.map((b) => b.name));
        expect
          .soft(await hrefs(main, 'a[href^="/brands/"]'), `${county.slug} brand hrefs`)
          .toEqual(AREA_BRAND_LINKS.map((b) => `/brands/${b.slug}`));
        await expect
          .soft(main.locator('a[href="/brands"]').filter({ visible: true }).first(), `${county.slug} link to /brands`)
          .toBeVisible();
      });
    }
  });
});
