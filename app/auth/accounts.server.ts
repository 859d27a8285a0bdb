import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { STAFF_SMS_CONSENT_VERSION } from "#app/content/texts";
import { withDb } from "#app/db/client.server";
import { invites, users, type User } from "#app/db/schema";
import { now as clockNow } from "#app/lib/clock.server";
import { formatInBusinessZone } from "#app/lib/dates";
import { MAX } from "#app/lib/fields";
import { displayPhone } from "#app/lib/phone-display";
import { dropUnsentAssignmentTextsTo } from "#app/texts/events.server";
import { isOptedOut, textsEnabled } from "#app/texts/outbox.server";
import { textableNumber } from "#app/texts/phone";
import { hashPassword, newPasswordProblem, verifyAgainstNothing, verifyPassword } from "./passwords.server";
import { endSessionsOf, type SessionUser } from "./sessions.server";

/** Accounts: checking a sign-in, changing one's password, and the owner's team list. */

/** E-mails are stored and compared lower-cased, without surrounding spaces. */
export function normalizeEmail(value: unknown): string {
  return typeof value === "string" ? value.trim().toLowerCase().slice(0, 254) : "";
}

export type CredentialCheck =
  | { ok: true; user: User }
  /** `user` is the account the e-mail names, if any (for the log); `disabled` only after a right password. */
  | { ok: false; user?: User; disabled?: boolean };

/**
 * Whether `password` opens the account of `email`. Unknown e-mails and accounts without a
 * password still cost one argon2 verification, so timing does not reveal who has an account.
 * A disabled account is reported as such only to someone who knows its password.
 */
export async function checkCredentials(email: string, password: string): Promise<CredentialCheck> {
  const [user] = email ? await withDb((db) => db.select().from(users).where(eq(users.email, email))) : [];
  if (!user?.passwordHash) {
    await verifyAgainstNothing(password);
    return { ok: false, user };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, user };
  if (user.disabledAt) return { ok: false, user, disabled: true };
  return { ok: true, user };
}

export type PasswordChangeErrors = Partial<Record<"currentPassword" | "newPassword" | "confirmPassword", string>>;

/**
 * Changes the signed-in person's password (current one first, the new one twice) and ends
 * their other sessions: a browser left signed in elsewhere is signed out. Undefined on success.
 */
export async function changePassword(
  user: SessionUser,
  {
    currentPassword,
    newPassword,
    confirmPassword,
  }: Record<"currentPassword" | "newPassword" | "confirmPassword", string>,
): Promise<PasswordChangeErrors | undefined> {
  const [row] = await withDb((db) => db.select().from(users).where(eq(users.id, user.id)));
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, currentPassword))) {
    return { currentPassword: "That is not your current password." };
  }
  const problem = await newPasswordProblem(newPassword, user.email);
  if (problem) return { newPassword: problem };
  if (newPassword !== confirmPassword) return { confirmPassword: "The two new passwords do not match." };
  if (newPassword === currentPassword) return { newPassword: "The new password is the same as the current one." };
  const passwordHash = await hashPassword(newPassword);
  await withDb((db) =>
    db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, user.id)),
  );
  await endSessionsOf(user.id, { keep: user.sessionId });
  await logActivity({ user, action: "password-changed", detail: "Other sessions were signed out." });
  return undefined;
}

export type MobileErrors = Partial<Record<"mobilePhone" | "smsConsent", string>>;

export const MOBILE_MESSAGE = "Enter a US mobile number with its area code, like (813) 555-0142.";

/**
 * The signed-in person's mobile number and consent to texts, as they typed and ticked them:
 * the number checked (a +1 number texts can go to, stored in E.164) or an error per field.
 * Empty: no number (and then no consent).
 */
export function checkMobile(
  typed: string,
  consent: boolean,
): { ok: true; mobilePhone: string | null } | { ok: false; errors: MobileErrors } {
  const trimmed = typed.trim();
  if (!trimmed) {
    return consent
      ? { ok: false, errors: { mobilePhone: "Enter your mobile number to get texts, or untick the box." } }
      : { ok: true, mobilePhone: null };
  }
  const number = trimmed.length <= MAX.phone ? textableNumber(trimmed) : undefined;
  if (!number) return { ok: false, errors: { mobilePhone: MOBILE_MESSAGE } };
  return { ok: true, mobilePhone: number };
}

/** What the account page shows of the person's number and texts. */
export async function mobileTextsOf(userId: number) {
  return withDb(async (db) => {
    const [row] = await db
      .select({ mobilePhone: users.mobilePhone, smsConsentAt: users.smsConsentAt })
      .from(users)
      .where(eq(users.id, userId));
    const number = row?.mobilePhone ?? null;
    return {
      enabled: textsEnabled(),
      mobilePhone: number ? displayPhone(number) : "",
      consentAt: row?.smsConsentAt ? formatInBusinessZone(row.smsConsentAt) : null,
      // Their number replied STOP: nothing goes to it until it replies START.
      optedOut: number ? await isOptedOut(db, number) : false,
    };
  });
}
export type MobileTexts = Awaited<ReturnType<typeof mobileTextsOf>>;

