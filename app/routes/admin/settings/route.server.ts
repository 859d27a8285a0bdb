import { data, redirect } from "react-router";
import type { SessionUser } from "#app/auth/sessions.server";
import { defaultCapacity } from "#app/scheduling/appointments.server";
import { calendarFeedToken, rotateCalendarFeedToken } from "#app/scheduling/calendar-feed.server";
import { capacityRows, readCapacityForm } from "#app/scheduling/schedule-forms";
import { capacityTable, setCapacities } from "#app/scheduling/schedule.server";
import { todayInBusinessZone } from "#app/lib/dates";
import { defaultStormUntil, readStormForm } from "#app/settings/storm-mode";
import { currentStormMode, switchStormModeOff, switchStormModeOn } from "#app/settings/storm-mode.server";
import { quickbooksFormValues, readQuickbooksForm } from "#app/reports/quickbooks-accounts";
import { quickbooksAccounts, saveQuickbooksAccounts } from "#app/reports/reports.server";

/**
 * The loader and action of the workspace's Settings page (/admin/settings). The route runs the
 * guard first and passes the owner in. Every change answers with a redirect (post/redirect/get)
 * whose query names what was done; a refused form answers 400 with its values kept.
 */

export async function loadSettingsPage(url: URL) {
  const [cells, token, storm, accounts] = await Promise.all([
    capacityTable(),
    calendarFeedToken(),
    currentStormMode(),
    quickbooksAccounts(),
  ]);
  const saved = url.searchParams.get("saved");
  const today = todayInBusinessZone();
  return {
    storm: storm ?? null,
    quickbooks: quickbooksFormValues(accounts),
    stormDefaultUntil: defaultStormUntil(today),
    today,
    capacityRows: capacityRows(cells),
    defaultCapacity: defaultCapacity(),
    // Absolute, as a calendar app needs it; the origin this page was opened at.
    feedUrl: `${url.origin}/calendar/${token}.ics`,
    saved:
      saved === "capacity" ||
      saved === "feed" ||
      saved === "storm-on" ||
      saved === "storm-off" ||
      saved === "quickbooks"
        ? saved
        : undefined,
  };
}

export type SettingsActionData = {
  errors: Record<string, string>;
  values?: Record<string, string>;
  /** Which form was refused: storm mode's, the QuickBooks names', or (none) the capacity table's. */
  form?: "storm" | "quickbooks";
};

/** The owner saves the capacity table, switches storm mode, or makes a new calendar feed address. */
export async function settingsAction(owner: SessionUser, request: Request) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "capacity") {
    const read = readCapacityForm((name) => form.get(name), await capacityTable());
    if (!read.ok) return data<SettingsActionData>({ errors: read.errors, values: read.values }, { status: 400 });
    await setCapacities(read.cells, owner);
    return redirect("/admin/settings?saved=capacity");
  }
  if (intent === "storm-on") {
    const read = readStormForm({ until: form.get("until"), note: form.get("note") }, todayInBusinessZone());
    if (!read.ok)
      return data<SettingsActionData>({ errors: read.errors, values: read.values, form: "storm" }, { status: 400 });
    await switchStormModeOn(owner, read.mode);
    return redirect("/admin/settings?saved=storm-on#storm-mode");
  }
  if (intent === "storm-off") {
    await switchStormModeOff(owner);
    return redirect("/admin/settings?saved=storm-off#storm-mode");
  }
  if (intent === "quickbooks") {
    const read = readQuickbooksForm((name) => form.get(name));
    if (!read.ok)
      return data<SettingsActionData>(
        { errors: read.errors, values: read.values, form: "quickbooks" },
        { status: 400 },
      );
    await saveQuickbooksAccounts(owner, read.accounts);
    return redirect("/admin/settings?saved=quickbooks#quickbooks");
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
