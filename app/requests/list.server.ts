import { asc, inArray, sql, type SQL } from "drizzle-orm";
import { withDb } from "#app/db/client.server";
import { isRequestStatus, photos, requestStatuses, type RequestKind, type RequestStatus } from "#app/db/schema";
import { addDays, isCalendarDate } from "#app/lib/dates";
import { sourceLabel } from "./lead-source";

/**
 * The staff list of requests: bookings and messages as one list (a UNION ALL of the two tables'
 * common columns), filtered, searched, paged, with counts per status. Open urgent bookings sort
 * first; then newest first. Dates are New York calendar dates.
 */

export const PAGE_SIZE = 25;

export interface RequestFilters {
  kind?: RequestKind;
  status?: RequestStatus;
  urgent?: boolean;
  /** Received on or after / on or before, "YYYY-MM-DD" in New York. */
  from?: string;
  to?: string;
  /** Name, phone, e-mail, ZIP or any text of the request. */
  q?: string;
  page?: number;
}

export interface RequestRow {
  kind: RequestKind;
  id: number;
  createdAt: Date;
  status: RequestStatus;
  urgent: boolean;
  /** Medicine that must stay cold inside: sorts before Urgent. */
  medicine: boolean;
  name: string;
  email: string;
  phone: string;
  zip: string;
  /** The issue (booking) or the service asked about (message). */
  topic: string;
  /** The start of what they wrote (description or message). */
  summary: string;
  visitDate: string | null;
  visitWindow: string | null;
  /** The booking's photos (oldest first), for thumbnails in the list; none for a message. */
  photos: ListPhoto[];
}

export interface ListPhoto {
  id: number;
  width: number;
  height: number;
}

const isDate = (value: string | undefined): value is string => !!value && isCalendarDate(value);

