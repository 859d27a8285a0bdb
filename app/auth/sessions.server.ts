import { and, eq, lt, ne, or } from "drizzle-orm";
import { withDb } from "#app/db/client.server";
import { sessions, users, type UserRole } from "#app/db/schema";
import { getConfig } from "#app/lib/config.server";
import { sessionEnded, sessionExpiresAt, sessionNeedsTouch, SESSION_IDLE_MS, SESSION_MAX_MS } from "./session-rules";
import { looksLikeToken, newToken, tokenId } from "./tokens.server";

/**
 * Staff sessions, stored in the database: the cookie holds a random token, the `sessions` row
 * its SHA-256. Deleting the row ends the session for good, so signing out, a password change
 * or disabling an account takes effect on the next request, whichever browser holds a copy.
 */

export const SESSION_COOKIE = "admin_session";

/** The signed-in person, as loaders and actions see them. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: UserRole;
  /** The session's row id, to keep this one when ending the others. */
  sessionId: string;
}

export async function createSession(userId: number, { userAgent = "", now = new Date() } = {}): Promise<string> {
  const { token, id } = newToken();
  await withDb((db) =>
    db.insert(sessions).values({
      id,
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: sessionExpiresAt(now),
      userAgent: userAgent.slice(0, 300),
    }),
  );
  return token;
}

/**
 * The person a session token belongs to, or null: unknown token, ended session (its row is
 * deleted then), disabled account, or an account without a password. Refreshes the session's
 * last request time at most once a minute.
 */
export async function userOfSession(token: string | undefined, now = new Date()): Promise<SessionUser | null> {
  if (!looksLikeToken(token)) return null;
  const id = tokenId(token);
  return withDb(async (db) => {
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id));
    if (!row) return null;
    const { session, user } = row;
    if (sessionEnded(session, now) || user.disabledAt || !user.passwordHash) {
      await db.delete(sessions).where(eq(sessions.id, id));
      return null;
    }
    if (sessionNeedsTouch(session, now)) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    return { id: user.id, email: user.email, name: user.name, role: user.role, sessionId: id };
  });
}

/** Signing out: the row goes, so the cookie (and any copy of it) opens nothing any more. */
export async function endSession(token: string | undefined): Promise<void> {
  if (!looksLikeToken(token)) return;
  await withDb((db) => db.delete(sessions).where(eq(sessions.id, tokenId(token))));
}

/** Ends every session of a user, except `keep` (the browser that changed the password). */
export async function endSessionsOf(userId: number, { keep }: { keep?: string } = {}): Promise<void> {
  await withDb((db) =>
    db
      .delete(sessions)
      .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId)),
  );
}

/** Sessions that ended (idle or past their lifetime) but whose browser never came back. */
export async function removeEndedSessions(now = new Date()): Promise<void> {
  await withDb((db) =>
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)))),
  );
}

/**
 * The cookie: HttpOnly (no script reads it), SameSite=Lax (not sent with another site's POST),
 * Path=/ (client-side navigation loads `/admin/....data`), Secure in production. Browsers keep
 * a Secure cookie over plain HTTP on localhost, so trying the site locally still signs in; on
 * any other plain-HTTP host the sign-in page says why it cannot (cookieRefusedReason).
 */
function cookieAttributes(maxAgeSeconds: number): string {
  const secure = getConfig().production ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; ${cookieAttributes(SESSION_MAX_MS / 1000)}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(0)}`;
}

/** The session token a request carries, if any. */
export function sessionToken(request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return value.join("=");
  }
  return undefined;
}

/** Host names a browser treats as a secure context over plain HTTP (it keeps Secure cookies there). */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * In production the session cookie is Secure, and a browser drops a Secure cookie set over plain
 * HTTP on any host but localhost: signing in would "succeed" and land back on the sign-in form.
 * Say so instead, and how to fix it.
 */
export function cookieRefusedReason(request: Request): string | undefined {
  if (!getConfig().production) return undefined;
  const url = new URL(request.url);
  if (url.protocol !== "http:" || isLocalHostname(url.hostname)) return undefined;
  return (
    `Signing in needs a secure connection: this page was opened over plain HTTP at ${url.host}, and the browser ` +
    `will not keep the sign-in cookie there. Open the workspace over HTTPS (behind your TLS proxy, with ` +
    `TRUST_PROXY=1), or on this machine as http://localhost:${url.port || "80"}/admin.`
  );
}
