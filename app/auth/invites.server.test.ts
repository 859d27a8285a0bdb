import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { listActivity } from "#app/activity/activity.server";
import { withDb } from "#app/db/client.server";
import { invites, mailQueue, users } from "#app/db/schema";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { setEnv } from "#tests/support/env";
import { checkCredentials, listTeam } from "./accounts.server";
import { acceptInvite, INVITE_DAYS, inviteStaff, openInvite, renewInvite } from "./invites.server";
import { passwordMessages } from "./password-rules";
import { userOfSession, createSession, type SessionUser } from "./sessions.server";

const ORIGIN = "https://workspace.example";
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${++counter}@example.com`;
const tokenOf = (link: string) => link.split("/").pop()!;
const days = (n: number) => n * 24 * 60 * 60 * 1000;
const NEW_PASSWORD = "my own fridge passphrase";

describe.each(testDatabases("fridge-invites-test"))("staff invites on $name", ({ setUp }) => {
  let owner: SessionUser;
  useTestDatabase(setUp);
  beforeAll(async () => {
    const [row] = await withDb((db) =>
      db
        .insert(users)
        .values({ email: uniqueEmail("owner"), role: "owner", passwordHash: "x" })
        .returning(),
    );
    owner = { id: row!.id, email: row!.email, name: "", role: "owner", sessionId: "" };
  });
  afterEach(() => {
    setEnv({ SMTP_URL: undefined });
  });

  it("creates a staff account without a password and a link that stores only its hash", async () => {
    const email = uniqueEmail("ana");
    const result = await inviteStaff(owner, { name: "Ana Díaz", email: email.toUpperCase() }, ORIGIN);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result).toMatchObject({ email, mailed: false });
    expect(result.link).toMatch(new RegExp(`^${ORIGIN}/admin/invite/[A-Za-z0-9_-]{43}$`));
    const [person] = await withDb((db) => db.select().from(users).where(eq(users.email, email)));
    expect(person).toMatchObject({ name: "Ana Díaz", role: "staff", passwordHash: null });
    const [invite] = await withDb((db) => db.select().from(invites).where(eq(invites.userId, person!.id)));
    expect(invite!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(invite!.id).not.toBe(tokenOf(result.link));
    expect(invite!.expiresAt.getTime() - invite!.createdAt.getTime()).toBe(days(INVITE_DAYS));
    expect((await listTeam()).find((m) => m.email === email)?.status).toBe("invited");
    expect((await listActivity()).entries[0]).toMatchObject({
      actor: owner.email,
      action: "invite",
      detail: `Ana Díaz <${email}>`,
    });
    // Nobody signs in to an account without a password.
    expect((await checkCredentials(email, "")).ok).toBe(false);
  });

  it("invites a technician when the owner chooses that role, and refuses any other role", async () => {
    const email = uniqueEmail("tech");
    const result = await inviteStaff(owner, { name: "Maria Lopez", email, role: "technician" }, ORIGIN);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const [row] = await withDb((db) => db.select().from(users).where(eq(users.email, email)));
    expect(row!.role).toBe("technician");
    expect(
      await acceptInvite(tokenOf(result.link), { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    ).toEqual({
      ok: true,
      userId: row!.id,
      role: "technician",
    });
    const owner2 = await inviteStaff(owner, { name: "Sneaky", email: uniqueEmail("sneaky"), role: "owner" }, ORIGIN);
    expect(owner2).toEqual({ ok: false, errors: { role: "Choose staff or technician." } });
  });

  it("refuses a bad e-mail, a missing name and an address that already has an account", async () => {
    const bad = await inviteStaff(owner, { name: "", email: "not an email" }, ORIGIN);
    expect(bad).toEqual({ ok: false, errors: { name: "Name is required.", email: "Enter a valid email address." } });
    const taken = await inviteStaff(owner, { name: "Someone", email: owner.email }, ORIGIN);
    expect(taken).toEqual({ ok: false, errors: { email: "Someone with this e-mail already has an account." } });
  });

  it("the link sets a password once; the person then signs in", async () => {
    const email = uniqueEmail("bo");
    const result = await inviteStaff(owner, { name: "Bo", email }, ORIGIN);
    const token = tokenOf(result.ok ? result.link : "");
    expect(await openInvite(token)).toEqual({ email, name: "Bo" });
    expect(await acceptInvite(token, { newPassword: "password1234", confirmPassword: "password1234" })).toEqual({
      ok: false,
      errors: { newPassword: passwordMessages.common },
    });
    expect(
      await acceptInvite(token, { newPassword: NEW_PASSWORD, confirmPassword: "something else entirely" }),
    ).toEqual({
      ok: false,
      errors: { confirmPassword: "The two passwords do not match." },
    });
    const accepted = await acceptInvite(token, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(accepted).toMatchObject({ ok: true });
    expect((await checkCredentials(email, NEW_PASSWORD)).ok).toBe(true);
    expect((await listActivity()).entries[0]).toMatchObject({ actor: email, action: "invite-accepted" });
    // Used once: the same link now opens nothing and sets nothing.
    expect(await openInvite(token)).toBeNull();
    expect(
      await acceptInvite(token, { newPassword: "another long password", confirmPassword: "another long password" }),
    ).toEqual({
      ok: false,
      gone: true,
    });
    expect((await checkCredentials(email, NEW_PASSWORD)).ok).toBe(true);
    const session = await createSession((accepted as { userId: number }).userId);
    expect(await userOfSession(session)).toMatchObject({ email, role: "staff" });
  });

  it("two submissions of one link at the same time: exactly one sets the password", async () => {
    const email = uniqueEmail("race");
    const result = await inviteStaff(owner, { name: "Race", email }, ORIGIN);
    const token = tokenOf(result.ok ? result.link : "");
    const tries = await Promise.all(
      ["first racing password", "second racing password"].map((p) =>
        acceptInvite(token, { newPassword: p, confirmPassword: p }),
      ),
    );
    expect(tries.filter((t) => t.ok)).toHaveLength(1);
  });

  it("expires after 7 days", async () => {
    const email = uniqueEmail("late");
    const sent = new Date();
    const result = await inviteStaff(owner, { name: "Late", email }, ORIGIN, sent);
    const token = tokenOf(result.ok ? result.link : "");
    const justBefore = new Date(sent.getTime() + days(INVITE_DAYS) - 1000);
    const after = new Date(sent.getTime() + days(INVITE_DAYS));
    expect(await openInvite(token, justBefore)).not.toBeNull();
    expect(await openInvite(token, after)).toBeNull();
    expect(await acceptInvite(token, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, after)).toEqual({
      ok: false,
      gone: true,
    });
    expect((await listTeam(after)).find((m) => m.email === email)?.status).toBe("invite expired");
  });

  it("a new link replaces the old one", async () => {
    const email = uniqueEmail("renew");
    const first = await inviteStaff(owner, { name: "Renew", email }, ORIGIN);
    const [person] = await withDb((db) => db.select().from(users).where(eq(users.email, email)));
    const second = await renewInvite(owner, person!.id, ORIGIN);
    expect(second.ok).toBe(true);
    expect(await openInvite(tokenOf(first.ok ? first.link : ""))).toBeNull();
    expect(await openInvite(tokenOf(second.ok ? second.link : ""))).toEqual({ email, name: "Renew" });
    // Someone who already has a password gets no link.
    expect((await renewInvite(owner, owner.id, ORIGIN)).ok).toBe(false);
  });

  it("with SMTP, mails the link to the invited address with none of the owner's typing", async () => {
    setEnv({ SMTP_URL: "smtp://127.0.0.1:2525" });
    const email = uniqueEmail("mailed");
    const result = await inviteStaff(owner, { name: "<b>Typed Name</b> =1+1", email }, ORIGIN);
    if (!result.ok) throw new Error("invite failed");
    expect(result.mailed).toBe(true);
    const [mail] = await withDb((db) => db.select().from(mailQueue).where(eq(mailQueue.recipient, email)));
    expect(mail!.body).toContain(result.link);
    expect(mail!.body).not.toContain("Typed Name");
    expect(mail!.subject).not.toContain("Typed Name");
  });
});
