import { asc, eq, gte, inArray } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import type { CountyTaxRate, PhoneLine } from "#app/content/business";
import { sortedRates } from "./county-tax";
import { getDb, withDb, type Database, type Tx } from "#app/db/client.server";
import { bumpContentVersion } from "#app/db/content-version.server";
import { closedDates, settings } from "#app/db/schema";
import { bookableRange, dateProblem, formatCalendarDate, todayInBusinessZone } from "#app/lib/dates";
import { contactFaqsWith } from "#app/content/faqs";
import { services } from "#app/content/services";
import { emergencyOnlyDaysText, regularHoursText } from "./hours";
import { contentServicePrices, serviceSlugs, siteFactDefaults } from "./site-fact-defaults.server";
import {
  CONFLICT_MESSAGE,
  DEFAULT_VERSION,
  percentText,
  siteFactFields,
  siteFactKey,
  siteFactLabels,
  type SiteFactField,
  type SiteFactValues,
} from "./site-fact-fields";
import { pathErrors, siteFactSchema, specialHoursTimes } from "./site-fact-schemas.server";
import { weekdays, type SiteFacts, type SpecialHours } from "./site-facts";
import { formatCents } from "#app/lib/money";

// The three settings other domains read (tax rate, review link, daily text limit) live in
// settings-rows.server.ts, which loads no content collection (the browser tests import it).
export { getSiteSettings, setSiteSetting, siteSettingDefaults, type SiteSettings } from "./settings-rows.server";

/* ---------------------------------------------------------------------------------------------
 * The facts the owner edits in Settings (DECISIONS "The owner edits the site",
 * docs/decisions/0018-site-facts-store.md): phones, e-mails, hours, prices, FAQs, testimonials,
 * team, links. One row per field under `site.<field>` (site-fact-fields.ts); special hours are
 * rows of `closed_dates` (null opens/closes: closed all day).
 * ------------------------------------------------------------------------------------------- */

function parseStored<F extends SiteFactField>(field: F, raw: string | undefined): SiteFactValues[F] | undefined {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as SiteFactValues[F];
  } catch {
    // A row no one can read shows the default rather than breaking every page.
    return undefined;
  }
}

/** The stored rows of every field: one query. */
async function readFactRows(conn: Database | Tx) {
  const rows = await conn
    .select()
    .from(settings)
    .where(inArray(settings.key, siteFactFields.map(siteFactKey)));
  return new Map(rows.map((row) => [row.key, row]));
}

/** The contact FAQs' default: app/content/faqs.ts's answers, quoting the hours and e-mail given. */
const contactFaqDefault = (values: SiteFactValues) =>
  contactFaqsWith({
    regularHours: regularHoursText(values.weeklyHours),
    emergencyOnlyDays: emergencyOnlyDaysText(values.weeklyHours),
    supportEmail: values["emails.support"],
  });

function factValues(stored: Map<string, { value: string }>): SiteFactValues {
  const values = siteFactDefaults();
  for (const field of siteFactFields) {
    const value = parseStored(field, stored.get(siteFactKey(field))?.value);
    if (value !== undefined) (values as unknown as Record<string, unknown>)[field] = value;
  }
  // Until the owner writes their own, the contact FAQ's answers quote their hours and e-mail.
  if (!stored.has(siteFactKey("faqs.contact"))) values["faqs.contact"] = contactFaqDefault(values);
  return values;
}

/** Dates with special hours from `today` on, in date order. */
async function readSpecialHours(conn: Database | Tx, today: string): Promise<SpecialHours[]> {
  const rows = await conn
    .select({ date: closedDates.date, opens: closedDates.opens, closes: closedDates.closes, note: closedDates.note })
    .from(closedDates)
    .where(gte(closedDates.date, today))
    .orderBy(asc(closedDates.date));
  return rows;
}

