import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession, SESSION_COOKIE } from "#app/auth/sessions.server";
import { attachBooking } from "#app/customers/match.server";
import { withDb } from "#app/db/client.server";
import { bookings, users } from "#app/db/schema";
import { estimateIn, ESTIMATE_STATES } from "#tests/fixtures/estimate-states";
import { aBookingInput } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { loadCustomerPage } from "./route.server";

const [pglite] = testDatabases("fridge-customer-page");

describe("the estimate's status on the customer's page (issue 32)", () => {
  useTestDatabase(pglite!.setUp);

  it("says where each visit's estimate stands, in the list's words; a visit without one says nothing", async () => {
    const [owner] = await withDb((db) =>
      db
        .insert(users)
        .values({ email: "customer-page-owner@example.com", name: "Olive", role: "owner", passwordHash: "x" })
        .returning(),
    );
    const actor = { id: owner!.id, name: owner!.name, email: owner!.email, role: owner!.role };
    // Five visits of one customer (the same e-mail and phone).
    const ids: number[] = [];
    for (const _ of [...ESTIMATE_STATES, "none"]) {
      const id = await withDb((db) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(bookings)
            .values({ ...aBookingInput({ email: "repeat@example.com" }), status: "scheduled" })
            .returning();
          await attachBooking(tx, row!);
          return row!.id;
        }),
      );
      ids.push(id);
    }
    for (const [i, state] of ESTIMATE_STATES.entries()) await estimateIn(state, ids[i]!, actor);
    const [first] = await withDb((db) => db.select().from(bookings).where(eq(bookings.id, ids[0]!)));
    const customerId = first!.customerId!;
    expect(customerId).not.toBeNull();

    const page = await loadCustomerPage(
      new Request(`http://localhost/admin/customers/${customerId}`, {
        headers: { Cookie: `${SESSION_COOKIE}=${await createSession(owner!.id)}` },
      }),
      String(customerId),
    );
    const shown = new Map(page.requests.map((r) => [r.id, r.estimateStatus?.text ?? null]));
    expect(ids.map((id) => shown.get(id))).toEqual([
      "Estimate not sent yet",
      "Estimate sent",
      "Estimate approved",
      "Estimate declined",
      null,
    ]);
  });
});
