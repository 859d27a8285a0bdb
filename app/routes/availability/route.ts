import { data } from "react-router";
import type { Route } from "./+types/route";
import { availabilityOn } from "#app/scheduling/appointments.server";
import { viewOfDay } from "#app/scheduling/availability";
import type { Lang } from "#app/content/i18n/lang";
import { bookableRange, dateProblem, todayInBusinessZone } from "#app/lib/dates";

/**
 * GET /availability?date=YYYY-MM-DD: the windows of a date and their status, as JSON, for the
 * booking wizard and the appointment page (with JavaScript; without it the pages render the same
 * view on the server). Never cached: a window can fill up at any moment. `&lang=es` (the Spanish
 * pages' form words say their language) answers the words in Spanish; anything else, English.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const date = query.get("date") ?? "";
  const lang: Lang = query.get("lang") === "es" ? "es" : "en";
  const headers = { "Cache-Control": "no-store" };
  const problem = dateProblem(date, bookableRange(todayInBusinessZone()));
  if (problem) return data({ error: problem }, { status: 400, headers });
  try {
    const day = await availabilityOn(date);
    return data(viewOfDay(day, lang), { headers });
  } catch (error) {
    console.error("[availability] could not read the schedule:", error instanceof Error ? error.message : error);
    return data({ error: "Availability could not be checked right now." }, { status: 503, headers });
  }
}
