import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import {
  business,
  serviceCounties,
  type BookingWindowKey,
  type CountyTaxRate,
  type PhoneLine,
  type SocialLink,
} from "#app/content/business";
import { sortedRates } from "./county-tax";
import { MAX_RING_SECONDS, MIN_RING_SECONDS } from "./settings-rows.server";
import { MAX } from "#app/lib/fields";
import type { SiteFactField, SiteFactValues } from "./site-fact-fields";
import { timeLabel } from "./site-fact-fields";
import { windowsOutsideHours } from "./hours";
import { weekdays, type DayHours, type Weekday } from "./site-facts";
import { normalizePriceRange, PRICE_RANGE_MESSAGE } from "./price-range";
import { centsToInput, parseMoney } from "#app/lib/money";

/**
 * The checks of every fact the owner edits (DECISIONS "The owner edits the site"): each schema
 * takes what a form sends (text) or a typed value, and gives the value stored. Server only: the
 * phone check carries libphonenumber-js's full metadata.
 */

/** PostgreSQL text cannot hold U+0000; markup has no place in a fact shown as text. */
const text = (label: string, max: number, { required = true, markup = true } = {}) =>
  z
    .string({ error: `${label} is required.` })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, `${label} is required.`)
        .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`)
        .refine((v) => !v.includes("\u0000"), `${label} contains a character that is not allowed.`)
        .refine((v) => markup || !/[<>]/.test(v), `${label} cannot contain < or >.`),
    );

export const PHONE_MESSAGE = "Enter a valid US or Canadian phone number with its area code, like (813) 555-0142.";

/** A +1 (North American) number as typed, stored as its display form and E.164. */
export const phoneLine = z.preprocess(
  // A stored line ({ display, e164 }) is checked by its E.164 form.
  (value) => (value && typeof value === "object" && "e164" in value ? (value as PhoneLine).e164 : value),
  z
    .string({ error: PHONE_MESSAGE })
    .max(MAX.phone, PHONE_MESSAGE)
    .transform((typed, ctx): PhoneLine => {
      const parsed = parsePhoneNumberFromString(typed.trim(), "US");
      if (!parsed || parsed.countryCallingCode !== "1" || !parsed.isValid()) {
        ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return { display: parsed.formatNational(), e164: parsed.number };
    }),
);

export const emailAddress = text("E-mail", MAX.email).pipe(
  z.email("Enter a valid e-mail address, like info@example.com."),
);

export const HTTPS_MESSAGE = "Enter a full https:// address, like https://g.page/r/your-business/review.";

/** A link shown to visitors: https only (no javascript:, data:, http: or anything else). */
export const httpsUrl = text("The link", 500).refine((value) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
}, HTTPS_MESSAGE);

/** An https link, or nothing (empty): the link is not shown. */
const optionalHttpsUrl = z.union([z.null(), z.literal("").transform(() => null), httpsUrl]);

const TIME_MESSAGE = "Enter a time as HH:MM, like 08:00.";
const time = z
  .string({ error: TIME_MESSAGE })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);

const windowKeys = business.bookingWindows.map((w) => w.key) as [BookingWindowKey, ...BookingWindowKey[]];

/** One weekday as the form sends it: `closed` ticked, or opens/closes; the windows offered. */
const dayInput = z.object({
  closed: z.union([z.boolean(), z.string()]).optional(),
  opens: z.string().nullable().optional(),
  closes: z.string().nullable().optional(),
  bookingWindows: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});

const CLOSED_DAY: DayHours = { opens: null, closes: null, bookingWindows: [] };

function dayHours(day: Weekday) {
  return dayInput.transform((input, ctx): DayHours => {
    const closed = input.closed === true || input.closed === "on" || (!input.opens && !input.closes);
    const windows: BookingWindowKey[] = [];
    for (const key of input.bookingWindows) {
      if (!(windowKeys as string[]).includes(key)) {
        ctx.addIssue({ code: "custom", path: ["bookingWindows"], message: "Choose windows from the list." });
        return z.NEVER;
      }
      if (!windows.includes(key as BookingWindowKey)) windows.push(key as BookingWindowKey);
    }
    // In the business's order, whatever order the form sent them in.
    windows.sort((a, b) => windowKeys.indexOf(a) - windowKeys.indexOf(b));
    const opens = time.safeParse(input.opens ?? "");
    const closes = time.safeParse(input.closes ?? "");
    if (closed) {
      // Closed closes the day, its windows with it; the hours and windows typed are kept to
      // reopen it with (those that still make sense), so reopening never means retyping.
      if (!opens.success || !closes.success || closes.data <= opens.data) return CLOSED_DAY;
      const hours = { opens: opens.data, closes: closes.data, bookingWindows: windows };
      const outside = windowsOutsideHours(hours).map((w) => w.key);
      return { ...CLOSED_DAY, reopen: { ...hours, bookingWindows: windows.filter((key) => !outside.includes(key)) } };
    }
    if (!opens.success) ctx.addIssue({ code: "custom", path: ["opens"], message: TIME_MESSAGE });
    if (!closes.success) ctx.addIssue({ code: "custom", path: ["closes"], message: TIME_MESSAGE });
    if (!opens.success || !closes.success) return z.NEVER;
    if (closes.data <= opens.data) {
      ctx.addIssue({
        code: "custom",
        path: ["closes"],
        message: `${day} must close after it opens (${timeLabel(opens.data)}).`,
      });
      return z.NEVER;
    }
    // A window only after opening and until closing (the hours page's rule, as the defaults keep it).
    const outside = windowsOutsideHours({ opens: opens.data, closes: closes.data, bookingWindows: windows });
    if (outside.length) {
      ctx.addIssue({
        code: "custom",
        path: ["bookingWindows"],
        message: `${outside.map((w) => w.label).join(" and ")} ${outside.length > 1 ? "are" : "is"} outside ${day}'s hours (${timeLabel(opens.data)} - ${timeLabel(closes.data)}). Untick ${outside.length > 1 ? "them" : "it"} or change the hours.`,
      });
      return z.NEVER;
    }
    return { opens: opens.data, closes: closes.data, bookingWindows: windows };
  });
}

