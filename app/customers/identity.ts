import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * How a request's contact details identify a customer (pure): the phone as E.164 (a number
 * without a country code is read as US/NANP), the e-mail trimmed and lower-cased. What cannot be
 * read as a possible phone number identifies no one (null), as an empty e-mail does.
 */
export function normalisePhone(typed: string | null | undefined): string | null {
  const text = (typed ?? "").trim();
  if (!/\d/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, "US");
  if (!parsed || !parsed.isPossible()) return null;
  return parsed.number;
}

export function normaliseEmail(typed: string | null | undefined): string | null {
  const email = (typed ?? "").trim().toLowerCase();
  return email.includes("@") ? email : null;
}

/** Digits only, so "(813) 555-0142" and "813.555.0142" find the same customer. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/** The words a customer is found by in the workspace's search (lower-cased, one line). */
export function searchWords(parts: ReadonlyArray<string | null | undefined>): string {
  const words = parts
    .filter((part): part is string => Boolean(part && part.trim()))
    .flatMap((part) => {
      const digits = digitsOf(part);
      return digits.length >= 4 && digits !== part ? [part, digits] : [part];
    });
  return words.join(" ").toLowerCase().replace(/\s+/g, " ");
}

/** What a search box typed means: the lower-cased words, and its digits when it looks like a phone. */
export function searchQuery(typed: string): { text: string; digits: string | null } {
  const text = typed.trim().toLowerCase().replace(/\s+/g, " ").slice(0, 100);
  const digits = digitsOf(text);
  const looksLikePhone = digits.length >= 4 && /^[\d\s()+.-]+$/.test(text);
  return { text, digits: looksLikePhone ? digits : null };
}

/** Whether a booking's date falls within 90 days after a completed repair (the warranty). */
export const WARRANTY_DAYS = 90;
/** At most one review request per customer in this many days. */
export const REVIEW_INTERVAL_DAYS = 180;
