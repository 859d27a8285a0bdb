import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { listActivity } from "#app/activity/activity.server";
import { withDb } from "#app/db/client.server";
import { sessions, users, type UserRole } from "#app/db/schema";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { setEnv } from "#tests/support/env";
import { OWNER_ONLY_MESSAGE, SIGNED_OUT_MESSAGE } from "./access";
import { changePassword, setDisabled } from "./accounts.server";
import { requireOwner, requireUser } from "./guard.server";
import { hashPassword } from "./passwords.server";
import { SESSION_IDLE_MS, SESSION_MAX_MS } from "./session-rules";
import {
  cookieRefusedReason,
  createSession,
  endSession,
  isLocalHostname,
  sessionCookie,
  userOfSession,
  SESSION_COOKIE,
  type SessionUser,
} from "./sessions.server";

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${++counter}@example.com`;
const PASSWORD = "a walk along bayshore";

async function aUser(role: UserRole = "staff", password = PASSWORD) {
  const email = uniqueEmail(role);
  const [user] = await withDb(async (db) =>
    db
      .insert(users)
      .values({ email, role, passwordHash: await hashPassword(password) })
      .returning(),
  );
  return user!;
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const withCookie = (token: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/admin/team", { headers: { Cookie: `${SESSION_COOKIE}=${token}`, ...headers } });

async function sessionRow(token: string) {
  const user = await userOfSession(token);
  if (!user) return undefined;
  const [row] = await withDb((db) => db.select().from(sessions).where(eq(sessions.id, user.sessionId)));
  return row;
}

describe.each(testDatabases("fridge-sessions-test"))("sessions on $name", ({ setUp }) => {
  useTestDatabase(setUp);

  it("stores only the token's SHA-256, and finds the person by the token", async () => {
    const user = await aUser("owner");
    const token = await createSession(user.id, { userAgent: "Test browser" });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const found = await userOfSession(token);
    expect(found).toMatchObject({ id: user.id, email: user.email, role: "owner" });
    const rows = await withDb((db) => db.select().from(sessions).where(eq(sessions.userId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.id).not.toContain(token);
    expect(await userOfSession(token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"))).toBeNull();
    expect(await userOfSession(undefined)).toBeNull();
    expect(await userOfSession("not-a-token")).toBeNull();
  });

  it("ends after 8 idle hours, and the row is gone", async () => {
    const user = await aUser();
    const start = new Date("2026-11-20T08:00:00Z");
    const token = await createSession(user.id, { now: start });
    expect(await userOfSession(token, later(start, SESSION_IDLE_MS - 1000))).not.toBeNull();
    // That request counted: the idle clock starts again from it.
    expect(await userOfSession(token, later(start, 2 * SESSION_IDLE_MS - 2000))).not.toBeNull();
    expect(await userOfSession(token, later(start, 3 * SESSION_IDLE_MS))).toBeNull();
    // Ended for good: going back in time does not bring it back.
    expect(await userOfSession(token, later(start, 1000))).toBeNull();
  });

  it("ends 7 days after signing in even when used every hour", async () => {
    const user = await aUser();
    const start = new Date("2026-11-20T08:00:00Z");
    const token = await createSession(user.id, { now: start });
    const hour = 60 * 60 * 1000;
    for (let t = hour; t < SESSION_MAX_MS; t += 6 * hour)
      expect(await userOfSession(token, later(start, t))).not.toBeNull();
    expect(await userOfSession(token, later(start, SESSION_MAX_MS))).toBeNull();
  });

  it("records the last request at most once a minute", async () => {
    const user = await aUser();
    const start = new Date("2026-11-20T08:00:00Z");
    const token = await createSession(user.id, { now: start });
    const lastSeen = async () =>
      (await withDb((db) => db.select().from(sessions).where(eq(sessions.userId, user.id))))[0]!.lastSeenAt;
    await userOfSession(token, later(start, 59_000));
    expect((await lastSeen()).toISOString()).toBe(start.toISOString());
    await userOfSession(token, later(start, 61_000));
    expect((await lastSeen()).toISOString()).toBe(later(start, 61_000).toISOString());
  });

  it("signing out deletes the session: a copy of the cookie opens nothing", async () => {
    const user = await aUser();
    const token = await createSession(user.id);
    const copy = `${token}`;
    await endSession(token);
    expect(await userOfSession(copy)).toBeNull();
    await expect(requireUser(withCookie(copy))).rejects.toMatchObject({ status: 401 });
  });

  it("a password change keeps this browser signed in and signs out every other one", async () => {
    const user = await aUser("staff");
    const here = await createSession(user.id);
    const elsewhere = await createSession(user.id);
    const me = (await userOfSession(here))!;
    expect(
      await changePassword(me, { currentPassword: "wrong password!", newPassword: "x", confirmPassword: "x" }),
    ).toEqual({
      currentPassword: "That is not your current password.",
    });
    expect(await userOfSession(elsewhere)).not.toBeNull(); // a refused change ends nothing
    const next = "a new walk along bayshore";
    expect(
      await changePassword(me, { currentPassword: PASSWORD, newPassword: next, confirmPassword: `${next}!` }),
    ).toEqual({
      confirmPassword: "The two new passwords do not match.",
    });
    expect(
      await changePassword(me, { currentPassword: PASSWORD, newPassword: next, confirmPassword: next }),
    ).toBeUndefined();
    expect(await userOfSession(here)).not.toBeNull();
    expect(await userOfSession(elsewhere)).toBeNull();
    const { entries } = await listActivity();
    expect(entries[0]).toMatchObject({ actor: user.email, action: "password-changed" });
  });

  it("disabling an account ends its sessions; enabling does not bring them back", async () => {
    const owner = (await userOfSession(await createSession((await aUser("owner")).id))) as SessionUser;
    const staff = await aUser("staff");
    const token = await createSession(staff.id);
    expect(await setDisabled(owner, staff.id, true)).toBeUndefined();
    expect(await userOfSession(token)).toBeNull();
    expect(await sessionRow(token)).toBeUndefined();
    expect(await setDisabled(owner, staff.id, false)).toBeUndefined();
    expect(await userOfSession(token)).toBeNull();
    expect(await setDisabled(owner, owner.id, true)).toBe("The owner's account cannot be disabled.");
    const { entries } = await listActivity({ pageSize: 2 });
    expect(entries.map((e) => [e.action, e.detail])).toEqual([
      ["user-enabled", staff.email],
      ["user-disabled", staff.email],
    ]);
  });

  it("the guard: signed out -> sign-in page or 401; staff on the owner's pages -> 403", async () => {
    const page = { "Sec-Fetch-Dest": "document" };
    const redirect = await requireUser(new Request("http://localhost/admin/team?x=1", { headers: page })).catch(
      (r: Response) => r,
    );
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).status).toBe(302);
    expect((redirect as Response).headers.get("Location")).toBe("/admin?next=%2Fadmin%2Fteam%3Fx%3D1");

    const script = await requireUser(new Request("http://localhost/admin/team")).catch((r: Response) => r);
    expect((script as Response).status).toBe(401);
    expect(await (script as Response).text()).toBe(`${SIGNED_OUT_MESSAGE}\n`);

    const staffToken = await createSession((await aUser("staff")).id);
    expect((await requireUser(withCookie(staffToken, page))).role).toBe("staff");
    for (const headers of [page, {}]) {
      const refused = await requireOwner(withCookie(staffToken, headers)).catch((r: Response) => r);
      expect((refused as Response).status).toBe(403);
      expect(await (refused as Response).text()).toBe(`${OWNER_ONLY_MESSAGE}\n`);
    }
    const ownerToken = await createSession((await aUser("owner")).id);
    expect((await requireOwner(withCookie(ownerToken))).role).toBe("owner");
  });

  it("reads a request's session once for all its loaders; the next request reads it again (issue 32)", async () => {
    const token = await createSession((await aUser("staff")).id);
    const request = withCookie(token);
    expect((await requireUser(request)).role).toBe("staff");
    // Ended in between: the request already read stays signed in (the layout's and the page's
    // guards agree); the next request is signed out.
    await withDb((db) => db.delete(sessions));
    expect((await requireUser(request)).role).toBe("staff");
    const next = await requireUser(withCookie(token)).catch((r: Response) => r);
    expect((next as Response).status).toBe(401);
  });

  it("sets an HttpOnly, SameSite=Lax cookie for the whole site, Secure in production", () => {
    const dev = sessionCookie("t");
    expect(dev).toBe(`admin_session=t; Path=/; Max-Age=${SESSION_MAX_MS / 1000}; HttpOnly; SameSite=Lax`);
    const env = process.env.NODE_ENV;
    setEnv({ NODE_ENV: "production" });
    try {
      expect(sessionCookie("t")).toMatch(/; Secure$/);
    } finally {
      setEnv({ NODE_ENV: env });
    }
  });
});

describe("cookieRefusedReason: why signing in cannot work on this address", () => {
  // The request's URL as the server sees it: the adapter (server/request-handler.ts) builds it
  // from the connection, or from X-Forwarded-Proto/Host when TRUST_PROXY=1 (tested there).
  const at = (url: string) => new Request(url);
  const env = process.env.NODE_ENV;
  afterEach(() => {
    setEnv({ NODE_ENV: env });
  });

  it("in production, explains plain HTTP on a host that is not this machine, and how to fix it", () => {
    setEnv({ NODE_ENV: "production" });
    const reason = cookieRefusedReason(at("http://shop.example:3000/admin"));
    expect(reason).toBe(
      "Signing in needs a secure connection: this page was opened over plain HTTP at shop.example:3000, and the browser " +
        "will not keep the sign-in cookie there. Open the workspace over HTTPS (behind your TLS proxy, with " +
        "TRUST_PROXY=1), or on this machine as http://localhost:3000/admin.",
    );
    expect(cookieRefusedReason(at("http://192.168.1.20/admin"))).toContain("http://localhost:80/admin");
    expect(cookieRefusedReason(at("http://[2001:db8::1]:8080/admin"))).toContain("plain HTTP at [2001:db8::1]:8080");
  });

  it("in production, says nothing over HTTPS (directly, or behind a trusted proxy that said https)", () => {
    setEnv({ NODE_ENV: "production" });
    expect(cookieRefusedReason(at("https://shop.example/admin"))).toBeUndefined();
    expect(cookieRefusedReason(at("https://shop.example:8443/admin?next=%2Fadmin%2Fteam"))).toBeUndefined();
  });

  it("in production, says nothing on this machine over plain HTTP (browsers keep Secure cookies there)", () => {
    setEnv({ NODE_ENV: "production" });
    for (const url of [
      "http://localhost:3000/admin",
      "http://127.0.0.1:3000/admin",
      "http://[::1]:3000/admin",
      "http://shop.localhost/admin",
    ]) {
      expect(cookieRefusedReason(at(url)), url).toBeUndefined();
    }
  });

  it("outside production (no Secure flag), says nothing anywhere", () => {
    setEnv({ NODE_ENV: "development" });
    expect(cookieRefusedReason(at("http://shop.example:3000/admin"))).toBeUndefined();
    expect(sessionCookie("t")).not.toContain("Secure");
    setEnv({ NODE_ENV: "production" });
    expect(sessionCookie("t")).toContain("; Secure");
  });

  it("knows which host names are this machine", () => {
    for (const host of ["localhost", "LOCALHOST", "app.localhost", "127.0.0.1", "127.1.2.3", "[::1]", "::1"]) {
      expect(isLocalHostname(host), host).toBe(true);
    }
    for (const host of ["localhost.example", "mylocalhost", "128.0.0.1", "10.0.0.1", "shop.example", "[::2]"]) {
      expect(isLocalHostname(host), host).toBe(false);
    }
  });
});
