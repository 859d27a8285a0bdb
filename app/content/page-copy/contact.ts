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
  requiredNote: "Fields marked * are required.",
  hoursTitle: "Business Hours",
  faqTitle: "Frequently Asked Questions",
  /** The three cards under the hero (components/sections/contact-cards.tsx). */
  cards: {
    call: { title: "Call Us", note: "Fastest way to book a visit" },
    email: { title: "Email Us", note: `We reply ${business.promises.emailResponse}` },
    emergency: { title: "Emergency Line", note: "Sundays and after hours" },
  },
  emergency: {
    title: "Refrigerator Emergency?",
    text: "Food spoiling or water on the floor? Call our emergency line; Sunday service is for emergencies only.",
  },
  areasServed: { title: "Areas We Serve", more: "and more" },
};
