import { business } from "#app/content/business";

/** Copy of /book: meta and hero (the wizard's own texts are in components/forms/booking/). */
export const bookCopy = {
  meta: {
    title: "Book a Refrigerator Repair Online",
    description: `Request a same-day or next-day refrigerator repair visit in Tampa Bay in three short steps. We confirm ${business.promises.confirmationCall}.`,
  },
  hero: {
    title: "Book Your Repair",
    lead: "Three short steps. We'll call to confirm your time window.",
  },
};
