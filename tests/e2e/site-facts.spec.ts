/**
 * The owner edits the site (DECISIONS "The owner edits the site", issue 23): what the owner
 * stores (here written straight into the database, as the settings store does, with the content
 * version bumped in the same transaction) shows on the next request of every page that quotes it,
 * in every server process: two processes share one PostgreSQL database here.
 */
import { expect, test, type Page } from "@playwright/test";
import { business } from "#app/content/business";
import { formatCalendarDate } from "#app/lib/dates";
import { contactFaqs, servicesFaqs } from "#app/content/faqs";
import { publicFactDefaults } from "#app/settings/public-facts";
import { startTestPostgres, type TestPostgres } from "#tests/support/postgres";
import { closeDate, storeSiteFact } from "#tests/support/site-facts";
import { withServerDatabase } from "./support/database";
import { decodeEntities, todayInNewYork, weekdayInNewYork, WINDOW_LABEL } from "./support/public-site";
import { postBooking } from "./support/requests";
import { removeDir, spawnServer, tempDataDir, type SpawnedServer } from "./support/spawn-server";

const OLD_MAIN = business.phones.main;
const NEW_MAIN = { display: "(813) 555-0123", e164: "+18135550123" };

/** The JSON-LD blocks of a page, parsed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD blocks are read field by field
type Json = Record<string, any>;

function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

const businessBlock = (html: string) => jsonLdOf(html).find((b) => b["@type"] === "HomeAndConstructionBusiness");

async function get(server: SpawnedServer, path: string): Promise<string> {
  const response = await fetch(server.url + path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The first date after `date` (not `skip`) that is Monday to Friday. */
function nextWorkdayAfter(date: string, skip?: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  for (;;) {
    d.setUTCDate(d.getUTCDate() + 1);
    const iso = d.toISOString().slice(0, 10);
    if (d.getUTCDay() >= 1 && d.getUTCDay() <= 5 && iso !== skip) return iso;
  }
}

