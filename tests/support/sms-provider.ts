/**
 * Test helper: a loopback fake of a Twilio-compatible REST API. It takes
 * `POST /2010-04-01/Accounts/{SID}/Messages.json` with basic auth (the account SID and token it
 * was started with; anything else gets 401 and error 20003), records each message it accepts, and
 * answers 201 with a `sid`, or what the test scripts next: a 500, a 400 with error 21211, or no
 * answer at all (a timeout). Also signs webhooks as Twilio would, for posting to /sms/inbound
 * and /sms/status. No relative "~" imports, so Playwright can load it too.
 */
import { createHmac } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import { json, readBody } from "./http-fake";

export interface FakeText {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string;
  at: number;
}

export type FakeAnswer = "ok" | "500" | "400" | "timeout";

export interface FakeSmsProvider {
  port: number;
  accountSid: string;
  authToken: string;
  from: string;
  /** SMS_URL for a server using this fake. */
  url: string;
  /** Messages accepted (answered 201), in order. */
  messages: FakeText[];
  /** Every call made, with the answer given (for "500 twice then 201"). */
  calls: Array<{ answer: FakeAnswer | "401"; to: string; body: string }>;
  /** What the next calls get, in order; once used up, every call gets "ok". */
  script: (...answers: FakeAnswer[]) => void;
  /** Resolves once `count` messages have been accepted (rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<FakeText[]>;
  /** A customer's text from `from` to the site at `siteUrl`, posted to /sms/inbound as the provider does (signed). */
  textSite: (siteUrl: string, from: string, body: string) => Promise<Response>;
  stop: () => Promise<void>;
}

export const FAKE_ACCOUNT_SID = "AC00000000000000000000000000000001";
export const FAKE_AUTH_TOKEN = "fake-auth-token-0123456789abcdef";
export const FAKE_FROM = "+18135550142";

export async function startFakeSmsProvider({
  accountSid = FAKE_ACCOUNT_SID,
  authToken = FAKE_AUTH_TOKEN,
  from = FAKE_FROM,
}: { accountSid?: string; authToken?: string; from?: string } = {}): Promise<FakeSmsProvider> {
  const messages: FakeText[] = [];
  const calls: FakeSmsProvider["calls"] = [];
  const queue: FakeAnswer[] = [];
  const waiters = new Set<() => void>();
  const hanging = new Set<ServerResponse>();
  let counter = 0;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = new URLSearchParams(await readBody(req));
      const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      if (req.method !== "POST" || req.url !== path) return json(res, 404, { code: 20404, message: "Not found" });
      const to = body.get("To") ?? "";
      const text = body.get("Body") ?? "";
      if (req.headers.authorization !== expectedAuth) {
        calls.push({ answer: "401", to, body: text });
        return json(res, 401, { code: 20003, message: "Authenticate", status: 401 });
      }
      const answer = queue.shift() ?? "ok";
      calls.push({ answer, to, body: text });
      if (answer === "timeout") {
        hanging.add(res); // never answered; closed when the fake stops
        return;
      }
      if (answer === "500") return json(res, 500, { code: 20500, message: "Internal Server Error", status: 500 });
      if (answer === "400")
        return json(res, 400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          status: 400,
        });
      const sid = `SM${String(++counter).padStart(32, "0")}`;
      messages.push({
        sid,
        to,
        from: body.get("From") ?? "",
        body: text,
        statusCallback: body.get("StatusCallback") ?? "",
        at: Date.now(),
      });
      for (const wake of waiters) wake();
      json(res, 201, { sid, status: "queued", to, from: body.get("From"), body: text });
    })();
  });
  // Idle keep-alive sockets stay open longer than any pause in a test: the server closing one
  // as the client reuses it (Node's 5 s default, late timers on a busy machine) is an ECONNRESET
  // that a test counting sends would see as a lost text.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  let inbound = 0;

  return {
    port,
    accountSid,
    authToken,
    from,
    url: `http://${accountSid}:${authToken}@127.0.0.1:${port}/2010-04-01?from=${encodeURIComponent(from)}`,
    messages,
    calls,
    script: (...answers) => queue.push(...answers),
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages.slice());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`Expected ${count} text(s) within ${timeoutMs} ms, got ${messages.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    textSite: (siteUrl, from, body) =>
      postWebhook(
        `${siteUrl}/sms/inbound`,
        { MessageSid: `SMin${++inbound}x${Date.now()}`, AccountSid: accountSid, From: from, Body: body },
        { authToken },
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** X-Twilio-Signature of a webhook: HMAC-SHA1 of the URL and the sorted fields (Twilio's documented algorithm). */
export function signWebhook(authToken: string, url: string, fields: Record<string, string>): string {
  const data = Object.keys(fields)
    .sort()
    .reduce((acc, key) => acc + key + fields[key], url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** Posts a webhook to `url` as the provider would (signed with `authToken` unless `signature` is given). */
export async function postWebhook(
  url: string,
  fields: Record<string, string>,
  { authToken = FAKE_AUTH_TOKEN, signature }: { authToken?: string; signature?: string | null } = {},
): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  const signed = signature === undefined ? signWebhook(authToken, url, fields) : signature;
  if (signed !== null) headers["X-Twilio-Signature"] = signed;
  return fetch(url, { method: "POST", headers, body: new URLSearchParams(fields) });
}
