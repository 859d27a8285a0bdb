import { withDb, type Tx } from "~/db/client.server";
import { activity, type RequestKind } from "~/db/schema";

/** Who did something: a signed-in person, the visitor (on their appointment page), or the system. */
export type Actor = { id: number; email: string } | "Visitor" | "System";

export interface ActivityEntry {
  actor: Actor;
  /** A short verb phrase, e.g. "status changed", "note added", "date closed". */
  action: string;
  request?: { kind: RequestKind; id: number };
  detail?: string;
}

function row(entry: ActivityEntry) {
  const { actor } = entry;
  return {
    userId: typeof actor === "string" ? null : actor.id,
    actor: typeof actor === "string" ? actor : actor.email,
    action: entry.action,
    requestKind: entry.request?.kind ?? null,
    requestId: entry.request?.id ?? null,
    detail: entry.detail ?? "",
  };
}

/** Records an entry; inside a transaction when one is given, so it commits with the change. */
export async function logActivity(entry: ActivityEntry, tx?: Tx): Promise<void> {
  if (tx) await tx.insert(activity).values(row(entry));
  else await withDb((db) => db.insert(activity).values(row(entry)));
}
