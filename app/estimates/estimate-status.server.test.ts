import { describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, users } from "#app/db/schema";
import { aBookingInput } from "#tests/fixtures/records";
import { estimateIn, ESTIMATE_STATES, oneOptionEstimate } from "#tests/fixtures/estimate-states";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { estimateStatusText, estimateStatusView } from "./estimate-status";
import { estimateStatusesOf } from "./estimate-status.server";
import { writeEstimate } from "./estimates.server";

describe("an estimate's status in words", () => {
  it("has one phrase per status a list shows, none for a superseded version or no estimate", () => {
    expect(estimateStatusText).toEqual({
      draft: "Estimate not sent yet",
      sent: "Estimate sent",
      approved: "Estimate approved",
      declined: "Estimate declined",
    });
    expect(estimateStatusView("approved")).toEqual({ status: "approved", text: "Estimate approved" });
    expect(estimateStatusView("superseded")).toBeNull();
    expect(estimateStatusView(undefined)).toBeNull();
  });
});

describe.each(testDatabases("fridge-estimate-status"))("estimate statuses of many visits on $name", ({ setUp }) => {
  useTestDatabase(setUp, { DB_TIMEOUT_MS: "60000" });

  it("reads the newest version's status of each visit in one query; a visit without one is absent", async () => {
    const [owner] = await withDb((db) =>
      db.insert(users).values({ email: "status-owner@example.com", name: "Olive", role: "owner" }).returning(),
    );
    const actor = { id: owner!.id, name: owner!.name, email: owner!.email, role: owner!.role };
    const rows = await withDb((db) =>
      db
        .insert(bookings)
        .values(
          [...ESTIMATE_STATES, "none", "revised"].map((s) => ({
            ...aBookingInput({ email: `status-${s}@example.com` }),
            status: "scheduled" as const,
          })),
        )
        .returning({ id: bookings.id }),
    );
    const ids = rows.map((r) => r.id);
    for (const [i, state] of ESTIMATE_STATES.entries()) await estimateIn(state, ids[i]!, actor);
    // Approved, then a second version written: the newest (a draft) is what stands now.
    const revised = ids[5]!;
    await estimateIn("approved", revised, actor);
    expect((await writeEstimate(actor, revised, oneOptionEstimate())).ok).toBe(true);

    const statuses = await estimateStatusesOf([...ids, ids[0]!]);
    expect(ids.map((id) => statuses.get(id)?.text ?? null)).toEqual([
      "Estimate not sent yet",
      "Estimate sent",
      "Estimate approved",
      "Estimate declined",
      null,
      "Estimate not sent yet",
    ]);
    expect(statuses.get(ids[2]!)).toEqual({ status: "approved", text: "Estimate approved" });
    expect(await estimateStatusesOf([])).toEqual(new Map());
  });
});
