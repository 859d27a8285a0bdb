import { business, countyList } from "./business";
import type { FaqItem } from "./types";

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
