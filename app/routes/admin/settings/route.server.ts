import { data, redirect } from "react-router";
import type { SessionUser } from "#app/auth/sessions.server";
import { defaultCapacity } from "#app/scheduling/appointments.server";
import { calendarFeedToken, rotateCalendarFeedToken } from "#app/scheduling/calendar-feed.server";
import { capacityRows, readCapacityForm } from "#app/scheduling/schedule-forms";
import { capacityTable, setCapacities } from "#app/scheduling/schedule.server";

/**
 * The loader and action of the workspace's Settings page (/admin/settings). The route runs the
 * guard first and passes the owner in. Every change answers with a redirect (post/redirect/get)
 * whose query names what was done; a refused form answers 400 with its values kept.
 */

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
  return data<SettingsActionData>(
    { errors: { form: "That change could not be read. Reload the page and try again." } },
    { status: 400 },
  );
}
