import type { Route } from "./+types/route";
import { clientOf } from "#app/lib/edge-context";
import { limitedWebhook } from "#app/limits/rate-limits.server";
import { handleStripeWebhook } from "#app/payments/online.server";

/**
 * POST /payments/stripe/webhook: Stripe's signed events (the raw body is read by the handler;
 * Stripe sends no Origin, so the edge's origin check lets it through). Any other method: 405.
 */
export const handle = { postOnly: true };

export async function action({ request, context }: Route.ActionArgs) {
  return limitedWebhook(clientOf(context).clientAddress, () => handleStripeWebhook(request));
}
