import { business } from "#app/content/business";
import type { SessionUser } from "#app/auth/sessions.server";
import { receiptNumber } from "#app/lib/receipt-number";
import { dateTimeFormat } from "#app/lib/intl-format";

/**
 * A warranty callback: a booking within the warranty of an earlier completed repair for the same
 * customer (app/customers/customers.server.ts `requestBadges`), and the sentence that says so on
 * the workspace's pages and in the office's new-booking mail:
 * "Warranty callback: repair of Nov 26 (receipt #57), covered until Feb 24, 2027".
 */
export interface Warranty {
  /** The earlier booking whose job is the covered repair (its page: /admin/requests/booking/<id>). */
  bookingId: number;
  /** Its technician: a technician opens only their own visits' pages. */
  technicianId: number | null;
  /** The job's id, the receipt's number. */
  jobId: number;
  /** "YYYY-MM-DD": the day the repair was completed, in New York. */
  completedOn: string;
  /** "YYYY-MM-DD": the warranty's last day (the completion day plus the warranty's days). */
  coveredUntil: string;
}

/** What a page shows: the sentence, and the earlier request's page when the viewer may open it. */
export interface WarrantyView {
  text: string;
  href?: string;
}

/** "2026-11-26" -> "Nov 26", or with the year "Feb 24, 2027" (a calendar date, no zone shifting). */
function shortDate(isoDate: string, withYear: boolean): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return dateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** "Warranty callback: repair of Nov 26 (receipt #57), covered until Feb 24, 2027". */
export function warrantySentence(w: Warranty): string {
  return (
    `Warranty callback: repair of ${shortDate(w.completedOn, false)} (receipt ${receiptNumber(w.jobId)}), ` +
    `covered until ${shortDate(w.coveredUntil, true)}`
  );
}

/** The earlier request's page in the workspace. */
export const warrantyPath = (w: Pick<Warranty, "bookingId">) => `/admin/requests/booking/${w.bookingId}`;

/** The same as an absolute address, for the office's mails. */
export const warrantyUrl = (w: Pick<Warranty, "bookingId">) => `${business.siteUrl}${warrantyPath(w)}`;

/** What the office's new-booking mail says of a warranty callback (app/mail/ takes it as words). */
export function warrantyForMail(w: Warranty | null | undefined): { sentence: string; url: string } | null {
  return w ? { sentence: warrantySentence(w), url: warrantyUrl(w) } : null;
}

/**
 * The sentence as `viewer` sees it: linked to the earlier request's page, except for a
 * technician to whom that visit was not assigned (its page would refuse them).
 */
export function warrantyView(
  w: Warranty | null | undefined,
  viewer: Pick<SessionUser, "id" | "role">,
): WarrantyView | null {
  if (!w) return null;
  const mayOpen = viewer.role !== "technician" || w.technicianId === viewer.id;
  return mayOpen ? { text: warrantySentence(w), href: warrantyPath(w) } : { text: warrantySentence(w) };
}
