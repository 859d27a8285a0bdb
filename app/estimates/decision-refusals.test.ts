import { describe, expect, it } from "vitest";
import { en } from "#app/content/i18n/en";
import { es } from "#app/content/i18n/es";
import { decisionRefusalText, wordDecisionRefusal, type DecisionRefusal } from "./decision-refusals";
import { decisionErrors, MAX_SIGNER_NAME } from "./estimates.server";

/**
 * A refused decision on an estimate is a code (issue 34: the Spanish appointment page words it
 * from its dictionary instead of mapping English sentences). Each code, the English words the
 * office and the English page have always shown, and the Spanish page's.
 */
const option = { position: 2, name: "Fan motor and defrost thermostat" };
const cases: Array<[DecisionRefusal, string, string]> = [
  [{ code: "choose-option" }, "Choose one of the estimate's options.", "Elija una de las opciones del presupuesto."],
  [{ code: "name-short" }, "Type your full name to sign.", "Escriba su nombre completo para firmar."],
  [
    { code: "name-long", max: MAX_SIGNER_NAME },
    "Your name: at most 100 characters.",
    "Su nombre: 100 caracteres como máximo.",
  ],
  [
    { code: "consent" },
    'Tick "I agree to sign this estimate electronically" to approve.',
    "Marque «Acepto firmar este presupuesto electrónicamente» para aprobarlo.",
  ],
  [
    { code: "signature-too-large" },
    "The signature is too large: clear it and sign again.",
    "La firma es demasiado grande: bórrela y firme de nuevo.",
  ],
  [
    { code: "signature-unreadable" },
    "The signature could not be read: clear it and sign again.",
    "No se pudo leer la firma: bórrela y firme de nuevo.",
  ],
  [{ code: "visit-gone" }, "That visit no longer exists.", "Esa visita ya no existe."],
  [{ code: "no-estimate" }, "There is no estimate on this visit.", "Esta visita no tiene presupuesto."],
  [
    { code: "completed" },
    "This visit is completed: the estimate can no longer be decided.",
    "Esta visita está terminada: ya no se puede decidir sobre el presupuesto.",
  ],
  [
    { code: "cancelled" },
    "This visit is cancelled: the estimate can no longer be decided.",
    "Esta visita está cancelada: ya no se puede decidir sobre el presupuesto.",
  ],
  [
    { code: "stale" },
    "The estimate changed since it was shown: read it again before deciding.",
    "El presupuesto cambió desde que se lo mostramos: léalo de nuevo antes de decidir.",
  ],
  [{ code: "already-declined" }, "This estimate was already declined.", "Este presupuesto ya fue rechazado."],
  [
    { code: "already-approved", option },
    "This estimate was already approved: Option 2, Fan motor and defrost thermostat.",
    "Este presupuesto ya fue aprobado: Opción 2, Fan motor and defrost thermostat.",
  ],
  [
    { code: "decided-meanwhile" },
    "This estimate was decided a moment ago: reload to see the decision.",
    "Este presupuesto ya tiene una decisión: vuelva a cargar la página para verla.",
  ],
];

describe("a refused decision's reason, worded per language", () => {
  it.each(cases)("%j", (reason, english, spanish) => {
    expect(wordDecisionRefusal(en.appointment.estimate.refusals, reason)).toBe(english);
    expect(decisionRefusalText(reason)).toBe(english);
    expect(wordDecisionRefusal(es.appointment.estimate.refusals, reason)).toBe(spanish);
  });

  it("the technician's form keeps its English field errors", () => {
    expect(decisionErrors({ choice: 1, signerName: "A", consent: false, signature: "<svg>" })).toEqual({
      signerName: "Type your full name to sign.",
      consent: 'Tick "I agree to sign this estimate electronically" to approve.',
      signature: "The signature could not be read: clear it and sign again.",
    });
    expect(decisionErrors({ choice: "decline", signerName: "", consent: false, signature: null })).toEqual({});
  });
});