/** The facts from the stored rows (none: the defaults of app/content/) and the special hours. */
function factsFrom(stored: Map<string, { value: string }>, specialHours: SpecialHours[]): SiteFacts {
  const values = factValues(stored);
  return {
    phones: { main: values["phones.main"], emergency: values["phones.emergency"] },
    emails: { support: values["emails.support"], business: values["emails.business"] },
    weeklyHours: values.weeklyHours,
    specialHours,
    servicePrices: { ...contentServicePrices(), ...values.servicePrices },
    faqs: {
      services: values["faqs.services"],
      contact: values["faqs.contact"],
    },
    testimonials: values.testimonials,
    team: values.team,
    social: values.social,
    googleReviewUrl: values.googleReviewUrl,
    countyTaxRates: values.countyTaxRates,
    smsDailyLimit: values.smsDailyLimit,
  };
}

/** app/content/'s facts, for a page shown while the database cannot be read. */
export const defaultSiteFacts = (): SiteFacts => factsFrom(new Map(), []);

export async function getSiteFacts(db?: Database | Tx, now: Date = new Date()): Promise<SiteFacts> {
  const conn = db ?? (await getDb());
  const [stored, specialHours] = await Promise.all([
    readFactRows(conn),
    readSpecialHours(conn, todayInBusinessZone(now)),
  ]);
  return factsFrom(stored, specialHours);
}

/** A row's version as a form carries it: its time to the millisecond, or "default" without a row. */
const versionOf = (row: { updatedAt: Date } | undefined): string =>
  row ? row.updatedAt.toISOString() : DEFAULT_VERSION;

/** What the settings pages show: each field's value, default, version and whether it is the default. */
export async function getSiteFactsForEditing(now: Date = new Date()) {
  return withDb(async (db) => {
    const [stored, specialHours] = await Promise.all([
      readFactRows(db),
      readSpecialHours(db, todayInBusinessZone(now)),
    ]);
    const versions = {} as Record<SiteFactField, string>;
    const isDefault = {} as Record<SiteFactField, boolean>;
    for (const field of siteFactFields) {
      const row = stored.get(siteFactKey(field));
      versions[field] = versionOf(row);
      isDefault[field] = !row;
    }
    const values = factValues(stored);
    return {
      values,
      // The contact FAQs' default is the one the public page shows: with the hours and e-mail as they are.
      defaults: { ...siteFactDefaults(), "faqs.contact": contactFaqDefault(values) },
      versions,
      isDefault,
      contentPrices: contentServicePrices(),
      specialHours,
    };
  });
}
export type SiteFactsForEditing = Awaited<ReturnType<typeof getSiteFactsForEditing>>;

/** Who changes a fact: the signed-in owner. */
export interface SettingsActor {
  id: number;
  email: string;
}

export type SaveResult = { ok: true } | { ok: false; errors: Record<string, string>; conflict?: boolean };

/** A value as the activity log shows it before and after a change. */
export function describeFact(field: SiteFactField, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(none)";
  switch (field) {
    case "phones.main":
    case "phones.emergency":
    case "calls.forwardTo":
      return (value as PhoneLine).display;
    case "calls.ringSeconds":
      return `${String(value)} seconds`;
    case "diagnosticFeeCents":
      return formatCents(value as number);
    case "countyTaxRates":
      return sortedRates(value as CountyTaxRate[])
        .map((r) => `${r.county} ${percentText(r.basisPoints)}% from ${r.from}`)
        .join("; ");
    case "weeklyHours":
      return weekdays
        .map((day) => {
          const d = (value as SiteFacts["weeklyHours"])[day];
          return d.opens && d.closes
            ? `${day} ${d.opens}-${d.closes}${d.bookingWindows.length ? ` (${d.bookingWindows.join(", ")})` : " (no windows)"}`
            : `${day} closed`;
        })
        .join("; ");
    default:
      return typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value);
  }
}

/**
 * What a save changed, in words, for the activity log: only the days, services or items that
 * differ (one changed day of the hours, not the whole week twice), each before -> after.
 */
