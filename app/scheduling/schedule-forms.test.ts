import { describe, expect, it } from "vitest";
import { WINDOW_LABEL } from "#tests/fixtures/records";
import {
  CAPACITY_MESSAGE,
  capacityFieldName,
  capacityRows,
  readCapacityForm,
  readCloseDateForm,
} from "./schedule-forms";
import type { WindowKey } from "./windows";

const form = (fields: Record<string, string>) => (name: string) => fields[name];

describe("capacityRows", () => {
  const cells = [
    { weekday: 1, key: "morning" as WindowKey, capacity: 3, isDefault: true },
    { weekday: 1, key: "evening" as WindowKey, capacity: 0, isDefault: false },
    { weekday: 6, key: "afternoon" as WindowKey, capacity: 2, isDefault: false },
  ];

  it("lists Monday to Sunday, each window in the wizard's order, with its field name", () => {
    const rows = capacityRows(cells);
    expect(rows.map((r) => r.name)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(rows[0]!.cells).toEqual([
      { key: "morning", label: WINDOW_LABEL.morning, field: "capacity-1-morning", capacity: 3, isDefault: true },
      { key: "evening", label: WINDOW_LABEL.evening, field: "capacity-1-evening", capacity: 0, isDefault: false },
    ]);
    expect(rows[5]!.cells.map((c) => c.field)).toEqual(["capacity-6-afternoon"]);
    expect(rows[6]!.cells).toEqual([]);
  });
});

describe("readCapacityForm", () => {
  const cells = [
    { weekday: 1, key: "morning" as WindowKey },
    { weekday: 6, key: "afternoon" as WindowKey },
  ];

  it("reads a whole number from 0 to 100 for every window", () => {
    expect(readCapacityForm(form({ "capacity-1-morning": " 0 ", "capacity-6-afternoon": "100" }), cells)).toEqual({
      ok: true,
      cells: [
        { weekday: 1, key: "morning", capacity: 0 },
        { weekday: 6, key: "afternoon", capacity: 100 },
      ],
    });
  });

  it.each(["", "101", "-1", "2.5", "1e2", "two", "0x10"])(
    "refuses %j, names the box and keeps what was typed",
    (typed) => {
      const result = readCapacityForm(form({ "capacity-1-morning": "4", "capacity-6-afternoon": typed }), cells);
      expect(result).toEqual({
        ok: false,
        errors: { "capacity-6-afternoon": CAPACITY_MESSAGE },
        values: { "capacity-1-morning": "4", "capacity-6-afternoon": typed.trim() },
      });
    },
  );

  it("refuses a form that lacks a window's box (nothing saved half-way)", () => {
    const result = readCapacityForm(form({ [capacityFieldName(1, "morning")]: "4" }), cells);
    expect(result.ok).toBe(false);
  });
});

describe("readCloseDateForm", () => {
  const today = "2026-11-23";

  it("takes a date from today to 12 months ahead, and a trimmed optional note", () => {
    expect(readCloseDateForm(form({ date: "2026-11-26", note: "  Thanksgiving " }), today)).toEqual({
      ok: true,
      date: "2026-11-26",
      note: "Thanksgiving",
    });
    expect(readCloseDateForm(form({ date: today }), today)).toEqual({ ok: true, date: today, note: "" });
    expect(readCloseDateForm(form({ date: "2027-11-23" }), today).ok).toBe(true);
  });

  it.each([
    ["", "Date is required."],
    ["2026-02-30", "Choose a real calendar date."],
    ["2027-02-30", "Choose a real calendar date."],
    ["2027-04-31", "Choose a real calendar date."],
    ["2026-13-01", "Choose a real calendar date."],
    ["2026-03-00", "Choose a real calendar date."],
    ["26/11/2026", "Choose a date from the calendar."],
    ["2026-11-22", "That date has passed: choose today or a later date."],
    ["2027-11-24", "Choose a date within the next 12 months."],
  ])("refuses the date %j: %s", (date, message) => {
    expect(readCloseDateForm(form({ date, note: "Kept" }), today)).toEqual({
      ok: false,
      errors: { date: message },
      values: { date, note: "Kept" },
    });
  });

  it("refuses a note over 200 characters", () => {
    const result = readCloseDateForm(form({ date: "2026-11-26", note: "x".repeat(201) }), today);
    expect(result.ok === false && result.errors.note).toBe("Note must be at most 200 characters.");
  });
});
