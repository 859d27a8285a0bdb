import { asc, gte, like } from "drizzle-orm";
import { business } from "#app/content/business";
import { contactFaqsWith, servicesFaqs } from "#app/content/faqs";
import { services } from "#app/content/services";
import { testimonials } from "#app/content/testimonials";
import { getDb, type Database, type Tx } from "#app/db/client.server";
import { closedDates, settings } from "#app/db/schema";
import { todayInBusinessZone } from "#app/lib/dates";
import { emergencyOnlyDaysText, regularHoursText } from "./hours";
import { publicFactDefaults } from "./public-facts";
import type { SiteFacts } from "./site-facts";
import { siteSettingDefaults } from "./site-settings.server";

/**
 * The facts the owner edits (DECISIONS "The owner edits the site"), read per request: the
 * defaults of app/content/, each field replaced by its `settings` row `site.<field>` (JSON) when
 * the owner stored one, and the special hours from `closed_dates` (today and later). Nothing is
 * kept between requests, so every server process shows a change on its next request (public
 * pages are kept by the page cache per content version, which every save bumps).
 */

/** The `settings` key prefix of the facts: `site.phones`, `site.weeklyHours`, ... */
export const SITE_FACT_PREFIX = "site.";

/** Fields the defaults of which quote other facts (the contact FAQ quotes the hours and e-mail). */
type Overrides = Partial<SiteFacts>;

/**
 * The defaults from app/content/ (pure). `overrides`: the fields the owner set, which the
 * defaults of other fields quote (the contact FAQ's answers name the hours and support e-mail).
 */
export function siteFactDefaults(overrides: Overrides = {}): SiteFacts {
  const pub = publicFactDefaults();
  const weeklyHours = overrides.weeklyHours ?? pub.weeklyHours;
  const emails = overrides.emails ?? pub.emails;
  return {
    ...pub,
    servicePrices: Object.fromEntries(services.map((s) => [s.slug, s.priceRange])),
    faqs: {
      services: servicesFaqs.map((item) => ({ ...item })),
      contact: contactFaqsWith({
        regularHours: regularHoursText(weeklyHours),
        emergencyOnlyDays: emergencyOnlyDaysText(weeklyHours),
        supportEmail: emails.support,
      }),
    },
    testimonials: testimonials.map((t) => ({ ...t })),
    team: business.team.map((member) => ({ ...member, photoId: null })),
    googleReviewUrl: siteSettingDefaults.googleReviewUrl,
    taxRateBasisPoints: siteSettingDefaults.taxRateBasisPoints,
    smsDailyLimit: siteSettingDefaults.smsDailyLimit,
  };
}

const factFields = Object.keys(siteFactDefaults()) as Array<keyof SiteFacts>;

/** The stored rows (key -> JSON text) laid over the defaults; an unknown key or bad JSON is ignored. */
export function overlaySiteFacts(rows: ReadonlyArray<{ key: string; value: string }>): SiteFacts {
  const stored: Overrides = {};
  for (const row of rows) {
    const field = row.key.slice(SITE_FACT_PREFIX.length) as keyof SiteFacts;
    if (!row.key.startsWith(SITE_FACT_PREFIX) || !factFields.includes(field)) continue;
    try {
      (stored as Record<string, unknown>)[field] = JSON.parse(row.value);
    } catch {
      console.error(`[site-facts] ignoring the unreadable setting ${row.key}`);
    }
  }
  const facts = { ...siteFactDefaults(stored), ...stored };
  // Prices: a stored map may name only the services the owner changed.
  if (stored.servicePrices) facts.servicePrices = { ...siteFactDefaults().servicePrices, ...stored.servicePrices };
  return facts;
}

export async function getSiteFacts(db?: Database | Tx): Promise<SiteFacts> {
  const conn = db ?? (await getDb());
  const today = todayInBusinessZone();
  const [rows, closed] = await Promise.all([
    conn
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(like(settings.key, `${SITE_FACT_PREFIX}%`)),
    conn
      .select({ date: closedDates.date, note: closedDates.note })
      .from(closedDates)
      .where(gte(closedDates.date, today))
      .orderBy(asc(closedDates.date)),
  ]);
  const facts = overlaySiteFacts(rows);
  // Until closed_dates carries opening times, every closed date is closed all day.
  facts.specialHours = closed.map((c) => ({ date: c.date, opens: null, closes: null, note: c.note }));
  return facts;
}

/** When the owner last changed a fact (the latest `site.*` row), or undefined when never. */
export async function siteFactsChangedAt(db?: Database | Tx): Promise<Date | undefined> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({ updatedAt: settings.updatedAt })
    .from(settings)
    .where(like(settings.key, `${SITE_FACT_PREFIX}%`));
  return rows.reduce<Date | undefined>(
    (latest, r) => (!latest || r.updatedAt > latest ? r.updatedAt : latest),
    undefined,
  );
}
