import type { IconName } from "./icon-names";

/** A titled block of prose on a detail page. Plain text only: rendered escaped, never as HTML. */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
}

export type ServiceGroupId = "common" | "specialized" | "other";

export interface Service {
  slug: string;
  title: string;
  icon: IconName;
  group: ServiceGroupId;
  /** One or two sentences for cards and the meta description. */
  description: string;
  /** 4-6 short symptoms, e.g. "Fridge warm but freezer cold". */
  commonIssues: string[];
  /** Detail page body. */
  sections: ContentSection[];
  /** Exactly 5 steps. */
  repairProcess: Array<{ title: string; description: string }>;
  /** As in SPEC §9, e.g. "$150-$350" or "Varies by part". */
  priceRange: string;
  /** Optional note shown under the price, e.g. what drives the cost. */
  priceNote: string;
}

export interface Brand {
  /** Lowercase-hyphenated: "ge", "sub-zero", "beverage-air". */
  slug: string;
  name: string;
  /** True for the 16 brands of the /brands grid; false for Samsung and Bosch. */
  inGrid: boolean;
  /** One or two sentences for cards and the meta description. */
  description: string;
  /** 4-6 typical repairs for this brand. */
  commonRepairs: string[];
  /** Refrigerator types the brand makes (e.g. "French-door", "Built-in column"); no model numbers. */
  productTypes: string[];
  /** Detail page body. */
  sections: ContentSection[];
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface County {
  /** "hillsborough-county" etc. */
  slug: string;
  /** "Hillsborough County" */
  name: string;
  /** "Hillsborough" */
  shortName: string;
  /** County seat, e.g. "Tampa". */
  seat: string;
  /** One or two sentences for cards and the meta description. */
  description: string;
  sections: ContentSection[];
  /** Exactly 15 real incorporated cities or census-designated places in the county. First 5 show on home cards. */
  cities: string[];
  /** Map centre: the county's real approximate geographic centre. */
  center: GeoPoint;
  /** 4-6 refrigerator problems typical for the local climate/housing. */
  commonProblems: string[];
}

/** The /areas/tampa-bay overview of the whole region (DECISIONS: a real page, not a not-found). */
export interface Region {
  slug: "tampa-bay";
  name: string;
  /** One or two sentences for the lead and the meta description. */
  description: string;
  sections: ContentSection[];
  center: GeoPoint;
  commonProblems: string[];
}

export interface Testimonial {
  name: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
}

/** A testimonial as a page shows it: `translated` on a Spanish page's translation of the customer's words. */
export type ShownTestimonial = Testimonial & { translated?: boolean };

export interface FaqItem {
  question: string;
  answer: string;
}
