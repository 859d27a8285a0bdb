import { Link } from "react-router";
import type { ActivityEntry } from "#app/activity/activity.server";

/** The activity log, newest first: when, who, what, and the details; a pager under it. */
export function ActivityLog({ entries }: { entries: ActivityEntry[] }) {
  if (entries.length === 0) return <p className="text-slate-700">Nothing has been recorded yet.</p>;
  return (
    <ol className="divide-y divide-slate-200" aria-label="Activity, newest first">
      {entries.map((e) => (
        <li key={e.id} data-testid="activity-entry" className="grid gap-x-4 gap-y-1 py-3 sm:grid-cols-[13rem_1fr]">
          <time dateTime={e.atIso} className="text-sm text-slate-700">
            {e.at}
          </time>
          <div className="min-w-0">
            <p>
              <span className="font-semibold break-all text-slate-900">{e.actor}</span>{" "}
              <span data-testid="activity-action">{e.label}</span>
              {e.request && (
                <>
                  {" "}
                  on {e.request.kind} #{e.request.id}
                </>
              )}
            </p>
            {e.detail && <p className="text-sm break-words whitespace-pre-line text-slate-700">{e.detail}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const link =
    "inline-flex min-h-11 items-center rounded-lg border-2 border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50";
  return (
    <nav aria-label="Pages of the activity log" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} className={link}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={`?page=${page + 1}`} className={link}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
