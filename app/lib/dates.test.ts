import { describe, expect, it } from "vitest";
import { formatCalendarDate, todayInBusinessZone } from "./dates";

describe("todayInBusinessZone", () => {
  it("uses New York's date, not UTC's, late in the evening", () => {
    // 02:30 UTC on Nov 22 is still 21:30 on Nov 21 in New York (EST, UTC-5).
    expect(todayInBusinessZone(new Date("2026-11-22T02:30:00Z"))).toBe("2026-11-21");
  });
  it("follows daylight saving time", () => {
    // 03:30 UTC on Jul 5 is 23:30 on Jul 4 in New York (EDT, UTC-4).
    expect(todayInBusinessZone(new Date("2026-07-05T03:30:00Z"))).toBe("2026-07-04");
    expect(todayInBusinessZone(new Date("2026-07-05T04:30:00Z"))).toBe("2026-07-05");
  });
});

describe("formatCalendarDate", () => {
  it("names the weekday of a calendar date without shifting it", () => {
    expect(formatCalendarDate("2026-11-24")).toBe("Tuesday, November 24, 2026");
  });
});
