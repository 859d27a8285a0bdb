import { business } from "#app/content/business";
import { spanishCountyList } from "#app/content/i18n/es";
import type { HomeCopy } from "../home";

/** The home page (/es) in US Spanish: the same keys as ../home.ts. */
export const homeCopyEs: HomeCopy = {
  meta: {
    title: "Reparación de refrigeradores en Tampa Bay | Servicio el mismo día",
    description: `Reparación de refrigeradores y neveras el mismo día en Tampa, St. Petersburg, Clearwater y todo Tampa Bay. Todas las marcas, técnicos con licencia, garantía de ${business.warrantyDays} días.`,
  },
  hero: {
    badge: "Citas el mismo día y al día siguiente",
    title: `Reparación de refrigeradores en ${business.region}, bien hecha desde la primera vez`,
    lead: `¿El refrigerador no enfría, gotea agua o el congelador está lleno de escarcha? Nuestros técnicos con licencia reparan todas las marcas principales en los condados de ${spanishCountyList}.`,
    asideTitle: "Por qué nos llaman los propietarios",
    book: "Reserve en línea",
    call: "Llame al",
    benefits: ["Servicio el mismo día", "Todas las marcas principales", "Técnicos con licencia y seguro"],
    since: "En el negocio desde",
    warranty: "Garantía de reparación",
    warrantyValue: `${business.warrantyDays} días`,
    diagnosticFee: "Cargo de diagnóstico",
    diagnosticFeeValue: "Se acredita a su reparación",
  },
  services: {
    title: "Servicios de reparación de refrigeradores",
    intro:
      "Desde un refrigerador que no enfría hasta un compresor ruidoso: lo diagnosticamos y lo reparamos, casi siempre en una sola visita.",
    all: "Ver todos los servicios",
  },
  brands: {
    title: "Marcas que reparamos",
    intro:
      "Experiencia con todas las marcas principales de refrigeradores, desde las de uso diario hasta las empotradas de lujo.",
    all: "Vea todas las marcas que reparamos",
    // Brand names stay as they are (docs/spanish-glossary.md).
    stripNames: { ge: "GE Appliances" },
  },
  serviceArea: {
    title: "Nuestra área de servicio",
    intro: "Técnicos en todo Tampa Bay, para que la ayuda nunca esté lejos.",
    all: "Ver todas las áreas de servicio",
  },
  whyChooseUs: {
    title: "Por qué elegirnos",
    intro: "Lo que incluye cada reparación, le toque el técnico que le toque.",
    cards: [
      {
        icon: "clock",
        title: "Servicio el mismo día o al día siguiente",
        text: "Un refrigerador descompuesto no puede esperar. Si llama temprano, muchas veces llegamos el mismo día; si no, le damos cita para el día siguiente.",
      },
      {
        icon: "shield-check",
        title: `Garantía de ${business.warrantyDays} días`,
        text: `Cada reparación tiene una garantía de ${business.warrantyDays} días sobre el trabajo y las piezas que instalamos. Si vuelve el mismo problema, volvemos nosotros.`,
      },
      {
        icon: "badge-dollar-sign",
        title: "Cargo de diagnóstico acreditado",
        text: "Usted paga un cargo módico para saber qué falla, y si aprueba la reparación, ese cargo se descuenta de la factura final.",
      },
      {
        icon: "award",
        title: "Certificación EPA 608",
        text: "Nuestros técnicos tienen la certificación EPA Sección 608, así que el trabajo con refrigerante y sistema sellado se hace de forma legal y segura.",
      },
      {
        icon: "badge-check",
        title: "Técnicos con licencia y seguro",
        text: "Profesionales capacitados, con licencia y asegurados trabajan en su hogar o negocio, para su tranquilidad desde que llegan hasta que recogen.",
      },
      {
        icon: "refrigerator",
        title: "Todas las marcas principales",
        text: `Desde ${business.foundedYear} reparamos refrigeradores de todas las marcas, desde las más comunes hasta las empotradas de lujo y los equipos comerciales.`,
      },
    ],
  },
  testimonials: {
    title: "Lo que dicen nuestros clientes",
    rated: "Calificación: {rating} de 5",
    translated: "(traducido del inglés)",
    ready: "¿Listo para ser uno de nuestros clientes satisfechos?",
    book: "Reserve su reparación",
    call: "Llame al",
  },
  contact: {
    title: "Repare su refrigerador hoy mismo",
    intro: "Llame ahora o reserve en línea; para emergencias contestamos los siete días de la semana.",
    callUs: "Llámenos",
    emailUs: "Escríbanos",
    reply: `Le respondemos ${business.promises.es.emailResponse}.`,
    hours: "Horario",
    book: "Reserve en línea",
    call: "Llame al",
  },
  callBar: "Llamar",
};
