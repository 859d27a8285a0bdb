import { Form, Link, useLocation } from "react-router";
import { EstimatePanel, type EstimateForms, type EstimatePanelData } from "#app/components/admin/estimate-panel";
import { Alert, buttonStyle } from "#app/components/admin/panel";
import {
  EstimateStatusBadge,
  type EstimateStatusBadgeView,
  MedicineBadge,
  UrgentBadge,
  WarrantyBadge,
  WarrantyCallback,
  type WarrantyCallbackView,
} from "#app/components/admin/requests/badges";
import { StepForms, type StepFormsProps, StepLine } from "#app/components/admin/visit-steps";
import type { DayVisit } from "#app/visits/visits.server";
import { displayPhone } from "#app/lib/phone-display";

/** The visit's estimate when it is open on Today (`?estimate=<visit>`). */
export interface VisitEstimate {
  panel: EstimatePanelData;
  forms: EstimateForms;
  saved?: string;
  error?: string;
}

/**
 * One visit on /admin/today: where, who, what, the photos and notes, the step buttons, and its
 * estimate (opened by "Estimate": written here one-handed; the customer signs on the request's page).
 */
export function VisitCard({
  visit: v,
  office,
  answer,
  estimate,
}: {
  visit: DayVisit & {
    taps: StepFormsProps["taps"];
    warranty?: WarrantyCallbackView | null;
    estimateStatus?: EstimateStatusBadgeView | null;
  };
  office: boolean;
  answer?: StepFormsProps["answer"];
  estimate?: VisitEstimate;
}) {
  const { pathname, search } = useLocation();
  // This page with this visit's estimate open (the day and technician kept, a saved notice not).
  const params = new URLSearchParams(search);
  for (const name of ["saved", "visit"]) params.delete(name);
  params.set("estimate", String(v.id));
  const estimateHref = `${pathname}?${params.toString()}#estimate-${v.id}`;
  const facts: Array<[string, string]> = [
    ["Issue", v.issue],
    ["Brand", v.brand],
    ["Model", v.model],
    ["Serial", v.serialNumber],
    [
      "Urgency",
      v.medicine
        ? "Medicine that must stay cold: go first"
        : v.urgent
          ? "Urgent: food at risk"
          : v.foodAtRisk === "yes"
            ? "Food at risk"
            : "Not urgent",
    ],
  ];
  return (
    <article
      id={`visit-${v.id}`}
      aria-labelledby={`visit-${v.id}-title`}
      data-testid={`visit-${v.id}`}
      className="space-y-4 rounded-xl border-2 border-slate-300 bg-white p-4 shadow-sm"
    >
      <header className="space-y-1">
        <p className="text-lg font-bold text-brand-900">{v.window}</p>
        <h2 id={`visit-${v.id}-title`} className="text-2xl font-bold break-words text-slate-950">
          {v.name}
        </h2>
        {(v.medicine || v.urgent) && (
          <p className="flex flex-wrap items-center gap-2">
            {v.medicine && <MedicineBadge />}
            {v.urgent && <UrgentBadge />}
          </p>
        )}
        {v.warranty && (
          <div className="space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              <WarrantyBadge />
              <span className="text-slate-800">No second diagnostic fee.</span>
            </p>
            <p>
              <WarrantyCallback warranty={v.warranty} variant="line" />
            </p>
          </div>
        )}
        <StepLine label={v.stepLabel} arrivingAround={v.arrivingAround} />
        {v.estimateStatus && (
          <p>
            <EstimateStatusBadge estimate={v.estimateStatus} />
          </p>
        )}
        {office && <p className="text-slate-800">Technician: {v.technician || "not assigned"}</p>}
      </header>
      <div className="grid gap-2">
        <a
          href={v.mapHref}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-12 items-center rounded-lg border-2 border-brand-800 px-3 py-2 text-lg font-semibold break-words text-brand-900 underline"
        >
          {v.address}
          <span className="sr-only"> (map, opens in a new tab)</span>
        </a>
        {v.telHref && (
          <a
            href={v.telHref}
            className="flex min-h-12 items-center rounded-lg border-2 border-brand-800 px-3 text-lg font-semibold text-brand-900 underline"
          >
            Call {displayPhone(v.phone)}
          </a>
        )}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-base">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className="break-words text-slate-900">{value || "-"}</dd>
          </div>
        ))}
      </dl>
      {(v.description || v.additionalInfo || v.notes.length > 0) && (
        <div className="space-y-2">
          <h3 className="font-bold text-slate-950">Notes</h3>
          {v.description && <p className="break-words whitespace-pre-line">{v.description}</p>}
          {v.additionalInfo && <p className="break-words whitespace-pre-line">{v.additionalInfo}</p>}
          {v.notes.map((note, n) => (
            <p key={n} className="border-l-4 border-slate-400 pl-3 break-words whitespace-pre-line">
              {note}
            </p>
          ))}
        </div>
      )}
      {v.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {v.photos.map((id, n) => (
            <li key={id}>
              <a href={`/admin/photos/${id}`} className="block min-h-12 min-w-12">
                <img
                  src={`/admin/photos/${id}?size=thumbnail`}
                  alt={`${v.issue}: ${n + 1} of ${v.photos.length}`}
                  width={96}
                  height={96}
                  className="h-24 w-24 rounded-md border border-slate-300 bg-slate-100 object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <StepForms
        bookingId={v.id}
        step={v.step}
        next={v.next}
        taps={v.taps}
        action={`${pathname}${search}`}
        answer={answer}
      />
      {estimate ? (
        <section id={`estimate-${v.id}`} aria-labelledby={`estimate-${v.id}-title`} className="scroll-mt-4 space-y-3">
          <h3 id={`estimate-${v.id}-title`} className="text-xl font-bold text-slate-950">
            Estimate
          </h3>
          {estimate.saved && <Alert tone="success">{estimate.saved}</Alert>}
          {estimate.error && <Alert>{estimate.error}</Alert>}
          <EstimatePanel data={estimate.panel} forms={estimate.forms} />
          {estimate.panel.canWrite && estimate.panel.current && (
            <p>
              The customer approves, with their signature, on{" "}
              <a className="font-semibold text-brand-800 underline" href={`/admin/requests/booking/${v.id}#estimate`}>
                the request&apos;s page
              </a>
              .
            </p>
          )}
        </section>
      ) : (
        <Link to={estimateHref} className={`${buttonStyle("secondary")} min-h-12 w-full text-lg`}>
          Estimate<span className="sr-only"> for {v.name}</span>
        </Link>
      )}
      <a
        href={`/admin/requests/booking/${v.id}`}
        className="inline-flex min-h-12 items-center font-semibold text-brand-800 underline"
      >
        The request's page
      </a>
    </article>
  );
}

/** Another day (and, for the office, another technician): a GET form, so it works without JavaScript. */
export function DayChooser({
  date,
  office,
  technicians,
  chosen,
}: {
  date: string;
  office: boolean;
  technicians: Array<{ id: number; label: string }>;
  chosen: string;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div>
        <label htmlFor="today-date" className="block font-semibold text-slate-900">
          Day
        </label>
        <input
          id="today-date"
          type="date"
          name="date"
          defaultValue={date}
          className="mt-1 block min-h-12 rounded-lg border-2 border-slate-600 px-3 text-lg"
        />
      </div>
      {office && (
        <div>
          <label htmlFor="today-technician" className="block font-semibold text-slate-900">
            Technician
          </label>
          <select
            id="today-technician"
            name="technician"
            defaultValue={chosen}
            className="mt-1 block min-h-12 max-w-full rounded-lg border-2 border-slate-600 bg-white px-3 text-lg"
          >
            <option value="all">All technicians</option>
            {technicians.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className={`${buttonStyle("secondary")} min-h-12`}>
        Show
      </button>
    </Form>
  );
}
