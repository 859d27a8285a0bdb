import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { withDb } from "#app/db/client.server";
import { activity, bookings, mailQueue, type BookingWithLink } from "#app/db/schema";
import { aBookingInput, WINDOW_LABEL } from "#tests/fixtures/records";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { calendarMethod } from "#app/mail/ical.server";
import { handleAppointmentPost, loadAppointmentPage } from "./route.server";
import { bookAppointment } from "#app/scheduling/appointments.server";

// Monday 2026-11-23, 9:00 in New York (14:00Z).
const NOW = new Date("2026-11-23T14:00:00Z");
const LOCKED = `This appointment can no longer be changed online; please call us at ${business.phones.main.display}.`;

/** The visitor's page posts a plain form; answers as status, redirect target and message. */
async function post(booking: BookingWithLink, fields: Record<string, string>, now: Date, clientAddress = "192.0.2.10") {
  const request = new Request(`http://localhost/appointments/${booking.token}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const result = await handleAppointmentPost(request, booking.token, { clientAddress }, now);
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), message: undefined };
  return { status: result.init?.status ?? 200, location: null, message: result.data.message };
}

const load = (booking: BookingWithLink, now: Date) =>
  loadAppointmentPage(booking.token, new URL(`http://localhost/appointments/${booking.token}`), now);
/** The stored row a booking answer stands for (the token is handed out, never stored). */
const rowOf = ({ token: _token, ...row }: BookingWithLink) => row;
const stored = async (id: number) => (await withDb((db) => db.select().from(bookings))).find((b) => b.id === id)!;
const outbox = () => withDb((db) => db.select().from(mailQueue).orderBy(mailQueue.id));

describe.each(testDatabases("fridge-appointment-page"))("the appointment page's changes on $name", ({ setUp }) => {
  useTestDatabase(setUp, { SMTP_URL: "smtp://127.0.0.1:1" });
  beforeEach(async () => {
    await withDb(async (db) => {
      await db.delete(mailQueue);
      await db.delete(activity);
      await db.delete(bookings);
    });
  });

  it("moving and cancelling e-mail the business through the outbox, naming the change", async () => {
    const booking = await bookAppointment(
      aBookingInput({ name: "Rosa Vega", email: "rosa@example.com" }),
      () => [],
      NOW,
    );
    const moved = await post(
      booking,
      { intent: "reschedule", date: "2026-11-25", window: "afternoon" },
      NOW,
      "192.0.2.11",
    );
    expect(moved).toMatchObject({ status: 302, location: `/appointments/${booking.token}?changed=rescheduled` });
    const [move, visitorMove] = await outbox();
    expect(move).toMatchObject({
      recipient: business.emails.business,
      replyTo: "rosa@example.com",
      subject: `Moved by the customer: Rosa Vega, Wednesday, November 25, 2026, ${WINDOW_LABEL.afternoon}`,
      sentAt: null,
    });
    expect(move!.body).toContain(
      `Rosa Vega moved the visit from Tuesday, November 24, 2026, ${WINDOW_LABEL.morning} to Wednesday, November 25, 2026, ${WINDOW_LABEL.afternoon} on the appointment page.`,
    );
    expect(move!.body).toMatch(new RegExp(`/admin/requests/booking/${booking.id}\\b`));

    // The visitor's mail carries the event again under the same UID with a higher SEQUENCE, so
    // their calendar replaces the one of the confirmation (SEQUENCE 0).
    const uid = `UID:booking-${booking.id}@${new URL(business.siteUrl).hostname}`;
    expect(visitorMove).toMatchObject({
      recipient: "rosa@example.com",
      subject: "Your refrigerator repair visit has moved",
    });
    expect(visitorMove!.body).toContain(
      `Your visit has moved from Tuesday, November 24, 2026, ${WINDOW_LABEL.morning} to Wednesday, November 25, 2026, ${WINDOW_LABEL.afternoon}.`,
    );
    const moveIcs = visitorMove!.icsAttachment!;
    expect(moveIcs).toMatch(/^METHOD:PUBLISH\r$/m);
    expect(moveIcs).toContain(uid);
    expect(moveIcs).toMatch(/^SEQUENCE:1\r$/m);
    expect(moveIcs).toContain("DTSTART;TZID=America/New_York:20261125T120000");

    const cancelled = await post(booking, { intent: "cancel", confirm: "yes" }, NOW, "192.0.2.11");
    expect(cancelled).toMatchObject({ status: 302, location: `/appointments/${booking.token}?changed=cancelled` });
    const mails = await outbox();
    expect(mails).toHaveLength(4);
    expect(mails[3]).toMatchObject({
      recipient: "rosa@example.com",
      subject: "Your refrigerator repair visit is cancelled",
    });
    const cancelIcs = mails[3]!.icsAttachment!;
    expect(cancelIcs).toMatch(/^METHOD:CANCEL\r$/m);
    expect(cancelIcs).toContain(uid);
    expect(cancelIcs).toMatch(/^SEQUENCE:2\r$/m);
    expect(cancelIcs).toMatch(/^STATUS:CANCELLED\r$/m);
    // The mail's Content-Type names the same method (the worker reads it off the file).
    expect([calendarMethod(moveIcs), calendarMethod(cancelIcs)]).toEqual(["PUBLISH", "CANCEL"]);
    expect(mails[2]).toMatchObject({
      recipient: business.emails.business,
      subject: `Cancelled by the customer: Rosa Vega, Wednesday, November 25, 2026, ${WINDOW_LABEL.afternoon}`,
    });
    expect(mails[2]!.body).toContain(
      `Rosa Vega cancelled the visit of Wednesday, November 25, 2026, ${WINDOW_LABEL.afternoon} on the appointment page. The place is free again.`,
    );
    expect((await stored(booking.id)).status).toBe("cancelled");
  });

  it("cancelling without ticking the box changes nothing and says why", async () => {
    const booking = await bookAppointment(aBookingInput(), () => [], NOW);
    const unticked: Array<Record<string, string>> = [
      { intent: "cancel" },
      { intent: "cancel", confirm: "" },
      { intent: "cancel", confirm: "no" },
    ];
    for (const fields of unticked) {
      expect(await post(booking, fields, NOW, "192.0.2.12")).toEqual({
        status: 400,
        location: null,
        message: "Tick the box to confirm that you want to cancel the visit.",
      });
    }
    expect(await stored(booking.id)).toEqual(rowOf(booking));
    expect(await outbox()).toEqual([]);
    expect(await withDb((db) => db.select().from(activity))).toEqual([]);
  });

  it("moving to or checking a date that is no day of the calendar answers 400 with the date's message (not 503), changing nothing", async () => {
    const booking = await bookAppointment(aBookingInput(), () => [], NOW);
    for (const date of ["2027-02-30", "2027-04-31", "2026-13-01", "2026-03-00"]) {
      for (const intent of ["reschedule", "check"]) {
        expect(
          await post(booking, { intent, date, window: "morning" }, NOW, "192.0.2.14"),
          `${intent} ${date}`,
        ).toEqual({
          status: 400,
          location: null,
          message: "Choose a real calendar date.",
        });
      }
    }
    expect(await post(booking, { intent: "check", date: "2026-11-20" }, NOW, "192.0.2.14")).toMatchObject({
      status: 400,
      message: "Choose today or a later date.",
    });
    expect(await stored(booking.id)).toEqual(rowOf(booking));
    expect(await outbox()).toEqual([]);
  });

  it("once the technician is on the way, has arrived or is done, the page shows that step alone and refuses changes with 409", async () => {
    const booking = await bookAppointment(aBookingInput({ preferredDate: "2026-11-25" }), () => [], NOW);
    expect(await load(booking, NOW)).toMatchObject({
      canChange: true,
      underWay: false,
      statusText: expect.any(String),
    });
    for (const [visitStep, status] of [
      ["on_the_way", "scheduled"],
      ["arrived", "scheduled"],
      ["completed", "done"],
    ] as const) {
      await withDb((db) => db.update(bookings).set({ visitStep, status }).where(eq(bookings.id, booking.id)));
      const page = await load(booking, NOW);
      expect(page, visitStep).toMatchObject({ canChange: false, underWay: true, statusText: undefined });
      expect(page.visitStatus?.step).toBe(visitStep);
      const changes: Array<Record<string, string>> = [
        { intent: "reschedule", date: "2026-11-27", window: "evening" },
        { intent: "cancel", confirm: "yes" },
      ];
      for (const fields of changes) {
        expect(await post(booking, fields, NOW, "192.0.2.15"), `${visitStep} ${fields.intent}`).toEqual({
          status: 409,
          location: null,
          message: LOCKED,
        });
      }
    }
    expect((await stored(booking.id)).visitDate).toBe("2026-11-25");
    expect(await outbox()).toEqual([]);
  });

  it("from 2 hours before the window, and for a visit already past, the page offers only the phone and refuses changes with 409", async () => {
    // Tuesday's morning starts at 8:00 in New York (13:00Z): online changes close at 6:00 (11:00Z).
    const booking = await bookAppointment(aBookingInput({ preferredDate: "2026-11-24" }), () => [], NOW);
    expect((await load(booking, new Date("2026-11-24T10:59:00Z"))).canChange).toBe(true);
    const inside = new Date("2026-11-24T11:00:00Z");
    const past = new Date("2026-11-25T14:00:00Z");
    for (const now of [inside, past]) {
      const page = await load(booking, now);
      expect(page).toMatchObject({
        canChange: false,
        passed: now === past,
        status: "new",
        visit: `Tuesday, November 24, 2026, ${WINDOW_LABEL.morning}`,
      });
      const changes: Array<Record<string, string>> = [
        { intent: "reschedule", date: "2026-11-27", window: "evening" },
        { intent: "cancel", confirm: "yes" },
        { intent: "check", date: "2026-11-27" },
      ];
      for (const fields of changes) {
        expect(await post(booking, fields, now, "192.0.2.13")).toEqual({
          status: 409,
          location: null,
          message: LOCKED,
        });
      }
    }
    // Nothing changed: the same row, no mail, nothing in the log.
    expect(await stored(booking.id)).toEqual(rowOf(booking));
    expect(await outbox()).toEqual([]);
    expect(await withDb((db) => db.select().from(activity))).toEqual([]);
  });
});
