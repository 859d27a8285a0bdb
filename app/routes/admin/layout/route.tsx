import { Outlet } from "react-router";
import type { Route } from "./+types/route";
import { canUse } from "#app/auth/access";
import { signedInUser } from "#app/auth/guard.server";
import { openMissedCallCount } from "#app/calls/calls.server";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { WorkspaceShell } from "#app/components/admin/workspace-shell";
import workspaceCss from "#app/workspace.css?url";

/**
 * The staff workspace's layout: every /admin page renders inside its header and navigation
 * instead of the public site's (root.tsx reads `handle.workspace`), with its own stylesheet.
 * It only reads who is signed in, for the header; each page's loader and action runs the guard.
 */

export const handle = { workspace: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: workspaceCss }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  // The database being down is the page's to report (its guard answers 503); the header just goes bare.
  const user = await signedInUser(request).catch(() => null);
  // Missed calls no one has called back yet, beside Calls (the office only); a count it cannot read is left out.
  const openCalls = user && canUse(user.role, "calls") ? await openMissedCallCount().catch(() => 0) : 0;
  return { user: user && { email: user.email, name: user.name, role: user.role }, counts: { calls: openCalls } };
}

export default function WorkspaceLayout({ loaderData }: Route.ComponentProps) {
  return (
    <WorkspaceShell user={loaderData.user} counts={loaderData.counts}>
      <Outlet />
    </WorkspaceShell>
  );
}

export function ErrorBoundary() {
  return (
    <WorkspaceShell user={null}>
      <WorkspaceError />
    </WorkspaceShell>
  );
}
