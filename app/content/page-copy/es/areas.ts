import { business } from "#app/content/business";
import { spanishCountyList } from "#app/content/i18n/es";
import type { areasCopy } from "../areas";

/** /es/areas in US Spanish: the same keys as ../areas.ts. */
export const areasCopyEs: typeof areasCopy = {
  meta: {
    title: `Áreas de servicio: condados de ${spanishCountyList}`,
    description: `Reparación de refrigeradores en 60 ciudades de los condados de ${spanishCountyList}, con visitas el mismo día o al día siguiente.`,
  },
  hero: {
    title: "Nuestras áreas de servicio",
    lead: "Reparamos refrigeradores en hogares y negocios de cuatro condados de Tampa Bay.",
  },
  mapTitle: "Dónde trabajamos",
  countiesTitle: "Condados y ciudades que atendemos",
  overview: { before: "¿Es nuevo en la región? Lea nuestra", link: `guía de ${business.region}` },
};
