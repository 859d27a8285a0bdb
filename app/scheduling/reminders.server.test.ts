import { eq, isNotNull } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, mailQueue, users } from "#app/db/schema";
import { aBookingInput, WINDOW_LABEL } from "#tests/fixtures/records";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { bookAppointment, cancelAppointment, rescheduleAppointment, type BookingInput } from "./appointments.server";
import { processDueMail } from "#app/mail/worker.server";
import { changeStatus } from "#app/requests/detail.server";
import { queueDueReminders } from "./reminders.server";

// Monday 2026-11-23, 10:00 in New York: tomorrow is Tuesday the 24th.
const NOW = new Date("2026-11-23T15:00:00Z");

const input = (name: string, fields: Partial<BookingInput> = {}) =>
  aBookingInput({ name, email: `${name.toLowerCase()}@example.com`, ...fields });

describe.each(testDatabases("fridge-reminders"))("day-before reminders on $name", ({ setUp }) => {
  useTestDatabase(setUp, { SMTP_URL: "smtp://127.0.0.1:1" });

  it("queues one reminder per live appointment tomorrow, even when two workers race", async () => {
    const none = () => [];
    await bookAppointment(input("Ana"), none, NOW);
    await bookAppointment(input("Bo", { preferredTime: WINDOW_LABEL.evening }), none, NOW);
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
    expect(mails.find((m) => m.recipient === "bo@example.com")!.body).toContain(
      `Tuesday, November 24, 2026, ${WINDOW_LABEL.evening}`,
    );

    // Moved to tomorrow: a reminder for the new time goes out the next tick.
    await rescheduleAppointment(later.token!, { date: "2026-11-24", key: "afternoon" }, async () => {}, NOW);
    expect(await queueDueReminders(NOW)).toBe(1);
    const [moved] = await withDb((db) => db.select().from(bookings).where(eq(bookings.id, later.id)));
    expect(moved!.reminderQueuedAt).not.toBeNull();
  });

  it("a reminder still in the outbox is dropped when the visit is cancelled or moved, so the worker never sends it", async () => {
    await withDb(async (db) => {
      await db.delete(mailQueue);
      await db.delete(bookings);
    });
    const none = () => [];
    const byVisitor = await bookAppointment(input("Eve"), none, NOW);
    const movedAway = await bookAppointment(input("Fay"), none, NOW);
    const byStaff = await bookAppointment(input("Gus", { preferredTime: WINDOW_LABEL.afternoon }), none, NOW);
    await bookAppointment(input("Hal", { preferredTime: WINDOW_LABEL.evening }), none, NOW);
    expect(await queueDueReminders(NOW)).toBe(4);

    // Before the worker's next poll: the visitor cancels, another moves to Friday, staff cancel a third.
    await cancelAppointment(byVisitor.token!, async () => {}, NOW);
    await rescheduleAppointment(movedAway.token!, { date: "2026-11-27", key: "afternoon" }, async () => {}, NOW);
    const [owner] = await withDb((db) =>
      db.insert(users).values({ email: "owner@example.com", role: "owner" }).returning(),
    );
    expect(await changeStatus("booking", byStaff.id, "cancelled", { id: owner!.id, email: owner!.email })).toBe(true);

    const sent: Array<{ to: string; subject: string }> = [];
    const transport = {
      sendMail: async (mail: { to: string; subject: string }) => void sent.push({ to: mail.to, subject: mail.subject }),
    };
    expect(await processDueMail(transport as unknown as Transporter)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([{ to: "hal@example.com", subject: "Reminder: your refrigerator repair visit is tomorrow" }]);
    // Nothing else waits to go out later, and the one sent stays in the log even if Hal cancels now.
    const reminders = await withDb((db) => db.select().from(mailQueue).where(isNotNull(mailQueue.reminderFor)));
    expect(reminders.map((m) => [m.recipient, m.sentAt !== null])).toEqual([["hal@example.com", true]]);
    const hal = reminders[0]!.reminderFor!;
    expect(await changeStatus("booking", hal, "cancelled", { id: owner!.id, email: owner!.email })).toBe(true);
    expect(await withDb((db) => db.select().from(mailQueue).where(eq(mailQueue.reminderFor, hal)))).toHaveLength(1);
    // Friday's visit is reminded on Thursday, for Friday (its old mark was cleared with the drop).
    expect(await queueDueReminders(new Date("2026-11-26T15:00:00Z"))).toBe(1);
    const [friday] = await withDb((db) => db.select().from(mailQueue).where(eq(mailQueue.reminderFor, movedAway.id)));
    expect(friday!.body).toContain(`Friday, November 27, 2026, ${WINDOW_LABEL.afternoon}`);
  });
});
