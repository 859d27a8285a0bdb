import type { privacyPolicyCopy } from "../privacy-policy";

/** /es/privacy-policy's meta in US Spanish (its text: legal.ts, privacyPolicyEs). */
export const privacyPolicyCopyEs: typeof privacyPolicyCopy = {
  title: "Política de privacidad",
  description:
    "Qué datos recogen nuestros formularios de contacto y de citas, para qué, dónde se guardan, por cuánto tiempo y cómo pedir que se borren.",
  updated: "Última actualización:",
};
