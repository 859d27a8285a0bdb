import { langOf } from "#app/content/i18n/lang";
import type { Route } from "./+types/route";
import { visitorStatusOfLink } from "#app/visits/visitor-status.server";

// GET /appointments/<token>/status: the visit's step in words, as JSON, for the appointment
// page's script. Never cached; no referrer; an unknown token is a plain 404.
export async function loader({ params, request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" };
  const status = await visitorStatusOfLink(params.token, langOf(request));
  if (!status) return Response.json({ error: "No such appointment." }, { status: 404, headers });
  return Response.json(status, { headers });
}
