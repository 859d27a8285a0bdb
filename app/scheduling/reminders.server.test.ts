import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, withDb } from "~/db/client.server";
import { bookings, mailQueue } from "~/db/schema";
import { aBookingInput } from "~/db/test-fixtures";
import { testDatabases } from "~/db/test-postgres";
import { bookAppointment, cancelAppointment, rescheduleAppointment, type BookingInput } from "./appointments.server";
import { queueDueReminders } from "./reminders.server";

// Monday 2026-11-23, 10:00 in New York: tomorrow is Tuesday the 24th.
const NOW = new Date("2026-11-23T15:00:00Z");

const input = (name: string, fields: Partial<BookingInput> = {}) =>
  aBookingInput({ name, email: `${name.toLowerCase()}@example.com`, ...fields });

describe.each(testDatabases("fridge-reminders"))("day-before reminders on $name", ({ setUp }) => {
  let tearDown: () => Promise<void>;
  beforeAll(async () => {
    await closeDb();
    tearDown = await setUp();
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
  });
  afterAll(async () => {
    await closeDb();
    await tearDown?.();
    delete process.env.DATABASE_URL;
    delete process.env.DATA_DIR;
    delete process.env.SMTP_URL;
  });

  it("queues one reminder per live appointment tomorrow, even when two workers race", async () => {
    const none = () => [];
    await bookAppointment(input("Ana"), none, NOW);
    await bookAppointment(input("Bo", { preferredTime: "Evening (4pm-8pm)" }), none, NOW);
    const cancelled = await bookAppointment(input("Cy"), none, NOW);
    await cancelAppointment(cancelled.token!, async () => {}, NOW);
    const later = await bookAppointment(input("Di", { preferredDate: "2026-11-25" }), none, NOW);

    // Not in the night before 9am.
    expect(await queueDueReminders(new Date("2026-11-23T12:00:00Z"))).toBe(0);
    // Two ticks at once (two server processes): each booking is claimed by exactly one.
    const counts = await Promise.all([queueDueReminders(NOW), queueDueReminders(NOW), queueDueReminders(NOW)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await queueDueReminders(NOW)).toBe(0);

    const mails = await withDb((db) => db.select().from(mailQueue));
    expect(mails.map((m) => m.recipient).sort()).toEqual(["ana@example.com", "bo@example.com"]);
    expect(mails.every((m) => m.subject === "Reminder: your refrigerator repair visit is tomorrow")).toBe(true);
    expect(mails.find((m) => m.recipient === "bo@example.com")!.body).toContain("Tuesday, November 24, 2026, Evening (4pm-8pm)");

    // Moved to tomorrow: a reminder for the new time goes out the next tick.
    await rescheduleAppointment(later.token!, { date: "2026-11-24", key: "afternoon" }, async () => {}, NOW);
    expect(await queueDueReminders(NOW)).toBe(1);
    const [moved] = await withDb((db) => db.select().from(bookings).where(eq(bookings.id, later.id)));
    expect(moved!.reminderQueuedAt).not.toBeNull();
  });
});
