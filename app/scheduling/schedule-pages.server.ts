import { data, redirect } from "react-router";
import type { SessionUser } from "#app/auth/sessions.server";
import type { FieldErrors } from "#app/forms/fields";
import { addDays, formatCalendarDate, isCalendarDate, todayInBusinessZone } from "#app/lib/dates";
import { defaultCapacity } from "./appointments.server";
import { calendarFeedToken, rotateCalendarFeedToken } from "./calendar-feed.server";
import { capacityRows, readCapacityForm, readCloseDateForm } from "./schedule-forms";
import { SCHEDULE_DAYS, scheduleDayView } from "./schedule-view";
import {
  capacityTable,
  closeDate,
  reopenDate,
  scheduleOverview,
  setCapacities,
  upcomingClosedDates,
} from "./schedule.server";

/**
 * The loaders and actions of the workspace's Schedule (/admin/schedule) and Settings
 * (/admin/settings) pages. The routes run the guard first and pass the signed-in person in.
 * Every change answers with a redirect (post/redirect/get) whose query names what was done, so
 * reloading the page never repeats it; a refused form answers 400 with its values kept.
 */

export async function loadSchedulePage(user: SessionUser, url: URL, now = new Date()) {
  const today = todayInBusinessZone(now);
  const [days, closed] = await Promise.all([scheduleOverview(today, SCHEDULE_DAYS, now), upcomingClosedDates(now)]);
  const closedDates = closed.map((c) => ({ date: c.date, title: formatCalendarDate(c.date), note: c.note, bookings: c.bookings }));
  return {
    today,
    lastDay: addDays(today, 365),
    days: days.map((day) => scheduleDayView(day, today)),
    closedDates,
    canCloseDates: user.role === "owner",
    notice: scheduleNotice(url, closedDates),
  };
}

/** The confirmation after a redirect: `?closed=<date>` or `?reopened=<date>`. */
function scheduleNotice(url: URL, closedDates: Array<{ date: string; bookings: number }>): string | undefined {
  const closed = url.searchParams.get("closed");
  const reopened = url.searchParams.get("reopened");
  if (closed && isCalendarDate(closed)) {
    const bookings = closedDates.find((c) => c.date === closed)?.bookings ?? 0;
    const stay =
      bookings === 1
        ? " 1 booking already on it stays: call that customer to move the visit."
        : bookings > 1
          ? ` ${bookings} bookings already on it stay: call those customers to move their visits.`
          : "";
    return `${formatCalendarDate(closed)} is closed: no window is offered online that day.${stay}`;
  }
  if (reopened && isCalendarDate(reopened)) return `${formatCalendarDate(reopened)} is open for bookings again.`;
  return undefined;
}

export type ScheduleActionData = { errors: FieldErrors; values?: { date: string; note: string } };

/** The owner closes a date (date + note) or reopens one. */
export async function scheduleAction(owner: SessionUser, request: Request, now = new Date()) {
  const form = await request.formData();
  const get = (name: string) => form.get(name);
  const intent = form.get("intent");
  if (intent === "close") {
    const read = readCloseDateForm(get, todayInBusinessZone(now));
    if (!read.ok) return data<ScheduleActionData>({ errors: read.errors, values: read.values }, { status: 400 });
    if ((await upcomingClosedDates(now)).some((c) => c.date === read.date)) {
      const errors = { date: `${formatCalendarDate(read.date)} is already closed.` };
      return data<ScheduleActionData>({ errors, values: { date: read.date, note: read.note } }, { status: 400 });
    }
    await closeDate(read.date, read.note, owner);
    return redirect(`/admin/schedule?closed=${read.date}`);
  }
  const date = String(form.get("date") ?? "");
  if (intent === "reopen" && isCalendarDate(date)) {
    await reopenDate(date, owner);
    return redirect(`/admin/schedule?reopened=${date}`);
  }
  return data<ScheduleActionData>({ errors: { form: "That change could not be read. Reload the page and try again." } }, { status: 400 });
}

export async function loadSettingsPage(url: URL) {
  const [cells, token] = await Promise.all([capacityTable(), calendarFeedToken()]);
  const saved = url.searchParams.get("saved");
  return {
    capacityRows: capacityRows(cells),
    defaultCapacity: defaultCapacity(),
    // Absolute, as a calendar app needs it; the origin this page was opened at.
    feedUrl: `${url.origin}/calendar/${token}.ics`,
    saved: saved === "capacity" || saved === "feed" ? saved : undefined,
  };
}

export type SettingsActionData = { errors: Record<string, string>; values?: Record<string, string> };

/** The owner saves the capacity table, or makes a new calendar feed address. */
export async function settingsAction(owner: SessionUser, request: Request) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "capacity") {
    const read = readCapacityForm((name) => form.get(name), await capacityTable());
    if (!read.ok) return data<SettingsActionData>({ errors: read.errors, values: read.values }, { status: 400 });
    await setCapacities(read.cells, owner);
    return redirect("/admin/settings?saved=capacity");
  }
  if (intent === "rotate-feed") {
    await rotateCalendarFeedToken(owner);
    return redirect("/admin/settings?saved=feed#calendar-feed");
  }
  return data<SettingsActionData>({ errors: { form: "That change could not be read. Reload the page and try again." } }, { status: 400 });
}
