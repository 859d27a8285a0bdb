/**
 * What must hold when requests race, proven by racing real requests on the embedded database (one
 * server) and on PostgreSQL with two server processes sharing it: the form limit and the sign-in
 * limit count every request once, whichever process takes it, and each booking gets exactly one
 * day-before reminder (e-mail, and text with consent) however many processes tick, "On my way"
 * tapped in every process at once moves the visit and texts it once, and two staff completing one
 * visit at once store one job and one payment, and an estimate keeps exactly one approval when the
 * customer (by link) and the office (on site) approve different options at once, or the same
 * approval is posted ten times at once (PostgreSQL only: on PGlite the same is
 * app/estimates/estimates.server.test.ts's). (The race for a window's last place is in
 * appointments.spec.ts.)
 */
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { hashPassword } from "#app/auth/passwords.server";
import { bookings, estimateApprovals, estimateOptions, estimates, users, type NewBooking } from "#app/db/schema";
import { aBookingInput } from "#tests/fixtures/records";
import { startTestPostgres, type TestPostgres } from "#tests/support/postgres";
import { addDays, todayInBusinessZone } from "#app/lib/dates";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import { startFakeSmsProvider, type FakeSmsProvider } from "#tests/support/sms-provider";
import {
  contactForm,
  exportRows,
  OWNER_EMAIL,
  parseCsv,
  postForm,
  shownKeyIn,
  signIn,
  uniqueMarker,
} from "./support/requests";
import { withServerDatabase } from "./support/database";
import { MAIN_PHONE } from "./support/public-site";
import { removeDir, spawnServer, tempDataDir, type SpawnedServer } from "./support/spawn-server";

const LIMIT = 5;
const SIGN_IN_LIMIT = 10;
const PASSWORD = "race-owner-password";

const SETUPS = [
  { name: "PGlite with one server", processes: 1, postgres: false },
  { name: "PostgreSQL with two server processes", processes: 2, postgres: true },
];

/** A live (or cancelled) appointment tomorrow, stored as a booking through the wizard would be, with consent to texts. */
function visitTomorrow(email: string, status: NewBooking["status"] = "new", phone = "(813) 555-0100"): NewBooking {
  return {
    ...aBookingInput({ email, phone }),
    smsConsentAt: new Date(),
    smsConsentClient: "198.51.100.99",
    smsConsentVersion: "2026-11-25",
    visitDate: addDays(todayInBusinessZone(), 1),
    visitWindow: "morning",
    status,
  };
}

