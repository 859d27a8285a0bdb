import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { adminLoginRateLimit, FORM_POST_PATH, formRateLimit } from "./rate-limit";

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  delete process.env.RATE_LIMIT_PER_MINUTE;
});

/** An app with the limiters in front of handlers that answer like the real routes. */
async function serve() {
  const app = express();
  app.use(formRateLimit());
  app.use(adminLoginRateLimit());
  app.all("/{*path}", (req, res) => {
    if (req.path.startsWith("/admin")) return res.status(req.headers["x-login"] === "ok" ? 302 : 401).end();
    res.status(200).send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: "manual", ...init });
}

describe("form rate limit", () => {
  it("matches the form endpoints and their .data twins only", () => {
    for (const path of ["/contact", "/book", "/contact.data", "/book.data", "/Contact", "/book/"]) {
      expect(FORM_POST_PATH.test(path), path).toBe(true);
    }
    for (const path of ["/", "/contacts", "/booking", "/admin", "/book.data/x", "/services/contact"]) {
      expect(FORM_POST_PATH.test(path), path).toBe(false);
    }
  });

  it("answers 429 with the phone number after RATE_LIMIT_PER_MINUTE posts, all forms together", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "3";
    const request = await serve();
    const statuses = [];
    for (const path of ["/contact", "/book.data", "/book", "/contact.data", "/book"]) {
      statuses.push((await request(path, { method: "POST" })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await request("/contact", { method: "POST" });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(
      "Too many requests: please wait a minute before sending another, or call us at (813) 555-0142.",
    );
    // Reading pages is never limited.
    expect((await request("/contact")).status).toBe(200);
  });

  it("defaults to 5 per minute", async () => {
    const request = await serve();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await request("/contact", { method: "POST" })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("admin sign-in rate limit", () => {
  it("refuses sign-in after 10 failures, without counting successful ones", async () => {
    const request = await serve();
    for (let i = 0; i < 5; i++) expect((await request("/admin", { method: "POST", headers: { "x-login": "ok" } })).status).toBe(302);
    const failures = [];
    for (let i = 0; i < 11; i++) failures.push((await request("/admin.data", { method: "POST" })).status);
    expect(failures).toEqual([...Array(10).fill(401), 429]);
    const locked = await request("/admin", { method: "POST", headers: { "x-login": "ok" } });
    expect(locked.status).toBe(429);
    expect(await locked.text()).toMatch(/Too many sign-in attempts/);
    // The inbox itself still loads (GET is not limited).
    expect((await request("/admin")).status).toBe(401);
  });
});
