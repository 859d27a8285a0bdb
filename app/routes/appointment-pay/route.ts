import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { clientOf } from "#app/lib/edge-context";
import { langOf } from "#app/content/i18n/lang";
import { payFromAppointment } from "./route.server";

/**
 * POST /appointments/<token>/pay: "Pay $X by card" on the appointment page. 303 to a fresh Stripe
 * Checkout Session for the balance now, or back to the page saying why not. POST only (a link
 * or a prefetch must never create a session).
 */
// The appointment page sends no referrer: its form posts with Origin: null (the token is the key).
export const handle = { postOnly: true, opaqueOrigin: true };

export async function action({ request, params, context }: Route.ActionArgs) {
  const url = await payFromAppointment(
    params.token,
    new URL(request.url).origin,
    clientOf(context).clientAddress,
    langOf(request),
  );
  return redirect(url, 303);
}
