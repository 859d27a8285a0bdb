import type { RequestStatus } from "#app/db/schema";

/** How statuses read and look in the workspace (the values are DECISIONS' five). */
export const statusLabels: Record<RequestStatus, string> = {
  new: "New",
  contacted: "Contacted",
  scheduled: "Scheduled",
  done: "Done",
  cancelled: "Cancelled",
};

export const statusBadge: Record<RequestStatus, string> = {
  new: "bg-accent-400 text-slate-900",
  contacted: "bg-sky-100 text-sky-900",
  scheduled: "bg-brand-100 text-brand-900",
  done: "bg-green-100 text-green-900",
  cancelled: "bg-slate-200 text-slate-700",
};
