import { addDays, dateProblem } from "#app/lib/dates";

/**
 * Storm mode (DECISIONS "Storm mode and the waitlist"), the pure part: the owner switches it on
 * until a date (by default 7 days from today) with an optional note; it is on through that date
 * and off from the next day on its own. The root loader reads it for every public page, which the
 * page cache keeps per content version and business date, so the banner comes and goes with
 * both (docs/decisions/0028-storm-mode-and-waitlist.md).
 */
export interface StormMode {
  /** The last day it is on ("YYYY-MM-DD", New York). */
  until: string;
  /** The owner's note, shown under the banner (may be empty). */
  note: string;
}

export const STORM_DEFAULT_DAYS = 7;
/** How far ahead the owner may set its end: a storm week, with room for a long one. */
export const STORM_MAX_DAYS = 30;
export const STORM_NOTE_MAX = 200;

export const defaultStormUntil = (today: string): string => addDays(today, STORM_DEFAULT_DAYS);

/** Whether a stored storm mode is on `today`. */
export function stormIsOn(mode: StormMode | undefined, today: string): boolean {
  return mode !== undefined && today <= mode.until;
}

/** The owner's form: until (a date from today to 30 days ahead) and an optional note. */
export function readStormForm(
  input: { until: unknown; note: unknown },
  today: string,
): { ok: true; mode: StormMode } | { ok: false; errors: Record<string, string>; values: Record<string, string> } {
  const until = typeof input.until === "string" ? input.until.trim() : "";
  const note = typeof input.note === "string" ? input.note.trim().replace(/\s+/g, " ") : "";
  const errors: Record<string, string> = {};
  const problem = dateProblem(
    until,
    { from: today, to: addDays(today, STORM_MAX_DAYS) },
    {
      tooFar: `Choose a date within ${STORM_MAX_DAYS} days; you can switch it on again after.`,
    },
  );
  if (problem) errors.until = problem;
  if (note.length > STORM_NOTE_MAX) errors.note = `Keep the note within ${STORM_NOTE_MAX} characters.`;
  if (Object.keys(errors).length) return { ok: false, errors, values: { until, note } };
  return { ok: true, mode: { until, note } };
}

/** A stored value as read back: anything else (a hand-edited row) counts as off. */
export function parseStormMode(raw: string | undefined): StormMode | undefined {
  if (raw === undefined) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StormMode>;
    if (typeof value.until === "string" && !dateProblem(value.until))
      return { until: value.until, note: typeof value.note === "string" ? value.note : "" };
  } catch {
    // fall through: off
  }
  return undefined;
}