export const weeklyHours = z.object(
  Object.fromEntries(weekdays.map((day) => [day, dayHours(day)])) as Record<Weekday, ReturnType<typeof dayHours>>,
);

/** Special hours for one date: closed, or opens/closes (the date itself is checked by dateProblem). */
export const specialHoursTimes = z
  .object({
    closed: z.union([z.boolean(), z.string()]).optional(),
    opens: z.string().optional(),
    closes: z.string().optional(),
    note: text("Note", 120, { required: false }),
  })
  .transform((input, ctx) => {
    const closed = input.closed === true || input.closed === "on";
    if (closed) return { opens: null, closes: null, note: input.note };
    const opens = time.safeParse(input.opens ?? "");
    const closes = time.safeParse(input.closes ?? "");
    if (!opens.success)
      ctx.addIssue({ code: "custom", path: ["opens"], message: `${TIME_MESSAGE} Or tick "Closed all day".` });
    if (!closes.success) ctx.addIssue({ code: "custom", path: ["closes"], message: TIME_MESSAGE });
    if (!opens.success || !closes.success) return z.NEVER;
    if (closes.data <= opens.data) {
      ctx.addIssue({ code: "custom", path: ["closes"], message: "The closing time must be after the opening time." });
      return z.NEVER;
    }
    return { opens: opens.data, closes: closes.data, note: input.note };
  });

export const PRICE_MAX = 40;
const price = text("The price", PRICE_MAX, { required: false, markup: false });

/**
 * Per service slug; an empty box is the service's own range (not stored). A range is stored the
 * one way every page shows it ("120 to 260" becomes "$120-$260"); anything else is refused.
 */
export function servicePrices(slugs: readonly string[]) {
  return z.record(z.string(), price).transform((input, ctx) => {
    const stored: Record<string, string> = {};
    for (const [slug, value] of Object.entries(input)) {
      if (!slugs.includes(slug)) {
        ctx.addIssue({ code: "custom", path: [slug], message: "No such service." });
        return z.NEVER;
      }
      if (!value) continue;
      const range = normalizePriceRange(value);
      if (!range) ctx.addIssue({ code: "custom", path: [slug], message: PRICE_RANGE_MESSAGE });
      else stored[slug] = range;
    }
    return stored;
  });
}

const faqList = z
  .array(
    z.object({
      question: text("The question", 300),
      answer: text("The answer", 2000),
    }),
  )
  .max(30, "At most 30 questions.");

const RATING_MESSAGE = "Choose a rating from 1 to 5 stars.";
const testimonialList = z
  .array(
    z.object({
      name: text("The name", 80),
      location: text("The location", 80),
      rating: z.coerce
        .number({ error: RATING_MESSAGE })
        .int(RATING_MESSAGE)
        .min(1, RATING_MESSAGE)
        .max(5, RATING_MESSAGE)
        .transform((r) => r as 1 | 2 | 3 | 4 | 5),
      text: text("The text", 1000),
    }),
  )
  .max(30, "At most 30 testimonials.");

const teamList = z
  .array(
    z.object({
      name: text("The name", 80),
      role: text("The role", 80),
      bio: text("The bio", 1000),
      photoId: z.union([
        z.null(),
        z.literal("").transform(() => null),
        z.coerce.number().int().positive("Choose a photo from the list."),
      ]),
    }),
  )
  .max(20, "At most 20 team members.");

