import { describe, expect, it } from "vitest";
import {
  addDays,
  bookableRange,
  dateProblem,
  formatCalendarDate,
  formatInBusinessZone,
  formatInZone,
  isCalendarDate,
  isoInBusinessZone,
  todayInBusinessZone,
  weekdayOf,
  zonedTimeToUtc,
} from "./dates";

/** YYYY-MM-DD in shape, no day of the calendar (issue 25: the database refused them with a 503). */
const IMPOSSIBLE = ["2027-02-30", "2027-04-31", "2026-13-01", "2026-03-00"];

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

describe("formatInBusinessZone", () => {
  it("writes New York's date, time and zone", () => {
    expect(formatInBusinessZone(new Date("2026-11-21T14:05:59.999Z")).replace(/\s/g, " ")).toBe(
      "Nov 21, 2026, 9:05 AM EST",
    );
    expect(formatInBusinessZone(new Date("2026-07-04T03:59:00Z")).replace(/\s/g, " ")).toBe(
      "Jul 3, 2026, 11:59 PM EDT",
    );
  });

  it("writes every minute as ICU does, across the clock changes and midnight (formatted an hour at a time)", () => {
    const differ: string[] = [];
    // 36 hours around March's and November's changes, minute by minute (and a second in), then a
    // date every 997 minutes over two years, out of order, and before 1970.
    const instants: number[] = [];
    for (const from of ["2026-03-07T18:00:00Z", "2026-10-31T18:00:00Z"])
      for (let m = 0; m < 36 * 60; m++) instants.push(Date.parse(from) + m * 60_000 + 1_234);
    for (let m = 0; m < 2 * 366 * 24 * 60; m += 997) instants.push(Date.parse("2027-12-31T23:59:59Z") - m * 60_000);
    instants.push(-1, 0, Date.parse("1969-12-31T23:59:59.999Z"), Date.parse("2026-11-01T05:59:59.999Z"));
    for (const t of instants) {
      const date = new Date(t);
      if (formatInBusinessZone(date) !== formatInZone(date)) differ.push(date.toISOString());
    }
    expect(differ).toEqual([]);
    expect(instants.length).toBeGreaterThan(5_000);
  });

  it("refuses an invalid date as ICU does", () => {
    expect(() => formatInBusinessZone(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("formatCalendarDate", () => {
  it("names the weekday of a calendar date without shifting it", () => {
    expect(formatCalendarDate("2026-11-24")).toBe("Tuesday, November 24, 2026");
  });
});

describe("isCalendarDate", () => {
  it("takes real YYYY-MM-DD dates only", () => {
    expect(isCalendarDate("2026-11-26")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-1-5")).toBe(false);
    expect(isCalendarDate("11/26/2026")).toBe(false);
    expect(isCalendarDate("")).toBe(false);
    for (const date of IMPOSSIBLE) expect(isCalendarDate(date), date).toBe(false);
  });
});

describe("dateProblem, the check of every date a form or query brings", () => {
  const range = bookableRange("2026-11-23");

  it("takes a real date from today to 12 months ahead", () => {
    expect(range).toEqual({ from: "2026-11-23", to: "2027-11-23" });
    for (const date of ["2026-11-23", "2027-02-28", "2027-04-30", "2027-11-23"])
      expect(dateProblem(date, range), date).toBeUndefined();
  });

  it("names what is wrong: shape, no such day, past, too far", () => {
    for (const date of IMPOSSIBLE) expect(dateProblem(date, range), date).toBe("Choose a real calendar date.");
    expect(dateProblem("next tuesday", range)).toBe("Choose a date from the calendar.");
    expect(dateProblem("", range)).toBe("Choose a date from the calendar.");
    expect(dateProblem("2026-11-22", range)).toBe("Choose today or a later date.");
    expect(dateProblem("2027-11-24", range)).toBe("Choose a date within the next 12 months.");
  });

  it("checks the calendar before the range, and takes a form's own wording", () => {
    // "2026-13-01" sorts after today and "2026-03-00" before it: neither is past or future.
    expect(dateProblem("2026-13-01", { from: "2026-11-23" })).toBe("Choose a real calendar date.");
    expect(dateProblem("2026-03-00", { to: "2027-11-23" })).toBe("Choose a real calendar date.");
    expect(dateProblem("2026-11-01", range, { past: "That date has passed." })).toBe("That date has passed.");
  });
});

describe("addDays and weekdayOf", () => {
  it("count calendar days across month, year and DST boundaries", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2026-10-31", 1)).toBe("2026-11-01"); // DST ends that night in New York
    expect(addDays("2026-11-01", 30)).toBe("2026-12-01");
  });
  it("number weekdays from Sunday = 0", () => {
    expect(weekdayOf("2026-11-01")).toBe(0); // Sunday
    expect(weekdayOf("2026-11-02")).toBe(1); // Monday
    expect(weekdayOf("2026-11-07")).toBe(6); // Saturday
  });
});

describe("zonedTimeToUtc (America/New_York)", () => {
  it.each([
    ["2026-07-15", 8, "2026-07-15T12:00:00.000Z"], // EDT, UTC-4
    ["2026-01-15", 8, "2026-01-15T13:00:00.000Z"], // EST, UTC-5
    ["2026-03-08", 8, "2026-03-08T12:00:00.000Z"], // DST starts at 2am that morning
    ["2026-11-01", 8, "2026-11-01T13:00:00.000Z"], // DST ends at 2am that morning
    ["2026-12-31", 20, "2027-01-01T01:00:00.000Z"], // the evening window ends after midnight UTC
  ])("%s %i:00 is %s", (date, hour, expected) => {
    expect(zonedTimeToUtc(date, hour).toISOString()).toBe(expected);
  });
  it('takes "HH:MM" as well as a whole hour', () => {
    expect(zonedTimeToUtc("2026-07-15", "08:30").toISOString()).toBe("2026-07-15T12:30:00.000Z");
    expect(zonedTimeToUtc("2026-12-01", "16:00").toISOString()).toBe("2026-12-01T21:00:00.000Z");
  });
});

describe("isoInBusinessZone", () => {
  it.each([
    // Winter (EST, -05:00), summer (EDT, -04:00), and the hour after midnight stays 00, not 24.
    ["2026-11-26T19:30:05Z", "2026-11-26T14:30:05-05:00"],
    ["2026-07-04T16:00:00Z", "2026-07-04T12:00:00-04:00"],
    ["2026-01-01T05:00:00Z", "2026-01-01T00:00:00-05:00"],
    // The last seconds of a New York day that is already the next day in UTC.
    ["2026-12-01T04:59:59Z", "2026-11-30T23:59:59-05:00"],
  ])("%s is %s in New York", (utc, expected) => {
    expect(isoInBusinessZone(new Date(utc))).toBe(expected);
    expect(new Date(expected).toISOString()).toBe(new Date(utc).toISOString());
  });
});
