import { Link } from "react-router";
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

/**
 * A warranty callback as a page gets it (app/customers/warranty.server.ts `warrantyView`): the
 * sentence, and the earlier request's page unless the viewer may not open it.
 */
export interface WarrantyCallbackView {
  text: string;
  href?: string;
}

/** The short badge, where space is tight (the schedule, Today): the sentence goes on a line of its own. */
export function WarrantyBadge() {
  return <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-bold text-amber-900">Warranty</span>;
}

/**
 * A booking within 90 days after a completed repair for the customer (no second diagnostic fee),
 * in words: "Warranty callback: repair of Nov 26 (receipt #57), covered until Feb 24, 2027",
 * linked to the earlier request's page. As a badge among the others, or as a plain line under a
 * short "Warranty" badge.
 */
export function WarrantyCallback({
  warranty,
  variant = "badge",
}: {
  warranty: WarrantyCallbackView;
  variant?: "badge" | "line";
}) {
  // At least 24 px high, as a target must be (WCAG 2.5.8); it wraps on a phone.
  const look =
    variant === "badge"
      ? "inline-block min-h-6 rounded-lg bg-amber-100 px-2.5 py-0.5 text-sm font-bold text-amber-900"
      : `inline-block min-h-6 py-0.5 text-sm font-semibold ${warranty.href ? "text-brand-700" : "text-slate-900"}`;
  if (!warranty.href)
    return (
      <span data-testid="warranty-callback" className={look}>
        {warranty.text}
      </span>
    );
  return (
    <Link to={warranty.href} data-testid="warranty-callback" className={`${look} underline underline-offset-2`}>
      {warranty.text}
    </Link>
  );
}

/** A visit's estimate as a page gets it (app/estimates/estimate-status.ts): its status and words. */
export interface EstimateStatusBadgeView {
  status: "draft" | "sent" | "approved" | "declined";
  text: string;
}

const estimateBadgeLook: Record<EstimateStatusBadgeView["status"], string> = {
  draft: "bg-slate-100 text-slate-900",
  sent: "bg-brand-100 text-brand-900",
  approved: "bg-green-100 text-green-900",
  declined: "bg-rose-100 text-rose-900",
};

/** Where the visit's estimate stands: "Estimate sent", "Estimate approved", ... */
export function EstimateStatusBadge({ estimate }: { estimate: EstimateStatusBadgeView }) {
  return (
    <span
      data-testid="estimate-status"
      className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${estimateBadgeLook[estimate.status]}`}
    >
      {estimate.text}
    </span>
  );
}

/** The customer badges a request shows, as requestBadges (app/customers/customers.server.ts) gives them. */
export function CustomerBadges({ returning, warranty }: { returning: boolean; warranty: WarrantyCallbackView | null }) {
  return (
    <>
      {warranty && <WarrantyCallback warranty={warranty} />}
      {returning && <ReturningBadge />}
    </>
  );
}
