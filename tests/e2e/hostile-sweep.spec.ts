/**
 * Every route, with every method and every spelling of its path, against a server of our own
 * (RATE_LIMIT_PER_MINUTE=3, a staff password, a test SMTP server). Raw HTTP (node:http), so the
 * path goes out exactly as written (no client normalises `/./` or `%63`) and TRACE can be sent.
 * Asserted: no 5xx anywhere; no row stored and no mail sent past a limit; no password checked
 * past the sign-in limit; a signed-in session keeps working through the storm.
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import { business, PAGE_TYPES } from "./support/public-site";
import { bookingForm, contactForm, exportRows, OWNER_EMAIL, signIn, uniqueMarker } from "./support/requests";
import { removeDir, spawnServer, type SpawnedServer } from "./support/spawn-server";
import { settingsSections } from "#app/settings/site-fact-fields";

const PASSWORD = "sweep-test-password";
const LIMIT = 3;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"];
const ROUTES = [
  ...PAGE_TYPES,
  "/sitemap.xml",
  "/robots.txt",
  "/manifest.webmanifest",
  "/admin",
  "/admin/team",
  "/admin/account",
  "/admin/sign-out",
  "/admin/bookings.csv",
  "/admin/messages.csv",
  "/admin/requests.csv",
  "/admin/activity.csv",
  "/admin/payments.csv",
  "/admin/requests/booking/1",
  "/admin/photos/1",
  "/admin/schedule",
  "/admin/settings",
  ...settingsSections.map(({ slug }) => `/admin/settings/${slug}`),
  "/admin/settings/price-book",
  "/admin/sources",
  "/admin/today",
  "/admin/today/step",
  "/admin/customers",
  "/admin/customers/1",
  "/admin/calls",
  "/admin/customers/1/export.json",
  "/admin/customers/1/export.csv",
  "/reviews/opt-out/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "/appointments/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "/appointments/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/status",
  "/waitlist/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "/availability",
  "/photo-uploads",
  "/team-photos/1",
  // The text provider's webhooks: POST only, and 403 without its signature.
  "/sms/inbound",
  "/sms/status",
  "/voice/inbound",
  "/voice/screen",
  "/voice/after-dial",
  "/voice/recording",
  "/calendar/x.ics",
  "/service-area-map.svg",
  "/favicon.svg",
];

/** The ways an attacker spells one path. */
function spellings(path: string): string[] {
  const lastSlash = path.lastIndexOf("/");
  const head = path.slice(0, lastSlash + 1);
  const tail = path.slice(lastSlash + 1);
  const encoded = tail ? `${head}%${tail.charCodeAt(0).toString(16)}${tail.slice(1)}` : path;
  const data = path === "/" ? "/_root.data" : `${path}.data`;
  const swapCase = tail ? `${head}${tail[0]!.toUpperCase()}${tail.slice(1)}` : path;
  return [
    path,
    data,
    encoded,
    `${encoded}.data`,
    `/.${path}`,
    `/x/..${path}`,
    `/x/..${data}`,
    swapCase,
    `${swapCase}.data`,
    `/${path}`,
    `${path}/`,
  ];
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function raw(
  port: number,
  method: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: {
          Host: `127.0.0.1:${port}`,
          Origin: `http://127.0.0.1:${port}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(Buffer.byteLength(body)),
          Connection: "close",
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on("error", reject);
    request.setTimeout(20_000, () => request.destroy(new Error(`${method} ${path}: no answer in 20 s`)));
    request.end(body);
  });
}

test.describe("every route, method and spelling meets the same limits", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  let server: SpawnedServer;
  let smtp: TestSmtp;
  let cookie: string;

  test.beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await spawnServer({
      env: {
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        ADMIN_PASSWORD: PASSWORD,
        // X-Forwarded-For names the client, so one test's burst is not another's.
        TRUST_PROXY: "1",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_POLL_MS: "200",
      },
    });
  });
  test.afterAll(async () => {
    await server?.kill();
    await smtp?.stop();
    if (server) removeDir(server.dataDir);
  });

  test("a multi-line message with formulas comes back as one CSV record per stored row", async () => {
    cookie = await signIn(server.url, PASSWORD);
    const marker = uniqueMarker("csv");
    const texts = [`${marker} one\n=cmd|'/c calc'!A1`, `${marker} two\r\n@SUM(1+1)\n+3`];
    for (const message of texts) {
      const response = await raw(
        server.port,
        "POST",
        "/contact",
        new URLSearchParams(contactForm({ message })).toString(),
      );
      expect(response.status).toBe(200);
    }
    // exportRows reads the file with csv-parse: each stored row is one record, each text one cell
    // (line breaks arrive as LF: the form normalises them), and the second lines are not cells.
    const rows = await exportRows(server.url, cookie, "messages");
    expect(rows.map((r) => r.Message)).toEqual([`${marker} two\n@SUM(1+1)\n+3`, `${marker} one\n=cmd|'/c calc'!A1`]);
    expect(rows.map((r) => r.ID)).toEqual(["2", "1"]);
  });

  test("a burst by every spelling of both forms, following redirects as browsers do, stores exactly the limit", async () => {
    cookie = await signIn(server.url, PASSWORD);
    const marker = uniqueMarker("burst");
    const client = { "X-Forwarded-For": "192.0.2.77" };
    const statuses: number[] = [];
    for (const route of ["/contact", "/book"]) {
      for (const path of spellings(route).filter((p) => !p.startsWith("//"))) {
        const body = new URLSearchParams(
          route === "/book"
            ? bookingForm({ issueDescription: `${marker} ${path}` })
            : contactForm({ message: `${marker} ${path}` }),
        ).toString();
        let response = await raw(server.port, "POST", path, body, client);
        // 308 keeps the method and body: send it again where it points, once.
        if (response.status === 308)
          response = await raw(server.port, "POST", String(response.headers.location), body, client);
        statuses.push(response.status);
      }
    }
    expect(statuses.length).toBeGreaterThan(2 * LIMIT);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
    const stored = [
      ...(await exportRows(server.url, cookie, "messages")).map((r) => r.Message),
      ...(await exportRows(server.url, cookie, "bookings")).map((r) => r["Issue Description"]),
    ].filter((text) => text?.startsWith(marker));
    expect(stored).toHaveLength(LIMIT);
  });

  test("staff answers are never cached, by any spelling of their CSV and data URLs", async () => {
    cookie = await signIn(server.url, PASSWORD);
    for (const route of [
      "/admin/requests.csv",
      "/admin/bookings.csv",
      "/admin/messages.csv",
      "/admin/activity.csv",
      "/admin/payments.csv",
      "/admin",
      "/admin/schedule",
      "/admin/customers",
    ]) {
      for (const path of [route, `${route}.data`, route.toUpperCase(), `/x/..${route}.data`]) {
        let response = await raw(server.port, "GET", path, "", { Cookie: cookie });
        if (response.status === 308)
          response = await raw(server.port, "GET", String(response.headers.location), "", { Cookie: cookie });
        expect.soft(response.status, path).toBe(200);
        expect.soft(response.headers["cache-control"], path).toBe("no-store");
      }
    }
  });

  test("a technician is refused every office page, file and action, by every spelling and method", async () => {
    cookie = await signIn(server.url, PASSWORD);
    // The owner invites a technician; the link, accepted, signs them in.
    const invited = await raw(
      server.port,
      "POST",
      "/admin/team",
      new URLSearchParams({
        intent: "invite",
        name: "Tess Tech",
        email: `${uniqueMarker("tech")}@example.com`,
        role: "technician",
      }).toString(),
      { Cookie: cookie },
    );
    expect(invited.status).toBe(200);
    const link = /\/admin\/invite\/[A-Za-z0-9_-]{43}/.exec(invited.body)?.[0];
    expect(link).toBeTruthy();
    const accepted = await raw(
      server.port,
      "POST",
      link!,
      new URLSearchParams({ newPassword: "technician-sweep-pw", confirmPassword: "technician-sweep-pw" }).toString(),
    );
    expect(accepted.status).toBe(302);
    expect(accepted.headers.location).toBe("/admin/today");
    const technician = String(accepted.headers["set-cookie"]).split(";")[0]!;

    const office = [
      "/admin",
      "/admin/team",
      "/admin/settings",
      // Every settings page (DECISIONS "The owner edits the site": the owner's alone).
      ...settingsSections.map(({ slug }) => `/admin/settings/${slug}`),
      "/admin/settings/price-book",
      "/admin/activity",
      "/admin/schedule",
      "/admin/payments.csv",
      "/admin/sources",
      "/admin/bookings.csv",
      "/admin/messages.csv",
      "/admin/requests.csv",
      "/admin/activity.csv",
      "/admin/requests/booking/1",
      "/admin/requests/message/1",
      "/admin/photos/1",
    ];
    const wrong: string[] = [];
    for (const route of office) {
      for (const path of spellings(route)) {
        for (const method of ["GET", "HEAD", "POST"]) {
          let response = await raw(server.port, method, path, "intent=note&note=x", { Cookie: technician });
          // A spelling the edge redirects to the one true path (308 keeps the method) is followed once.
          if (response.status === 308)
            response = await raw(server.port, method, String(response.headers.location), "intent=note&note=x", {
              Cookie: technician,
            });
          // A page without an action refuses every POST before it runs (405), whoever sends it.
          const ok = response.status === 403 || (method === "POST" && response.status === 405);
          if (!ok && !path.startsWith("//")) wrong.push(`${method} ${path}: ${response.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Their own pages open.
    for (const path of ["/admin/today", "/admin/today.data", "/admin/account"]) {
      expect((await raw(server.port, "GET", path, "", { Cookie: technician })).status, path).toBe(200);
    }
  });

  test("no 5xx, nothing stored or mailed past a limit, no password checked past the sign-in limit", async () => {
    // `cookie` was signed in before the storm; this session must keep working through it.
    const marker = uniqueMarker("sweep");
    const recipient = `${marker}@example.com`;
    const started = Date.now();
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    let guesses = 0;
    let checkedGuesses = 0;

    for (const route of ROUTES) {
      for (const path of spellings(route)) {
        for (const method of METHODS) {
          const body =
            route === "/admin"
              ? new URLSearchParams({ intent: "login", email: OWNER_EMAIL, password: `guess-${++guesses}` }).toString()
              : route === "/book"
                ? new URLSearchParams(
                    bookingForm({ email: recipient, issueDescription: `${marker} ${method} ${path}` }),
                  ).toString()
                : new URLSearchParams(
                    contactForm({ email: recipient, message: `${marker} ${method} ${path}` }),
                  ).toString();
          const response = await raw(server.port, method, path, body);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (route === "/admin" && method === "POST" && response.status === 401) checkedGuesses++;
          if (response.status >= 500)
            serverErrors.push(`${method} ${path}: ${response.status} ${response.body.slice(0, 200)}`);
          // A target starting with "//" is not a path the site has (nor a safe one to redirect).
          if (path.startsWith("//")) expect.soft(response.status, `${method} ${path}`).toBe(400);
          // Methods a route does not serve are refused before any body is read or action runs.
          else if (!["GET", "HEAD", "POST"].includes(method) && response.status !== 308) {
            expect.soft(response.status, `${method} ${path}`).toBe(405);
            expect.soft(response.headers.allow, `${method} ${path}: Allow`).toMatch(/^(GET, HEAD(, POST)?|POST)$/);
          }
          // The webhooks: only POST, and never anything but 403 without the provider's signature.
          if (route.startsWith("/sms/") && response.status !== 308 && !path.startsWith("//")) {
            if (method === "POST" && !path.endsWith(".data"))
              expect.soft(response.status, `${method} ${path}`).toBe(403);
            else if (method === "GET" || method === "HEAD") expect.soft(response.status, `${method} ${path}`).toBe(405);
          }
          // Staff answers are never cached, whatever the spelling.
          if (/^\/admin/i.test(path) && response.status === 200) {
            expect.soft(response.headers["cache-control"], `${method} ${path}`).toBe("no-store");
          }
        }
      }
    }
    const minutes = Math.ceil((Date.now() - started) / 60_000);
    console.log(
      `[sweep] ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests in ${minutes} min:`,
      Object.fromEntries(statuses),
    );
    expect(serverErrors).toEqual([]);

    // Rows: at most LIMIT per started minute, whichever method, spelling or form they used.
    const stored = [
      ...(await exportRows(server.url, cookie, "messages")).map((r) => r.Message),
      ...(await exportRows(server.url, cookie, "bookings")).map((r) => r["Issue Description"]),
    ].filter((text) => text?.startsWith(marker));
    expect(stored.length).toBeGreaterThan(0); // the count below can find rows
    expect(stored.length).toBeLessThanOrEqual(LIMIT * minutes);

    // Mail: the owner hears of each stored request; the typed address gets at most 3 confirmations.
    const toOwner = () =>
      smtp.messages.filter((m) => m.to.includes(business.emails.business) && m.text.includes(marker));
    await expect.poll(() => toOwner().length, { timeout: 30_000 }).toBe(stored.length);
    await new Promise((r) => setTimeout(r, 1500)); // anything still queued goes out
    expect(toOwner()).toHaveLength(stored.length);
    const toVisitor = smtp.messages.filter((m) => m.to.includes(recipient));
    expect(toVisitor.length).toBeGreaterThan(0);
    expect(toVisitor.length).toBeLessThanOrEqual(3);
    for (const mail of toVisitor) expect(mail.text).not.toContain(marker);

    // Sign-in: whatever the spelling or method, at most 10 wrong passwords were checked; more
    // guesses (by any spelling that reaches the sign-in) are refused unchecked.
    expect(checkedGuesses).toBeGreaterThan(0);
    expect(checkedGuesses).toBeLessThanOrEqual(10);
    const more: number[] = [];
    for (const path of ["/admin", "/admin.data", "/Admin", "/admin"]) {
      for (let n = 0; n < 4; n++) {
        more.push(
          (
            await raw(
              server.port,
              "POST",
              path,
              new URLSearchParams({ intent: "login", email: OWNER_EMAIL, password: `more-${n}` }).toString(),
            )
          ).status,
        );
      }
    }
    expect(checkedGuesses + more.filter((status) => status === 401).length).toBe(10);
    expect(more.at(-1)).toBe(429);
    // Now even the right password is not checked.
    const right = await raw(
      server.port,
      "POST",
      "/admin",
      new URLSearchParams({ intent: "login", email: OWNER_EMAIL, password: PASSWORD }).toString(),
    );
    expect(right.status).toBe(429);
    expect(right.headers["set-cookie"]).toBeUndefined();
    expect(right.body).toContain("Too many sign-in attempts");

    // ...while the session signed in before the storm still reads and changes requests.
    const inbox = await fetch(`${server.url}/admin`, { headers: { Cookie: cookie } });
    expect(inbox.status).toBe(200);
    const ids = (await exportRows(server.url, cookie, "messages")).map((r) => r.ID);
    const change = await raw(
      server.port,
      "POST",
      "/admin",
      new URLSearchParams({ intent: "set-status", kind: "message", id: ids[0]!, status: "done" }).toString(),
      { Cookie: cookie },
    );
    expect(change.status).toBe(302);
    const after = await exportRows(server.url, cookie, "messages");
    expect(after.find((r) => r.ID === ids[0])?.Status).toBe("done");
  });
});
