import type { Route } from "./+types/route";
import { CallList } from "#app/components/admin/call-list";
import { Alert, PageHeading, Panel } from "#app/components/admin/panel";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { workspaceMeta } from "#app/lib/seo";
import { handleCallsAction, loadCallsPage } from "./route.server";

/** /admin/calls: every call to the business line, missed ones not yet called back first. */
export async function loader({ request }: Route.LoaderArgs) {
  const saved = new URL(request.url).searchParams.get("saved");
  return { ...(await loadCallsPage(request)), saved };
}

export const action = ({ request }: Route.ActionArgs) => handleCallsAction(request);

export const meta: Route.MetaFunction = () => workspaceMeta("Calls");

export default function CallsPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <>
      <PageHeading title="Calls">
        {d.open === 0
          ? "No missed call is waiting for a call back."
          : `${d.open} missed ${d.open === 1 ? "call is" : "calls are"} waiting for a call back.`}{" "}
        Missed callers heard an apology, could leave a voicemail and were texted.
      </PageHeading>
      <div className="mb-6 space-y-3">
        {d.saved === "called-back" && <Alert tone="success">Marked as called back.</Alert>}
        {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      </div>
      <Panel title="Every call">
        <CallList calls={d.calls} back="/admin/calls" />
      </Panel>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
