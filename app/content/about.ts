import type { IconName } from "./icon-names";
import { business } from "./business";
import type { Lang } from "./i18n/lang";

/**
 * The /about page: story, mission and credentials (SPEC §2). The team cards come from the
 * business module (`business.team`) and show only once the business has added its people.
 * The about loader sends the page's one language (aboutIn).
 */
export interface AboutText {
  story: string[];
  mission: string;
  credentials: Array<{ icon: IconName; title: string; text: string }>;
}

export const about: AboutText = {
  story: [
    `${business.name} was founded in ${business.foundedYear} with a simple idea: when a refrigerator breaks down, people in ${business.region} deserve a technician who shows up when promised, explains the problem in plain language and fixes it right the first time.`,
    "What began as a small local repair service has grown through word of mouth, one kitchen at a time. Over the years we have worked on everything from decades-old top-freezer models in St. Petersburg bungalows to built-in units in new homes in Wesley Chapel, along with the reach-in coolers that local restaurants and shops depend on every day.",
    "Our approach has not changed. We diagnose before we replace, quote before we work and stand behind every repair. When a repair does not make financial sense, we say so, even if it means we do not get the job.",
  ],
  mission:
    "Our mission is to keep Tampa Bay's refrigerators running with prompt, honest and skilled service, so families and businesses can count on safe, cold food without overpaying or waiting days for help.",
  credentials: [
    {
      icon: "award",
      title: "EPA 608 Certified",
      text: "Certified to handle refrigerants and sealed-system repairs in line with federal requirements.",
    },
    {
      icon: "badge-check",
      title: "Licensed & Insured",
      text: "Our technicians are licensed and insured, protecting you and your property on every visit.",
    },
    {
      icon: "shield-check",
      title: `${business.warrantyDays}-Day Warranty`,
      text: `Repairs and the parts we install are covered for ${business.warrantyDays} days after the job is finished.`,
    },
    {
      icon: "refrigerator",
      title: "All Major Brands",
      text: "Trained on household, built-in and commercial refrigeration from the major manufacturers.",
    },
  ],
};

/** /es/about's text in US Spanish. */
export const aboutEs: AboutText = {
  story: [
    `${business.name} nació en ${business.foundedYear} con una idea sencilla: cuando un refrigerador se descompone, la gente de ${business.region} merece un técnico que llegue a la hora prometida, explique el problema con palabras claras y lo repare bien desde la primera vez.`,
    "Lo que empezó como un pequeño servicio local de reparación ha crecido de boca en boca, una cocina a la vez. Con los años hemos trabajado en todo tipo de equipos: desde refrigeradores antiguos con congelador arriba en casitas de St. Petersburg hasta modelos empotrados en casas nuevas de Wesley Chapel, además de las vitrinas refrigeradas de las que dependen a diario los restaurantes y comercios locales.",
    "Nuestra forma de trabajar no ha cambiado. Diagnosticamos antes de reemplazar, damos el presupuesto antes de trabajar y respaldamos cada reparación. Cuando una reparación no le conviene económicamente, se lo decimos, aunque eso signifique quedarnos sin el trabajo.",
  ],
  mission:
    "Nuestra misión es mantener funcionando los refrigeradores de Tampa Bay con un servicio puntual, honesto y experto, para que las familias y los negocios tengan su comida fría y segura sin pagar de más ni esperar días por ayuda.",
  credentials: [
    {
      icon: "award",
      title: "Certificación EPA 608",
      text: "Certificados para manejar refrigerantes y reparar sistemas sellados conforme a las normas federales.",
    },
    {
      icon: "badge-check",
      title: "Con licencia y seguro",
      text: "Nuestros técnicos tienen licencia y seguro, lo que le protege a usted y a su propiedad en cada visita.",
    },
    {
      icon: "shield-check",
      title: `Garantía de ${business.warrantyDays} días`,
      text: `Las reparaciones y las piezas que instalamos tienen cobertura durante ${business.warrantyDays} días después de terminar el trabajo.`,
    },
    {
      icon: "refrigerator",
      title: "Todas las marcas principales",
      text: "Capacitados en refrigeración doméstica, empotrada y comercial de los principales fabricantes.",
    },
  ],
};

/** The /about text in a language. */
export function aboutIn(lang: Lang): AboutText {
  return lang === "es" ? aboutEs : about;
}
