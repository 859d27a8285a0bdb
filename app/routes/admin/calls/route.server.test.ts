import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, SESSION_COOKIE } from "#app/auth/sessions.server";
import { withDb } from "#app/db/client.server";
import { activity, calls, users } from "#app/db/schema";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { handleCallsAction, loadCallsPage } from "./route.server";

const [pglite] = testDatabases("fridge-calls-page");

/** The Calls page's loader or action as a signed-in person reaches it; a thrown Response is the answer. */
async function asUser(userId: number, method: "GET" | "POST", fields: Record<string, string> = {}) {
  const cookie = `${SESSION_COOKIE}=${await createSession(userId)}`;
  const request = new Request("http://localhost/admin/calls", {
    method,
    headers: { Cookie: cookie, ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    body: method === "POST" ? new URLSearchParams(fields) : undefined,
  });
  try {
    return await (method === "GET" ? loadCallsPage(request) : handleCallsAction(request));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } }).init?.status ?? 200);

describe("the Calls page", () => {
  useTestDatabase(pglite!.setUp);
  let staff: number, technician: number, callId: number;
  beforeAll(async () => {
    const made = await withDb((db) =>
      db
        .insert(users)
        .values([
          { email: "staff@example.com", role: "staff", passwordHash: "x" },
          { email: "tech@example.com", role: "technician", passwordHash: "x" },
        ])
        .returning(),
    );
    [staff, technician] = made.map((u) => u.id) as [number, number];
    const [call] = await withDb((db) =>
      db.insert(calls).values({ callSid: "CA1", fromNumber: "+18135550123", status: "missed" }).returning(),
    );
    callId = call!.id;
  });
  afterAll(async () => {
    await withDb((db) => db.delete(calls));
  });

  it("is closed to a technician, read and posted alike", async () => {
    expect(statusOf(await asUser(technician, "GET"))).toBe(403);
    expect(statusOf(await asUser(technician, "POST", { intent: "called-back", callId: String(callId) }))).toBe(403);
    expect((await withDb((db) => db.select().from(calls)))[0]!.calledBackAt).toBeNull();
  });

  it("lists the open missed call for staff, who mark it called back (logged) and go back where they were", async () => {
    expect(await asUser(staff, "GET")).toMatchObject({ open: 1, calls: [{ id: callId, open: true }] });
    const bad: Record<string, string>[] = [
      {},
      { intent: "called-back", callId: "x" },
      { intent: "called-back", callId: "99999" },
    ];
    for (const fields of bad) expect([400, 404]).toContain(statusOf(await asUser(staff, "POST", fields)));
    const done = await asUser(staff, "POST", {
      intent: "called-back",
      callId: String(callId),
      back: "https://evil.example/",
    });
    expect((done as Response).headers.get("Location")).toBe("/admin/calls?saved=called-back");
    expect(await asUser(staff, "GET")).toMatchObject({ open: 0, calls: [{ calledBack: { by: "staff@example.com" } }] });
    expect((await withDb((db) => db.select().from(activity))).map((a) => a.action)).toEqual(["call-called-back"]);
  });
});
