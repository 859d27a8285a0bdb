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
import type { SettingsSection } from "#app/settings/site-fact-fields";
import { getSiteFacts } from "#app/settings/site-settings.server";

/*
 * The team page's photos (docs/decisions/0024-team-photos.md): the settings form read as
 * multipart by the photo pipeline's parser, each photo processed and stored, and the photos a
 * save drops deleted. The settings store knows only the ids (it sits below the photos).
 */

/** Rows a list form sends at most (the longest list, the team's 20 or the FAQs' 30, and more). */
export const MAX_LIST_ROWS = 50;

/** The team form's fields at most: five per row (name, role, bio, photo id, file) and a few more. */
const TEAM_FORM_FIELDS = 5 * (MAX_LIST_ROWS + 1) + 10;

export type ReadForm =
  | { ok: true; form: FormData; files: UploadedFile[]; cleanup: () => Promise<void> }
  | { ok: false; form: FormData; message: string; cleanup?: undefined };

/**
 * The posted form: urlencoded, or multipart (the team page, for its photos) read by the photo
 * pipeline's parser: files only in a row's `<row>.photo` field on the team page, at most
 * MAX_PHOTOS at a time, each within the photo limits; on any other page a file is refused.
 */
export async function readForm(section: SettingsSection, request: Request): Promise<ReadForm> {
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
export async function teamPhotosOf(
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
export async function removeDroppedTeamPhotos(before: number[]) {
  try {
    const keep = photoIdsOf((await getSiteFacts()).team);
    await removeUnusedTeamPhotos({ keep, dropped: before.filter((id) => !keep.includes(id)) });
  } catch (error) {
    console.error("[team photos] could not remove unused photos:", error instanceof Error ? error.message : error);
  }
}

/** Team rows whose photo id is not a stored photo (a form kept open past its photo's removal). */
export async function missingTeamPhotos(items: unknown): Promise<Record<string, string>> {
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

/** The photo ids the team names now (before a save: those it drops are deleted after it). */
export const teamPhotoIds = async () => photoIdsOf((await getSiteFacts()).team);
