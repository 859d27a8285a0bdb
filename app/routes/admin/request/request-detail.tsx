import { OnlinePayments } from "./online-payments";
import { ScrollIntoView } from "#app/components/admin/scroll-into-view";
import { Alert } from "#app/components/admin/panel";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { RequestDetailData } from "./route.server";
import { buttonStyle, Panel } from "#app/components/admin/panel";
import { StepForms, type StepFormsProps, StepLine } from "#app/components/admin/visit-steps";
import { CustomerBadges, MedicineBadge, StatusBadge, UrgentBadge } from "#app/components/admin/requests/badges";
import { statusLabels } from "#app/components/admin/requests/status-labels";
import { PhotoThumbnail } from "#app/components/admin/requests/photo-thumbnail";
import { CompletionConfirmation, CompleteVisitForm } from "#app/components/admin/complete-visit-form";
import { JobRecord } from "#app/components/admin/job-record";
import { EstimatePanel, type EstimateForms } from "#app/components/admin/estimate-panel";
import { OnSiteApproval } from "#app/components/admin/on-site-approval";
import { ReturnVisitForm, type ReturnVisitFormState } from "#app/components/admin/return-visit-form";
import type { CompletionCheck, JobFormErrors, JobFormValues, PaymentFormValues } from "#app/visits/job-form";
import { stepLabels, type VisitStep } from "#app/visits/steps";

/** What the visit's forms answered (kept values and messages), from the page's action. */
export interface VisitForms {
  completeVisit?: { values: JobFormValues; errors: JobFormErrors; message?: string; confirm?: CompletionCheck };
  payment?: { values: PaymentFormValues; errors: JobFormErrors; message?: string };
  returnVisit?: ReturnVisitFormState;
  estimateWrite?: EstimateForms["write"];
  estimateDecide?: EstimateForms["decide"];
}

/**
 * The long forms a visit's page shows only once asked (`?open=estimate`, `?open=complete`, a plain
 * link that works without JavaScript): writing the estimate and completing the visit are a few
 * minutes of a visit's day, and drawn on every view they were most of the page (36 of its 61 KB of
 * markup, and of the server's time to render it). A form a post answered (errors, "Add part") is open.
 */
export type OpenForm = "estimate" | "complete";

export const openFormOf = (value: string | null): OpenForm | undefined =>
  value === "estimate" || value === "complete" ? value : undefined;

/** "On the way": the workspace's step label, capitalised for the start of a line. */
const stepHeading = (step: VisitStep) => stepLabels[step].charAt(0).toUpperCase() + stepLabels[step].slice(1);
import { TextsPanel } from "./texts-panel";
import { displayPhone } from "#app/lib/phone-display";

