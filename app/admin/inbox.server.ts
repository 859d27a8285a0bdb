import { data, redirect } from "react-router";
import { requestStatuses, type Booking, type ContactMessage } from "~/db/schema";
import { countRequests, isRequestStatus, listBookings, listContactMessages, setRequestStatus } from "~/db/requests.server";
import { formatCalendarDate, formatInBusinessZone, todayInBusinessZone } from "~/lib/dates";
import { bookingsCsv, messagesCsv } from "./csv.server";
import type { ClientContext } from "~/forms/form-action.server";
import { logActivity } from "~/activity/activity.server";
import { requireUser } from "~/auth/guard.server";
import { signIn } from "~/auth/sign-in.server";

/** How many of each list the page shows; the CSV export has them all. */
export const PAGE_LIMIT = 200;

/** What a refused POST to /admin answers: the message, and the e-mail typed into the sign-in form. */
export type AdminAction = { error: string; email?: string };

/** Rows as the page shows them: times already in the business's zone, so SSR and hydration agree. */
function bookingView(b: Booking) {
  return { ...b, createdAt: b.createdAt.toISOString(), received: formatInBusinessZone(b.createdAt), preferredDateLabel: formatCalendarDate(b.preferredDate) };
}
function messageView(m: ContactMessage) {
  return { ...m, createdAt: m.createdAt.toISOString(), received: formatInBusinessZone(m.createdAt) };
}
export type BookingView = ReturnType<typeof bookingView>;
export type MessageView = ReturnType<typeof messageView>;

/** The requests page's data (the guard has run: the caller is signed in). */
export async function loadInbox() {
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

/**
 * POST /admin: the sign-in form (signed out), or a status change (signed in). Everything but
 * signing in passes the guard first.
 */
export async function handleAdminPost(request: Request, context: ClientContext) {
  const form = await request.formData().catch(() => undefined);
  const intent = form?.get("intent");
  if (intent === "login") return signIn(form!, request, context);

  const user = await requireUser(request);

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
      await logActivity({ user, action: "status-changed", request: { kind, id }, detail: `Status: ${status}` });
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
  await requireUser(request);
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
