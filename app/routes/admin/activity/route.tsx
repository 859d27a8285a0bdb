import type { Route } from "./+types/route";
import { listActivity } from "#app/activity/activity.server";
import { requireOwner } from "#app/auth/guard.server";
import { ActivityLog, Pager } from "#app/components/admin/activity-log";
import { PageHeading, Panel } from "#app/components/admin/panel";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { business } from "#app/content/business";
import { workspaceMeta } from "#app/lib/seo";

// The owner's activity log: who did what and when, newest first, 50 to a page (?page=2...).
export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  return listActivity({ page });
}

export const meta: Route.MetaFunction = () => workspaceMeta("Activity");

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { entries, page, pageCount, total } = loaderData;
  return (
    <>
      <PageHeading title="Activity">
        Sign-ins, failed sign-ins and every change, newest first ({total.toLocaleString("en-US")} in all). Times are{" "}
        {business.region} time. {/* A plain link: a file download, not a page React Router should navigate to. */}
        <a className="font-semibold text-brand-700 underline" href="/admin/activity.csv">
          Download the whole log as CSV
        </a>{" "}
        <a className="font-semibold text-brand-700 underline" href="/admin/payments.csv">
          Download payments as CSV
        </a>
      </PageHeading>
      <Panel title={`Page ${page} of ${pageCount}`}>
        <ActivityLog entries={entries} />
        <Pager page={page} pageCount={pageCount} />
      </Panel>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