export function describeChange(field: SiteFactField, before: unknown, after: unknown): string {
  const label = siteFactLabels[field];
  if (field === "weeklyHours") {
    // describeFact gives the week as "Monday ...; Tuesday ...", one entry per weekday in order.
    const was = describeFact(field, before).split("; ");
    const now = describeFact(field, after).split("; ");
    const changed = was.flatMap((day, i) => (day === now[i] ? [] : [`${day} -> ${now[i]}`]));
    return `${label}: ${changed.join("; ")}`;
  }
  if (field === "servicePrices") {
    const was = before as Record<string, string>;
    const now = after as Record<string, string>;
    const titles = new Map(services.map((s) => [s.slug, s.title]));
    const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((slug) => was[slug] !== now[slug]);
    return `${label}: ${changed
      .map((slug) => `${titles.get(slug) ?? slug} ${was[slug] ?? "(default)"} -> ${now[slug] ?? "(default)"}`)
      .join("; ")}`;
  }
  // The lists (FAQs, testimonials, team, links) by their items' names; the tax rates in full below.
  if (field !== "countyTaxRates" && (Array.isArray(before) || Array.isArray(after))) {
    const names = (value: unknown) =>
      Array.isArray(value) && value.length
        ? value
            .map((item: Record<string, unknown>) => String(item.name ?? item.question ?? item.county ?? "?"))
            .join(", ")
        : "(none)";
    return `${label}: ${names(before)} -> ${names(after)}`;
  }
  return `${label}: ${describeFact(field, before)} -> ${describeFact(field, after)}`;
}

/** The version the form was loaded with still the stored one (same millisecond, or both the default)? */
function sameVersion(row: { updatedAt: Date } | undefined, expected: string): boolean {
  return versionOf(row) === expected;
}

/** A new version: now, and always later than the one it replaces (two saves in one millisecond). */
const nextVersion = (row: { updatedAt: Date } | undefined): Date =>
  new Date(Math.max(Date.now(), (row?.updatedAt.getTime() ?? 0) + 1));

/**
 * Checks and stores one field in one transaction: refused unless the stored version is still the
 * one the form was loaded with (`expectedVersion`); logged with before and after; the public pages'
 * content version bumped. An unchanged value is not written (no log entry, no new version).
 */
export async function saveSiteFacts<F extends SiteFactField>(
  actor: SettingsActor,
  field: F,
  input: unknown,
  expectedVersion: string,
): Promise<SaveResult> {
  const parsed = siteFactSchema(field, serviceSlugs).safeParse(input);
  if (!parsed.success) return { ok: false, errors: pathErrors(parsed.error) };
  const value = parsed.data as SiteFactValues[F];
  const key = siteFactKey(field);
  return withDb((db) =>
    db.transaction(async (tx): Promise<SaveResult> => {
      const [row] = await tx.select().from(settings).where(eq(settings.key, key)).for("update");
      const json = JSON.stringify(value);
      // Already stored as sent (a double submit, or both tabs typed the same): nothing to do.
      if (row?.value === json) return { ok: true };
      if (!sameVersion(row, expectedVersion)) return { ok: false, errors: { form: CONFLICT_MESSAGE }, conflict: true };
      const before = parseStored(field, row?.value) ?? siteFactDefaults()[field];
      const written = { key, value: json, updatedAt: nextVersion(row) };
      if (row) await tx.update(settings).set(written).where(eq(settings.key, key));
      else {
        // Two saves of a default field at once: the second finds the first's row and is refused.
        const inserted = await tx.insert(settings).values(written).onConflictDoNothing().returning();
        if (!inserted.length) return { ok: false, errors: { form: CONFLICT_MESSAGE }, conflict: true };
      }
      await logActivity(
        {
          user: actor,
          action: "site-fact-changed",
          detail: describeChange(field, before, value),
        },
        tx,
      );
      await bumpContentVersion(tx);
      return { ok: true };
    }),
  );
}

