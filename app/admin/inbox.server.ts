import { data, redirect } from "react-router";
import { requestStatuses, type Booking, type ContactMessage } from "~/db/schema";
import { countRequests, isRequestStatus, listBookings, listContactMessages, setRequestStatus } from "~/db/requests.server";
import { formatCalendarDate, formatInBusinessZone, todayInBusinessZone } from "~/lib/dates";
import { bookingsCsv, messagesCsv } from "./csv.server";
import { clear, hit, LOGIN_RATE_LIMIT_MESSAGE, refund } from "~/limits/rate-limits.server";
import type { ClientContext } from "~/forms/form-action.server";
import { adminPassword, cookieRefusedReason, isSignedIn, passwordMatches, signInCookie, signOutCookie } from "./session.server";

/** How many of each list the page shows; the CSV export has them all. */
export const PAGE_LIMIT = 200;

export type AdminAction = { error: string };

/** Rows as the page shows them: times already in the business's zone, so SSR and hydration agree. */
function bookingView(b: Booking) {
  return { ...b, createdAt: b.createdAt.toISOString(), received: formatInBusinessZone(b.createdAt), preferredDateLabel: formatCalendarDate(b.preferredDate) };
}
function messageView(m: ContactMessage) {
  return { ...m, createdAt: m.createdAt.toISOString(), received: formatInBusinessZone(m.createdAt) };
}
export type BookingView = ReturnType<typeof bookingView>;
export type MessageView = ReturnType<typeof messageView>;

export async function loadInbox(request: Request) {
  if (!adminPassword()) return data({ state: "locked" as const }, { status: 403 });
  if (!(await isSignedIn(request))) {
    return data({ state: "signed-out" as const, warning: cookieRefusedReason(request) }, { status: 401 });
  }
  try {
    const [bookings, messages, counts] = await Promise.all([
      listBookings({ limit: PAGE_LIMIT }),
      listContactMessages({ limit: PAGE_LIMIT }),
      countRequests(),
    ]);
    return data({
      state: "inbox" as const,
      bookings: bookings.map(bookingView),
      messages: messages.map(messageView),
      counts,
      limit: PAGE_LIMIT,
      statuses: requestStatuses,
    });
  } catch (error) {
    console.error("[admin] could not read requests:", error);
    return data({ state: "db-error" as const }, { status: 503 });
  }
}

/** The one account of the shared-password inbox, as the sign-in limit counts it. */
const ACCOUNT = "owner";

/**
 * A sign-in attempt. Every attempt is counted per client and per account before the password
 * is checked (so parallel guesses cannot slip past the count) and a successful one is given
 * back: only failures add up. Past the limit nothing is checked at all. The limit applies to
 * signing in only: a signed-in session keeps working during a guessing storm.
 */
async function signIn(password: FormDataEntryValue | null | undefined, request: Request, context: ClientContext) {
  const refused = cookieRefusedReason(request);
  if (refused) return data<AdminAction>({ error: refused }, { status: 400 });
  const [perClient, perAccount] = await Promise.all([
    hit("signInClient", context.clientAddress),
    hit("signInAccount", ACCOUNT),
  ]);
  if (!perClient.allowed || !perAccount.allowed) {
    const retryAfter = Math.max(perClient.retryAfterSeconds, perAccount.retryAfterSeconds);
    return data<AdminAction>({ error: LOGIN_RATE_LIMIT_MESSAGE }, { status: 429, headers: { "Retry-After": String(retryAfter) } });
  }
  if (typeof password !== "string" || !passwordMatches(password)) {
    console.warn("[admin] failed sign-in attempt");
    return data<AdminAction>({ error: "That password is not correct." }, { status: 401 });
  }
  await Promise.all([refund("signInClient", context.clientAddress), clear("signInAccount", ACCOUNT)]);
  return redirect("/admin", { headers: { "Set-Cookie": await signInCookie() } });
}

export async function handleAdminPost(request: Request, context: ClientContext) {
  if (!adminPassword()) return data<AdminAction>({ error: "The staff inbox is locked." }, { status: 403 });
  const form = await request.formData().catch(() => undefined);
  const intent = form?.get("intent");

  if (intent === "login") {
    try {
      return await signIn(form?.get("password"), request, context);
    } catch (error) {
      console.error("[admin] sign-in could not reach the database:", error instanceof Error ? error.message : error);
      return data<AdminAction>({ error: "The database is not reachable right now; please try again in a minute." }, { status: 503 });
    }
  }

  if (!(await isSignedIn(request))) {
    return data<AdminAction>({ error: "Please sign in first." }, { status: 401 });
  }

  if (intent === "logout") {
    return redirect("/admin", { headers: { "Set-Cookie": await signOutCookie(request) } });
  }

  if (intent === "set-status") {
    const kind = form?.get("kind");
    const id = Number(form?.get("id"));
    const status = form?.get("status");
    if ((kind !== "booking" && kind !== "message") || !Number.isSafeInteger(id) || id < 1 || !isRequestStatus(status)) {
      return data<AdminAction>({ error: "That status change could not be read." }, { status: 400 });
    }
    try {
      if (!(await setRequestStatus(kind, id, status))) {
        return data<AdminAction>({ error: "That request no longer exists." }, { status: 404 });
      }
    } catch (error) {
      console.error("[admin] could not change a status:", error);
      return data<AdminAction>({ error: "The database is not reachable; the status was not changed." }, { status: 503 });
    }
    // Post/redirect/get: reloading the page does not resubmit, and the anchor keeps the place.
    return redirect(`/admin#${kind}-${id}`);
  }

  return data<AdminAction>({ error: "Unknown action." }, { status: 400 });
}

/** GET /admin/bookings.csv and /admin/messages.csv. */
export async function csvExport(request: Request, kind: "bookings" | "messages") {
  const text = (body: string, status: number) =>
    new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!adminPassword()) return text("The staff inbox is locked: set ADMIN_PASSWORD to enable it.\n", 403);
  if (!(await isSignedIn(request))) return text("Sign in at /admin to export requests.\n", 401);
  let csv: string;
  try {
    csv = kind === "bookings" ? bookingsCsv(await listBookings()) : messagesCsv(await listContactMessages());
  } catch (error) {
    console.error(`[admin] could not export ${kind}:`, error);
    return text("The database is not reachable right now. Please try again in a minute.\n", 503);
  }
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-${todayInBusinessZone()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
