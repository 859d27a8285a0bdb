import { describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import {
  dayHoursLabel,
  defaultWeeklyHours,
  emergencyOnlyDaysText,
  formatClock,
  groupWeeklyHours,
  regularHoursText,
  specialHoursLabel,
  windowKeysOnDate,
  windowsOutsideHours,
  type WeeklyHours,
} from "./hours";
import { weekdays } from "./site-facts";

const closed = { opens: null, closes: null, bookingWindows: [] };

describe("formatClock", () => {
  it("writes 24-hour times as the site shows them", () => {
    expect(["08:00", "00:00", "12:00", "12:30", "17:00", "20:00"].map(formatClock)).toEqual([
      "8:00 AM",
      "12:00 AM",
      "12:00 PM",
      "12:30 PM",
      "5:00 PM",
      "8:00 PM",
    ]);
  });
});

describe("groupWeeklyHours", () => {
  it("gives business.ts's rows back from its per-weekday hours (the defaults)", () => {
    expect(
      groupWeeklyHours(defaultWeeklyHours()).map(({ days, dayOfWeek, opens, closes, label }) => ({
        days,
        dayOfWeek,
        opens,
        closes,
        label,
      })),
    ).toEqual(
      business.hours.map(({ days, dayOfWeek, opens, closes, label }) => ({ days, dayOfWeek, opens, closes, label })),
    );
  });

  it("groups only consecutive weekdays with the same hours", () => {
    const hours: WeeklyHours = {
      ...defaultWeeklyHours(),
      Wednesday: { opens: "10:00", closes: "14:00", bookingWindows: ["morning"] },
      Saturday: closed,
    };
    expect(groupWeeklyHours(hours).map((row) => `${row.days}: ${row.label}`)).toEqual([
      "Monday - Tuesday: 8:00 AM - 8:00 PM",
      "Wednesday: 10:00 AM - 2:00 PM",
      "Thursday - Friday: 8:00 AM - 8:00 PM",
      "Saturday - Sunday: Emergency Service Only",
    ]);
  });

  it("says the hours in a sentence for the contact FAQ", () => {
    expect(regularHoursText(defaultWeeklyHours())).toBe(
      "Monday - Friday 8:00 AM - 8:00 PM and Saturday 8:00 AM - 5:00 PM",
    );
    expect(emergencyOnlyDaysText(defaultWeeklyHours())).toBe("Sunday");
    const hours = { ...defaultWeeklyHours(), Saturday: closed, Monday: closed };
    expect(regularHoursText(hours)).toBe("Tuesday - Friday 8:00 AM - 8:00 PM");
    expect(emergencyOnlyDaysText(hours)).toBe("Monday and Saturday - Sunday");
  });
});

describe("specialHoursLabel", () => {
  it("says closed or the shorter hours, with the note", () => {
    expect(specialHoursLabel({ date: "2026-11-26", opens: null, closes: null, note: "Thanksgiving" })).toBe(
      "Closed (Thanksgiving)",
    );
    expect(specialHoursLabel({ date: "2026-12-24", opens: "08:00", closes: "12:00", note: "" })).toBe(
      "8:00 AM - 12:00 PM",
    );
  });
});

describe("windowKeysOnDate", () => {
  const WEDNESDAY = "2026-12-02";
  const weeklyHours = defaultWeeklyHours();

  it("offers the weekday's windows on an ordinary date", () => {
    expect(windowKeysOnDate(WEDNESDAY, 3, { weeklyHours, specialHours: [] })).toEqual([
      "morning",
      "afternoon",
      "evening",
    ]);
  });

  it("offers none on a special date closed all day", () => {
    const specialHours = [{ date: WEDNESDAY, opens: null, closes: null, note: "Inventory" }];
    expect(windowKeysOnDate(WEDNESDAY, 3, { weeklyHours, specialHours })).toEqual([]);
  });

  it("offers only the windows inside a special date's shorter hours", () => {
    const morningOnly = [{ date: WEDNESDAY, opens: "08:00", closes: "13:00", note: "Half day" }];
    expect(windowKeysOnDate(WEDNESDAY, 3, { weeklyHours, specialHours: morningOnly })).toEqual(["morning"]);
    const lateStart = [{ date: WEDNESDAY, opens: "12:00", closes: "20:00", note: "" }];
    expect(windowKeysOnDate(WEDNESDAY, 3, { weeklyHours, specialHours: lateStart })).toEqual(["afternoon", "evening"]);
    // Another date keeps its weekday's windows.
    expect(windowKeysOnDate("2026-12-09", 3, { weeklyHours, specialHours: morningOnly })).toHaveLength(3);
  });

  it("offers a closed weekday's windows never", () => {
    expect(
      windowKeysOnDate("2026-12-05", 6, { weeklyHours: { ...weeklyHours, Saturday: closed }, specialHours: [] }),
    ).toEqual([]);
  });
});

describe("a window only after opening (and until closing)", () => {
  it("holds for every weekday of the defaults in business.ts, and its label says its hours", () => {
    const hours = defaultWeeklyHours();
    for (const day of weekdays) {
      expect(
        windowsOutsideHours(hours[day]).map((w) => w.label),
        day,
      ).toEqual([]);
    }
    for (const row of business.hours) expect(row.label, row.days).toBe(dayHoursLabel(row));
  });

  it("finds a window that starts before opening or ends after closing, and every window of a closed day", () => {
    const labels = (day: Parameters<typeof windowsOutsideHours>[0]) => windowsOutsideHours(day).map((w) => w.key);
    expect(labels({ opens: "09:00", closes: "17:00", bookingWindows: ["morning", "afternoon"] })).toEqual(["morning"]);
    expect(labels({ opens: "08:00", closes: "17:00", bookingWindows: ["afternoon", "evening"] })).toEqual(["evening"]);
    expect(labels({ opens: "08:00", closes: "20:00", bookingWindows: ["morning", "afternoon", "evening"] })).toEqual(
      [],
    );
    expect(labels({ opens: null, closes: null, bookingWindows: ["morning"] })).toEqual(["morning"]);
  });
});
