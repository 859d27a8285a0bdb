import type { brandsCopy } from "../brands";

/** /es/brands in US Spanish: the same keys as ../brands.ts. */
export const brandsCopyEs: typeof brandsCopy = {
  meta: {
    title: "Marcas de refrigeradores que reparamos en Tampa Bay",
    description:
      "Whirlpool, GE, LG, Frigidaire, Sub-Zero, Viking, KitchenAid y más: las 16 marcas de refrigeradores que reparamos en Tampa Bay, de uso diario y empotradas.",
  },
  hero: {
    title: "Marcas de refrigeradores que reparamos",
    lead: "Desde refrigeradores con congelador arriba hasta modelos empotrados de lujo y vitrinas comerciales: nuestros técnicos dan servicio a todas las marcas principales.",
  },
  gridTitle: "Todas las marcas que atendemos",
  whyChooseUsTitle: "Por qué elegirnos para su marca",
  cards: { commonRepairs: "Reparaciones comunes", link: "Reparación de {name}", linkDetails: ": detalles" },
};
