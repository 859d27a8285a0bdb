import busboy from "busboy";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import {
  MAX_FIELD_BYTES,
  MAX_FIELDS,
  MAX_MULTIPART_BYTES,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  PHOTO_FIELD,
  PHOTO_MESSAGES,
} from "./limits";

export { MAX_FIELD_BYTES, MAX_FIELDS, MAX_MULTIPART_BYTES };

export interface MultipartOptions {
  maxFileBytes: number;
  maxFiles: number;
  /** File parts, empty file inputs included (a form with a file input per row sends one each). */
  maxFileParts?: number;
  maxFields: number;
  maxFieldBytes: number;
  maxBodyBytes: number;
  /** The only field files may come in, or which fields may carry one (the team page: `<row>.photo`). */
  fileField: string | ((name: string) => boolean);
  /** Where each request's private upload directory is made. */
  tempRoot: string;
}

const defaults: MultipartOptions = {
  maxFileBytes: MAX_PHOTO_BYTES,
  maxFiles: MAX_PHOTOS,
  maxFields: MAX_FIELDS,
  maxFieldBytes: MAX_FIELD_BYTES,
  maxBodyBytes: MAX_MULTIPART_BYTES,
  fileField: PHOTO_FIELD,
  tempRoot: tmpdir(),
};

/** A file saved to disk as it arrived; nothing about it is checked yet (see processPhoto). */
export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  path: string;
  size: number;
  /** As the browser named it (directories stripped); for display only, never a path. */
  filename: string;
  /** As the browser declared it; never trusted. */
  declaredType: string;
}

export type MultipartRefusalReason =
  "too-large" | "too-many-files" | "unexpected-file" | "too-many-fields" | "field-too-long" | "unreadable-form";

const refusalMessages: Record<MultipartRefusalReason, string> = {
  "too-large": PHOTO_MESSAGES.tooLarge,
  "too-many-files": PHOTO_MESSAGES.tooMany,
  "unexpected-file": PHOTO_MESSAGES.unreadableForm,
  "too-many-fields": PHOTO_MESSAGES.unreadableForm,
  "field-too-long": PHOTO_MESSAGES.fieldTooLong,
  "unreadable-form": PHOTO_MESSAGES.unreadableForm,
};

export type MultipartResult =
  | {
      ok: true;
      /** Every text field, values in the order sent. */
      fields: Map<string, string[]>;
      files: UploadedFile[];
      /** Removes the saved files; call it once they are processed, whatever happened. */
      cleanup(): Promise<void>;
    }
  | {
      ok: false;
      reason: MultipartRefusalReason;
      message: string;
      /** The text fields read, so the page can keep what the visitor typed. Files are already gone. */
      fields: Map<string, string[]>;
    };

/**
 * Streams a multipart/form-data request body through busboy: text fields into memory, files in
 * `options.fileField` to a private temp directory, each capped in size and number.
 *
 * A refusal does not stop the reading at once: the rest of the body is still parsed (its files
 * discarded unread) so the text fields after the photo input come back too, since browsers send
 * parts in page order. The whole body stays capped by `maxBodyBytes`. Never throws; on refusal
 * the temp files are already removed.
 */
export async function parseMultipartForm(
  request: Request,
  options: Partial<MultipartOptions> = {},
): Promise<MultipartResult> {
  const o = { ...defaults, ...options };
  const fields = new Map<string, string[]>();
  let refusal: MultipartRefusalReason | undefined;
  const refuse = (reason: MultipartRefusalReason) => {
    refusal ??= reason; // the first reason is the one the visitor caused
  };

  const contentType = request.headers.get("content-type") ?? "";
  let parser: busboy.Busboy;
  try {
    // busboy reads urlencoded bodies too; this function is for multipart ones only.
    if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new Error("not multipart/form-data");
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8", // browsers send file names as raw UTF-8
      limits: {
        // busboy calls a file that reaches the limit truncated; one of exactly the limit is fine.
        fileSize: o.maxFileBytes + 1,
        // Empty file inputs are parts too, so allow some beyond the photos themselves.
        files: o.maxFileParts ?? o.maxFiles * 2,
        fields: o.maxFields,
        fieldSize: o.maxFieldBytes,
      },
    });
  } catch {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: "unreadable-form", message: refusalMessages["unreadable-form"], fields };
  }

  let dir: Promise<string> | undefined; // made when the first file arrives
  const saved: Array<UploadedFile | undefined> = [];
  const saving: Array<Promise<void>> = [];
  let fileCount = 0;

  const save = async (
    stream: Readable & { truncated?: boolean },
    field: string,
    slot: number,
    filename: string,
    declaredType: string,
  ) => {
    try {
      dir ??= mkdtemp(join(o.tempRoot, "upload-")); // mode 0700
      const path = join(await dir, `file-${slot + 1}`);
      const out = createWriteStream(path, { flags: "wx", mode: 0o600 });
      await pipeline(stream, out);
      if (stream.truncated) return refuse("too-large"); // busboy stopped writing it at the limit
      saved[slot] = { field, path, size: out.bytesWritten, filename, declaredType };
    } catch {
      // The body broke off mid-file or the disk failed: stop reading; nothing half-saved is kept.
      refuse("unreadable-form");
      parser.destroy();
    }
  };

  parser.on("field", (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return refuse("field-too-long");
    const values = fields.get(name);
    if (values) values.push(value);
    else fields.set(name, [value]);
  });
  parser.on("fieldsLimit", () => refuse("too-many-fields"));
  parser.on("filesLimit", () => refuse("too-many-files"));
  parser.on("file", (name, stream, { filename, mimeType }) => {
    // A file input left empty still sends a part, with an empty file name: nothing to keep.
    if (!filename) return void stream.resume();
    const fileField = o.fileField;
    if (typeof fileField === "string" ? name !== fileField : !fileField(name)) refuse("unexpected-file");
    else if (++fileCount > o.maxFiles) refuse("too-many-files");
    // The body may break off before save() has piped the file anywhere (it first makes the
    // directory): without a listener that error would be uncaught and end the process.
    stream.on("error", () => refuse("unreadable-form"));
    // Once refused, later files are read past, not written.
    if (refusal) return void stream.resume();
    saving.push(save(stream, name, fileCount - 1, filename, mimeType));
  });

  let received = 0;
  const capBody = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // Chunks already queued when the cap was passed are dropped, not refused twice.
      if (received > o.maxBodyBytes) return done();
      received += chunk.length;
      if (received <= o.maxBodyBytes) return done(null, chunk);
      refuse("too-large");
      done(new Error("multipart body over its limit"));
    },
  });

  try {
    if (!request.body) throw new Error("no body");
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), capBody, parser);
  } catch {
    refuse("unreadable-form"); // malformed, cut short, or over the cap (already refused above)
  }
  await Promise.all(saving);

  const cleanup = async () => {
    if (!dir) return;
    try {
      await rm(await dir, { recursive: true, force: true });
    } catch (error) {
      console.error("[photos] could not remove an upload directory:", error);
    }
  };

  if (refusal) {
    await cleanup();
    return { ok: false, reason: refusal, message: refusalMessages[refusal], fields };
  }
  return { ok: true, fields, files: saved.filter((file) => file !== undefined), cleanup };
}
