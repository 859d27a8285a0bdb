import type { AppointmentWords } from "#app/content/i18n/en";
import { en } from "#app/content/i18n/en";
import { fill } from "#app/content/i18n/fill";

/**
 * Why a customer's decision on an estimate is refused, as a code with what its words need. The
 * domain answers with codes; whoever shows the refusal words it in its own language: the
 * appointment page from its dictionary (`appointment.estimate.refusals`, en.ts / es.ts), the
 * office and the technician's phone in English (`message`, the same English dictionary's words).
 */
export type DecisionRefusal =
  | { code: "choose-option" }
  | { code: "name-short" }
  | { code: "name-long"; max: number }
  | { code: "consent" }
  | { code: "signature-too-large" }
  | { code: "signature-unreadable" }
  | { code: "visit-gone" }
  | { code: "no-estimate" }
  | { code: "completed" }
  | { code: "cancelled" }
  | { code: "stale" }
  | { code: "already-declined" }
  /** `option`: the option approved before (absent only if it could not be found). */
  | { code: "already-approved"; option?: { position: number; name: string } }
  /** Another decision got in between the lock and the insert (the unique index's last word). */
  | { code: "decided-meanwhile" };

/** The decision form's fields a refusal can name. */
export type DecisionField = "signerName" | "consent" | "signature";

export type DecisionRefusalWords = AppointmentWords["estimate"]["refusals"];

/** A refusal in the words of a language's dictionary. */
export function wordDecisionRefusal(words: DecisionRefusalWords, reason: DecisionRefusal): string {
  switch (reason.code) {
    case "choose-option":
      return words.chooseOption;
    case "name-short":
      return words.nameShort;
    case "name-long":
      return fill(words.nameLong, { max: reason.max });
    case "consent":
      return words.consent;
    case "signature-too-large":
      return words.signatureTooLarge;
    case "signature-unreadable":
      return words.signatureUnreadable;
    case "visit-gone":
      return words.visitGone;
    case "no-estimate":
      return words.none;
    case "completed":
      return words.completed;
    case "cancelled":
      return words.cancelled;
    case "stale":
      return words.stale;
    case "already-declined":
      return words.alreadyDeclined;
    case "already-approved":
      return reason.option
        ? fill(words.alreadyApproved, { position: reason.option.position, name: reason.option.name })
        : words.decided;
    case "decided-meanwhile":
      return words.decided;
  }
}

/** The office's words (English): what `message` carries for the workspace and the technician's phone. */
export const decisionRefusalText = (reason: DecisionRefusal) =>
  wordDecisionRefusal(en.appointment.estimate.refusals, reason);

/** Field refusals in a language's words, as the forms show them. */
export const wordDecisionFields = (
  words: DecisionRefusalWords,
  fields: Partial<Record<DecisionField, DecisionRefusal>>,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([field, reason]) => (reason ? [[field, wordDecisionRefusal(words, reason)]] : [])),
  );
