/**
 * Texts to customers (DECISIONS "Texts"), end to end: production servers of their own pointed
 * (SMS_URL) at a loopback fake of the provider's API (tests/support/sms-provider.ts), with the
 * texts' clock injected (TEST_CLOCK) so reminders and quiet hours happen on cue.
 */
import { expect, test, type Page } from "@playwright/test";
import { business } from "#app/content/business";
import { SMS_CONSENT_WORDING } from "#app/content/texts";
import { addDays } from "#app/lib/dates";
import { TEXTS_PER_CLIENT_PER_DAY } from "#app/texts/outbox.server";
import { textFor, textForEs } from "#app/texts/messages";
import { postWebhook, signWebhook, startFakeSmsProvider, type FakeSmsProvider } from "#tests/support/sms-provider";
import { bookAppointment, bookingForm, OWNER_EMAIL, postForm, signIn, uniqueMarker } from "./support/requests";
import { acceptInvite, assign, bookingId, inviteTechnician } from "./support/visit-day";
import { nthWorkdayInNewYork, WINDOW_LABEL } from "./support/public-site";
import { removeDir, spawnServer, tempDataDir, type SpawnedServer } from "./support/spawn-server";
import { expectPhoneFit, signInWithForm } from "./support/workspace";
import { withServerDatabase } from "./support/database";
import { setSiteSetting, siteSettingDefaults } from "#app/settings/settings-rows.server";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import { foreignSentences, textChunks } from "#tests/support/language-check";

const PASSWORD = "texts-test-owner-password";
/** The visit the reminders are about, and the day before it at a given hour in New York. */
const VISIT = nthWorkdayInNewYork(2);
const OTHER = nthWorkdayInNewYork(4);
const dayBefore = (hour: string) => `${addDays(VISIT, -1)}T${hour}:00-05:00`;

function serverEnv(fake: FakeSmsProvider, clock: string, extra: Record<string, string> = {}) {
  return {
    SMS_URL: fake.url,
    SMS_RETRY_BASE_MS: "200",
    // Tests do not wait for a long-code number's pace of one text a second.
    SMS_PER_SECOND: "20",
    HOUSEKEEPING_MS: "300",
    ADMIN_PASSWORD: PASSWORD,
    TEST_CLOCK: clock,
    ...extra,
  };
}

/** Waits a moment and checks that no more texts than `count` arrived meanwhile. */
async function expectNoMoreTexts(fake: FakeSmsProvider, count: number, ms = 2500) {
  await new Promise((r) => setTimeout(r, ms));
  expect(fake.messages.map((m) => m.body)).toHaveLength(count);
}

interface TextsServer {
  fake: FakeSmsProvider;
  smtp: TestSmtp;
  server: SpawnedServer;
}

/**
 * A server of a describe's own with the provider's fake and an SMTP sink, its clock at noon on the
 * day before VISIT (a booking for VISIT is reminded at once); `prepare` writes to its database first.
 */
async function startTextsServer(prepare?: (dataDir: string) => Promise<unknown>): Promise<TextsServer> {
  const fake = await startFakeSmsProvider();
  const smtp = await startTestSmtp();
  const dataDir = tempDataDir("texts");
  await prepare?.(dataDir);
  const server = await spawnServer({
    dataDir,
    env: serverEnv(fake, dayBefore("12:00"), { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_POLL_MS: "200" }),
  });
  return { fake, smtp, server };
}

async function stopTextsServer({ fake, smtp, server }: Partial<TextsServer>) {
  await server?.kill();
  if (server) removeDir(server.dataDir);
  await fake?.stop();
  await smtp?.stop();
}

