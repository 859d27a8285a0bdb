import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { aBooking, icsTimeOf } from "#tests/fixtures/records";
import { calendarFeed } from "./calendar-feed.server";

/** Parses the feed with ical.js (a real RFC 5545 parser), resolving TZIDs with the feed's own VTIMEZONE. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      tzid: vevent.getFirstProperty("dtstart")!.getParameter("tzid"),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      location: event.location,
      description: event.description,
      stamp: vevent.getFirstPropertyValue("dtstamp")!.toString(),
    };
  });
}

describe("calendar feed", () => {
  const rows = [
    // The morning of the day DST ends (2026-11-01): 8am EST is 13:00Z.
    aBooking({
      id: 11,
      name: "Ana Díaz",
      visitDate: "2026-11-01",
      visitWindow: "morning",
      issue: "Not Cooling",
      address: '1 Main St, Apt "B"; rear',
    }),
    // The evening of the day DST starts (2027-03-14): 4pm EDT is 20:00Z.
    aBooking({
      id: 12,
      name: "Bo",
      visitDate: "2027-03-14",
      visitWindow: "evening",
      urgent: true,
      model: "GSS25",
      serialNumber: "SN-1",
    }),
  ];

  it("parses with a real parser: TZID America/New_York, right instants across DST, stable UIDs", () => {
    const text = calendarFeed(rows, "https://shop.example");
    const host = new URL(business.siteUrl).hostname;
    const events = parseFeed(text);
    expect(events.map((e) => [e.uid, e.tzid, e.start, e.end])).toEqual([
      [`booking-11@${host}`, "America/New_York", "2026-11-01T13:00:00.000Z", "2026-11-01T17:00:00.000Z"],
      [`booking-12@${host}`, "America/New_York", "2027-03-14T20:00:00.000Z", "2027-03-15T00:00:00.000Z"],
    ]);
    expect(text).toContain(`DTSTART;TZID=America/New_York:20261101T${icsTimeOf("morning", "start")}`);
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/New_York/);
    // DTSTAMP in UTC, as RFC 5545 requires.
    expect(events[0]!.stamp).toMatch(/Z$/);
    expect(events[0]!.location).toBe('1 Main St, Apt "B"; rear, Tampa, FL 33602');
    expect(events[1]!.summary).toBe("URGENT Bo: Not Running (LG)");
    expect(events[1]!.description).toContain("model GSS25, serial SN-1");
    expect(events[1]!.description).toContain("https://shop.example/admin/requests/booking/12");
    // The same booking gives the same UID in the next fetch of the feed.
    expect(parseFeed(calendarFeed(rows.slice(1), "https://shop.example"))[0]!.uid).toBe(events[1]!.uid);
  });
});
