import { desc } from "drizzle-orm";
import { requireOwner } from "#app/auth/guard.server";
import { withDb } from "#app/db/client.server";
import { activity } from "#app/db/schema";
import { activityCsv, csvResponse, csvUnavailable } from "#app/requests/csv.server";

/**
 * GET /admin/activity.csv: the whole activity log, newest first, for the owner only (staff get
 * the guard's 403 and no bytes; it names who signed in from where). Same writer as the request
 * exports, so formulas are neutralised here too.
 */
export async function exportActivityCsv(request: Request): Promise<Response> {
  await requireOwner(request);
  try {
    const rows = await withDb((db) => db.select().from(activity).orderBy(desc(activity.at), desc(activity.id)));
    return csvResponse(activityCsv(rows), "activity");
  } catch (error) {
    console.error("[admin] could not export the activity log:", error instanceof Error ? error.message : error);
    return csvUnavailable();
  }
}
