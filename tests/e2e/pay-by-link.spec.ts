/**
 * Paying by link (DECISIONS "Paying by link"), end to end on the production build: servers of
 * their own pointed (STRIPE_API_URL) at the loopback Stripe fake (tests/support/stripe-fake.ts),
 * never Stripe's servers. The customer's "Pay $X by card" goes to the fake's hosted page, whose
 * "Pay" posts a signed checkout.session.completed to the webhook and comes back; and 20 copies of
 * one event spread over two server processes on one PostgreSQL database make one payment. The
 * office's side: "Send payment link" on the request's page, the customer paying from the text, the
 * attempt and the payment with its Stripe Dashboard link on that page, at 375 px and with axe.
 * (Signatures, refunds, overpayment, the amount and the texts' rules are proven in
 * app/payments/online.server.test.ts.)
 */
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { bookings, jobs, payments, type NewBooking } from "#app/db/schema";
import type { Database } from "#app/db/client.server";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";
import { business } from "#app/content/business";
import { textFor } from "#app/texts/messages";
import { aBookingInput, aTwoHundredDollarJob } from "#tests/fixtures/records";
import { startTestPostgres, type TestPostgres } from "#tests/support/postgres";
import { startFakeSmsProvider, type FakeSmsProvider } from "#tests/support/sms-provider";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import {
  FAKE_STRIPE_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from "#tests/support/stripe-fake";
import { expectNoSeriousViolations } from "./support/a11y";
import { withServerDatabase } from "./support/database";
import { layoutProblems } from "./support/page-fit";
import { OWNER_EMAIL } from "./support/requests";
import { removeDir, spawnServer, tempDataDir, type SpawnedServer } from "./support/spawn-server";
import { signInWithForm } from "./support/workspace";

// Ports of this spec's own (the shared Playwright server takes E2E_PORT).
const PORTS = { server: 4192, stripe: 4194, smtp: 4195, raceServers: [4196, 4197], raceStripe: 4198, raceSmtp: 4199 };

const stripeEnv = (fake: FakeStripe, smtp: TestSmtp) => ({
  STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
  STRIPE_API_URL: fake.url,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  MAIL_POLL_MS: "200",
});

const OWNER_PASSWORD = "pay-by-link-owner-password";

/** A completed repair of $200.00 of which $50.00 was paid in cash; the token of its page. */
async function seedJobOwing(
  db: Database,
  email: string,
  fields: Partial<NewBooking> = {},
): Promise<{ token: string; jobId: number; bookingId: number }> {
  const booking: NewBooking = { ...aBookingInput({ email }), status: "done", visitStep: "completed", ...fields };
  const [row] = await db.insert(bookings).values(booking).returning({ id: bookings.id });
  const [job] = await db.insert(jobs).values(aTwoHundredDollarJob(row!.id)).returning({ id: jobs.id });
  await db.insert(payments).values({ jobId: job!.id, method: "cash", amountCents: 5_000 });
  return { token: await addAppointmentLink(db, row!.id), jobId: job!.id, bookingId: row!.id };
}

test.describe("pay by link (PGlite, one server)", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  const hooks: { webhookUrl?: string; port: number } = { port: PORTS.stripe };
  let fake: FakeStripe;
  let smtp: TestSmtp;
  let sms: FakeSmsProvider;
  let server: SpawnedServer;
  let token = "";
  /** The office's job: its customer agreed to texts. */
  let texted = { bookingId: 0 };
  const dataDir = tempDataDir("pay");

  test.beforeAll(async () => {
    test.setTimeout(180_000); // a fresh database and a server start, on a loaded machine
    // The fake reads hooks.webhookUrl when "Pay" is pressed: set once the server's URL is known.
    fake = await startFakeStripe(hooks);
    smtp = await startTestSmtp({ port: PORTS.smtp });
    sms = await startFakeSmsProvider();
    ({ token, texted } = await withServerDatabase({ dataDir }, async (db) => ({
      ...(await seedJobOwing(db, "payer@example.com")),
      texted: await seedJobOwing(db, "texted-payer@example.com", {
        phone: "(813) 555-0177",
        smsConsentAt: new Date(),
        smsConsentClient: "203.0.113.9",
        smsConsentVersion: "2026-11-25",
      }),
    })));
    server = await spawnServer({
      dataDir,
      port: PORTS.server,
      env: {
        ...stripeEnv(fake, smtp),
        SMS_URL: sms.url,
        SMS_PER_SECOND: "20",
        // Noon in New York: the payment texts are not held for the quiet hours.
        TEST_CLOCK: "2026-11-25T12:00:00-05:00",
        ADMIN_PASSWORD: OWNER_PASSWORD,
      },
    });
    hooks.webhookUrl = `${server.url}/payments/stripe/webhook`;
  });
  test.afterAll(async () => {
    await server?.kill();
    removeDir(dataDir);
    await fake?.stop();
    await smtp?.stop();
    await sms?.stop();
  });

  test("Pay $150.00 by card: Stripe's page, Pay, back to a paid receipt and the Payment received mail", async ({
    page,
  }) => {
    await page.goto(`${server.url}/appointments/${token}`);
    await expect(page.getByText("Balance: $150.00 due on receipt")).toBeVisible();
    await page.getByRole("button", { name: "Pay $150.00 by card" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_test_/);
    await expect(page.getByRole("heading", { name: "Pay $150.00" })).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(`${server.url}/appointments/${token}?paid=1`);
    await expect(page.getByText("Payment received: thank you.")).toBeVisible();
    const receipt = page.locator("#receipt");
    await expect(receipt.getByText(/Card \(online\): \$150\.00/)).toBeVisible();
    await expect(receipt.getByText(/Balance:/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /by card/ })).toHaveCount(0);
    expect(fake.creates[0]!.idempotencyKey).toMatch(/^pay-link-/);
    const mails = await smtp.waitFor(1);
    expect(mails.map((m) => m.subject)).toContain("Payment received: $150.00");
  });

  test("the webhook takes only a signed POST: 405 to GET, 400 unsigned, forged or 10 minutes old", async ({
    request,
  }) => {
    const url = `${server.url}/payments/stripe/webhook`;
    const get = await request.get(url);
    expect(get.status()).toBe(405);
    expect(get.headers().allow).toBe("POST");
    const event = fake.completedEvent(fake.sessions[0]!, "evt_e2e_refused");
    expect((await fake.sendEvent(url, event, { signature: null })).status).toBe(400);
    expect((await fake.sendEvent(url, event, { secret: "whsec_forged" })).status).toBe(400);
    expect((await fake.sendEvent(url, event, { t: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    // A retry of the paid session's event with a new id: still the one payment.
    expect(await (await fake.sendEvent(url, event)).json()).toMatchObject({ outcome: "session-already-recorded" });
  });

  test("the office sends the link from the request's page; once paid, the page shows the attempt and the payment's Stripe Dashboard link", async ({
    page,
  }) => {
    test.setTimeout(180_000); // two axe runs and a payment, on a loaded machine
    await signInWithForm(page, OWNER_EMAIL, OWNER_PASSWORD, server.url);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    const requestPage = `${server.url}/admin/requests/booking/${texted.bookingId}`;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(requestPage);
    const panel = page.getByTestId("online-payments");
    const send = panel.getByRole("button", { name: "Send payment link" });
    await send.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: test.info().outputPath("online-payments-375-unpaid.png") });
    expect(await layoutProblems(page), "the request's page at 375 px, a balance due").toEqual([]);
    await expectNoSeriousViolations(page, "the request's page with a balance due at 375 px");
    await send.click();
    await expect(page.getByText("The payment link was sent.")).toBeVisible();
    const sent = panel.getByRole("list", { name: "Payment links sent" });
    await expect(sent.getByRole("listitem")).toHaveCount(1);
    await expect(sent.getByRole("listitem")).toContainText("$150.00 by e-mail and text");

    // The customer pays from the text's link (the site's public address: opened here on the test server).
    const [text] = await sms.waitFor(1);
    expect(text!.to).toBe("+18135550177");
    const link = new RegExp(`${business.siteUrl}(/appointments/[A-Za-z0-9_-]{43})$`).exec(text!.body)?.[1];
    expect(text!.body).toBe(textFor.payLink({ amount: "$150.00", appointmentUrl: `${business.siteUrl}${link}` }));
    const customer = await page.context().newPage();
    await customer.goto(`${server.url}${link}`);
    await customer.getByRole("button", { name: "Pay $150.00 by card" }).click();
    await customer.getByRole("button", { name: "Pay" }).click();
    await expect(customer.getByText("Payment received: thank you.")).toBeVisible();
    await customer.close();

    await page.goto(requestPage);
    const session = fake.sessions.at(-1)!;
    const attempts = panel.getByRole("list", { name: "Checkout attempts" });
    await expect(attempts.getByRole("listitem")).toHaveCount(1);
    await expect(attempts.getByRole("listitem")).toContainText(`$150.00, paid`);
    const paid = panel.getByRole("list", { name: "Online payments" }).getByRole("listitem");
    await expect(paid).toHaveCount(1);
    await expect(paid).toContainText("Card (online) $150.00");
    // A test key (sk_test_): the payment in the Dashboard's test mode.
    await expect(paid.getByRole("link", { name: session.paymentIntent })).toHaveAttribute(
      "href",
      `https://dashboard.stripe.com/test/payments/${session.paymentIntent}`,
    );
    await expect(panel.getByRole("button", { name: "Send payment link" })).toHaveCount(0);

    expect(await layoutProblems(page), "the request's page at 375 px, paid").toEqual([]);
    await expectNoSeriousViolations(page, "the request's page with an online payment at 375 px");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: test.info().outputPath(`online-payments-${width}.png`) });
    }
  });
});

