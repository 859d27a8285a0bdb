import { describe, expect, it } from "vitest";
import { WINDOW_LABEL } from "#tests/fixtures/records";
import { defaultWeeklyHours } from "#app/settings/hours";
import {
  bookableSlotsOn,
  changeDeadline,
  CLOSED_SUFFIX,
  dayAvailability,
  firstSlotWithRoom,
  FULLY_BOOKED_SUFFIX,
  labelWithStatus,
  nextDateWithRoom,
  nextSlotsWithRoom,
  slotOf,
  slotsOn,
  windowKeyFromLabel,
  windowKeysOn,
  type Slot,
  type WindowKey,
} from "./windows";

// Week of Monday 2026-11-02 (EST, UTC-5). 2026-11-01 and 2027-03-14 are the Sundays DST ends and starts.
const MONDAY = "2026-11-02";
const WEDNESDAY = "2026-11-04";
const FRIDAY = "2026-11-06";
const SATURDAY = "2026-11-07";
const SUNDAY = "2026-11-08";
/** Tuesday 2026-11-03, 10:00 in New York: before every date used below except Monday. */
const NOW = new Date("2026-11-03T15:00:00Z");

const keys = (slots: Array<{ key: WindowKey }>) => slots.map((s) => s.key);
const iso = (slot: Slot) => [slot.start.toISOString(), slot.end.toISOString()];
const brief = (slots: Slot[]) => slots.map((s) => `${s.date} ${s.key}`);

/** Capacity 3 everywhere unless `capacity` says otherwise; bookings as { "date key": n }. */
function counts(booked: Record<string, number> = {}, capacity: (weekday: number, key: WindowKey) => number = () => 3) {
  return { capacityOf: capacity, bookedIn: (date: string, key: WindowKey) => booked[`${date} ${key}`] ?? 0 };
}
/** Every window of the given dates booked to capacity 3. */
const fullDays = (...dates: string[]) =>
  Object.fromEntries(dates.flatMap((d) => ["morning", "afternoon", "evening"].map((k) => [`${d} ${k}`, 3])));

describe("windowKeyFromLabel", () => {
  it("maps the wizard's labels to window keys, and First Available to none", () => {
    expect(windowKeyFromLabel(WINDOW_LABEL.morning)).toBe("morning");
    expect(windowKeyFromLabel(WINDOW_LABEL.afternoon)).toBe("afternoon");
    expect(windowKeyFromLabel(WINDOW_LABEL.evening)).toBe("evening");
    expect(windowKeyFromLabel("First Available")).toBeUndefined();
    expect(windowKeyFromLabel("morning")).toBeUndefined();
  });
});

describe("slotsOn", () => {
  it("gives Monday to Friday three windows, Saturday two, Sunday none", () => {
    for (let day = 0; day < 5; day++) {
      const date = `2026-11-0${2 + day}`;
      expect(keys(slotsOn(date)), date).toEqual(["morning", "afternoon", "evening"]);
    }
    expect(slotsOn(MONDAY).map((s) => s.label)).toEqual([
      WINDOW_LABEL.morning,
      WINDOW_LABEL.afternoon,
      WINDOW_LABEL.evening,
    ]);
    expect(keys(slotsOn(SATURDAY))).toEqual(["morning", "afternoon"]);
    expect(slotsOn(SUNDAY)).toEqual([]);
  });

  it("gives a closed date no windows, and leaves the other dates alone", () => {
    const closed = new Set(["2026-12-25", WEDNESDAY]);
    expect(slotsOn(WEDNESDAY, closed)).toEqual([]);
    expect(slotsOn("2026-12-25", closed)).toEqual([]);
    expect(keys(slotsOn(FRIDAY, closed))).toEqual(["morning", "afternoon", "evening"]);
  });

  it("places the windows at New York's 8am, 12pm, 4pm and 8pm on the days around DST's end (Sunday 2026-11-01)", () => {
    // Saturday, still EDT (UTC-4).
    expect(slotsOn("2026-10-31").map(iso)).toEqual([
      ["2026-10-31T12:00:00.000Z", "2026-10-31T16:00:00.000Z"],
      ["2026-10-31T16:00:00.000Z", "2026-10-31T20:00:00.000Z"],
    ]);
    // The Sunday itself has no windows; its wall-clock hours are already EST (UTC-5).
    expect(slotsOn("2026-11-01")).toEqual([]);
    expect(iso(slotOf("2026-11-01", "morning"))).toEqual(["2026-11-01T13:00:00.000Z", "2026-11-01T17:00:00.000Z"]);
    // Monday, EST: the evening ends after midnight UTC.
    expect(slotsOn(MONDAY).map(iso)).toEqual([
      ["2026-11-02T13:00:00.000Z", "2026-11-02T17:00:00.000Z"],
      ["2026-11-02T17:00:00.000Z", "2026-11-02T21:00:00.000Z"],
      ["2026-11-02T21:00:00.000Z", "2026-11-03T01:00:00.000Z"],
    ]);
  });

  it("places the windows at New York's 8am, 12pm, 4pm and 8pm on the days around DST's start (Sunday 2027-03-14)", () => {
    // Saturday, still EST (UTC-5).
    expect(slotsOn("2027-03-13").map(iso)).toEqual([
      ["2027-03-13T13:00:00.000Z", "2027-03-13T17:00:00.000Z"],
      ["2027-03-13T17:00:00.000Z", "2027-03-13T21:00:00.000Z"],
    ]);
    expect(slotsOn("2027-03-14")).toEqual([]);
    expect(iso(slotOf("2027-03-14", "evening"))).toEqual(["2027-03-14T20:00:00.000Z", "2027-03-15T00:00:00.000Z"]);
    // Monday, EDT (UTC-4).
    expect(slotsOn("2027-03-15").map(iso)).toEqual([
      ["2027-03-15T12:00:00.000Z", "2027-03-15T16:00:00.000Z"],
      ["2027-03-15T16:00:00.000Z", "2027-03-15T20:00:00.000Z"],
      ["2027-03-15T20:00:00.000Z", "2027-03-16T00:00:00.000Z"],
    ]);
  });
});

