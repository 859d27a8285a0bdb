import { data, redirect } from "react-router";
import type { SessionUser } from "#app/auth/sessions.server";
import {
  isSettingsSection,
  isSiteFactField,
  sectionFields,
  type SettingsSection,
  type SiteFactField,
} from "#app/settings/site-fact-fields";
import { weekdays } from "#app/settings/site-facts";
import { todayInBusinessZone } from "#app/lib/dates";
import { visitsOutsideWeeklyHours } from "#app/scheduling/visits-outside-hours.server";
import {
  addSpecialHours,
  getSiteFactsForEditing,
  removeSpecialHours,
  resetSiteFact,
  saveSiteFacts,
} from "#app/settings/site-settings.server";
import {
  MAX_LIST_ROWS,
  missingTeamPhotos,
  readForm,
  removeDroppedTeamPhotos,
  teamPhotoIds,
  teamPhotosOf,
  type ReadForm,
} from "./team-photos.server";

/**
 * The owner's settings sub-pages (/admin/settings/:section): what the site says about the business.
 * A change answers with a redirect naming what was saved (post/redirect/get); a refused one answers
 * 400 with its messages and everything typed, so the page shows both with or without JavaScript.
 */

export function sectionOf(param: string | undefined): SettingsSection {
  if (!isSettingsSection(param)) throw data("There is no such settings page.", { status: 404 });
  return param;
}

export async function loadSiteSettingsPage(section: SettingsSection, url: URL, today = todayInBusinessZone()) {
  const editing = await getSiteFactsForEditing();
  const saved = url.searchParams.get("saved");
  const reset = url.searchParams.get("reset");
  return {
    section,
    ...editing,
    // Visits already booked on a day or window the hours no longer offer (a save that closed them).
    outsideHours: section === "hours" ? await visitsOutsideWeeklyHours(editing.values.weeklyHours, today) : [],
    saved: isSiteFactField(saved) || saved === "special" ? saved : undefined,
    reset: isSiteFactField(reset) ? reset : undefined,
  };
}

/** Typed values sent back with a refusal: each input's name and what it held. */
export type FormValues = Record<string, string | string[]>;

export interface SiteSettingsActionData {
  /** The field (or "special" for special hours) whose form answered. */
  field: SiteFactField | "special";
  errors: Record<string, string>;
  values: FormValues;
}

/** The inputs of each list's items, in the order the list's form shows them. */
const listItemInputs: Partial<Record<SiteFactField, readonly string[]>> = {
  "faqs.services": ["question", "answer"],
  "faqs.contact": ["question", "answer"],
  testimonials: ["name", "location", "rating", "text"],
  team: ["name", "role", "bio", "photoId"],
  countyTaxRates: ["county", "rate", "from"],
};

/** Inputs an add row shows with a value already chosen: not typed by the owner. */
const presetInputs = new Set(["rating", "photoId", "county"]);

const str = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Every text entry of the form, as typed (files left out). */
function typedValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || name === "version") continue;
    const existing = values[name];
    if (existing === undefined) values[name] = value;
    else values[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return values;
}

/**
 * A list form's items: rows 0..count-1 and the blank "add" row (index count) when something was
 * typed in it, then the move or removal the pressed button asks for. `newPhotos` are the team
 * photos uploaded with this post, by row: each replaces its row's photo (and an add row with a
 * photo counts as typed).
 */
export function readList(
  form: FormData,
  field: SiteFactField,
  intent: string,
  newPhotos: ReadonlyMap<number, number> = new Map(),
) {
  const inputs = listItemInputs[field] ?? [];
  const count = listCount(form);
  let items: Array<Record<string, string>> = [];
  for (let i = 0; i <= count; i++) {
    const item = Object.fromEntries(inputs.map((name) => [name, str(form, `${i}.${name}`)]));
    const photo = newPhotos.get(i);
    if (photo !== undefined && "photoId" in item) item.photoId = String(photo);
    // The add row counts once anything but its preset rating, county or photo is typed, or a photo is sent.
    const typed = photo !== undefined || inputs.some((name) => !presetInputs.has(name) && item[name]!.trim() !== "");
    if (i < count || typed) items.push(item);
  }
  const [move, at] = intent.split(":");
  const index = Number(at);
  if (Number.isInteger(index) && index >= 0 && index < items.length) {
    if (move === "remove") items = items.filter((_, i) => i !== index);
    if (move === "photo-remove" && "photoId" in items[index]!) items[index] = { ...items[index]!, photoId: "" };
    if (move === "up" && index > 0) [items[index - 1], items[index]] = [items[index]!, items[index - 1]!];
    if (move === "down" && index < items.length - 1)
      [items[index + 1], items[index]] = [items[index]!, items[index + 1]!];
  }
  // What the form shows again on a refusal: the list after the move, without a blank add row.
  // (A photo error names the row it was sent in; a move and an upload are not sent together.)
  const values: FormValues = { count: String(items.length) };
  items.forEach((item, i) => {
    for (const name of inputs) values[`${i}.${name}`] = item[name]!;
  });
  return { items, values };
}

