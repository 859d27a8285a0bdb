import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isSignedIn, passwordMatches, signInCookie, signOutCookie } from "./session.server";

const withCookie = (setCookie: string) =>
  new Request("http://localhost/admin", { headers: { Cookie: setCookie.split(";")[0]! } });

describe("admin session", () => {
  beforeEach(() => {
    process.env.ADMIN_PASSWORD = "correct horse";
    delete process.env.SESSION_SECRET;
  });
  afterEach(() => {
    delete process.env.ADMIN_PASSWORD;
    vi.useRealTimers();
  });

  it("accepts only the exact password, and nothing at all without ADMIN_PASSWORD", () => {
    expect(passwordMatches("correct horse")).toBe(true);
    expect(passwordMatches("correct hors")).toBe(false);
    expect(passwordMatches("correct horse ")).toBe(false);
    expect(passwordMatches("")).toBe(false);
    delete process.env.ADMIN_PASSWORD;
    expect(passwordMatches("")).toBe(false);
    expect(passwordMatches("correct horse")).toBe(false);
  });

  it("issues an HttpOnly, SameSite=Lax cookie that signs the browser in", async () => {
    const cookie = await signInCookie();
    expect(cookie).toMatch(/^admin_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // only in production
    expect(await isSignedIn(withCookie(cookie))).toBe(true);
    expect(await isSignedIn(new Request("http://localhost/admin"))).toBe(false);
  });

  it("marks the cookie Secure in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      expect(await signInCookie()).toMatch(/; Secure/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("refuses a forged or tampered cookie", async () => {
    const cookie = await signInCookie();
    const [name, value] = cookie.split(";")[0]!.split("=") as [string, string];
    const [payload] = value.split(".");
    const forged = new Request("http://localhost/admin", { headers: { Cookie: `${name}=${payload}.AAAA` } });
    expect(await isSignedIn(forged)).toBe(false);
  });

  it("signs everyone out when the password changes", async () => {
    const cookie = await signInCookie();
    process.env.ADMIN_PASSWORD = "new password";
    expect(await isSignedIn(withCookie(cookie))).toBe(false);
  });

  it("ends the session after 12 hours even if the cookie is kept", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-20T08:00:00Z"), toFake: ["Date"] });
    const cookie = await signInCookie();
    vi.setSystemTime(new Date("2026-11-20T19:59:00Z"));
    expect(await isSignedIn(withCookie(cookie))).toBe(true);
    vi.setSystemTime(new Date("2026-11-20T20:01:00Z"));
    expect(await isSignedIn(withCookie(cookie))).toBe(false);
  });

  it("signs out by expiring the cookie", async () => {
    const cookie = await signInCookie();
    const cleared = await signOutCookie(withCookie(cookie));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });
});
