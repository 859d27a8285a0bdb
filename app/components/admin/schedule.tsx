import { MedicineBadge, UrgentBadge, WarrantyBadge, WarrantyCallback } from "#app/components/admin/requests/badges";
import { useId } from "react";
import { Form, Link, useLocation } from "react-router";
import { TextField } from "#app/components/ui/form-field";
import type { FieldErrors } from "#app/lib/fields";
import { MAX_CLOSED_NOTE } from "#app/scheduling/schedule-forms";
import {
  CLOSED_DATE_FLAG,
  type ScheduleBookingView,
  type ScheduleDayView,
  type ScheduleWindowView,
} from "#app/scheduling/schedule-view";
import type { WindowStatus } from "#app/scheduling/windows";
import { buttonStyle, Panel } from "./panel";
import { displayPhone } from "#app/lib/phone-display";
import { WindowWaitlist } from "./window-waitlist";

/**
 * The staff Schedule page's sections: one block per date with its windows and bookings, the
 * list of closed dates and the owner's "Close a date" form. Phone first: windows stack, and sit
 * side by side from 768 px.
 */

const statusBadge: Record<WindowStatus, string> = {
  open: "bg-green-50 text-green-900 border border-green-700",
  full: "bg-accent-400 text-slate-900",
  closed: "bg-red-700 text-white",
  past: "bg-slate-200 text-slate-800",
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The technicians the office can give a visit to (empty: no assignment form). */
export type ScheduleTechnicians = Array<{ id: number; label: string }>;

export function ScheduleDays({
  days,
  technicians = [],
}: {
  days: ScheduleDayView[];
  technicians?: ScheduleTechnicians;
}) {
  return (
    <div className="space-y-4">
      {days.map((day) => (
        <DayBlock key={day.date} day={day} technicians={technicians} />
      ))}
    </div>
  );
}

function DayBlock({ day, technicians }: { day: ScheduleDayView; technicians: ScheduleTechnicians }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`day-${day.date}`}
      className={`rounded-xl border bg-white p-4 shadow-sm sm:p-5 ${day.closed ? "border-red-700" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          {day.title}
          {day.relative && <span className="ml-2 text-base font-semibold text-brand-700">({day.relative})</span>}
        </h2>
        <p className="text-sm text-slate-700">{day.bookingCount ? plural(day.bookingCount, "visit") : "No visits"}</p>
      </div>
      {day.closed && (
        <p
          data-testid="closed-note"
          className="mt-3 rounded-lg border border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          Closed{day.closedNote ? `: ${day.closedNote}` : ""}. No window is offered online this day.
        </p>
      )}
      {day.phoneOnly ? (
        <p className="mt-2 text-slate-700">No online bookings this day: emergency service by phone only.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 border-t border-slate-200 md:grid md:grid-cols-3 md:divide-x md:divide-y-0">
          {day.windows.map((w) => (
            <WindowCard key={w.key} date={day.date} window={w} technicians={technicians} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WindowCard({
  date,
  window: w,
  technicians,
}: {
  date: string;
  window: ScheduleWindowView;
  technicians: ScheduleTechnicians;
}) {
  return (
    <li data-testid={`window-${date}-${w.key}`} className="min-w-0 py-3 md:px-3 md:first:pl-0 md:last:pr-0">
      <h3 className="font-semibold text-slate-900">{w.label}</h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          data-testid="window-status"
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusBadge[w.status]}`}
        >
          {w.statusText}
        </span>
        <span data-testid="window-count" className="text-sm text-slate-700">
          {w.countText}
        </span>
      </p>
      {w.bookings.length > 0 && (
        <ul className="mt-2 space-y-2">
          {w.bookings.map((b) => (
            <BookingItem key={b.id} booking={b} technicians={technicians} />
          ))}
        </ul>
      )}
      {w.waitlist && w.waitlist.length > 0 && <WindowWaitlist entries={w.waitlist} />}
    </li>
  );
}

