/**
 * The visit's day (DECISIONS "The visit's day"), at 375 px against a server of its own with an
 * SMTP fake and a short status poll: the owner invites a technician and assigns a visit; the
 * technician signs in, lands on Today, sees only that visit, taps "On my way" (25 minutes) and
 * "Arrived"; the visitor's page (another browser, JavaScript on) shows each step without a
 * reload; the on-the-way e-mail carries the estimate. A tap that does not get through says so
 * and is safe to repeat. The technician is refused everything else (403 by GET, POST and
 * `.data`). Then the same without JavaScript, where a repeated tap and a stale page change
 * nothing twice.
 */
import { business } from "#app/content/business";
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import { nthWorkdayInNewYork, waitForHydration } from "./support/public-site";
import { shortDate } from "./support/dates";
import { addAppointmentPhoto, bookAppointment, OWNER_EMAIL, postForm, signIn, uniqueMarker } from "./support/requests";
import { removeDir, spawnServer, type SpawnedServer } from "./support/spawn-server";
import { expectNoSeriousViolations } from "./support/a11y";
import { expectPhoneFit, signInWithForm } from "./support/workspace";
import { acceptInvite, assign, bookingId, inviteTechnician } from "./support/visit-day";

const PASSWORD = "visit-day-owner-password";
const TECH_PASSWORD = "visit-day-technician-pw";
const TECHNICIAN_403 = "A technician's account opens only the visits assigned to it: see /admin/today.";

let smtp: TestSmtp;
let server: SpawnedServer;
/** The browser's address of the server: localhost is a secure context, so the Secure cookie is kept. */
let base: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await spawnServer({
    env: {
      ADMIN_PASSWORD: PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_POLL_MS: "200",
      STATUS_POLL_MS: "500",
    },
  });
  base = `http://localhost:${server.port}`;
});

test.afterAll(async () => {
  await server?.kill();
  removeDir(server?.dataDir ?? "");
  await smtp?.stop();
});

const phone = (browser: Browser, javaScriptEnabled = true) =>
  browser.newContext({ baseURL: base, javaScriptEnabled, viewport: { width: 375, height: 800 } });

/** The owner's view of a request's page, read from the server's HTML (the browser is not under test there). */
async function requestHtml(ownerCookie: string, id: number): Promise<string> {
  const response = await fetch(`${server.url}/admin/requests/booking/${id}`, { headers: { Cookie: ownerCookie } });
  expect(response.status, `/admin/requests/booking/${id}`).toBe(200);
  return response.text();
}

