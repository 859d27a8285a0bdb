import { eq, ne, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { closeDb, withDb } from "#app/db/client.server";
import { bookings, closedDates, windowCapacities } from "#app/db/schema";
import { aBookingInput, WINDOW_LABEL } from "#tests/fixtures/records";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { setEnv } from "#tests/support/env";
import {
  availabilityOn,
  bookAppointment,
  cancelAppointment,
  canChangeOnline,
  findAppointment,
  rescheduleAppointment,
  WindowUnavailableError,
  AppointmentLockedError,
} from "./appointments.server";

// Fixed clock: Monday 2026-11-23, 9:00 in New York (14:00Z).
const NOW = new Date("2026-11-23T14:00:00Z");
const input = aBookingInput;

const noMail = () => [];
const nothing = async () => {};

describe.each(testDatabases("fridge-appointments"))("appointments on $name", ({ name, setUp }) => {
  useTestDatabase(setUp);
  beforeEach(async () => {
    setEnv({ BOOKING_WINDOW_CAPACITY: undefined });
    await withDb(async (db) => {
      await db.delete(bookings);
      await db.delete(windowCapacities);
      await db.delete(closedDates);
    });
  });

  it("books the window asked for, with a 256-bit token, and counts it", async () => {
    const row = await bookAppointment(input(), noMail, NOW);
    expect(row.visitDate).toBe("2026-11-24");
    expect(row.visitWindow).toBe("morning");
    expect(row.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await findAppointment(row.token!))?.id).toBe(row.id);
    expect(await findAppointment("x".repeat(43))).toBeUndefined();
    const day = await availabilityOn("2026-11-24", NOW);
    expect(day.windows.map((w) => [w.key, w.status, w.booked, w.capacity])).toEqual([
      ["morning", "open", 1, 3],
      ["afternoon", "open", 0, 3],
      ["evening", "open", 0, 3],
    ]);
  });

  it("20 requests racing for a window with capacity 1 store exactly 1", async () => {
    await withDb((db) => db.insert(windowCapacities).values({ weekday: 2, window: "afternoon", capacity: 1 }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => bookAppointment(input({ preferredTime: WINDOW_LABEL.afternoon }), noMail, NOW)),
    );
    const stored = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(stored).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(WindowUnavailableError);
      expect((r.reason as WindowUnavailableError).reason).toBe("full");
    }
    const rows = await withDb((db) => db.select().from(bookings).where(eq(bookings.visitWindow, "afternoon")));
    expect(rows).toHaveLength(1);
  });

  it("refuses closed dates, Sundays, Saturday evenings and ended windows; stores nothing", async () => {
    await withDb((db) => db.insert(closedDates).values({ date: "2026-11-26", note: "Thanksgiving" }));
    const refusals = [
      input({ preferredDate: "2026-11-26" }), // closed by the owner
      input({ preferredDate: "2026-11-29" }), // Sunday
      input({ preferredDate: "2026-11-28", preferredTime: WINDOW_LABEL.evening }), // Saturday evening
      input({ preferredDate: "2026-11-23", preferredTime: WINDOW_LABEL.morning }), // today, but...
    ];
    const late = new Date("2026-11-23T17:00:00Z"); // 12:00 in New York: the morning has ended
    for (const request of refusals) {
      await expect(bookAppointment(request, noMail, late)).rejects.toBeInstanceOf(WindowUnavailableError);
    }
    expect(await withDb((db) => db.select().from(bookings))).toEqual([]);
    const thanksgiving = await availabilityOn("2026-11-26", NOW);
    expect(thanksgiving.windows.every((w) => w.status === "closed")).toBe(true);
    expect(thanksgiving.nextDateWithRoom).toBe("2026-11-27");
  });

  it("gives First Available the earliest window with room, skipping full ones", async () => {
    setEnv({ BOOKING_WINDOW_CAPACITY: "1" });
    await bookAppointment(input({ preferredDate: "2026-11-24", preferredTime: WINDOW_LABEL.morning }), noMail, NOW);
    const first = await bookAppointment(input({ preferredTime: "First Available" }), noMail, NOW);
    expect([first.visitDate, first.visitWindow]).toEqual(["2026-11-24", "afternoon"]);
    const second = await bookAppointment(input({ preferredTime: "First Available" }), noMail, NOW);
    expect([second.visitDate, second.visitWindow]).toEqual(["2026-11-24", "evening"]);
    const third = await bookAppointment(input({ preferredTime: "First Available" }), noMail, NOW);
    expect([third.visitDate, third.visitWindow]).toEqual(["2026-11-25", "morning"]);
    const full = await availabilityOn("2026-11-24", NOW);
    expect(full.windows.map((w) => w.status)).toEqual(["full", "full", "full"]);
    expect(full.nextDateWithRoom).toBe("2026-11-25");
  });

  // Only a server with several connections interleaves transactions like this (PGlite runs one at a time).
  if (name === "PostgreSQL") {
    it("First Available keeps trying later windows when every one it first saw free was taken meanwhile", async () => {
      // Long deadlines: the held transactions below must outlive a slow, shared machine.
      setEnv({ BOOKING_WINDOW_CAPACITY: "1", DB_TIMEOUT_MS: "30000" });
      await closeDb();
      try {
        // Six bookings take the first six windows from Tuesday the 24th and hold them, uncommitted,
        // under their windows' locks (more than any fixed short list of candidates).
        const taken = [
          ["2026-11-24", WINDOW_LABEL.morning],
          ["2026-11-24", WINDOW_LABEL.afternoon],
          ["2026-11-24", WINDOW_LABEL.evening],
          ["2026-11-25", WINDOW_LABEL.morning],
          ["2026-11-25", WINDOW_LABEL.afternoon],
          ["2026-11-25", WINDOW_LABEL.evening],
        ] as const;
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let holding = 0;
        const holders = taken.map(([date, time]) =>
          bookAppointment(input({ preferredDate: date, preferredTime: time }), noMail, NOW, async () => {
            holding++;
            await gate;
          }),
        );
        await vi.waitFor(() => expect(holding).toBe(6), { timeout: 20_000, interval: 20 });
        // First Available reads the counts now (the six are invisible, so all look free), then
        // waits for the first window's lock; only then do the six commit.
        const first = bookAppointment(input({ preferredTime: "First Available" }), noMail, NOW);
        const waiting = async () => {
          const rows = await withDb((db) =>
            db.execute<{ n: number }>(
              sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
            ),
          );
          return rows[0]!.n;
        };
        await vi.waitFor(async () => expect(await waiting()).toBe(1), { timeout: 20_000, interval: 20 });
        release();
        expect(await Promise.all(holders)).toHaveLength(6);
        const given = await first;
        expect([given.visitDate, given.visitWindow]).toEqual(["2026-11-26", "morning"]);
        const live = await withDb((db) => db.select().from(bookings).where(ne(bookings.status, "cancelled")));
        expect(live).toHaveLength(7);
      } finally {
        setEnv({ DB_TIMEOUT_MS: undefined });
        await closeDb();
      }
    });
  }

  it("reschedules into a window with room and frees the old place; cancelling frees it too", async () => {
    setEnv({ BOOKING_WINDOW_CAPACITY: "1" });
    const mine = await bookAppointment(input(), noMail, NOW);
    const other = await bookAppointment(input({ preferredTime: WINDOW_LABEL.evening }), noMail, NOW);
    // The evening is taken by someone else.
    await expect(
      rescheduleAppointment(mine.token!, { date: "2026-11-24", key: "evening" }, nothing, NOW),
    ).rejects.toMatchObject({ reason: "full" });
    const moved = await rescheduleAppointment(mine.token!, { date: "2026-11-24", key: "afternoon" }, nothing, NOW);
    expect(moved.visitWindow).toBe("afternoon");
    // The morning it left is bookable again.
    expect((await bookAppointment(input(), noMail, NOW)).visitWindow).toBe("morning");
    const cancelled = await cancelAppointment(other.token!, nothing, NOW);
    expect(cancelled.status).toBe("cancelled");
    expect((await bookAppointment(input({ preferredTime: WINDOW_LABEL.evening }), noMail, NOW)).visitWindow).toBe(
      "evening",
    );
  });

  it("closes online changes 2 hours before the window starts", async () => {
    const booking = await bookAppointment(input({ preferredDate: "2026-11-24" }), noMail, NOW);
    // The morning window starts at 8:00 New York (13:00Z): changes close at 6:00 (11:00Z).
    expect(canChangeOnline(booking, new Date("2026-11-24T10:59:00Z"))).toBe(true);
    expect(canChangeOnline(booking, new Date("2026-11-24T11:00:00Z"))).toBe(false);
    await expect(cancelAppointment(booking.token!, nothing, new Date("2026-11-24T11:30:00Z"))).rejects.toBeInstanceOf(
      AppointmentLockedError,
    );
    expect((await findAppointment(booking.token!))?.status).toBe("new");
  });
});
