import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listActivity } from "#app/activity/activity.server";
import { withDb } from "#app/db/client.server";
import { sessions, users } from "#app/db/schema";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { setEnv } from "#tests/support/env";
import { checkCredentials } from "./accounts.server";
import { ensureOwner, resetOwnerPassword, workspaceLock } from "./owner.server";
import { passwordMessages } from "./password-rules";
import { createSession, userOfSession } from "./sessions.server";

/** The tests run in order: the database starts without an owner. */
describe.each(testDatabases("fridge-owner-test"))("the owner account on $name", ({ name, setUp }) => {
  useTestDatabase(setUp);
  afterEach(() => {
    setEnv({ ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
    vi.restoreAllMocks();
  });

  const owners = () => withDb((db) => db.select().from(users).where(eq(users.role, "owner")));

  it("stays locked without ADMIN_PASSWORD, and says so in the log", async () => {
    // The process remembers its set-up per setting: a new e-mail per database starts afresh.
    setEnv({ ADMIN_EMAIL: `${name.toLowerCase()}@example.com` });
    setEnv({ ADMIN_PASSWORD: "" });
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await ensureOwner()).toEqual({ state: "locked", problem: "missing", message: "ADMIN_PASSWORD is not set." });
    expect(await workspaceLock()).toMatchObject({ problem: "missing" });
    expect(log).toHaveBeenCalledWith("[admin] ADMIN_PASSWORD not set: /admin stays locked");
    expect(await owners()).toEqual([]);
  });

  it("refuses an ADMIN_PASSWORD that breaks the rules, saying why", async () => {
    setEnv({ ADMIN_PASSWORD: "password1234" });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await ensureOwner()).toEqual({ state: "locked", problem: "refused", message: passwordMessages.common });
    expect(error.mock.calls[0]![0]).toContain(`[admin] ADMIN_PASSWORD refused: ${passwordMessages.common}`);
    setEnv({ ADMIN_PASSWORD: "too short" });
    expect(await ensureOwner()).toMatchObject({ state: "locked", message: passwordMessages.tooShort });
    expect(await owners()).toEqual([]);
  });

  it("creates the owner from ADMIN_EMAIL and ADMIN_PASSWORD, lower-cased, once", async () => {
    setEnv({ ADMIN_EMAIL: " Owner@Example.com " });
    setEnv({ ADMIN_PASSWORD: "the first owner password" });
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await ensureOwner()).toEqual({ state: "ready" });
    expect(await workspaceLock()).toBeUndefined();
    const [owner, ...more] = await owners();
    expect(more).toEqual([]);
    expect(owner).toMatchObject({ email: "owner@example.com", role: "owner" });
    expect(owner!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await checkCredentials("owner@example.com", "the first owner password")).ok).toBe(true);
    expect((await listActivity()).entries[0]).toMatchObject({
      actor: "System",
      action: "owner-created",
      detail: "owner@example.com",
    });
  });

  it("does not read ADMIN_PASSWORD again once an owner exists", async () => {
    setEnv({ ADMIN_EMAIL: "owner@example.com" });
    setEnv({ ADMIN_PASSWORD: "a different password now" });
    expect(await ensureOwner()).toEqual({ state: "ready" });
    expect(await owners()).toHaveLength(1);
    expect((await checkCredentials("owner@example.com", "a different password now")).ok).toBe(false);
    expect((await checkCredentials("owner@example.com", "the first owner password")).ok).toBe(true);
  });

  it("resets the owner's password from the shell: rules checked, sessions ended, logged", async () => {
    const [owner] = await owners();
    const token = await createSession(owner!.id);
    await expect(resetOwnerPassword("owner@example.com")).rejects.toThrow(passwordMessages.isEmail);
    expect(await userOfSession(token)).not.toBeNull(); // refused: nothing changed
    expect(await resetOwnerPassword("reset from the shell today")).toEqual({ email: "owner@example.com" });
    expect(await userOfSession(token)).toBeNull();
    expect(await withDb((db) => db.select().from(sessions).where(eq(sessions.userId, owner!.id)))).toEqual([]);
    expect((await checkCredentials("owner@example.com", "reset from the shell today")).ok).toBe(true);
    expect((await checkCredentials("owner@example.com", "the first owner password")).ok).toBe(false);
    expect((await listActivity()).entries[0]).toMatchObject({
      actor: "System",
      action: "password-reset",
      detail: "owner@example.com",
    });
  });
});
