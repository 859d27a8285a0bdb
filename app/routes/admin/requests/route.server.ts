import { data, redirect } from "react-router";
import type { SessionUser } from "#app/auth/sessions.server";
import { windowLabel } from "#app/lib/booking-windows";
import { isRequestKind, isRequestStatus, requestStatuses } from "#app/db/schema";
import { formatCalendarDate, formatInBusinessZone } from "#app/lib/dates";
import { changeStatus, type RequestAction } from "#app/requests/detail.server";
import { filtersFromUrl, listRequests } from "#app/requests/list.server";
import { requestBadges } from "#app/customers/customers.server";
import { warrantyView } from "#app/customers/warranty.server";
import { estimateStatusesOf } from "#app/estimates/estimate-status.server";

/** The workspace's request list (/admin, signed in): its rows and the quick status change. */

/** The list page's data: rows as the page shows them (times already in New York). */
export async function loadRequestList(url: URL, viewer: Pick<SessionUser, "id" | "role">) {
  const filters = filtersFromUrl(url);
  const list = await listRequests(filters);
  // "Returning customer" and the warranty callback for the page's rows, in one batch (app/customers/).
  // And where each booking's estimate stands: one more read for the page's rows, not one per row.
  const [badges, estimateStatuses] = await Promise.all([
    requestBadges(list.rows.map((r) => ({ kind: r.kind, id: r.id }))),
    estimateStatusesOf(list.rows.filter((r) => r.kind === "booking").map((r) => r.id)),
  ]);
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
      returning: badges.get(`${r.kind}:${r.id}`)?.returning ?? false,
      warranty: warrantyView(badges.get(`${r.kind}:${r.id}`)?.warranty, viewer),
      estimateStatus: r.kind === "booking" ? (estimateStatuses.get(r.id) ?? null) : null,
    })),
  };
}

export type RequestListData = Awaited<ReturnType<typeof loadRequestList>>;

/** A quick status change from the list (same rules as on the request's page). */
export async function handleListStatus(user: SessionUser, form: FormData) {
  const kind = form.get("kind");
  const id = Number(form.get("id"));
  const status = form.get("status");
  if (!isRequestKind(kind) || !Number.isSafeInteger(id) || id < 1 || !isRequestStatus(status)) {
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
