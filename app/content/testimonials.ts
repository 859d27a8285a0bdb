import type { Testimonial } from "./types";

/** The four home page testimonials (SPEC §3: three rated 5 and one rated 4). */
export const testimonials: Testimonial[] = [
  {
    name: "Maria G.",
    location: "Brandon",
    rating: 5,
    text: "Our side-by-side quit cooling on a Friday afternoon and the technician was at our door the next morning. He found a dead evaporator fan, had the part on his truck and we were back in business before lunch.",
  },
  {
    name: "David R.",
    location: "Clearwater",
    rating: 5,
    text: "Water kept showing up under the crisper drawers no matter how often I mopped. They cleared a clogged defrost drain, showed me what had caused it and charged exactly what they quoted.",
  },
  {
    name: "Linda K.",
    location: "Spring Hill",
    rating: 5,
    text: "I was ready to buy a new refrigerator, but the technician explained that a new door gasket and a hinge adjustment would fix the frost problem for a fraction of the cost. It has sealed perfectly ever since.",
  },
  {
    name: "James T.",
    location: "Wesley Chapel",
    rating: 4,
    text: "The ice maker repair itself went well and the tech was courteous and tidy. The valve had to be ordered, so it took a second visit, but they called ahead both times.",
  },
];

/**
 * The same customers' words translated into US Spanish, for the Spanish home page. They are real
 * customers' words, so the page marks them as translated ("Traducido del inglés", decision 0036):
 * item `i` translates `testimonials[i]`, and is shown only for a stored testimonial with that
 * name and English text, so one the owner changed or added in Settings gets no stale translation.
 */
export const testimonialTranslationsEs: Array<{ name: string; text: string }> = [
  {
    name: "Maria G.",
    text: "Nuestro refrigerador de dos puertas dejó de enfriar un viernes por la tarde y el técnico estaba en nuestra puerta a la mañana siguiente. Encontró un ventilador del evaporador dañado, tenía la pieza en su camioneta y antes del almuerzo todo funcionaba de nuevo.",
  },
  {
    name: "David R.",
    text: "Seguía apareciendo agua debajo de los cajones de verduras por más que trapeaba. Destaparon un drenaje de descongelación obstruido, me mostraron qué lo había causado y cobraron exactamente lo que habían cotizado.",
  },
  {
    name: "Linda K.",
    text: "Estaba lista para comprar un refrigerador nuevo, pero el técnico me explicó que un empaque nuevo para la puerta y un ajuste de la bisagra resolverían el problema de escarcha por una fracción del costo. Desde entonces sella perfectamente.",
  },
  {
    name: "James T.",
    text: "La reparación de la máquina de hielo salió bien y el técnico fue amable y ordenado. Hubo que pedir la válvula, así que hizo falta una segunda visita, pero llamaron antes las dos veces.",
  },
];
