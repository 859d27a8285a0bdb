import type { Route } from "./+types/route";
import { handleAfterDial } from "#app/calls/voice.server";
import { clientOf } from "#app/lib/edge-context";
import { limitedWebhook } from "#app/limits/rate-limits.server";

/** POST /voice/after-dial: the forwarded call ended: answered (screened), or missed (apology, voicemail, one text). */
export const handle = { postOnly: true };

export async function action({ request, context }: Route.ActionArgs) {
  return limitedWebhook(clientOf(context).clientAddress, () => handleAfterDial(request));
}