/** Read filters from a URL's query (unknown values are ignored, never an error). */
export function filtersFromUrl(url: URL): RequestFilters {
  const get = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const kind = get("kind");
  const status = get("status");
  const page = Number(get("page"));
  return {
    kind: kind === "booking" || kind === "message" ? kind : undefined,
    status: isRequestStatus(status) ? status : undefined,
    urgent: get("urgent") === "1" ? true : undefined,
    from: isDate(get("from")) ? get("from") : undefined,
    to: isDate(get("to")) ? get("to") : undefined,
    q: get("q")?.slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Both tables as one relation with the columns the list needs. */
const unioned = sql`(
  select 'booking' as kind, b.id, b.created_at, b.status, b.urgent, b.medicine_at_risk = 'yes' as medicine, b.name, b.email, b.phone, b.zip_code as zip,
    b.issue as topic, left(b.issue_description, 160) as summary, b.visit_date, b.visit_window,
    concat_ws(' ', b.name, b.email, b.phone, b.zip_code, b.address, b.city, b.brand, b.model, b.serial_number,
      b.issue, b.issue_description, b.additional_info) as haystack,
    regexp_replace(b.phone, '[^0-9]', '', 'g') as phone_digits
  from bookings b
  union all
  select 'message', m.id, m.created_at, m.status, false, false, m.name, m.email, m.phone, '', m.service, left(m.message, 160), null, null,
    concat_ws(' ', m.name, m.email, m.phone, m.service, m.message),
    regexp_replace(m.phone, '[^0-9]', '', 'g')
  from contact_messages m
) r`;

/** LIKE pattern for a search term, with its wildcards taken literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filters: RequestFilters, { withStatus }: { withStatus: boolean }): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.kind) parts.push(sql`r.kind = ${filters.kind}`);
  if (withStatus && filters.status) parts.push(sql`r.status = ${filters.status}`);
  if (filters.urgent) parts.push(sql`r.urgent`);
  // Calendar dates in New York: a day runs from its midnight there to the next.
  if (filters.from) parts.push(sql`r.created_at >= (${filters.from}::date)::timestamp at time zone 'America/New_York'`);
  if (filters.to)
    parts.push(sql`r.created_at < (${addDays(filters.to, 1)}::date)::timestamp at time zone 'America/New_York'`);
  if (filters.q) {
    const digits = filters.q.replace(/\D/g, "");
    const text = sql`r.haystack ilike ${likePattern(filters.q)}`;
    // "(813) 555-0100", "813.555.0100" and "8135550100" all find the same phone; a query with
    // letters in it ("SZ-998877", "order 2820") is text, not a phone number.
    const phoneLike = /^[\d\s()+.-]+$/.test(filters.q) && digits.length >= 4;
    parts.push(phoneLike ? sql`(${text} or r.phone_digits like ${likePattern(digits)})` : text);
  }
  return sql.join(parts, sql` and `);
}

export interface RequestList {
  rows: RequestRow[];
  total: number;
  page: number;
  pages: number;
  /** Per status, under the other filters (so the tabs say what a click would show). */
  counts: Record<RequestStatus, number>;
}

export async function listRequests(filters: RequestFilters): Promise<RequestList> {
  const page = filters.page ?? 1;
  return withDb(async (db) => {
    const [rows, counts] = await Promise.all([
      db.execute<Record<string, unknown>>(sql`
        select r.kind, r.id, r.created_at, r.status, r.urgent, r.medicine, r.name, r.email, r.phone, r.zip, r.topic, r.summary,
          r.visit_date::text as visit_date, r.visit_window
        from ${unioned}
        where ${conditions(filters, { withStatus: true })}
        order by (r.medicine and r.status in ('new', 'contacted', 'scheduled')) desc,
          (r.urgent and r.status in ('new', 'contacted', 'scheduled')) desc, r.created_at desc, r.id desc
        limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`),
      db.execute<{ status: RequestStatus; n: number }>(sql`
        select r.status, count(*)::int as n from ${unioned}
        where ${conditions(filters, { withStatus: false })}
        group by r.status`),
    ]);
    const byStatus = Object.fromEntries(requestStatuses.map((s) => [s, 0])) as Record<RequestStatus, number>;
    for (const row of resultRows<{ status: RequestStatus; n: number }>(counts)) byStatus[row.status] = Number(row.n);
    const total = filters.status ? byStatus[filters.status] : Object.values(byStatus).reduce((a, b) => a + b, 0);
    const pageRows = resultRows<Record<string, unknown>>(rows).map(toRow);
    // The page's photos in one query (not one per row, and not counted for every row of the union).
    const pageBookings = new Map(pageRows.filter((r) => r.kind === "booking").map((r) => [r.id, r]));
    if (pageBookings.size) {
      const found = await db
        .select({ id: photos.id, bookingId: photos.bookingId, width: photos.width, height: photos.height })
        .from(photos)
        .where(inArray(photos.bookingId, [...pageBookings.keys()]))
        .orderBy(asc(photos.bookingId), asc(photos.id));
      for (const { bookingId, ...photo } of found) pageBookings.get(bookingId!)?.photos.push(photo);
    }
    return {
      rows: pageRows,
      total,
      page,
      pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      counts: byStatus,
    };
  });
}

/** Every request matching the filters (no paging), for the CSV export. */
export async function allRequestKeys(filters: RequestFilters): Promise<Array<{ kind: RequestKind; id: number }>> {
  return withDb(async (db) => {
    const rows = await db.execute<{ kind: RequestKind; id: number }>(sql`
      select r.kind, r.id from ${unioned} where ${conditions(filters, { withStatus: true })}
      order by r.created_at desc, r.id desc`);
    return resultRows<{ kind: RequestKind; id: number }>(rows).map((r) => ({ kind: r.kind, id: Number(r.id) }));
  });
}

/** postgres.js returns the rows array; PGlite a result with `.rows`. */
function resultRows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function toRow(r: Record<string, unknown>): RequestRow {
  return {
    kind: r.kind as RequestKind,
    id: Number(r.id),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    status: r.status as RequestStatus,
    urgent: r.urgent === true,
    medicine: r.medicine === true,
    name: String(r.name),
    email: String(r.email),
    phone: String(r.phone),
    zip: String(r.zip ?? ""),
    topic: String(r.topic),
    summary: String(r.summary ?? ""),
    visitDate: (r.visit_date as string | null) ?? null,
    visitWindow: (r.visit_window as string | null) ?? null,
    photos: [],
  };
}

export interface SourceCount {
  label: string;
  count: number;
}

/** Requests per source and per landing page received between two New York dates. */
export async function sourceCounts(
  from: string,
  to: string,
): Promise<{ sources: SourceCount[]; landingPages: SourceCount[] }> {
  return withDb(async (db) => {
    const result = await db.execute<Record<string, string | number>>(sql`
      select utm_source, utm_medium, utm_campaign, referrer, (gclid <> '') as has_gclid, landing_page, count(*)::int as n
      from (
        select utm_source, utm_medium, utm_campaign, referrer, gclid, landing_page, created_at from bookings
        union all
        select utm_source, utm_medium, utm_campaign, referrer, gclid, landing_page, created_at from contact_messages
      ) s
      where created_at >= (${from}::date)::timestamp at time zone 'America/New_York'
        and created_at < (${addDays(to, 1)}::date)::timestamp at time zone 'America/New_York'
      group by 1, 2, 3, 4, 5, 6`);
    const sources = new Map<string, number>();
    const pages = new Map<string, number>();
    for (const row of resultRows<Record<string, string | number | boolean>>(result)) {
      const n = Number(row.n);
      const label = sourceLabel({
        utmSource: String(row.utm_source),
        utmMedium: String(row.utm_medium),
        utmCampaign: String(row.utm_campaign),
        referrer: String(row.referrer),
        gclid: row.has_gclid === true || row.has_gclid === "t" ? "yes" : "",
      });
      sources.set(label, (sources.get(label) ?? 0) + n);
      const page = String(row.landing_page) || "(not recorded)";
      pages.set(page, (pages.get(page) ?? 0) + n);
    }
    const sorted = (m: Map<string, number>) =>
      [...m]
        .map(([label, count]) => ({ label, count }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    return { sources: sorted(sources), landingPages: sorted(pages) };
  });
}
