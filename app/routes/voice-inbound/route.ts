import type { Route } from "./+types/route";
import { handleVoiceInbound } from "#app/calls/voice.server";
import { clientOf } from "#app/lib/edge-context";
import { limitedWebhook } from "#app/limits/rate-limits.server";

/** POST /voice/inbound: the business line's signed voice webhook: the call is forwarded with the screen (TwiML). */
export const handle = { postOnly: true };

export async function action({ request, context }: Route.ActionArgs) {
  return limitedWebhook(clientOf(context).clientAddress, () => handleVoiceInbound(request));
}
