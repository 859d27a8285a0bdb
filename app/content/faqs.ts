import { business, countyList } from "./business";
import type { FaqItem } from "./types";
import { spanishCountyList } from "./i18n/es";

/** "Monday - Friday 8:00 AM - 8:00 PM and Saturday 9:00 AM - 5:00 PM", from business.ts. */
const regularHours = business.hours
  .filter((row) => row.opens !== null)
  .map((row) => `${row.days} ${row.label}`)
  .join(" and ");
/** Days with emergency service only, e.g. "Sunday". */
const emergencyOnlyDays = business.hours
  .filter((row) => row.opens === null)
  .map((row) => row.days)
  .join(" and ");

/** The facts the contact FAQ's answers quote, which the owner may change (app/settings/site-facts.server.ts). */
export interface ContactFaqFacts {
  /** e.g. "Monday - Friday 8:00 AM - 8:00 PM and Saturday 9:00 AM - 5:00 PM". */
  regularHours: string;
  /** e.g. "Sunday"; empty when every day has opening hours. */
  emergencyOnlyDays: string;
  supportEmail: string;
}

/** The five questions of the /services FAQ (SPEC §2). */
export const servicesFaqs: FaqItem[] = [
  {
    question: "How quickly can you come out to fix my refrigerator?",
    answer: `We offer same-day or next-day service throughout ${countyList()} Counties. Calling early in the day gives us the best chance of reaching you the same day. Once you book online, we contact you ${business.promises.confirmationCall} to confirm your appointment window.`,
  },
  {
    question: "Do you charge for diagnosing the problem?",
    answer:
      "Yes, there is a diagnostic fee for the visit and the testing it takes to find the fault. If you go ahead with the repair, the full diagnostic fee is credited toward the repair, and you receive a written estimate before any work begins.",
  },
  {
    question: "Is your work guaranteed?",
    answer: `Every repair comes with a ${business.warrantyDays}-day warranty covering both the repair and the parts we install. If the same problem returns within ${business.warrantyDays} days, contact us and we will come back to make it right.`,
  },
  {
    question: "Should I repair my refrigerator or replace it?",
    answer:
      "A good rule of thumb is to repair when the cost is less than 50% of the price of a comparable new refrigerator and the unit is under 10 years old. Past those points, replacement is often the better value. Our technician will give you an honest recommendation after the diagnosis.",
  },
  {
    question: "Which refrigerator brands do you repair?",
    answer:
      "We repair all major brands, including Whirlpool, GE, Samsung, LG, Frigidaire, KitchenAid, Maytag, Amana, Bosch and JennAir, as well as premium and commercial lines such as Sub-Zero, Viking, Wolf, Marvel, True and Beverage-Air.",
  },
];

/** The four questions of the /contact FAQ (SPEC §2), quoting the given hours and address. */
export const contactFaqsWith = ({ regularHours, emergencyOnlyDays, supportEmail }: ContactFaqFacts): FaqItem[] => [
  {
    question: "Do you offer emergency refrigerator repair?",
    answer: `Yes. A failed refrigerator puts food and medicine at risk, so we treat it as urgent. Our regular hours are ${regularHours || "by appointment"}${emergencyOnlyDays ? `, and on ${emergencyOnlyDays} we offer emergency service only` : ""}. For an urgent breakdown, call our emergency line rather than sending a message.`,
  },
  {
    question: "What payment methods do you accept?",
    answer:
      "We accept credit cards, cash and checks. Payment is due when the repair is complete, and you receive a written estimate before we begin so there are no surprises on the final bill.",
  },
  {
    question: "Which areas do you serve?",
    answer: `${business.name} serves the ${business.region} region: ${countyList()} Counties, including Tampa, St. Petersburg, Clearwater, Brandon, New Port Richey, Wesley Chapel, Spring Hill, Brooksville and many surrounding communities.`,
  },
  {
    question: "How soon will you reply to my message?",
    answer: `We answer messages sent through the contact form or to ${supportEmail} ${business.promises.emailResponse}. If your refrigerator has stopped working and you need help sooner, calling our main line is the fastest way to reach us.`,
  },
];

/** The contact FAQ with business.ts's hours and address (the defaults). */
export const contactFaqs: FaqItem[] = contactFaqsWith({
  regularHours,
  emergencyOnlyDays,
  supportEmail: business.emails.support,
});

