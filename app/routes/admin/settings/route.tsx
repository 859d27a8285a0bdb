import type { Route } from "./+types/route";
import { requireOwner } from "#app/auth/guard.server";
import { PageHeading } from "#app/components/admin/panel";
import { CalendarFeedPanel, CapacityForm, ClosedDatesPointer } from "#app/components/admin/scheduling-settings";
import { SettingsNav } from "#app/components/admin/site-settings";
import { QuickbooksPanel } from "#app/components/admin/quickbooks-panel";
import { StormModePanel } from "#app/components/admin/storm-mode-panel";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { workspaceMeta } from "#app/lib/seo";
import { loadSettingsPage, settingsAction } from "./route.server";

// The owner's scheduling settings: bookings per weekday window and the private calendar feed.
// Closed dates are set on the Schedule page (the page says so).

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  return loadSettingsPage(new URL(request.url));
}

export async function action({ request }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  return settingsAction(owner, request);
}

export const meta: Route.MetaFunction = () => workspaceMeta("Settings");

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const stormRefusal = actionData?.form === "storm" ? actionData : undefined;
  const quickbooksRefusal = actionData?.form === "quickbooks" ? actionData : undefined;
  const capacityRefusal = actionData?.form ? undefined : actionData;
  return (
    <>
      <PageHeading title="Settings">
        How many visits each window takes, storm mode, the QuickBooks account names of the reports&apos; journal, and
        your calendar feed. What the site says about the business (hours, phones, prices, FAQs...) is on the other
        settings pages.
      </PageHeading>
      <SettingsNav current="scheduling" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <CapacityForm
          rows={loaderData.capacityRows}
          defaultCapacity={loaderData.defaultCapacity}
          saved={!actionData && loaderData.saved === "capacity"}
          errors={capacityRefusal?.errors}
          values={capacityRefusal?.values}
        />
        <div className="space-y-6">
          <StormModePanel
            storm={loaderData.storm}
            defaultUntil={loaderData.stormDefaultUntil}
            today={loaderData.today}
            saved={
              actionData
                ? undefined
                : loaderData.saved === "storm-on" || loaderData.saved === "storm-off"
                  ? loaderData.saved
                  : undefined
            }
            errors={stormRefusal?.errors}
            values={stormRefusal?.values}
          />
          <QuickbooksPanel
            values={quickbooksRefusal?.values ?? loaderData.quickbooks}
            saved={!actionData && loaderData.saved === "quickbooks"}
            errors={quickbooksRefusal?.errors}
          />
          <CalendarFeedPanel feedUrl={loaderData.feedUrl} rotated={!actionData && loaderData.saved === "feed"} />
          <ClosedDatesPointer />
        </div>
      </div>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
