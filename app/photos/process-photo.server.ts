import { open, stat } from "node:fs/promises";
import type { Metadata } from "sharp";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, PHOTO_MESSAGES, THUMBNAIL_SIDE } from "./limits";
import { loadSharp } from "./sharp.server";

// Image work must not starve the site: at most MAX_PARALLEL_PHOTOS photos in work at a time (and
// one libvips thread each, sharp.server.ts).
export const MAX_PARALLEL_PHOTOS = 1;

export interface ProcessedPhoto {
  /** The photo re-encoded: JPEG, upright, long side at most MAX_PHOTO_SIDE, no metadata at all. */
  bytes: Buffer;
  /** The same, long side at most THUMBNAIL_SIDE. */
  thumbnail: Buffer;
  contentType: "image/jpeg";
  width: number;
  height: number;
}

export type PhotoRefusalReason = "not-an-image" | "heic" | "too-many-pixels" | "too-large" | "unreadable";

export interface PhotoRefusal {
  reason: PhotoRefusalReason;
  /** Visitor-facing. */
  message: string;
}

const refusalMessages: Record<PhotoRefusalReason, string> = {
  "not-an-image": PHOTO_MESSAGES.notAnImage,
  heic: PHOTO_MESSAGES.heic,
  "too-many-pixels": PHOTO_MESSAGES.tooManyPixels,
  "too-large": PHOTO_MESSAGES.tooLarge,
  unreadable: PHOTO_MESSAGES.unreadable,
};

const refuse = (reason: PhotoRefusalReason): PhotoRefusal => ({ reason, message: refusalMessages[reason] });

export function isPhotoRefusal(result: ProcessedPhoto | PhotoRefusal): result is PhotoRefusal {
  return "reason" in result;
}

/** Formats as sharp names them after reading the content (never the file name or declared type). */
const ACCEPTED_FORMATS = new Set<string>(["jpeg", "png", "webp"]);

/**
 * Decodes an uploaded file as an image and re-encodes it as a clean JPEG, or says why it can't.
 * Waits its turn: at most MAX_PARALLEL_PHOTOS run at once, the rest queue in order.
 */
export function processPhoto(path: string): Promise<ProcessedPhoto | PhotoRefusal> {
  return inTurn(() => reencode(path));
}

async function reencode(path: string): Promise<ProcessedPhoto | PhotoRefusal> {
  try {
    if ((await stat(path)).size > MAX_PHOTO_BYTES) return refuse("too-large");
    // iPhones save HEIC unless told otherwise; the prebuilt sharp cannot decode it, so name it.
    if (isHeic(await readHead(path))) return refuse("heic");

    const sharp = await loadSharp();
    // The header alone: format and declared size, before a single pixel is decoded.
    let header: Metadata;
    try {
      header = await sharp(path, { limitInputPixels: false }).metadata();
    } catch {
      return refuse("not-an-image");
    }
    if (!ACCEPTED_FORMATS.has(header.format)) return refuse("not-an-image");
    if ((header.width ?? 0) * (header.height ?? 0) > MAX_PHOTO_PIXELS) return refuse("too-many-pixels");

    // No withMetadata()/keep*(): sharp writes none of EXIF (GPS), XMP, IPTC or ICC.
    const { data, info } = await sharp(path, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "truncated" })
      .autoOrient()
      .resize(MAX_PHOTO_SIDE, MAX_PHOTO_SIDE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" }) // transparent PNG/WebP areas become white, not black
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(data)
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { bytes: data, thumbnail, contentType: "image/jpeg", width: info.width, height: info.height };
  } catch {
    // Truncated or corrupt beyond its header, or the file vanished.
    return refuse("unreadable");
  }
}

async function readHead(path: string, length = 64): Promise<Uint8Array> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

const ascii = (bytes: Uint8Array, start: number) => String.fromCharCode(...bytes.subarray(start, start + 4));

/** HEIF brands phones write for HEIC photos (AVIF is HEIF too, but says so with its own brand). */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1"]);

/** A HEIC/HEIF file by its leading `ftyp` box: major brand at 8, compatible brands from 16. */
export function isHeic(head: Uint8Array): boolean {
  if (head.length < 12 || ascii(head, 4) !== "ftyp") return false;
  const boxEnd = Math.min(new DataView(head.buffer, head.byteOffset).getUint32(0), head.length);
  const brands = [ascii(head, 8)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at));
  if (brands.includes("avif") || brands.includes("avis")) return false;
  return brands.some((brand) => HEIC_BRANDS.has(brand));
}

/** The type of stored image bytes by their signature, for serving them. */
export function sniffImageType(bytes: Uint8Array): "image/jpeg" | "image/png" | "image/webp" | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0) === "\x89PNG" && ascii(bytes, 4) === "\r\n\x1a\n") return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0) === "RIFF" && ascii(bytes, 8) === "WEBP") return "image/webp";
  return undefined;
}

let running = 0;
const waiting: Array<() => void> = [];

/** How busy the photo queue is; for tests and health checks. */
export function photoQueueState(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_PARALLEL_PHOTOS) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // a finisher hands over its place
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
