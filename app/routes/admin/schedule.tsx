import type { Route } from "./+types/schedule";
import { requireUser } from "~/auth/guard.server";
import { PageHeading } from "~/components/admin/panel";
import { WorkspaceError } from "~/components/admin/workspace-error";
import { workspaceMeta } from "~/lib/seo";

// The schedule (next 14 days by window): a placeholder until the appointments work fills it.
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export const meta: Route.MetaFunction = () => workspaceMeta("Schedule");

export default function Schedule() {
  return <PageHeading title="Schedule">The next 14 days of appointments, window by window, will be shown here.</PageHeading>;
}

export { WorkspaceError as ErrorBoundary };
