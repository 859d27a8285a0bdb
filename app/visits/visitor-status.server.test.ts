import { describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, users } from "#app/db/schema";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";
import { aBooking } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { moveVisit } from "./steps.server";
import { visitorStatusOfLink } from "./visitor-status.server";

const [pglite] = testDatabases("fridge-visitor-status-test");

describe("the visitor's status by their link", () => {
  useTestDatabase(pglite!.setUp);

  it("answers the step in words, final at the end, and nothing for an unknown link", async () => {
    const [tech] = await withDb((db) =>
      db.insert(users).values({ email: "t@example.com", role: "technician", name: "Maria Lopez" }).returning(),
    );
    const { id: _id, ...row } = aBooking({ status: "scheduled", technicianId: tech!.id });
    const [booking] = await withDb((db) => db.insert(bookings).values(row).returning({ id: bookings.id }));
    const token = await withDb((db) => addAppointmentLink(db, booking!.id));
    expect(await visitorStatusOfLink(token)).toEqual({
      step: "scheduled",
      text: "Your visit is scheduled.",
      final: false,
    });
    const actor = { id: tech!.id, name: "Maria Lopez", role: "technician" as const };
    await withDb((db) => db.transaction((tx) => moveVisit(tx, { bookingId: booking!.id, to: "arrived", actor })));
    expect(await visitorStatusOfLink(token)).toEqual({
      step: "arrived",
      text: "Your technician, Maria, has arrived",
      final: false,
    });
    await withDb((db) => db.transaction((tx) => moveVisit(tx, { bookingId: booking!.id, to: "completed", actor })));
    expect(await visitorStatusOfLink(token)).toMatchObject({ text: "Your repair is completed", final: true });
    expect(await visitorStatusOfLink("A".repeat(43))).toBeUndefined();
    expect(await visitorStatusOfLink("not-a-token")).toBeUndefined();
  });
});
