import { beforeAll, describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings } from "#app/db/schema";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { listRequests } from "./list.server";

const [pglite] = testDatabases("fridge-medicine-order");

describe("Medicine in the staff list", () => {
  useTestDatabase(pglite!.setUp);
  const booking = (name: string, at: string, fields: Partial<typeof bookings.$inferInsert> = {}) => ({
    createdAt: new Date(at),
    name,
    email: `${name.toLowerCase()}@example.org`,
    phone: "8135550100",
    address: "1 Main St",
    city: "Tampa",
    zipCode: "33602",
    brand: "LG",
    issue: "Not Running",
    issueDescription: "Dead since the storm",
    preferredDate: "2026-11-24",
    preferredTime: "Morning (8am-12pm)",
    ...fields,
  });

  beforeAll(async () => {
    await withDb((db) =>
      db
        .insert(bookings)
        .values([
          booking("Medicine", "2026-11-20T10:00:00Z", { medicineAtRisk: "yes", powerOutage: "yes" }),
          booking("Urgent", "2026-11-21T10:00:00Z", { urgent: true, foodAtRisk: "yes" }),
          booking("Plain", "2026-11-22T10:00:00Z"),
          booking("Done", "2026-11-23T10:00:00Z", { medicineAtRisk: "yes", status: "done" }),
        ]),
    );
  });

  it("sorts open bookings with medicine before urgent ones, then the rest newest first", async () => {
    const { rows } = await listRequests({});
    expect(rows.map((r) => [r.name, r.medicine, r.urgent])).toEqual([
      ["Medicine", true, false],
      ["Urgent", false, true],
      ["Done", true, false],
      ["Plain", false, false],
    ]);
  });
});
