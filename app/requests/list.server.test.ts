import { beforeAll, describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, contactMessages, photos } from "#app/db/schema";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { requestHistory } from "#app/activity/activity.server";
import { users } from "#app/db/schema";
import { addNote, changeStatus, getRequest } from "./detail.server";
import { filtersFromUrl, listRequests, PAGE_SIZE, sourceCounts } from "./list.server";
import { seedRequests } from "#tests/fixtures/seed-requests";
import { aBookingInput } from "#tests/fixtures/records";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";

describe.each(testDatabases("fridge-requests"))("the staff list on $name", ({ setUp }) => {
  let needle: { id: number };
  useTestDatabase(setUp);
  beforeAll(async () => {
    await seedRequests(1200, { until: new Date("2026-11-20T12:00:00Z") });
    // The one request the searches must find among the seeded ones.
    [needle] = (await withDb((db) =>
      db
        .insert(bookings)
        .values({
          createdAt: new Date("2026-11-21T15:00:00Z"),
          name: "Zelda Quintanilla",
          email: "zq@example.org",
          phone: "+1 (727) 555-9876",
          address: "9 Pelican Way",
          city: "Dunedin",
          zipCode: "34698",
          brand: "Sub-Zero",
          model: "BI-36",
          serialNumber: "SZ-998877",
          issue: "Not Cooling",
          issueDescription: "Compressor hums 100% of the time",
          preferredDate: "2026-11-24",
          preferredTime: "Morning (8am-12pm)",
          visitDate: "2026-11-24",
          visitWindow: "morning",
          urgent: true,
          foodAtRisk: "yes",
          utmSource: "google",
          utmMedium: "organic",
          landingPage: "/services/cooling-issues",
        })
        .returning({ id: bookings.id }),
    )) as [{ id: number }];
    await withDb((db) =>
      db.insert(contactMessages).values({
        createdAt: new Date("2026-11-21T16:00:00Z"),
        name: "Msg Sender",
        email: "m@example.org",
        phone: "8135550000",
        service: "General Inquiry",
        message: "Do you fix wine coolers?",
        referrer: "https://www.facebook.com",
        landingPage: "/",
      }),
    );
  });

  it("pages newest first, open urgent bookings on top, with counts per status", async () => {
    const first = await listRequests({});
    expect(first.total).toBe(1202);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.pages).toBe(Math.ceil(1202 / PAGE_SIZE));
    // Open urgent ones first (the needle is urgent and new), then by time.
    const urgentOpen = first.rows.filter((r) => r.urgent && ["new", "contacted", "scheduled"].includes(r.status));
    expect(first.rows.slice(0, urgentOpen.length)).toEqual(urgentOpen);
    expect(first.rows[0]).toMatchObject({ kind: "booking", id: needle.id, name: "Zelda Quintanilla", urgent: true });
    const rest = first.rows.slice(urgentOpen.length).map((r) => r.createdAt.getTime());
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    expect(Object.values(first.counts).reduce((a, b) => a + b, 0)).toBe(1202);
    const last = await listRequests({ page: first.pages });
    expect(last.rows).toHaveLength(1202 - (first.pages - 1) * PAGE_SIZE);
  });

  it("carries the photos of the page's bookings, oldest first, for thumbnails", async () => {
    const bytes = Buffer.from("jpeg");
    const stored = await withDb((db) =>
      db
        .insert(photos)
        .values([
          { bookingId: needle.id, contentType: "image/jpeg", width: 2000, height: 1500, bytes, thumbnail: bytes },
          { bookingId: needle.id, contentType: "image/jpeg", width: 900, height: 1200, bytes, thumbnail: bytes },
        ])
        .returning({ id: photos.id }),
    );
    const first = await listRequests({ q: "quintanilla" });
    expect(first.rows[0]!.photos).toEqual([
      { id: stored[0]!.id, width: 2000, height: 1500 },
      { id: stored[1]!.id, width: 900, height: 1200 },
    ]);
    // Every other row of a page: its own photos only (the seeded ones have none; a message never).
    const page = await listRequests({});
    expect(page.rows.filter((r) => r.photos.length).map((r) => r.id)).toEqual([needle.id]);
    expect((await listRequests({ kind: "message" })).rows.every((r) => r.photos.length === 0)).toBe(true);
    await withDb((db) => db.delete(photos));
  });

  it("finds one request by name, phone in any format, e-mail, ZIP and text", async () => {
    for (const q of [
      "quintanilla",
      "727-555-9876",
      "7275559876",
      "zq@example",
      "34698",
      "100%",
      "SZ-998877",
      "pelican",
    ]) {
      const found = await listRequests({ q });
      expect(
        found.rows.map((r) => r.id),
        q,
      ).toEqual([needle.id]);
    }
    expect((await listRequests({ q: "wine coolers" })).rows.map((r) => r.kind)).toEqual(["message"]);
    expect((await listRequests({ q: "no such thing anywhere" })).total).toBe(0);
    // Digits inside a word are not a phone search: (813) 555-1820 is seeded, "ref-555-1820-b" is not.
    expect((await listRequests({ q: "555-1820" })).total).toBeGreaterThan(0);
    expect((await listRequests({ q: "ref-555-1820-b" })).total).toBe(0);
  });

  it("filters by kind, status, urgency and received date (New York days)", async () => {
    const messages = await listRequests({ kind: "message" });
    expect(messages.rows.every((r) => r.kind === "message")).toBe(true);
    const done = await listRequests({ status: "done" });
    expect(done.rows.every((r) => r.status === "done")).toBe(true);
    expect(done.total).toBe(done.counts.done);
    const urgent = await listRequests({ urgent: true });
    expect(urgent.rows.every((r) => r.urgent)).toBe(true);
    // 2026-11-21 in New York: the needle (10:00) and the message (11:00).
    const day = await listRequests({ from: "2026-11-21", to: "2026-11-21" });
    expect(day.rows.map((r) => r.name).sort()).toEqual(["Msg Sender", "Zelda Quintanilla"]);
    expect(
      filtersFromUrl(
        new URL("http://x/admin?kind=booking&status=done&urgent=1&from=2026-01-01&to=bad&q=%20ana%20&page=3"),
      ),
    ).toEqual({
      kind: "booking",
      status: "done",
      urgent: true,
      from: "2026-01-01",
      to: undefined,
      q: "ana",
      page: 3,
    });
    // Shaped like dates, but no day of the calendar: ignored like any unknown value (the
    // database would refuse them, issue 25).
    for (const date of ["2027-02-30", "2027-04-31", "2026-13-01", "2026-03-00"]) {
      expect(filtersFromUrl(new URL(`http://x/admin?from=${date}&to=${date}`)), date).toMatchObject({
        from: undefined,
        to: undefined,
      });
    }
  });

  it("counts requests per source and landing page over a period", async () => {
    const { sources, landingPages } = await sourceCounts("2026-11-21", "2026-11-21");
    expect(sources).toEqual([
      { label: "facebook.com", count: 1 },
      { label: "google / organic", count: 1 },
    ]);
    expect(landingPages).toEqual([
      { label: "/", count: 1 },
      { label: "/services/cooling-issues", count: 1 },
    ]);
  });

  it("keeps status changes and notes, with their author, in the request's history", async () => {
    const [staff] = await withDb((db) =>
      db.insert(users).values({ email: "sam@example.com", name: "Sam", role: "staff" }).returning(),
    );
    const author = { id: staff!.id, email: staff!.email };
    expect(await changeStatus("booking", needle.id, "contacted", author)).toBe(true);
    expect(await addNote("booking", needle.id, "Bring a start relay.", author)).toBe(true);
    expect(await addNote("booking", 999_999, "nobody", author)).toBe(false);
    const history = await requestHistory("booking", needle.id);
    expect(history.map((h) => [h.action, h.detail, h.actor])).toEqual([
      ["status-changed", "new -> contacted", "sam@example.com"],
      ["note", "Bring a start relay.", "sam@example.com"],
    ]);
    expect((await getRequest("booking", needle.id))?.row.status).toBe("contacted");
  });

  it("reads whether a booking has an appointment page with the booking itself", async () => {
    const [booking] = await withDb((db) =>
      db
        .insert(bookings)
        .values(aBookingInput({ email: "page@example.com" }))
        .returning(),
    );
    const before = await getRequest("booking", booking!.id);
    expect(before?.kind === "booking" && before.hasAppointmentPage).toBe(false);
    expect(before?.row).toEqual(booking);
    await withDb((db) => addAppointmentLink(db, booking!.id));
    const after = await getRequest("booking", booking!.id);
    expect(after?.kind === "booking" && after.hasAppointmentPage).toBe(true);
    expect(await getRequest("booking", 999_999)).toBeUndefined();
  });
});
