import { Form, Link } from "react-router";
import type { RequestStatus } from "#app/db/schema";
import type { RequestListData } from "./route.server";
import { buttonStyle } from "#app/components/admin/panel";
import { statusLabels } from "#app/components/admin/requests/status-labels";

const fieldClass = "mt-1 block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-base";

/** A link to the list with one filter changed (and back to page 1). */
function withFilter(query: string, name: string, value: string | undefined) {
  const params = new URLSearchParams(query);
  if (value === undefined) params.delete(name);
  else params.set(name, value);
  params.delete("page");
  const text = params.toString();
  return text ? `/admin?${text}` : "/admin";
}

/**
 * Search and filters: a plain GET form (the URL is the state: bookmarkable, works without
 * JavaScript), and status tabs with their counts under the other filters.
 */
export function RequestFilters({ data }: { data: RequestListData }) {
  const { filters, counts, statuses, query } = data;
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <div className="space-y-4">
      <Form method="get" className="space-y-3" role="search">
        <div className="flex items-end gap-2">
          <div className="min-w-0 grow">
            <label htmlFor="requests-q" className="font-medium text-slate-800">
              Search
            </label>
            <input
              id="requests-q"
              name="q"
              type="search"
              defaultValue={filters.q ?? ""}
              placeholder="Name, phone, e-mail, ZIP, text"
              className={fieldClass}
            />
          </div>
          <button type="submit" className={buttonStyle("primary")}>
            Search
          </button>
        </div>
        {/* Folded on phones unless one of them is in use; a plain <details>, so no JavaScript needed. */}
        <details
          open={!!(filters.kind || filters.from || filters.to || filters.urgent) || undefined}
          className="rounded-lg border border-slate-200 bg-white p-3"
        >
          <summary className="min-h-6 cursor-pointer font-semibold text-brand-800">More filters</summary>
          <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
            <div>
              <label htmlFor="requests-kind" className="font-medium text-slate-800">
                Kind
              </label>
              <select id="requests-kind" name="kind" defaultValue={filters.kind ?? ""} className={fieldClass}>
                <option value="">Bookings and messages</option>
                <option value="booking">Bookings</option>
                <option value="message">Messages</option>
              </select>
            </div>
            <div>
              <label htmlFor="requests-from" className="font-medium text-slate-800">
                Received from
              </label>
              <input
                id="requests-from"
                name="from"
                type="date"
                defaultValue={filters.from ?? ""}
                className={fieldClass}
              />
            </div>
            <div>
              <label htmlFor="requests-to" className="font-medium text-slate-800">
                Received to
              </label>
              <input id="requests-to" name="to" type="date" defaultValue={filters.to ?? ""} className={fieldClass} />
            </div>
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
              <label className="flex min-h-11 items-center gap-2 font-medium">
                <input type="checkbox" name="urgent" value="1" defaultChecked={filters.urgent} className="size-6" />
                Urgent only
              </label>
              <button type="submit" className={buttonStyle("secondary")}>
                Apply
              </button>
              <Link to="/admin" className="min-h-6 font-semibold text-brand-700 underline">
                Clear all
              </Link>
            </div>
          </div>
        </details>
        {filters.status && <input type="hidden" name="status" value={filters.status} />}
      </Form>
      <nav aria-label="Status" className="flex flex-wrap gap-2">
        <StatusTab to={withFilter(query, "status", undefined)} active={!filters.status} label="All" count={all} />
        {statuses.map((status: RequestStatus) => (
          <StatusTab
            key={status}
            to={withFilter(query, "status", status)}
            active={filters.status === status}
            label={statusLabels[status]}
            count={counts[status]}
          />
        ))}
      </nav>
    </div>
  );
}

function StatusTab({ to, active, label, count }: { to: string; active: boolean; label: string; count: number }) {
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      className={`flex min-h-11 items-center gap-2 rounded-full border px-4 font-semibold ${
        active
          ? "border-brand-900 bg-brand-900 text-white"
          : "border-slate-300 bg-white text-brand-800 hover:bg-brand-50"
      }`}
    >
      {label}
      <span
        className={`rounded-full px-2 text-sm ${active ? "bg-white text-brand-900" : "bg-slate-100 text-slate-700"}`}
      >
        {count}
      </span>
    </Link>
  );
}
