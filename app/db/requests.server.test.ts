import { eq, like, or } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { bookingMails, contactMails } from "#app/mail/messages.server";
import { closeDb, connect, getDb } from "./client.server";
import { saveContactMessage } from "./requests.server";
import { bookings, contactMessages, mailQueue } from "./schema";
import { icsTimeOf, WINDOW_LABEL } from "#tests/fixtures/records";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { setEnv } from "#tests/support/env";
import { bookAppointment, type BookingInput } from "#app/scheduling/appointments.server";

const HOSTILE = `José Ñúñez 🧊 "quoted" <script>alert(1)</script> O'Brien; DROP TABLE bookings;--`;
let counter = 0;
const unique = (label: string) => `${label}-${process.pid}-${++counter}`;

type ContactInput = Parameters<typeof saveContactMessage>[0];
// Bookings are stored through the appointment rules (a window with room), on a fixed clock.
const NOW = new Date("2026-11-23T14:00:00Z");
const saveBooking = (input: BookingInput, mails?: Parameters<typeof bookAppointment>[1]) =>
  bookAppointment(input, mails ?? (() => []), NOW);

const message = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  name: HOSTILE,
  email: "jose@example.com",
  phone: "(813) 555-0100",
  service: "Water Leaking",
  message: `Line one\nLine two with tab\tand ${HOSTILE}`,
  ...overrides,
});

const booking = (overrides: Partial<BookingInput> = {}): BookingInput => ({
  name: HOSTILE,
  email: "jose@example.com",
  phone: "+1 813 555 0100",
  address: '123 Bayshore Blvd, Apt #4 "B"',
  city: "Tampa",
  zipCode: "33606",
  brand: "Sub-Zero",
  model: "BI-36UFD/S",
  issue: "Not Cooling",
  issueDescription: `Warm since Tuesday 🥵 — ${HOSTILE}`,
  preferredDate: "2027-03-15",
  preferredTime: WINDOW_LABEL.morning,
  additionalInfo: "Gate code: =1+2",
  ...overrides,
});

const drivers = testDatabases("fridge-db-test");

/** The stored rows, read straight from the tables. */
const messagesFrom = async (email: string) =>
  (await getDb()).select().from(contactMessages).where(eq(contactMessages.email, email));
const bookingsFrom = async (email: string) => (await getDb()).select().from(bookings).where(eq(bookings.email, email));

