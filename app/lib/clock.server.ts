import { getConfig } from "./config.server";

/**
 * The time now, for the texts (quiet hours, daily caps) and the day-before reminders. It is the
 * real time, except on a test server started with TEST_CLOCK: then it starts at that instant and
 * runs on at the real pace (tests/e2e/texts.spec.ts sees what 9 PM in New York does).
 */
const startedAt = Date.now();

export function now(): Date {
  const start = getConfig().testOnly.clockStart;
  return start ? new Date(start.getTime() + (Date.now() - startedAt)) : new Date();
}
