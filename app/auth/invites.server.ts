import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import { logActivity } from "#app/activity/activity.server";
import { withDb, type Database } from "#app/db/client.server";
import { invites, mailQueue, users, type UserRole } from "#app/db/schema";
import { emailField, fieldErrors, MAX, requiredText, type FieldErrors } from "#app/lib/fields";
import { staffInviteMail } from "#app/mail/messages.server";
import { getSiteFacts } from "#app/settings/site-facts.server";
import { hashPassword, newPasswordProblem } from "./passwords.server";
import type { SessionUser } from "./sessions.server";
import { looksLikeToken, newToken, tokenId } from "./tokens.server";

/**
 * Staff invitations: the owner names a person and their e-mail; they get an account without a
 * password and a one-time link `/admin/invite/<token>` (valid 7 days, used once) to choose one.
 * The link is shown to the owner right away and, with SMTP configured, mailed to the person.
 */

export const INVITE_DAYS = 7;
const INVITE_MS = INVITE_DAYS * 24 * 60 * 60 * 1000;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function invitePath(token: string): string {
  return `/admin/invite/${token}`;
}

export type InviteResult =
  { ok: true; email: string; link: string; mailed: boolean } | { ok: false; errors: FieldErrors };

/** A new link for `person` (older unused ones stop working), with its e-mail when mail is on. */
async function issueLink(
  tx: Transaction,
  owner: SessionUser,
  person: { id: number; email: string; role: "staff" | "technician" | "owner" },
  origin: string,
  now: Date,
) {
  const { token, id } = newToken();
  const expiresAt = new Date(now.getTime() + INVITE_MS);
  await tx.delete(invites).where(and(eq(invites.userId, person.id), isNull(invites.usedAt)));
  await tx.insert(invites).values({ id, userId: person.id, invitedBy: owner.id, createdAt: now, expiresAt });
  const link = new URL(invitePath(token), origin).href;
  const mail = staffInviteMail(person.email, link, expiresAt, await getSiteFacts(tx), person.role);
  if (mail) await tx.insert(mailQueue).values(mail);
  return { link, mailed: !!mail };
}

/** The roles the owner can invite (there is one owner). */
export const invitableRoles = ["staff", "technician"] as const;

const inviteSchema = z.object({
  name: requiredText("Name", MAX.name),
  email: emailField,
  role: z.enum(invitableRoles, { message: "Choose staff or technician." }).default("staff"),
});

/** The owner invites a staff member: a password-less account and its link, in one transaction. */
export async function inviteStaff(
  owner: SessionUser,
  input: { name: unknown; email: unknown; role?: unknown },
  origin: string,
  now = new Date(),
): Promise<InviteResult> {
  const parsed = inviteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const email = parsed.data.email.toLowerCase();
  const result = await withDb((db) =>
    db.transaction(async (tx) => {
      const [person] = await tx
        .insert(users)
        .values({ email, name: parsed.data.name, role: parsed.data.role, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email, role: users.role });
      if (!person) return undefined;
      const issued = await issueLink(tx, owner, person, origin, now);
      const as = parsed.data.role === "technician" ? " (technician)" : "";
      await logActivity({ user: owner, action: "invite", detail: `${parsed.data.name} <${email}>${as}` }, tx);
      return issued;
    }),
  );
  if (!result) return { ok: false, errors: { email: "Someone with this e-mail already has an account." } };
  return { ok: true, email, ...result };
}

/** A fresh link for someone who has not set a password yet (the old link is lost or expired). */
export async function renewInvite(
  owner: SessionUser,
  userId: number,
  origin: string,
  now = new Date(),
): Promise<InviteResult> {
  const result = await withDb((db) =>
    db.transaction(async (tx) => {
      const [person] = await tx.select().from(users).where(eq(users.id, userId));
      if (!person || person.passwordHash || person.disabledAt) return undefined;
      const issued = await issueLink(tx, owner, person, origin, now);
      await logActivity({ user: owner, action: "invite-renewed", detail: person.email }, tx);
      return { email: person.email, ...issued };
    }),
  );
  if (!result)
    return { ok: false, errors: { form: "Only someone who has not set a password yet can get a new link." } };
  return { ok: true, ...result };
}

/** The invited person behind a link that can still be used, or null (unknown, used, expired, disabled). */
export async function openInvite(token: string | undefined, now = new Date()) {
  if (!looksLikeToken(token)) return null;
  const [row] = await withDb((db) =>
    db
      .select({ email: users.email, name: users.name })
      .from(invites)
      .innerJoin(users, eq(users.id, invites.userId))
      .where(
        and(
          eq(invites.id, tokenId(token)),
          isNull(invites.usedAt),
          gt(invites.expiresAt, now),
          isNull(users.disabledAt),
        ),
      ),
  );
  return row ?? null;
}

export type AcceptResult =
  | { ok: true; userId: number; role: UserRole }
  | { ok: false; gone: true }
  | { ok: false; gone?: false; errors: Partial<Record<"newPassword" | "confirmPassword", string>> };

/**
 * The invited person sets their password. The link is used up in the same statement that
 * checks it, so two tabs submitting at once cannot both use it.
 */
export async function acceptInvite(
  token: string | undefined,
  { newPassword, confirmPassword }: { newPassword: string; confirmPassword: string },
  now = new Date(),
): Promise<AcceptResult> {
  const invited = await openInvite(token, now);
  if (!invited || !token) return { ok: false, gone: true };
  const problem = await newPasswordProblem(newPassword, invited.email);
  if (problem) return { ok: false, errors: { newPassword: problem } };
  if (newPassword !== confirmPassword)
    return { ok: false, errors: { confirmPassword: "The two passwords do not match." } };
  const passwordHash = await hashPassword(newPassword);
  const accepted = await withDb((db) =>
    db.transaction(async (tx) => {
      const [used] = await tx
        .update(invites)
        .set({ usedAt: now })
        .where(and(eq(invites.id, tokenId(token)), isNull(invites.usedAt), gt(invites.expiresAt, now)))
        .returning({ userId: invites.userId });
      if (!used) return undefined;
      const [person] = await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: now })
        .where(and(eq(users.id, used.userId), isNull(users.disabledAt)))
        .returning({ id: users.id, email: users.email, role: users.role });
      if (!person) return undefined; // disabled meanwhile: the link is spent, nobody signs in
      await logActivity({ user: person, action: "invite-accepted" }, tx);
      return person;
    }),
  );
  return accepted === undefined ? { ok: false, gone: true } : { ok: true, userId: accepted.id, role: accepted.role };
}