/** "Back to default": removes the field's row (same version check), logged, public pages bumped. */
export async function resetSiteFact(
  actor: SettingsActor,
  field: SiteFactField,
  expectedVersion: string,
): Promise<SaveResult> {
  const key = siteFactKey(field);
  return withDb((db) =>
    db.transaction(async (tx): Promise<SaveResult> => {
      const [row] = await tx.select().from(settings).where(eq(settings.key, key)).for("update");
      // Already the default (a double submit): nothing to do.
      if (!row) return { ok: true };
      if (!sameVersion(row, expectedVersion)) return { ok: false, errors: { form: CONFLICT_MESSAGE }, conflict: true };
      await tx.delete(settings).where(eq(settings.key, key));
      const before = parseStored(field, row.value);
      await logActivity(
        {
          user: actor,
          action: "site-fact-reset",
          detail: `${siteFactLabels[field]}: ${describeFact(field, before)} -> default (${describeFact(field, siteFactDefaults()[field])})`,
        },
        tx,
      );
      await bumpContentVersion(tx);
      return { ok: true };
    }),
  );
}

function describeSpecial(s: { opens: string | null; closes: string | null; note: string }): string {
  const hours = s.opens && s.closes ? `open ${s.opens}-${s.closes}` : "closed all day";
  return `${hours}${s.note ? ` (${s.note})` : ""}`;
}

/**
 * Special hours for one date (from today on): closed all day or other hours, with a note. A date
 * that already has special hours is refused (remove them first), so a change is never silent.
 */
export async function addSpecialHours(
  actor: SettingsActor,
  input: { date: unknown; closed?: unknown; opens?: unknown; closes?: unknown; note?: unknown },
  now: Date = new Date(),
): Promise<SaveResult> {
  const errors: Record<string, string> = {};
  const date = typeof input.date === "string" ? input.date.trim() : "";
  const today = todayInBusinessZone(now);
  const problem = dateProblem(date, bookableRange(today));
  if (problem) errors.date = problem;
  const times = specialHoursTimes.safeParse({
    closed: input.closed ?? undefined,
    opens: input.opens ?? undefined,
    closes: input.closes ?? undefined,
    note: input.note ?? "",
  });
  if (!times.success) Object.assign(errors, pathErrors(times.error));
  if (!times.success || problem) return { ok: false, errors };
  const special = times.data;
  return withDb((db) =>
    db.transaction(async (tx): Promise<SaveResult> => {
      const inserted = await tx
        .insert(closedDates)
        .values({ date, note: special.note, opens: special.opens, closes: special.closes, closedBy: actor.id })
        .onConflictDoNothing()
        .returning();
      if (!inserted.length) {
        const [existing] = await tx.select().from(closedDates).where(eq(closedDates.date, date));
        // The same hours sent twice (a double submit): already done.
        if (existing && describeSpecial(existing) === describeSpecial(special)) return { ok: true };
        return {
          ok: false,
          errors: {
            date: `${formatCalendarDate(date)} already has special hours${existing ? ` (${describeSpecial(existing)})` : ""}. Remove them first to set others.`,
          },
        };
      }
      await logActivity(
        { user: actor, action: "special-hours-set", detail: `${date}: ${describeSpecial(special)}` },
        tx,
      );
      await bumpContentVersion(tx);
      return { ok: true };
    }),
  );
}

export async function removeSpecialHours(actor: SettingsActor, date: string): Promise<SaveResult> {
  if (dateProblem(date)) return { ok: false, errors: { form: "That date could not be read. Reload the page." } };
  return withDb((db) =>
    db.transaction(async (tx): Promise<SaveResult> => {
      const removed = await tx.delete(closedDates).where(eq(closedDates.date, date)).returning();
      const [row] = removed;
      if (row) {
        await logActivity(
          { user: actor, action: "special-hours-removed", detail: `${date}: was ${describeSpecial(row)}` },
          tx,
        );
        await bumpContentVersion(tx);
      }
      return { ok: true };
    }),
  );
}
