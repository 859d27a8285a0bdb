/**
 * Named accounts in the staff workspace, in Chromium against the main e2e server (owner: the
 * business e-mail, from ADMIN_PASSWORD): the owner invites a staff member, who sets a password
 * through the one-time link (without JavaScript) and signs in; staff cannot open the owner's
 * pages (page, `.data`, the activity log's CSV); sign-out ends the session for good (the old
 * cookie replayed is refused); a password change signs out the other browser; disabling ends
 * the session; the activity log shows it all, on its page and as CSV read by a real parser.
 * The navigation marks the page open (Requests on a request's page too). The sign-in and
 * password forms carry the autocomplete tokens password managers use, and a password pasted
 * with Ctrl+V arrives.
 * Then every workspace page at 375 px (and 320 px): no sideways scrolling, 24 px targets, no
 * serious axe violation. Last, `npm run owner -- reset-password` against a spawned server's
 * data directory.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { business } from "#app/content/business";
import { E2E_ADMIN_PASSWORD, E2E_PORT } from "../../playwright.config";
import { MOBILE_MESSAGE } from "#app/auth/accounts.server";
import { STAFF_SMS_CONSENT_WORDING } from "#app/content/texts";
import { expectPhoneFit, ownerPage, signInWithForm } from "./support/workspace";
import { acceptInvite, inviteTechnician } from "./support/visit-day";
import { waitForHydration } from "./support/public-site";
import { bookingForm, contactForm, OWNER_EMAIL, parseCsv, postForm, signIn, uniqueMarker } from "./support/requests";
import { ROOT, removeDir, spawnServer } from "./support/spawn-server";
import { TEST_PROCESS_FLAGS } from "#tests/support/test-process-flags";

const BASE = `http://localhost:${E2E_PORT}`;
const OWNER_ONLY = "Only the owner can manage the team and settings.";
// "Calls" may carry the count of open missed calls.
const OWNER_NAV = [
  "Requests",
  /^Calls/,
  "Today",
  "Customers",
  "Schedule",
  "Team",
  "Settings",
  "Reports",
  "Activity",
  "Account",
];
const STAFF_NAV = ["Requests", /^Calls/, "Today", "Customers", "Schedule", "Account"];
/** "New password" and not "New password again" (a required field's label ends with a "*"). */
const NEW_PASSWORD_FIELD = /^New password(?! again)/;

function navLinks(page: Page) {
  return page.getByRole("navigation", { name: "Workspace" }).getByRole("link");
}

/**
 * The owner invites someone on the Team page; returns the one-time link shown, which is at the
 * site's address whatever address the page was opened at, as its path on the test server.
 */
async function invite(page: Page, name: string, email: string): Promise<string> {
  await page.goto("/admin/team");
  const form = page.getByRole("region", { name: "Invite a team member" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Invite" }).click();
  const link = page.getByRole("textbox", { name: `Invite link for ${email}`, exact: true });
  await expect(link).toHaveValue(new RegExp(`^${business.siteUrl}/admin/invite/[A-Za-z0-9_-]{43}$`));
  return BASE + new URL(await link.inputValue()).pathname;
}

async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === "admin_session");
  if (!cookie) throw new Error("no session cookie");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true, path: "/" });
  return `admin_session=${cookie.value}`;
}

const noScript = (browser: Browser) => browser.newContext({ javaScriptEnabled: false, baseURL: BASE });

