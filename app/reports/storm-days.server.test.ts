import { describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, contactMessages, waitlistEntries } from "#app/db/schema";
import { aBookingInput } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { stormDays, stormDaysTable } from "./storm-days.server";

/** An entry on the waitlist as the waitlist's form stores it (the fields the figures read matter). */
const anEntry = (n: number, fields: Partial<typeof waitlistEntries.$inferInsert> = {}) => ({
  visitDate: "2026-11-30",
  visitWindow: "morning" as const,
  name: `Waiting ${n}`,
  email: `w${n}@example.com`,
  phone: "+18135550100",
  request: "{}",
  linkId: `link-${n}`,
  ...fields,
});

describe.each(testDatabases("fridge-storm-days"))("the storm's figures by New York day on $name", ({ setUp }) => {
  useTestDatabase(setUp);

  it("counts requests, bookings, power outages, medicine and the waitlist's joins, offers and claims per day", async () => {
    await withDb(async (db) => {
      await db.insert(bookings).values([
        // 23:30 in New York on Nov 25 (04:30 UTC the next day): Wednesday's, not Thursday's.
        { ...aBookingInput({ powerOutage: "yes" }), createdAt: new Date("2026-11-26T04:30:00Z") },
        {
          ...aBookingInput({ medicineAtRisk: "yes", powerOutage: "yes" }),
          createdAt: new Date("2026-11-26T15:00:00Z"),
        },
        { ...aBookingInput(), createdAt: new Date("2026-11-26T16:00:00Z") },
        // Before the 14 days: not counted.
        { ...aBookingInput({ powerOutage: "yes" }), createdAt: new Date("2026-11-01T15:00:00Z") },
      ]);
      await db.insert(contactMessages).values({
        name: "Asks",
        email: "asks@example.com",
        phone: "+18135550101",
        service: "General Inquiry",
        message: "Is my food safe?",
        createdAt: new Date("2026-11-26T17:00:00Z"),
      });
      await db.insert(waitlistEntries).values([
        anEntry(1, {
          createdAt: new Date("2026-11-25T15:00:00Z"),
          status: "claimed",
          offeredAt: new Date("2026-11-26T15:00:00Z"),
          claimedAt: new Date("2026-11-26T15:30:00Z"),
        }),
        anEntry(2, {
          createdAt: new Date("2026-11-26T15:00:00Z"),
          status: "offered",
          offeredAt: new Date("2026-11-26T18:00:00Z"),
        }),
        anEntry(3, { createdAt: new Date("2026-11-26T19:00:00Z") }),
      ]);
    });
    const days = await stormDays("2026-11-26");
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({
      date: "2026-11-26",
      requests: 3,
      bookings: 2,
      powerOutage: 1,
      medicine: 1,
      waitlistJoined: 2,
      waitlistOffered: 2,
      waitlistClaimed: 1,
    });
    expect(days[1]).toEqual({
      date: "2026-11-25",
      requests: 1,
      bookings: 1,
      powerOutage: 1,
      medicine: 0,
      waitlistJoined: 1,
      waitlistOffered: 0,
      waitlistClaimed: 0,
    });
    expect(days.at(-1)?.date).toBe("2026-11-13");

    const table = stormDaysTable(days);
    expect(table.rows[0]).toEqual(["Thu, Nov 26", 3, 2, 1, 1, 2, 2, 1]);
    expect(table.foot).toEqual(["Total", 4, 3, 2, 1, 3, 2, 1]);
  });
});
