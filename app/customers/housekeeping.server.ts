import { withDb } from "#app/db/client.server";
import { eraseExpiredRequests } from "./customers.server";
import { attachUnmatched } from "./match.server";

/**
 * The customers' part of the server's housekeeping (server/app.ts, every tenth tick): requests
 * stored by a path that did not match them get their customer, and requests past the retention
 * period are erased (the privacy policy's promise).
 */
export async function customerHousekeeping(now = new Date()): Promise<void> {
  await withDb((db) => db.transaction((tx) => attachUnmatched(tx)));
  await eraseExpiredRequests(now);
}
