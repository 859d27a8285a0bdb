import { inArray } from "drizzle-orm";
import { business, type CountyTaxRate, type PhoneLine } from "#app/content/business";
import { getDb, type Database, type Tx } from "#app/db/client.server";
import { settings } from "#app/db/schema";

/**
 * The few owner's settings (DECISIONS "The owner edits the site") that mails, texts, jobs and
 * reviews read, in one query and without the whole of getSiteFacts (this module loads no content
 * collection: the browser tests import it). Each field is a row of the `settings` table under its
 * key; a field the owner never set, or set back to its default, has no row and reads its default
 * from app/content/business.ts. Read per request, so every server process sees a change on its
 * next request.
 */
export interface SiteSettings {
  /** The main line mails and texts quote. */
  mainPhone: PhoneLine;
  /** The business's address: where owner notifications go and visitors reply. */
  businessEmail: string;
  /** Sales tax on a repair by county, with the dates each rate applies from. */
  countyTaxRates: CountyTaxRate[];
  /** https link for review requests; null: no review requests are sent. */
  googleReviewUrl: string | null;
  /** Texts a day past which texting stops. */
  smsDailyLimit: number;
  /** Where the business line's calls are forwarded (Settings, Phones); null: nowhere. */
  forwardCallsTo: PhoneLine | null;
  /** Seconds a forwarded call rings before it is missed. */
  ringSeconds: number;
  /** The completion form's diagnostic fee to start with, in cents (Settings, Prices); null: none set. */
  diagnosticFeeCents: number | null;
}

/** "Ring for": Twilio's Dial timeout, in seconds (a cell phone's voicemail picks up after about 25). */
export const DEFAULT_RING_SECONDS = 20;
export const MIN_RING_SECONDS = 5;
export const MAX_RING_SECONDS = 60;

const keys = {
  mainPhone: "site.phones.main",
  businessEmail: "site.emails.business",
  countyTaxRates: "site.countyTaxRates",
  googleReviewUrl: "site.googleReviewUrl",
  smsDailyLimit: "site.smsDailyLimit",
  forwardCallsTo: "site.calls.forwardTo",
  ringSeconds: "site.calls.ringSeconds",
  diagnosticFeeCents: "site.diagnosticFeeCents",
} as const satisfies Record<keyof SiteSettings, string>;

export const siteSettingDefaults: SiteSettings = {
  mainPhone: business.phones.main,
  businessEmail: business.emails.business,
  countyTaxRates: business.countyTaxRates,
  googleReviewUrl: business.googleReviewUrl,
  smsDailyLimit: business.smsDailyLimit,
  forwardCallsTo: null,
  ringSeconds: DEFAULT_RING_SECONDS,
  diagnosticFeeCents: null,
};

const parse = <K extends keyof SiteSettings>(stored: string): SiteSettings[K] => JSON.parse(stored) as SiteSettings[K];

export async function getSiteSettings(db?: Database | Tx): Promise<SiteSettings> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.values(keys)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const result = { ...siteSettingDefaults };
  for (const field of Object.keys(keys) as Array<keyof SiteSettings>) {
    const raw = stored.get(keys[field]);
    if (raw !== undefined) (result as Record<string, unknown>)[field] = parse(raw);
  }
  return result;
}

/** Stores one field (JSON-encoded); `null` as `value` for a nullable field is stored, not removed. */
export async function setSiteSetting<K extends keyof SiteSettings>(
  db: Database | Tx,
  field: K,
  value: SiteSettings[K],
): Promise<void> {
  const row = { key: keys[field], value: JSON.stringify(value), updatedAt: new Date() };
  await db.insert(settings).values(row).onConflictDoUpdate({ target: settings.key, set: row });
}
