import type { Route } from "./+types/requests";
import { handleAdminPost, loadInbox } from "~/admin/inbox.server";
import { signedInUser } from "~/auth/guard.server";
import { signInPage } from "~/auth/sign-in.server";
import { Inbox } from "~/components/admin/inbox";
import { Alert } from "~/components/admin/panel";
import { LockedNotice, SignInForm } from "~/components/admin/sign-in";
import { WorkspaceError } from "~/components/admin/workspace-error";
import { workspaceMeta } from "~/lib/seo";

/**
 * /admin, the workspace's front door. Signed out: the sign-in form (or the lock notice when no
 * owner account exists). Signed in: the requests, newest first, with a status form on each.
 * Every form here is a plain POST to /admin, so it works with or without JavaScript.
 */

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await signedInUser(request))) return signInPage(request);
  return loadInbox();
}

export const action = ({ request, context }: Route.ActionArgs) => handleAdminPost(request, context);

// A refused sign-in's headers (Retry-After on a 429) reach the browser with the page.
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  actionHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  workspaceMeta(loaderData?.state === "signed-out" || loaderData?.state === "locked" ? "Sign in" : "Requests");

export default function Requests({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error;
  switch (loaderData.state) {
    case "locked":
      return <LockedNotice problem={loaderData.problem} message={loaderData.message} />;
    case "signed-out":
      return (
        <SignInForm
          next={loaderData.next}
          error={error ?? loaderData.warning}
          email={actionData?.email}
        />
      );
    case "db-error":
      return (
        <Alert>
          The database is not reachable right now, so requests cannot be shown. The server log has the details; try again
          in a minute.
        </Alert>
      );
    case "inbox":
      return (
        <Inbox
          bookings={loaderData.bookings}
          messages={loaderData.messages}
          counts={loaderData.counts}
          limit={loaderData.limit}
          statuses={loaderData.statuses}
          error={error}
        />
      );
  }
}

export { WorkspaceError as ErrorBoundary };
