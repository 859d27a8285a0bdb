import { business, countyList } from "../business.ts";
import { englishFormMessages } from "./form-messages.ts";
import { SMS_CONSENT_WORDING } from "../texts.ts";
import type { Lang } from "./lang.ts";

/**
 * The interface strings every public page shares (header, footer, navigation, buttons, not-found
 * and error pages), in English. es.ts gives the same keys in Spanish; `Dictionary` is this
 * object's type, so a key missing (or extra) in es.ts fails the type check. Plain strings only:
 * the root loader sends the page's one dictionary as data, so no page ships both
 * (docs/decisions/0036-spanish.md). `{name}` marks a value filled in with fill().
 */
export const en = {
  skipToContent: "Skip to content",
  language: {
    /** The header's link to this page in the other language, written in that language. */
    switchLabel: "Español",
    /** Its accessible name's language (`hreflang` and `lang` on the link). */
    switchHrefLang: "es",
    switchLang: "es-US",
  },
  tagline: business.tagline as string,
  header: {
    serviceAreaLine: business.serviceAreaLine as string,
    callUs: "Call us:",
    bookNow: "Book Now",
    menu: "Menu",
    mainNavLabel: "Main",
  },
  nav: {
    home: "Home",
    services: "Services",
    brands: "Brands",
    areas: "Service Areas",
    about: "About",
    contact: "Contact",
    book: "Book Online",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
  },
  footer: {
    blurb: `Fast, honest refrigerator repair across ${business.region} since ${business.foundedYear}.`,
    socialLabel: "Social media",
    quickLinks: "Quick Links",
    serviceAreas: "Service Areas",
    contactUs: "Contact Us",
    hours: "Business Hours",
    specialHours: "Special hours",
    rights: `${business.name}. All rights reserved.`,
  },
  hours: {
    days: {
      Monday: "Monday",
      Tuesday: "Tuesday",
      Wednesday: "Wednesday",
      Thursday: "Thursday",
      Friday: "Friday",
      Saturday: "Saturday",
      Sunday: "Sunday",
    },
    /** A weekday without opening hours (the owner's settings call it so in English). */
    closedDay: business.closedDayLabel as string,
    closed: "Closed",
  },
  cta: {
    viewAllServices: "View All Services",
    seeAllBrands: "See all brands we service",
    bookVisit: "Book a Visit",
    callNow: "Call Now",
    returnHome: "Return to Home",
  },
  breadcrumbLabel: "Breadcrumb",
  ctaBand: {
    label: "Book a repair",
    title: "Need your refrigerator fixed?",
    text: "Book online in two minutes or call us for same-day service.",
    book: "Book Online",
  },
  call: "Call",
  serviceCard: {
    typicalCost: "Typical cost:",
    learnMore: "Learn more",
    /** Read after "Learn more" by screen readers, before the service's title. */
    about: "about",
  },
  countyCard: { more: "...and more", view: "View" },
  notFound: {
    page: { title: "Page Not Found", text: "Sorry, the page you are looking for doesn't exist or has been moved." },
    brand: { title: "Brand Not Found", text: "Sorry, we couldn't find information about this refrigerator brand." },
    area: { title: "Area Not Found", text: "Sorry, we couldn't find information about this service area." },
    appointment: {
      title: "Appointment Not Found",
      text: "Sorry, we couldn't find this appointment. Check the link in your e-mail, or call us and we'll look it up.",
    },
    service: { title: "Service Not Found", text: "Sorry, we couldn't find information about this service." },
    back: {
      page: "Return to Home",
      brand: "View All Brands",
      area: "View All Service Areas",
      appointment: "Book a Visit",
      service: "View All Services",
    },
    suggestionsLabel: "Suggested pages",
    suggestionsTitle: "You might be looking for:",
    suggestions: {
      services: "Browse our refrigerator repair services",
      brands: "See the brands we repair",
      areas: "Check our service areas",
    },
  },
  error: {
    title: "Something went wrong",
    /** Followed by the phone number and a full stop. */
    callUs: "Please try again, or call us at",
  },
  /** The detail pages' and /book's sidebar (components/sections/booking-sidebar.tsx). */
  bookingSidebar: {
    label: "Book a repair",
    /** Its heading beside the booking form. */
    ratherCall: "Rather call?",
    schedule: "Schedule a repair",
    text: "Same-day or next-day service across Tampa Bay.",
    book: "Book Online",
    includesTitle: "Every repair includes",
    warranty: `${business.warrantyDays}-day repair warranty (repair/parts)`,
    diagnosticCredit: "Diagnostic fee credited toward the repair",
    certified: "EPA 608 certified, licensed & insured technicians",
    payment: business.paymentNote as string,
    /** Before the link to /storm, which a full stop follows. */
    stormQuestion: "Power out, or a surge?",
    stormLink: "How long food keeps, and what to check",
  },
  /** The service-area map (components/map/): its names, panel, placeholder and plain list. */
  map: {
    label: "Service area map of Tampa Bay",
    description: `${countyList()} counties on Florida's Gulf coast. Each county links to its service area page.`,
    /** A county's full name from its short one ("Pasco"). */
    county: "{name} County",
    /** The panel naming the hovered county: "12 cities", then " · open area page" while pointed at. */
    cities: "{count} cities",
    open: " · open area page",
    miles: "mi",
    /** The map's water and neighbour labels, by their English name (a name not listed shows as is). */
    places: { "Gulf of Mexico": "Gulf of Mexico" } as Record<string, string>,
    loading: "Loading service area map...",
    failed: "The map could not be loaded. The counties and cities we serve are listed below.",
    stillAlt: "Map of our service area on Florida's Gulf coast: {counties}.",
    listTitle: "Counties and cities on this map",
  },
  /** The counties as copy names them ("Hillsborough, Pinellas, Pasco and Hernando"). */
  countyList: countyList(),
  /** Form fields' shared words (app/components/ui/form-field.tsx). */
  fieldWords: { optional: " (optional)", honeypot: "Leave this field empty" },
  /** The booking wizard's words (app/components/forms/booking). */
  bookingForm: {
    sectionLabel: "Booking",
    /** The consent to texts under the phone field: the versioned wording of content/texts.ts. */
    smsConsent: SMS_CONSENT_WORDING,
    formLabel: "Booking form",
    steps: ["Personal Info", "Refrigerator Info", "Schedule"],
    stepOf: "Step {step} of 3: ",
    progressLabel: "Booking progress",
    progressText: "Step {step} of 3",
    labels: {
      name: "Full Name",
      email: "Email",
      phone: "Phone Number",
      address: "Address",
      city: "City",
      zipCode: "ZIP Code",
      brand: "Refrigerator Brand",
      brandPlaceholder: "Select a brand",
      issue: "Issue Type",
      model: "Model Number",
      modelHint: "On the rating plate.",
      serialNumber: "Serial Number",
      serialHint: "Next to the model number.",
      issueDescription: "Describe the Issue",
      preferredDate: "Preferred Date",
      preferredTime: "Preferred Time",
      additionalInfo: "Additional Information",
    },
    /**
     * An option's shown text by its posted (English) value, the same in English (es.ts translates
     * them); a value not listed shows as it is. spanish-messages.test.ts checks they follow the lists.
     */
    issues: {
      "Not Cooling": "Not Cooling",
      "Water Leaking": "Water Leaking",
      "Ice Maker Problem": "Ice Maker Problem",
      "Strange Noises": "Strange Noises",
      "Not Running": "Not Running",
      "Freezer Issues": "Freezer Issues",
      "Temperature Fluctuations": "Temperature Fluctuations",
      Other: "Other",
    } as Record<string, string>,
    times: {
      "Morning (8am-12pm)": "Morning (8am-12pm)",
      "Afternoon (12pm-4pm)": "Afternoon (12pm-4pm)",
      "Evening (4pm-8pm)": "Evening (4pm-8pm)",
      "First Available": "First Available",
    } as Record<string, string>,
    brandOther: "Other",
    yes: "Yes",
    no: "No",
    foodQuestion: "Is there food inside that needs to stay cold?",
    foodOnlyFor: " (only for {issues})",
    powerOutageQuestion: "Did the problem begin with a power outage or surge?",
    medicineQuestion: "Is there medicine inside that must stay cold (such as insulin)?",
    previous: "Previous",
    next: "Next Step",
    book: "Book Appointment",
    submitting: "Submitting...",
    joinWaitlist: "Join the waitlist for this window",
    toasts: {
      success: "Booking Confirmed!",
      successText: "Your appointment has been scheduled. We'll contact you shortly to confirm.",
      waitlist: "You're on the waitlist",
      waitlistText: "If a place opens in your window, we'll e-mail you a link that holds it.",
      failed: "Booking not sent",
    },
    confirmation: {
      foodAtRisk: "Food at risk? Call our emergency line now:",
      answersEveryDay: ". It answers every day.",
      willContact: `We'll contact you ${business.promises.confirmationCall} to confirm your appointment time.`,
      date: "Date",
      window: "Arrival window",
      firstAvailable: " (the first available)",
      seeMove: "See, move or cancel your appointment",
      keepLink: "Keep this link: it is also in your confirmation e-mail.",
      sooner: "Need us sooner? Call",
      home: "Back to Home",
      waitlistTitle: "You're on the waitlist",
      waitlistText:
        "You're number {place} in line for {time} on {date}. If a place opens, we'll e-mail you a link that holds it for you for an hour.",
      waitlistLink: "See your place or leave the waitlist",
    },
    urgent: {
      food: {
        title: "Food at risk? Don't wait for a window: call us now.",
        text: "A closed refrigerator keeps food safe for about 4 hours. Our emergency line answers every day.",
      },
      medicine: {
        title: "Medicine that must stay cold? Call our emergency line now.",
        text: "Move the medicine to a cooler with ice meanwhile, and ask your pharmacist before using medicine that got warm. Your visit goes first.",
      },
      call: "Call {phone}",
      earliest: "Or book below: the earliest window with room is {earliest}.",
    },
    waitlistNote: "A full window keeps a waitlist: if a place opens, we e-mail the first in line a link that holds it.",
    waitlistFor: "Join the waitlist for {window}",
    firstAvailableGives: "First Available gives you {earliest}.",
    ratingPlate: {
      summary: "Where do I find the model and serial number?",
      text: "On the rating plate: a sticker or small metal plate, usually inside the fresh-food compartment on a side wall or the ceiling, sometimes behind the kick plate at the bottom front. A photo of it works just as well.",
      link: "Where do I find it?",
    },
    photos: {
      label: "Photos",
      hint: "(optional: the rating plate, the problem; up to {max})",
      choose: "Choose photos",
      addAnother: "Add another photo",
      none: "No photo chosen",
      one: "1 photo chosen: {names}",
      many: "{count} photos chosen: {names}",
      added: "Photos added",
      alt: "Photo: {name}",
      sent: "Sent",
      sending: "Sending {name}",
      remove: "Remove",
      removeName: "Remove {name}",
      sendFailed: "The photo could not be sent. Please try again.",
      offline: "The photo could not be sent: check the connection and try again.",
    },
    /** The server's answer when the window asked for cannot be given. */
    refusal: {
      window: "{window} on {date} {reason}.",
      closed: "is closed",
      past: "has already ended",
      full: "is fully booked",
      notAvailable: "is not available",
      noneWithin30: "No window has room within 30 days of {date}.",
      withRoom: "Windows with room: {windows}.",
      callUs: "Please call us at {phone} to find a time.",
      orWaitlist: "Or join the waitlist for this window: we'll e-mail you if a place opens.",
    },
  },
  /** The contact form's words (app/components/forms/contact-form.tsx). */
  contactForm: {
    formLabel: "Contact form",
    name: "Full Name",
    email: "Email",
    phone: "Phone Number",
    service: "Service Needed",
    message: "Message",
    send: "Send Message",
    sending: "Sending...",
    /** A service's shown text by its posted (English) value. */
    services: {
      "General Inquiry": "General Inquiry",
      "Refrigerator Not Cooling": "Refrigerator Not Cooling",
      "Ice Maker Issues": "Ice Maker Issues",
      "Water Leaking": "Water Leaking",
      "Making Strange Noises": "Making Strange Noises",
      "Not Running At All": "Not Running At All",
      "Other Issue": "Other Issue",
    } as Record<string, string>,
    sent: "Message Sent!",
    sentText: "We've received your message and will contact you shortly.",
    failed: "Message not sent",
    summary: { name: "Name", email: "Email", phone: "Phone", service: "Service", message: "Message" },
  },
  /**
   * The visitor's private appointment page (/appointments/<token>, /es/appointments/<token>) and
   * its printable estimate copy: only those pages' loaders send it (appointmentWordsFor), never
   * the root. `{name}` values are filled on the server or by the page.
   */
  appointment: {
    title: "Your appointment",
    heading: "Your Appointment",
    lead: "Hello {name}: here is your refrigerator repair visit.",
    changed: {
      rescheduled: "Your visit has been moved. We have let the team know.",
      cancelled: "Your visit has been cancelled. We have let the team know.",
      photos: "Thank you: your photos are with the team.",
      "estimate-approved": "Thank you: your approval is recorded and we have let the team know. Your copy is below.",
      "estimate-declined": "Your answer is recorded: the estimate is declined. We have let the team know.",
    },
    detailsLabel: "Appointment details",
    details: {
      when: "When",
      status: "Status",
      refrigerator: "Refrigerator",
      model: ", model {model}",
      issue: "Issue",
      address: "Address",
    },
    status: {
      new: "Booked: we'll call to confirm the exact time.",
      contacted: "Booked: we have been in touch.",
      scheduled: "Confirmed.",
      done: "Done: the visit took place.",
      cancelled: "Cancelled.",
    },
    /** The visit's step (app/visits/steps.ts visitorStepText). */
    steps: {
      technician: "Your technician",
      technicianNamed: "Your technician, {name},",
      scheduled: "Your visit is scheduled.",
      onTheWay: "{technician} is on the way",
      onTheWayAt: "{technician} is on the way: arriving around {time}",
      arrived: "{technician} has arrived",
      completed: "Your repair is completed",
      needsReturn: "Your repair needs a return visit (a part is on order). We'll call you to book it.",
      couldNotComplete: "The visit could not be completed. We'll call you to arrange another time.",
      couldNotCompleteCall: "The visit could not be completed. We'll call you to arrange another time: {phone}.",
    },
    visitNow: "Your visit now",
    deadline: "You can move or cancel the visit here until {deadline}.",
    callStates: {
      underWay: "To move, cancel or change anything about this visit, call us.",
      passed: "The time of this visit has passed: to arrange anything, call us.",
      close: "The visit is close: to change it, call us.",
    },
    questions: "Questions? Call",
    otherVisits: "Other visits",
    /** The other visit of a pair; {visit}: its day and window ("Tuesday, November 24, 2026, Morning (8 AM - 12 PM)"). */
    relatedVisit: { first: "First visit on {visit}", return: "Return visit on {visit}" },
    /** A return visit's issue: the office's note (in the office's words) after this. */
    returnIssue: "Return visit: {note}",
    receipt: "Receipt",
    move: {
      heading: "Move the visit",
      date: "New date",
      window: "Arrival window",
      choose: "Choose a window",
      submit: "Move my visit",
      check: "Check availability",
    },
    cancel: {
      summary: "Cancel this visit",
      text: "Your place is given to someone else. To come back later, book again or call us.",
      confirm: "Yes, cancel my visit.",
      submit: "Cancel the visit",
    },
    photos: {
      heading: "Photos for the technician",
      none: "A photo of the rating plate (model and serial number) helps us bring the right part on the first visit.",
      sentOne: "You have sent 1 photo.",
      sentMany: "You have sent {count} photos.",
      addOne: "Add up to 1 photo (JPEG, PNG or WebP, up to {mb} MB each)",
      addMany: "Add up to {room} photos (JPEG, PNG or WebP, up to {mb} MB each)",
      submit: "Send photos",
      full: "That is the most we can take for one visit.",
    },
    pay: {
      label: "Payment",
      button: "Pay {amount} by card",
      stripe: "On Stripe's secure payment page: we never see your card number.",
      notices: {
        processing:
          "Payment processing: your receipt shows it once Stripe confirms it (usually within a minute). Reload to see it.",
        paid: "Payment received: thank you. Your receipt below shows it.",
        cancelled: "The card payment was not completed: nothing was charged.",
        "nothing-due": "Nothing is due for this visit.",
        unavailable: "Card payment online is not available right now: please try again in a minute, or call us.",
        busy: "Too many requests: please wait a minute and try again.",
      },
    },
    refusals: {
      noLongerOnline: "This appointment can no longer be changed online; please call us at {phone}.",
      unknown: "Unknown action.",
      tickToCancel: "Tick the box to confirm that you want to cancel the visit.",
      chooseWindow: "Choose an arrival window.",
      choosePhoto: "Choose a photo to add.",
      maxPhotos: "This appointment already has {max} photos.",
      notAvailable: "{window} on {date} is not available.",
      withRoom: "Windows with room: {windows}.",
      noneWithin30: "No window has room in the next 30 days; please call us at {phone}.",
    },
    estimate: {
      heading: "Your estimate",
      /** The box's words (DECISIONS "Estimates and approval"), the same on site and by link. */
      consent: "I agree to sign this estimate electronically",
      onThisPage: "on this page",
      withTechnician: "with our technician",
      declined: "You declined this estimate on {at}{signer}, {how}. No repair is done; to change your mind, call us.",
      approved: "You approved Option {position}, {name}{total}: signed by {signer} on {at}, {how}{drawn}.",
      drawn: " (with your drawn signature)",
      copyLink: "Your copy of the approved estimate",
      copyNote: "(to print or save)",
      revising: "Your technician is revising the estimate: the new version will appear here once it is sent to you.",
      readEach: "Read each option, then approve the one you choose",
      readOne: "Read the estimate, then approve it",
      readRest:
        "or decline. Nothing is done until you approve. Typing your full name and ticking the box signs the estimate electronically, as a handwritten signature would.",
      option: "Option {position}: {name}",
      approvedMark: " (approved)",
      fullName: "Your full name",
      approve: "Approve option {position}",
      decline: "Decline the estimate",
      noRepair: "No repair is done.",
      feeDue: " The diagnostic fee of {fee} is still due.",
      teamKnows: "We let the team know.",
      yourName: "Your name",
      lines: {
        labour: "Labour: ",
        part: " (part {number})",
        diagnosticFee: "Diagnostic fee",
        diagnosticCredit: "Diagnostic fee credit",
        tax: "Sales tax, {county} County {rate}",
        total: "Total",
      },
      /** Refusals of a decision posted from the page (app/estimates: channel `link`). */
      refusals: {
        chooseOption: "Choose one of the estimate's options.",
        cancelled: "This visit is cancelled: the estimate can no longer be decided.",
        completed: "This visit is completed: the estimate can no longer be decided.",
        none: "There is no estimate on this visit.",
        visitGone: "That visit no longer exists.",
        stale: "The estimate changed since it was shown: read it again before deciding.",
        alreadyDeclined: "This estimate was already declined.",
        alreadyApproved: "This estimate was already approved: Option {position}, {name}.",
        /** Another decision made a moment before this one. */
        decided: "This estimate was decided a moment ago: reload to see the decision.",
        nameShort: "Type your full name to sign.",
        nameLong: "Your name: at most {max} characters.",
        consent: 'Tick "I agree to sign this estimate electronically" to approve.',
        /** The drawn signature (on the technician's phone only: a link's form has none). */
        signatureTooLarge: "The signature is too large: clear it and sign again.",
        signatureUnreadable: "The signature could not be read: clear it and sign again.",
      },
    },
    /** The printable copy of the approved estimate (/appointments/<token>/estimate). */
    copy: {
      title: "Your approved estimate",
      back: "Back to your appointment",
      keep: "To keep this copy, print it or save it as a PDF from your browser's menu.",
      noneHeading: "No approved estimate yet",
      noneText: "This visit has no approved estimate. Once you approve one, your copy is here.",
      heading: "Approved estimate",
      estimateTitle: "Estimate {version} for request {request}",
      customer: "Customer",
      address: "Address",
      visit: "Visit",
      optionName: "Option {position}",
      otherOne: "The other option of this estimate ({options}) was not chosen.",
      otherMany: "The other options of this estimate ({options}) were not chosen.",
      approval: "Approval",
      approvedBy: "Approved by",
      approvedRest: " on {at}, {how}, having ticked “{consent}”.",
      byLink: "on the appointment page (by link)",
      onSite: "on site",
      presentedBy: ", presented by {name}",
      fingerprint: "Fingerprint of the estimate as shown (SHA-256): {sha}",
    },
  },
  /** The booking and contact forms' refusals (app/content/i18n/form-messages.ts). */
  formMessages: englishFormMessages,
};

export type Dictionary = typeof en;

/**
 * The forms' sections: only the pages that show a form get them (their loaders send them, see
 * formWordsFor in dictionaries.server.ts), not every page with the root's dictionary.
 */
export const formSections = ["bookingForm", "contactForm", "formMessages"] as const;
export type FormWords = Pick<Dictionary, (typeof formSections)[number]> & {
  /** The page's language: the form asks /availability and /photo-uploads for their words in it. */
  lang: Lang;
};
/**
 * Sections only some private pages get from their own loader (appointmentWordsFor), never the root:
 * the appointment page's words.
 */
export const pageSections = ["appointment"] as const;
export type AppointmentWords = Dictionary["appointment"];
/** What the root loader sends every public page (useUi()): the dictionary without the forms' and pages' sections. */
export type UiWords = Omit<Dictionary, (typeof formSections)[number] | (typeof pageSections)[number]>;