test.describe("the owner's facts on PostgreSQL with two server processes", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let postgres: TestPostgres;
  const servers: SpawnedServer[] = [];
  const dataDirs: string[] = [];
  const store = (work: Parameters<typeof withServerDatabase>[1]) =>
    withServerDatabase({ databaseUrl: postgres.url }, work);

  test.beforeAll(async () => {
    postgres = await startTestPostgres();
    // Migrated before the servers start.
    await store(async () => undefined);
    const env = { DATABASE_URL: postgres.url, RATE_LIMIT_PER_MINUTE: "1000", SMTP_URL: "" };
    for (let n = 0; n < 2; n++) {
      const dataDir = tempDataDir("site-facts");
      dataDirs.push(dataDir);
      servers.push(await spawnServer({ env, dataDir }));
    }
  });
  test.afterAll(async () => {
    for (const server of servers) await server.kill();
    for (const dir of dataDirs) removeDir(dir);
    await postgres?.stop();
  });

  test("a new main phone shows in the header, footer, hero, tel: links and JSON-LD of every page, in both processes", async ({
    page,
  }) => {
    // Both processes have rendered (and kept) the pages with the default number.
    for (const server of servers)
      for (const path of ["/", "/contact"]) expect(await get(server, path)).toContain(OLD_MAIN.display);

    await store((db) => storeSiteFact(db, "phones", { ...publicFactDefaults().phones, main: NEW_MAIN }));

    for (const server of servers) {
      for (const path of ["/", "/contact", "/services/cooling-issues"]) {
        const html = await get(server, path);
        expect(html, path).toContain(NEW_MAIN.display);
        expect(html, path).toContain(`href="tel:${NEW_MAIN.e164}"`);
        expect(html, path).not.toContain(OLD_MAIN.display);
        expect(html, path).not.toContain(OLD_MAIN.e164);
      }
      for (const path of ["/", "/contact"]) {
        expect(businessBlock(await get(server, path))?.telephone, path).toBe(NEW_MAIN.e164);
      }
    }
    await page.goto(`${servers[1]!.url}/`);
    const tel = `a[href="tel:${NEW_MAIN.e164}"]`;
    await expect(page.locator(`header ${tel}`)).toHaveText(NEW_MAIN.display);
    await expect(page.locator(`footer ${tel}`)).toHaveText(NEW_MAIN.display);
    // The hero's call button and the call bar.
    await expect(page.locator(`main section`).first().locator(tel)).toHaveCount(1);
    await expect(page.locator(`[data-call-bar] ${tel}`)).toContainText(NEW_MAIN.display);
  });

  test("Saturdays closed and a special date closed with a note: /book refuses them with the next date with room; the footer and JSON-LD say so", async () => {
    const saturday = weekdayInNewYork(6, 2);
    const special = nextWorkdayAfter(weekdayInNewYork(3, 3));
    const note = "Inventory <day> & stock-take";
    const weeklyHours = {
      ...publicFactDefaults().weeklyHours,
      Saturday: { opens: null, closes: null, bookingWindows: [] },
    };
    await store(async (db) => {
      await storeSiteFact(db, "weeklyHours", weeklyHours);
      await closeDate(db, special, note);
    });

    for (const [n, server] of servers.entries()) {
      // The Saturday: closed; the next date with room is the Monday after it (Sunday is phone only).
      const monday = nextWorkdayAfter(saturday, special);
      const refused = await postBooking(server.url, {
        preferredDate: saturday,
        preferredTime: WINDOW_LABEL.morning,
        email: `saturday-${n}@example.com`,
      });
      expect(refused.status).toBe(409);
      const text = decodeEntities(refused.html);
      expect(text).toContain(`${WINDOW_LABEL.morning} on ${formatCalendarDate(saturday)} is closed.`);
      expect(text).toContain(`Windows with room: ${formatCalendarDate(monday)}, ${WINDOW_LABEL.morning}`);

      const refusedSpecial = await postBooking(server.url, {
        preferredDate: special,
        preferredTime: WINDOW_LABEL.afternoon,
        email: `special-${n}@example.com`,
      });
      expect(refusedSpecial.status).toBe(409);
      const specialText = decodeEntities(refusedSpecial.html);
      expect(specialText).toContain(`${WINDOW_LABEL.afternoon} on ${formatCalendarDate(special)} is closed.`);
      expect(specialText).toContain(
        `Windows with room: ${formatCalendarDate(nextWorkdayAfter(special))}, ${WINDOW_LABEL.morning}`,
      );

      // The availability the wizard's step 3 reads: every window closed on both dates.
      for (const date of [saturday, special]) {
        const view = (await (await fetch(`${server.url}/availability?date=${date}`)).json()) as {
          windows: Array<{ open: boolean }>;
        };
        expect(
          view.windows.map((w) => w.open),
          date,
        ).toEqual([false, false, false]);
      }

      for (const path of ["/", "/contact"]) {
        const html = await get(server, path);
        const footer = decodeEntities(html.slice(html.lastIndexOf("<footer")).replace(/<!-- -->/g, ""));
        expect(footer).toContain(`Saturday - Sunday</dt>`);
        expect(footer).toContain(`${formatCalendarDate(special)}: Closed (${note})`);
        // What the owner typed is escaped.
        expect(html).not.toContain("<day>");
        const block = businessBlock(html)!;
        expect(block.openingHoursSpecification.flatMap((s: Json) => s.dayOfWeek)).not.toContain(
          "https://schema.org/Saturday",
        );
        expect(block.specialOpeningHoursSpecification).toContainEqual({
          "@type": "OpeningHoursSpecification",
          opens: "00:00",
          closes: "00:00",
          validFrom: special,
          validThrough: special,
        });
      }
    }
    expect(saturday > todayInNewYork()).toBe(true);
  });

  test("a price change shows on the service page and its /services card; an added FAQ on /services and in its FAQPage JSON-LD", async ({
    page,
  }) => {
    const question = "Do you repair <script>wine coolers</script> too?";
    const answer = "Yes: wine coolers & beverage centers.";
    await store(async (db) => {
      // Only the price changed (the store keeps the other services' defaults).
      await storeSiteFact(db, "servicePrices", { "cooling-issues": "$111-$222" });
      await storeSiteFact(db, "faqs", { contact: contactFaqs, services: [...servicesFaqs, { question, answer }] });
    });
    for (const server of servers) {
      const detail = await get(server, "/services/cooling-issues");
      expect(detail).toContain("$111-$222");
      const services = await get(server, "/services");
      expect(services).not.toContain("<script>wine");
      const faq = jsonLdOf(services).find((b) => b["@type"] === "FAQPage")!;
      expect(faq.mainEntity.at(-1)).toEqual({
        "@type": "Question",
        name: question,
        acceptedAnswer: { "@type": "Answer", text: answer },
      });
    }
    await page.goto(`${servers[0]!.url}/services`);
    const card = page.locator("li").filter({ has: page.getByRole("heading", { name: "Cooling Issues", exact: true }) });
    await expect(card.locator("[data-price]")).toHaveText("Typical cost: $111-$222");
    await expect(page.locator("#faq")).toContainText(question);
    await expect(page.locator("#faq")).toContainText(answer);
    await expectPriceBox(page, `${servers[1]!.url}/services/cooling-issues`, "$111-$222");
  });
});

async function expectPriceBox(page: Page, url: string, price: string) {
  await page.goto(url);
  await expect(page.getByRole("complementary").getByText(price, { exact: true })).toBeVisible();
}
