/**
 * Customers and reviews (issue 22), on PostgreSQL with two server processes sharing it: racing
 * bookings with one new phone make one customer; two bookings with one phone and two e-mails are
 * one customer, the second "Returning customer"; a booking within 90 days after a completed
 * repair says "Warranty callback: repair of <day> (receipt #<job>), covered until <day, year>",
 * linked to the earlier request (the request, the list, the schedule, Today and the office's
 * mail; unlinked for a technician the earlier visit was not assigned to; another customer's none); a
 * customer's texts show on their page (the confirmation, with its kind); a known customer's booking is
 * answered, mailed and texted exactly as a stranger's; split and merge work and are logged; a technician opens only their
 * visits' customers (403 otherwise, page, .data and POST); the review e-mail goes once with the
 * owner's link after the delay (0 here), not again within 180 days, never after the opt-out, never
 * without a link; erasing leaves no name, phone, e-mail, address or photo on any page, CSV,
 * export, feed or search, no text on the page or in the export, and the payment totals unchanged.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import {
  activity,
  bookings,
  customers,
  jobs,
  payments,
  photos,
  reviewRequests,
  smsInbound,
  textOutbox,
  users,
} from "#app/db/schema";
import { hashPassword } from "#app/auth/passwords.server";
import { setSiteSetting } from "#app/settings/settings-rows.server";
import { startTestPostgres, type TestPostgres } from "#tests/support/postgres";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import { startFakeSmsProvider, type FakeSmsProvider } from "#tests/support/sms-provider";
import { textKindLabels } from "#app/texts/messages";
import { addDays } from "#app/lib/dates";
import { business } from "#app/content/business";
import { bookingForm, parseCsv, postCompletion, postForm, signIn, uniqueMarker } from "./support/requests";
import { withServerDatabase } from "./support/database";
import { expectPhoneFit, signInWithForm } from "./support/workspace";
import { todayInNewYork, WINDOW_LABEL, workdayInNewYork } from "./support/public-site";
import { removeDir, spawnServer, tempDataDir, type SpawnedServer } from "./support/spawn-server";

const PASSWORD = "customers-owner-password";
const TECH_PASSWORD = "technician-password-1";
const REVIEW_URL = "https://g.page/r/fridge-review-e2e";

test.describe("customers and reviews on PostgreSQL with two server processes", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let postgres: TestPostgres;
  let smtp: TestSmtp;
  let sms: FakeSmsProvider;
  const servers: SpawnedServer[] = [];
  let ownerCookie = "";
  let clients = 0;
  const db = <T>(work: Parameters<typeof withServerDatabase<T>>[1]) =>
    withServerDatabase({ databaseUrl: postgres.url }, work);
  /** A booking posted as a browser without JavaScript, each from a client of its own. */
  const book = async (overrides: Record<string, string>, server = servers[0]!) => {
    const response = await postForm(
      server.url,
      "/book",
      bookingForm({ preferredTime: "First Available", ...overrides }),
      {
        "X-Forwarded-For": `10.9.${Math.floor(++clients / 250)}.${clients % 250}`,
      },
    );
    expect(response.status).toBe(200);
    const [row] = await db((d) =>
      d
        .select()
        .from(bookings)
        .where(eq(bookings.name, overrides.name!))
        .orderBy(sql`${bookings.id} desc`)
        .limit(1),
    );
    return row!;
  };
  // A visit completed as the office completes it: the request page's completion form, posted,
  // and its payment recorded from the confirmation step.
  const finish = async (bookingId: number, _owner: { id: number; email: string }) => {
    await db((d) => d.update(bookings).set({ visitStep: "arrived" }).where(eq(bookings.id, bookingId)));
    const response = await postCompletion(
      servers[0]!.url,
      `/admin/requests/booking/${bookingId}`,
      {
        intent: "complete-visit",
        findings: "Relay",
        workDone: "Replaced the relay",
        labour: "150",
        diagnosticFee: "89",
        diagnosticCredited: "yes",
        paymentMethod: "cash",
      },
      { Cookie: ownerCookie },
    );
    expect(response.status, "the completion is accepted").toBe(302);
  };
  let owner: { id: number; email: string };
  let office: Page | undefined;
  /** The owner signed in with the form on the second process, one browser context for the tests that look. */
  const officePage = async (browser: Browser) => {
    if (!office) {
      const context = await browser.newContext({ baseURL: `http://localhost:${servers[1]!.port}` });
      office = await context.newPage();
      await signInWithForm(office, owner.email, PASSWORD);
      await expect(office.getByRole("navigation", { name: "Workspace" })).toBeVisible();
    }
    await office.setViewportSize({ width: 1280, height: 900 });
    return office;
  };
  /** The warranty callback's sentence for the repair of `bookingId`, as the issue words it. */
  const warrantySentence = async (bookingId: number) => {
    const [job] = await db((d) => d.select().from(jobs).where(eq(jobs.bookingId, bookingId)));
    const day = job!.completedAt.toLocaleDateString("en-CA", { timeZone: "America/New_York" });
    const short = (iso: string, year: boolean) =>
      new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
        timeZone: "UTC",
        month: "short",
        day: "numeric",
        ...(year ? { year: "numeric" } : {}),
      });
    return `Warranty callback: repair of ${short(day, false)} (receipt #${job!.id}), covered until ${short(addDays(day, 90), true)}`;
  };

  test.beforeAll(async () => {
    smtp = await startTestSmtp();
    postgres = await startTestPostgres();
    sms = await startFakeSmsProvider();
    const env = {
      SMS_URL: sms.url,
      // Texts leave at once rather than one a second (a long-code number's pace).
      SMS_PER_SECOND: "20",
      DATABASE_URL: postgres.url,
      ADMIN_PASSWORD: PASSWORD,
      RATE_LIMIT_PER_MINUTE: "1000",
      TRUST_PROXY: "1",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_POLL_MS: "100",
      HOUSEKEEPING_MS: "200",
      REVIEW_REQUEST_DELAY_MINUTES: "0",
      BOOKING_WINDOW_CAPACITY: "100",
      // A machine shared by several test runs can be slow: a busy database is not what is tested here.
      DB_TIMEOUT_MS: "20000",
    };
    for (let n = 0; n < 2; n++) servers.push(await spawnServer({ env, dataDir: tempDataDir("customers") }));
    ownerCookie = await signIn(servers[0]!.url, PASSWORD);
    const [row] = await db((d) => d.select().from(users).where(eq(users.role, "owner")));
    owner = { id: row!.id, email: row!.email };
  });
  test.afterAll(async () => {
    await office?.context().close();
    for (const server of servers) {
      await server.kill();
      removeDir(server.dataDir);
    }
    await postgres?.stop();
    await smtp?.stop();
    await sms?.stop();
  });

  test("20 bookings with one new phone over two processes make one customer", async () => {
    const phone = `(813) 55${String(Date.now()).slice(-1)}-${String(Date.now()).slice(-4)}`;
    const marker = uniqueMarker("Race");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postForm(
          servers[i % 2]!.url,
          "/book",
          // Distinct windows: the bookings race on the phone, not on one window's place.
          bookingForm({
            name: `${marker} ${i}`,
            phone,
            email: `race${i}@example.com`,
            preferredDate: workdayInNewYork(3 + Math.floor(i / 3)),
            preferredTime: [WINDOW_LABEL.morning, WINDOW_LABEL.afternoon, WINDOW_LABEL.evening][i % 3]!,
          }),
          { "X-Forwarded-For": `10.8.0.${i + 1}` },
        ),
      ),
    );
    if (answers.some((a) => a.status !== 200))
      console.log(servers.map((s) => s.output().slice(-4000)).join("\n-----\n"));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await db((d) =>
      d
        .select({ customerId: bookings.customerId })
        .from(bookings)
        .where(sql`${bookings.name} like ${`${marker}%`}`),
    );
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.customerId)).size).toBe(1);
    expect(rows[0]!.customerId).not.toBeNull();
  });

  test("one phone, two e-mails: one customer with two requests; the second is a returning customer; a warranty callback within 90 days", async ({
    browser,
  }) => {
    // Five workspace pages, each checked at phone widths with axe: more than 3 minutes on a busy machine.
    test.slow();
    const name = uniqueMarker("Rita");
    const first = await book({ name: `${name} A`, phone: "(727) 555-0171", email: `${name}-a@example.com` });
    const second = await book({ name: `${name} B`, phone: "727-555-0171", email: `${name}-b@example.com` });
    expect(second.customerId).toBe(first.customerId);

    const page = await officePage(browser);
    await page.goto(`/admin/customers/${first.customerId}`);
    const requests = page.getByRole("region", { name: "Requests, visits, jobs and payments" });
    await expect(requests.getByRole("link", { name: /^Booking #/ })).toHaveCount(2);
    // The two request pages as the server sends them (the browser adds nothing to a badge).
    const requestHtml = async (id: number) => {
      const response = await page.request.get(`/admin/requests/booking/${id}`);
      expect(response.status()).toBe(200);
      return response.text();
    };
    const returningBadge = /<span class="[^"]*">Returning customer<\/span>/;
    const secondHtml = await requestHtml(second.id);
    expect(secondHtml).toContain(`${name} B`);
    expect(secondHtml).toMatch(returningBadge);
    expect(secondHtml).not.toContain('data-testid="warranty-callback"');
    const firstHtml = await requestHtml(first.id);
    expect(firstHtml).toContain(`${name} A`);
    expect(firstHtml).not.toContain("Returning customer");

    // The request list says so too.
    await page.goto(`/admin?q=${encodeURIComponent(name)}`);
    await expect(page.locator(`#booking-${second.id}`)).toContainText("Returning customer");
    await expect(page.locator(`#booking-${first.id}`)).not.toContainText("Returning customer");

    // A completed repair, then a booking within 90 days: a warranty callback, in words, linked to the repair.
    await finish(first.id, owner);
    const third = await book({ name: `${name} C`, phone: "(727) 555-0171", email: `${name}-a@example.com` });
    const sentence = await warrantySentence(first.id);
    const earlier = `/admin/requests/booking/${first.id}`;
    await page.goto(`/admin/requests/booking/${third.id}`);
    await expect(page.getByRole("link", { name: sentence, exact: true })).toHaveAttribute("href", earlier);
    await expect(page.getByText("Returning customer", { exact: true })).toBeVisible();
    await expectPhoneFit(page, "request page of a warranty callback");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("link", { name: sentence, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${earlier}$`));
    await expect(page.getByTestId("warranty-callback")).toHaveCount(0);
    // The list too; the office's mail about the booking says the same, with the repair's address.
    await page.goto(`/admin?q=${encodeURIComponent(name)}`);
    await expect(
      page.locator(`#booking-${third.id}`).getByRole("link", { name: sentence, exact: true }),
    ).toHaveAttribute("href", earlier);
    await expect(page.locator(`#booking-${first.id}`).getByTestId("warranty-callback")).toHaveCount(0);
    const office = () => smtp.messages.find((m) => m.subject.startsWith(`New booking: ${name} C,`));
    await expect
      .poll(() => office()?.text.replace(/\r\n/g, "\n") ?? "", { timeout: 20_000 })
      .toContain(`${sentence}\nThe earlier repair: ${business.siteUrl}${earlier}\n`);
    await expect
      .poll(() => smtp.messages.find((m) => m.subject.startsWith(`New booking: ${name} A,`))?.text ?? "missing")
      .not.toMatch(/warranty callback|missing/i);

    // The schedule shows it on the booking's day; another customer's booking that day: none.
    const stranger = await book({
      name: `${name} Stranger`,
      phone: "(727) 555-0172",
      email: `${name}-s@example.com`,
      preferredDate: third.visitDate!,
    });
    await page.goto("/admin/schedule");
    await expect(page.getByTestId(`booking-${third.id}`)).toContainText("Warranty");
    await expect(
      page.getByTestId(`booking-${third.id}`).getByRole("link", { name: sentence, exact: true }),
    ).toHaveAttribute("href", earlier);
    await expect(page.getByTestId(`booking-${stranger.id}`)).toBeVisible();
    await expect(page.getByTestId(`booking-${stranger.id}`)).not.toContainText("Warranty");
    await expect(page.getByTestId(`booking-${first.id}`)).not.toContainText("Warranty");
    await expectPhoneFit(page, "schedule with a Warranty booking");
    await page.setViewportSize({ width: 1280, height: 900 });
    // Both visits moved to today: Today shows the badge on the warranty visit only.
    await db((d) =>
      d
        .update(bookings)
        .set({ visitDate: todayInNewYork(), visitWindow: "morning" })
        .where(sql`${bookings.id} in (${third.id}, ${stranger.id})`),
    );
    await page.goto("/admin/today");
    await expect(page.getByTestId(`visit-${third.id}`)).toContainText("Warranty");
    await expect(
      page.getByTestId(`visit-${third.id}`).getByRole("link", { name: sentence, exact: true }),
    ).toHaveAttribute("href", earlier);
    await expect(page.getByTestId(`visit-${stranger.id}`)).toBeVisible();
    await expect(page.getByTestId(`visit-${stranger.id}`)).not.toContainText("Warranty");
    // A technician sees it on their own visit.
    const techEmail = `${uniqueMarker("warranty-tech")}@example.com`;
    const [tech] = await db(async (d) =>
      d
        .insert(users)
        .values({
          email: techEmail,
          name: "Wes Warranty",
          role: "technician",
          passwordHash: await hashPassword(TECH_PASSWORD),
        })
        .returning(),
    );
    await db((d) => d.update(bookings).set({ technicianId: tech!.id }).where(eq(bookings.id, third.id)));
    const techCookie = await signIn(servers[0]!.url, TECH_PASSWORD, techEmail);
    const techToday = await (await fetch(`${servers[0]!.url}/admin/today`, { headers: { Cookie: techCookie } })).text();
    expect(techToday).toContain(`data-testid="visit-${third.id}"`);
    expect(techToday).not.toContain(`data-testid="visit-${stranger.id}"`);
    expect(techToday).toContain(">Warranty<");
    // The sentence, but no link: the earlier visit was not this technician's (its page would refuse them).
    expect(techToday).toContain(sentence);
    expect(techToday).not.toContain(`href="${earlier}"`);
    await expectPhoneFit(page, "Today with a Warranty visit");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Search finds them by phone in another spelling.
    await page.goto(`/admin/customers?q=${encodeURIComponent("727.555.0171")}`);
    await expect(page.getByRole("link", { name: `${name} C` })).toBeVisible();

    // Split the second booking off, then merge it back; both in the activity log.
    await page.goto(`/admin/customers/${first.customerId}`);
    await page.getByRole("button", { name: `Not this customer: split off booking #${second.id}` }).click();
    await expect(page.getByText("The request now belongs to this new customer.")).toBeVisible();
    const [split] = await db((d) => d.select().from(bookings).where(eq(bookings.id, second.id)));
    expect(split!.customerId).not.toBe(first.customerId);
    await page.goto(`/admin/customers/${first.customerId}`);
    await page.getByLabel("The other customer's number").fill(String(split!.customerId));
    await page.getByRole("button", { name: "Merge" }).click();
    await expect(page.getByText("The customers were merged.")).toBeVisible();
    await expect(requests.getByRole("link", { name: /^Booking #/ })).toHaveCount(3);
    // The pages fit phones (320 and 375 px) and axe finds nothing serious.
    await expectPhoneFit(page, "customer page");
    await page.goto(`/admin/customers?q=${encodeURIComponent(name)}`);
    await expectPhoneFit(page, "customers list");
    const log = await db((d) => d.select().from(activity));
    expect(log.some((r) => r.action === "customer-split" && r.requestId === second.id)).toBe(true);
    expect(
      log.some((r) => r.action === "customers-merged" && r.detail.includes(`#${split!.customerId} merged into`)),
    ).toBe(true);
  });

  test("the visitor learns nothing: a known customer's booking is answered, mailed and texted as a stranger's", async () => {
    const marker = uniqueMarker("same");
    const known = { phone: "(727) 555-0191", email: `${marker}-known@example.com` };
    const stranger = { phone: "(727) 555-0192", email: `${marker}-new@example.com` };
    await book({ name: `${marker} First`, ...known, smsConsent: "yes" });
    // The known customer books again, and a stranger books the same visit, each from a new client.
    const answer = async (who: typeof known, name: string) => {
      const response = await postForm(
        servers[1]!.url,
        "/book",
        bookingForm({ preferredTime: "First Available", name, smsConsent: "yes", ...who }),
        { "X-Forwarded-For": `10.8.0.${++clients % 250}` },
      );
      return { status: response.status, html: await response.text() };
    };
    const again = await answer(known, `${marker} Again`);
    const fresh = await answer(stranger, `${marker} Fresh`);
    expect(again.status).toBe(200);
    expect(fresh.status).toBe(200);
    // The same page, but for what each typed, the page's nonces and private links.
    const same = (html: string, who: typeof known, name: string) =>
      html
        .replaceAll(name, "NAME")
        .replaceAll(who.email, "EMAIL")
        .replaceAll(who.phone, "PHONE")
        .replace(/nonce="[^"]*"/g, 'nonce=""')
        .replace(/[A-Za-z0-9_-]{43}/g, "TOKEN");
    expect(same(again.html, known, `${marker} Again`)).toBe(same(fresh.html, stranger, `${marker} Fresh`));

    // The same confirmation e-mail (the second to the known address) and the same text.
    const mailTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email) && /booked/i.test(m.subject));
    await expect.poll(() => mailTo(known.email).length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => mailTo(stranger.email).length, { timeout: 20_000 }).toBe(1);
    const body = (m: { subject: string; text: string }) =>
      `${m.subject}\n${m.text.replace(/[A-Za-z0-9_-]{43}/g, "TOKEN")}`;
    expect(body(mailTo(known.email)[1]!)).toBe(body(mailTo(stranger.email)[0]!));
    const textTo = (phone: string) => sms.messages.filter((m) => m.to === `+1${phone.replace(/\D/g, "")}`);
    await expect.poll(() => textTo(known.phone).length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => textTo(stranger.phone).length, { timeout: 20_000 }).toBe(1);
    const text = (t: { body: string }) => t.body.replace(/[A-Za-z0-9_-]{43}/g, "TOKEN");
    expect(text(textTo(known.phone)[1]!)).toBe(text(textTo(stranger.phone)[0]!));
  });

  test("a customer's texts show on their page: the booking confirmation, with its kind", async ({ browser }) => {
    const name = uniqueMarker("Tex");
    const booked = await book({
      name,
      phone: "(813) 555-0175",
      email: `${name}@example.com`,
      smsConsent: "yes",
    });
    await expect.poll(() => sms.messages.filter((m) => m.to === "+18135550175").length, { timeout: 20_000 }).toBe(1);
    // Sent, as the outbox records it once the provider took it.
    await expect
      .poll(
        async () =>
          (await db((d) => d.select().from(textOutbox).where(eq(textOutbox.bookingId, booked.id))))[0]?.sentAt ?? null,
        { timeout: 20_000 },
      )
      .not.toBeNull();
    const page = await officePage(browser);
    await page.goto(`/admin/customers/${booked.customerId}`);
    const texts = page.getByRole("region", { name: "Texts" });
    await expect(texts.getByRole("listitem")).toHaveCount(1);
    await expect(texts).toContainText(textKindLabels.confirmation);
    await expect(texts).toContainText("To the customer");
    await expect(texts).toContainText(/Sent/);
    await expect(texts).toContainText("Reply STOP to opt out");
    await expect(texts.getByRole("link", { name: `booking #${booked.id}` })).toBeVisible();
    // The appointment page's private link is not shown (as on the request's page).
    await expect(texts).toContainText("/appointments/[removed]");
    await expectPhoneFit(page, "customer page with texts");
    // Another customer's page has none of it.
    const other = await book({ name: uniqueMarker("NoTex"), phone: "(813) 555-0176", email: "notex@example.com" });
    await page.goto(`/admin/customers/${other.customerId}`);
    await expect(page.getByRole("region", { name: "Texts" })).toContainText("No texts.");
  });

  test("a technician opens only the customers of their visits (403 otherwise)", async () => {
    const email = `${uniqueMarker("tech")}@example.com`;
    const [tech] = await db(async (d) =>
      d
        .insert(users)
        .values({ email, name: "Tia Tech", role: "technician", passwordHash: await hashPassword(TECH_PASSWORD) })
        .returning(),
    );
    const mine = await book({ name: uniqueMarker("Mine"), phone: "(813) 555-0181", email: "mine@example.com" });
    const other = await book({ name: uniqueMarker("Other"), phone: "(813) 555-0182", email: "other@example.com" });
    await db((d) => d.update(bookings).set({ technicianId: tech!.id }).where(eq(bookings.id, mine.id)));
    const cookie = await signIn(servers[1]!.url, TECH_PASSWORD, email);
    const get = (path: string) => fetch(servers[1]!.url + path, { headers: { Cookie: cookie }, redirect: "manual" });
    expect((await get(`/admin/customers/${mine.customerId}`)).status).toBe(200);
    for (const path of [
      `/admin/customers/${other.customerId}`,
      `/admin/customers/${other.customerId}.data`,
      `/admin/customers/${other.customerId}/`,
      `/admin/customers`,
      `/admin/customers.data`,
      `/admin/customers/${mine.customerId}/export.json`,
      `/admin/customers/${mine.customerId}/export.csv`,
    ])
      expect((await get(path)).status, path).toBe(path.endsWith("/") ? 308 : 403);
    const post = await postForm(
      servers[1]!.url,
      `/admin/customers/${other.customerId}`,
      { intent: "note", note: "x" },
      { Cookie: cookie },
    );
    expect(post.status).toBe(403);
  });

  test("review requests: one e-mail with the owner's link; none within 180 days, after opting out or without a link", async ({
    page,
  }) => {
    await db((d) => setSiteSetting(d, "googleReviewUrl", REVIEW_URL));
    const name = uniqueMarker("Rev");
    const email = `${name}@example.com`.toLowerCase();
    const first = await book({ name: `${name} 1`, phone: "(813) 555-0191", email });
    await finish(first.id, owner);
    const reviewMails = () => smtp.messages.filter((m) => m.to.includes(email) && m.text.includes(REVIEW_URL));
    await expect.poll(() => reviewMails().length, { timeout: 20_000 }).toBe(1);
    expect(reviewMails()[0]!.text).not.toContain(name);

    // A second completed visit for the customer within 180 days: none.
    const second = await book({ name: `${name} 2`, phone: "(813) 555-0191", email });
    await finish(second.id, owner);
    await expect
      .poll(
        async () =>
          (await db((d) => d.select().from(reviewRequests).where(eq(reviewRequests.bookingId, second.id))))[0]?.skipped,
        {
          timeout: 20_000,
        },
      )
      .toBe("within-180-days");

    // The opt-out link: GET shows a button (changes nothing), POST opts out.
    const link = /https?:\/\/[^\s]+\/reviews\/opt-out\/([A-Za-z0-9_-]{43})/.exec(reviewMails()[0]!.text)![1]!;
    // A visitor's browser (the worker's own context: no session).
    await page.goto(`${servers[0]!.url}/reviews/opt-out/${link}`);
    const [before] = await db((d) => d.select().from(customers).where(eq(customers.id, first.customerId!)));
    expect(before!.reviewOptOutAt).toBeNull();
    await page.getByRole("button", { name: "No more review requests" }).click();
    await expect(page.getByText("Done: we will not ask you for a review again.")).toBeVisible();
    expect((await fetch(`${servers[0]!.url}/reviews/opt-out/${"x".repeat(43)}`)).status).toBe(404);
    // Half a year later, another visit: still none.
    await db((d) =>
      d
        .update(reviewRequests)
        .set({ sentAt: sql`${reviewRequests.sentAt} - interval '200 days'` })
        .where(eq(reviewRequests.customerId, first.customerId!)),
    );
    const third = await book({ name: `${name} 3`, phone: "(813) 555-0191", email });
    await finish(third.id, owner);
    await expect
      .poll(
        async () =>
          (await db((d) => d.select().from(reviewRequests).where(eq(reviewRequests.bookingId, third.id))))[0]?.skipped,
        {
          timeout: 20_000,
        },
      )
      .toBe("opted-out");

    // Without a link: none.
    await db((d) => setSiteSetting(d, "googleReviewUrl", null));
    const other = await book({ name: `${name} other`, phone: "(813) 555-0192", email: `${name}-x@example.com` });
    await finish(other.id, owner);
    await expect
      .poll(
        async () =>
          (await db((d) => d.select().from(reviewRequests).where(eq(reviewRequests.bookingId, other.id))))[0]?.skipped,
        {
          timeout: 20_000,
        },
      )
      .toBe("no-link");
    expect(reviewMails()).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.text.includes(REVIEW_URL))).toHaveLength(1);
  });

  test("erasing a customer leaves their details nowhere; payment totals unchanged", async ({ page }) => {
    const name = uniqueMarker("Erasmus");
    const email = `${name}@example.com`.toLowerCase();
    const booked = await book({
      name,
      phone: "(813) 555-0199",
      email,
      address: "4242 Forgotten Way",
      model: "MODEL-ERASE-1",
      smsConsent: "yes",
    });
    await expect.poll(() => sms.messages.filter((m) => m.to === "+18135550199").length, { timeout: 20_000 }).toBe(1);
    await db((d) =>
      d.insert(photos).values({
        bookingId: booked.id,
        contentType: "image/jpeg",
        width: 1,
        height: 1,
        bytes: Buffer.from("x"),
        thumbnail: Buffer.from("x"),
      }),
    );
    await finish(booked.id, owner);
    const total = async () =>
      (await db((d) => d.select({ s: sql<string>`coalesce(sum(${payments.amountCents}), 0)` }).from(payments)))[0]!.s;
    const before = await total();
    const [photo] = await db((d) => d.select().from(photos).where(eq(photos.bookingId, booked.id)));

    await signInWithForm(page, owner.email, PASSWORD, servers[0]!.url);
    await expect(page.getByRole("navigation", { name: "Workspace" })).toBeVisible();
    await page.goto(`${servers[0]!.url}/admin/customers/${booked.customerId}`);
    // Without the tick: refused, nothing erased.
    await page.getByRole("button", { name: "Erase customer" }).click();
    await expect(page.getByText("Tick the box to confirm erasing this customer.")).toBeVisible();
    await page.getByLabel(/Erase this customer/).check();
    await page.getByRole("button", { name: "Erase customer" }).click();
    await expect(page.getByText("The customer was erased.", { exact: false })).toBeVisible();

    // The texts both ways are gone: none on the page, none in either export.
    expect(await db((d) => d.select().from(textOutbox).where(eq(textOutbox.bookingId, booked.id)))).toEqual([]);
    expect(await db((d) => d.select().from(smsInbound).where(eq(smsInbound.bookingId, booked.id)))).toEqual([]);
    const exported = await fetch(`${servers[1]!.url}/admin/customers/${booked.customerId}/export.json`, {
      headers: { Cookie: ownerCookie },
    });
    expect(((await exported.json()) as { texts: unknown[] }).texts).toEqual([]);
    const erasedPage = await fetch(`${servers[1]!.url}/admin/customers/${booked.customerId}`, {
      headers: { Cookie: ownerCookie },
    });
    const erasedHtml = await erasedPage.text();
    expect(erasedHtml).toContain("No texts.");
    expect(erasedHtml).not.toContain(textKindLabels.confirmation);

    const secrets = [name, email, "555-0199", "5550199", "4242 Forgotten Way", "MODEL-ERASE-1"];
    const [settings] = await db((d) => d.execute(sql`select value from settings where key like '%feed%' limit 1`)).then(
      (r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Array<{ value: string }>,
    );
    const paths = [
      `/admin/customers/${booked.customerId}`,
      `/admin/customers/${booked.customerId}/export.json`,
      `/admin/customers/${booked.customerId}/export.csv`,
      `/admin/customers`,
      `/admin/requests/booking/${booked.id}`,
      `/admin`,
      `/admin/bookings.csv`,
      `/admin/requests.csv`,
      `/admin/payments.csv`,
      `/admin/schedule`,
      ...(settings ? [`/calendar/${settings.value}.ics`] : []),
    ];
    for (const path of paths) {
      const response = await fetch(servers[1]!.url + path, { headers: { Cookie: ownerCookie } });
      expect(response.status, path).toBe(200);
      const text = await response.text();
      for (const secret of secrets) expect(text, `${path} shows ${secret}`).not.toContain(secret);
    }
    // The search finds them by none of it (the page echoes only what was typed).
    for (const q of [name, "8135550199", email, "Forgotten Way", "MODEL-ERASE-1"]) {
      const found = await fetch(`${servers[1]!.url}/admin/customers?q=${encodeURIComponent(q)}`, {
        headers: { Cookie: ownerCookie },
      });
      expect(await found.text(), q).toContain("No customer matches.");
    }
    expect(
      (await fetch(`${servers[1]!.url}/admin/photos/${photo!.id}`, { headers: { Cookie: ownerCookie } })).status,
    ).toBe(404);
    const payCsv = parseCsv(
      await (await fetch(`${servers[1]!.url}/admin/payments.csv`, { headers: { Cookie: ownerCookie } })).text(),
    );
    expect(payCsv.some((row) => row.includes(`Erased customer #${booked.customerId}`))).toBe(true);
    expect(await total()).toBe(before);
    const [job] = await db((d) => d.select().from(jobs).where(eq(jobs.bookingId, booked.id)));
    expect(job).toBeTruthy();
    const log = await db((d) => d.select().from(activity).where(eq(activity.action, "customer-erased")));
    expect(log.map((r) => r.detail).join(" ")).not.toContain(name);
  });
});
