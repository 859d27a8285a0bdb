import type { Route } from "./+types/route";
import { clientOf } from "#app/lib/edge-context";
import { limitedWebhook } from "#app/limits/rate-limits.server";
import { handleTextStatus } from "#app/texts/inbound.server";

/** POST /sms/status: the text provider's signed webhook for the delivery status of a text sent. */
export const handle = { postOnly: true };

export async function action({ request, context }: Route.ActionArgs) {
  return limitedWebhook(clientOf(context).clientAddress, () => handleTextStatus(request));
}
