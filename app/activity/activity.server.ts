import { and, asc, count, desc, eq } from "drizzle-orm";
import { withDb, type Database } from "#app/db/client.server";
import { activity, type RequestKind } from "#app/db/schema";
import { formatInBusinessZone } from "#app/lib/dates";
import { activityLabel, SYSTEM_ACTOR, type ActivityAction } from "./actions";

/**
 * The activity log: who did what, and when. Accounts, requests and settings all write here
 * through logActivity; the owner reads it page by page (listActivity), and a request's
 * history is its own rows (requestHistory).
 */

export interface ActivityInput {
  /** The signed-in person who did it (none for the system or a visitor). */
  user?: { id: number; email: string } | null;
  /** Who, as shown: defaults to the user's e-mail, else "System". */
  actor?: string;
  action: ActivityAction;
  /** The booking or message it concerns, if any. */
  request?: { kind: RequestKind; id: number };
  /** What exactly: the e-mail tried, the account changed, the note's text... */
  detail?: string;
}

/** Anything that can insert: the database, or a transaction to log inside the same commit. */
type Writer = Pick<Database, "insert">;

/**
 * Records one entry. Pass `tx` to write it in the caller's transaction (a status change and its
 * entry then commit together); without it the entry is written on its own.
 */
export async function logActivity(entry: ActivityInput, tx?: Writer): Promise<void> {
  const row = {
    userId: entry.user?.id ?? null,
    actor: entry.actor ?? entry.user?.email ?? SYSTEM_ACTOR,
    action: entry.action,
    requestKind: entry.request?.kind ?? null,
    requestId: entry.request?.id ?? null,
    detail: entry.detail ?? "",
  };
  if (tx) await tx.insert(activity).values(row);
  else await withDb((db) => db.insert(activity).values(row));
}

/** One entry as the workspace shows it: the time already in the business's zone. */
function entryView(row: typeof activity.$inferSelect) {
  return {
    id: row.id,
    atIso: row.at.toISOString(),
    at: formatInBusinessZone(row.at),
    actor: row.actor,
    action: row.action,
    label: activityLabel(row.action),
    detail: row.detail,
    request: row.requestKind && row.requestId !== null ? { kind: row.requestKind, id: row.requestId } : null,
  };
}
export type ActivityEntry = ReturnType<typeof entryView>;

export const ACTIVITY_PAGE_SIZE = 50;

/** Newest first, `pageSize` a page; `page` is clamped to the pages there are. */
export async function listActivity({
  page = 1,
  pageSize = ACTIVITY_PAGE_SIZE,
}: { page?: number; pageSize?: number } = {}) {
  return withDb(async (db) => {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(activity);
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
    const rows = await db
      .select()
      .from(activity)
      .orderBy(desc(activity.at), desc(activity.id))
      .limit(pageSize)
      .offset((current - 1) * pageSize);
    return { entries: rows.map(entryView), total, page: current, pageCount };
  });
}

/** A booking's or message's history, oldest first. */
export async function requestHistory(kind: RequestKind, id: number): Promise<ActivityEntry[]> {
  const rows = await withDb((db) =>
    db
      .select()
      .from(activity)
      .where(and(eq(activity.requestKind, kind), eq(activity.requestId, id)))
      .orderBy(asc(activity.at), asc(activity.id)),
  );
  return rows.map(entryView);
}