const socialNames = business.social.map((s) => s.name) as [SocialLink["name"], ...Array<SocialLink["name"]>];
const socialLinks = z
  .array(z.object({ name: z.enum(socialNames, { error: "Choose a profile from the list." }), url: optionalHttpsUrl }))
  .transform((links, ctx): SocialLink[] => {
    const names = links.map((l) => l.name);
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: "custom", message: "Each profile once." });
      return z.NEVER;
    }
    return links;
  });

const TAX_MESSAGE = "Enter a tax rate from 6 to 20 percent (the state's 6% plus the county's surtax), like 7.5.";
/** A percent as typed ("7.5") or basis points (750); stored as basis points. */
const taxRate = z.union([
  z.number().int(TAX_MESSAGE).min(600, TAX_MESSAGE).max(2000, TAX_MESSAGE),
  z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,3})?$/, TAX_MESSAGE)
    .transform((v) => Math.round(Number(v) * 100))
    .pipe(z.number().min(600, TAX_MESSAGE).max(2000, TAX_MESSAGE)),
]);
const FROM_MESSAGE = "Enter the first day the rate applies, like 2027-01-01.";
/** The county rates as listed (rows of county, rate, start date): one rate per county and date. */
const countyTaxRates = z
  .array(
    z.object({
      county: z.enum(serviceCounties, { error: "Choose a county from the list." }),
      rate: taxRate,
      from: z
        .string()
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, FROM_MESSAGE)
        .refine(
          (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
          FROM_MESSAGE,
        ),
    }),
  )
  .transform((rows, ctx): CountyTaxRate[] => {
    const seen = new Set<string>();
    for (const [i, row] of rows.entries()) {
      const key = `${row.county} ${row.from}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i, "from"], message: "One rate per county and date." });
      seen.add(key);
    }
    for (const county of serviceCounties)
      if (!rows.some((r) => r.county === county))
        ctx.addIssue({ code: "custom", path: [], message: `Keep at least one rate for ${county} County.` });
    return sortedRates(rows.map((r) => ({ county: r.county, basisPoints: r.rate, from: r.from })));
  });

const SMS_MESSAGE = "Enter a whole number of texts from 0 to 10,000.";
const smsLimit = z.union([
  z.number().int(SMS_MESSAGE).min(0, SMS_MESSAGE).max(10_000, SMS_MESSAGE),
  z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, SMS_MESSAGE)
    .transform(Number)
    .pipe(z.number().max(10_000, SMS_MESSAGE)),
]);

/** A number to forward calls to, or nothing (empty): calls go straight to the apology and voicemail. */
const optionalPhoneLine = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  phoneLine.nullable(),
);

const RING_MESSAGE = `Enter a whole number of seconds from ${MIN_RING_SECONDS} to ${MAX_RING_SECONDS}.`;
/** Seconds as typed or stored (a number), one message for anything else. */
const ringSeconds = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z
    .string({ error: RING_MESSAGE })
    .trim()
    .regex(/^\d{1,3}$/, RING_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(MIN_RING_SECONDS, RING_MESSAGE).max(MAX_RING_SECONDS, RING_MESSAGE)),
);

const FEE_MESSAGE = "Enter the fee in dollars, like 89 or 89.50, or leave it empty.";
/** Dollars as typed ("$89", "89.50"), or cents as stored; empty: no fee set (null). */
const diagnosticFee = z.preprocess(
  (value) => (typeof value === "number" ? centsToInput(value) : value),
  z
    .string({ error: FEE_MESSAGE })
    .trim()
    .transform((typed, ctx) => {
      if (typed === "") return null;
      const read = parseMoney(typed, "The diagnostic fee");
      if (!read.ok) {
        ctx.addIssue({ code: "custom", message: FEE_MESSAGE });
        return z.NEVER;
      }
      return read.cents;
    }),
);

/** The schema of each field: what a form (or a caller) sends in, the stored value out. */
export function siteFactSchema(field: SiteFactField, serviceSlugs: readonly string[]): z.ZodType<unknown> {
  const schemas: { [F in SiteFactField]: z.ZodType<SiteFactValues[F], unknown> } = {
    "phones.main": phoneLine,
    "phones.emergency": phoneLine,
    "emails.support": emailAddress,
    "emails.business": emailAddress,
    weeklyHours,
    servicePrices: servicePrices(serviceSlugs),
    "faqs.services": faqList,
    "faqs.contact": faqList,
    testimonials: testimonialList,
    team: teamList,
    social: socialLinks,
    googleReviewUrl: optionalHttpsUrl,
    countyTaxRates,
    smsDailyLimit: smsLimit,
    "calls.forwardTo": optionalPhoneLine,
    "calls.ringSeconds": ringSeconds,
    diagnosticFeeCents: diagnosticFee,
  };
  return schemas[field];
}

/** Field errors keyed by the path of the value ("Monday.closes", "0.question"; "value" for the whole). */
export function pathErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "value";
    errors[key] ??= issue.message;
  }
  return errors;
}