for (const setup of SETUPS) {
  test.describe(`races on ${setup.name}`, () => {
    test.describe.configure({ mode: "serial", timeout: 180_000 });
    let postgres: TestPostgres | undefined;
    let smtp: TestSmtp;
    let sms: FakeSmsProvider;
    const servers: SpawnedServer[] = [];
    const dataDir = tempDataDir("races");
    const remindedEmails = [1, 2, 3, 4].map((n) => `${uniqueMarker(`visit${n}`)}@example.com`);
    const cancelledEmail = `${uniqueMarker("cancelled")}@example.com`;
    const completedName = uniqueMarker("Completed visit");
    const staffEmails = ["kim.staff@example.com", "lee.staff@example.com"];
    let completedId = 0;
    let onTheWayId = 0;
    const onTheWayPhone = "(813) 555-0150";
    /** Spreads requests over the processes in turn. */
    const serverFor = (n: number) => servers[n % servers.length]!;

    test.beforeAll(async () => {
      smtp = await startTestSmtp();
      sms = await startFakeSmsProvider();
      if (setup.postgres) postgres = await startTestPostgres();
      // Store the appointments before the servers start (one PGlite directory takes one process).
      await withServerDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir }, async (db) => {
        const rows = await db
          .insert(bookings)
          .values([
            ...remindedEmails.map((e, n) => visitTomorrow(e, "new", `(813) 555-01${20 + n}`)),
            visitTomorrow(cancelledEmail, "cancelled", "(813) 555-0199"),
          ])
          .returning({ id: bookings.id });
        // Each has its page, as a booking made through the wizard does.
        for (const { id } of rows) await addAppointmentLink(db, id);
        // A visit under way today (no mail: it is not tomorrow), and two staff members to complete it.
        const [visit] = await db
          .insert(bookings)
          .values({
            ...aBookingInput({ name: completedName, email: "completed@example.com" }),
            visitDate: todayInBusinessZone(),
            visitWindow: "morning",
            status: "scheduled",
            visitStep: "arrived",
          })
          .returning({ id: bookings.id });
        completedId = visit!.id;
        // A visit today not yet started, with consent to texts: "On my way" is tapped everywhere at once.
        const [started] = await db
          .insert(bookings)
          .values({
            ...visitTomorrow("on-the-way@example.com", "scheduled", onTheWayPhone),
            visitDate: todayInBusinessZone(),
          })
          .returning({ id: bookings.id });
        onTheWayId = started!.id;
        const passwordHash = await hashPassword(PASSWORD);
        await db
          .insert(users)
          .values(staffEmails.map((email) => ({ email, name: email, role: "staff" as const, passwordHash })));
      });
      const env = {
        DATABASE_URL: postgres?.url ?? "",
        ADMIN_PASSWORD: PASSWORD,
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        // The client is X-Forwarded-For's address, so one test is several clients.
        TRUST_PROXY: "1",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_POLL_MS: "100",
        // Every process looks for due reminders five times a second, at any hour of the day.
        HOUSEKEEPING_MS: "200",
        REMINDER_FROM_HOUR: "0",
        // Texts too; the clock at noon in New York, so the reminder texts are within 8 AM-8 PM.
        SMS_URL: sms.url,
        SMS_PER_SECOND: "20",
        TEST_CLOCK: `${todayInBusinessZone()}T12:00:00-05:00`,
      };
      for (let n = 0; n < setup.processes; n++)
        servers.push(await spawnServer({ env, dataDir: setup.postgres ? tempDataDir("races") : dataDir }));
    });
    test.afterAll(async () => {
      for (const server of servers) {
        await server.kill();
        removeDir(server.dataDir);
      }
      await smtp?.stop();
      await sms?.stop();
      await postgres?.stop();
      removeDir(dataDir);
    });

    test("each appointment tomorrow gets exactly one reminder, however many processes tick", async () => {
      const reminders = () =>
        smtp.messages.filter((m) => m.subject.startsWith("Reminder: your refrigerator repair visit is tomorrow"));
      await expect.poll(() => reminders().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(remindedEmails.length);
      // Ten more ticks of every process: none may remind anyone again.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(
        reminders()
          .map((m) => m.to.join())
          .sort(),
      ).toEqual([...remindedEmails].sort());
      expect(smtp.messages.filter((m) => m.to.includes(cancelledEmail))).toEqual([]);
      // And one reminder text each, whichever process queued and sent it.
      const texts = () => sms.messages.filter((m) => m.body.includes("reminder, your visit is tomorrow"));
      await expect.poll(() => texts().length, { timeout: 15_000 }).toBe(remindedEmails.length);
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // both workers poll every 100 ms
      expect(
        texts()
          .map((m) => m.to)
          .sort(),
      ).toEqual(remindedEmails.map((_, n) => `+181355501${20 + n}`).sort());
      expect(sms.messages.filter((m) => m.to === "+18135550199")).toEqual([]);
    });

    test("the form limit counts each request once, whichever process takes it", async () => {
      const marker = uniqueMarker("limit");
      const client = { "X-Forwarded-For": "198.51.100.23" };
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          postForm(serverFor(n).url, "/contact", contactForm({ message: `${marker} ${n}` }), client),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LIMIT);
      // The limit+1st, sent to each process in turn, is refused by each.
      for (const server of servers) {
        const next = await postForm(server.url, "/contact", contactForm({ message: `${marker} next` }), client);
        expect(next.status).toBe(429);
        expect(await next.text()).toContain(MAIN_PHONE.display);
      }
      // And the database holds exactly the accepted ones.
      const cookie = await signIn(servers[0]!.url, PASSWORD);
      const stored = (await exportRows(serverFor(1).url, cookie, "messages")).filter((r) =>
        r.Message?.startsWith(marker),
      );
      expect(stored).toHaveLength(LIMIT);
    });

    test("two staff completing the same visit at once store one job and one payment", async () => {
      const owner = await signIn(servers[0]!.url, PASSWORD);
      const cookies = await Promise.all(staffEmails.map((email, n) => signIn(serverFor(n).url, PASSWORD, email)));
      const completion = new URLSearchParams({
        intent: "complete-visit",
        visitStep: "arrived",
        workDone: "Replaced the start relay",
        partDescription: "Start relay",
        partNumber: "W10613606",
        partQuantity: "1",
        partUnitPrice: "49.99",
        labour: "120",
        diagnosticFee: "89",
        diagnosticCredited: "yes",
        paymentMethod: "cash",
      });
      // Sent as without JavaScript: the confirmation step first (nothing stored), then both staff
      // press "Record" at once, with the key of the amounts it showed.
      const asked = await postForm(serverFor(0).url, `/admin/requests/booking/${completedId}`, completion, {
        Cookie: cookies[0]!,
      });
      expect(asked.status).toBe(200);
      completion.set("shown", shownKeyIn(await asked.text()) ?? "");
      const answers = await Promise.all(
        cookies.map((cookie, n) =>
          postForm(serverFor(n).url, `/admin/requests/booking/${completedId}`, completion, { Cookie: cookie }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([302, 409]);
      const refused = answers.find((a) => a.status === 409)!;
      expect(await refused.text()).toMatch(/This visit was already completed by (kim|lee)\.staff@example\.com\./);
      // One payment in the owner's CSV, one job record on the request's page.
      const csv = await fetch(`${serverFor(1).url}/admin/payments.csv`, { headers: { Cookie: owner } });
      expect(csv.status).toBe(200);
      const rows = parseCsv(await csv.text()).filter((r) => r[2] === completedName);
      expect(rows.map((r) => [r[1], r[3]])).toEqual([[String(completedId), "cash"]]);
      const page = await fetch(`${servers[0]!.url}/admin/requests/booking/${completedId}`, {
        headers: { Cookie: owner },
      });
      const html = await page.text();
      expect(html.match(/>Job record</g)).toHaveLength(1);
      expect(html.match(/data-testid="receipt-total"/g)).toHaveLength(1);
    });

    test('"On my way" tapped at once in every process moves the visit once and texts it once', async () => {
      const cookies = await Promise.all(staffEmails.map((email, n) => signIn(serverFor(n).url, PASSWORD, email)));
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          postForm(
            serverFor(n).url,
            "/admin/today/step",
            {
              intent: "on_the_way",
              bookingId: String(onTheWayId),
              expectedFrom: "scheduled",
              tap: `race-tap-${n}`,
              etaMinutes: "20",
            },
            { Cookie: cookies[n % cookies.length]! },
          ),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const to = `+1${onTheWayPhone.replace(/\D/g, "")}`;
      const texts = () => sms.messages.filter((m) => m.to === to && m.body.includes("is on the way"));
      await expect.poll(() => texts().length, { timeout: 15_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // both workers poll every 100 ms
      expect(texts()).toHaveLength(1);
      expect(texts()[0]!.body).toContain(MAIN_PHONE.display);
    });

    // Two processes only: on PGlite (one process) app/estimates/estimates.server.test.ts races the same.
    if (setup.postgres)
      test("an estimate keeps exactly one approval: the customer's option 1 by link against the office's option 2 on site, and one approval posted 10 times at once", async () => {
        const url = postgres!.url;
        // Two visits today with their pages; the owner writes a two-option estimate for each and sends it.
        const visits = await withServerDatabase({ databaseUrl: url }, async (db) => {
          const rows = await db
            .insert(bookings)
            .values(
              [1, 2].map((n) => ({
                ...aBookingInput({ email: `estimate-race-${n}@example.com` }),
                visitDate: todayInBusinessZone(),
                visitWindow: "morning" as const,
                status: "scheduled" as const,
                visitStep: "arrived" as const,
              })),
            )
            .returning({ id: bookings.id });
          return Promise.all(rows.map(async ({ id }) => ({ id, token: await addAppointmentLink(db, id) })));
        });
        const owner = await signIn(servers[0]!.url, PASSWORD);
        const option = (n: number, name: string, price: string) => ({
          [`option${n}Name`]: name,
          [`option${n}Credit`]: "yes",
          [`option${n}Kind`]: "labour",
          [`option${n}Description`]: name,
          [`option${n}Quantity`]: "1",
          [`option${n}UnitPrice`]: price,
        });
        const shownOf = async (token: string) => {
          const html = await (await fetch(`${serverFor(1).url}/appointments/${token}`)).text();
          return {
            version: /<input type="hidden" name="version" value="(\d+)"/.exec(html)![1]!,
            shown: /<input type="hidden" name="shown" value="([0-9a-f]{64})"/.exec(html)![1]!,
          };
        };
        for (const { id } of visits) {
          const page = `/admin/requests/booking/${id}`;
          const headers = { Cookie: owner };
          const written = await postForm(
            servers[0]!.url,
            page,
            { intent: "write-estimate", ...option(1, "Clear the drain", "95"), ...option(2, "Replace the fan", "289") },
            headers,
          );
          expect(written.status).toBe(302);
          expect((await postForm(serverFor(1).url, page, { intent: "send-estimate" }, headers)).status).toBe(302);
        }
        const approvalsOf = (bookingId: number) =>
          withServerDatabase({ databaseUrl: url }, (db) =>
            db
              .select({
                declined: estimateApprovals.declined,
                position: estimateOptions.position,
                channel: estimateApprovals.channel,
              })
              .from(estimateApprovals)
              .innerJoin(estimates, eq(estimates.id, estimateApprovals.estimateId))
              .leftJoin(estimateOptions, eq(estimateOptions.id, estimateApprovals.optionId))
              .where(eq(estimates.bookingId, bookingId)),
          );

        // 1. At once, on the two processes: the customer approves option 1 by link, the office option 2 on site.
        const [race, same] = visits;
        const seen = await shownOf(race!.token);
        const decision = { ...seen, consent: "yes" };
        const answers = await Promise.all([
          postForm(
            serverFor(0).url,
            `/appointments/${race!.token}`,
            { intent: "approve-estimate", choice: "1", signerName: "Ana Diaz", ...decision },
            { "X-Forwarded-For": "198.51.100.31" },
          ),
          postForm(
            serverFor(1).url,
            `/admin/requests/booking/${race!.id}`,
            { intent: "approve-estimate", choice: "2", signerName: "Ana Diaz", ...decision },
            { Cookie: owner },
          ),
        ]);
        expect(answers.map((a) => a.status).sort()).toEqual([302, 409]);
        const stood = await approvalsOf(race!.id);
        expect(stood).toHaveLength(1);
        // The one that stands is the one answered 302.
        const won = answers[0]!.status === 302 ? { position: 1, channel: "link" } : { position: 2, channel: "on-site" };
        expect(stood[0]).toMatchObject({ declined: false, ...won });

        // 2. The customer's same approval posted 10 times at once, spread over both processes (ten
        // clients, so the forms' per-minute limit is not what refuses them): one row, every answer
        // the same redirect.
        const again = {
          intent: "approve-estimate",
          choice: "2",
          signerName: "Ben Ortiz",
          ...(await shownOf(same!.token)),
          consent: "yes",
        };
        const tenfold = await Promise.all(
          Array.from({ length: 10 }, (_, n) =>
            postForm(serverFor(n).url, `/appointments/${same!.token}`, again, {
              "X-Forwarded-For": `198.51.100.${40 + n}`,
            }),
          ),
        );
        expect(tenfold.map((a) => a.status)).toEqual(Array(10).fill(302));
        expect(await approvalsOf(same!.id)).toEqual([{ declined: false, position: 2, channel: "link" }]);
      });

    test("password guesses are checked at most ten times, whichever process receives them", async () => {
      const guess = (n: number, password = `wrong-guess-${n}`) =>
        postForm(
          serverFor(n).url,
          "/admin",
          { intent: "login", email: OWNER_EMAIL, password },
          { "X-Forwarded-For": "203.0.113.99" },
        );
      const statuses = (await Promise.all(Array.from({ length: 16 }, (_, n) => guess(n)))).map((a) => a.status);
      // 401: the password was checked (and wrong); 429: refused unchecked.
      expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(16 - SIGN_IN_LIMIT);
      // Now the right password is refused unchecked too, on every process.
      for (let n = 0; n < servers.length; n++) {
        const right = await guess(n, PASSWORD);
        expect(right.status).toBe(429);
        expect(right.headers.get("set-cookie")).toBeNull();
      }
    });
  });
}
