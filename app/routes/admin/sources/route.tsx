import { Form } from "react-router";
import type { Route } from "./+types/route";
import { requireUser } from "#app/auth/guard.server";
import { loadSources } from "./route.server";
import { buttonStyle, PageHeading, Panel } from "#app/components/admin/panel";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { formatCalendarDate } from "#app/lib/dates";
import { workspaceMeta } from "#app/lib/seo";

/**
 * /admin/sources: requests per source (campaign, referring site, Google click, direct) and per
 * landing page over a chosen period. First-party: recorded by the site's own forms, no tracker.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return loadSources(new URL(request.url));
}

export const meta: Route.MetaFunction = () => workspaceMeta("Where requests come from");

const fieldClass = "mt-1 block min-h-11 rounded-lg border border-slate-400 bg-white px-3";

export default function Sources({ loaderData }: Route.ComponentProps) {
  const { from, to, sources, landingPages } = loaderData;
  const table = (rows: typeof sources, label: string) =>
    rows.length === 0 ? (
      <p className="text-slate-700">No requests in this period.</p>
    ) : (
      <table className="w-full table-fixed text-left">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              {label}
            </th>
            <th scope="col" className="w-24 py-2 text-right">
              Requests
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-slate-100">
              <td className="py-2 break-words">{row.label}</td>
              <td className="py-2 text-right font-semibold">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <>
      <PageHeading title="Where requests come from">
        Bookings and messages received from {formatCalendarDate(from)} to {formatCalendarDate(to)}.
      </PageHeading>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="sources-from" className="font-medium">
            From
          </label>
          <input id="sources-from" name="from" type="date" defaultValue={from} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="sources-to" className="font-medium">
            To
          </label>
          <input id="sources-to" name="to" type="date" defaultValue={to} className={fieldClass} />
        </div>
        <button type="submit" className={buttonStyle("primary")}>
          Show
        </button>
      </Form>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="By source">{table(sources, "Source")}</Panel>
        <Panel title="By landing page">{table(landingPages, "Landing page")}</Panel>
      </div>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
