/**
 * Hostile and malformed requests against the form endpoints: each gets its 4xx with a plain
 * explanation (never a 5xx, never a stack trace) and nothing is stored. Then the per-client
 * rate limits, on a server of our own with RATE_LIMIT_PER_MINUTE=3 so the main e2e server's
 * high limit stays untouched.
 */
import http from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import { E2E_ADMIN_PASSWORD, E2E_PORT } from "../../playwright.config";
import { bookingForm, contactForm, exportRows, OWNER_EMAIL, postForm, signIn, uniqueMarker } from "./support/requests";
import { business, MAIN_PHONE, todayInNewYork } from "./support/public-site";
import { removeDir, spawnServer, useOwnServer, type SpawnedServer } from "./support/spawn-server";

const BASE = `http://127.0.0.1:${E2E_PORT}`;
const PHONE = MAIN_PHONE.display;
const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules|Error: /;

interface HostileCase {
  title: string;
  path: string;
  status: number;
  /** Builds the request; `marker` goes into a free-text field so a stored row would be found. */
  send: (marker: string) => Promise<Response>;
}

const enc = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const without = (fields: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([k]) => !names.includes(k)));

const contact = (marker: string, overrides: Record<string, string> = {}) =>
  contactForm({ message: `Hostile test ${marker}`, ...overrides });
const booking = (marker: string, overrides: Record<string, string> = {}) =>
  bookingForm({ issueDescription: `Hostile test ${marker}`, ...overrides });