test.describe("texts to customers", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let fake: FakeSmsProvider;
  let smtp: TestSmtp;
  let server: SpawnedServer;

  test.beforeAll(async () => ({ fake, smtp, server } = await startTextsServer()));
  test.afterAll(() => stopTextsServer({ fake, smtp, server }));

  test("a booking from /es/book: its text and its mail, as the fakes receive them, are Spanish and link the Spanish page", async () => {
    const email = `${uniqueMarker("spanish")}@example.com`;
    const answer = await postForm(
      server.url,
      "/es/book",
      bookingForm({ email, phone: "(813) 555-0131", smsConsent: "yes", preferredDate: OTHER }),
    );
    expect(answer.status).toBe(200);
    const page = new RegExp(`${business.siteUrl}/es/appointments/[A-Za-z0-9_-]{43}`);
    const [text] = await fake.waitFor(1);
    expect(text!.to).toBe("+18135550131");
    expect(text!.body).toMatch(page);
    expect(text!.body).toContain("STOP");
    expect(foreignSentences("es", textChunks(text!.body))).toEqual([]);
    await expect.poll(() => smtp.messages.some((m) => m.to.includes(email)), { timeout: 15_000 }).toBe(true);
    const mail = smtp.messages.find((m) => m.to.includes(email))!;
    expect(mail.subject).toMatch(/^Su visita/);
    expect(mail.text).toMatch(page);
    expect(foreignSentences("es", textChunks(mail.text))).toEqual([]);
    // Its calendar file is Spanish too.
    expect(mail.attachments.find((a) => a.contentType.startsWith("text/calendar"))?.content).toContain(
      "SUMMARY:Visita de reparación de refrigerador",
    );
  });
  test.beforeEach(() => {
    fake.messages.length = 0;
    fake.calls.length = 0;
  });

  test("a booking with consent gets the confirmation text with its link; without consent none", async ({ page }) => {
    await page.goto(`${server.url}/book`);
    const consent = page.getByLabel(SMS_CONSENT_WORDING);
    await expect(consent).not.toBeChecked();
    await page.getByLabel("Full Name").fill("Texted Visitor");
    await page.getByLabel("Email").fill("texted@example.com");
    await page.getByLabel("Phone Number").fill("(813) 555-0123");
    await consent.check();
    await page.getByLabel("Address").fill("500 Channelside Dr");
    await page.getByLabel("City").fill("Tampa");
    await page.getByLabel("ZIP Code").fill("33602");
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.getByLabel("Refrigerator Brand").selectOption("Whirlpool");
    await page.getByLabel("Describe the Issue").fill("Warm since Tuesday.");
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.getByLabel("Preferred Date").fill(OTHER);
    await page.getByLabel("Preferred Time").selectOption(WINDOW_LABEL.afternoon);
    await page.getByRole("button", { name: "Book Appointment" }).click();
    const link = page.getByRole("link", { name: "See, move or cancel your appointment" });
    await expect(link).toBeVisible({ timeout: 15_000 });
    const href = (await link.getAttribute("href"))!;

    const [text] = await fake.waitFor(1);
    expect(text!.to).toBe("+18135550123");
    expect(text!.body).toContain(`${business.siteUrl}${new URL(href, server.url).pathname}`);
    expect(text!.body).toContain("Reply STOP to opt out");

    // The same without the box ticked (a plain form post, as without JavaScript): no text.
    await bookAppointment(server.url, { phone: "(813) 555-0124", preferredDate: OTHER });
    await expectNoMoreTexts(fake, 1);
  });

  test("the provider answering 500 twice, then 201, ends with one text", async () => {
    fake.script("500", "500");
    await bookAppointment(server.url, { phone: "(813) 555-0125", smsConsent: "yes", preferredDate: OTHER });
    await fake.waitFor(1);
    await expectNoMoreTexts(fake, 1, 1500);
    expect(fake.calls.map((c) => c.answer)).toEqual(["500", "500", "ok"]);
  });

  test("webhooks: GET is 405, unsigned or wrongly signed is 403 and changes nothing", async () => {
    expect((await fetch(`${server.url}/sms/inbound`)).status).toBe(405);
    expect((await fetch(`${server.url}/sms/status`)).status).toBe(405);
    const phone = "(813) 555-0126";
    const appointment = await bookAppointment(server.url, { phone, smsConsent: "yes", preferredDate: OTHER });
    await fake.waitFor(1);
    const stop = { MessageSid: "SMforged1", AccountSid: fake.accountSid, From: "+18135550126", Body: "STOP" };
    const url = `${server.url}/sms/inbound`;
    expect((await postWebhook(url, stop, { signature: null })).status).toBe(403);
    expect((await postWebhook(url, stop, { signature: "d3Jvbmcgc2lnbmF0dXJl" })).status).toBe(403);
    expect((await postWebhook(url, stop, { authToken: "not-the-token" })).status).toBe(403);
    // Signed for another address: refused too.
    const elsewhere = signWebhook(fake.authToken, "https://evil.example/sms/inbound", stop);
    expect((await postWebhook(url, stop, { signature: elsewhere })).status).toBe(403);
    // The STOPs changed nothing: moving the visit to tomorrow is texted, and so is its reminder.
    await moveTo(server, appointment, VISIT, "morning");
    const texts = await fake.waitFor(3, 15_000);
    expect(texts.map((t) => t.body).join("\n")).toContain("reminder, your visit is tomorrow");
  });

  test("STOP stops the reminder and later texts; START brings them back; HELP is answered", async () => {
    const phone = "(813) 555-0127";
    const from = "+18135550127";
    const appointment = await bookAppointment(server.url, { phone, smsConsent: "yes", preferredDate: OTHER });
    await fake.waitFor(1);
    const response = await fake.textSite(server.url, from, "Stop");
    expect(response.status).toBe(200);
    // Moved to tomorrow: no answer to the move, and no reminder.
    await moveTo(server, appointment, VISIT, "afternoon");
    await expectNoMoreTexts(fake, 1, 3000);

    await fake.textSite(server.url, from, "START");
    await moveTo(server, appointment, OTHER, "evening");
    const [, moved] = await fake.waitFor(2);
    expect(moved!.body).toContain("your visit is moved to");

    // An English customer's HELP: the English answer. AYUDA is answered in Spanish (DECISIONS
    // "Spanish": the HELP answer is in the customer's language, and AYUDA says which).
    await fake.textSite(server.url, from, "HELP");
    const [, , help] = await fake.waitFor(3);
    expect(help!.body).toBe(textFor.help({ phone: siteSettingDefaults.mainPhone.display }));
    expect(help!.to).toBe(from);
    await fake.textSite(server.url, from, "AYUDA");
    const [, , , ayuda] = await fake.waitFor(4);
    expect(ayuda!.body).toBe(textForEs.help({ phone: siteSettingDefaults.mainPhone.display }));
    expect(ayuda!.to).toBe(from);
  });

  test("a reply shows unread on the request's page, and staff answer it by text", async ({ page }) => {
    const appointment = await bookAppointment(server.url, {
      name: "Replying Visitor",
      phone: "(813) 555-0128",
      smsConsent: "yes",
      preferredDate: OTHER,
    });
    await fake.waitFor(1);
    const reply = "Can the technician call before coming?";
    await fake.textSite(server.url, "+18135550128", reply);
    await signInWithForm(page, business.emails.business, PASSWORD, server.url);
    await page.getByRole("link", { name: "Replying Visitor" }).first().click();
    const texts = page.locator("#texts");
    await expect(texts.getByRole("heading", { name: "Texts (1 unread)" })).toBeVisible();
    await expect(texts).toContainText(reply);
    await expect(texts).toContainText("Unread");
    await expect(texts).toContainText("Agreed to texts on");
    await expect(page.locator("#history")).toContainText(reply);
    // The panel fits a phone (320 and 375 px) and axe finds nothing serious.
    await expectPhoneFit(page, "a request's page with texts");
    await page.setViewportSize({ width: 1280, height: 900 });
    await texts.getByLabel("Answer by text").fill("Yes, he will call 30 minutes before.");
    await texts.getByRole("button", { name: "Send text" }).click();
    await expect(page.getByText("The text was queued")).toBeVisible();
    const [, answer] = await fake.waitFor(2);
    expect(answer!.body).toBe("Yes, he will call 30 minutes before.");
    expect(answer!.to).toBe("+18135550128");
    await page.reload();
    await expect(texts.getByRole("heading", { name: "Texts", exact: true })).toBeVisible();
    await expect(texts).toContainText("Reply from staff");
    expect(appointment).toMatch(/^\/appointments\//);
  });
});