describe.each(drivers)("storage on $name", ({ setUp }) => {
  useTestDatabase(setUp);

  beforeEach(() => {
    setEnv({ SMTP_URL: undefined, BOOKING_WINDOW_CAPACITY: "100" });
  });

  it("stores a contact message and reads it back exactly", async () => {
    const email = `${unique("roundtrip")}@example.com`;
    const saved = await saveContactMessage(message({ email }));
    expect(saved.id).toBeGreaterThan(0);
    expect(saved.status).toBe("new");

    const [row] = await messagesFrom(email);
    expect(row).toMatchObject({ ...message({ email }), id: saved.id, status: "new", createdAt: expect.any(Date) });
    expect(row!.name).toBe(HOSTILE);
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("stores a booking with every field exactly", async () => {
    const email = `${unique("booking")}@example.com`;
    const saved = await saveBooking(booking({ email }));
    const [row] = await bookingsFrom(email);
    expect(row).toMatchObject({ ...booking({ email }), id: saved.id, status: "new", createdAt: expect.any(Date) });
    // A calendar date stays the date that was chosen, whatever the server's zone.
    expect(row!.preferredDate).toBe("2027-03-15");
    expect([row!.visitDate, row!.visitWindow]).toEqual(["2027-03-15", "morning"]);
    // The visitor's link: its token is handed back once, and the row does not hold it.
    expect(saved.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(saved.token);
  });

  it("refuses a status outside the list (a CHECK constraint in the database)", async () => {
    const email = `${unique("status")}@example.com`;
    const saved = await saveBooking(booking({ email }));
    const db = await getDb();
    await expect(
      db
        .update(bookings)
        .set({ status: "bogus" as never })
        .where(eq(bookings.id, saved.id)),
    ).rejects.toThrow();
    const [after] = await bookingsFrom(email);
    expect(after!.status).toBe("new");
  });

  it("queues no mail without SMTP_URL", async () => {
    const email = `${unique("nomail")}@example.com`;
    await saveContactMessage(message({ email }), (row) => contactMails(row, { confirmVisitor: true }));
    await saveBooking(booking({ email }), (row) => bookingMails(row, { confirmVisitor: true }));
    const db = await getDb();
    const rows = await db
      .select()
      .from(mailQueue)
      .where(or(eq(mailQueue.recipient, email), eq(mailQueue.replyTo, email)));
    expect(rows).toEqual([]);
  });

  it("queues the owner's notification and the visitor's confirmation with SMTP_URL", async () => {
    setEnv({ SMTP_URL: "smtp://127.0.0.1:1" });
    const email = `${unique("mail")}@example.com`;
    const savedBooking = await saveBooking(booking({ email, preferredTime: WINDOW_LABEL.afternoon }), (row) =>
      bookingMails(row, { confirmVisitor: true }),
    );
    await saveContactMessage(message({ email }), (row) => contactMails(row, { confirmVisitor: true }));

    const db = await getDb();
    const rows = await db
      .select()
      .from(mailQueue)
      .where(or(eq(mailQueue.recipient, email), eq(mailQueue.replyTo, email)))
      .orderBy(mailQueue.id);
    expect(rows.map((r) => [r.recipient, r.subject])).toEqual([
      [business.emails.business, `New booking: ${HOSTILE}, Monday, March 15, 2027, ${WINDOW_LABEL.afternoon}`],
      [email, "Your refrigerator repair visit is booked"],
      [business.emails.business, `New message: ${HOSTILE}, Water Leaking`],
      [email, "We received your message"],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ attempts: 0, sentAt: null, failedAt: null, lastError: null });
    }
    // The owner can reply straight to the visitor; the body carries every field exactly.
    expect(rows[0]!.replyTo).toBe(email);
    expect(rows[0]!.body).toContain(`Issue: Not Cooling`);
    expect(rows[0]!.body).toContain(booking().issueDescription);
    expect(rows[0]!.icsAttachment).toBeNull();
    // Only the visitor's booking confirmation carries the calendar file: the afternoon (12-4pm) in New York.
    expect(rows[1]!.icsAttachment).toContain(
      `DTSTART;TZID=America/New_York:20270315T${icsTimeOf("afternoon", "start")}`,
    );
    expect(rows[1]!.icsAttachment).toContain(`DTEND;TZID=America/New_York:20270315T${icsTimeOf("afternoon", "end")}`);
    expect(rows[1]!.icsAttachment).toContain(`UID:booking-${savedBooking.id}@`);
    // ...and the private link to see, move or cancel it.
    expect(rows[1]!.body).toContain(`/appointments/${savedBooking.token}`);
    // Multi-line text is indented under its label, every character kept, in the owner's copy;
    // the visitor's confirmation goes to a typed address and carries none of it.
    expect(rows[2]!.body).toContain(`Message:\n  Line one\n  Line two with tab\tand ${HOSTILE}`);
    expect(rows[3]!.body).not.toContain("Line one");
    expect(rows[1]!.body).not.toContain(HOSTILE);
  });

  it("rolls the request back when its mail cannot be queued", async () => {
    setEnv({ SMTP_URL: "smtp://127.0.0.1:1" });
    const email = `${unique("rollback")}@example.com`;
    // A mail row without a recipient violates NOT NULL: the insert fails inside the transaction.
    await expect(
      saveContactMessage(message({ email }), () => [{ recipient: null as never, subject: "x", body: "y" }]),
    ).rejects.toThrow();

    const db = await getDb();
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
    expect(
      await db
        .select()
        .from(mailQueue)
        .where(like(mailQueue.recipient, `${email}%`)),
    ).toEqual([]);
  });

  it("keeps what was stored across a reconnect, and migrating again changes nothing", async () => {
    const email = `${unique("durable")}@example.com`;
    await saveContactMessage(message({ email }));
    await closeDb();
    const [row] = await messagesFrom(email);
    expect(row?.name).toBe(HOSTILE);
  });
});

describe("an unreachable database", () => {
  afterAll(async () => {
    setEnv({ DATABASE_URL: undefined });
    await closeDb();
  });

  it("fails the save (so the form can answer 503) and retries on the next request", async () => {
    await closeDb();
    setEnv({ DATABASE_URL: "postgres://x:y@127.0.0.1:1/none" });
    await expect(saveContactMessage(message())).rejects.toThrow();
    // Not cached: the second request tries to connect again rather than reusing the failure.
    await expect(getDb()).rejects.toThrow();
    await expect(connect({ databaseUrl: "postgres://x:y@127.0.0.1:1/none" })).rejects.toThrow();
  });
});
