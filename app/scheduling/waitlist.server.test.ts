import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, textOutbox, waitlistEntries } from "#app/db/schema";
import { aBookingInput } from "#tests/fixtures/records";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { setEnv } from "#tests/support/env";
import { startFakeSmsProvider } from "#tests/support/sms-provider";
import { availabilityOn, bookAppointment, cancelAppointment, WindowUnavailableError } from "./appointments.server";
import {
  claimHeldPlace,
  HOLD_MINUTES,
  HoldGoneError,
  joinWaitlist,
  leaveWaitlist,
  offerFreedPlaces,
  waitlistHousekeeping,
} from "./waitlist.server";
import { slotOf } from "./windows";

// Monday 2026-11-23, 9:00 in New York; the window waited for is Tuesday's morning.
const NOW = new Date("2026-11-23T14:00:00Z");
const SLOT = slotOf("2026-11-24", "morning");
const noMail = () => [];
const nothing = async () => {};
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const entries = () => withDb((db) => db.select().from(waitlistEntries).orderBy(waitlistEntries.id));
const liveInWindow = async () =>
  (await withDb((db) => db.select().from(bookings).where(eq(bookings.visitDate, SLOT.date)))).filter(
    (b) => b.status !== "cancelled" && b.visitWindow === SLOT.key,
  );