/** Moves a visit on its page as its form does without JavaScript. */
async function moveTo(server: SpawnedServer, appointment: string, date: string, window: string) {
  const response = await postForm(server.url, appointment, { intent: "reschedule", date, window });
  expect([302, 303], await response.clone().text()).toContain(response.status);
}

/** The texts the on-the-way test sends: two confirmations and the on-the-way text after START. */
const ON_THE_WAY_TEXTS = 3;
/** The owner's daily total on the server both tests below share: three more texts after those. */
const DAILY_TOTAL = ON_THE_WAY_TEXTS + 3;

test.describe("STOP and the on-the-way text, then the owner's daily total, on one server", () => {
  // A server of its own (the first describe's bookings have used up most of the client's daily
  // cap), with the owner's daily total set before it starts (Settings writes the same row): the
  // on-the-way test stays under it, the next one reaches it.
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let fake: FakeSmsProvider;
  let smtp: TestSmtp;
  let server: SpawnedServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    ({ fake, smtp, server } = await startTextsServer((dataDir) =>
      withServerDatabase({ dataDir }, (db) => setSiteSetting(db, "smsDailyLimit", DAILY_TOTAL)),
    ));
  });
  test.afterAll(() => stopTextsServer({ fake, smtp, server }));

  test("a signed STOP stops the on-the-way text while its e-mail goes; after START the next visit's goes with the estimate", async ({
    browser,
  }) => {
    // The browser's address of the server: localhost is a secure context, so the Secure cookie is kept.
    const base = `http://localhost:${server.port}`;
    const owner = await browser.newContext({ baseURL: base });
    const technician = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
    try {
      const marker = uniqueMarker("on-the-way");
      const [first, second] = [`${marker}-1@example.com`, `${marker}-2@example.com`];
      const from = "+18135550141";
      // Two visits on one day for the same number, both with consent: two confirmations.
      for (const email of [first, second])
        await bookAppointment(server.url, { email, phone: "(813) 555-0141", smsConsent: "yes", preferredDate: OTHER });
      await fake.waitFor(2);
      const stop = await fake.textSite(server.url, from, "STOP");
      expect(stop.status).toBe(200);

      // The owner invites a technician and assigns both visits to her.
      const ownerPage = await owner.newPage();
      await signInWithForm(ownerPage, OWNER_EMAIL, PASSWORD);
      // Signed in (the sign-in form is at /admin too): the workspace's Sign out button.
      await expect(ownerPage.getByRole("button", { name: "Sign out" })).toBeVisible();
      const invitePath = await inviteTechnician(ownerPage, "Maria Lopez", `${marker}-maria@example.com`);
      const ownerCookie = await signIn(server.url, PASSWORD);
      const firstId = await bookingId(server.url, ownerCookie, first);
      const secondId = await bookingId(server.url, ownerCookie, second);
      for (const id of [firstId, secondId]) await assign(ownerPage, id, "Maria Lopez");
      const techPage = await technician.newPage();
      await acceptInvite(techPage, invitePath, "texts-technician-password");
      await expect(techPage).toHaveURL(/\/admin\/today$/);

      // On her way to the first: the e-mail names the estimate, and no text goes to the number that said STOP.
      const firstAround = await onMyWay(techPage, firstId, "25");
      await expect
        .poll(() => smtp.messages.filter((m) => m.to.includes(first)).map((m) => m.subject), { timeout: 15_000 })
        .toContain(`Your technician is on the way: arriving around ${firstAround}`);
      await expectNoMoreTexts(fake, 2);

      // START, then on her way to the second visit: texted, with the estimate.
      const start = await fake.textSite(server.url, from, "START");
      expect(start.status).toBe(200);
      const secondAround = await onMyWay(techPage, secondId, "40");
      const [, , onTheWay] = await fake.waitFor(3);
      expect(onTheWay!.to).toBe(from);
      expect(onTheWay!.body).toBe(
        textFor.onTheWay({
          firstName: "Maria",
          arrivalTime: secondAround,
          phone: siteSettingDefaults.mainPhone.display,
        }),
      );
      await expectNoMoreTexts(fake, ON_THE_WAY_TEXTS, 1500);
    } finally {
      await Promise.all([owner.close(), technician.close()]);
    }
  });

  test("past the daily total texting stops, the bookings go on, and the owner gets one e-mail", async () => {
    // The test before sent ON_THE_WAY_TEXTS of the day's DAILY_TOTAL: three more may go.
    fake.messages.length = 0;
    fake.calls.length = 0;
    smtp.messages.length = 0;
    for (let i = 0; i < 6; i++)
      await bookAppointment(server.url, { phone: `(727) 555-02${10 + i}`, smsConsent: "yes", preferredDate: OTHER });
    await fake.waitFor(DAILY_TOTAL - ON_THE_WAY_TEXTS);
    const stopped = () => smtp.messages.filter((m) => m.subject.startsWith("Texts stopped for today"));
    await expect.poll(() => stopped().length, { timeout: 15_000 }).toBe(1);
    await expectNoMoreTexts(fake, DAILY_TOTAL - ON_THE_WAY_TEXTS);
    expect(stopped()).toHaveLength(1);
    expect(stopped()[0]!.to).toEqual([business.emails.business]);
    // Every booking was still stored and announced to the owner.
    await expect
      .poll(() => smtp.messages.filter((m) => m.subject.startsWith("New booking")).length, { timeout: 15_000 })
      .toBe(6);
  });
});

