import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, mailQueue, users, waitlistEntries } from "#app/db/schema";
import type { SubmissionResult } from "#app/forms/submission";
import { addDays, todayInBusinessZone, weekdayOf } from "#app/lib/dates";
import { bookAppointment, cancelAppointment } from "#app/scheduling/appointments.server";
import { offerWhatOpened } from "#app/scheduling/waitlist.server";
import { switchStormModeOff, switchStormModeOn } from "#app/settings/storm-mode.server";
import { aBookingInput, WINDOW_LABEL } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { handleBookingPost } from "../book/route.server";
import { loadSchedulePage, scheduleAction } from "../admin/schedule/route.server";
import { loadToday, todayAction } from "../admin/today/route.server";
import { handleWaitlistPost, loadWaitlistPage } from "./route.server";

/**
 * The waitlist from the visitor's side, through the routes: the wizard's refusal offers it, the
 * same form with waitlist=yes joins, a cancel offers the place by mail, the link books it or
 * leaves. The rules under it (order, holds, races on both drivers) are waitlist.server.test.ts's.
 */

/** A weekday a few days ahead in New York, so its morning is bookable whatever today is. */
function aWeekdayAhead(): string {
  let date = addDays(todayInBusinessZone(), 3);
  while ([0, 6].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}
const DAY = aWeekdayAhead();
const client = { clientAddress: "203.0.113.7" };

async function postBooking(name: string, extra: Record<string, string> = {}) {
  const body = new URLSearchParams({
    intent: "book",
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: "(813) 555-0100",
    address: "1 Main St",
    city: "Tampa",
    zipCode: "33602",
    brand: "LG",
    issue: "Not Cooling",
    issueDescription: "Warm since Monday.",
    medicineAtRisk: "no",
    preferredDate: DAY,
    preferredTime: WINDOW_LABEL.morning,
    ...extra,
  });
  const request = new Request("http://localhost/book", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const result = (await handleBookingPost(request, client)) as unknown as {
    data: SubmissionResult;
    init: { status?: number } | null;
  };
  return { status: result.init?.status, body: result.data };
}

const mailTo = (recipient: string) =>
  withDb((db) => db.select().from(mailQueue).where(eq(mailQueue.recipient, recipient)).orderBy(mailQueue.id));
const linkIn = (body: string) => /\/waitlist\/([A-Za-z0-9_-]{43})/.exec(body)?.[1];

async function postWaitlist(token: string, intent: string) {
  const request = new Request(`http://localhost/waitlist/${token}`, {
    method: "POST",
    body: new URLSearchParams({ intent }),
  });
  const result = await handleWaitlistPost(request, token, client);
  if (result instanceof Response)
    return { status: result.status, message: undefined, location: result.headers.get("Location") };
  const refused = result as unknown as { data: { message: string }; init: { status?: number } | null };
  return { status: refused.init?.status, message: refused.data.message, location: undefined };
}

describe.each(testDatabases("fridge-waitlist-routes").filter((d) => d.name === "PGlite"))(
  "joining and claiming through the pages on $name",
  ({ setUp }) => {
    useTestDatabase(setUp, {
      BOOKING_WINDOW_CAPACITY: "1",
      SMTP_URL: "smtp://127.0.0.1:1",
      RATE_LIMIT_PER_MINUTE: "1000",
    });

    it("a full window refused offers the waitlist; waitlist=yes joins; a cancel offers the place; the link books it", async () => {
      const taken = await bookAppointment(aBookingInput({ name: "First", preferredDate: DAY }), () => []);

      const refused = await postBooking("Rosa");
      expect(refused.status).toBe(409);
      if (refused.body.ok) throw new Error("expected a refusal");
      expect(refused.body.offer).toBe("waitlist");
      expect(refused.body.message).toContain("Or join the waitlist for this window");
      expect(refused.body.values?.name).toBe("Rosa");

      const joined = await postBooking("Rosa", { waitlist: "yes" });
      expect(joined.status).toBe(200);
      if (!joined.body.ok) throw new Error(joined.body.message);
      expect(joined.body.summary).toMatchObject({ waitlist: "yes", place: "1", time: WINDOW_LABEL.morning });
      // A second visitor is number 2; nothing was booked for either.
      const second = await postBooking("Sam", { waitlist: "yes" });
      expect(second.body.ok && second.body.summary?.place).toBe("2");
      expect(await withDb((db) => db.select().from(bookings).where(eq(bookings.visitDate, DAY)))).toHaveLength(1);

      const [joinedMail] = await mailTo("rosa@example.com");
      expect(joinedMail?.subject).toBe("You're on the waitlist");
      expect(joinedMail?.body).toContain("number 1 in line");
      const joinToken = linkIn(joinedMail!.body)!;
      expect(await loadWaitlistPage(joinToken)).toMatchObject({ status: "waiting", place: 1, name: "Rosa" });

      // The booked visitor cancels: the place goes to Rosa, by mail, held an hour.
      await cancelAppointment(taken.token!, async () => {});
      await offerWhatOpened();
      const offerMail = (await mailTo("rosa@example.com")).find(
        (m) => m.subject === "A place opened for your refrigerator repair",
      );
      const offerToken = linkIn(offerMail!.body)!;
      expect(await loadWaitlistPage(offerToken)).toMatchObject({ status: "held" });
      // Sam is now first in line.
      const samToken = linkIn((await mailTo("sam@example.com"))[0]!.body)!;
      expect(await loadWaitlistPage(samToken)).toMatchObject({ status: "waiting", place: 1 });

      const claimed = await postWaitlist(offerToken, "claim");
      expect(claimed.status).toBe(303);
      expect(claimed.location).toMatch(/^\/appointments\/[A-Za-z0-9_-]{43}$/);
      const [booked] = await withDb((db) => db.select().from(bookings).where(eq(bookings.name, "Rosa")));
      expect(booked).toMatchObject({ visitDate: DAY, visitWindow: "morning" });
      expect((await mailTo("rosa@example.com")).map((m) => m.subject)).toContain(
        "Your refrigerator repair visit is booked",
      );

      // The same link again: the place is hers already, nothing booked twice.
      const again = await postWaitlist(offerToken, "claim");
      expect(again.status).toBe(409);
      expect(again.message).toContain("no longer held");
      expect(await withDb((db) => db.select().from(bookings).where(eq(bookings.name, "Rosa")))).toHaveLength(1);
      expect(await loadWaitlistPage(offerToken)).toMatchObject({ status: "claimed" });

      // Sam leaves from his link.
      expect((await postWaitlist(samToken, "leave")).status).toBe(303);
      expect(await loadWaitlistPage(samToken)).toMatchObject({ status: "left" });
      const [sam] = await withDb((db) => db.select().from(waitlistEntries).where(eq(waitlistEntries.name, "Sam")));
      expect(sam?.status).toBe("left");
    });

    it("an unknown link is a 404; an unknown intent a 400 that changes nothing", async () => {
      await expect(loadWaitlistPage("A".repeat(43))).rejects.toMatchObject({ init: { status: 404 } });
      await expect(loadWaitlistPage("not-a-token")).rejects.toMatchObject({ init: { status: 404 } });
      await bookAppointment(aBookingInput({ name: "Taken", preferredDate: addDays(DAY, 7) }), () => []);
      const joined = await postBooking("Tia", { waitlist: "yes", preferredDate: addDays(DAY, 7) });
      const token = joined.body.ok ? joined.body.summary!.waitlistLink!.split("/").pop()! : "";
      expect((await postWaitlist(token, "delete-everything")).status).toBe(400);
      expect(await loadWaitlistPage(token)).toMatchObject({ status: "waiting" });
    });

    it("the office sees each window's waitlist on the Schedule and offers a place by hand; closing dates stays the owner's", async () => {
      const day = addDays(DAY, 14);
      await bookAppointment(aBookingInput({ name: "Full Up", preferredDate: day }), () => []);
      await postBooking("Una", { waitlist: "yes", preferredDate: day });
      await postBooking("Med", { waitlist: "yes", preferredDate: day, medicineAtRisk: "yes" });
      const [user] = await withDb((db) =>
        db.insert(users).values({ email: "staff@example.com", role: "staff" }).returning(),
      );
      const staff = { id: user!.id, email: "staff@example.com", name: "Staff", role: "staff" as const, sessionId: "s" };
      const url = new URL("http://localhost/admin/schedule");
      const now = new Date(`${addDays(day, -13)}T14:00:00Z`);
      const page = await loadSchedulePage(staff, url, now);
      const morning = page.days.find((d) => d.date === day)?.windows.find((w) => w.key === "morning");
      // Medicine first, then first come.
      expect(morning?.waitlist?.map((e) => [e.name, e.medicine])).toEqual([
        ["Med", true],
        ["Una", false],
      ]);

      const offer = (id: number) =>
        scheduleAction(
          staff,
          new Request(url, {
            method: "POST",
            body: new URLSearchParams({ intent: "offer-waitlist", entryId: String(id) }),
          }),
          now,
        );
      const una = morning!.waitlist!.find((e) => e.name === "Una")!;
      const offered = await offer(una.id);
      expect(offered).toBeInstanceOf(Response);
      expect((offered as Response).headers.get("Location")).toBe("/admin/schedule?offered=1");
      const mail = (await mailTo("una@example.com")).find(
        (m) => m.subject === "A place opened for your refrigerator repair",
      );
      expect(mail?.body).toMatch(/\/waitlist\/[A-Za-z0-9_-]{43}/);
      const after = await loadSchedulePage(staff, new URL("http://localhost/admin/schedule?offered=1"), now);
      expect(after.notice).toContain("The place was offered");
      const shown = after.days.find((d) => d.date === day)?.windows.find((w) => w.key === "morning")?.waitlist;
      expect(shown?.find((e) => e.name === "Una")?.offeredUntil).toBeTruthy();
      // Offered already: a second press changes nothing.
      expect((await offer(una.id)) as unknown).toMatchObject({ init: { status: 409 } });

      const close = await scheduleAction(
        staff,
        new Request(url, { method: "POST", body: new URLSearchParams({ intent: "close", date: day, note: "x" }) }),
        now,
      );
      expect(close as unknown).toMatchObject({ init: { status: 403 } });

      // The storm's figures by day show on the Schedule only while storm mode is on.
      expect(page.stormFigures).toBeUndefined();
      await switchStormModeOn(staff, { until: addDays(todayInBusinessZone(now), 3), note: "" });
      const stormy = await loadSchedulePage(staff, url, now);
      expect(stormy.stormFigures?.head).toEqual([
        "Day",
        "Requests",
        "Bookings",
        "Power outage",
        "Medicine",
        "Waitlist joined",
        "Offered",
        "Claimed",
      ]);
      expect(stormy.stormFigures?.rows).toHaveLength(14);
      await switchStormModeOff(staff);
    });

    it("Today shows the office the day's waitlists, window by window, and offers a place by hand; a technician sees none and may not offer", async () => {
      const day = addDays(DAY, 21);
      await bookAppointment(aBookingInput({ name: "Full Again", preferredDate: day }), () => []);
      await postBooking("Tia", { waitlist: "yes", preferredDate: day });
      await postBooking("Mo", { waitlist: "yes", preferredDate: day, medicineAtRisk: "yes" });
      const [office, tech] = await withDb((db) =>
        db
          .insert(users)
          .values([
            { email: "office-today@example.com", role: "staff" },
            { email: "tech-today@example.com", role: "technician" },
          ])
          .returning(),
      );
      const as = (u: typeof office, role: "staff" | "technician") => ({
        id: u!.id,
        email: u!.email,
        name: "",
        role,
        sessionId: "s",
      });
      const url = new URL(`http://localhost/admin/today?date=${day}`);
      const now = new Date(`${addDays(day, -20)}T14:00:00Z`);
      const page = await loadToday(as(office, "staff"), url, now);
      expect(page.waitlists.map((w) => [w.label, w.entries.map((e) => [e.name, e.medicine])])).toEqual([
        [
          WINDOW_LABEL.morning,
          [
            ["Mo", true],
            ["Tia", false],
          ],
        ],
      ]);
      expect((await loadToday(as(tech, "technician"), url, now)).waitlists).toEqual([]);

      const offer = (user: ReturnType<typeof as>, id: number) =>
        todayAction(
          user,
          new Request(url, {
            method: "POST",
            body: new URLSearchParams({ intent: "offer-waitlist", entryId: String(id) }),
          }),
          now,
        );
      const tia = page.waitlists[0]!.entries.find((e) => e.name === "Tia")!;
      expect((await offer(as(tech, "technician"), tia.id)) as unknown).toMatchObject({ init: { status: 403 } });
      const offered = await offer(as(office, "staff"), tia.id);
      expect((offered as Response).headers.get("Location")).toBe(`/admin/today?date=${day}&offered=1#waitlist`);
      expect(
        (await mailTo("tia@example.com")).filter((m) => m.subject === "A place opened for your refrigerator repair"),
      ).toHaveLength(1);
      const after = await loadToday(as(office, "staff"), new URL(`${url.href}&offered=1`), now);
      expect(after.notice).toContain("The place was offered");
      expect(after.waitlists[0]!.entries.find((e) => e.name === "Tia")?.offeredUntil).toBeTruthy();
      expect((await offer(as(office, "staff"), tia.id)) as unknown).toMatchObject({ init: { status: 409 } });
    });
  },
);
