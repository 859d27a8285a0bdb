import { Link } from "react-router";
import type { Route } from "./+types/route";
import { requireAnyUser } from "#app/auth/guard.server";
import { Alert, PageHeading } from "#app/components/admin/panel";
import { WindowWaitlist } from "#app/components/admin/window-waitlist";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { clientOf } from "#app/lib/edge-context";
import { workspaceMeta } from "#app/lib/seo";
import { loadToday, todayAction } from "./route.server";
import { DayChooser, VisitCard } from "./visit-card";

/** /admin/today: the day's visits, made for a phone in one hand; every step works without JavaScript. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAnyUser(request);
  return loadToday(user, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAnyUser(request);
  return todayAction(user, request, new Date(), clientOf(context));
}

export const meta: Route.MetaFunction = () => workspaceMeta("Today");

export default function Today({ loaderData, actionData }: Route.ComponentProps) {
  const { visits, dateTitle, isToday, office, estimate } = loaderData;
  const answer = actionData && "answer" in actionData ? actionData.answer : undefined;
  // The open estimate's answer: its form refused (values kept), or another refusal's reason.
  const estimateAnswer = actionData && !("answer" in actionData) ? actionData : undefined;
  return (
    <>
      <PageHeading title={isToday ? "Today's visits" : `Visits of ${dateTitle}`}>
        <p>
          {isToday ? `${dateTitle}. ` : ""}
          {visits.length === 0
            ? "No visits."
            : `${visits.length} ${visits.length === 1 ? "visit" : "visits"}, in window order.`}
        </p>
      </PageHeading>
      <div className="max-w-2xl space-y-6">
        {loaderData.dateError && <Alert>{loaderData.dateError} Showing today instead.</Alert>}
        {loaderData.notice && <Alert tone="success">{loaderData.notice}</Alert>}
        {loaderData.nextVisit && (
          <p data-testid="next-visit">
            Next visit:{" "}
            <Link className="font-semibold text-brand-700 underline" to={loaderData.nextVisit.href}>
              {loaderData.nextVisit.title}
            </Link>
          </p>
        )}
        <DayChooser
          date={loaderData.date}
          office={office}
          technicians={loaderData.technicians}
          chosen={loaderData.chosen}
        />
        {answer && !answer.ok && answer.bookingId === null && <Alert>{answer.message}</Alert>}
        <ol className="space-y-6">
          {visits.map((visit) => (
            <li key={visit.id}>
              <VisitCard
                visit={visit}
                office={office}
                estimate={
                  estimate?.bookingId === visit.id
                    ? {
                        panel: estimate.panel,
                        saved: estimateAnswer ? undefined : estimate.saved,
                        error: estimateAnswer && "error" in estimateAnswer ? estimateAnswer.error : undefined,
                        forms: {
                          write:
                            estimateAnswer && "estimateWrite" in estimateAnswer
                              ? estimateAnswer.estimateWrite
                              : undefined,
                          decide:
                            estimateAnswer && "estimateDecide" in estimateAnswer
                              ? estimateAnswer.estimateDecide
                              : undefined,
                        },
                      }
                    : undefined
                }
                answer={
                  answer && answer.bookingId === visit.id
                    ? { ok: false, message: answer.message, values: answer.values }
                    : loaderData.saved?.bookingId === visit.id
                      ? { ok: true, message: loaderData.saved.message }
                      : undefined
                }
              />
            </li>
          ))}
        </ol>
        {loaderData.waitlists.length > 0 && (
          <section id="waitlist" aria-labelledby="waitlist-heading" className="scroll-mt-20">
            <h2 id="waitlist-heading" className="text-xl font-bold text-brand-900">
              Waiting for a place {isToday ? "today" : `on ${dateTitle}`}
            </h2>
            <p className="text-slate-800">
              A freed place goes to the first in line (medicine first); offer one by hand.
            </p>
            {loaderData.waitlists.map((w) => (
              <WindowWaitlist key={w.key} entries={w.entries} title={w.label} heading="h3" />
            ))}
          </section>
        )}
      </div>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
