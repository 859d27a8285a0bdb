/**
 * Missed calls answered by text (DECISIONS "Missed calls"), end to end on the production build:
 * signed voice webhooks posted as Twilio posts them, the text arriving at the loopback fake of the
 * provider's API, the Calls page at 375 px with axe, and Twilio's retries of one after-dial raced
 * over two server processes sharing PostgreSQL. The rules one by one (each DialCallStatus, the
 * screen, STOP, +44, 12 hours, forged) are app/calls/calls.server.test.ts's.
 */
import { expect, test } from "@playwright/test";
import { missedCallText } from "#app/texts/missed-call";
import { postWebhook, startFakeSmsProvider, type FakeSmsProvider } from "#tests/support/sms-provider";
import { startTestPostgres, type TestPostgres } from "#tests/support/postgres";
import { expectNoSeriousViolations } from "./support/a11y";
import { OWNER_EMAIL, uniqueMarker } from "./support/requests";
import { removeDir, spawnServer, tempDataDir, type SpawnedServer } from "./support/spawn-server";
import { expectPhoneFit, signInWithForm } from "./support/workspace";

const PASSWORD = "missed-calls-owner-password";

const serverEnv = (fake: FakeSmsProvider, extra: Record<string, string> = {}) => ({
  SMS_URL: fake.url,
  SMS_PER_SECOND: "20",
  // The text worker looks for due texts this often: "at once" within the test's patience.
  MAIL_POLL_MS: "100",
  ADMIN_PASSWORD: PASSWORD,
  ...extra,
});

let calls = 0;
/** A call's fields as Twilio posts them (a new CallSid each time). */
const aCall = (from: string) => ({
  CallSid: `CA${uniqueMarker("call").replace(/\W/g, "")}${++calls}`,
  AccountSid: "",
  From: from,
  To: "+18135550142",
});

/** Waits a moment and checks that no more texts than `count` arrived meanwhile. */
async function expectNoMoreTexts(fake: FakeSmsProvider, count: number, ms = 2500) {
  await new Promise((r) => setTimeout(r, ms));
  expect(fake.messages.map((m) => m.body)).toHaveLength(count);
}

test.describe("missed calls on one server", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let fake: FakeSmsProvider;
  let server: SpawnedServer;

  test.beforeAll(async () => {
    // Starting a production server on a busy 2-core machine can take most of a minute.
    test.setTimeout(180_000);
    fake = await startFakeSmsProvider();
    server = await spawnServer({ env: serverEnv(fake) });
  });
  test.afterAll(async () => {
    await server?.kill();
    if (server) removeDir(server.dataDir);
    await fake?.stop();
  });

  const voice = (path: string, fields: Record<string, string>, options?: Parameters<typeof postWebhook>[2]) =>
    postWebhook(`${server.url}/voice/${path}`, { ...fields, AccountSid: fake.accountSid }, options);

  test("GET is 405 and a forged after-dial is 403; a signed one texts the caller at once", async () => {
    for (const path of ["inbound", "screen", "after-dial", "recording"])
      expect((await fetch(`${server.url}/voice/${path}`)).status, path).toBe(405);
    const call = aCall("+18135550161");
    expect((await voice("after-dial", { ...call, DialCallStatus: "no-answer" }, { signature: null })).status).toBe(403);
    expect((await voice("after-dial", call, { authToken: "not-the-token" })).status).toBe(403);
    await expectNoMoreTexts(fake, 0, 1000);

    const inbound = await voice("inbound", call);
    expect(inbound.status).toBe(200);
    expect(inbound.headers.get("content-type")).toBe("text/xml; charset=utf-8");
    // No forward number set yet: straight to the missed-call answer.
    expect(await inbound.text()).toContain("<Redirect");
    const answer = await voice("after-dial", { ...call, DialCallStatus: "no-answer" });
    expect(await answer.text()).toContain(`<Record maxLength="120"`);
    const [text] = await fake.waitFor(1, 15_000);
    expect(text).toMatchObject({ to: "+18135550161", body: missedCallText("en") });
    // Twilio's retry of the same call: the apology again, no second text.
    expect((await voice("after-dial", { ...call, DialCallStatus: "no-answer" })).status).toBe(200);
    const recording = "https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE0123";
    await voice("recording", {
      ...call,
      RecordingUrl: recording,
      RecordingStatus: "completed",
      RecordingDuration: "9",
    });
    await expectNoMoreTexts(fake, 1, 1500);
  });

  test("the Calls page fits 375 px, passes axe, counts the open missed call and marks it called back", async ({
    page,
  }) => {
    await signInWithForm(page, OWNER_EMAIL, PASSWORD, server.url);
    const nav = page.getByRole("navigation", { name: "Workspace" });
    await expect(nav.getByRole("link", { name: "Calls 1 missed, not called back" })).toBeVisible();
    await nav.getByRole("link", { name: /^Calls/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Calls" })).toBeVisible();
    await expect(page.getByText("1 missed call is waiting for a call back.")).toBeVisible();
    await expect(page.getByText("Missed", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Play voicemail (9 s)" })).toHaveAttribute(
      "href",
      "https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE0123",
    );
    await page.setViewportSize({ width: 375, height: 800 });
    await expectPhoneFit(page, "Calls");
    await expectNoSeriousViolations(page, "Calls at 375 px");
    await page.getByRole("button", { name: "Called back (813) 555-0161" }).click();
    await expect(page.getByText("Marked as called back.")).toBeVisible();
    await expect(page.getByText(/^Called back .* by /)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Calls", exact: true })).toBeVisible();
  });
});

test.describe("missed calls on PostgreSQL with two server processes", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let fake: FakeSmsProvider;
  let postgres: TestPostgres;
  const servers: SpawnedServer[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    fake = await startFakeSmsProvider();
    postgres = await startTestPostgres();
    for (let n = 0; n < 2; n++)
      servers.push(
        await spawnServer({ env: serverEnv(fake, { DATABASE_URL: postgres.url }), dataDir: tempDataDir("calls") }),
      );
  });
  test.afterAll(async () => {
    for (const server of servers) {
      await server.kill();
      removeDir(server.dataDir);
    }
    await fake?.stop();
    await postgres?.stop();
  });

  test("Twilio's after-dial posted 10 times at once, over both processes, texts once", async () => {
    const call = { ...aCall("+18135550162"), AccountSid: fake.accountSid, DialCallStatus: "no-answer" };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => postWebhook(`${servers[n % 2]!.url}/voice/after-dial`, call)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const [text] = await fake.waitFor(1, 15_000);
    expect(text!.to).toBe("+18135550162");
    await expectNoMoreTexts(fake, 1);
  });
});