/**
 * The FAQs in US Spanish (issue 34), answer for answer the defaults above, with the same facts
 * (business.ts's promises in Spanish, the owner's hours and address). The Spanish pages show an
 * owner's FAQ in Spanish where it is still one of these defaults (app/settings/spanish-lists.server.ts).
 */
export const servicesFaqsEs: FaqItem[] = [
  {
    question: "¿Qué tan pronto pueden venir a reparar mi refrigerador?",
    answer: `Ofrecemos servicio el mismo día o al día siguiente en los condados de ${spanishCountyList}. Si llama temprano, tenemos más posibilidades de atenderle el mismo día. Cuando reserve en línea, le llamaremos ${business.promises.es.confirmationCall} para confirmar su horario de llegada.`,
  },
  {
    question: "¿Cobran por diagnosticar el problema?",
    answer:
      "Sí, hay un cargo de diagnóstico por la visita y las pruebas necesarias para encontrar la falla. Si decide hacer la reparación, el cargo de diagnóstico completo se acredita a su reparación, y usted recibe un presupuesto por escrito antes de comenzar cualquier trabajo.",
  },
  {
    question: "¿Su trabajo tiene garantía?",
    answer: `Cada reparación tiene una garantía de ${business.warrantyDays} días que cubre la reparación y las piezas que instalamos. Si el mismo problema vuelve dentro de esos ${business.warrantyDays} días, llámenos y regresaremos a resolverlo.`,
  },
  {
    question: "¿Me conviene reparar mi refrigerador o reemplazarlo?",
    answer:
      "Una buena regla general es reparar cuando el costo es menor que el 50% del precio de un refrigerador nuevo comparable y el equipo tiene menos de 10 años. Pasados esos límites, reemplazarlo suele ser la mejor opción. Nuestro técnico le dará una recomendación honesta después del diagnóstico.",
  },
  {
    question: "¿Qué marcas de refrigeradores reparan?",
    answer:
      "Reparamos todas las marcas principales, como Whirlpool, GE, Samsung, LG, Frigidaire, KitchenAid, Maytag, Amana, Bosch y JennAir, además de líneas premium y comerciales como Sub-Zero, Viking, Wolf, Marvel, True y Beverage-Air.",
  },
];

/** The facts the Spanish contact FAQ quotes, already in Spanish (app/settings/spanish-lists.server.ts words the hours). */
export interface ContactFaqFactsEs {
  /** e.g. "de lunes a viernes, de 8:00 a.m. a 8:00 p.m., y los sábados, de 9:00 a.m. a 5:00 p.m.". */
  regularHours: string;
  /** e.g. "los domingos"; empty when every day has opening hours. */
  emergencyOnlyDays: string;
  supportEmail: string;
}

export const contactFaqsWithEs = ({ regularHours, emergencyOnlyDays, supportEmail }: ContactFaqFactsEs): FaqItem[] => [
  {
    question: "¿Ofrecen reparación de refrigeradores de emergencia?",
    answer: `Sí. Un refrigerador averiado pone en riesgo los alimentos y los medicamentos, así que lo tratamos como urgente. Nuestro horario regular es ${regularHours || "con cita previa"}${emergencyOnlyDays ? `, y ${emergencyOnlyDays} ofrecemos solo servicio de emergencia` : ""}. Si se trata de una avería urgente, llame a nuestra línea de emergencia en lugar de enviar un mensaje.`,
  },
  {
    question: "¿Qué formas de pago aceptan?",
    answer:
      "Aceptamos tarjetas de crédito, efectivo y cheques. El pago se hace al terminar la reparación, y usted recibe un presupuesto por escrito antes de empezar, para que no haya sorpresas en la cuenta final.",
  },
  {
    question: "¿Qué áreas atienden?",
    answer: `${business.name} atiende la región de ${business.region}: los condados de ${spanishCountyList}, incluidas Tampa, St. Petersburg, Clearwater, Brandon, New Port Richey, Wesley Chapel, Spring Hill, Brooksville y muchas comunidades cercanas.`,
  },
  {
    question: "¿Cuándo responderán mi mensaje?",
    answer: `Respondemos los mensajes enviados por el formulario de contacto o a ${supportEmail} ${business.promises.es.emailResponse}. Si su refrigerador dejó de funcionar y necesita ayuda antes, llamar a nuestra línea principal es la forma más rápida de comunicarse con nosotros.`,
  },
];
