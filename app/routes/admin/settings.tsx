import type { Route } from "./+types/settings";
import { requireOwner } from "~/auth/guard.server";
import { PageHeading } from "~/components/admin/panel";
import { WorkspaceError } from "~/components/admin/workspace-error";
import { workspaceMeta } from "~/lib/seo";

// The owner's settings (capacities, closed dates, calendar feed): a placeholder until they are built.
export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  return null;
}

export const meta: Route.MetaFunction = () => workspaceMeta("Settings");

export default function Settings() {
  return <PageHeading title="Settings">Booking capacities, closed dates and the calendar feed will be set here.</PageHeading>;
}

export { WorkspaceError as ErrorBoundary };
