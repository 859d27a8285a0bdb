import { eq } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { withDb } from "#app/db/client.server";
import { users } from "#app/db/schema";
import { getConfig } from "#app/lib/config.server";
import { hashPassword, newPasswordProblem } from "./passwords.server";
import { endSessionsOf } from "./sessions.server";

/**
 * The owner account. At start-up, when no owner exists, one is created from ADMIN_EMAIL
 * (default: the business e-mail) and ADMIN_PASSWORD. Once an owner exists ADMIN_PASSWORD is
 * not read again: the owner changes the password in the workspace, or from the shell with
 * `npm run owner -- reset-password` (resetOwnerPassword below).
 */

export type OwnerSetup =
  | { state: "ready" }
  /** Nobody can sign in: `problem` says why ADMIN_PASSWORD / ADMIN_EMAIL could not be used. */
  | { state: "locked"; problem: "missing" | "refused"; message: string };

/** ADMIN_EMAIL, lower-cased (the configuration has checked it is an e-mail address). */
export function ownerEmail(): string {
  return getConfig().adminEmail;
}

async function ownerExists(): Promise<boolean> {
  const rows = await withDb((db) => db.select({ id: users.id }).from(users).where(eq(users.role, "owner")).limit(1));
  return rows.length > 0;
}

async function setUpOwner(): Promise<OwnerSetup> {
  if (await ownerExists()) return { state: "ready" };
  const password = getConfig().adminPassword;
  if (!password) {
    console.log("[admin] ADMIN_PASSWORD not set: /admin stays locked");
    return { state: "locked", problem: "missing", message: "ADMIN_PASSWORD is not set." };
  }
  const email = ownerEmail();
  const problem = await newPasswordProblem(password, email);
  if (problem) {
    console.error(
      `[admin] ADMIN_PASSWORD refused: ${problem} /admin stays locked until it is fixed and the server restarts.`,
    );
    return { state: "locked", problem: "refused", message: problem };
  }
  const passwordHash = await hashPassword(password);
  // Two servers starting together on one PostgreSQL: the unique e-mail lets only one insert.
  const created = await withDb((db) =>
    db
      .insert(users)
      .values({ email, role: "owner", passwordHash, passwordChangedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: users.id }),
  );
  if (created[0]) {
    await logActivity({ action: "owner-created", detail: email });
    console.log(`[admin] owner account created for ${email} (from ADMIN_EMAIL and ADMIN_PASSWORD)`);
  }
  if (await ownerExists()) return { state: "ready" };
  const message = `An account for ${email} exists but is not the owner.`;
  console.error(`[admin] ${message} /admin stays locked.`);
  return { state: "locked", problem: "refused", message };
}

/** The set-up for the current ADMIN_EMAIL / ADMIN_PASSWORD (they only change between tests). */
let setup: { settings: string; result: Promise<OwnerSetup> } | undefined;
const currentSettings = () => `${ownerEmail()}\u0000${getConfig().adminPassword ?? ""}`;

/**
 * Creates the owner when none exists (once per process; a database failure is retried on the
 * next call). Called at start-up, and by the sign-in page in case a request comes first.
 */
export function ensureOwner(): Promise<OwnerSetup> {
  const settings = currentSettings();
  if (setup?.settings !== settings) {
    const result = setUpOwner().catch((error) => {
      if (setup?.result === result) setup = undefined;
      throw error;
    });
    setup = { settings, result };
  }
  return setup.result;
}

function markReady(): void {
  setup = { settings: currentSettings(), result: Promise.resolve({ state: "ready" }) };
}

/** Why nobody can sign in, or undefined when an owner exists (perhaps created by another process). */
export async function workspaceLock(): Promise<Extract<OwnerSetup, { state: "locked" }> | undefined> {
  const current = await ensureOwner();
  if (current.state === "ready") return undefined;
  if (await ownerExists()) {
    markReady();
    return undefined;
  }
  return current;
}

/**
 * `npm run owner -- reset-password`: sets the owner's password (creating the owner from
 * ADMIN_EMAIL when there is none), ends the owner's sessions and logs it. Throws an Error whose
 * message says why when the password breaks the rules.
 */
export async function resetOwnerPassword(password: string): Promise<{ email: string }> {
  const [owner] = await withDb((db) => db.select().from(users).where(eq(users.role, "owner")).limit(1));
  const email = owner?.email ?? ownerEmail();
  const problem = await newPasswordProblem(password, email);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  let id = owner?.id;
  if (id === undefined) {
    const [created] = await withDb((db) =>
      db
        .insert(users)
        .values({ email, role: "owner", passwordHash, passwordChangedAt: now })
        .returning({ id: users.id }),
    );
    id = created!.id;
    await logActivity({ action: "owner-created", detail: email });
  } else {
    await withDb((db) => db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, id!)));
  }
  await endSessionsOf(id);
  await logActivity({ action: "password-reset", detail: email });
  markReady();
  return { email };
}