test("the owner invites staff; staff work requests only; sessions end for good", async ({
  browser,
  page: ownerPage,
}) => {
  test.setTimeout(120_000);
  // The owner on the worker's own context (baseURL is BASE); staff and their phone on contexts of their own.
  const owner = ownerPage.context();

  // Signed out, a workspace page sends the owner to the sign-in page and back to it afterwards.
  await ownerPage.goto("/admin/team");
  await expect(ownerPage).toHaveURL(`${BASE}/admin?next=%2Fadmin%2Fteam`);
  await ownerPage.getByLabel("Email").fill(OWNER_EMAIL);
  await ownerPage.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await ownerPage.getByRole("button", { name: "Sign in" }).click();
  await expect(ownerPage).toHaveURL(`${BASE}/admin/team`);
  await expect(ownerPage.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expect(navLinks(ownerPage)).toHaveText(OWNER_NAV);

  const staffEmail = `${uniqueMarker("sam")}@example.com`;
  const link = await invite(ownerPage, "Sam Staff", staffEmail);
  await expect(ownerPage.getByTestId(`member-${staffEmail}`).getByTestId("member-status")).toHaveText(
    "Invited, has not set a password yet",
  );
  // The same address cannot be invited twice.
  await ownerPage.goto("/admin/team");
  const form = ownerPage.getByRole("region", { name: "Invite a team member" });
  await form.getByLabel("Name").fill("Sam Again");
  await form.getByLabel("Email").fill(staffEmail);
  await form.getByRole("button", { name: "Invite" }).click();
  await expect(form.getByText("Someone with this e-mail already has an account.")).toBeVisible();

  // The staff member sets a password through the link, without JavaScript, and is signed in.
  const staff = await noScript(browser);
  const staffPage = await staff.newPage();
  await staffPage.goto(link);
  await expect(staffPage.getByRole("heading", { name: "Welcome to the staff workspace" })).toBeVisible();
  await expect(staffPage.getByText(staffEmail)).toBeVisible();
  await staffPage.getByLabel(NEW_PASSWORD_FIELD).fill("password1234");
  await staffPage.getByLabel("New password again").fill("password1234");
  await staffPage.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(staffPage.getByText("That password is on a list of commonly used passwords.")).toBeVisible();
  const staffPassword = "sam's first fridge password";
  await staffPage.getByLabel(NEW_PASSWORD_FIELD).fill(staffPassword);
  await staffPage.getByLabel("New password again").fill(staffPassword);
  await staffPage.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(staffPage).toHaveURL(`${BASE}/admin`);
  await expect(staffPage.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  await expect(navLinks(staffPage)).toHaveText(STAFF_NAV);
  // The link was used up.
  const reused = await staffPage.goto(link);
  expect(reused!.status()).toBe(404);
  await expect(staffPage.getByRole("heading", { name: "This invite link no longer works" })).toBeVisible();

  // Staff cannot open the owner's pages: 403 with a clear page, and for their .data URLs.
  for (const path of ["/admin/team", "/admin/settings", "/admin/activity"]) {
    const response = await staffPage.goto(path);
    expect(response!.status(), path).toBe(403);
    await expect(staffPage.getByRole("heading", { level: 1, name: "Not available to your account" })).toBeVisible();
    await expect(staffPage.getByText(OWNER_ONLY)).toBeVisible();
    const data = await staff.request.get(`${path}.data`);
    expect(data.status(), `${path}.data`).toBe(403);
    expect(await data.text(), `${path}.data`).not.toContain(OWNER_EMAIL);
  }
  // ...nor act on them: an invite posted by staff is refused and nothing is created.
  const forged = await staff.request.post("/admin/team", {
    form: { intent: "invite", name: "Mallory", email: `${uniqueMarker("mallory")}@example.com` },
    headers: { Origin: BASE },
  });
  expect(forged.status()).toBe(403);
  // The activity log's CSV is the owner's too: 403 with the reason, and not one byte of the log.
  const logCsv = await staff.request.get("/admin/activity.csv");
  expect(logCsv.status()).toBe(403);
  expect(logCsv.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(logCsv.headers()["content-disposition"]).toBeUndefined();
  expect(await logCsv.text()).toBe(`${OWNER_ONLY}\n`);
  // The request exports stay open to staff.
  expect((await staff.request.get("/admin/bookings.csv")).status()).toBe(200);
  expect((await staff.request.get("/admin/messages.csv")).status()).toBe(200);

  // Sign-out ends the session for good: the old cookie, replayed, opens nothing.
  const oldCookie = await sessionCookie(staff);
  await staffPage.goto("/admin");
  await staffPage.getByRole("button", { name: "Sign out" }).click();
  await expect(staffPage.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  const replayed = await fetch(`${BASE}/admin`, { headers: { Cookie: oldCookie } });
  expect(replayed.status).toBe(401);
  expect(await replayed.text()).toContain("Staff sign-in");
  expect((await fetch(`${BASE}/admin/account.data`, { headers: { Cookie: oldCookie } })).status).toBe(401);
  expect((await fetch(`${BASE}/admin/bookings.csv`, { headers: { Cookie: oldCookie } })).status).toBe(401);
  expect((await fetch(`${BASE}/admin/activity.csv`, { headers: { Cookie: oldCookie } })).status).toBe(401);
  const page = await fetch(`${BASE}/admin/account`, {
    headers: { Cookie: oldCookie, Accept: "text/html" },
    redirect: "manual",
  });
  expect(page.status).toBe(302);
  expect(page.headers.get("location")).toBe("/admin?next=%2Fadmin%2Faccount");

  // A failed sign-in, then two browsers signed in as the same person.
  await signInWithForm(staffPage, staffEmail, "not my password at all");
  await expect(staffPage.getByRole("alert")).toHaveText("The e-mail or password is not correct.");
  await expect(staffPage.getByLabel("Email")).toHaveValue(staffEmail);
  await signInWithForm(staffPage, staffEmail, staffPassword);
  await expect(staffPage.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  const phone = await browser.newContext({ baseURL: BASE });
  const phonePage = await phone.newPage();
  await signInWithForm(phonePage, staffEmail, staffPassword);
  await expect(phonePage.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();

  // A password change keeps this browser signed in and signs out the other one.
  await staffPage.goto("/admin/account");
  const newPassword = "sam's second fridge password";
  await staffPage.getByLabel("Current password").fill(staffPassword);
  await staffPage.getByLabel(NEW_PASSWORD_FIELD).fill(newPassword);
  await staffPage.getByLabel("New password again").fill(newPassword);
  await staffPage.getByRole("button", { name: "Change password" }).click();
  await expect(staffPage.getByRole("status")).toHaveText(
    "Your password was changed. Any other browser signed in to your account was signed out.",
  );
  await staffPage.goto("/admin");
  await expect(staffPage.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  await phonePage.goto("/admin/account");
  await expect(phonePage).toHaveURL(`${BASE}/admin?next=%2Fadmin%2Faccount`);
  await expect(phonePage.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  // The old password no longer opens the account.
  expect((await postForm(BASE, "/admin", { intent: "login", email: staffEmail, password: staffPassword })).status).toBe(
    401,
  );

  // The owner reads it all in the activity log, newest first.
  await ownerPage.goto("/admin/activity");
  const entries = ownerPage.getByTestId("activity-entry");
  const mine = entries.filter({ hasText: staffEmail });
  await expect(mine.filter({ hasText: "Changed their password" })).toHaveCount(1);
  await expect(mine.filter({ hasText: `${staffEmail} Signed in` })).toHaveCount(2);
  await expect(mine.filter({ hasText: `${staffEmail} Signed out` })).toHaveCount(1);
  await expect(
    mine.filter({ hasText: "Visitor Failed sign-in" }).filter({ hasText: `E-mail tried: ${staffEmail}` }),
  ).toHaveCount(2);
  await expect(mine.filter({ hasText: `${OWNER_EMAIL} Invited a team member` })).toHaveText(
    new RegExp(`Sam Staff <${staffEmail.replace(/[.]/g, "\\.")}>`),
  );
  await expect(mine.filter({ hasText: "Accepted the invite and set a password" })).toHaveCount(1);
  await expect(mine.first().locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M E[SD]T$/);
  // Newest first: the password change came after the invite.
  const texts = await entries.allInnerTexts();
  const changed = texts.findIndex((t) => t.includes(staffEmail) && t.includes("Changed their password"));
  const invited = texts.findIndex((t) => t.includes(staffEmail) && t.includes("Invited a team member"));
  expect(changed).toBeGreaterThanOrEqual(0);
  expect(changed).toBeLessThan(invited);

  // The same log as CSV, for the owner: the page links it, and a real parser reads it back.
  await expect(ownerPage.getByRole("link", { name: "Download the whole log as CSV" })).toHaveAttribute(
    "href",
    "/admin/activity.csv",
  );
  const csv = await owner.request.get("/admin/activity.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["cache-control"]).toBe("no-store");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
  const [header, ...records] = parseCsv(await csv.text());
  expect(header).toEqual(["When (America/New_York)", "When (UTC)", "Who", "What", "Request", "Detail"]);
  const staffRows = records.filter((r) => r[2] === staffEmail || r[5]!.includes(staffEmail));
  expect(staffRows.filter((r) => r[2] === staffEmail && r[3] === "Signed in")).toHaveLength(2);
  expect(
    staffRows.filter(
      (r) => r[2] === "Visitor" && r[3] === "Failed sign-in" && r[5]!.startsWith(`E-mail tried: ${staffEmail}, from `),
    ),
  ).toHaveLength(2);
  expect(staffRows.filter((r) => r[2] === OWNER_EMAIL && r[3] === "Invited a team member").map((r) => r[5])).toEqual([
    `Sam Staff <${staffEmail}>`,
  ]);
  expect(records.some((r) => r[2] === OWNER_EMAIL && r[3] === "Signed in")).toBe(true);
  // Newest first, like the page, with the time in New York beside UTC.
  const utc = records.map((r) => r[1]!);
  expect(utc).toEqual([...utc].sort().reverse());
  expect(staffRows[0]![0]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M E[SD]T$/);

  // Disabling the account signs the staff member out at once and keeps them out.
  await ownerPage.goto("/admin/team");
  await ownerPage.getByRole("button", { name: `Disable ${staffEmail}` }).click();
  await expect(ownerPage.getByTestId(`member-${staffEmail}`).getByTestId("member-status")).toHaveText("Disabled");
  await staffPage.goto("/admin/account");
  await expect(staffPage.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await signInWithForm(staffPage, staffEmail, newPassword);
  await expect(staffPage.getByRole("alert")).toHaveText("This account is disabled. Ask the owner to enable it again.");

  await Promise.all([staff.close(), phone.close()]);
});

test("the navigation marks the page open; Requests stays marked on a request's page", async ({ page }) => {
  const name = uniqueMarker("Nav Visitor");
  expect((await postForm(BASE, "/contact", contactForm({ name }))).status).toBe(200);
  await signInWithForm(page, OWNER_EMAIL, E2E_ADMIN_PASSWORD);
  const current = page.getByRole("navigation", { name: "Workspace" }).locator('[aria-current="page"]');
  await expect(current).toHaveText(["Requests"]);
  await expect(current).toHaveAttribute("href", "/admin");

  await page.goto(`/admin?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/admin\/requests\/message\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(current).toHaveText(["Requests"]);

  // Each other page marks itself alone, and no longer Requests.
  for (const [path, label] of [
    ["/admin/sources", "Requests"],
    ["/admin/schedule", "Schedule"],
    ["/admin/today", "Today"],
    ["/admin/team", "Team"],
    ["/admin/settings", "Settings"],
    ["/admin/activity", "Activity"],
    ["/admin/account", "Account"],
  ] as const) {
    await page.goto(path);
    await expect(current, path).toHaveText([label]);
  }
  // Moving in the page (client-side, once hydrated) moves the mark too.
  // (Back twice in a row was aborted by the browser now and then: the page is opened directly.)
  await page.goto("/admin/settings");
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Schedule" }).click();
  await expect(page).toHaveURL(/\/admin\/schedule$/);
  await expect(current).toHaveText(["Schedule"]);
});

/** Puts `text` on the system clipboard and pastes it into `field` with Ctrl+V, as a person does from a password manager. */
async function pasteInto(page: Page, field: ReturnType<Page["getByLabel"]>, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press("Control+V");
  await expect(field).toHaveValue(text);
}

test("password managers can fill the sign-in and password forms, and passwords can be pasted (WCAG 3.3.8)", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await browser.newContext({ baseURL: BASE });
  await owner.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE });
  const page = await owner.newPage();

  // Sign-in: the e-mail is the username, the password the current one; the password arrives pasted.
  await page.goto("/admin");
  await waitForHydration(page); // a paste blocker would be a script: give it its chance
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password");
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("autocomplete", "username");
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await email.fill(OWNER_EMAIL);
  await pasteInto(page, password, E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();

  // Setting a password through an invite: new-password fields, with the account's e-mail as the username.
  const staffEmail = `${uniqueMarker("paste")}@example.com`;
  const link = await invite(page, "Pat Paste", staffEmail);
  const staff = await browser.newContext({ baseURL: BASE });
  await staff.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE });
  const staffPage = await staff.newPage();
  await staffPage.goto(link);
  await waitForHydration(staffPage);
  await expect(staffPage.locator('input[autocomplete="username"]')).toHaveValue(staffEmail);
  const first = staffPage.getByLabel(NEW_PASSWORD_FIELD);
  const again = staffPage.getByLabel("New password again");
  for (const field of [first, again]) await expect(field).toHaveAttribute("autocomplete", "new-password");
  const generated = "Gx7-pasted-by-a-password-manager-Qm2";
  await pasteInto(staffPage, first, generated);
  await pasteInto(staffPage, again, generated);
  await staffPage.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(staffPage.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();

  // Changing it on the Account page: current-password, then new-password twice, all pasted.
  await staffPage.goto("/admin/account");
  await waitForHydration(staffPage);
  const currentField = staffPage.getByLabel("Current password");
  await expect(currentField).toHaveAttribute("autocomplete", "current-password");
  for (const field of [first, again]) await expect(field).toHaveAttribute("autocomplete", "new-password");
  await expect(staffPage.locator('input[autocomplete="username"]')).toHaveValue(staffEmail);
  const next = "Rb4-the-next-generated-password-Kw9";
  await pasteInto(staffPage, currentField, generated);
  await pasteInto(staffPage, first, next);
  await pasteInto(staffPage, again, next);
  await staffPage.getByRole("button", { name: "Change password" }).click();
  await expect(staffPage.getByRole("status")).toHaveText(
    "Your password was changed. Any other browser signed in to your account was signed out.",
  );
  // The pasted password is the one that now opens the account.
  expect((await postForm(BASE, "/admin", { intent: "login", email: staffEmail, password: next })).status).toBe(302);
  await Promise.all([owner.close(), staff.close()]);
});

test("every workspace page fits a phone and passes axe", async ({ page }) => {
  test.setTimeout(120_000);
  // A request with long unbroken text, as visitors send them: it must wrap, not widen the page.
  const long = uniqueMarker("a-long-word-without-any-space-pasted-into-the-form");
  const sent = await postForm(
    BASE,
    "/book",
    bookingForm({ email: "a.rather.long.address@example.com", issueDescription: long }),
  );
  expect(sent.status).toBe(200);
  // One context, the worker's own: the owner, then (cookies cleared) the staff member invited.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin");
  await expectPhoneFit(page, "sign-in");
  await signInWithForm(page, OWNER_EMAIL, E2E_ADMIN_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  for (const path of [
    "/admin",
    "/admin/schedule",
    "/admin/today",
    "/admin/settings",
    "/admin/activity",
    "/admin/account",
  ]) {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    await expectPhoneFit(page, path);
  }
  const email = `${uniqueMarker("phone")}@example.com`;
  const link = await invite(page, "Pat Phone-Only", email);
  await expectPhoneFit(page, "/admin/team with a fresh link");

  await page.context().clearCookies();
  const staffPage = page;
  await staffPage.goto(link);
  await expectPhoneFit(staffPage, "invite");
  const password = "pat's phone only password";
  await staffPage.getByLabel(NEW_PASSWORD_FIELD).fill(password);
  await staffPage.getByLabel("New password again").fill(password);
  await staffPage.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(staffPage.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  await expectPhoneFit(staffPage, "/admin as staff");
  await staffPage.goto("/admin/team");
  await expect(staffPage.getByText(OWNER_ONLY)).toBeVisible();
  await expectPhoneFit(staffPage, "403 for staff");
  await staffPage.goto(link);
  await expectPhoneFit(staffPage, "used invite");
});

test("a technician gives their mobile number and agrees to texts on their Account page; unticking withdraws", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerPage(browser, BASE);
  const email = `${uniqueMarker("tech-texts")}@example.com`;
  const link = await inviteTechnician(owner, "Tia Texts", email);
  // The technician on the worker's own context, the owner on one of their own.
  await acceptInvite(page, link, "tia's own fridge passphrase");
  await expect(page).toHaveURL(/\/admin\/today$/);

  await page.goto("/admin/account");
  const panel = page.getByRole("region", { name: "Texts about your visits" });
  const number = panel.getByLabel("Mobile number");
  const consent = panel.getByRole("checkbox", { name: STAFF_SMS_CONSENT_WORDING });
  const state = panel.getByTestId("texts-state");
  await expect(state).toHaveText("No texts: you are told of a visit assigned to you by e-mail.");
  await expect(consent).not.toBeChecked();

  // A number texts cannot go to is refused on the server (400, not 500), kept as typed with the box.
  await number.fill("813 555 01");
  await consent.check();
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel.getByText(MOBILE_MESSAGE)).toBeVisible();
  await expect(number).toHaveValue("813 555 01");
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toBeChecked();

  await number.fill("813.555.0177");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel.getByRole("status")).toHaveText("Saved.");
  await expect(number).toHaveValue("(813) 555-0177");
  await expect(consent).toBeChecked();
  await expect(state).toHaveText(
    /^A text goes to \(813\) 555-0177 when a visit is assigned to you \(you agreed on [A-Z][a-z]{2} \d{1,2}, \d{4}, .+ E[SD]T\)\.$/,
  );
  await expectPhoneFit(page, "/admin/account with a number");

  // Unticked: consent withdrawn, the number kept.
  await consent.uncheck();
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(state).toHaveText("Your mobile number is (813) 555-0177. No texts go to it.");
  await expect(consent).not.toBeChecked();

  // The owner reads each change in the activity log.
  await owner.goto("/admin/activity");
  const mine = owner.getByTestId("activity-entry").filter({ hasText: email });
  await expect(mine.filter({ hasText: "Changed their mobile number" })).toContainText("Ending 0177");
  await expect(mine.filter({ hasText: "Agreed to a text when given a visit" })).toHaveCount(1);
  await expect(mine.filter({ hasText: "Withdrew their consent to texts" })).toHaveCount(1);
  await owner.context().close();
});

/**
 * `npm run owner -- reset-password` with the password piped on stdin; resolves with its exit code
 * and output. `viaNpm: false` starts the command the npm script runs (asserted in the test)
 * directly, with the test processes' flags: npm's own start-up is about 3 CPU-seconds a run, more
 * than the script's, so only the run that sets the password goes through npm.
 */
function resetPassword(
  dataDir: string,
  input: string,
  { viaNpm = false } = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const [command, args] = viaNpm
      ? ["npm", ["run", "--silent", "owner", "--", "reset-password"]]
      : [process.execPath, [...TEST_PROCESS_FLAGS, "scripts/owner.js", "reset-password"]];
    const child = spawn(command, args, {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        ADMIN_PASSWORD: "",
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

test("npm run owner -- reset-password sets the owner's password from the shell", async () => {
  test.setTimeout(120_000);
  // What `npm run owner` runs, and so what resetPassword() starts for the two refusals.
  const packageJson = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  expect(packageJson.scripts.owner).toBe("node scripts/owner.js");
  const first = "the first owner password";
  let server = await spawnServer({ env: { ADMIN_PASSWORD: first } });
  const dataDir = server.dataDir;
  try {
    const cookie = await signIn(server.url, first);
    // With the embedded database the server must be stopped first: the script says so and changes nothing.
    const busy = await resetPassword(dataDir, "a new owner passphrase\n");
    expect(busy.code).toBe(1);
    expect(busy.output).toContain("is in use by process");
    await server.kill();

    const weak = await resetPassword(dataDir, "password1234\n");
    expect(weak.code).toBe(1);
    expect(weak.output).toContain(
      "The password was not changed: That password is on a list of commonly used passwords.",
    );

    const done = await resetPassword(dataDir, "a new owner passphrase\n", { viaNpm: true });
    expect(done.output).toContain(`The owner's password was set (${OWNER_EMAIL}).`);
    expect(done.code).toBe(0);

    // Restarted with the old ADMIN_PASSWORD still set: it is not read again once an owner exists.
    server = await spawnServer({ env: { ADMIN_PASSWORD: first }, dataDir });
    expect(
      (await postForm(server.url, "/admin", { intent: "login", email: OWNER_EMAIL, password: first })).status,
    ).toBe(401);
    const fresh = await signIn(server.url, "a new owner passphrase");
    expect((await fetch(`${server.url}/admin/team`, { headers: { Cookie: fresh } })).status).toBe(200);
    // The reset ended the sessions opened before it.
    expect((await fetch(`${server.url}/admin/team`, { headers: { Cookie: cookie } })).status).toBe(401);
    const activity = await (await fetch(`${server.url}/admin/activity`, { headers: { Cookie: fresh } })).text();
    expect(activity).toContain("Reset the owner&#x27;s password from the shell");
  } finally {
    await server.kill();
    removeDir(dataDir);
  }
});