const hostileCases: HostileCase[] = [
  { title: "empty contact body", path: "/contact", status: 400, send: () => postForm(BASE, "/contact", "") },
  {
    title: "contact without e-mail or phone",
    path: "/contact",
    status: 400,
    send: (m) => postForm(BASE, "/contact", without(contact(m), "email", "phone")),
  },
  {
    title: "booking without a preferred date",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", without(booking(m), "preferredDate")),
  },
  {
    title: "booking missing a step-one field",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", booking(m, { address: "   " })),
  },
  {
    title: "service outside the list (wrong type)",
    path: "/contact",
    status: 400,
    send: (m) => postForm(BASE, "/contact", contact(m, { service: "Free fridge" })),
  },
  {
    title: "duplicated name field",
    path: "/contact",
    status: 400,
    send: (m) => postForm(BASE, "/contact", `${enc(contact(m))}&name=Second+Name`),
  },
  {
    title: "a file where text belongs (multipart)",
    path: "/contact",
    status: 400,
    send: (m) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(contact(m, { name: "" }))) if (k !== "name") body.set(k, v);
      body.set("name", new Blob(["file content"], { type: "text/plain" }), "name.txt");
      return fetch(`${BASE}/contact`, { method: "POST", body, headers: { Origin: BASE }, redirect: "manual" });
    },
  },
  {
    title: "1 MB body",
    path: "/contact",
    status: 413,
    send: (m) => postForm(BASE, "/contact", contact(m, { message: `${m} ${"x".repeat(1024 * 1024)}` })),
  },
  {
    title: "20,000-character message",
    path: "/contact",
    status: 400,
    send: (m) => postForm(BASE, "/contact", contact(m, { message: `${m} ${"y".repeat(20_000)}` })),
  },
  {
    title: "20,000-character name",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", booking(m, { name: "n".repeat(20_000) })),
  },
  {
    title: "script tag as the e-mail address",
    path: "/contact",
    status: 400,
    send: (m) => postForm(BASE, "/contact", contact(m, { email: "<script>alert(1)</script>@example.com" })),
  },
  {
    title: "script tag as the phone number",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", booking(m, { phone: "<script>alert(1)</script>" })),
  },
  {
    title: "SQL fragment as the date",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", booking(m, { preferredDate: "2030-01-01'; DROP TABLE bookings;--" })),
  },
  {
    title: "SQL fragment as the ZIP code",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", booking(m, { zipCode: "1' OR '1'='1" })),
  },
  {
    title: "SQL fragment as the brand",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", booking(m, { brand: "Whirlpool' OR 1=1--" })),
  },
  {
    title: "a date that does not exist (Feb 30)",
    path: "/book",
    status: 400,
    send: (m) =>
      postForm(BASE, "/book", booking(m, { preferredDate: `${Number(todayInNewYork().slice(0, 4)) + 1}-02-30` })),
  },
  {
    title: "words instead of a date",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", booking(m, { preferredDate: "next tuesday" })),
  },
  {
    title: "a past date (yesterday in New York)",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", booking(m, { preferredDate: todayInNewYork(-1) })),
  },
  {
    title: "a long-past date",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", booking(m, { preferredDate: "2001-09-11" })),
  },
  {
    title: "a time window outside the list",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", booking(m, { preferredTime: "Midnight" })),
  },
  {
    title: "a post from another website",
    path: "/contact",
    status: 403,
    send: (m) => postForm(BASE, "/contact", contact(m), { Origin: "https://evil.example" }),
  },
  {
    title: "a post from another website to the .data endpoint",
    path: "/book.data",
    status: 403,
    send: (m) => postForm(BASE, "/book.data", booking(m), { Origin: "http://127.0.0.1.evil.example" }),
  },
  {
    title: "NUL byte in a name",
    path: "/contact",
    status: 400,
    send: (m) => postForm(BASE, "/contact", contact(m, { name: "Jo\u0000e" })),
  },
  {
    title: "honeypot filled",
    path: "/contact",
    status: 400,
    send: (m) => postForm(BASE, "/contact", contact(m, { company_website: "http://spam.example" })),
  },
  {
    title: "honeypot filled on a booking",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", booking(m, { company_website: "buy pills" })),
  },
  {
    title: "JSON instead of a form",
    path: "/contact",
    status: 400,
    send: (m) => postForm(BASE, "/contact", JSON.stringify(contact(m)), { "Content-Type": "application/json" }),
  },
  {
    title: "plain text instead of a form",
    path: "/book",
    status: 400,
    send: (m) => postForm(BASE, "/book", enc(booking(m)), { "Content-Type": "text/plain" }),
  },
  {
    title: "a chunked body (no length) past the size limit",
    path: "/contact",
    status: 413,
    send: (m) =>
      fetch(`${BASE}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
        body: new Blob([enc(contact(m, { message: `${m} ${"c".repeat(100_000)}` }))]).stream(),
        duplex: "half",
        redirect: "manual",
      } as RequestInit),
  },
  {
    // A huge body by PUT is refused and the connection closed before it is read (see "a refused
    // request's body is never read in full"); fetch cannot read an answer it is still sending to.
    title: "a form sent by PUT",
    path: "/contact",
    status: 405,
    send: (m) =>
      fetch(`${BASE}/contact`, {
        method: "PUT",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
        body: enc(contact(m)),
        redirect: "manual",
      }),
  },
  {
    title: "invalid fields through the .data endpoint",
    path: "/contact.data",
    status: 400,
    send: (m) => postForm(BASE, "/contact.data", contact(m, { email: "not-an-email" })),
  },
];

test("hostile requests get their 4xx, a plain explanation, and store nothing", async () => {
  const markers: string[] = [];
  for (const hostile of hostileCases) {
    await test.step(hostile.title, async () => {
      const marker = uniqueMarker("hostile");
      markers.push(marker);
      const response = await hostile.send(marker);
      const body = await response.text();
      expect.soft(response.status, `${hostile.title}: status`).toBe(hostile.status);
      expect.soft(body, `${hostile.title}: no stack trace`).not.toMatch(STACK_TRACE);
      expect.soft(body.length, `${hostile.title}: says why`).toBeGreaterThan(0);
      // Every refusal still carries the security headers.
      expect.soft(response.headers.get("x-content-type-options"), hostile.title).toBe("nosniff");
      expect.soft(response.headers.get("x-powered-by"), hostile.title).toBeNull();
    });
  }

  // Nothing from any of them reached the database.
  const cookie = await signIn(BASE, E2E_ADMIN_PASSWORD);
  const stored = JSON.stringify([
    ...(await exportRows(BASE, cookie, "messages")),
    ...(await exportRows(BASE, cookie, "bookings")),
  ]);
  for (const marker of markers) expect(stored, marker).not.toContain(marker);
  // ...while a valid request sent the same way is stored (the check above can find rows).
  const control = uniqueMarker("control");
  expect((await postForm(BASE, "/contact", contact(control))).status).toBe(200);
  const after = await exportRows(BASE, cookie, "messages");
  expect(after.filter((r) => r.Message === `Hostile test ${control}`)).toHaveLength(1);
});

test("every kind of response carries the security headers", async ({ request }) => {
  const home = await request.get("/");
  const asset = /\/assets\/[^"]+\.js/.exec(await home.text())?.[0];
  expect(asset, "a hashed script on the home page").toBeTruthy();
  const responses: Array<[string, Response]> = [];
  for (const path of [
    "/",
    "/contact",
    "/brands/not-a-brand",
    "/robots.txt",
    "/sitemap.xml",
    "/favicon.svg",
    asset!,
    "/admin",
    "/admin/messages.csv",
  ]) {
    responses.push([`GET ${path}`, await fetch(BASE + path)]);
  }
  responses.push(["POST 403", await postForm(BASE, "/contact", contactForm(), { Origin: "https://evil.example" })]);
  responses.push(["POST 413", await postForm(BASE, "/contact", contactForm({ message: "z".repeat(100_000) }))]);
  const nonces = new Set<string>();
  // Public pages are kept rendered (docs/decisions/0017-public-page-cache.md): their inline scripts and
  // styles are allowed by their hashes instead of a nonce. Every other response has its own nonce.
  const kept = new Set(["GET /", "GET /contact"]);
  for (const [label, response] of responses) {
    await response.arrayBuffer();
    const csp = response.headers.get("content-security-policy") ?? "";
    expect.soft(csp, label).toContain("default-src 'self'");
    expect.soft(csp, label).toContain("frame-ancestors 'none'");
    expect.soft(csp, label).toContain("object-src 'none'");
    if (kept.has(label)) {
      expect.soft(csp, label).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/);
      expect.soft(csp, label).not.toContain("nonce-");
    } else {
      expect.soft(csp, label).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      nonces.add(/nonce-([^']+)/.exec(csp)?.[1] ?? "");
    }
    expect.soft(csp, label).not.toContain("unsafe-inline");
    expect.soft(response.headers.get("x-content-type-options"), label).toBe("nosniff");
    expect.soft(response.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
    expect.soft(response.headers.get("x-frame-options"), label).toBe("SAMEORIGIN");
    expect.soft(response.headers.get("x-powered-by"), label).toBeNull();
  }
  // A fresh nonce for every response that has one.
  expect(nonces.size).toBe(responses.length - kept.size);
});

test("the pages run under the CSP without a single violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ["/", "/contact", "/book", "/services", "/areas/hillsborough-county", "/admin"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});

test("a rejected form answers with the reason per field and keeps the values", async () => {
  const response = await postForm(BASE, "/contact", contactForm({ email: "not-an-email", name: "Keep Me" }));
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain("Please correct the highlighted fields.");
  expect(html).toContain("Enter a valid email address.");
  expect(html).toMatch(/value="Keep Me"/);
  expect(html).toMatch(/value="not-an-email"/);
});

test.describe("rate limits (own server, RATE_LIMIT_PER_MINUTE=3, behind a trusted proxy)", () => {
  test.describe.configure({ mode: "serial" });
  // TRUST_PROXY=1: the client address is X-Forwarded-For's, so a test can be several clients.
  const server = useOwnServer({
    env: { RATE_LIMIT_PER_MINUTE: "3", ADMIN_PASSWORD: "limit-test-password", TRUST_PROXY: "1" },
  });

  test("the 4th form submission in a minute gets 429 with the phone number, and is not stored", async () => {
    const marker = uniqueMarker("limit");
    const statuses: number[] = [];
    for (let n = 1; n <= 3; n++) {
      statuses.push((await postForm(server.url, "/contact", contactForm({ message: `${marker} #${n}` }))).status);
    }
    expect(statuses).toEqual([200, 200, 200]);

    const refused = await postForm(server.url, "/contact", contactForm({ message: `${marker} #4` }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // A page of the site (not a bare text answer) that says why, names the phone number and
    // keeps what was typed.
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await refused.text();
    expect(page).toContain(`Too many requests: please wait a minute before sending another, or call us at ${PHONE}.`);
    expect(page).toContain(`${marker} #4`);
    // The booking form and the JavaScript (.data) endpoint share the same allowance.
    expect((await postForm(server.url, "/book.data", bookingForm({ issueDescription: `${marker} #5` }))).status).toBe(
      429,
    );
    expect((await postForm(server.url, "/book", bookingForm({ issueDescription: `${marker} #6` }))).status).toBe(429);
    // Pages are never limited.
    expect((await fetch(`${server.url}/contact`)).status).toBe(200);

    const cookie = await signIn(server.url, "limit-test-password");
    const messages = (await exportRows(server.url, cookie, "messages")).map((r) => r.Message);
    expect(messages.sort()).toEqual([`${marker} #1`, `${marker} #2`, `${marker} #3`]);
    expect(await exportRows(server.url, cookie, "bookings")).toEqual([]);
  });

  test("behind the proxy, a forwarded protocol other than http or https is a bad request", async () => {
    const ask = (proto: string) =>
      rawStatus(
        server.port,
        `GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Proto: ${proto}\r\nConnection: close\r\n\r\n`,
      );
    expect(await ask("a b")).toMatch(/^HTTP\/1\.1 400 /);
    expect(await ask("javascript")).toMatch(/^HTTP\/1\.1 400 /);
    expect(await ask("https")).toMatch(/^HTTP\/1\.1 200 /);
    expect(await ask("HTTP, https")).toMatch(/^HTTP\/1\.1 200 /);
  });

  test("sign-in attempts are limited per client and per account: past a limit even the right password waits", async () => {
    const PASSWORD = "limit-test-password";
    const login = (email: string, password: string, client: string) =>
      postForm(server.url, "/admin", { intent: "login", email, password }, { "X-Forwarded-For": client });
    const expectRefused = async (response: Response) => {
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await response.text()).toContain("Too many sign-in attempts. Please wait 15 minutes and try again.");
    };

    // Per client: ten wrong guesses from one address, each at another account...
    const perClient: number[] = [];
    for (let n = 0; n < 10; n++)
      perClient.push((await login(`nobody-${n}@example.com`, `guess-${n}`, "203.0.113.10")).status);
    expect(perClient).toEqual(Array(10).fill(401));
    await expectRefused(await login(OWNER_EMAIL, PASSWORD, "203.0.113.10"));
    // ...while the owner still signs in from another address.
    expect((await login(OWNER_EMAIL, PASSWORD, "203.0.113.20")).status).toBe(302);

    // Per account: ten wrong guesses at the owner's account, each from another address...
    const perAccount: number[] = [];
    for (let n = 0; n < 10; n++)
      perAccount.push((await login(OWNER_EMAIL, `guess-${n}`, `198.51.100.${n + 1}`)).status);
    expect(perAccount).toEqual(Array(10).fill(401));
    // ...and now the right password waits, from any address; the e-mail is compared lower-cased.
    await expectRefused(await login(OWNER_EMAIL.toUpperCase(), PASSWORD, "198.51.100.200"));
  });
});

