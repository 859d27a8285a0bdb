import { business } from "#app/content/business";
import { getSiteSettings } from "#app/settings/settings-rows.server";
import { forbidden, verifiedWebhook } from "#app/texts/inbound.server";
import { missedCallApology, screenPrompt, type CallerLanguage } from "#app/texts/missed-call";
import { twiml, type TwimlNode } from "#app/texts/twiml";
import { callFields, recordAfterDial, recordIncomingCall, recordScreenAnswer, recordVoicemail } from "./calls.server";

/**
 * The voice webhooks (DECISIONS "Missed calls"): each checks X-Twilio-Signature exactly as
 * /sms/* do (the URL as requested, TRUST_PROXY making it the public one, and SMS_URL's auth
 * token: one account), answers 403 and stores nothing otherwise, and answers TwiML (text/xml)
 * after at most a couple of small statements: the caller hears silence until it does.
 */

/** Voicemail: up to 2 minutes. */
export const VOICEMAIL_MAX_SECONDS = 120;

const xml = (...verbs: TwimlNode[]) =>
  new Response(twiml(...verbs), {
    status: 200,
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });

const badRequest = (text: string) =>
  new Response(`${text}\n`, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

const voiceOf = (language: CallerLanguage) => ({ language: language === "es" ? "es-US" : "en-US" });

/**
 * POST /voice/inbound: the business line rings. The call is stored, then forwarded to the owner's
 * phone for "Ring for" seconds with the screen on the answering side; without a number to forward
 * to, straight to the missed-call answer.
 */
export async function handleVoiceInbound(request: Request): Promise<Response> {
  const fields = await verifiedWebhook(request);
  if (!fields) return forbidden();
  const call = callFields(fields);
  if (!call) return badRequest("CallSid is required.");
  const [, settings] = await Promise.all([recordIncomingCall(call), getSiteSettings()]);
  if (!settings.forwardCallsTo) {
    return xml({ verb: "Redirect", attributes: { method: "POST" }, children: ["/voice/after-dial"] });
  }
  return xml({
    verb: "Dial",
    attributes: { timeout: settings.ringSeconds, action: "/voice/after-dial", method: "POST", answerOnBridge: true },
    children: [
      {
        verb: "Number",
        attributes: { url: "/voice/screen", method: "POST" },
        children: [settings.forwardCallsTo.e164],
      },
    ],
  });
}

/**
 * POST /voice/screen: the forwarded call was picked up (a person or a voicemail). Without
 * Digits: "press 1 to take it", posted back here; a 1 marks the caller's call (ParentCallSid)
 * answered and connects it; anything else, or silence, hangs up the forwarded leg, so the
 * caller goes on to /voice/after-dial as missed.
 */
export async function handleVoiceScreen(request: Request): Promise<Response> {
  const fields = await verifiedWebhook(request);
  if (!fields) return forbidden();
  const call = callFields(fields, fields.has("ParentCallSid") ? "ParentCallSid" : "CallSid");
  if (!call) return badRequest("CallSid is required.");
  if (!fields.has("Digits")) {
    return xml(
      {
        verb: "Gather",
        attributes: { numDigits: 1, timeout: 6, action: "/voice/screen", method: "POST" },
        children: [{ verb: "Say", attributes: voiceOf("en"), children: [screenPrompt(business.name)] }],
      },
      { verb: "Hangup" },
    );
  }
  // An empty answer connects the two calls.
  return (await recordScreenAnswer(call.callSid, fields.get("Digits"))) ? xml() : xml({ verb: "Hangup" });
}

/**
 * POST /voice/after-dial: the forwarded call ended (DialCallStatus) or there was none. Answered:
 * hang up. Missed: the apology in the caller's language and a voicemail of up to 2 minutes (its
 * recording comes back to /voice/recording); the one text was queued before this answer.
 */
export async function handleAfterDial(request: Request): Promise<Response> {
  const fields = await verifiedWebhook(request);
  if (!fields) return forbidden();
  const call = callFields(fields);
  if (!call) return badRequest("CallSid is required.");
  const outcome = await recordAfterDial(call, fields.get("DialCallStatus"));
  if (!outcome.missed) return xml({ verb: "Hangup" });
  return xml(
    {
      verb: "Say",
      attributes: voiceOf(outcome.language),
      children: [missedCallApology(outcome.language, business.name)],
    },
    {
      verb: "Record",
      attributes: {
        maxLength: VOICEMAIL_MAX_SECONDS,
        playBeep: true,
        // Record's own action would default to this URL: the apology again, in a loop.
        action: "/voice/recording",
        method: "POST",
        recordingStatusCallback: "/voice/recording",
        recordingStatusCallbackMethod: "POST",
      },
    },
    { verb: "Hangup" },
  );
}

/**
 * POST /voice/recording: Record's action and its status callback both land here; the recording's
 * URL (and length) is stored once known. Answers a hang-up (Record's action continues the call).
 */
export async function handleVoiceRecording(request: Request): Promise<Response> {
  const fields = await verifiedWebhook(request);
  if (!fields) return forbidden();
  const call = callFields(fields);
  if (!call) return badRequest("CallSid is required.");
  const url = (fields.get("RecordingUrl") ?? "").trim();
  const status = fields.get("RecordingStatus");
  if (/^https?:\/\/\S{1,500}$/i.test(url) && (status === undefined || status === "completed")) {
    const seconds = Number(fields.get("RecordingDuration"));
    await recordVoicemail(call.callSid, url, Number.isSafeInteger(seconds) && seconds >= 0 ? seconds : null);
  }
  return xml({ verb: "Hangup" });
}
