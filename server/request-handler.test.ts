import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cookieRefusedReason } from "#app/auth/sessions.server";
import { setEnv } from "#tests/support/env";
import { toFetchRequest } from "./request-handler";

/**
 * The URL a route sees, over real HTTP through Express: the sign-in page's cookie warning
 * (cookieRefusedReason) depends on it. Behind a trusted proxy (TRUST_PROXY=1, as server/app.ts
 * sets "trust proxy") X-Forwarded-Proto https makes it https; without the setting the header is
 * ignored, so anyone cannot claim HTTPS.
 */
function server(trustProxy: boolean) {
  const app = express();
  app.set("trust proxy", trustProxy ? 1 : false);
  app.use((req, res) => {
    const request = toFetchRequest(req, res);
    res.json({ url: request.url, reason: cookieRefusedReason(request) ?? null });
  });
  return app.listen(0, "127.0.0.1");
}

function get(port: number, headers: Record<string, string>): Promise<{ url: string; reason: string | null }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/admin?next=%2Fadmin%2Fteam", headers }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve(JSON.parse(body)));
      })
      .on("error", reject);
  });
}

describe("the request URL behind a proxy, and the sign-in cookie warning", () => {
  const trusted = server(true);
  const direct = server(false);
  const port = (s: http.Server) => (s.address() as AddressInfo).port;
  beforeAll(async () => {
    await Promise.all(
      [trusted, direct].map(
        (s) => new Promise((resolve) => (s.listening ? resolve(null) : s.once("listening", resolve))),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all([trusted, direct].map((s) => new Promise((resolve) => s.close(resolve))));
  });
  const env = process.env.NODE_ENV;
  afterEach(() => {
    setEnv({ NODE_ENV: env });
  });

  it("with TRUST_PROXY, X-Forwarded-Proto https and the forwarded host: an https URL, no warning", async () => {
    setEnv({ NODE_ENV: "production" });
    const seen = await get(port(trusted), {
      Host: "127.0.0.1",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "shop.example",
    });
    expect(seen).toEqual({ url: "https://shop.example/admin?next=%2Fadmin%2Fteam", reason: null });
  });

  it("with TRUST_PROXY, a proxy that says http: the warning", async () => {
    setEnv({ NODE_ENV: "production" });
    const seen = await get(port(trusted), {
      Host: "127.0.0.1",
      "X-Forwarded-Proto": "http",
      "X-Forwarded-Host": "shop.example",
    });
    expect(seen.url).toBe("http://shop.example/admin?next=%2Fadmin%2Fteam");
    expect(seen.reason).toContain("opened over plain HTTP at shop.example");
  });

  it("without TRUST_PROXY, a client's X-Forwarded-Proto is ignored: plain HTTP on a public host gets the warning", async () => {
    setEnv({ NODE_ENV: "production" });
    const seen = await get(port(direct), {
      Host: "shop.example:3000",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "other.example",
    });
    expect(seen.url).toBe("http://shop.example:3000/admin?next=%2Fadmin%2Fteam");
    expect(seen.reason).toContain("opened over plain HTTP at shop.example:3000");
  });

  it("on localhost over plain HTTP: no warning", async () => {
    setEnv({ NODE_ENV: "production" });
    const seen = await get(port(direct), { Host: "localhost:3000" });
    expect(seen).toEqual({ url: "http://localhost:3000/admin?next=%2Fadmin%2Fteam", reason: null });
  });
});
