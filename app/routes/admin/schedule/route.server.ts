import { data, redirect } from "react-router";
import type { SessionUser } from "#app/auth/sessions.server";
import { requestBadges } from "#app/customers/customers.server";
import { warrantyView } from "#app/customers/warranty.server";
import type { FieldErrors } from "#app/lib/fields";
import { addDays, formatCalendarDate, isCalendarDate, todayInBusinessZone } from "#app/lib/dates";
import { readCloseDateForm } from "#app/scheduling/schedule-forms";
import { SCHEDULE_DAYS, scheduleDayView, type ScheduleDayView } from "#app/scheduling/schedule-view";
import { listTechnicians, technicianLabel } from "#app/visits/visits.server";
import { closeDate, reopenDate, scheduleOverview, upcomingClosedDates } from "#app/scheduling/schedule.server";
import {
  NO_LONGER_WAITING,
  offerByHand,
  OFFERED_NOTICE,
  waitlistEntryView,
  waitlistsFrom,
} from "#app/scheduling/waitlist.server";
import type { WaitlistEntry } from "#app/db/schema";
import { currentStormMode } from "#app/settings/storm-mode.server";
import { stormDays, stormDaysTable } from "#app/reports/storm-days.server";
import { OWNER_ONLY_MESSAGE } from "#app/auth/access";

/**
 * The loader and action of the workspace's Schedule page (/admin/schedule). The route runs the
 * guard first and passes the signed-in person in.
 * Every change answers with a redirect (post/redirect/get) whose query names what was done, so
 * reloading the page never repeats it; a refused form answers 400 with its values kept.
 */

export async function loadSchedulePage(user: SessionUser, url: URL, now = new Date()) {
  const today = todayInBusinessZone(now);
  const [days, closed, technicians, waiting, storm] = await Promise.all([
    scheduleOverview(today, SCHEDULE_DAYS, now),
    upcomingClosedDates(now),
    listTechnicians(),
    waitlistsFrom(today),
    currentStormMode(undefined, now),
  ]);
  const closedDates = closed.map((c) => ({
    date: c.date,
    title: formatCalendarDate(c.date),
    note: c.note,
    bookings: c.bookings,
  }));
  return {
    today,
    lastDay: addDays(today, 365),
    days: withWaitlists(
      await withWarranty(
        days.map((day) => scheduleDayView(day, today)),
        user,
      ),
      waiting,
      now,
    ),
    closedDates,
    canCloseDates: user.role === "owner",
    technicians: technicians.map((t) => ({ id: t.id, label: technicianLabel(t) })),
    notice: scheduleNotice(url, closedDates),
    /** While storm mode is on: requests, bookings, medicine and the waitlist, day by day. */
    stormFigures: storm ? stormDaysTable(await stormDays(today)) : undefined,
  };
}

/** Marks the bookings on warranty (the callback's sentence), with one read for all the days' bookings. */
async function withWarranty(days: ScheduleDayView[], viewer: SessionUser): Promise<ScheduleDayView[]> {
  const ids = days.flatMap((d) => d.windows.flatMap((w) => w.bookings.map((b) => b.id)));
  if (!ids.length) return days;
  const badges = await requestBadges(ids.map((id) => ({ kind: "booking" as const, id })));
  return days.map((day) => ({
    ...day,
    windows: day.windows.map((w) => ({
      ...w,
      bookings: w.bookings.map((b) => ({
        ...b,
        warranty: warrantyView(badges.get(`booking:${b.id}`)?.warranty, viewer),
      })),
    })),
  }));
}

/** Each window's waitlist (DECISIONS "Storm mode and the waitlist"), already in the order it is offered. */
function withWaitlists(days: ScheduleDayView[], entries: WaitlistEntry[], now: Date): ScheduleDayView[] {
  if (!entries.length) return days;
  return days.map((day) => ({
    ...day,
    windows: day.windows.map((w) => ({
      ...w,
      waitlist: entries
        .filter((e) => e.visitDate === day.date && e.visitWindow === w.key)
        .map((e) => waitlistEntryView(e, now)),
    })),
  }));
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
  if (url.searchParams.has("assigned")) return "The technician was saved.";
  if (url.searchParams.has("offered")) return OFFERED_NOTICE;
  return undefined;
}

export type ScheduleActionData = { errors: FieldErrors; values?: { date: string; note: string } };

/** The owner closes a date (date + note) or reopens one; the office offers a waitlisted visitor a place by hand. */
export async function scheduleAction(user: SessionUser, request: Request, now = new Date()) {
  const form = await request.formData();
  const get = (name: string) => form.get(name);
  const intent = form.get("intent");
  if (intent === "offer-waitlist") {
    const entryId = Number(form.get("entryId"));
    const offered = Number.isSafeInteger(entryId) && entryId > 0 ? await offerByHand(entryId, user, now) : undefined;
    if (offered) return redirect("/admin/schedule?offered=1");
    return data<ScheduleActionData>({ errors: { form: NO_LONGER_WAITING } }, { status: 409 });
  }
  if (user.role !== "owner") return data<ScheduleActionData>({ errors: { form: OWNER_ONLY_MESSAGE } }, { status: 403 });
  const owner = user;
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
  return data<ScheduleActionData>(
    { errors: { form: "That change could not be read. Reload the page and try again." } },
    { status: 400 },
  );
}