/** The technician taps "On my way" on Today (a plain form post) with the minutes; returns the arrival time shown. */
async function onMyWay(techPage: Page, id: number, minutes: string): Promise<string> {
  await techPage.goto(`/admin/today?date=${OTHER}`);
  const card = techPage.getByTestId(`visit-${id}`);
  await card.getByLabel("Minutes until you arrive").fill(minutes);
  await card.getByRole("button", { name: "On my way" }).click();
  // The visit is booked for another day (OTHER): the first tap asks, the second records.
  const asked = techPage.getByTestId(`visit-${id}`);
  await expect(asked.getByText("This visit is booked for", { exact: false })).toBeVisible();
  await asked.getByRole("button", { name: "On my way" }).click();
  const saved = techPage.getByTestId(`visit-${id}`);
  await expect(saved.getByText("Saved: on the way.")).toBeVisible();
  await expect(saved.getByTestId("visit-step")).toHaveText(/^on the way, arriving around \d{1,2}:\d{2} [AP]M$/);
  return /arriving around (.+)$/.exec((await saved.getByTestId("visit-step").textContent())!)![1]!;
}

test.describe("quiet hours", () => {
  // Two server starts on one database, and waits on purpose: longer than the default minute.
  test.describe.configure({ timeout: 180_000 });
  test("at 9 PM New York the reminder waits until 8 AM, then goes", async ({ page }) => {
    const fake = await startFakeSmsProvider();
    const dataDir = tempDataDir("texts-quiet");
    let server = await spawnServer({ dataDir, env: serverEnv(fake, dayBefore("21:00")) });
    try {
      await bookAppointment(server.url, {
        name: "Night Booker",
        phone: "(813) 555-0131",
        smsConsent: "yes",
        preferredDate: VISIT,
      });
      // The confirmation answers the customer's own action: at once, even at 9 PM.
      const [confirmation] = await fake.waitFor(1);
      expect(confirmation!.body).toContain("your visit is booked");
      // The reminder is queued (the housekeeping runs every 300 ms) but waits.
      await expectNoMoreTexts(fake, 1, 3000);
      await signInWithForm(page, business.emails.business, PASSWORD, server.url);
      await page.getByRole("link", { name: "Night Booker" }).first().click();
      const day = new Date(`${VISIT}T12:00:00Z`).toLocaleDateString("en-US", {
        month: "short",
        day: "numeric",
        timeZone: "UTC",
      });
      await expect(page.locator("#texts")).toContainText(
        new RegExp(`Day-before reminder · Waiting to go at ${day}, \\d{4}, 8:00 AM`),
      );
      await server.kill();

      // The next morning, before 8 AM: it goes at 8. The server's clock starts when its code
      // loads, seconds before it answers on a busy machine: 12 seconds' margin (CI saw 3 miss).
      server = await spawnServer({ dataDir, env: serverEnv(fake, `${VISIT}T07:59:48-05:00`) });
      await expectNoMoreTexts(fake, 1, 1000);
      const [, reminder] = await fake.waitFor(2, 30_000);
      // Held by the quiet hours until the visit's own morning: it says "today" (issue 30, 3).
      expect(reminder!.body).toContain("reminder, your visit is today");
    } finally {
      await server.kill();
      removeDir(dataDir);
      await fake.stop();
    }
  });
});

