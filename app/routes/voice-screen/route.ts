import type { Route } from "./+types/route";
import { handleVoiceScreen } from "#app/calls/voice.server";
import { clientOf } from "#app/lib/edge-context";
import { limitedWebhook } from "#app/limits/rate-limits.server";

/** POST /voice/screen: what the person answering the forwarded call hears: press 1 to take it. */
export const handle = { postOnly: true };

export async function action({ request, context }: Route.ActionArgs) {
  return limitedWebhook(clientOf(context).clientAddress, () => handleVoiceScreen(request));
}