/**
 * Saves the signed-in person's mobile number and their consent to a text when a visit is assigned
 * to them (with its time and wording's version, like a visitor's); unticking withdraws it. Each
 * change is logged; texts still waiting for a number no longer consented to are not sent.
 * Undefined on success.
 */
export async function saveMobileTexts(
  user: Pick<SessionUser, "id" | "email">,
  { mobilePhone: typed, smsConsent }: { mobilePhone: string; smsConsent: boolean },
): Promise<MobileErrors | undefined> {
  const checked = checkMobile(typed, smsConsent);
  if (!checked.ok) return checked.errors;
  const { mobilePhone } = checked;
  await withDb((db) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          mobilePhone: users.mobilePhone,
          smsConsentAt: users.smsConsentAt,
          smsConsentVersion: users.smsConsentVersion,
        })
        .from(users)
        .where(eq(users.id, user.id))
        .for("update");
      if (!row) return;
      const numberChanged = row.mobilePhone !== mobilePhone;
      const consented = !!row.smsConsentAt;
      // A consent stands for the number and the wording it was given with: a new one is stamped anew.
      const keep = consented && !numberChanged && row.smsConsentVersion === STAFF_SMS_CONSENT_VERSION;
      const consent = smsConsent
        ? keep
          ? { smsConsentAt: row.smsConsentAt, smsConsentVersion: row.smsConsentVersion }
          : { smsConsentAt: clockNow(), smsConsentVersion: STAFF_SMS_CONSENT_VERSION }
        : { smsConsentAt: null, smsConsentVersion: null };
      if (!numberChanged && consent.smsConsentAt === row.smsConsentAt) return; // nothing changed
      await tx
        .update(users)
        .set({ mobilePhone, ...consent })
        .where(eq(users.id, user.id));
      if (row.mobilePhone && (numberChanged || !smsConsent)) await dropUnsentAssignmentTextsTo(tx, row.mobilePhone);
      if (numberChanged) {
        // The last four digits only: the log is not a list of the team's numbers.
        const detail = mobilePhone ? `Ending ${mobilePhone.slice(-4)}` : "Removed";
        await logActivity({ user, action: "mobile-changed", detail }, tx);
      }
      if (smsConsent && !keep) {
        await logActivity({ user, action: "staff-texts-on", detail: `Wording of ${STAFF_SMS_CONSENT_VERSION}` }, tx);
      } else if (!smsConsent && consented) {
        await logActivity({ user, action: "staff-texts-off", detail: "" }, tx);
      }
    }),
  );
  return undefined;
}

export type MemberStatus = "active" | "invited" | "invite expired" | "disabled";

/** Everyone who can (or was invited to) sign in, the owner first, then by name. */
export async function listTeam(now = new Date()) {
  const [people, open] = await withDb((db) =>
    Promise.all([
      db.select().from(users).orderBy(asc(users.role), asc(users.name), asc(users.email)),
      db
        .select({ userId: invites.userId })
        .from(invites)
        .where(and(isNull(invites.usedAt), gt(invites.expiresAt, now))),
    ]),
  );
  const invited = new Set(open.map((i) => i.userId));
  return people.map((u) => {
    const status: MemberStatus = u.disabledAt
      ? "disabled"
      : u.passwordHash
        ? "active"
        : invited.has(u.id)
          ? "invited"
          : "invite expired";
    return { id: u.id, email: u.email, name: u.name, role: u.role, status, since: formatInBusinessZone(u.createdAt) };
  });
}
export type TeamMember = Awaited<ReturnType<typeof listTeam>>[number];

/**
 * Disables or enables a staff account. Disabling ends its sessions at once. The owner's own
 * account cannot be disabled (nobody could enable it again). Returns an error message, or undefined.
 */
export async function setDisabled(owner: SessionUser, userId: number, disabled: boolean): Promise<string | undefined> {
  const [target] = await withDb((db) => db.select().from(users).where(eq(users.id, userId)));
  if (!target) return "That account no longer exists.";
  if (target.role === "owner") return "The owner's account cannot be disabled.";
  if (!!target.disabledAt === disabled) return undefined; // already so (e.g. a form sent twice)
  await withDb((db) =>
    db
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(users.id, userId)),
  );
  if (disabled) await endSessionsOf(userId);
  await logActivity({ user: owner, action: disabled ? "user-disabled" : "user-enabled", detail: target.email });
  return undefined;
}
