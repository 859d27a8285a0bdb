import type { ShouldRevalidateFunction } from "react-router";
import { MAX_MULTIPART_BYTES } from "#app/photos/limits";
import type { Route } from "./+types/route";
import { business } from "#app/content/business";
import { useSiteFacts } from "#app/components/site-facts";
import { handleAppointmentPost, loadAppointmentPage } from "./route.server";
import { AppointmentDetails } from "./appointment-details";
import { AddPhotosForm } from "./add-photos-form";
import { CancelForm } from "./cancel-form";
import { RescheduleForm } from "./reschedule-form";
import { VisitProgress } from "./visit-progress";
import { VisitRecord } from "./visit-record";
import { PayByCard } from "./pay-by-card";
import { YourEstimate } from "./your-estimate";
import { PageHero } from "#app/components/page-hero";
import { StormWhileYouWait } from "#app/components/sections/storm-while-you-wait";
import { RouteError } from "#app/components/route-error";
import { CallButton } from "#app/components/ui/button-link";
import { Container } from "#app/components/ui/container";
import { clientOf } from "#app/lib/edge-context";
import { fill } from "#app/content/i18n/fill";
import { appointmentPath } from "#app/lib/appointment-link";

/**
 * The visitor's private page for one appointment (/appointments/<token>, linked from the
 * confirmation and the e-mails). Not indexed, not cached, no referrer leaves it: the token is the
 * only key. Changes are POSTs (no link changes anything) and close 2 hours before the window.
 */
export const loader = ({ params, request }: Route.LoaderArgs) =>
  loadAppointmentPage(params.token, new URL(request.url));
export const action = ({ params, request, context }: Route.ActionArgs) =>
  handleAppointmentPost(request, params.token, clientOf(context));

// The page sends no referrer, so its forms post with Origin: null (server/edge.ts accepts that
// here: the private token in the URL is the credential).
export const handle = { opaqueOrigin: true, maxMultipartBytes: MAX_MULTIPART_BYTES };

/** A refused change (409: the window filled, the estimate changed or was decided) shows the page as it is now. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  headers.set("Referrer-Policy", "no-referrer");
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.words.title ?? "Your appointment"} | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Appointment({ loaderData: page, actionData }: Route.ComponentProps) {
  const facts = useSiteFacts();
  // The page's words, in its path's language (/es/appointments/... is Spanish): from its loader only.
  const w = page.words;
  return (
    <>
      <PageHero title={w.heading} lead={fill(w.lead, { name: page.name })} />
      <Container className="max-w-3xl space-y-8 py-10">
        {page.changed && (
          <p
            role="status"
            tabIndex={-1}
            className="rounded-lg border border-green-700 bg-green-50 p-4 font-semibold text-green-900"
          >
            {w.changed[page.changed]}
          </p>
        )}
        {actionData?.message && !actionData.estimate && (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
            {actionData.message}
          </p>
        )}
        {page.visitStatus && (
          <VisitProgress
            statusUrl={appointmentPath(page.lang, page.token, "/status")}
            initial={page.visitStatus}
            pollMs={page.pollMs}
            heading={w.visitNow}
          />
        )}
        <section aria-label={w.detailsLabel} className="rounded-xl border border-slate-200 p-6 shadow-sm">
          <AppointmentDetails page={page} words={w.details} />
        </section>
        {page.estimate && (
          <YourEstimate
            token={page.token}
            lang={page.lang}
            estimate={page.estimate}
            form={actionData?.estimate}
            words={w.estimate}
          />
        )}
        {page.status !== "cancelled" && page.status !== "done" && <StormWhileYouWait />}
        <PayByCard action={appointmentPath(page.lang, page.token, "/pay")} pay={page.pay} words={w.pay} />
        <VisitRecord record={page.visitRecord} words={w} />
        {page.canChange ? (
          <>
            <section className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <RescheduleForm page={page} result={actionData} words={w.move} />
              <p className="mt-4 text-sm text-slate-700">{fill(w.deadline, { deadline: page.deadline ?? "" })}</p>
            </section>
            <AddPhotosForm
              photos={page.photos}
              maxPhotos={page.maxPhotos}
              ratingPlate={w.ratingPlate}
              words={w.photos}
            />
            <CancelForm words={w.cancel} />
          </>
        ) : (
          page.status !== "cancelled" &&
          (page.status !== "done" || page.underWay) && (
            <section className="rounded-xl border border-slate-200 p-6">
              <p>{page.underWay ? w.callStates.underWay : page.passed ? w.callStates.passed : w.callStates.close}</p>
              <CallButton line={facts.phones.main} className="mt-4" />
            </section>
          )
        )}
        <p className="text-slate-700">
          {w.questions}{" "}
          <a className="font-semibold text-brand-700 underline" href={`tel:${facts.phones.main.e164}`}>
            {facts.phones.main.display}
          </a>
          .
        </p>
      </Container>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError notFound="appointment" />;
}
