import { Fragment, type ReactNode } from "react";
import { Form } from "react-router";
import type { BookingView, MessageView } from "~/admin/inbox.server";
import { business } from "~/content/business";
import type { RequestStatus } from "~/db/schema";
import { buttonClass } from "~/components/ui/button-link";

/** The signed-in staff inbox: bookings and messages, newest first, a status form on each. */

const statusLabels: Record<RequestStatus, string> = {
  new: "New",
  contacted: "Contacted",
  scheduled: "Scheduled",
  done: "Done",
  cancelled: "Cancelled",
};

const statusBadge: Record<RequestStatus, string> = {
  new: "bg-accent-400 text-slate-900",
  contacted: "bg-slate-200 text-slate-900",
  scheduled: "bg-slate-200 text-brand-900",
  done: "bg-green-50 text-green-900",
  cancelled: "bg-slate-200 text-slate-700",
};

export function Inbox({
  bookings,
  messages,
  counts,
  limit,
  statuses,
  error,
}: {
  bookings: BookingView[];
  messages: MessageView[];
  counts: { bookings: number; messages: number };
  limit: number;
  statuses: readonly RequestStatus[];
  error?: string;
}) {
  return (
    <div className="space-y-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-900">Requests</h1>
          <p className="text-slate-700">
            Newest first. Times are {business.region} time ({business.timeZone}).
          </p>
        </div>
        <nav aria-label="Inbox sections" className="flex gap-4 font-semibold text-brand-700">
          <a href="#bookings" className="hover:underline">
            Bookings ({counts.bookings})
          </a>
          <a href="#messages" className="hover:underline">
            Messages ({counts.messages})
          </a>
        </nav>
      </header>
      {error && (
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
          {error}
        </p>
      )}

      <RequestList
        id="bookings"
        title="Bookings"
        total={counts.bookings}
        shown={bookings.length}
        limit={limit}
        csvHref="/admin/bookings.csv"
        empty="No bookings yet."
      >
        {bookings.map((b) => (
          <RequestCard
            key={b.id}
            kind="booking"
            id={b.id}
            title={b.name}
            received={b.received}
            receivedIso={b.createdAt}
            status={b.status}
            statuses={statuses}
            fields={[
              ["Email", b.email],
              ["Phone", b.phone],
              ["Address", b.address],
              ["City", b.city],
              ["ZIP code", b.zipCode],
              ["Brand", b.brand],
              ["Model", b.model],
              ["Issue", b.issue],
              ["Issue description", b.issueDescription],
              ["Preferred date", `${b.preferredDateLabel} (${b.preferredDate})`],
              ["Preferred time", b.preferredTime],
              ["Additional information", b.additionalInfo],
            ]}
          />
        ))}
      </RequestList>

      <RequestList
        id="messages"
        title="Messages"
        total={counts.messages}
        shown={messages.length}
        limit={limit}
        csvHref="/admin/messages.csv"
        empty="No messages yet."
      >
        {messages.map((m) => (
          <RequestCard
            key={m.id}
            kind="message"
            id={m.id}
            title={m.name}
            received={m.received}
            receivedIso={m.createdAt}
            status={m.status}
            statuses={statuses}
            fields={[
              ["Email", m.email],
              ["Phone", m.phone],
              ["Service", m.service],
              ["Message", m.message],
            ]}
          />
        ))}
      </RequestList>
    </div>
  );
}

function RequestList({
  id,
  title,
  total,
  shown,
  limit,
  csvHref,
  empty,
  children,
}: {
  id: string;
  title: string;
  total: number;
  shown: number;
  limit: number;
  csvHref: string;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
          {title} ({total})
        </h2>
        {/* A plain link: the export is a file download, not a page. */}
        <a href={csvHref} download className="font-semibold text-brand-700 underline">
          Download {title.toLowerCase()} as CSV
        </a>
      </div>
      {total > shown && (
        <p className="text-slate-700">
          Showing the newest {limit} of {total}. The CSV has all of them.
        </p>
      )}
      {shown === 0 ? <p className="text-slate-700">{empty}</p> : <ol className="space-y-4">{children}</ol>}
    </section>
  );
}

/** The visitor's text with its line breaks, as text nodes (React escapes them; no HTML). */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function RequestCard({
  kind,
  id,
  title,
  received,
  receivedIso,
  status,
  statuses,
  fields,
}: {
  kind: "booking" | "message";
  id: number;
  title: string;
  received: string;
  receivedIso: string;
  status: RequestStatus;
  statuses: readonly RequestStatus[];
  fields: Array<[string, string]>;
}) {
  const anchor = `${kind}-${id}`;
  return (
    <li id={anchor} data-testid={anchor} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <article aria-labelledby={`${anchor}-name`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 id={`${anchor}-name`} className="text-lg font-bold wrap-anywhere text-slate-900">
              {title}
            </h3>
            <p className="text-sm text-slate-700">
              #{id}, received <time dateTime={receivedIso}>{received}</time>
            </p>
          </div>
          <span data-testid="status" className={`rounded-full px-3 py-1 text-sm font-semibold ${statusBadge[status]}`}>
            {statusLabels[status]}
          </span>
        </div>
        {/* Label above value on phones; side by side from 640 px. A long e-mail or word wraps anywhere. */}
        <dl className="mt-4 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-800">{label}</dt>
              <dd className="mb-2 min-w-0 wrap-anywhere text-slate-900 sm:mb-0">
                <Lines text={value || "-"} />
              </dd>
            </div>
          ))}
        </dl>
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="set-status" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <label className="flex items-center gap-2 font-medium text-slate-800">
            Status
            <select
              name="status"
              defaultValue={status}
              key={status}
              className="rounded-lg border border-slate-400 bg-white px-3 py-2"
            >
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass("secondary", "py-2")}>
            Update status
          </button>
        </Form>
      </article>
    </li>
  );
}
