/**
 * The business identity: the ONE place a business adopting this site edits.
 * Every page, the structured data, the mails and the error messages read from here.
 * The defaults are placeholders (555 numbers, example.com addresses).
 */

export interface PhoneLine {
  /** How the number is shown, e.g. "(813) 555-0142". */
  display: string;
  /** E.164 form used for tel: links and structured data, e.g. "+18135550142". */
  e164: string;
}

/** The three arrival windows offered online (DECISIONS "Appointments are real"). */
export type BookingWindowKey = "morning" | "afternoon" | "evening";

export interface BookingWindow {
  key: BookingWindowKey;
  /** The wizard's option text, exactly as SPEC §5 words it. */
  label: string;
  /** 24-hour "HH:MM" in the business's time zone. */
  start: string;
  end: string;
}

export interface OpeningHours {
  /** Label as shown, e.g. "Monday - Friday". */
  days: string;
  /** schema.org day names covered by this row. */
  dayOfWeek: Array<"Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday">;
  /** 24-hour "HH:MM" opening and closing times; null when only emergency service is offered. */
  opens: string | null;
  closes: string | null;
  /** Hours as shown, e.g. "8:00 AM - 8:00 PM". */
  label: string;
  /** The booking windows visitors can book online on these days (none: by phone only). */
  bookingWindows: readonly BookingWindowKey[];
}

export interface SocialLink {
  name: "Facebook" | "Instagram" | "Google" | "Yelp";
  /** null until the business configures the profile; the footer shows only configured ones. */
  url: string | null;
}

/** A person shown on /about under "Meet the Team". */
export interface TeamMember {
  name: string;
  role: string;
  /** A few sentences in the person's own words: experience, certifications, areas covered. */
  bio: string;
}

/** The counties served, in the order every page names them (as app/content/areas/ lists them). */
export const serviceCounties = ["Hillsborough", "Pinellas", "Pasco", "Hernando"] as const;
export type ServiceCounty = (typeof serviceCounties)[number];

/**
 * Sales tax on a repair in one county from a date on: Florida's 6% plus the county's surtax, in
 * basis points (750 = 7.5%). DECISIONS "Sales tax on a repair".
 */
export interface CountyTaxRate {
  county: ServiceCounty;
  basisPoints: number;
  /** The first day (New York, YYYY-MM-DD) the rate applies. */
  from: string;
}

/** "Hillsborough, Pinellas, Pasco and Hernando" (or "... Pasco & Hernando"), for copy that names the counties. */
export function countyList(conjunction: "and" | "&" = "and"): string {
  return `${serviceCounties.slice(0, -1).join(", ")} ${conjunction} ${serviceCounties.at(-1)}`;
}

export const business = {
  name: "Tampa Bay Refrigerator Repair",
  /** The public origin of the site: canonical links, sitemap and structured data are built from it. */
  siteUrl: "https://www.tampabayfridgerepair.example",
  /** Appears in the logo next to the name. */
  tagline: "Appliance Repair Experts",
  foundedYear: 2005,
  serviceCounties,
  serviceAreaLine: `Serving ${countyList("&")} Counties`,
  region: "Tampa Bay",
  locality: "Tampa",
  stateCode: "FL",
  timeZone: "America/New_York",
  phones: {
    /** Header, footer, hero, contact block, mobile call bar, error messages. */
    main: { display: "(813) 555-0142", e164: "+18135550142" },
    /** Testimonials call to action and the emergency call box. */
    emergency: { display: "(727) 555-0187", e164: "+17275550187" },
  },
  emails: {
    support: "support@example.com",
    /** Where new requests are e-mailed. */
    business: "info@example.com",
  },
  hours: [
    {
      days: "Monday - Friday",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "20:00",
      label: "8:00 AM - 8:00 PM",
      bookingWindows: ["morning", "afternoon", "evening"],
    },
    {
      days: "Saturday",
      dayOfWeek: ["Saturday"],
      // Opens at 8 like the weekdays: the Morning window (8am-12pm) is offered, and a window only
      // after opening (docs/decisions/0026-saturday-hours.md). The shop closes at 5, so no evening window.
      opens: "08:00",
      closes: "17:00",
      label: "8:00 AM - 5:00 PM",
      bookingWindows: ["morning", "afternoon"],
    },
    {
      days: "Sunday",
      dayOfWeek: ["Sunday"],
      opens: null,
      closes: null,
      label: "Emergency Service Only",
      // Emergency service by phone only.
      bookingWindows: [],
    },
  ] satisfies OpeningHours[],
  /** What the hours say on a weekday without opening hours (the emergency line answers every day). */
  closedDayLabel: "Emergency Service Only",
  /** In the order the wizard lists them; which days offer which is set on `hours` above. */
  bookingWindows: [
    { key: "morning", label: "Morning (8am-12pm)", start: "08:00", end: "12:00" },
    { key: "afternoon", label: "Afternoon (12pm-4pm)", start: "12:00", end: "16:00" },
    { key: "evening", label: "Evening (4pm-8pm)", start: "16:00", end: "20:00" },
  ] as const satisfies readonly BookingWindow[],
  paymentAccepted: ["Credit card", "Cash", "Check"],
  paymentNote: "Payment by card, cash or check, due on completion",
  priceRange: "$75-$500",
  warrantyDays: 90,
  /**
   * Sales tax on a repair by the county of the job (the state's 6% plus the county's surtax), with
   * the dates they apply from; the owner adds a change in Settings, Tax.
   */
  countyTaxRates: [
    { county: "Hillsborough", basisPoints: 750, from: "2025-01-01" },
    { county: "Pinellas", basisPoints: 700, from: "2025-01-01" },
    { county: "Pasco", basisPoints: 700, from: "2025-01-01" },
    { county: "Hernando", basisPoints: 650, from: "2025-01-01" },
  ] satisfies CountyTaxRate[] as CountyTaxRate[],
  /** The Google review link review requests carry; none until the owner sets it in Settings. */
  googleReviewUrl: null as string | null,
  /** Texts a day past which texting stops and the owner is e-mailed once (DECISIONS "Texts"). */
  smsDailyLimit: 200,
  promises: {
    emailResponse: "within 1 business day",
    confirmationCall: "within 1 business hour",
    /**
     * The same promises in US Spanish, as the /es pages, Spanish mails and the Spanish booking
     * confirmation say them ("Le llamaremos dentro de 1 hora hábil..."): change both together.
     */
    es: { emailResponse: "en 1 día hábil", confirmationCall: "dentro de 1 hora hábil" },
  },
  /**
   * The people on /about. Empty until the business adds its own: the "Meet the Team" section
   * stays hidden until then (no placeholder text on a public page).
   */
  team: [] as readonly TeamMember[],
  social: [
    { name: "Facebook", url: null },
    { name: "Instagram", url: null },
    { name: "Google", url: null },
    { name: "Yelp", url: null },
  ] as readonly SocialLink[],
} as const;