describe.each(testDatabases("fridge-waitlist"))("the waitlist on $name", ({ setUp }) => {
  useTestDatabase(setUp, { BOOKING_WINDOW_CAPACITY: "2", DB_TIMEOUT_MS: "30000" });
  let tokens: string[];

  beforeEach(async () => {
    setEnv({ BOOKING_WINDOW_CAPACITY: "2" });
    await withDb(async (db) => {
      await db.delete(waitlistEntries);
      await db.delete(bookings);
    });
    // The window full: two bookings, then three refused visitors join (the last with medicine).
    tokens = [];
    for (const name of ["Booked A", "Booked B"])
      tokens.push((await bookAppointment(aBookingInput({ name }), noMail, NOW)).token!);
    await expect(bookAppointment(aBookingInput({ name: "Refused" }), noMail, NOW)).rejects.toBeInstanceOf(
      WindowUnavailableError,
    );
  });

  async function joinThree() {
    const first = await joinWaitlist(aBookingInput({ name: "First" }), SLOT, NOW);
    const second = await joinWaitlist(aBookingInput({ name: "Second" }), SLOT, NOW);
    const insulin = await joinWaitlist(aBookingInput({ name: "Insulin", medicineAtRisk: "yes" }), SLOT, NOW);
    return { first, second, insulin };
  }

  it("texts the offer, with its link and the hold's end, only to one who consented to texts", async () => {
    const fake = await startFakeSmsProvider();
    try {
      setEnv({ SMS_URL: fake.url });
      await withDb((db) => db.delete(textOutbox));
      const consent = { smsConsentAt: NOW, smsConsentClient: "203.0.113.5", smsConsentVersion: "test" };
      await joinWaitlist(aBookingInput({ name: "Texted", phone: "(813) 555-0181", ...consent }), SLOT, NOW);
      await joinWaitlist(aBookingInput({ name: "Mailed only", phone: "(813) 555-0182" }), SLOT, NOW);
      await Promise.all(tokens.map((token) => cancelAppointment(token, nothing, NOW)));
      expect(await offerFreedPlaces(SLOT, NOW)).toHaveLength(2);
      const texts = await withDb((db) => db.select().from(textOutbox));
      expect(texts.map((t) => [t.kind, t.toNumber, t.bookingId])).toEqual([["waitlist_offer", "+18135550181", null]]);
      // Held 60 minutes from 9:00 AM in New York.
      expect(texts[0]!.body).toMatch(
        /a place opened Tue, Nov 24.* It's yours until 10:00 AM: \S+\/waitlist\/[\w-]{43} /,
      );
    } finally {
      setEnv({ SMS_URL: undefined });
      await fake.stop();
    }
  });

  it("tells each their place in line, medicine first, then first come; nothing is offered while full", async () => {
    const { first, second, insulin } = await joinThree();
    expect([first.place, second.place, insulin.place]).toEqual([1, 2, 1]);
    expect((await entries()).map((e) => e.status)).toEqual(["waiting", "waiting", "waiting"]);
  });

  it("two cancellations noticed by several at once: two places, offered once each, medicine first; holds count", async () => {
    await joinThree();
    await Promise.all(tokens.map((token) => cancelAppointment(token, nothing, NOW)));
    const offers = await Promise.all(Array.from({ length: 4 }, () => offerFreedPlaces(SLOT, NOW)));
    expect(offers.flat()).toHaveLength(2);
    expect((await entries()).map((e) => [e.name, e.status])).toEqual([
      ["First", "offered"],
      ["Second", "waiting"],
      ["Insulin", "offered"],
    ]);
    // The holds count against capacity: the window is full to a new visitor.
    const day = await availabilityOn(SLOT.date, NOW);
    expect(day.windows.find((w) => w.key === "morning")).toMatchObject({ status: "full", booked: 2 });
    await expect(bookAppointment(aBookingInput({ name: "Walk-in" }), noMail, NOW)).rejects.toBeInstanceOf(
      WindowUnavailableError,
    );
  });

  it("two claims of one hold at once book it once; a second use of the link is refused", async () => {
    await joinThree();
    await cancelAppointment(tokens[0]!, nothing, NOW);
    const [offer] = await offerFreedPlaces(SLOT, NOW);
    const claims = await Promise.allSettled([
      claimHeldPlace(offer!.token, noMail, later(5)),
      claimHeldPlace(offer!.token, noMail, later(5)),
    ]);
    expect(claims.filter((c) => c.status === "fulfilled")).toHaveLength(1);
    const refused = claims.find((c): c is PromiseRejectedResult => c.status === "rejected");
    expect(refused?.reason).toBeInstanceOf(HoldGoneError);
    expect((await liveInWindow()).map((b) => b.name).sort()).toEqual(["Booked B", "Insulin"]);
    expect((await entries()).find((e) => e.name === "Insulin")).toMatchObject({ status: "claimed" });
  });

  it("two different holds claimed at once both book: the window ends exactly full", async () => {
    await joinThree();
    await Promise.all(tokens.map((token) => cancelAppointment(token, nothing, NOW)));
    const offers = await offerFreedPlaces(SLOT, NOW);
    await Promise.all(offers.map((o) => claimHeldPlace(o.token, noMail, later(1))));
    expect((await liveInWindow()).map((b) => b.name).sort()).toEqual(["First", "Insulin"]);
    expect(await offerFreedPlaces(SLOT, later(2))).toEqual([]);
  });

  it("an unclaimed hold runs out after 60 minutes and passes to the next; leaving passes it on too", async () => {
    await joinThree();
    await cancelAppointment(tokens[0]!, nothing, NOW);
    const [offer] = await offerFreedPlaces(SLOT, NOW);
    expect(await waitlistHousekeeping(later(HOLD_MINUTES - 1))).toEqual([]);
    const passed = await waitlistHousekeeping(later(HOLD_MINUTES));
    expect(passed).toHaveLength(1);
    await expect(claimHeldPlace(offer!.token, noMail, later(HOLD_MINUTES + 1))).rejects.toBeInstanceOf(HoldGoneError);
    expect((await entries()).map((e) => [e.name, e.status])).toEqual([
      ["First", "offered"],
      ["Second", "waiting"],
      ["Insulin", "expired"],
    ]);
    // First leaves from the link: the held place goes to Second at once.
    await leaveWaitlist(passed[0]!.token, later(HOLD_MINUTES + 2));
    expect((await entries()).map((e) => [e.name, e.status])).toEqual([
      ["First", "left"],
      ["Second", "offered"],
      ["Insulin", "expired"],
    ]);
  });
});
