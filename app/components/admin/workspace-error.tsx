import { isRouteErrorResponse, Link, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import type { UserRole } from "#app/db/schema";
import { signInPath } from "#app/auth/access";
import { Panel } from "./panel";

/**
 * A workspace page's error boundary: what the guard refused (401 signed out, 403 owner only,
 * 503 database down) in words, inside the workspace's frame. Anything else is an apology.
 * Every page module re-exports it: `export { WorkspaceError as ErrorBoundary }`.
 */
export function WorkspaceError() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  // A technician's way back is their day, not the request list they cannot open.
  const layout = useRouteLoaderData("routes/admin/layout/route") as { user: { role: UserRole } | null } | undefined;
  const home =
    layout?.user?.role === "technician"
      ? { to: "/admin/today", text: "Back to today's visits" }
      : { to: "/admin", text: "Back to the requests" };
  if (isRouteErrorResponse(error)) {
    const text = typeof error.data === "string" ? error.data.trim() : "";
    if (error.status === 401) {
      return (
        <Panel title="Please sign in" level={1} className="mx-auto max-w-xl">
          <p>{text}</p>
          <Link
            to={signInPath(pathname + search)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            reloadDocument
          >
            Go to the sign-in page
          </Link>
        </Panel>
      );
    }
    if (error.status === 403) {
      return (
        <Panel title="Not available to your account" level={1} className="mx-auto max-w-xl">
          <p>{text}</p>
          <Link to={home.to} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {home.text}
          </Link>
        </Panel>
      );
    }
    if (error.status === 503) {
      return (
        <Panel title="Please try again" level={1} className="mx-auto max-w-xl">
          <p role="alert">{text}</p>
        </Panel>
      );
    }
    if (error.status === 404) {
      return (
        <Panel title="Page not found" level={1} className="mx-auto max-w-xl">
          <p>There is no workspace page at this address.</p>
          <Link to={home.to} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {home.text}
          </Link>
        </Panel>
      );
    }
  }
  console.error(error);
  return (
    <Panel title="Something went wrong" level={1} className="mx-auto max-w-xl">
      <p>The page could not be shown. Please try again; the server log has the details.</p>
    </Panel>
  );
}
