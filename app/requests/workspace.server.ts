import { data, redirect } from "react-router";
import { requestHistory } from "#app/activity/activity.server";
import { requireOwner, requireUser, signedInUser } from "#app/auth/guard.server";
import type { SessionUser } from "#app/auth/sessions.server";
import { business, windowLabel } from "#app/content/business";
import { isRequestStatus, requestStatuses, type RequestKind } from "#app/db/schema";
import { addDays, formatCalendarDate, formatInBusinessZone, isCalendarDate, todayInBusinessZone } from "#app/lib/dates";
import { readPhoto } from "#app/photos/store.server";
import { notFound } from "#app/lib/not-found";
import { phoneHref } from "#app/lib/phone";
import { addNote, changeStatus, deleteRequest, getRequest, MAX_NOTE } from "./detail.server";
import { sourceLabel } from "./lead-source";
import { filtersFromUrl, listRequests, sourceCounts } from "./list.server";

/** The staff workspace's request pages: the list, one request, the exports, the photos. */


const isKind = (value: unknown): value is RequestKind => value === "booking" || value === "message";

/** The list page's data: rows as the page shows them (times already in New York). */
export async function loadRequestList(url: URL) {
  const filters = filtersFromUrl(url);
  const list = await listRequests(filters);
  return {
    filters,
    counts: list.counts,
    total: list.total,
    page: list.page,
    pages: list.pages,
    statuses: requestStatuses,
    query: url.search,
    rows: list.rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      received: formatInBusinessZone(r.createdAt),
      visit: r.visitDate ? `${formatCalendarDate(r.visitDate)}, ${windowLabel(r.visitWindow)}` : "",
    })),
  };
}

export type RequestListData = Awaited<ReturnType<typeof loadRequestList>>;

/** A request's page: every field, tap-to-call/mail/map links, photos, history and notes. */
export async function loadRequestDetail(kind: string, idText: string) {
  const id = Number(idText);
  if (!isKind(kind) || !Number.isSafeInteger(id) || id < 1) notFound();
  const [record, history] = await Promise.all([getRequest(kind, id), requestHistory(kind, id)]);
  if (!record) notFound();
  const row = record.row;
  const base = {
    kind,
    id,
    status: row.status,
    statuses: requestStatuses,
    name: row.name,
    email: row.email,
    phone: row.phone,
    telHref: phoneHref(row.phone),
    received: formatInBusinessZone(row.createdAt),
    source: {
      label: sourceLabel(row),
      landingPage: row.landingPage,
      referrer: row.referrer,
      campaign: [row.utmSource, row.utmMedium, row.utmCampaign, row.utmTerm, row.utmContent]
        .filter(Boolean)
        .join(" / "),
      gclid: row.gclid,
    },
    history,
  };
  if (record.kind === "message") {
    return {
      ...base,
      message: { service: record.row.service, text: record.row.message },
      booking: undefined,
      photos: [],
    };
  }
  const b = record.row;
  const address = `${b.address}, ${b.city}, ${business.stateCode} ${b.zipCode}`;
  return {
    ...base,
    message: undefined,
    booking: {
      urgent: b.urgent,
      address,
      mapHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
      visit: b.visitDate ? `${formatCalendarDate(b.visitDate)}, ${windowLabel(b.visitWindow)}` : "",
      asked: `${formatCalendarDate(b.preferredDate)}, ${b.preferredTime}`,
      brand: b.brand,
      model: b.model,
      serialNumber: b.serialNumber,
      issue: b.issue,
      foodAtRisk: b.foodAtRisk,
      description: b.issueDescription,
      additionalInfo: b.additionalInfo,
      // Whether the customer has a private page; its address is only in their e-mails.
      hasAppointmentPage: record.hasAppointmentPage,
    },
    photos: record.photos,
  };
}

export type RequestDetailData = Awaited<ReturnType<typeof loadRequestDetail>>;

export type RequestAction = { error: string } | { done: string };