test.describe("20 deliveries of one event over two server processes (PostgreSQL)", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let postgres: TestPostgres;
  let fake: FakeStripe;
  let smtp: TestSmtp;
  const servers: SpawnedServer[] = [];
  const dirs = [tempDataDir("pay-pg1"), tempDataDir("pay-pg2")];
  let jobId = 0;

  test.beforeAll(async () => {
    test.setTimeout(240_000); // a PostgreSQL cluster and two server starts
    fake = await startFakeStripe({ port: PORTS.raceStripe });
    smtp = await startTestSmtp({ port: PORTS.raceSmtp });
    postgres = await startTestPostgres();
    ({ jobId } = await withServerDatabase({ databaseUrl: postgres.url }, (db) =>
      seedJobOwing(db, "racer@example.com"),
    ));
    for (const [i, port] of PORTS.raceServers.entries())
      servers.push(
        await spawnServer({ dataDir: dirs[i]!, port, env: { ...stripeEnv(fake, smtp), DATABASE_URL: postgres.url } }),
      );
  });
  test.afterAll(async () => {
    for (const server of servers) await server.kill();
    for (const dir of dirs) removeDir(dir);
    await postgres?.stop();
    await fake?.stop();
    await smtp?.stop();
  });

  test("one payment, one Payment received mail", async () => {
    // A session the fake made for this job (as a press of the button would).
    const stripe = await fetch(`${fake.url}/v1/checkout/sessions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${FAKE_STRIPE_KEY}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        mode: "payment",
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][unit_amount]": "15000",
        "metadata[job_id]": String(jobId),
        client_reference_id: String(jobId),
      }),
    });
    expect(stripe.status).toBe(200);
    const event = fake.completedEvent(fake.sessions[0]!, "evt_e2e_race");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => fake.sendEvent(`${servers[n % 2]!.url}/payments/stripe/webhook`, event)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const outcomes = await Promise.all(answers.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
    expect(outcomes.filter((o) => o === "payment")).toHaveLength(1);
    const rows = await withServerDatabase({ databaseUrl: postgres.url }, (db) =>
      db.select().from(payments).where(eq(payments.jobId, jobId)),
    );
    expect(rows.map((p) => [p.method, p.amountCents]).sort()).toEqual([
      ["cash", 5_000],
      ["online", 15_000],
    ]);
    await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(smtp.messages.filter((m) => m.subject === "Payment received: $150.00")).toHaveLength(1);
  });
});
