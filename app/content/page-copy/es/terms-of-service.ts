import { business } from "#app/content/business";
import type { termsOfServiceCopy } from "../terms-of-service";

/** /es/terms-of-service's meta in US Spanish (its text: legal.ts, termsOfServiceEs). */
export const termsOfServiceCopyEs: typeof termsOfServiceCopy = {
  title: "Términos del servicio",
  description: `Presupuestos, cargo de diagnóstico, nuestra garantía de reparación de ${business.warrantyDays} días, pagos y condiciones de las citas para la reparación de refrigeradores en Tampa Bay.`,
  updated: "Última actualización:",
};
