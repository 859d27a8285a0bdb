import { business } from "#app/content/business";
import type { aboutCopy } from "../about";

/** /es/about in US Spanish: the same keys as ../about.ts. */
export const aboutCopyEs: typeof aboutCopy = {
  meta: {
    title: `Quiénes somos: reparación de refrigeradores en Tampa Bay desde ${business.foundedYear}`,
    description: `Empresa local de reparación de refrigeradores, con licencia y seguro, en Tampa Bay desde ${business.foundedYear}, con técnicos certificados EPA 608 y garantía de ${business.warrantyDays} días.`,
  },
  hero: {
    title: `Quiénes somos: ${business.name}`,
    lead: `Mantenemos fría la comida de Tampa Bay desde ${business.foundedYear}.`,
  },
  storyTitle: "Nuestra historia",
  missionTitle: "Nuestra misión",
  teamTitle: "Nuestro equipo",
  credentialsTitle: "Credenciales",
};
