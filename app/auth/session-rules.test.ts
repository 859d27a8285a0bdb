import { describe, expect, it } from "vitest";
import { sessionEnded, sessionExpiresAt, sessionNeedsTouch } from "./session-rules";

const at = (iso: string) => new Date(iso);
const minutes = (n: number) => n * 60 * 1000;

describe("session expiry", () => {
  const signedIn = at("2026-11-20T08:00:00Z");
  const fresh = { lastSeenAt: signedIn, expiresAt: sessionExpiresAt(signedIn) };

  it("lasts at most 7 days after signing in", () => {
    expect(fresh.expiresAt.toISOString()).toBe("2026-11-27T08:00:00.000Z");
  });

  it("ends after 8 hours without a request", () => {
    expect(sessionEnded(fresh, at("2026-11-20T15:59:59Z"))).toBe(false);
    expect(sessionEnded(fresh, at("2026-11-20T16:00:00Z"))).toBe(true);
  });

  it("ends 7 days after signing in even when used all along", () => {
    const busy = { ...fresh, lastSeenAt: at("2026-11-27T07:59:00Z") };
    expect(sessionEnded(busy, at("2026-11-27T07:59:59Z"))).toBe(false);
    expect(sessionEnded(busy, at("2026-11-27T08:00:00Z"))).toBe(true);
  });

  it("records a request at most once a minute", () => {
    expect(sessionNeedsTouch(fresh, new Date(signedIn.getTime() + minutes(1) - 1))).toBe(false);
    expect(sessionNeedsTouch(fresh, new Date(signedIn.getTime() + minutes(1)))).toBe(true);
  });
});
