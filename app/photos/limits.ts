/**
 * The photo rules both sides share: the wizard (accept list, counting, shrinking in the browser)
 * and the server (multipart limits, decoding, re-encoding). Pure: no Node, no DOM.
 */

/** The form field every photo is posted in. */
export const PHOTO_FIELD = "photos";

/** The booking form's field for the keys of photos the wizard uploaded ahead (one per photo). */
export const UPLOADED_PHOTO_FIELD = "photoUploads";

/** What POST /photo-uploads answers (JSON): the pending photo's key, or why it was refused. */
export type PhotoUploadResult =
  { ok: true; key: string; width: number; height: number } | { ok: false; message: string };

/** Photos per request. */
export const MAX_PHOTOS = 3;

/** Bytes per photo as uploaded ("15 MB"; the binary reading, the more forgiving one). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** Long side of a stored photo, and of the copy the browser shrinks before sending. */
export const MAX_PHOTO_SIDE = 2000;

/** Long side of the thumbnail staff see in lists. */
export const THUMBNAIL_SIDE = 320;

/**
 * Pixels a photo may declare before we decode it. 50 megapixels lets a 48 MP phone camera through
 * (8064 x 6048) and refuses decompression bombs from their header.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** Text fields per form, and bytes per text field: far above what our forms send. */
export const MAX_FIELDS = 40;
export const MAX_FIELD_BYTES = 64 * 1024;

/**
 * The largest multipart body a form with photos can honestly be: every photo at its limit, every
 * field at its limit, and room for part headers. The HTTP edge can cap Content-Length with it.
 */
export const MAX_MULTIPART_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + MAX_FIELDS * MAX_FIELD_BYTES + 64 * 1024;

/** The `accept` attribute of the file input; the server decides by decoding, not by this. */
export const ACCEPTED_PHOTO_TYPES = "image/jpeg,image/png,image/webp";

/** Visitor-facing reasons a photo or a photo upload is refused. */
export const PHOTO_MESSAGES = {
  tooLarge: `Each photo must be ${MAX_PHOTO_BYTES / 1024 / 1024} MB or smaller.`,
  tooMany: `You can attach up to ${MAX_PHOTOS} photos.`,
  notAnImage: "This file is not a photo we can open. Please attach JPEG, PNG or WebP photos.",
  heic:
    "Your phone saved this photo as HEIC, which we can't open. Please attach it as a JPEG " +
    '(on an iPhone: Settings > Camera > Formats > "Most Compatible"), or take a screenshot of it and attach that.',
  tooManyPixels: `This photo has more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Please attach a smaller photo or a screenshot of it.`,
  unreadable:
    "This photo could not be read; the file may be damaged or incomplete. Please attach it again or choose another.",
  unreadableForm: "The form could not be read. Please try again.",
  fieldTooLong: "One of the fields is too long. Please shorten it and try again.",
  rateLimited: "Too many photos for now: please wait a while, or send the booking without them.",
} as const;

/** A team member's photo on /about (Settings > Team): one square portrait of this side, in pixels. */
export const TEAM_PHOTO_SIDE = 400;

/** The form field of team member `index`'s photo file on the team settings page. */
export const teamPhotoField = (index: number) => `${index}.photo`;

/** The row a team photo file's field names ("3.photo" -> 3), or undefined for any other field. */
export function teamPhotoRow(field: string): number | undefined {
  const match = /^(0|[1-9]\d{0,2})\.photo$/.exec(field);
  return match ? Number(match[1]) : undefined;
}

/** Where /about's visitors get team photo `id` (app/routes/team-photo). */
export const teamPhotoPath = (id: number) => `/team-photos/${id}`;

/** A team photo id as a URL writes it: digits only, a safe integer above 0; anything else undefined. */
export function parseTeamPhotoId(text: string | undefined): number | undefined {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}
