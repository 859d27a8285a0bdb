import type { EstimateStatus } from "#app/db/schema";

/**
 * A visit's estimate in one short phrase, for the lists (the office's requests, Today's visit
 * card, the customer's page): where the newest version stands (DECISIONS "Estimates and
 * approval": written, sent, then approved or declined by the customer). A superseded version is
 * never the newest, so it has no phrase.
 */
export const estimateStatusText: Record<Exclude<EstimateStatus, "superseded">, string> = {
  draft: "Estimate not sent yet",
  sent: "Estimate sent",
  approved: "Estimate approved",
  declined: "Estimate declined",
};

/** The badge as a page gets it: the status (for its colour) and its words. */
export interface EstimateStatusView {
  status: Exclude<EstimateStatus, "superseded">;
  text: string;
}

/** The newest version's status as the lists show it, or null (no estimate, or a status not shown). */
export function estimateStatusView(status: EstimateStatus | undefined): EstimateStatusView | null {
  if (status === undefined || status === "superseded") return null;
  return { status, text: estimateStatusText[status] };
}
