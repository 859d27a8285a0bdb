import { data, redirect } from "react-router";
import { safeNextPath } from "#app/auth/access";
import { requireUser } from "#app/auth/guard.server";
import { listCalls, markCalledBack } from "#app/calls/calls.server";

/** The Calls page (the office: owner and staff; a technician gets 403 from the guard). */
export async function loadCallsPage(request: Request) {
  await requireUser(request);
  const calls = await listCalls();
  return { calls, open: calls.filter((c) => c.open).length };
}

export type CallsAction = { error: string };

/**
 * "Called back" (from this page or a customer's): marks the missed call done, logged, and goes
 * back to the page it came from (a workspace page only).
 */
export async function handleCallsAction(request: Request) {
  const user = await requireUser(request);
  const form = await request.formData().catch(() => undefined);
  const fail = (error: string, status = 400) => data<CallsAction>({ error }, { status });
  if (form?.get("intent") !== "called-back") return fail("Unknown action.");
  const idText = String(form.get("callId") ?? "");
  const id = Number(idText);
  if (!/^\d{1,10}$/.test(idText) || !Number.isSafeInteger(id) || id < 1) return fail("Choose a call.");
  try {
    const done = await markCalledBack(id, user);
    if (done === "not-found") return fail("That call is no longer in the list.", 404);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[admin] could not mark a call called back:", error instanceof Error ? error.message : error);
    return fail("The database is not reachable right now; nothing was changed.", 503);
  }
  // Back to this page or the customer's (safeNextPath: a workspace page of this site, or /admin).
  const back = safeNextPath(form.get("back")).split("?")[0];
  return redirect(`${back === "/admin" ? "/admin/calls" : back}?saved=called-back`);
}
