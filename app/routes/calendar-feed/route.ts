import type { Route } from "./+types/route";
import { currentCalendarFeed, isCalendarFeedToken } from "#app/scheduling/calendar-feed.server";

/**
 * GET /calendar/<token>.ics: the owner's private calendar feed (Google or Apple Calendar subscribe
 * to it). The token in the URL is the only key; a wrong or rotated one answers 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const token = /^([A-Za-z0-9_-]{32})\.ics$/.exec(params.feed)?.[1];
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  const text = (status: number, body: string) =>
    new Response(body, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  try {
    if (!token || !(await isCalendarFeedToken(token))) return text(404, "No such calendar.\n");
    const origin = new URL(request.url).origin;
    return new Response(await currentCalendarFeed(origin), {
      headers: {
        ...headers,
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="visits.ics"',
      },
    });
  } catch (error) {
    console.error("[calendar] could not build the feed:", error instanceof Error ? error.message : error);
    return text(503, "The calendar is not available right now; your calendar app will try again.\n");
  }
}
