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
import { MAX_MULTIPART_BYTES, MAX_PHOTOS, PHOTO_MESSAGES, teamPhotoRow } from "#app/photos/limits";
import { isMultipart } from "#app/photos/intake.server";
import { parseMultipartForm, type UploadedFile } from "#app/photos/multipart.server";
import { isPhotoRefusal, processPhoto } from "#app/photos/process-photo.server";
import {
  removeUnusedTeamPhotos,
  storedTeamPhotoIds,
  storeTeamPhoto,
  teamPortrait,
} from "#app/photos/team-photos.server";
import {
  addSpecialHours,
  getSiteFacts,
  getSiteFactsForEditing,
  removeSpecialHours,
  resetSiteFact,
  saveSiteFacts,
} from "#app/settings/site-settings.server";

/**
 * The owner's settings sub-pages (/admin/settings/:section): what the site says about the business.
 * A change answers with a redirect naming what was saved (post/redirect/get); a refused one answers
 * 400 with its messages and everything typed, so the page shows both with or without JavaScript.
 */

export function sectionOf(param: string | undefined): SettingsSection {
  if (!isSettingsSection(param)) throw data("There is no such settings page.", { status: 404 });
  return param;
}

export async function loadSiteSettingsPage(section: SettingsSection, url: URL) {
  const editing = await getSiteFactsForEditing();
  const saved = url.searchParams.get("saved");
  const reset = url.searchParams.get("reset");
  return {
    section,
    ...editing,
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
};

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

/** Rows a list form sends at most (the longest list, the team's 20 or the FAQs' 30, and more). */
const MAX_LIST_ROWS = 50;

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
    // The add row counts once anything but its preset rating or photo is typed, or a photo is sent.
    const typed =
      photo !== undefined ||
      inputs.some((name) => name !== "rating" && name !== "photoId" && item[name]!.trim() !== "");
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

/** The team form's fields at most: five per row (name, role, bio, photo id, file) and a few more. */
const TEAM_FORM_FIELDS = 5 * (MAX_LIST_ROWS + 1) + 10;

type ReadForm =
  | { ok: true; form: FormData; files: UploadedFile[]; cleanup: () => Promise<void> }
  | { ok: false; form: FormData; message: string; cleanup?: undefined };

/**
 * The posted form: urlencoded, or multipart (the team page, for its photos) read by the photo
 * pipeline's parser: files only in a row's `<row>.photo` field on the team page, at most
 * MAX_PHOTOS at a time, each within the photo limits; on any other page a file is refused.
 */
async function readForm(section: SettingsSection, request: Request): Promise<ReadForm> {
  if (!isMultipart(request)) {
    try {
      return { ok: true, form: await request.formData(), files: [], cleanup: async () => {} };
    } catch {
      return { ok: false, form: new FormData(), message: PHOTO_MESSAGES.unreadableForm };
    }
  }
  const parsed = await parseMultipartForm(request, {
    fileField: (name) => section === "team" && teamPhotoRow(name) !== undefined,
    maxFiles: MAX_PHOTOS,
    maxFileParts: MAX_LIST_ROWS + 1,
    maxFields: TEAM_FORM_FIELDS,
    maxBodyBytes: MAX_MULTIPART_BYTES,
  });
  const form = new FormData();
  for (const [name, values] of parsed.fields) for (const value of values) form.append(name, value);
  if (!parsed.ok) return { ok: false, form, message: parsed.message };
  return { ok: true, form, files: parsed.files, cleanup: parsed.cleanup };
}

/**
 * The photos sent with a team save, each decoded, re-encoded without metadata and cut to a square
 * by the photo pipeline, then stored: their ids by row. A refused file is named on its row's
 * `<row>.photo` and nothing is stored; a row that is not on the form is ignored.
 */
async function teamPhotosOf(
  files: UploadedFile[],
  count: number,
): Promise<{ ok: true; ids: Map<number, number> } | { ok: false; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const portraits: Array<{ row: number; bytes: Buffer }> = [];
  for (const file of files) {
    const row = teamPhotoRow(file.field);
    if (row === undefined || row > count) continue;
    const processed = await processPhoto(file.path);
    if (isPhotoRefusal(processed)) errors[`${row}.photo`] = processed.message;
    else portraits.push({ row, bytes: await teamPortrait(processed) });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const ids = new Map<number, number>();
  for (const { row, bytes } of portraits) ids.set(row, await storeTeamPhoto(bytes));
  return { ok: true, ids };
}

/** The photo ids a team list names. */
const photoIdsOf = (team: Array<{ photoId: number | null }>): number[] =>
  team.map((m) => m.photoId).filter((id): id is number => id !== null);

/**
 * After a team save or reset: the photos the team named before and names no more are deleted at
 * once (so /team-photos/<id> answers 404), and uploads no save took once they are a day old.
 */
async function removeDroppedTeamPhotos(before: number[]) {
  try {
    const keep = photoIdsOf((await getSiteFacts()).team);
    await removeUnusedTeamPhotos({ keep, dropped: before.filter((id) => !keep.includes(id)) });
  } catch (error) {
    console.error("[team photos] could not remove unused photos:", error instanceof Error ? error.message : error);
  }
}

/** Team rows whose photo id is not a stored photo (a form kept open past its photo's removal). */
async function missingTeamPhotos(items: unknown): Promise<Record<string, string>> {
  const rows = Array.isArray(items) ? (items as Array<Record<string, string>>) : [];
  const ids = rows.map((row) => (/^\d{1,16}$/.test(row.photoId ?? "") ? Number(row.photoId) : undefined));
  const stored = await storedTeamPhotoIds(ids.filter((id): id is number => id !== undefined));
  const errors: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (id !== undefined && !stored.has(id)) errors[`${i}.photo`] = TEAM_PHOTO_GONE;
  });
  return errors;
}

export const TEAM_PHOTO_GONE = "This photo is no longer stored. Please choose it again, or remove it.";

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
  const before = field === "team" ? photoIdsOf((await getSiteFacts()).team) : [];
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
