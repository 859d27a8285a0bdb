import { business } from "#app/content/business";
import { addDays, todayInBusinessZone, zonedTimeToUtc } from "#app/lib/dates";

/** Scheduled texts go only from 8:00 AM to 8:00 PM New York (DECISIONS "Texts"). */
export const SENDING_FROM_HOUR = 8;
export const SENDING_UNTIL_HOUR = 20;

/**
 * The earliest moment at or after `now` when a scheduled text may go: `now` itself between 8 AM
 * and 8 PM New York, otherwise the next 8 AM there.
 */
export function nextSendingMoment(now: Date, timeZone: string = business.timeZone): Date {
  const today = todayInBusinessZone(now);
  const opens = zonedTimeToUtc(today, SENDING_FROM_HOUR, timeZone);
  const closes = zonedTimeToUtc(today, SENDING_UNTIL_HOUR, timeZone);
  if (now < opens) return opens;
  if (now < closes) return now;
  return zonedTimeToUtc(addDays(today, 1), SENDING_FROM_HOUR, timeZone);
}

/** The start of the business's day that `now` falls in (daily caps count from it). */
export function startOfBusinessDay(now: Date): Date {
  return zonedTimeToUtc(todayInBusinessZone(now), 0);
}
