import type { Route } from "./+types/route";
import { handleVoiceRecording } from "#app/calls/voice.server";
import { clientOf } from "#app/lib/edge-context";
import { limitedWebhook } from "#app/limits/rate-limits.server";

/** POST /voice/recording: a missed caller's voicemail recording (Record's action and status callback). */
export const handle = { postOnly: true };

export async function action({ request, context }: Route.ActionArgs) {
  return limitedWebhook(clientOf(context).clientAddress, () => handleVoiceRecording(request));
}
