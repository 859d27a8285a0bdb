import { Link } from "react-router";
import { phoneHref } from "#app/lib/phone";
import { displayPhone } from "#app/lib/phone-display";
import type { RequestListData } from "./route.server";
import {
  CustomerBadges,
  EstimateStatusBadge,
  MedicineBadge,
  StatusBadge,
  UrgentBadge,
} from "#app/components/admin/requests/badges";
import { PhotoThumbnail } from "#app/components/admin/requests/photo-thumbnail";

/**
 * One card per request (a table would scroll sideways on a phone): who, what, when, and a
 * tap-to-call link; the name opens the request's page.
 */
export function RequestList({ rows }: { rows: RequestListData["rows"] }) {
  if (rows.length === 0) return <p className="rounded-lg bg-white p-6 text-slate-700">No request matches.</p>;
  return (
    <ul className="space-y-3" aria-label="Requests">
      {rows.map((r) => (
        <li
          key={`${r.kind}-${r.id}`}
          id={`${r.kind}-${r.id}`}
          className={`rounded-xl border bg-white p-4 shadow-sm ${(r.urgent || r.medicine) && ["new", "contacted", "scheduled"].includes(r.status) ? `${r.medicine ? "border-purple-800" : "border-red-700"} border-l-8` : "border-slate-200"}`}
        >
          <div className="flex flex-wrap items-center gap-2">
            {r.medicine && <MedicineBadge />}
            {r.urgent && <UrgentBadge />}
            <CustomerBadges returning={r.returning} warranty={r.warranty} />
            <StatusBadge status={r.status} />
            {r.estimateStatus && <EstimateStatusBadge estimate={r.estimateStatus} />}
            {/* One item: on a narrow screen the time moves to the next line with its kind, never alone after a "·". */}
            <span className="text-sm text-slate-700">
              {r.kind === "booking" ? "Booking" : "Message"} · {r.received}
            </span>
          </div>
          <h2 className="mt-2 text-lg font-bold break-words">
            {/* inline-block: the whole line's height (28 px) is the target, not the 21 px text box (WCAG 2.5.8). */}
            <Link
              to={`/admin/requests/${r.kind}/${r.id}`}
              className="inline-block text-brand-800 underline-offset-2 hover:underline"
            >
              {r.name}
            </Link>
          </h2>
          <p className="break-words text-slate-800">
            {r.topic}
            {r.zip && <span className="text-slate-700"> · ZIP {r.zip}</span>}
            {r.photos.length > 0 && (
              <span className="text-slate-700">
                {" "}
                · {r.photos.length} photo{r.photos.length === 1 ? "" : "s"}
              </span>
            )}
          </p>
          {r.photos.length > 0 && <PhotoThumbnails photos={r.photos} />}
          {r.summary && <p className="line-clamp-2 break-words text-slate-700">{r.summary}</p>}
          {r.visit && <p className="text-slate-800">Visit: {r.visit}</p>}
          <p className="mt-1 flex flex-wrap gap-x-4">
            <a
              href={phoneHref(r.phone)}
              className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
            >
              {displayPhone(r.phone)}
            </a>
            <a
              href={`mailto:${r.email}`}
              className="inline-flex min-h-6 items-center break-all text-brand-700 underline"
            >
              {r.email}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The booking's photos as small squares (the rating plate is readable at a glance; a tap opens it
 * full size). Lazy, with their size given, so the list never shifts as they arrive. A div of links,
 * not a list: the cards are the list's items.
 */
function PhotoThumbnails({ photos }: { photos: RequestListData["rows"][number]["photos"] }) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {photos.map((photo, i) => (
        <PhotoThumbnail
          key={photo.id}
          id={photo.id}
          n={i + 1}
          of={photos.length}
          width={64}
          height={64}
          lazy
          className="size-16 rounded-md border border-slate-300 bg-slate-100 object-contain"
        />
      ))}
    </div>
  );
}

/** Previous / next page links that keep every filter. */
export function Pager({ page, pages, query }: { page: number; pages: number; query: string }) {
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(query);
    params.set("page", String(n));
    return `/admin?${params}`;
  };
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className="flex min-h-11 items-center font-semibold text-brand-700 underline">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className="flex min-h-11 items-center font-semibold text-brand-700 underline">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
