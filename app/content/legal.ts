import { business } from "./business";
import type { ContentSection } from "./types";

interface LegalDocument {
  /** ISO date of the last revision. */
  updated: string;
  intro: string;
  sections: ContentSection[];
}

/** /privacy-policy (DECISIONS: says truthfully what the forms collect, why, where, how long, whom to ask). */
export const privacyPolicy: LegalDocument = {
  updated: "2026-11-25",
  intro: `This policy explains what information ${business.name} collects through this website, why we collect it, where it is kept and how you can have it removed. We collect only what we need to answer your questions and schedule your refrigerator repair.`,
  sections: [
    {
      heading: "Information You Give Us",
      paragraphs: [
        "The contact form collects your name, email address, phone number, the type of service you are asking about and your message.",
        "The booking form collects your name, email address, phone number, street address, city and ZIP code, your refrigerator's brand and model number, the type of issue and your description of it, your preferred date and time window, and any additional information you choose to add.",
        "The booking form also has an unticked box asking whether we may text you about the appointment. If you tick it, we keep that you agreed, when, from which internet address, and which wording the box showed.",
        "We do not ask for payment details on this website. Payment is handled in person when a repair is finished.",
      ],
    },
    {
      heading: "Why We Use It",
      paragraphs: [
        "We use the information you send only to reply to your message, to schedule and carry out the repair you requested, and to keep the service records a repair business needs, such as which work was done and when. We do not use it for marketing lists or advertising.",
        "Requests that share a phone number or e-mail address are kept together as one customer record, so our office can see your earlier visits and honor the 90-day repair warranty. Whether we already know you never changes what this website shows or sends you.",
        "After a completed visit we may send one e-mail (and, if you agreed to texts, one text between 8 AM and 8 PM) asking for a review, to every customer alike and at most once in six months. Each one has a link to stop them for good.",
      ],
    },
    {
      heading: "Where It Is Stored and Who Sees It",
      paragraphs: [
        "Each request is stored in this website's own database on the business's server, where it can be read by our staff through a password-protected inbox.",
        "When e-mail delivery is configured, a copy of each request is also e-mailed to the business, and a confirmation is e-mailed to the address you entered so you have a record of what you sent.",
        "We do not sell, rent or share your information with anyone else. Our server necessarily receives your device's IP address when you load a page or submit a form; we use it only to deliver the site and to limit repeated submissions that look like spam.",
      ],
    },
    {
      heading: "Text Messages",
      paragraphs: [
        `We text you only if you ticked the box when booking, and only about that appointment: the booking confirmation with the link to your appointment page, a reminder the day before the visit, a message when the technician is on the way, one when the repair is complete with a link to your receipt, the answer when you move or cancel the visit, possibly one request to review our service, and our staff's answers to texts you send us. That is usually two to five texts per visit. Reminders and review requests are sent only between 8:00 AM and 8:00 PM Eastern time. Message and data rates may apply.`,
        `Reply STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE, OPTOUT, or PARAR, DETENER, CANCELAR, BAJA) to stop all texts from us; reply START to receive them again. Reply HELP or AYUDA for help, or call us on the number at the top of this page.`,
        "Texts are sent through a text message provider, which receives your phone number and the text of each message for that purpose only. We keep the texts we send and receive with your request. We never sell or share your phone number or your consent to texts with anyone for their own marketing.",
      ],
    },
    {
      heading: "Cookies and Tracking",
      paragraphs: [
        "This website does not use advertising trackers or third-party analytics, and it does not set cookies for visitors. The only cookie it uses is a session cookie for business staff who sign in to the request inbox.",
      ],
    },
    {
      heading: "How Long We Keep It",
      paragraphs: [
        "Contact messages and booking requests are kept for up to 3 years for service and business records, such as honoring a warranty or looking up a past repair. After 3 years, a request that did not lead to a completed repair is erased automatically: your name, phone, e-mail, address, appliance details, photos, texts and notes are removed.",
        "Records of completed repairs and their payments are business and tax records and are kept longer; when your details are erased, only the amounts remain, under a number instead of your name. We delete your information sooner if you ask us to.",
      ],
    },
    {
      heading: "Your Choices",
      paragraphs: [
        `To see the information we hold about you, correct it or have it deleted, e-mail ${business.emails.support} or call our main line. We will confirm the request and let you know when it is done. We can send you a copy of everything we hold about you (as a JSON or spreadsheet file). Erasing removes your name, phone, e-mail, addresses, photos, texts and notes for good; the amounts of payments stay in our tax records without your name. Every export and erasure is recorded in our activity log.`,
      ],
    },
  ],
};