describe("bookableSlotsOn", () => {
  // Wednesday 2026-11-04 is EST: New York = UTC-5.
  it.each([
    ["the day before", "2026-11-03T23:00:00Z", ["morning", "afternoon", "evening"]],
    ["at 8:00, the morning has started but not ended", "2026-11-04T13:00:00Z", ["morning", "afternoon", "evening"]],
    ["at 11:59", "2026-11-04T16:59:00Z", ["morning", "afternoon", "evening"]],
    ["at 12:00, the morning has ended", "2026-11-04T17:00:00Z", ["afternoon", "evening"]],
    ["at 15:59", "2026-11-04T20:59:59Z", ["afternoon", "evening"]],
    ["at 16:00", "2026-11-04T21:00:00Z", ["evening"]],
    ["at 19:59, already the next day in UTC", "2026-11-05T00:59:00Z", ["evening"]],
    ["at 20:00", "2026-11-05T01:00:00Z", []],
    ["the day after", "2026-11-05T14:00:00Z", []],
  ])("offers today's windows that have not ended: %s", (_, now, expected) => {
    expect(keys(bookableSlotsOn(WEDNESDAY, new Date(now)))).toEqual(expected);
  });

  it("offers no window on dates before today in New York, all on later ones", () => {
    expect(bookableSlotsOn(MONDAY, NOW)).toEqual([]);
    expect(keys(bookableSlotsOn(WEDNESDAY, NOW))).toEqual(["morning", "afternoon", "evening"]);
  });

  it("still respects closed dates", () => {
    expect(bookableSlotsOn(WEDNESDAY, NOW, new Set([WEDNESDAY]))).toEqual([]);
  });
});

describe("dayAvailability", () => {
  it("counts places: open below capacity, full at or above it", () => {
    const rows = dayAvailability({
      date: WEDNESDAY,
      now: NOW,
      ...counts({ [`${WEDNESDAY} morning`]: 2, [`${WEDNESDAY} afternoon`]: 3, [`${WEDNESDAY} evening`]: 4 }),
    });
    expect(rows).toEqual([
      { key: "morning", label: WINDOW_LABEL.morning, status: "open", booked: 2, capacity: 3 },
      { key: "afternoon", label: WINDOW_LABEL.afternoon, status: "full", booked: 3, capacity: 3 },
      // More bookings than places (the owner lowered the capacity): still just full.
      { key: "evening", label: WINDOW_LABEL.evening, status: "full", booked: 4, capacity: 3 },
    ]);
  });

  it("reads the capacity per weekday and window, and treats capacity 0 as closed", () => {
    const capacity = (weekday: number, key: WindowKey) =>
      weekday === 3 && key === "evening" ? 0 : weekday === 3 ? 1 : 5;
    const rows = dayAvailability({ date: WEDNESDAY, now: NOW, ...counts({ [`${WEDNESDAY} morning`]: 1 }, capacity) });
    expect(rows.map((r) => [r.key, r.status, r.booked, r.capacity])).toEqual([
      ["morning", "full", 1, 1],
      ["afternoon", "open", 0, 1],
      ["evening", "closed", 0, 0],
    ]);
    const friday = dayAvailability({ date: FRIDAY, now: NOW, ...counts({}, capacity) });
    expect(friday.map((r) => r.capacity)).toEqual([5, 5, 5]);
  });

  it("marks windows the weekday lacks, Sundays and closed dates closed, still reporting their bookings", () => {
    const saturday = dayAvailability({ date: SATURDAY, now: NOW, ...counts() });
    expect(saturday.map((r) => [r.key, r.status, r.capacity])).toEqual([
      ["morning", "open", 3],
      ["afternoon", "open", 3],
      ["evening", "closed", 0],
    ]);
    expect(dayAvailability({ date: SUNDAY, now: NOW, ...counts() }).map((r) => r.status)).toEqual([
      "closed",
      "closed",
      "closed",
    ]);
    const closed = dayAvailability({
      date: FRIDAY,
      now: NOW,
      closedDates: new Set([FRIDAY]),
      ...counts({ [`${FRIDAY} morning`]: 2 }),
    });
    expect(closed.map((r) => [r.status, r.booked, r.capacity])).toEqual([
      ["closed", 2, 0],
      ["closed", 0, 0],
      ["closed", 0, 0],
    ]);
  });

  it("marks today's ended windows past, even when they were full", () => {
    const noon = new Date("2026-11-04T17:00:00Z");
    const rows = dayAvailability({ date: WEDNESDAY, now: noon, ...counts({ [`${WEDNESDAY} morning`]: 3 }) });
    expect(rows.map((r) => r.status)).toEqual(["past", "open", "open"]);
  });
});

