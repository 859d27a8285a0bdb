import type { RequestStatus } from "#app/db/schema";
import { statusBadge, statusLabels } from "./status-labels";

export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusBadge[status]}`}>
      {statusLabels[status]}
    </span>
  );
}

/** Food at risk: the request to call first. */
export function UrgentBadge() {
  return (
    <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-bold tracking-wide text-white uppercase">
      Urgent
    </span>
  );
}
