/**
 * The keywords of a text received (DECISIONS "Texts"), in any case, alone in the message (a
 * final "." or "!" allowed): STOP and its family, English and Spanish, stop every later text to
 * that number until START, UNSTOP or YES; HELP or AYUDA is answered. Anything else is a reply.
 */
export const STOP_KEYWORDS = [
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPTOUT",
  "PARAR",
  "DETENER",
  "CANCELAR",
  "BAJA",
] as const;
export const START_KEYWORDS = ["START", "UNSTOP", "YES"] as const;
export const HELP_KEYWORDS = ["HELP", "AYUDA"] as const;

export type InboundKind = "stop" | "start" | "help" | "reply";

export function classifyInbound(body: string): InboundKind {
  const word = body
    .trim()
    .replace(/[.!]+$/, "")
    .toUpperCase();
  if ((STOP_KEYWORDS as readonly string[]).includes(word)) return "stop";
  if ((START_KEYWORDS as readonly string[]).includes(word)) return "start";
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return "help";
  return "reply";
}
