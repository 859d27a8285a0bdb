import type { BookingWindowKey, CountyTaxRate, PhoneLine, SocialLink, TeamMember } from "#app/content/business";
import type { FaqItem, Testimonial } from "#app/content/types";

/**
 * The facts the owner edits in the workspace (DECISIONS "The owner edits the site"), as every page,
 * mail and text reads them. Plain data (no functions), safe to send to the browser: the root loader
 * passes it to the components. Defaults come from app/content/; the stored values from the
 * `settings` table (see site-settings.server.ts).
 */

export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** One weekday's hours: open..close ("HH:MM", 24 h, New York) or closed (both null). */
export interface DayHours {
  opens: string | null;
  closes: string | null;
  /** The booking windows offered online that day, each inside opens..closes. */
  bookingWindows: BookingWindowKey[];
  /**
   * A closed day only: the hours and windows it had when the owner closed it, shown in the form
   * and restored by unticking "Closed" (the owner never retypes them).
   */
  reopen?: { opens: string; closes: string; bookingWindows: BookingWindowKey[] };
}

/** Different hours on one date: closed (opens/closes null) or shorter hours, with a note. */
export interface SpecialHours {
  /** "YYYY-MM-DD" in New York. */
  date: string;
  opens: string | null;
  closes: string | null;
  /** e.g. "Thanksgiving". */
  note: string;
}

/** A team member for /about; `photoId` points at a photo stored by the photo pipeline. */
export interface TeamMemberFacts extends TeamMember {
  photoId: number | null;
}

export interface SiteFacts {
  phones: { main: PhoneLine; emergency: PhoneLine };
  emails: { support: string; business: string };
  weeklyHours: Record<Weekday, DayHours>;
  /** Today and later only, in date order. */
  specialHours: SpecialHours[];
  /** Price range shown per service slug, e.g. "$150-$350". */
  servicePrices: Record<string, string>;
  faqs: { services: FaqItem[]; contact: FaqItem[] };
  testimonials: Testimonial[];
  team: TeamMemberFacts[];
  social: SocialLink[];
  googleReviewUrl: string | null;
  countyTaxRates: CountyTaxRate[];
  smsDailyLimit: number;
}
