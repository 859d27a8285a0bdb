import { describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { activity, users } from "#app/db/schema";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { listActivity, logActivity, requestHistory } from "./activity.server";

// The log's queries are plain SQL both drivers share; PGlite is enough here.
const [pglite] = testDatabases("fridge-activity-test");

describe("the activity log", () => {
  useTestDatabase(pglite!.setUp);

  it("records who, what and when, and reads it newest first, page by page", async () => {
    const [owner] = await withDb((db) =>
      db
        .insert(users)
        .values({ email: "owner@example.com", role: "owner" })
        .returning({ id: users.id, email: users.email }),
    );
    const start = Date.parse("2026-11-20T13:05:00Z");
    // Written with explicit times (a minute apart) so the order does not depend on the clock.
    await withDb((db) =>
      db.insert(activity).values(
        Array.from({ length: 7 }, (_, n) => ({
          at: new Date(start + n * 60_000),
          actor: owner!.email,
          action: "sign-in",
          detail: `#${n + 1}`,
        })),
      ),
    );
    const first = await listActivity({ page: 1, pageSize: 3 });
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3 });
    expect(first.entries.map((e) => e.detail)).toEqual(["#7", "#6", "#5"]);
    expect(first.entries[0]).toMatchObject({
      actor: "owner@example.com",
      label: "Signed in",
      at: "Nov 20, 2026, 8:11 AM EST",
    });
    expect((await listActivity({ page: 3, pageSize: 3 })).entries.map((e) => e.detail)).toEqual(["#1"]);
    // A page past the end shows the last one; nonsense shows the first.
    expect((await listActivity({ page: 99, pageSize: 3 })).page).toBe(3);
    expect((await listActivity({ page: Number.NaN, pageSize: 3 })).page).toBe(1);

    await logActivity({
      user: owner!,
      action: "status-changed",
      request: { kind: "booking", id: 42 },
      detail: "Status: done",
    });
    await logActivity({ actor: "Visitor", action: "sign-in-failed", detail: "E-mail tried: x@example.com" });
    const latest = await listActivity({ pageSize: 2 });
    expect(latest.entries.map((e) => [e.actor, e.action, e.request])).toEqual([
      ["Visitor", "sign-in-failed", null],
      ["owner@example.com", "status-changed", { kind: "booking", id: 42 }],
    ]);
    expect((await requestHistory("booking", 42)).map((e) => e.detail)).toEqual(["Status: done"]);
    expect(await requestHistory("message", 42)).toEqual([]);
  });
});