/** POST on a request's page: a status change, a note, or (the owner) deleting it. */
export async function handleRequestAction(request: Request, kind: string, idText: string) {
  const user = await requireUser(request);
  const id = Number(idText);
  if (!isKind(kind) || !Number.isSafeInteger(id) || id < 1) notFound();
  const form = await request.formData().catch(() => undefined);
  const intent = form?.get("intent");
  const fail = (error: string, status = 400) => data<RequestAction>({ error }, { status });
  try {
    if (intent === "set-status") {
      const status = form?.get("status");
      if (!isRequestStatus(status)) return fail("Choose a status from the list.");
      if (!(await changeStatus(kind, id, status, user))) return fail("That request no longer exists.", 404);
      return redirect(`/admin/requests/${kind}/${id}?saved=status`);
    }
    if (intent === "note") {
      const text = String(form?.get("note") ?? "")
        .replace(/\r\n?/g, "\n")
        .trim();
      if (!text) return fail("Write the note first.");
      if (text.length > MAX_NOTE || text.includes("\u0000"))
        return fail(`A note can be at most ${MAX_NOTE.toLocaleString("en-US")} characters.`);
      if (!(await addNote(kind, id, text, user))) return fail("That request no longer exists.", 404);
      return redirect(`/admin/requests/${kind}/${id}?saved=note#history`);
    }
    if (intent === "delete") {
      const owner = await requireOwner(request);
      if (form?.get("confirm") !== "yes") return fail("Tick the box to confirm the deletion.");
      await deleteRequest(kind, id, owner);
      return redirect("/admin?deleted=1");
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[admin] could not change a request:", error instanceof Error ? error.message : error);
    return fail("The database is not reachable right now; nothing was changed.", 503);
  }
  return fail("Unknown action.");
}

/** A quick status change from the list (same rules as on the request's page). */
export async function handleListStatus(user: SessionUser, form: FormData) {
  const kind = form.get("kind");
  const id = Number(form.get("id"));
  const status = form.get("status");
  if (!isKind(kind) || !Number.isSafeInteger(id) || id < 1 || !isRequestStatus(status)) {
    return data<RequestAction>({ error: "That status change could not be read." }, { status: 400 });
  }
  try {
    if (!(await changeStatus(kind, id, status, user)))
      return data<RequestAction>({ error: "That request no longer exists." }, { status: 404 });
  } catch (error) {
    console.error("[admin] could not change a status:", error instanceof Error ? error.message : error);
    return data<RequestAction>(
      { error: "The database is not reachable; the status was not changed." },
      { status: 503 },
    );
  }
  return redirect(
    `/admin${form.get("return") && String(form.get("return")).startsWith("?") ? String(form.get("return")) : ""}#${kind}-${id}`,
  );
}

/** Counts per source and landing page over a period (default: the last 30 days). */
export async function loadSources(url: URL) {
  const today = todayInBusinessZone();
  const date = (name: string, fallback: string) => {
    const value = url.searchParams.get(name) ?? "";
    return isCalendarDate(value) ? value : fallback;
  };
  let from = date("from", addDays(today, -29));
  let to = date("to", today);
  if (from > to) [from, to] = [to, from];
  return { from, to, ...(await sourceCounts(from, to)) };
}

export { exportCsv } from "./csv-export.server";

/**
 * GET /admin/photos/<id> (full size) or ?size=thumbnail: signed-in staff only (401 and no bytes
 * otherwise), never cached, never sniffed; only photos that belong to a booking.
 */
export async function servePhoto(request: Request, idText: string) {
  // Signed out (or signed out since), whatever asks: 401 and no bytes, never a redirect.
  if (!(await signedInUser(request))) {
    return new Response("Sign in to the workspace to see photos.\n", {
      status: 401,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const id = Number(idText);
  const size = new URL(request.url).searchParams.get("size") === "thumbnail" ? "thumbnail" : "full";
  const photo = Number.isSafeInteger(id) && id > 0 ? await readPhoto(id, size) : undefined;
  if (!photo)
    return new Response("No such photo.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.length),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="photo-${id}${size === "thumbnail" ? "-small" : ""}.jpg"`,
    },
  });
}
