/**
 * Test helper: a loopback fake of the few Stripe endpoints the site uses (DECISIONS "Paying by
 * link"). `POST /v1/checkout/sessions` takes Stripe's form-encoded bracket parameters with the
 * secret key as Bearer (anything else: 401), honours `Idempotency-Key` (the same key gives the
 * same session), and answers the session with a `url` at this fake. That hosted page has a "Pay"
 * button: its POST sends a signed `checkout.session.completed` to the site's webhook, then
 * redirects to the session's `success_url`. Tests can also send `charge.refunded` or any event
 * (forged, old, twice). No relative "~" imports, so Playwright can load it too.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { json, readBody } from "./http-fake";

export const FAKE_STRIPE_KEY = "sk_test_fake0123456789";
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_fake0123456789abcdef";

export interface FakeSession {
  id: string;
  amountTotal: number;
  params: Record<string, string>;
  paymentIntent: string;
  status: "open" | "complete";
  url: string;
}

export interface FakeStripe {
  port: number;
  /** STRIPE_API_URL for a server using this fake. */
  url: string;
  sessions: FakeSession[];
  /** Every create call with its Idempotency-Key (a replay shows here but makes no new session). */
  creates: Array<{ idempotencyKey: string | undefined; sessionId: string }>;
  /** Signs `payload` as Stripe does (`t=...,v1=...`), `t` in seconds (default now). */
  sign: (payload: string, options?: { t?: number; secret?: string }) => string;
  /** Posts an event to the webhook, signed unless told otherwise. */
  sendEvent: (
    webhookUrl: string,
    event: Record<string, unknown>,
    options?: { t?: number; secret?: string; signature?: string | null },
  ) => Promise<Response>;
  /** The checkout.session.completed (paid) event of a session. */
  completedEvent: (session: FakeSession, eventId?: string) => Record<string, unknown>;
  /** The charge.refunded event of a session's payment, `refunded` cents in all so far. */
  refundedEvent: (session: FakeSession, refunded: number, eventId?: string) => Record<string, unknown>;
  stop: () => Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;

/** Starts the fake on a loopback port (`port`, else a free one); `webhookUrl` is where "Pay" posts its event. */
export async function startFakeStripe(options: { webhookUrl?: string; port?: number } = {}): Promise<FakeStripe> {
  const sessions: FakeSession[] = [];
  const creates: FakeStripe["creates"] = [];
  const byKey = new Map<string, FakeSession>();
  let port = 0;

  const sign: FakeStripe["sign"] = (payload, { t = Math.floor(Date.now() / 1000), secret } = {}) =>
    `t=${t},v1=${createHmac("sha256", secret ?? FAKE_STRIPE_WEBHOOK_SECRET)
      .update(`${t}.${payload}`)
      .digest("hex")}`;

  const sendEvent: FakeStripe["sendEvent"] = (webhookUrl, event, opts = {}) => {
    const payload = JSON.stringify(event);
    const signature = opts.signature === undefined ? sign(payload, opts) : opts.signature;
    return fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(signature === null ? {} : { "Stripe-Signature": signature }) },
      body: payload,
      redirect: "manual",
    });
  };

  const completedEvent: FakeStripe["completedEvent"] = (session, eventId = newId("evt")) => ({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        amount_total: session.amountTotal,
        currency: "usd",
        client_reference_id: session.params.client_reference_id ?? null,
        metadata: { job_id: session.params["metadata[job_id]"] ?? "" },
        payment_intent: session.paymentIntent,
        payment_status: "paid",
        status: "complete",
      },
    },
  });

  const refundedEvent: FakeStripe["refundedEvent"] = (session, refunded, eventId = newId("evt")) => ({
    id: eventId,
    object: "event",
    type: "charge.refunded",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `ch_${session.paymentIntent.slice(3)}`,
        object: "charge",
        amount: session.amountTotal,
        amount_refunded: refunded,
        payment_intent: session.paymentIntent,
        refunded: refunded >= session.amountTotal,
      },
    },
  });

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = await readBody(req);
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
          return json(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
        const key = req.headers["idempotency-key"] as string | undefined;
        const replay = key ? byKey.get(key) : undefined;
        const params = Object.fromEntries(new URLSearchParams(body));
        const amount = Number(params["line_items[0][price_data][unit_amount]"]);
        const quantity = Number(params["line_items[0][quantity]"] ?? "1");
        if (!replay && (!Number.isInteger(amount) || amount <= 0 || params.mode !== "payment"))
          return json(res, 400, { error: { type: "invalid_request_error", message: "Bad session parameters" } });
        const session: FakeSession = replay ?? {
          id: newId("cs"),
          amountTotal: amount * quantity,
          params,
          paymentIntent: newId("pi"),
          status: "open",
          url: "",
        };
        if (!replay) {
          session.url = `http://127.0.0.1:${port}/pay/${session.id}`;
          sessions.push(session);
          if (key) byKey.set(key, session);
        }
        creates.push({ idempotencyKey: key, sessionId: session.id });
        return json(res, 200, {
          id: session.id,
          object: "checkout.session",
          amount_total: session.amountTotal,
          currency: "usd",
          mode: "payment",
          payment_status: "unpaid",
          status: session.status,
          url: session.url,
          metadata: { job_id: params["metadata[job_id]"] ?? "" },
          client_reference_id: params.client_reference_id ?? null,
        });
      }
      const page = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
      const session = page ? sessions.find((s) => s.id === page[1]) : undefined;
      if (session && req.method === "GET") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><html lang="en"><title>Fake Checkout</title><h1>Pay $${(session.amountTotal / 100).toFixed(2)}</h1>` +
            `<form method="post"><button>Pay</button></form>` +
            `<p><a href="${escapeHtml(session.params.cancel_url ?? "/")}">Back</a></p></html>`,
        );
      }
      if (session && req.method === "POST") {
        if (!options.webhookUrl) return json(res, 500, { error: { message: "No webhook URL" } });
        session.status = "complete";
        await sendEvent(options.webhookUrl, completedEvent(session));
        res.writeHead(303, { Location: session.params.success_url ?? "/" });
        return res.end();
      }
      return json(res, 404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    })().catch((error: unknown) => json(res, 500, { error: { message: String(error) } }));
  });
  server.keepAliveTimeout = 60_000; // as the SMS fake: no idle close racing a reused socket
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    sessions,
    creates,
    sign,
    sendEvent,
    completedEvent,
    refundedEvent,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
