import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createCookieSessionStorage, type SessionStorage } from "react-router";

/**
 * The staff inbox's login: one shared password from ADMIN_PASSWORD, and a signed session
 * cookie. Without ADMIN_PASSWORD /admin stays locked: there is no default password to guess.
 */

export function adminPassword(): string | undefined {
  return process.env.ADMIN_PASSWORD || undefined;
}

/**
 * Constant-time comparison: both sides are hashed first, so the comparison takes the same time
 * whatever the lengths and wherever the first difference is.
 */
export function passwordMatches(candidate: string, expected = adminPassword()): boolean {
  if (!expected) return false;
  const a = createHash("sha256").update(candidate, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}

/**
 * SESSION_SECRET when set; otherwise a key derived from the password, so changing
 * ADMIN_PASSWORD signs everyone out.
 */
function cookieSecret(password: string): string {
  return process.env.SESSION_SECRET || createHmac("sha256", password).update("fridge-admin-session-v1").digest("base64url");
}

const SESSION_MS = 12 * 60 * 60 * 1000;
/** `since` is checked on the server too: a copied cookie stops working when the session ends. */
type AdminSession = { admin: true; since: number };
let cached: { key: string; storage: SessionStorage<AdminSession> } | undefined;

function storage(password: string) {
  const secure = process.env.NODE_ENV === "production";
  const key = `${password}\u0000${process.env.SESSION_SECRET ?? ""}\u0000${secure}`;
  if (cached?.key !== key) {
    cached = {
      key,
      storage: createCookieSessionStorage<AdminSession>({
        cookie: {
          name: "admin_session",
          // "/" rather than "/admin": client-side navigation loads data from /admin.data.
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure,
          maxAge: SESSION_MS / 1000,
          secrets: [cookieSecret(password)],
        },
      }),
    };
  }
  return cached.storage;
}

/** True when the request carries a valid staff session (and /admin is enabled at all). */
export async function isSignedIn(request: Request): Promise<boolean> {
  const password = adminPassword();
  if (!password) return false;
  const session = await storage(password).getSession(request.headers.get("Cookie"));
  const since = session.get("since");
  return session.get("admin") === true && typeof since === "number" && Date.now() - since < SESSION_MS;
}

/** The Set-Cookie header that signs this browser in. */
export async function signInCookie(): Promise<string> {
  const sessionStorage = storage(adminPassword()!);
  const session = await sessionStorage.getSession();
  session.set("admin", true);
  session.set("since", Date.now());
  return sessionStorage.commitSession(session);
}

/** The Set-Cookie header that signs this browser out. */
export async function signOutCookie(request: Request): Promise<string> {
  const password = adminPassword();
  if (!password) return "admin_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax";
  const sessionStorage = storage(password);
  return sessionStorage.destroySession(await sessionStorage.getSession(request.headers.get("Cookie")));
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
  if (process.env.NODE_ENV !== "production") return undefined;
  const url = new URL(request.url);
  if (url.protocol !== "http:" || isLocalHostname(url.hostname)) return undefined;
  return (
    `Signing in needs a secure connection: this page was opened over plain HTTP at ${url.host}, and the browser ` +
    `will not keep the sign-in cookie there. Open the workspace over HTTPS (behind your TLS proxy, with ` +
    `TRUST_PROXY=1), or on this machine as http://localhost:${url.port || "80"}/admin.`
  );
}
