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

/** Medicine that must stay cold (insulin and the like) inside: called before Urgent. */
export function MedicineBadge() {
  return (
    <span className="rounded-full bg-purple-800 px-2.5 py-0.5 text-sm font-bold tracking-wide text-white uppercase">
      Medicine
    </span>
  );
}

/** A request from a customer the business has heard from before (app/customers/). */
export function ReturningBadge() {
  return (
    <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
      Returning customer
    </span>
  );
}

/** A booking within 90 days after a completed repair for the customer: no second diagnostic fee. */
export function WarrantyBadge() {
  return <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-bold text-amber-900">Warranty</span>;
}

/** The customer badges a request shows, as requestBadges (app/customers/customers.server.ts) gives them. */
export function CustomerBadges({ returning, warranty }: { returning: boolean; warranty: boolean }) {
  return (
    <>
      {warranty && <WarrantyBadge />}
      {returning && <ReturningBadge />}
    </>
  );
}
