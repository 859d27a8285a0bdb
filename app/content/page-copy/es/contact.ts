import { business } from "#app/content/business";
import { spanishCountyList } from "#app/content/i18n/es";
import type { contactCopy } from "../contact";

const metaDescription = (mainPhone: string, supportEmail: string) =>
  `Llame al ${mainPhone}, escriba a ${supportEmail} o envíenos un mensaje. Reparación de refrigeradores en los condados de ${spanishCountyList}.`;

/** /es/contact in US Spanish: the same keys as ../contact.ts (the form's own words: still English, docs/spanish-progress.md). */
export const contactCopyEs: typeof contactCopy = {
  meta: {
    title: "Contáctenos: reparación de refrigeradores en Tampa Bay",
    description: metaDescription(business.phones.main.display, business.emails.support),
  },
  metaDescription,
  hero: {
    title: "Contáctenos",
    lead: `Preguntas, presupuestos o un refrigerador que dejó de funcionar: llame, escriba o envíe un mensaje y le responderemos ${business.promises.es.emailResponse}.`,
  },
  formTitle: "Envíenos un mensaje",
  requiredNote: "Los campos marcados con * son obligatorios.",
  hoursTitle: "Horario de atención",
  faqTitle: "Preguntas frecuentes",
  cards: {
    call: { title: "Llámenos", note: "La forma más rápida de reservar una visita" },
    email: { title: "Escríbanos", note: `Le respondemos ${business.promises.es.emailResponse}` },
    emergency: { title: "Línea de emergencia", note: "Domingos y fuera del horario de atención" },
  },
  emergency: {
    title: "¿Una emergencia con su refrigerador?",
    text: "¿Se le echa a perder la comida o hay agua en el piso? Llame a nuestra línea de emergencia; los domingos solo atendemos emergencias.",
  },
  areasServed: { title: "Áreas que atendemos", more: "y más" },
};