const listCount = (form: FormData) => Math.min(Math.max(Number(str(form, "count")) || 0, 0), MAX_LIST_ROWS);

/** What a field's form sends, as the store's checks take it. */
function readField(
  form: FormData,
  field: SiteFactField,
  intent: string,
  newPhotos?: ReadonlyMap<number, number>,
): { input: unknown; values: FormValues } {
  if (listItemInputs[field]) {
    const { items, values } = readList(form, field, intent, newPhotos);
    return { input: items, values };
  }
  const values = typedValues(form);
  switch (field) {
    case "weeklyHours":
      return {
        input: Object.fromEntries(
          weekdays.map((day) => [
            day,
            {
              closed: str(form, `${day}.closed`) === "on",
              opens: str(form, `${day}.opens`),
              closes: str(form, `${day}.closes`),
              bookingWindows: form.getAll(`${day}.bookingWindows`).filter((v) => typeof v === "string"),
            },
          ]),
        ),
        values,
      };
    case "servicePrices": {
      const prices: Record<string, string> = {};
      for (const [name, value] of form) {
        if (name.startsWith("price.") && typeof value === "string") prices[name.slice("price.".length)] = value;
      }
      return { input: prices, values };
    }
    case "social": {
      const links = [];
      for (let i = 0; i < 10 && form.has(`${i}.name`); i++)
        links.push({ name: str(form, `${i}.name`), url: str(form, `${i}.url`) });
      return { input: links, values };
    }
    default:
      return { input: str(form, "value"), values };
  }
}

const refused = (body: SiteSettingsActionData) => data<SiteSettingsActionData>(body, { status: 400 });

export async function siteSettingsAction(owner: SessionUser, section: SettingsSection, request: Request) {
  const read = await readForm(section, request);
  try {
    return await answer(owner, section, read);
  } finally {
    // The uploaded files are read (processPhoto) before the answer; then they go.
    await read.cleanup?.();
  }
}

async function answer(owner: SessionUser, section: SettingsSection, read: ReadForm) {
  const form = read.form;
  const intent = str(form, "intent");
  const base = `/admin/settings/${section}`;

  if (section === "hours" && intent === "special-add") {
    const values = typedValues(form);
    const result = await addSpecialHours(owner, {
      date: str(form, "date"),
      closed: str(form, "closed"),
      opens: str(form, "opens"),
      closes: str(form, "closes"),
      note: str(form, "note"),
    });
    if (!result.ok) return refused({ field: "special", errors: result.errors, values });
    return redirect(`${base}?saved=special#special-hours`);
  }
  if (section === "hours" && intent === "special-remove") {
    const result = await removeSpecialHours(owner, str(form, "date"));
    if (!result.ok) return refused({ field: "special", errors: result.errors, values: {} });
    return redirect(`${base}?saved=special#special-hours`);
  }

  const field = str(form, "field");
  if (!isSiteFactField(field) || !sectionFields[section].includes(field)) {
    return refused({
      field: sectionFields[section][0]!,
      errors: { form: "That change could not be read. Reload the page and try again." },
      values: {},
    });
  }
  const version = str(form, "version");
  const anchor = `#${field.replace(".", "-")}`;
  // The team's photos before the change: those it drops are deleted once it is saved.
  const before = field === "team" ? await teamPhotoIds() : [];
  if (!read.ok) {
    // A refused upload (too large, too many, unreadable): nothing saved, everything typed kept.
    return refused({ field, errors: { form: read.message }, values: readField(form, field, "save").values });
  }
  if (intent === "reset") {
    const result = await resetSiteFact(owner, field, version);
    if (!result.ok) return refused({ field, errors: result.errors, values: {} });
    if (field === "team") await removeDroppedTeamPhotos(before);
    return redirect(`${base}?reset=${field}${anchor}`);
  }
  let newPhotos: Map<number, number> | undefined;
  if (field === "team" && read.files.length) {
    const photos = await teamPhotosOf(read.files, listCount(form));
    if (!photos.ok) return refused({ field, errors: photos.errors, values: readField(form, field, "save").values });
    newPhotos = photos.ids;
  }
  const { input, values } = readField(form, field, intent, newPhotos);
  if (field === "team") {
    const missing = await missingTeamPhotos(input);
    if (Object.keys(missing).length) return refused({ field, errors: missing, values });
  }
  const result = await saveSiteFacts(owner, field, input, version);
  if (!result.ok) return refused({ field, errors: result.errors, values });
  if (field === "team") await removeDroppedTeamPhotos(before);
  return redirect(`${base}?saved=${field}${anchor}`);
}
