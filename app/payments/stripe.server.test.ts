import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { STRIPE_API_VERSION, stripeClient, verifyStripeEvent } from "./stripe.server";

const SECRET = "whsec_test_secret";
const NOW = new Date("2026-11-25T15:00:00Z");
const body = JSON.stringify({ id: "evt_1", object: "event", type: "checkout.session.completed", data: { object: {} } });

/** Stripe's scheme, written out here (not with the package's helper): HMAC-SHA256 of `t.body`. */
const v1 = (secret: string, t: number, payload = body) =>
  createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex");
const at = (date: Date) => Math.floor(date.getTime() / 1000);

describe("verifyStripeEvent", () => {
  it("takes a correctly signed event on its raw body", async () => {
    const t = at(NOW);
    const result = await verifyStripeEvent(Buffer.from(body), `t=${t},v1=${v1(SECRET, t)}`, SECRET, NOW);
    expect(result).toMatchObject({ ok: true, event: { id: "evt_1", type: "checkout.session.completed" } });
  });

  it("takes any of several v1 values (a secret rotation)", async () => {
    const t = at(NOW);
    const header = `t=${t},v1=${v1("whsec_old", t)},v1=${v1(SECRET, t)}`;
    expect((await verifyStripeEvent(body, header, SECRET, NOW)).ok).toBe(true);
  });

  it("refuses a missing, forged or wrongly keyed signature", async () => {
    const t = at(NOW);
    expect(await verifyStripeEvent(body, null, SECRET, NOW)).toEqual({
      ok: false,
      message: "Missing Stripe-Signature.",
    });
    expect(await verifyStripeEvent(body, `t=${t},v1=${v1("whsec_other", t)}`, SECRET, NOW)).toEqual({
      ok: false,
      message: "Bad Stripe-Signature.",
    });
    expect(await verifyStripeEvent(body, "garbage", SECRET, NOW)).toMatchObject({ ok: false });
    // The body changed after signing (one amount edited).
    expect(
      await verifyStripeEvent(body.replace("{}", '{"amount_total":1}'), `t=${t},v1=${v1(SECRET, t)}`, SECRET, NOW),
    ).toMatchObject({ ok: false, message: "Bad Stripe-Signature." });
  });

  it("refuses a 10-minute-old event, and takes one 4 minutes old (5 minutes' tolerance)", async () => {
    const old = at(NOW) - 600;
    expect(await verifyStripeEvent(body, `t=${old},v1=${v1(SECRET, old)}`, SECRET, NOW)).toMatchObject({ ok: false });
    const recent = at(NOW) - 240;
    expect((await verifyStripeEvent(body, `t=${recent},v1=${v1(SECRET, recent)}`, SECRET, NOW)).ok).toBe(true);
  });
});

describe("stripeClient", () => {
  it("is undefined without a key", async () => {
    expect(await stripeClient(undefined)).toBeUndefined();
  });

  it("calls STRIPE_API_URL with the pinned API version, the key and an Idempotency-Key", async () => {
    const { createServer } = await import("node:http");
    const seen: Array<{ url?: string; headers: Record<string, unknown>; body: string }> = [];
    const server = createServer((req, res) => {
      let text = "";
      req.on("data", (chunk) => (text += chunk));
      req.on("end", () => {
        seen.push({ url: req.url, headers: req.headers, body: text });
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify({ id: "cs_test_1", object: "checkout.session", url: "http://127.0.0.1/pay/cs_test_1" }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const stripe = (await stripeClient({
        secretKey: "sk_test_123",
        webhookSecret: SECRET,
        apiUrl: `http://127.0.0.1:${port}`,
      }))!;
      const session = await stripe.checkout.sessions.create(
        { mode: "payment", metadata: { job_id: "7" }, client_reference_id: "7" },
        { idempotencyKey: "job-7-key" },
      );
      expect(session.url).toBe("http://127.0.0.1/pay/cs_test_1");
      expect(seen).toHaveLength(1);
      expect(seen[0]!.url).toBe("/v1/checkout/sessions");
      expect(seen[0]!.headers["stripe-version"]).toBe(STRIPE_API_VERSION);
      expect(seen[0]!.headers["idempotency-key"]).toBe("job-7-key");
      expect(seen[0]!.headers.authorization).toBe("Bearer sk_test_123");
      // Form-encoded, bracket parameters.
      expect(new URLSearchParams(seen[0]!.body).get("metadata[job_id]")).toBe("7");
    } finally {
      server.close();
    }
  });
});

describe("the loopback Stripe fake (tests/support/stripe-fake.ts) with this client", () => {
  it("same Idempotency-Key, same session; its Pay posts a correctly signed event, then goes to success_url", async () => {
    const { createServer } = await import("node:http");
    const { startFakeStripe, FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET } = await import("#tests/support/stripe-fake");
    const received: Array<Awaited<ReturnType<typeof verifyStripeEvent>>> = [];
    const site = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", async () => {
        const signature = req.headers["stripe-signature"];
        received.push(
          await verifyStripeEvent(
            Buffer.concat(chunks),
            typeof signature === "string" ? signature : null,
            FAKE_STRIPE_WEBHOOK_SECRET,
          ),
        );
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const sitePort = (site.address() as { port: number }).port;
    const fake = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${sitePort}/payments/stripe/webhook` });
    try {
      const stripe = (await stripeClient({
        secretKey: FAKE_STRIPE_KEY,
        webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
        apiUrl: fake.url,
      }))!;
      const create = () =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              { quantity: 1, price_data: { currency: "usd", unit_amount: 12_345, product_data: { name: "Repair" } } },
            ],
            client_reference_id: "7",
            metadata: { job_id: "7" },
            success_url: "http://127.0.0.1/appointments/tok?paid=1",
            cancel_url: "http://127.0.0.1/appointments/tok",
          },
          { idempotencyKey: "job-7-attempt-1" },
        );
      const [first, again] = [await create(), await create()];
      expect(again.id).toBe(first.id);
      expect(fake.sessions).toHaveLength(1);
      expect(first.amount_total).toBe(12_345);

      const page = await fetch(first.url!);
      expect(await page.text()).toContain("Pay $123.45");
      const paid = await fetch(first.url!, { method: "POST", redirect: "manual" });
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe("http://127.0.0.1/appointments/tok?paid=1");
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        ok: true,
        event: {
          type: "checkout.session.completed",
          data: { object: { id: first.id, amount_total: 12_345, payment_status: "paid", metadata: { job_id: "7" } } },
        },
      });
    } finally {
      await fake.stop();
      site.close();
    }
  });
});