describe("labelWithStatus", () => {
  it("adds the DECISIONS suffixes to windows that cannot be booked", () => {
    expect(FULLY_BOOKED_SUFFIX).toBe(" - Fully booked");
    expect(CLOSED_SUFFIX).toBe(" - Closed");
    const label = "Evening (4pm-8pm)";
    expect(labelWithStatus({ label, status: "open" })).toBe("Evening (4pm-8pm)");
    expect(labelWithStatus({ label, status: "full" })).toBe("Evening (4pm-8pm) - Fully booked");
    expect(labelWithStatus({ label, status: "closed" })).toBe("Evening (4pm-8pm) - Closed");
    expect(labelWithStatus({ label, status: "past" })).toBe("Evening (4pm-8pm) - Closed");
  });
});

describe("firstSlotWithRoom (First Available)", () => {
  it("takes the chosen date's first window with room", () => {
    const slot = firstSlotWithRoom({ from: WEDNESDAY, now: NOW, ...counts({ [`${WEDNESDAY} morning`]: 3 }) });
    expect(slot && brief([slot])).toEqual([`${WEDNESDAY} afternoon`]);
    expect(slot?.start.toISOString()).toBe("2026-11-04T17:00:00.000Z");
  });

  it("skips full days, closed dates, missing windows and Sundays", () => {
    // Wednesday full, Thursday closed, Friday full, Saturday's morning full: Saturday afternoon.
    const booked = { ...fullDays(WEDNESDAY, FRIDAY), [`${SATURDAY} morning`]: 3 };
    const closedDates = new Set(["2026-11-05"]);
    const slot = firstSlotWithRoom({ from: WEDNESDAY, now: NOW, closedDates, ...counts(booked) });
    expect(slot && brief([slot])).toEqual([`${SATURDAY} afternoon`]);
    // With Saturday full as well, Sunday has nothing: Monday morning.
    const later = firstSlotWithRoom({
      from: WEDNESDAY,
      now: NOW,
      closedDates,
      ...counts({ ...booked, [`${SATURDAY} afternoon`]: 3 }),
    });
    expect(later && brief([later])).toEqual(["2026-11-09 morning"]);
  });

  it("starts from today's windows that have not ended when the chosen date is in the past", () => {
    const afternoon = new Date("2026-11-04T18:00:00Z"); // Wednesday 1pm
    const slot = firstSlotWithRoom({ from: MONDAY, now: afternoon, ...counts() });
    expect(slot && brief([slot])).toEqual([`${WEDNESDAY} afternoon`]);
  });

  it("looks 30 days ahead, the chosen date included, and no further", () => {
    // Room only on one date: capacity 0 everywhere else.
    const onlyOn = (date: string) => ({
      capacityOf: () => 3,
      bookedIn: (d: string) => (d === date ? 0 : 3),
    });
    // From Wednesday 2026-11-04, the 30th date is Thursday 2026-12-03.
    expect(firstSlotWithRoom({ from: WEDNESDAY, now: NOW, ...onlyOn("2026-12-03") })?.date).toBe("2026-12-03");
    expect(firstSlotWithRoom({ from: WEDNESDAY, now: NOW, ...onlyOn("2026-12-04") })).toBeUndefined();
    expect(firstSlotWithRoom({ from: WEDNESDAY, now: NOW, days: 31, ...onlyOn("2026-12-04") })?.date).toBe(
      "2026-12-04",
    );
  });
});

