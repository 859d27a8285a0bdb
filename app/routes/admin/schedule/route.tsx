import type { Route } from "./+types/route";
import { requireUser } from "#app/auth/guard.server";
import { Alert, PageHeading } from "#app/components/admin/panel";
import { ClosedDatesPanel, CloseDateForm, ScheduleDays } from "#app/components/admin/schedule";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { ReportTableView } from "#app/components/admin/report-tables";
import { Panel } from "#app/components/admin/panel";
import { business } from "#app/content/business";
import { workspaceMeta } from "#app/lib/seo";
import { loadSchedulePage, scheduleAction } from "./route.server";
import { SCHEDULE_DAYS } from "#app/scheduling/schedule-view";

// The schedule: the next 14 days by window, for owner and staff. Only the owner closes and reopens dates.

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return loadSchedulePage(user, new URL(request.url));
}

// Closing and reopening dates is the owner's; offering a waitlisted visitor a place is the office's.
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return scheduleAction(user, request);
}

export const meta: Route.MetaFunction = () => workspaceMeta("Schedule");

export default function Schedule({ loaderData, actionData }: Route.ComponentProps) {
  const { days, closedDates, canCloseDates, notice, today, lastDay } = loaderData;
  const errors = actionData?.errors;
  return (
    <>
      <PageHeading title="Schedule">
        <p>
          The next {SCHEDULE_DAYS} days from today, {days[0]?.title}, window by window. Dates and times are{" "}
          {business.region} time.
        </p>
        <a href="#closed-dates" className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline">
          {canCloseDates ? "Closed dates, and closing a date" : "Closed dates"}
        </a>
      </PageHeading>
      <div className="space-y-4">
        {notice && !actionData && <Alert tone="success">{notice}</Alert>}
        {errors?.form && <Alert>{errors.form}</Alert>}
        {errors && !errors.form && (
          <Alert>
            The date was not closed: see{" "}
            <a href="#close-date-form" className="underline">
              the form
            </a>
            .
          </Alert>
        )}
      </div>
      {loaderData.stormFigures && (
        <Panel title="Storm mode: day by day" className="mt-4">
          <ReportTableView table={loaderData.stormFigures} />
        </Panel>
      )}
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ScheduleDays technicians={loaderData.technicians} days={days} />
        <div id="closed-dates" className="scroll-mt-4 space-y-6">
          <ClosedDatesPanel closedDates={closedDates} canReopen={canCloseDates} />
          {canCloseDates && (
            <CloseDateForm
              today={today}
              lastDay={lastDay}
              errors={errors && !errors.form ? errors : undefined}
              values={actionData?.values}
            />
          )}
        </div>
      </div>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
