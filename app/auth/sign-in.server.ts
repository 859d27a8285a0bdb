import { data, redirect } from "react-router";
import { logActivity } from "#app/activity/activity.server";
import { VISITOR_ACTOR } from "#app/activity/actions";
import type { ClientContext } from "#app/lib/edge-context";
import { clear, hit, LOGIN_RATE_LIMIT_MESSAGE, refund } from "#app/limits/rate-limits.server";
import { DB_DOWN_MESSAGE, landingPath, safeNextPath, WORKSPACE_HOME } from "./access";
import { checkCredentials, normalizeEmail } from "./accounts.server";
import { workspaceLock } from "./owner.server";
import {
  clearedSessionCookie,
  cookieRefusedReason,
  createSession,
  endSession,
  sessionCookie,
  sessionToken,
  userOfSession,
} from "./sessions.server";

/** Signing in and out of the workspace (the sign-in form posts to /admin, sign-out to /admin/sign-out). */

export type SignInResult = { error: string; email?: string };

export const WRONG_CREDENTIALS_MESSAGE = "The e-mail or password is not correct.";
export const DISABLED_MESSAGE = "This account is disabled. Ask the owner to enable it again.";
export const SIGN_OUT_FAILED_MESSAGE =
  "The database is not reachable right now, so the session could not be ended. Please try again in a minute.";
export const LOCKED_MESSAGE = "The workspace is locked: no owner account exists yet.";

/**
 * A sign-in attempt. Every attempt is counted per client, then per e-mail, before the password is
 * checked (so parallel guesses cannot slip past the count) and a successful one is given back:
 * only failures add up. Past the limit nothing is checked at all. The limit applies to signing
 * in only: a signed-in session keeps working during a guessing storm.
 */
export async function signIn(form: FormData, request: Request, context: ClientContext) {
  const refused = cookieRefusedReason(request);
  if (refused) return data<SignInResult>({ error: refused }, { status: 400 });
  const email = normalizeEmail(form.get("email"));
  const password = String(form.get("password") ?? "");
  const next = safeNextPath(form.get("next"));
  const client = context.clientAddress; // already the limits' client key (server/app.ts)
  try {
    if (await workspaceLock()) return data<SignInResult>({ error: LOCKED_MESSAGE }, { status: 403 });
    // One after the other: an attempt the client's limit refuses does not count against the
    // account, so racing guesses get exactly the allowance, not fewer (the two counters would
    // otherwise order them differently).
    const perClient = await hit("signInClient", client);
    const perAccount = perClient.allowed && email ? await hit("signInAccount", email) : undefined;
    if (!perClient.allowed || perAccount?.allowed === false) {
      const retryAfter = Math.max(perClient.retryAfterSeconds, perAccount?.retryAfterSeconds ?? 0);
      return data<SignInResult>(
        { error: LOGIN_RATE_LIMIT_MESSAGE, email },
        { status: 429, headers: { "Retry-After": String(retryAfter) } },
      );
    }
    const check = await checkCredentials(email, password);
    if (!check.ok) {
      console.warn("[admin] failed sign-in attempt");
      await logActivity({
        user: check.user,
        actor: VISITOR_ACTOR,
        action: "sign-in-failed",
        detail: `E-mail tried: ${email || "(none)"}, from ${client}`,
      });
      return data<SignInResult>(
        { error: check.disabled ? DISABLED_MESSAGE : WRONG_CREDENTIALS_MESSAGE, email },
        { status: 401 },
      );
    }
    await Promise.all([refund("signInClient", client), email ? clear("signInAccount", email) : undefined]);
    const token = await createSession(check.user.id, { userAgent: request.headers.get("User-Agent") ?? "" });
    await logActivity({ user: check.user, action: "sign-in" });
    return redirect(landingPath(check.user.role, next), { headers: { "Set-Cookie": sessionCookie(token) } });
  } catch (error) {
    console.error("[admin] sign-in could not reach the database:", error instanceof Error ? error.message : error);
    return data<SignInResult>({ error: DB_DOWN_MESSAGE, email }, { status: 503 });
  }
}

/**
 * The /admin page for someone not signed in: the sign-in form (401, with the reason a cookie
 * would be refused, if any) or, when no owner account exists, the lock notice (403).
 */
export async function signInPage(request: Request) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  let lock: Awaited<ReturnType<typeof workspaceLock>>;
  try {
    lock = await workspaceLock();
  } catch (error) {
    console.error("[admin] could not check the owner account:", error instanceof Error ? error.message : error);
    return data({ state: "signed-out" as const, next, warning: DB_DOWN_MESSAGE }, { status: 503 });
  }
  if (lock) return data({ state: "locked" as const, problem: lock.problem, message: lock.message }, { status: 403 });
  return data({ state: "signed-out" as const, next, warning: cookieRefusedReason(request) }, { status: 401 });
}

/**
 * Ends this browser's session for good (the row is deleted) and clears its cookie. Without the
 * database the row cannot be deleted: say so rather than pretend (a copy of the cookie would
 * still work afterwards).
 */
export async function signOut(request: Request) {
  const token = sessionToken(request);
  try {
    const user = await userOfSession(token);
    await endSession(token);
    if (user) await logActivity({ user, action: "sign-out" });
  } catch (error) {
    console.error("[admin] sign-out could not reach the database:", error instanceof Error ? error.message : error);
    return data<SignInResult>({ error: SIGN_OUT_FAILED_MESSAGE }, { status: 503 });
  }
  return redirect(WORKSPACE_HOME, { headers: { "Set-Cookie": clearedSessionCookie() } });
}