test.describe("confirmations to typed addresses are capped (own server with SMTP)", () => {
  test.describe.configure({ mode: "serial" });
  let smtp: TestSmtp;
  let server: SpawnedServer;
  test.beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await spawnServer({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_POLL_MS: "200",
        RATE_LIMIT_PER_MINUTE: "100",
        TRUST_PROXY: "1",
      },
    });
  });
  test.afterAll(async () => {
    await server?.kill();
    await smtp?.stop();
    if (server) removeDir(server.dataDir);
  });

  test("three a day to one inbox (whatever its +tag), ten a day from one client; the owner hears of every request", async () => {
    const marker = uniqueMarker("cap");
    const send = (email: string, client: string, n: number) =>
      postForm(server.url, "/contact", contactForm({ email, message: `${marker} #${n}` }), {
        "X-Forwarded-For": client,
      });
    // One inbox, five requests from five clients, the address spelled five ways.
    for (let n = 1; n <= 5; n++) expect((await send(`Victim+${n}@Example.com`, `192.0.2.${n}`, n)).status).toBe(200);
    // One client (an IPv6 /64, any address in it), twelve requests to twelve inboxes.
    for (let n = 6; n <= 17; n++)
      expect((await send(`inbox-${n}-${marker}@example.com`, `2001:db8:7:7::${n.toString(16)}`, n)).status).toBe(200);

    const toOwner = () =>
      smtp.messages.filter((m) => m.to.includes(business.emails.business) && m.text.includes(marker));
    await expect.poll(() => toOwner().length, { timeout: 30_000 }).toBe(17);
    await new Promise((r) => setTimeout(r, 1500)); // anything still queued goes out
    const confirmations = smtp.messages.filter((m) => !m.to.includes(business.emails.business));
    const victim = confirmations.filter((m) => m.to.some((to) => /^victim\+\d@example\.com$/i.test(to)));
    expect(victim).toHaveLength(3);
    const fromOneClient = confirmations.filter((m) => m.to.some((to) => to.includes(`-${marker}@`)));
    expect(fromOneClient).toHaveLength(10);
    // None of them carries what the visitor typed.
    for (const mail of confirmations) expect(mail.text).not.toContain(marker);
  });
});

