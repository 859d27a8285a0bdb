/**
 * Failures, each on a server of our own (node server.js on the built app):
 * - the database is unreachable: a clear 503 naming the phone number, every value kept;
 * - the SMTP server is down, then up: the queued mail goes out later, nothing lost;
 * - the server is killed (SIGKILL) right after acknowledging requests: they are there on restart.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startTestPostgres, type TestPostgres } from "#tests/support/postgres";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import { bookingForm, contactForm, exportRows, OWNER_EMAIL, postForm, signIn, uniqueMarker } from "./support/requests";
import { freePort } from "../support/free-port";
import { removeDir, spawnServer, tempDataDir, type SpawnedServer } from "./support/spawn-server";
import { business, MAIN_PHONE, waitForHydration, WINDOW_LABEL, workdayInNewYork } from "./support/public-site";

const PHONE = MAIN_PHONE.display;
const FAILURE = `We couldn't send your request. Please try again or call us at ${PHONE}.`;
const HOSTILE = `José Ñúñez 🧊 "quoted" <script>alert(1)</script> O'Brien; DROP TABLE bookings;--`;

test.describe("database unreachable", () => {
  test.describe.configure({ mode: "serial" });
  let server: SpawnedServer;
  test.beforeAll(async () => {
    // A closed loopback port: every connection attempt is refused.
    server = await spawnServer({
      env: { DATABASE_URL: "postgres://x:y@127.0.0.1:1/none", ADMIN_PASSWORD: "db-down-password" },
    });
  });
  test.afterAll(async () => {
    await server?.kill();
    if (server) removeDir(server.dataDir);
  });

  test("the server starts anyway, logs the failure and serves its pages", async () => {
    expect(server.output()).toMatch(/\[db\] not reachable at start-up/);
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(PHONE);
  });

  test("a form post answers 503 with the phone number and the values, no stack trace", async () => {
    const fields = contactForm({ name: HOSTILE, message: "Keep every word & line\nplease" });
    const response = await postForm(server.url, "/contact", fields);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(PHONE);
    expect(html).toContain("call us at");
    expect(html).not.toMatch(/ECONNREFUSED|\n\s+at .+:\d+:\d+|node_modules/);
    await server.waitForOutput(/\[forms\] could not store request from \/contact/);

    const book = await postForm(server.url, "/book", bookingForm({ issueDescription: "Door seal torn" }));
    expect(book.status).toBe(503);
    expect(await book.text()).toContain("Door seal torn");
  });

  test("without JavaScript the re-rendered form keeps every value", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/contact`);
    await page.getByLabel("Full Name").fill(HOSTILE);
    await page.getByLabel("Email").fill("jose@example.com");
    await page.getByLabel("Phone Number").fill("(813) 555-0100");
    await page.getByLabel("Service Needed").selectOption("Ice Maker Issues");
    await page.getByRole("textbox", { name: "Message" }).fill("No ice 🧊\nsince Monday");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(503);
    // The refusal is the first thing of the form, focused on load (so it is on screen and read out).
    await expect(page.locator("[data-form-message]")).toHaveText(FAILURE);
    await expect(page.locator("[data-form-message]")).toBeFocused();
    await expect(page.getByLabel("Full Name")).toHaveValue(HOSTILE);
    await expect(page.getByLabel("Email")).toHaveValue("jose@example.com");
    await expect(page.getByLabel("Phone Number")).toHaveValue("(813) 555-0100");
    await expect(page.getByLabel("Service Needed")).toHaveValue("Ice Maker Issues");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("No ice 🧊\nsince Monday");
    await context.close();
  });

  test("with JavaScript the visitor sees the error toast and keeps every value", async ({ page }) => {
    await page.goto(`${server.url}/contact`);
    await waitForHydration(page);
    await page.getByLabel("Full Name").fill("Maria Lopez");
    await page.getByLabel("Email").fill("maria@example.com");
    await page.getByLabel("Phone Number").fill("(727) 555-0111");
    await page.getByRole("textbox", { name: "Message" }).fill("Compressor clicks");
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Message not sent");
    await expect(toast).toContainText(PHONE);
    await expect(page.getByLabel("Full Name")).toHaveValue("Maria Lopez");
    await expect(page.getByLabel("Email")).toHaveValue("maria@example.com");
    await expect(page.getByLabel("Phone Number")).toHaveValue("(727) 555-0111");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Compressor clicks");
  });

  test("signing in says the database is unreachable (503), not a crash", async () => {
    // Sign-in attempts are counted in the database, so without it nobody signs in; say so.
    const response = await postForm(server.url, "/admin", {
      intent: "login",
      email: OWNER_EMAIL,
      password: "db-down-password",
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toContain("The database is not reachable right now");
  });
});

test.describe("SMTP outage", () => {
  let server: SpawnedServer | undefined;
  let smtp: TestSmtp | undefined;
  test.afterAll(async () => {
    await server?.kill("SIGKILL");
    if (server) removeDir(server.dataDir);
    await smtp?.stop();
  });

  test("mail queued while the SMTP server is down is delivered once it is back; SIGTERM stops cleanly", async () => {
    const smtpPort = await freePort(); // nothing listens there yet
    server = await spawnServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_POLL_MS: "200", MAIL_RETRY_BASE_MS: "500" },
    });
    await server.waitForOutput(/\[mail\] worker started/);

    const marker = uniqueMarker("smtp");
    const date = workdayInNewYork(7);
    const name = `Maria ${marker}`;
    const response = await postForm(
      server.url,
      "/book",
      bookingForm({ name, email: "maria@example.com", preferredDate: date }),
    );
    // The visitor's request is accepted although no mail can go out right now.
    expect(response.status).toBe(200);
    await server.waitForOutput(/\[mail\] #\d+ send failed \(attempt 1\)/);

    smtp = await startTestSmtp({ port: smtpPort });
    const mails = await smtp.waitFor(2, 30_000);
    const owner = mails.find((m) => m.to.includes(business.emails.business));
    const visitor = mails.find((m) => m.to.includes("maria@example.com"));
    const longDate = new Intl.DateTimeFormat("en-US", {
      timeZone: "UTC",
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
    }).format(new Date(`${date}T12:00:00Z`));
    expect(owner?.subject).toBe(`New booking: ${name}, ${longDate}, ${WINDOW_LABEL.morning}`);
    expect(owner?.text).toContain("Issue: Not Cooling");
    expect(visitor?.subject).toBe("Your refrigerator repair visit is booked");
    expect(visitor?.text).toContain(PHONE);
    expect(visitor?.text).toMatch(/\/appointments\/[\w-]{43}/);
    const ics = visitor?.attachments.find((a) => a.filename === "repair-visit.ics");
    // The morning's start (8am) in New York, written with its zone (calendars shift nothing across DST).
    const morningStart = business.bookingWindows.find((w) => w.key === "morning")!.start.replace(":", "");
    expect(ics?.content).toContain(`DTSTART;TZID=America/New_York:${date.replaceAll("-", "")}T${morningStart}00`);
    // Each went out once.
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.messages).toHaveLength(2);

    const code = await server.kill("SIGTERM");
    expect(code).toBe(0);
    expect(server.output()).toContain("SIGTERM received, closing");
  });
});

test.describe("crash right after acknowledging", () => {
  let dataDir: string | undefined;
  test.afterAll(() => {
    if (dataDir) removeDir(dataDir);
  });

  test("requests acknowledged before a SIGKILL are there after restart", async () => {
    dataDir = tempDataDir("crash"); // shared by both runs of the server
    const env = { ADMIN_PASSWORD: "crash-password" };
    const first = await spawnServer({ env, dataDir });
    const marker = uniqueMarker("crash");
    const sent = await Promise.all(
      [1, 2, 3].map((n) => postForm(first.url, "/contact", contactForm({ name: HOSTILE, message: `${marker} #${n}` }))),
    );
    const booked = await postForm(first.url, "/book", bookingForm({ issueDescription: `${marker} booking` }));
    expect([...sent.map((r) => r.status), booked.status]).toEqual([200, 200, 200, 200]);
    // No graceful shutdown: the process dies the moment the last answer arrives.
    await first.kill("SIGKILL");

    const second = await spawnServer({ env, dataDir });
    try {
      expect(second.output()).toMatch(/\[db\] ready/);
      const cookie = await signIn(second.url, "crash-password");
      const messages = (await exportRows(second.url, cookie, "messages")).filter((r) => r.Message?.startsWith(marker));
      expect(messages.map((r) => r.Message).sort()).toEqual([`${marker} #1`, `${marker} #2`, `${marker} #3`]);
      expect(messages.every((r) => r.Name === HOSTILE)).toBe(true);
      const bookings = await exportRows(second.url, cookie, "bookings");
      expect(bookings.filter((r) => r["Issue Description"] === `${marker} booking`)).toHaveLength(1);
    } finally {
      await second.kill();
    }
  });
});

test.describe("a hung PostgreSQL (processes stopped, sockets open)", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let postgres: TestPostgres;
  let server: SpawnedServer;
  test.beforeAll(async () => {
    postgres = await startTestPostgres({ ownCluster: true }); // it stops the server with SIGSTOP
    server = await spawnServer({
      env: { DATABASE_URL: postgres.url, ADMIN_PASSWORD: "hung-db-password", DB_TIMEOUT_MS: "3000" },
    });
  });
  test.afterAll(async () => {
    postgres?.signal("SIGCONT");
    await server?.kill();
    await postgres?.stop();
    if (server) removeDir(server.dataDir);
  });

  test("forms answer 503 with the phone number in bounded time, nothing half-stored, and recover on their own", async () => {
    const marker = uniqueMarker("hung");
    const before = await postForm(server.url, "/contact", contactForm({ message: `${marker} before` }));
    expect(before.status).toBe(200);

    postgres.signal("SIGSTOP");
    try {
      // The client gives up after 20 s: without the server's own deadline these never answered.
      const hung = { signal: AbortSignal.timeout(20_000) };
      const contact = await fetch(`${server.url}/contact`, {
        ...hung,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams(contactForm({ message: `${marker} during` })).toString(),
      });
      expect(contact.status).toBe(503);
      const html = await contact.text();
      expect(html).toContain(FAILURE);
      expect(html).toContain(`${marker} during`); // the values are kept
      const booking = await fetch(`${server.url}/book`, {
        ...hung,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams(bookingForm({ issueDescription: `${marker} during booking` })).toString(),
      });
      expect(booking.status).toBe(503);
      // Pages that need no database still answer.
      expect((await fetch(`${server.url}/services`, hung)).status).toBe(200);
    } finally {
      postgres.signal("SIGCONT");
    }

    // The server recovers by itself once the database answers again.
    await expect
      .poll(async () => (await postForm(server.url, "/contact", contactForm({ message: `${marker} after` }))).status, {
        timeout: 60_000,
        intervals: [500, 1000, 2000],
      })
      .toBe(200);
    const cookie = await signIn(server.url, "hung-db-password");
    const stored = (await exportRows(server.url, cookie, "messages"))
      .map((r) => r.Message)
      .filter((m) => m?.startsWith(marker));
    expect(stored).toContain(`${marker} before`);
    expect(stored).toContain(`${marker} after`);
    // What was refused with 503 was not stored afterwards either.
    expect(stored).not.toContain(`${marker} during`);
    const bookings = await exportRows(server.url, cookie, "bookings");
    expect(bookings.filter((r) => r["Issue Description"] === `${marker} during booking`)).toEqual([]);
  });
});

test.describe("durability on the embedded database", () => {
  test("each acknowledged request was fsynced to the write-ahead log (strace)", async () => {
    const server = await spawnServer({ env: { ADMIN_PASSWORD: "fsync-password" } });
    const dir = tempDataDir("strace");
    const log = path.join(dir, "trace.log");
    // Attach to the running server and record every fsync/fdatasync with the file it was for.
    const strace = spawn("strace", ["-f", "-y", "-e", "trace=fsync,fdatasync", "-o", log, "-p", String(server.pid)], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        strace.stderr!.on("data", (chunk: Buffer) => {
          if (/attached/.test(chunk.toString())) resolve();
        });
        strace.once("exit", (code) =>
          reject(new Error(`strace exited (${code}): is it installed, and is ptrace allowed?`)),
        );
      });
      const marker = uniqueMarker("fsync");
      for (let n = 1; n <= 5; n++) {
        expect((await postForm(server.url, "/contact", contactForm({ message: `${marker} #${n}` }))).status).toBe(200);
      }
    } finally {
      strace.kill("SIGINT"); // detaches and flushes its log; the server runs on
      await new Promise((resolve) => strace.once("exit", resolve));
    }
    try {
      const walSyncs = readFileSync(log, "utf8")
        .split("\n")
        .filter((line) => /\b(fsync|fdatasync)\(\d+<[^>]*\/pglite\/pg_wal\/[0-9A-F]{24}>\)\s+= 0/.test(line));
      // Each request commits twice (its rate-limit count, then the message with its mail), and
      // every commit syncs the log before the answer: at least 10 for the 5 requests.
      expect(walSyncs.length).toBeGreaterThanOrEqual(10);
    } finally {
      await server.kill();
      removeDir(server.dataDir);
      removeDir(dir);
    }
  });
});
