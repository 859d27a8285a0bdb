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
  guarantee: {
    title: "Nuestra garantía de servicio",
    intro: "Dondequiera que esté en nuestros cuatro condados, recibe la misma promesa.",
    items: [
      {
        title: "El mismo día o al día siguiente",
        text: "Llame antes del mediodía y normalmente podemos llegar el mismo día.",
      },
      {
        title: `Garantía de ${business.warrantyDays} días`,
        text: `Cada reparación está cubierta durante ${business.warrantyDays} días, piezas y mano de obra.`,
      },
      {
        title: "Precio claro por adelantado",
        text: "Usted aprueba el precio antes de que empiece el trabajo; el cargo de diagnóstico se acredita a la reparación.",
      },
    ],
  },
};
