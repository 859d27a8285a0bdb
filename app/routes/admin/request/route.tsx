import type { Route } from "./+types/route";
import { handleRequestAction, loadRequestDetail, loadVisitPanel, requireRequestAccess } from "./route.server";
import { Alert, PageHeading } from "#app/components/admin/panel";
import { openFormOf, RequestDetail } from "./request-detail";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { workspaceMeta } from "#app/lib/seo";
import { clientOf } from "#app/lib/edge-context";

/** /admin/requests/<booking|message>/<id>: one request, everything about it, and its history. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRequestAccess(request, params.kind, params.id);
  const search = new URL(request.url).searchParams;
  const saved = search.get("saved");
  const detail = await loadRequestDetail(params.kind, params.id, user);
  return {
    ...detail,
    openForm: openFormOf(search.get("open")),
    isOwner: user.role === "owner",
    isTechnician: user.role === "technician",
    visitPanel: await loadVisitPanel(user, detail),
    saved,
  };
}

export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleRequestAction(request, params.kind, params.id, clientOf(context));

export const meta: Route.MetaFunction = ({ loaderData }) =>
  workspaceMeta(loaderData ? `${loaderData.name}` : "Request");

const SAVED: Record<string, string> = {
  status: "The status was saved.",
  note: "The note was added.",
  step: "The visit's step was saved.",
  technician: "The technician was saved.",
  completed: "The visit was completed and the job recorded.",
  payment: "The payment was recorded.",
  "pay-link": "The payment link was sent.",
  "return-visit": "The return visit was booked.",
  text: "The text was queued: it goes out in a few seconds.",
  "texts-read": "The replies are marked read.",
  estimate: "The estimate was saved.",
  "estimate-sent": "The estimate was sent to the customer.",
  "estimate-approved": "The estimate was approved.",
};

/** Saves answered beside the job record (the page lands there, #job), not at the page's top. */
const SAVED_AT_JOB = new Set(["completed", "payment", "pay-link"]);

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const savedText = loaderData.saved ? SAVED[loaderData.saved] : undefined;
  const atJob = !!loaderData.saved && SAVED_AT_JOB.has(loaderData.saved);
  return (
    <>
      <PageHeading title={loaderData.name} />
      <div className="mb-6 space-y-3">
        {savedText && !atJob && <Alert tone="success">{savedText}</Alert>}
        {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      </div>
      <RequestDetail
        data={loaderData}
        isOwner={loaderData.isOwner}
        isTechnician={loaderData.isTechnician}
        forms={actionData && !("error" in actionData) && !("done" in actionData) ? actionData : undefined}
        jobSaved={atJob ? savedText : undefined}
      />
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
