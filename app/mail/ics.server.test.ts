import { describe, expect, it } from "vitest";
import { aBooking } from "~/db/test-fixtures";
import { bookingIcs } from "./ics.server";

const booking = aBooking({
  id: 42,
  createdAt: new Date("2026-11-20T15:00:00Z"),
  name: "Maria Lopez",
  email: "maria@example.com",
  address: "500 Channelside Dr",
  brand: "GE",
  model: "GSS25",
  issue: "Not Cooling",
  issueDescription: "Warm",
  preferredDate: "2026-12-01",
  preferredTime: "Evening (4pm-8pm)",
});

describe("bookingIcs", () => {
  it("holds the requested window in UTC, with a stable id and none of the visitor's free text", () => {
    const ics = bookingIcs(booking);
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("METHOD:PUBLISH");
    // 4pm-8pm EST on Dec 1 = 21:00-01:00 UTC.
    expect(ics).toContain("DTSTART:20261201T210000Z");
    expect(ics).toContain("DTEND:20261202T010000Z");
    expect(ics).toContain("UID:booking-42@www.tampabayfridgerepair.example");
    expect(ics).toContain("STATUS:TENTATIVE");
    expect(ics).toContain("Issue: Not Cooling (GE)");
    // It goes to an address anyone may have typed: no address, no model number.
    expect(ics).not.toContain("LOCATION");
    expect(ics).not.toContain("Channelside");
    expect(ics).not.toContain("GSS25");
  });

  it("gives First Available the 8am-8pm working day", () => {
    const ics = bookingIcs({ ...booking, preferredTime: "First Available" });
    expect(ics).toContain("DTSTART:20261201T130000Z");
    expect(ics).toContain("DTEND:20261202T010000Z");
  });
});
