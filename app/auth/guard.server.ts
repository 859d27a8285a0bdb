import { redirect } from "react-router";
import {
  DB_DOWN_MESSAGE,
  OWNER_ONLY_MESSAGE,
  signInPath,
  SIGNED_OUT_MESSAGE,
  TECHNICIAN_MESSAGE,
  wantsPage,
} from "./access";
import { sessionToken, userOfSession, type SessionUser } from "./sessions.server";

/**
 * The guard every workspace loader and action calls first. It returns the signed-in person or
 * throws the Response that answers the request instead:
 * - signed out: a page opened in the browser is redirected to the sign-in page (`/admin?next=`);
 *   anything else (a `.data` fetch, a CSV, a POST) gets 401;
 * - signed in, but the page is the owner's: 403 (page, `.data` and files alike);
 * - the database cannot say: 503.
 * Thrown as plain-text Responses: a resource route (CSV) sends them as they are, and a page's
 * error boundary shows the text (app/components/admin/workspace-error.tsx).
 */

function refusal(status: 401 | 403 | 503, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The session a request carries, read once per request: a page's loaders (the layout's header
 * and the page's own guard) all get the same Request, and share the one read (issue 32). An
 * action's loaders get a Request of their own, so they see what the action changed.
 */
const sessionReads = new WeakMap<Request, Promise<SessionUser | null>>();
function sessionOf(request: Request): Promise<SessionUser | null> {
  let read = sessionReads.get(request);
  if (!read) {
    read = userOfSession(sessionToken(request));
    sessionReads.set(request, read);
  }
  return read;
}

/**
 * The signed-in person, or null, for pages that show something either way (the sign-in page,
 * the layout's header). When the database does not answer it throws the 503 Response.
 */
export async function signedInUser(request: Request): Promise<SessionUser | null> {
  try {
    return await sessionOf(request);
  } catch (error) {
    console.error("[auth] could not read the session:", error instanceof Error ? error.message : error);
    throw refusal(503, DB_DOWN_MESSAGE);
  }
}

/**
 * Anyone signed in, technicians included: only for the pages a technician may open too (Today,
 * Account, a request's page or photo after checking the visit is theirs, a customer's page after
 * checking one of the customer's visits is theirs).
 */
export async function requireAnyUser(request: Request): Promise<SessionUser> {
  const user = await signedInUser(request);
  if (!user) {
    if (wantsPage(request)) {
      const url = new URL(request.url);
      throw redirect(signInPath(url.pathname + url.search));
    }
    throw refusal(401, SIGNED_OUT_MESSAGE);
  }
  return user;
}

/**
 * The office: the owner and staff (requests, schedule, CSV exports). A technician is refused
 * (403), so every page that does not say otherwise is closed to them.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await requireAnyUser(request);
  if (user.role === "technician") throw refusal(403, TECHNICIAN_MESSAGE);
  return user;
}

/** A technician's refusal (a visit, photo or customer not assigned to them), as the guard answers it. */
export function technicianRefusal(): Response {
  return refusal(403, TECHNICIAN_MESSAGE);
}

/** The owner only: team, settings, activity (see canUse in access.ts). */
export async function requireOwner(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "owner") throw refusal(403, OWNER_ONLY_MESSAGE);
  return user;
}
