import { addDays, isCalendarDate, todayInBusinessZone } from "#app/lib/dates";
import { sourceCounts } from "#app/requests/list.server";

/** Counts per source and landing page over a period (default: the last 30 days). */
export async function loadSources(url: URL) {
  const today = todayInBusinessZone();
  const date = (name: string, fallback: string) => {
    const value = url.searchParams.get(name) ?? "";
    return isCalendarDate(value) ? value : fallback;
  };
  let from = date("from", addDays(today, -29));
  let to = date("to", today);
  if (from > to) [from, to] = [to, from];
  return { from, to, ...(await sourceCounts(from, to)) };
}
