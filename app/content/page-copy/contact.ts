import { business, countyList } from "#app/content/business";

/** Copy of /contact: meta, hero and section headings. */
export const contactCopy = {
  meta: {
    title: "Contact Us: Refrigerator Repair in Tampa Bay",
    description: `Call ${business.phones.main.display}, email ${business.emails.support} or send us a message. Refrigerator repair in ${countyList()} counties.`,
  },
  hero: {
    title: "Contact Us",
    lead: `Questions, quotes or a fridge that just quit: call, email or send a message and we'll reply ${business.promises.emailResponse}.`,
  },
  formTitle: "Send Us a Message",
  hoursTitle: "Business Hours",
  faqTitle: "Frequently Asked Questions",
};
