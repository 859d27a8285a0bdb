/**
 * Who is called first (DECISIONS "Storm mode and the waitlist"): medicine that must stay cold,
 * then food at risk (Urgent), then everyone else. Lists sort by this rank, then their own order.
 */
export function callRank(visit: { medicineAtRisk?: string | null; urgent?: boolean | null }): number {
  if (visit.medicineAtRisk === "yes") return 0;
  return visit.urgent ? 1 : 2;
}