/** One raw HTTP exchange on a socket: the request exactly as written, the status line back. */
function rawStatus(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // Every request asks to close (or is HTTP/1.0), so the server ends the exchange.
    const socket = net.createConnection({ host: "127.0.0.1", port }, () => socket.write(request));
    let answer = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer in 10 s")));
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer.split("\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
}

test("bad request lines and Host headers answer 4xx, never 5xx", async () => {
  const cases: Array<[string, string, number]> = [
    ["no Host (HTTP/1.0)", "GET / HTTP/1.0\r\n\r\n", 400],
    ["no Host (HTTP/1.1)", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", 400],
    ["empty Host", "GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n", 400],
    ["Host with a space", "GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n", 400],
    ["unclosed IPv6 Host", "GET / HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n", 400],
    ["port 99999", "GET / HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n", 400],
    ["absolute-form target", "GET http://evil.example/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 400],
    ["asterisk target", "OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 400],
    ["TRACE", "TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 405],
    ["TRACE to a form", "TRACE /contact HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 405],
    ["a bad percent-encoding", "GET /%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 400],
    ["a valid IPv6 Host", "GET /robots.txt HTTP/1.1\r\nHost: [::1]:80\r\nConnection: close\r\n\r\n", 200],
  ];
  for (const [label, request, status] of cases) {
    expect.soft(await rawStatus(E2E_PORT, request), label).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  }
});

/**
 * Sends a request that announces a 100 MB body and streams it slowly; resolves with the status
 * line and how many body bytes were written before the server closed the connection.
 */
function streamBody(port: number, head: string): Promise<{ status: string; written: number }> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let written = 0;
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    const socket = net.createConnection({ host: "127.0.0.1", port }, () => {
      socket.write(head);
      timer = setInterval(() => {
        if (socket.writable) socket.write(chunk, () => (written += chunk.length));
      }, 20);
    });
    const done = () => {
      clearInterval(timer);
      resolve({ status: answer.split("\r\n")[0] ?? "", written });
    };
    socket.setTimeout(30_000, () => socket.destroy(new Error("the connection stayed open for 30 s")));
    socket.on("data", (data) => (answer += data.toString("latin1")));
    socket.on("close", done);
    socket.on("error", () => {}); // a reset after the answer is the server hanging up: fine
  });
}

test("a refused request's body is never read in full: the server answers and hangs up", async () => {
  const huge = 100 * 1024 * 1024;
  const cases: Array<[string, string, number]> = [
    [
      "PUT to a form",
      `PUT /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${huge}\r\n\r\n`,
      405,
    ],
    ["GET with a body", `GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${huge}\r\n\r\n`, 413],
    [
      "a POST from another site",
      `POST /contact HTTP/1.1\r\nHost: localhost\r\nOrigin: https://evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
      403,
    ],
    [
      "a second spelling of a form",
      `POST /%63ontact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${huge}\r\n\r\n`,
      308,
    ],
  ];
  for (const [label, head, status] of cases) {
    const { status: line, written } = await streamBody(E2E_PORT, head);
    expect.soft(line, label).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    // Closed long before 100 MB went in (a few chunks may be in flight when it hangs up).
    expect.soft(written, `${label}: bytes sent before the server hung up`).toBeLessThan(8 * 1024 * 1024);
  }
});

test("signing in over plain HTTP on a host the browser won't keep the cookie for says why", async () => {
  // In production the cookie is Secure; browsers keep it over HTTP only on localhost.
  const server = await spawnServer({ env: { ADMIN_PASSWORD: "plain-http-password" } });
  try {
    const lan = (path: string, init: RequestInit = {}) =>
      new Promise<{ status: number; body: string; cookie?: string }>((resolve, reject) => {
        const body = typeof init.body === "string" ? init.body : "";
        const request = http.request(
          {
            host: "127.0.0.1",
            port: server.port,
            path,
            method: init.method ?? "GET",
            headers: {
              Host: `fridge-box.lan:${server.port}`,
              "Content-Type": "application/x-www-form-urlencoded",
              "Content-Length": Buffer.byteLength(body),
            },
          },
          (response) => {
            let text = "";
            response.on("data", (c) => (text += c));
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, body: text, cookie: response.headers["set-cookie"]?.[0] }),
            );
          },
        );
        request.on("error", reject);
        request.end(body);
      });
    const why = "Signing in needs a secure connection";
    const form = await lan("/admin");
    expect(form.status).toBe(401);
    expect(form.body).toContain(why);
    expect(form.body).toContain(`http://localhost:${server.port}/admin`);
    const attempt = await lan("/admin", {
      method: "POST",
      body: `intent=login&email=${OWNER_EMAIL}&password=plain-http-password`,
    });
    expect(attempt.status).toBe(400);
    expect(attempt.body).toContain(why);
    expect(attempt.cookie).toBeUndefined();
    // On localhost the same server signs in as before, with a Secure cookie the browser keeps there.
    const local = await postForm(server.url.replace("127.0.0.1", "localhost"), "/admin", {
      intent: "login",
      email: OWNER_EMAIL,
      password: "plain-http-password",
    });
    expect(local.status).toBe(302);
    expect(local.headers.get("set-cookie")).toMatch(/; Secure/);
  } finally {
    await server.kill();
    removeDir(server.dataDir);
  }
});
