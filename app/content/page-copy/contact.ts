import { business, countyList } from "#app/content/business";

/** The meta description, naming the main line and support address (the owner's, from the root loader's facts). */
const metaDescription = (mainPhone: string, supportEmail: string) =>
  `Call ${mainPhone}, email ${supportEmail} or send us a message. Refrigerator repair in ${countyList()} counties.`;

/** Copy of /contact: meta, hero and section headings. */
export const contactCopy = {
  meta: {
    title: "Contact Us: Refrigerator Repair in Tampa Bay",
    description: metaDescription(business.phones.main.display, business.emails.support),
  },
  metaDescription,
  hero: {
    title: "Contact Us",
    lead: `Questions, quotes or a fridge that just quit: call, email or send a message and we'll reply ${business.promises.emailResponse}.`,
  },
  formTitle: "Send Us a Message",
  hoursTitle: "Business Hours",
  faqTitle: "Frequently Asked Questions",
};
