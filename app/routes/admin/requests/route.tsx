import { data } from "react-router";
import type { Route } from "./+types/route";
import { requireUser, signedInUser, technicianRefusal } from "#app/auth/guard.server";
import { signIn, signInPage } from "#app/auth/sign-in.server";
import { handleListStatus, loadRequestList } from "./route.server";
import { Alert, PageHeading } from "#app/components/admin/panel";
import { Pager, RequestList } from "./request-list";
import { RequestFilters } from "./request-filters";
import { LockedNotice, SignInForm } from "#app/components/admin/sign-in";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { workspaceMeta } from "#app/lib/seo";
import { clientOf } from "#app/lib/edge-context";

/**
 * /admin, the workspace's front door. Signed out: the sign-in form (or the lock notice when no
 * owner account exists). Signed in: every booking and message in one list, open urgent ones
 * first, with search, filters by kind, status and received date, counts per status, and paging.
 * Every form here works with or without JavaScript (GET for the filters, POST for signing in).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await signedInUser(request);
  if (!user) return signInPage(request);
  if (user.role === "technician") throw technicianRefusal();
  try {
    return { state: "list" as const, ...(await loadRequestList(new URL(request.url), user)) };
  } catch (error) {
    console.error("[admin] could not read requests:", error instanceof Error ? error.message : error);
    return data({ state: "db-error" as const }, { status: 503 });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") === "login") return signIn(form, request, clientOf(context));
  const user = await requireUser(request);
  return handleListStatus(user, form);
}

// A refused sign-in's headers (Retry-After on a 429) reach the browser with the page.
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  actionHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  workspaceMeta(loaderData?.state === "signed-out" || loaderData?.state === "locked" ? "Sign in" : "Requests");

export default function Requests({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  switch (loaderData.state) {
    case "locked":
      return <LockedNotice problem={loaderData.problem} message={loaderData.message} />;
    case "signed-out":
      return (
        <SignInForm
          next={loaderData.next}
          error={error ?? loaderData.warning}
          email={actionData && "email" in actionData ? String(actionData.email ?? "") : undefined}
        />
      );
    case "db-error":
      return (
        <Alert>
          The database is not reachable right now, so requests cannot be shown. The server log has the details; try
          again in a minute.
        </Alert>
      );
    case "list":
      return (
        <div className="space-y-6">
          <PageHeading title="Requests">
            {loaderData.total} {loaderData.total === 1 ? "request" : "requests"}
            {loaderData.filters.q ? ` matching "${loaderData.filters.q}"` : ""}. Urgent ones first, then the
            newest.{" "}
          </PageHeading>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <a className="font-semibold text-brand-700 underline" href={`/admin/requests.csv${loaderData.query}`}>
              Download these as CSV
            </a>
            <a className="font-semibold text-brand-700 underline" href="/admin/bookings.csv">
              Download bookings as CSV
            </a>
            <a className="font-semibold text-brand-700 underline" href="/admin/messages.csv">
              Download messages as CSV
            </a>
            <a className="font-semibold text-brand-700 underline" href="/admin/sources">
              Where requests come from
            </a>
          </p>
          {error && <Alert>{error}</Alert>}
          <RequestFilters data={loaderData} />
          <RequestList rows={loaderData.rows} />
          <Pager page={loaderData.page} pages={loaderData.pages} query={loaderData.query} />
        </div>
      );
  }
}

export { WorkspaceError as ErrorBoundary };
