/**
 * The owner's scheduling forms, read and checked (pure): the capacity table of the Settings page
 * and "Close a date" on the Schedule page. Plain form posts, so every value arrives as text.
 */
import { z } from "zod";
import { business } from "#app/content/business";
import { fieldErrors, optionalText, requiredText, type FieldErrors } from "#app/lib/fields";
import { bookableRange, dateRefinement } from "#app/lib/dates";
import { MAX_CAPACITY } from "#app/lib/capacity";
import { weekdayName } from "#app/settings/hours";
import type { Weekday } from "#app/settings/site-facts";
import type { WindowKey } from "./windows";

export const CAPACITY_MESSAGE = `Enter a whole number from 0 to ${MAX_CAPACITY}.`;

export const MAX_CLOSED_NOTE = 200;

/** The capacity input of one weekday window, e.g. "capacity-1-morning" (1 = Monday). */
export const capacityFieldName = (weekday: number, key: WindowKey) => `capacity-${weekday}-${key}`;

export interface CapacityValue {
  weekday: number;
  key: WindowKey;
  capacity: number;
}

export type CapacityForm =
  | { ok: true; cells: CapacityValue[] }
  /** Errors and the values as typed, both keyed by field name; nothing is saved. */
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/** One weekday of the capacity table: a box per window it offers online (none on Sundays). */
export interface CapacityRow {
  weekday: number;
  name: Weekday;
  cells: Array<{ key: WindowKey; label: string; field: string; capacity: number; isDefault: boolean }>;
}

/** The capacity table, Monday first, from `capacityTable()` (app/scheduling/schedule.server.ts). */
export function capacityRows(
  cells: ReadonlyArray<{ weekday: number; key: WindowKey; capacity: number; isDefault: boolean }>,
): CapacityRow[] {
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
    weekday,
    name: weekdayName(weekday)!,
    cells: business.bookingWindows.flatMap(({ key, label }) => {
      const cell = cells.find((c) => c.weekday === weekday && c.key === key);
      return cell
        ? [{ key, label, field: capacityFieldName(weekday, key), capacity: cell.capacity, isDefault: cell.isDefault }]
        : [];
    }),
  }));
}

/** Every window of `cells` must carry a whole number from 0 to 100; one bad box refuses the form. */
export function readCapacityForm(
  get: (name: string) => unknown,
  cells: ReadonlyArray<{ weekday: number; key: WindowKey }>,
): CapacityForm {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const parsed: CapacityValue[] = [];
  for (const { weekday, key } of cells) {
    const name = capacityFieldName(weekday, key);
    const typed = String(get(name) ?? "").trim();
    values[name] = typed;
    const capacity = Number(typed);
    if (!/^\d{1,3}$/.test(typed) || capacity > MAX_CAPACITY) errors[name] = CAPACITY_MESSAGE;
    else parsed.push({ weekday, key, capacity });
  }
  return Object.keys(errors).length ? { ok: false, errors, values } : { ok: true, cells: parsed };
}

/** "Close a date": a real date from today (New York) to 12 months ahead, and an optional note. */
export function closeDateSchema(today: string) {
  return z.object({
    // A date can be closed as far ahead as visits can be booked.
    date: requiredText("Date", 10).superRefine(
      dateRefinement(bookableRange(today), { past: "That date has passed: choose today or a later date." }),
    ),
    note: optionalText("Note", MAX_CLOSED_NOTE),
  });
}

export type CloseDateForm =
  { ok: true; date: string; note: string } | { ok: false; errors: FieldErrors; values: { date: string; note: string } };

export function readCloseDateForm(get: (name: string) => unknown, today: string): CloseDateForm {
  const values = { date: String(get("date") ?? ""), note: String(get("note") ?? "") };
  const result = closeDateSchema(today).safeParse(values);
  return result.success ? { ok: true, ...result.data } : { ok: false, errors: fieldErrors(result.error), values };
}