function Fields({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[12rem_1fr]">
      {rows
        .filter(([, value]) => value !== "" && value !== undefined && value !== null)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="mb-2 break-words whitespace-pre-line text-slate-900 sm:mb-0">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A request's page: reach the customer in one tap, read everything, work it, see what happened. */
type VisitPanelData = {
  office: boolean;
  technicians: Array<{ id: number; label: string }>;
  taps: StepFormsProps["taps"];
};

export function RequestDetail({
  data,
  isOwner,
  isTechnician = false,
  forms = {},
  jobSaved,
}: {
  data: RequestDetailData & { visitPanel?: VisitPanelData; openForm?: OpenForm };
  isOwner: boolean;
  isTechnician?: boolean;
  forms?: VisitForms;
  /** "The visit was completed...": shown on the job record, where the page lands after the save. */
  jobSaved?: string;
}) {
  const { booking, message, visitEnd } = data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        {booking?.medicine && <MedicineBadge />}
        {booking?.urgent && <UrgentBadge />}
        <CustomerBadges returning={data.customer.returning} warranty={data.customer.warranty} />
        <StatusBadge status={data.status} />
        <span className="text-slate-700">
          {data.kind === "booking" ? "Booking" : "Message"} #{data.id}, received {data.received}
        </span>
      </div>

      <Panel title="Customer">
        {data.customer.customerId !== null && (
          <p>
            <Link
              to={`/admin/customers/${data.customer.customerId}`}
              className="font-semibold text-brand-700 underline"
            >
              Customer #{data.customer.customerId}: every request, visit and payment
            </Link>
          </p>
        )}
        <p className="flex flex-wrap gap-3">
          <a href={data.telHref} className={buttonStyle("primary")}>
            Call {displayPhone(data.phone)}
          </a>
          <a href={`mailto:${data.email}`} className={buttonStyle("secondary")}>
            E-mail
          </a>
          {booking && (
            <a href={booking.mapHref} target="_blank" rel="noreferrer" className={buttonStyle("secondary")}>
              Map
            </a>
          )}
        </p>
        <Fields
          rows={[
            ["Name", data.name],
            ["E-mail", data.email],
            ["Phone", data.phone],
            ["Address", booking?.address],
          ]}
        />
      </Panel>

      {booking && data.visitPanel && <VisitPanel id={data.id} booking={booking} panel={data.visitPanel} />}

      {!isTechnician && (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Panel title="Status">
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="set-status" />
              <div>
                <label htmlFor="request-status" className="font-medium text-slate-800">
                  Status
                </label>
                <select
                  id="request-status"
                  name="status"
                  defaultValue={data.status}
                  className="mt-1 block min-h-11 rounded-lg border border-slate-400 bg-white px-3"
                >
                  {data.statuses.map((status) => (
                    <option key={status} value={status}>
                      {statusLabels[status]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={buttonStyle("primary")}>
                Save status
              </button>
            </Form>
          </Panel>
          <Panel title="Add a note">
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="request-note" className="sr-only">
                Note
              </label>
              <textarea
                id="request-note"
                name="note"
                rows={3}
                required
                className="block w-full rounded-lg border border-slate-400 p-3"
              />
              <button type="submit" className={buttonStyle("primary")}>
                Add note
              </button>
            </Form>
          </Panel>
        </div>
      )}

      {booking && (
        <Panel title="Visit and refrigerator">
          <Fields
            rows={[
              ["Visit", booking.visit],
              ["Asked for", booking.asked],
              ["Issue", booking.issue],
              [
                "Food at risk",
                booking.foodAtRisk === "yes" ? "Yes: food needs to stay cold" : booking.foodAtRisk === "no" ? "No" : "",
              ],
              [
                "Medicine that must stay cold",
                booking.medicineAtRisk === "yes" ? "Yes: call first" : booking.medicineAtRisk === "no" ? "No" : "",
              ],
              ["Began with a power outage or surge", yesNoText(booking.powerOutage)],
              ["Brand", booking.brand],
              ["Model", booking.model],
              ["Serial", booking.serialNumber],
              ["Description", booking.description],
              ["Additional information", booking.additionalInfo],
              ["Mails and texts in", booking.language],
            ]}
          />
          {booking.hasAppointmentPage && (
            <p className="text-sm text-slate-700">
              The customer manages the visit at their private link (it is in their e-mails).
            </p>
          )}
        </Panel>
      )}

      {visitEnd && (
        <Panel title="The visit's end">
          <p>
            <span className="font-semibold">Step:</span> {stepHeading(visitEnd.step)}
          </p>
          {(visitEnd.firstVisit || visitEnd.returnVisits.length > 0) && (
            <ul className="space-y-1" data-testid="related-visits">
              {visitEnd.firstVisit && (
                <li>
                  <Link
                    className="font-semibold text-brand-700 underline"
                    to={`/admin/requests/booking/${visitEnd.firstVisit.id}`}
                  >
                    {visitEnd.firstVisit.text}
                  </Link>
                </li>
              )}
              {visitEnd.returnVisits.map((visit) => (
                <li key={visit.id}>
                  <Link className="font-semibold text-brand-700 underline" to={`/admin/requests/booking/${visit.id}`}>
                    {visit.text}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {data.estimate && (data.estimate.current || data.estimate.canWrite) && (
            <section id="estimate" aria-labelledby="estimate-heading" className="space-y-3">
              <h3 id="estimate-heading" className="text-lg font-bold text-brand-900">
                Estimate
              </h3>
              <EstimatePanel
                data={data.estimate}
                forms={{ write: forms.estimateWrite, decide: forms.estimateDecide }}
                approval={OnSiteApproval}
                openWriteHref={
                  data.openForm === "estimate" || forms.estimateWrite ? undefined : "?open=estimate#estimate-form"
                }
              />
            </section>
          )}
          {visitEnd.job && (
            <section id="job" aria-labelledby="job-heading" className="space-y-3">
              <h3 id="job-heading" className="text-lg font-bold text-brand-900">
                Job record
              </h3>
              {jobSaved && (
                <ScrollIntoView>
                  <Alert tone="success">{jobSaved}</Alert>
                </ScrollIntoView>
              )}
              <JobRecord job={visitEnd.job} payment={forms.payment} />
              <OnlinePayments online={visitEnd.job.online} receipt={visitEnd.job.receipt} />
            </section>
          )}
          {visitEnd.canComplete && forms.completeVisit?.confirm && (
            <CompletionConfirmation values={forms.completeVisit.values} check={forms.completeVisit.confirm} />
          )}
          {visitEnd.canComplete && !forms.completeVisit?.confirm && (
            <section id="complete" aria-labelledby="complete-heading" className="space-y-3">
              <h3 id="complete-heading" className="text-lg font-bold text-brand-900">
                Complete the visit
              </h3>
              {data.openForm === "complete" || forms.completeVisit ? (
                <CompleteVisitForm
                  values={forms.completeVisit?.values ?? visitEnd.emptyForm}
                  errors={forms.completeVisit?.errors}
                  message={forms.completeVisit?.message}
                  taxRates={visitEnd.taxRates}
                  feeNote={visitEnd.feeNote}
                  approvedTotalCents={visitEnd.approvedTotalCents}
                />
              ) : (
                <p>
                  <Link to="?open=complete#complete" className={buttonStyle("primary")}>
                    Fill in the job record
                  </Link>
                </p>
              )}
            </section>
          )}
          {visitEnd.returnStart && (
            <section id="return-visit" aria-labelledby="return-heading" className="space-y-3">
              <h3 id="return-heading" className="text-lg font-bold text-brand-900">
                Book a return visit
              </h3>
              <ReturnVisitForm
                state={
                  forms.returnVisit ?? {
                    values: { date: visitEnd.returnStart.date, window: "", note: "", overCapacity: false },
                    errors: {},
                    availability: visitEnd.returnStart.availability,
                  }
                }
              />
            </section>
          )}
        </Panel>
      )}
      {data.texts && <TextsPanel texts={data.texts} />}

      {message && (
        <Panel title="Message">
          <Fields
            rows={[
              ["About", message.service],
              ["Message", message.text],
            ]}
          />
        </Panel>
      )}

      {data.photos.length > 0 && (
        <Panel title={`Photos (${data.photos.length})`}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {data.photos.map((photo, i) => (
              <li key={photo.id}>
                <PhotoThumbnail
                  id={photo.id}
                  n={i + 1}
                  of={data.photos.length}
                  width={photo.width}
                  height={photo.height}
                  className="aspect-square w-full rounded-lg border border-slate-300 bg-slate-100 object-contain"
                >
                  <span className="text-sm font-semibold text-brand-700 underline">Full size</span>
                </PhotoThumbnail>
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {!isTechnician && (
        <Panel title="Source">
          <Fields
            rows={[
              ["Came from", data.source.label],
              ["Landing page", data.source.landingPage],
              ["Referrer", data.source.referrer],
              ["Campaign", data.source.campaign],
              ["Google click id", data.source.gclid],
            ]}
          />
        </Panel>
      )}

      <section id="history" aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-xl font-bold text-brand-900">
          History and notes
        </h2>
        {data.history.length === 0 ? (
          <p className="text-slate-700">Nothing yet: no status change or note.</p>
        ) : (
          <ol className="space-y-2">
            {data.history.map((entry) => (
              <li
                key={entry.id}
                className={`rounded-lg border p-3 ${entry.action === "note" ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}
              >
                <p className="text-sm text-slate-700">
                  <time dateTime={entry.atIso}>{entry.at}</time> · <span className="break-all">{entry.actor}</span>
                </p>
                <p className="break-words whitespace-pre-line">
                  {entry.action === "note" ? entry.detail : `${entry.label}${entry.detail ? `: ${entry.detail}` : ""}`}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {isOwner && (
        <details className="rounded-xl border border-red-300 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-red-800">Delete this request</summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="delete" />
            <p>Deletes it and its photos for good (the activity log keeps that it was deleted, and by whom).</p>
            <label className="flex min-h-6 items-center gap-2">
              <input type="checkbox" name="confirm" value="yes" required className="size-6" /> Yes, delete it
            </label>
            <button type="submit" className={buttonStyle("danger")}>
              Delete
            </button>
          </Form>
        </details>
      )}
      <p>
        <Link
          to={isTechnician ? "/admin/today" : "/admin"}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {isTechnician ? "Back to today's visits" : "Back to the requests"}
        </Link>
      </p>
    </div>
  );
}

/** The visit: who goes (the office assigns), where it stands, and the step buttons. */
function VisitPanel({
  id,
  booking,
  panel,
}: {
  id: number;
  booking: NonNullable<RequestDetailData["booking"]>;
  panel: VisitPanelData;
}) {
  return (
    <section
      id="visit"
      aria-labelledby="visit-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="visit-heading" className="text-xl font-bold text-brand-900">
        Visit
      </h2>
      <StepLine label={booking.stepLabel} arrivingAround={booking.arrivingAround} />
      {panel.office && (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="assign" />
          <div>
            <label htmlFor="visit-technician" className="font-medium text-slate-800">
              Technician
            </label>
            <select
              id="visit-technician"
              name="technicianId"
              defaultValue={booking.technicianId ?? ""}
              className="mt-1 block min-h-11 max-w-full rounded-lg border border-slate-400 bg-white px-3"
            >
              <option value="">Not assigned</option>
              {panel.technicians.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonStyle("primary")}>
            Assign
          </button>
        </Form>
      )}
      {booking.next.length > 0 && (
        <StepForms
          bookingId={id}
          step={booking.step}
          next={booking.next}
          taps={panel.taps}
          action={`/admin/requests/booking/${id}`}
        />
      )}
    </section>
  );
}

const yesNoText = (answer: string) => (answer === "yes" ? "Yes" : answer === "no" ? "No" : "");