test.describe("against SMS pumping", () => {
  test.describe.configure({ timeout: 180_000 });
  test("a burst of bookings with consent from one client, and foreign numbers, sends no more than the caps", async () => {
    const fake = await startFakeSmsProvider();
    const server = await spawnServer({ env: serverEnv(fake, dayBefore("12:00")) });
    try {
      const booked: Array<Promise<string>> = [];
      for (let i = 0; i < TEXTS_PER_CLIENT_PER_DAY + 4; i++)
        booked.push(
          bookAppointment(server.url, { phone: `(727) 555-01${10 + i}`, smsConsent: "yes", preferredDate: OTHER }),
        );
      for (const phone of ["+44 20 7946 0000", "+33 1 23 45 67 89", "+1 876 555 0100"])
        booked.push(bookAppointment(server.url, { phone, smsConsent: "yes", preferredDate: OTHER }));
      // Every booking is stored and confirmed on the page: the caps never block a booking.
      expect(await Promise.all(booked)).toHaveLength(TEXTS_PER_CLIENT_PER_DAY + 7);
      await fake.waitFor(TEXTS_PER_CLIENT_PER_DAY);
      await expectNoMoreTexts(fake, TEXTS_PER_CLIENT_PER_DAY);
      expect(fake.messages.every((m) => m.to.startsWith("+1727555"))).toBe(true);
    } finally {
      await server.kill();
      removeDir(server.dataDir);
      await fake.stop();
    }
  });
});