describe("nextSlotsWithRoom", () => {
  it("names the windows with room after a refused window, in time order", () => {
    const refused = slotOf(WEDNESDAY, "morning");
    const booked = { [`${WEDNESDAY} morning`]: 3, [`${WEDNESDAY} evening`]: 3, "2026-11-05 morning": 3 };
    expect(brief(nextSlotsWithRoom({ from: refused, count: 3, now: NOW, ...counts(booked) }))).toEqual([
      `${WEDNESDAY} afternoon`,
      "2026-11-05 afternoon",
      "2026-11-05 evening",
    ]);
  });

  it("from a date, includes that date's own windows", () => {
    expect(brief(nextSlotsWithRoom({ from: SATURDAY, count: 3, now: NOW, ...counts() }))).toEqual([
      `${SATURDAY} morning`,
      `${SATURDAY} afternoon`,
      "2026-11-09 morning",
    ]);
  });

  it("returns fewer (or none) when the 30 days hold fewer", () => {
    expect(nextSlotsWithRoom({ from: WEDNESDAY, count: 2, now: NOW, ...counts({}, () => 0) })).toEqual([]);
  });
});

describe("nextDateWithRoom", () => {
  it("names the first later date with a window that has room", () => {
    const booked = fullDays(WEDNESDAY, "2026-11-05");
    expect(nextDateWithRoom({ after: WEDNESDAY, now: NOW, ...counts(booked) })).toBe(FRIDAY);
    // Friday closed too; Saturday has room.
    expect(nextDateWithRoom({ after: WEDNESDAY, now: NOW, closedDates: new Set([FRIDAY]), ...counts(booked) })).toBe(
      SATURDAY,
    );
    // A Saturday: the next date with room skips Sunday.
    expect(nextDateWithRoom({ after: SATURDAY, now: NOW, ...counts() })).toBe("2026-11-09");
    expect(nextDateWithRoom({ after: WEDNESDAY, now: NOW, ...counts({}, () => 0) })).toBeUndefined();
  });
});

describe("changeDeadline", () => {
  it("is two hours before the window starts, in New York time across DST", () => {
    // Monday 2026-11-02, EST: 8am is 13:00Z, so the deadline is 6am = 11:00Z.
    expect(changeDeadline(slotOf(MONDAY, "morning")).toISOString()).toBe("2026-11-02T11:00:00.000Z");
    // Saturday 2026-10-31, EDT: noon is 16:00Z, deadline 10am = 14:00Z.
    expect(changeDeadline(slotOf("2026-10-31", "afternoon")).toISOString()).toBe("2026-10-31T14:00:00.000Z");
    // Monday 2027-03-15, EDT: 4pm is 20:00Z, deadline 2pm = 18:00Z.
    expect(changeDeadline(slotOf("2027-03-15", "evening")).toISOString()).toBe("2027-03-15T18:00:00.000Z");
  });
});

describe("the owner's hours (weekly and special dates)", () => {
  const weeklyHours = defaultWeeklyHours();
  const closedDay = { opens: null, closes: null, bookingWindows: [] };

  it("a special date with shorter hours offers only the windows inside them; closed all day none", () => {
    const specialHours = [
      { date: WEDNESDAY, opens: "08:00", closes: "13:00", note: "Half day" },
      { date: FRIDAY, opens: null, closes: null, note: "Inventory" },
    ];
    const hours = { weeklyHours, specialHours };
    expect(keys(slotsOn(WEDNESDAY, new Set(), hours))).toEqual(["morning"]);
    expect(slotsOn(FRIDAY, new Set(), hours)).toEqual([]);
    expect(keys(slotsOn(MONDAY, new Set(), hours))).toEqual(["morning", "afternoon", "evening"]);
    expect(dayAvailability({ date: WEDNESDAY, now: NOW, hours, ...counts() }).map((r) => r.status)).toEqual([
      "open",
      "closed",
      "closed",
    ]);
  });

  it("a weekday the owner closed offers nothing, and the next date with room skips it", () => {
    const hours = { weeklyHours: { ...weeklyHours, Saturday: closedDay }, specialHours: [] };
    expect(slotsOn(SATURDAY, new Set(), hours)).toEqual([]);
    expect(windowKeysOn(6, hours.weeklyHours)).toEqual([]);
    expect(nextDateWithRoom({ after: FRIDAY, now: NOW, hours, ...counts() })).toBe("2026-11-09");
  });
});
