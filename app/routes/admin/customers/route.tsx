import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { requireUser } from "#app/auth/guard.server";
import { PageHeading, Panel, buttonStyle } from "#app/components/admin/panel";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { searchCustomers } from "#app/customers/customers.server";
import { formatInBusinessZone } from "#app/lib/dates";
import { workspaceMeta } from "#app/lib/seo";

/** /admin/customers: the office finds a customer by name, phone, e-mail, address, model or serial. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number(params.get("page")) || 1));
  const { rows, hasMore } = await searchCustomers(q, page);
  return {
    q,
    page,
    hasMore,
    rows: rows.map((r) => ({ ...r, last: r.lastRequestAt ? formatInBusinessZone(new Date(r.lastRequestAt)) : "" })),
  };
}

export const meta: Route.MetaFunction = () => workspaceMeta("Customers");

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { q, rows, hasMore, page } = loaderData;
  const shown = `${rows.length}${hasMore ? "+" : ""}`;
  const pageLink = (n: number) => `/admin/customers?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;
  return (
    <>
      <PageHeading title="Customers">
        Everyone who has booked or written, one entry per customer (matched by phone or e-mail).
      </PageHeading>
      <Panel title="Find a customer">
        <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
          <label className="flex grow flex-col gap-1 font-semibold text-slate-800">
            Name, phone, e-mail, address, model or serial
            <input
              type="search"
              name="q"
              defaultValue={q}
              maxLength={100}
              className="min-h-11 rounded-lg border border-slate-400 px-3 font-normal"
            />
          </label>
          <button type="submit" className={buttonStyle("primary")}>
            Search
          </button>
        </Form>
      </Panel>
      <Panel
        title={
          q
            ? `${page > 1 ? `Page ${page}: ` : ""}${shown} found for “${q}”`
            : `Customers, newest first${page > 1 ? `, page ${page}` : ""}`
        }
      >
        {rows.length === 0 ? (
          <p>No customer matches.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {rows.map((c) => (
              <li key={c.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
                <Link to={`/admin/customers/${c.id}`} className="font-semibold text-brand-700 underline">
                  {c.name || `Customer #${c.id}`}
                </Link>
                <span className="break-words text-slate-700">{[c.phone, c.email].filter(Boolean).join(" · ")}</span>
                <span className="break-words text-slate-700">{c.address}</span>
                <span className="text-sm text-slate-600 sm:ml-auto">
                  {c.requests} {c.requests === 1 ? "request" : "requests"}
                  {c.last ? `, last ${c.last}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
        {(page > 1 || hasMore) && (
          <nav aria-label="Pages" className="flex gap-3">
            {page > 1 && (
              <Link to={pageLink(page - 1)} className={buttonStyle("secondary")}>
                Previous page
              </Link>
            )}
            <span className="self-center">Page {page}</span>
            {hasMore && (
              <Link to={pageLink(page + 1)} className={buttonStyle("secondary")}>
                Next page
              </Link>
            )}
          </nav>
        )}
      </Panel>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