/** The photo ids a request's page links to (the owner's view). */
async function photoIds(ownerCookie: string, id: number): Promise<number[]> {
  const html = await requestHtml(ownerCookie, id);
  return [...new Set([...html.matchAll(/href="\/admin\/photos\/(\d+)/g)].map((m) => Number(m[1])))];
}

async function cookieOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === "admin_session");
  if (!cookie) throw new Error("no session cookie");
  return `admin_session=${cookie.value}`;
}

/** The history entries of a booking whose text contains `label` (the owner's view, from the server's HTML). */
async function historyCount(ownerCookie: string, id: number, label: string): Promise<number> {
  const section = /<section id="history"[\s\S]*?<\/section>/.exec(await requestHtml(ownerCookie, id))?.[0];
  if (!section) throw new Error(`no history on booking ${id}'s page`);
  return section
    .split("<li")
    .slice(1)
    .filter((entry) => entry.includes(label)).length;
}

test("a technician's day with JavaScript: assigned, on the way, arrived; the visitor sees each step live", async ({
  browser,
  page: visitorPage,
}) => {
  test.setTimeout(180_000);
  const day = nthWorkdayInNewYork(1);
  const marker = uniqueMarker("visit");
  const mine = `${marker}-mine@example.com`;
  const other = `${marker}-other@example.com`;
  const appointment = await bookAppointment(server.url, { email: mine, preferredDate: day });
  const otherAppointment = await bookAppointment(server.url, { email: other, preferredDate: day });
  await addAppointmentPhoto(server.url, appointment);
  await addAppointmentPhoto(server.url, otherAppointment);

  const owner = await phone(browser);
  const ownerPage = await owner.newPage();
  await signInWithForm(ownerPage, OWNER_EMAIL, PASSWORD);
  await expect(ownerPage).toHaveURL(/\/admin$/);
  const ownerCookie = await signIn(server.url, PASSWORD);
  const invitePath = await inviteTechnician(ownerPage, "Maria Lopez", `${marker}-maria@example.com`);
  const mineId = await bookingId(server.url, ownerCookie, mine);
  const otherId = await bookingId(server.url, ownerCookie, other);
  await assign(ownerPage, mineId, "Maria Lopez");
  await expect(ownerPage.locator("#history li", { hasText: "Assigned a technician" })).toContainText("Maria Lopez");
  // The schedule names the technician on the visit.
  await ownerPage.goto("/admin/schedule");
  await expect(ownerPage.getByTestId(`booking-${mineId}`).getByTestId("technician")).toHaveText(
    "Technician: Maria Lopez",
  );
  await expect(ownerPage.getByTestId(`booking-${otherId}`).getByTestId("technician")).toHaveText(
    "Technician: not assigned",
  );
  const [minePhoto] = await photoIds(ownerCookie, mineId);
  const [otherPhoto] = await photoIds(ownerCookie, otherId);
  expect(minePhoto).toBeGreaterThan(0);
  expect(otherPhoto).toBeGreaterThan(0);

  // The technician accepts the invite and lands on Today.
  const technician = await phone(browser);
  const techPage = await technician.newPage();
  await acceptInvite(techPage, invitePath, TECH_PASSWORD);
  await expect(techPage).toHaveURL(/\/admin\/today$/);
  await expect(techPage.getByRole("navigation", { name: "Workspace" }).getByRole("link")).toHaveText([
    "Today",
    "Account",
  ]);
  await techPage.goto(`/admin/today?date=${day}`);
  await waitForHydration(techPage);
  const cards = techPage.locator("article[data-testid^=visit-]");
  await expect(cards).toHaveCount(1);
  const card = techPage.getByTestId(`visit-${mineId}`);
  await expect(card.getByRole("link", { name: /map/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
  await expect(card.locator(`a[href="/admin/photos/${minePhoto}"]`)).toHaveCount(1);
  await expect(card.getByRole("link", { name: "Complete visit" })).toHaveAttribute(
    "href",
    `/admin/requests/booking/${mineId}?open=complete#complete`,
  );
  // The day on a phone: nothing cut off at 320 or 375 px, every target big enough, no serious axe violation.
  await card.getByText("Needs a return visit, or could not complete").click();
  await expectPhoneFit(techPage, "/admin/today with a visit");
  await card.getByText("Needs a return visit, or could not complete").click();
  for (const name of ["On my way", "Arrived"]) {
    const box = await card.getByRole("button", { name }).boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(48);
  }

  // The visitor's page, open in another browser with JavaScript (the worker's own context, at 375 px).
  await visitorPage.setViewportSize({ width: 375, height: 800 });
  await visitorPage.goto(server.url + appointment);
  await waitForHydration(visitorPage);
  const progress = visitorPage.getByTestId("visit-progress");
  await expect(progress).toHaveText("Your visit is scheduled.");

  // On my way, 25 minutes. The visit is booked for another day: the first tap asks, the second records.
  await card.getByLabel("Minutes until you arrive").fill("25");
  await card.getByRole("button", { name: "On my way" }).click();
  await expect(
    card.getByText(`This visit is booked for ${shortDate(day)}. Tap "On my way" again to confirm.`),
  ).toBeVisible();
  await expect(card.getByTestId("visit-step")).toHaveText("scheduled");
  await card.getByRole("button", { name: "On my way" }).click();
  await expect(card.getByText("Saved: on the way.")).toBeVisible();
  await expect(card.getByTestId("visit-step")).toHaveText(/^on the way, arriving around \d{1,2}:\d{2} [AP]M$/);
  const around = /arriving around (.+)$/.exec((await card.getByTestId("visit-step").textContent())!)![1]!;
  await expect(progress).toHaveText(`Your technician, Maria, is on the way: arriving around ${around}`);
  await expect
    .poll(() => smtp.messages.find((m) => m.to.includes(mine) && m.subject.includes("on the way")), {
      timeout: 15_000,
    })
    .toBeTruthy();
  const mail = smtp.messages.find((m) => m.to.includes(mine) && m.subject.includes("on the way"))!;
  expect(mail.subject).toBe(`Your technician is on the way: arriving around ${around}`);
  expect(mail.text).toContain(`Your technician, Maria, is on the way`);
  expect(mail.text).toContain(`should arrive around ${around}`);

  // Arrived, first without a connection: the card says so; tapping again sends the same tap once.
  await techPage.route("**/admin/today/step", (route) => route.abort("internetdisconnected"));
  await card.getByRole("button", { name: "Arrived" }).click();
  await expect(card.getByText("Not sent: no connection. Tap again to retry.")).toBeVisible();
  await techPage.unroute("**/admin/today/step");
  await card.getByRole("button", { name: "Arrived" }).click();
  await expect(card.getByText("Saved: arrived.")).toBeVisible();
  await expect(card.getByTestId("visit-step")).toHaveText("arrived");
  await expect(progress).toHaveText("Your technician, Maria, has arrived");
  await expectNoSeriousViolations(visitorPage, "the appointment page with the visit's step");
  expect(await historyCount(ownerCookie, mineId, "Arrived at the visit")).toBe(1);
  expect(await historyCount(ownerCookie, mineId, "On the way to the visit")).toBe(1);

  // The technician's own visit page and photo open; nothing else does, by any method or spelling.
  const cookie = await cookieOf(technician);
  const get = (path: string) => fetch(server.url + path, { headers: { Cookie: cookie }, redirect: "manual" });
  expect((await get(`/admin/requests/booking/${mineId}`)).status).toBe(200);
  // Their visit's page: read-only apart from the steps (no status, note or delete forms).
  await techPage.goto(`/admin/requests/booking/${mineId}`);
  await expect(techPage.getByRole("region", { name: "Visit", exact: true })).toBeVisible();
  await expect(techPage.getByRole("button", { name: "Save status" })).toHaveCount(0);
  await expect(techPage.getByRole("button", { name: "Add note" })).toHaveCount(0);
  await expect(techPage.getByLabel("Technician")).toHaveCount(0);
  await expectPhoneFit(techPage, "a technician's visit page");
  expect((await get(`/admin/photos/${minePhoto}`)).status).toBe(200);
  expect((await get("/admin/account")).status).toBe(200);
  const refused = [
    "/admin",
    "/admin/team",
    "/admin/settings",
    "/admin/activity",
    "/admin/schedule",
    "/admin/sources",
    `/admin/requests/booking/${otherId}`,
    "/admin/requests/message/1",
  ];
  for (const path of refused) {
    for (const spelling of [path, `${path}.data`]) {
      const response = await get(spelling);
      expect.soft(response.status, `GET ${spelling}`).toBe(403);
      const posted = await postForm(server.url, spelling, { intent: "note", note: "x" }, { Cookie: cookie });
      // Pages without an action refuse a POST from anyone before it reaches them (405).
      const readOnly = path === "/admin/activity" || path === "/admin/sources";
      expect.soft(posted.status, `POST ${spelling}`).toBe(readOnly ? 405 : 403);
    }
  }
  for (const path of [
    `/admin/photos/${otherPhoto}`,
    "/admin/bookings.csv",
    "/admin/messages.csv",
    "/admin/requests.csv",
    "/admin/activity.csv",
    "/admin/payments.csv",
    "/admin/customers",
  ]) {
    const response = await get(path);
    expect.soft(response.status, `GET ${path}`).toBe(403);
    expect.soft(await response.text(), path).toContain(TECHNICIAN_403);
  }
  // Another visit's step, by the page's form or the script's endpoint: refused, nothing recorded.
  for (const path of ["/admin/today", "/admin/today/step"]) {
    const response = await postForm(
      server.url,
      path,
      { intent: "arrived", bookingId: String(otherId), expectedFrom: "scheduled", tap: `tap-${marker}` },
      { Cookie: cookie },
    );
    expect.soft(response.status, `POST ${path}`).toBe(403);
  }
  expect(await historyCount(ownerCookie, otherId, "Arrived at the visit")).toBe(0);
  // In the browser, the refusal names the way back.
  await techPage.goto("/admin/team");
  await expect(techPage.getByText(TECHNICIAN_403)).toBeVisible();
  await expect(techPage.getByRole("link", { name: "Back to today's visits" })).toBeVisible();

  // The technician completes the visit on its page with a part and a cash payment; the visitor's
  // page, open all along, shows "completed" and then the receipt without a reload.
  await visitorPage.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await techPage.goto(`/admin/requests/booking/${mineId}?open=complete#complete`);
  await techPage.getByLabel("Work done").fill("Replaced the start relay");
  const part = techPage.getByRole("group", { name: "Part 1" });
  await part.getByLabel("Description").fill("Start relay");
  await part.getByLabel("Quantity").fill("1");
  await part.getByLabel("Unit price ($)").fill("49.99");
  await techPage.getByLabel("Labour ($)").fill("120");
  await techPage.getByLabel("Diagnostic fee ($)").fill("89");
  await techPage.getByRole("radio", { name: "Cash" }).check();
  // The live total is on screen (so the cash is recorded at once, without a confirmation step).
  await expect(techPage.getByTestId("live-total")).toContainText("Total $");
  await techPage.getByRole("button", { name: "Complete the visit" }).click();
  await expect(techPage.getByText("The visit was completed and the job recorded.")).toBeVisible();
  await expect(progress).toHaveText("Your repair is completed");
  const receipt = visitorPage.getByRole("region", { name: "Receipt" });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText("1 × $49.99 = $49.99");
  await expect(receipt.getByTestId("warranty")).toContainText(
    `${business.warrantyDays}-day warranty (repair/parts) until`,
  );
  expect(await visitorPage.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  await Promise.all([owner.close(), technician.close()]);
});

test("without JavaScript: the steps by plain forms; a repeated tap and a stale page change nothing twice", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const day = nthWorkdayInNewYork(2);
  const marker = uniqueMarker("nojs");
  const email = `${marker}@example.com`;
  const appointment = await bookAppointment(server.url, { email, preferredDate: day });
  const ownerCookie = await signIn(server.url, PASSWORD);

  const owner = await phone(browser, false);
  const ownerPage = await owner.newPage();
  await signInWithForm(ownerPage, OWNER_EMAIL, PASSWORD);
  const invitePath = await inviteTechnician(ownerPage, "Sam Ortiz", `${marker}-sam@example.com`);
  const id = await bookingId(server.url, ownerCookie, email);
  await assign(ownerPage, id, "Sam Ortiz");

  const technician = await phone(browser, false);
  const techPage = await technician.newPage();
  await acceptInvite(techPage, invitePath, TECH_PASSWORD);
  await expect(techPage).toHaveURL(/\/admin\/today$/);
  // Signing out and in again lands on Today too, whatever `next` asked for.
  await techPage.getByRole("button", { name: "Sign out" }).click();
  await techPage.goto("/admin?next=%2Fadmin%2Fteam");
  await techPage.getByLabel("Email").fill(`${marker}-sam@example.com`);
  await techPage.getByLabel("Password").fill(TECH_PASSWORD);
  await techPage.getByRole("button", { name: "Sign in" }).click();
  await expect(techPage).toHaveURL(/\/admin\/today$/);

  const todayPath = `/admin/today?date=${day}`;
  await techPage.goto(todayPath);
  // A second tab on the same page: it will be out of date.
  const stalePage = await technician.newPage();
  await stalePage.goto(todayPath);
  const stalePage2 = await technician.newPage();
  await stalePage2.goto(todayPath);

  const card = techPage.getByTestId(`visit-${id}`);
  await card.getByLabel("Minutes until you arrive").fill("30");
  await card.getByRole("button", { name: "On my way" }).click();
  await expect(card.getByText(`This visit is booked for ${shortDate(day)}.`, { exact: false })).toBeVisible();
  // The tap that records it is the one the re-shown form carries (the first only asked).
  const tap = await card.locator("form:has(input[name=intent][value=on_the_way]) input[name=tap]").inputValue();
  await card.getByRole("button", { name: "On my way" }).click();
  await expect(techPage.getByTestId(`visit-${id}`).getByText("Saved: on the way.")).toBeVisible();
  await expect(techPage.getByTestId(`visit-${id}`).getByTestId("visit-step")).toHaveText(
    /^on the way, arriving around/,
  );

  // The same tap again (a resubmitted form): the same success, nothing new.
  const cookie = await cookieOf(technician);
  const again = await postForm(
    server.url,
    todayPath,
    { intent: "on_the_way", bookingId: String(id), expectedFrom: "scheduled", tap, etaMinutes: "30" },
    { Cookie: cookie },
  );
  expect(again.status).toBe(302);

  // The stale tab still shows "scheduled": its "On my way" and "Arrived" are refused.
  const staleCard = stalePage.getByTestId(`visit-${id}`);
  await staleCard.getByRole("button", { name: "On my way" }).click();
  await expect(stalePage.getByText("This visit is already marked on the way: nothing was changed.")).toBeVisible();
  await stalePage2.getByTestId(`visit-${id}`).getByRole("button", { name: "Arrived" }).click();
  await expect(
    stalePage2.getByText(
      "This page was out of date: the visit is now marked on the way. Nothing was changed; check the visit and tap again.",
    ),
  ).toBeVisible();

  expect(await historyCount(ownerCookie, id, "On the way to the visit")).toBe(1);
  expect(await historyCount(ownerCookie, id, "Arrived at the visit")).toBe(0);

  // The visitor's page has the step in its HTML.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(server.url + appointment);
  await expect(visitorPage.getByTestId("visit-progress")).toHaveText(
    /^Your technician, Sam, is on the way: arriving around \d{1,2}:\d{2} [AP]M$/,
  );
  const status = await fetch(`${server.url}${appointment}/status`);
  expect(status.headers.get("cache-control")).toBe("no-store");
  expect(await status.json()).toMatchObject({ step: "on_the_way", final: false });

  // A return visit needed: the part is noted in the history.
  await techPage.goto(todayPath);
  const live = techPage.getByTestId(`visit-${id}`);
  await live.getByText("Needs a return visit, or could not complete").click();
  await live.getByLabel(/^Part needed/).fill("Evaporator fan motor");
  await live.getByLabel(/^Part number/).fill("WR60X10185");
  await live.getByRole("button", { name: "Needs a return visit" }).click();
  await expect(techPage.getByTestId(`visit-${id}`).getByTestId("visit-step")).toHaveText("needs a return visit");
  await ownerPage.goto(`/admin/requests/booking/${id}`);
  await expect(ownerPage.locator("#history li", { hasText: "needing a return visit" })).toContainText(
    "Part: Evaporator fan motor; part number: WR60X10185",
  );

  await Promise.all([owner.close(), technician.close(), visitor.close()]);
});