/** /terms-of-service. */
export const termsOfService: LegalDocument = {
  updated: "2026-11-25",
  intro: `These terms describe how ${business.name} provides refrigerator repair service and how this website may be used. By requesting service from us, you agree to them. If anything here is unclear, please ask before we begin work.`,
  sections: [
    {
      heading: "Appointments",
      paragraphs: [
        "A date and time window chosen on this website, by e-mail or by message is a request, not a confirmed appointment. Your appointment is set only once we confirm it with you. Arrival times are windows, and traffic, weather or an earlier repair running long can occasionally cause delays; we will let you know if that happens.",
      ],
    },
    {
      heading: "Diagnosis and Estimates",
      paragraphs: [
        "Each service visit includes a diagnostic fee for the time and testing needed to find the cause of the problem. After the diagnosis we give you an estimate for the repair, covering parts and labor, before any repair work starts. If you approve the repair, the diagnostic fee is credited toward it. If you decline, only the diagnostic fee is due.",
        "Prices shown on this website are typical ranges, not quotes. The actual price depends on your refrigerator and on what has failed. If we find something during the repair that would change the estimate, we stop and ask you before going further.",
      ],
    },
    {
      heading: "Payment",
      paragraphs: [
        "Payment is due when the work is complete. We accept credit cards, cash and checks. When a part must be ordered, we will explain the timing and any terms for the return visit before we order it.",
      ],
    },
    {
      heading: "Warranty",
      paragraphs: [
        `Our repairs are covered by a ${business.warrantyDays}-day warranty on the repair and the parts we install, starting on the day the work is completed. If the same problem returns within that time, we will come back and correct it at no extra charge for the covered repair and parts.`,
        "The warranty does not cover a different failure in another part of the refrigerator, damage caused by misuse, accidents, flooding, power surges or repairs by someone else, or parts you supplied yourself.",
      ],
    },
    {
      heading: "Limits of Our Responsibility",
      paragraphs: [
        "We take care to do every repair well, but a refrigerator can fail for reasons we cannot foresee. Our responsibility for any claim about a repair is limited to redoing that repair or refunding what you paid for it. We are not responsible for spoiled food, medicine or other contents, or for other indirect losses, except where Florida law does not allow such limits.",
        "Before a visit, please make sure the refrigerator can be reached safely and let us know about anything we should be aware of, such as pets or limited access.",
      ],
    },
    {
      heading: "Text Messages",
      paragraphs: [
        `If you tick the box on the booking form, ${business.name} texts the phone number you entered about that appointment only: the confirmation, a reminder the day before, when the technician is on the way, when the repair is complete, the answer when you move or cancel it, possibly one review request, and our staff's answers to your texts (usually two to five per visit). Message and data rates may apply. Consent to texts is not a condition of booking.`,
        `Reply STOP to stop all texts and START to resume them; reply HELP for help or call us on the number at the top of this page. Carriers are not liable for delayed or undelivered messages.`,
      ],
    },
    {
      heading: "Use of This Website",
      paragraphs: [
        "The information on this website is general guidance about refrigerator problems and our services. It is not a substitute for an on-site diagnosis. Please send only accurate information through our forms, and do not use them to send spam or unlawful content.",
      ],
    },
    {
      heading: "Governing Law and Changes",
      paragraphs: [
        `These terms are governed by the laws of the State of Florida. We may update them from time to time, and the date at the top of this page shows the latest revision. Questions about these terms can be sent to ${business.emails.support}.`,
      ],
    },
  ],
};
