import type { Route } from "./+types/route";
import { clientOf } from "#app/lib/edge-context";
import { limitedWebhook } from "#app/limits/rate-limits.server";
import { handleInboundText } from "#app/texts/inbound.server";

/** POST /sms/inbound: the text provider's signed webhook for a text received (STOP, START, HELP or a reply). */
export const handle = { postOnly: true };

export async function action({ request, context }: Route.ActionArgs) {
  return limitedWebhook(clientOf(context).clientAddress, () => handleInboundText(request));
}
