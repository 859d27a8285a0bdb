import { business } from "#app/content/business";
import type { bookCopy } from "../book";

/** /es/book's meta and hero in US Spanish (the wizard's own words: the dictionaries' bookingForm). */
export const bookCopyEs: typeof bookCopy = {
  meta: {
    title: "Reserve en línea la reparación de su refrigerador",
    description: `Pida una visita de reparación de refrigeradores el mismo día o al día siguiente en Tampa Bay en tres pasos cortos. Le confirmamos ${business.promises.es.confirmationCall}.`,
  },
  hero: {
    title: "Reserve su reparación",
    lead: "Tres pasos cortos. Le llamaremos para confirmar su horario de llegada.",
  },
};
