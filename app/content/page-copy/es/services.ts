import type { servicesCopy } from "../services";

/** /es/services in US Spanish: the same keys as ../services.ts. */
export const servicesCopyEs: typeof servicesCopy = {
  meta: {
    title: "Servicios de reparación de refrigeradores en Tampa Bay",
    description:
      "Enfriamiento, fugas, escarcha, fallas eléctricas, ruidos, olores y empaques: todos nuestros servicios de reparación en Tampa Bay, con precios típicos.",
  },
  hero: {
    title: "Servicios de reparación de refrigeradores",
    lead: "Haga lo que haga su refrigerador, o deje de hacer, ya lo hemos reparado antes. Elija un problema para ver cómo lo reparamos y cuánto suele costar.",
  },
  faqTitle: "Preguntas frecuentes",
};