function BookingItem({ booking: b, technicians }: { booking: ScheduleBookingView; technicians: ScheduleTechnicians }) {
  const technician = technicians.find((t) => t.id === b.technicianId);
  return (
    <li
      data-testid={`booking-${b.id}`}
      className={`rounded-md p-2.5 ${b.medicine ? "border-l-4 border-purple-800 bg-purple-50" : b.urgent ? "border-l-4 border-red-700 bg-red-50" : "bg-slate-50"}`}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Link
          to={b.href}
          className="inline-flex min-h-6 items-center font-semibold wrap-anywhere text-brand-700 underline"
        >
          {b.name}
        </Link>
        {b.medicine && <MedicineBadge />}
        {b.urgent && <UrgentBadge />}
        {b.warranty && <WarrantyBadge />}
      </p>
      {b.warranty && (
        <p>
          <WarrantyCallback warranty={b.warranty} variant="line" />
        </p>
      )}
      <p className="text-sm wrap-anywhere text-slate-800">
        {b.city} · {b.issue}
      </p>
      <a href={b.tel} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        Call {displayPhone(b.phone)}
      </a>
      <p className="text-sm text-slate-800" data-testid="technician">
        Technician: {technician?.label ?? (b.technicianId ? "another account" : "not assigned")}
      </p>
      {technicians.length > 0 && (
        <Form method="post" action={b.href} className="mt-1 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="back" value="schedule" />
          <label htmlFor={`assign-${b.id}`} className="sr-only">
            Technician for {b.name}
          </label>
          <select
            id={`assign-${b.id}`}
            name="technicianId"
            defaultValue={b.technicianId ?? ""}
            className="block min-h-11 max-w-full rounded-lg border border-slate-400 bg-white px-2"
          >
            <option value="">Not assigned</option>
            {technicians.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="min-h-11 rounded-md border-2 border-brand-700 px-3 font-semibold text-brand-700"
          >
            Assign
          </button>
        </Form>
      )}
      {b.flagged && (
        <p data-testid="closed-flag" className="mt-1 font-semibold text-red-900">
          {CLOSED_DATE_FLAG}
        </p>
      )}
    </li>
  );
}

/** Food at risk: the visit to call first. */

export interface ClosedDateView {
  date: string;
  title: string;
  note: string;
  bookings: number;
}

export function ClosedDatesPanel({ closedDates, canReopen }: { closedDates: ClosedDateView[]; canReopen: boolean }) {
  return (
    <Panel title="Closed dates">
      <p className="text-slate-700">
        No window is offered online on these dates. Bookings made before a date was closed stay on it, flagged, until
        someone calls to move them.
      </p>
      {closedDates.length === 0 ? (
        <p className="text-slate-700">No upcoming date is closed.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {closedDates.map((c) => (
            <li
              key={c.date}
              data-testid={`closed-${c.date}`}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{c.title}</p>
                {c.note && <p className="wrap-anywhere text-slate-800">{c.note}</p>}
                <p
                  data-testid="closed-bookings"
                  className={c.bookings ? "font-semibold text-red-900" : "text-sm text-slate-700"}
                >
                  {c.bookings ? `${plural(c.bookings, "booking")} still on it: call to move` : "No bookings on it"}
                </p>
              </div>
              {canReopen && (
                <Form method="post">
                  <input type="hidden" name="intent" value="reopen" />
                  <input type="hidden" name="date" value={c.date} />
                  <button type="submit" className={buttonStyle("secondary")} aria-label={`Reopen ${c.title}`}>
                    Reopen
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {!canReopen && <p className="text-sm text-slate-700">Only the owner closes and reopens dates.</p>}
    </Panel>
  );
}

/** The owner's form: a date (today to 12 months ahead, New York) and an optional note. */
export function CloseDateForm({
  today,
  lastDay,
  errors = {},
  values,
}: {
  today: string;
  lastDay: string;
  errors?: FieldErrors;
  values?: { date: string; note: string };
}) {
  // A fresh form after each change (the address gains ?closed= or ?reopened=), so it comes back empty.
  const { search } = useLocation();
  return (
    <Panel title="Close a date">
      <p className="text-slate-700">
        For a holiday or a day off. Visitors can no longer book it; bookings already on it stay.
      </p>
      <Form method="post" key={search} className="space-y-4" id="close-date-form">
        <input type="hidden" name="intent" value="close" />
        <TextField
          idPrefix="close"
          label="Date"
          name="date"
          type="date"
          required
          min={today}
          max={lastDay}
          defaultValue={values?.date}
          error={errors.date}
        />
        <TextField
          idPrefix="close"
          label="Note"
          name="note"
          maxLength={MAX_CLOSED_NOTE}
          hint="Shown to staff on the schedule, e.g. Thanksgiving."
          defaultValue={values?.note}
          error={errors.note}
        />
        <button type="submit" className={buttonStyle("danger", true)}>
          Close date
        </button>
      </Form>
    </Panel>
  );
}
