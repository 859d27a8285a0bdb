import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "./limits";
import { parseMultipartForm, type MultipartResult } from "./multipart.server";

// Each test gets its own temp root, so "nothing left behind" is checked exactly.
let tempRoot: string;
beforeEach(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), "multipart-test-"));
});
afterEach(async () => {
  await rm(tempRoot, { recursive: true, force: true });
});

const url = "http://localhost/book";

/** A real multipart request, serialized by Node's own FormData as a browser would. */
/**
 * A browser's multipart POST, arriving 1 KB at a time as over a network. (Not undici's own
 * FormData stream: on Node 24 it rejects unhandled when its reader stops early.)
 */
async function post(entries: Array<[string, string | File]>): Promise<Request> {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const encoded = new Request(url, { method: "POST", body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, (offset += 1024)));
    },
  });
  return new Request(url, { method: "POST", headers: encoded.headers, body, duplex: "half" } as RequestInit);
}

/** The same body, delivered up to `cut` bytes and then `end`ed cleanly or broken off with an error. */
async function cutShort(request: Request, cut: number, how: "end" | "error"): Promise<Request> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        return controller.enqueue(bytes.subarray(0, cut));
      }
      if (how === "end") controller.close();
      else controller.error(new Error("connection reset"));
    },
  });
  return new Request(url, {
    method: "POST",
    headers: { "content-type": request.headers.get("content-type")! },
    body,
    duplex: "half",
  } as RequestInit);
}

const photo = (bytes: number, name = "kitchen.jpg", type = "image/jpeg") =>
  new File([new Uint8Array(bytes).fill(7)], name, { type });

const parse = (request: Request) => parseMultipartForm(request, { tempRoot });

function expectRefused(result: MultipartResult) {
  if (result.ok) throw new Error("expected a refusal");
  return result;
}

async function leftBehind() {
  return readdir(tempRoot, { recursive: true });
}

describe("parseMultipartForm", () => {
  it("returns every text field and every photo exactly as sent, unicode included", async () => {
    const first = new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], "nevera cocina ñ 冷蔵庫.jpg", {
      type: "image/jpeg",
    });
    const second = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "C:\\Users\\Ana\\puerta.png", {
      type: "image/png",
    });
    const result = await parse(
      await post([
        ["name", "José Núñez 🧊"],
        ["issueDescription", "Hace ruido\r\ny no enfría — 40°F"],
        ["photos", first],
        ["photos", new File([], "")], // an input left empty
        ["photos", second],
        ["model", ""],
        ["choice", "a"],
        ["choice", "b"],
      ]),
    );
    if (!result.ok) throw new Error(result.message);

    expect(Object.fromEntries(result.fields)).toEqual({
      name: ["José Núñez 🧊"],
      issueDescription: ["Hace ruido\r\ny no enfría — 40°F"],
      model: [""],
      choice: ["a", "b"],
    });
    expect(result.files.map(({ filename, size, declaredType }) => ({ filename, size, declaredType }))).toEqual([
      { filename: "nevera cocina ñ 冷蔵庫.jpg", size: 6, declaredType: "image/jpeg" },
      { filename: "puerta.png", size: 4, declaredType: "image/png" }, // the client's directories are dropped
    ]);
    expect([...(await readFile(result.files[0]!.path))]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3]);
    expect([...(await readFile(result.files[1]!.path))]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    // Private to this process's user, and gone after cleanup.
    const dir = join(result.files[0]!.path, "..");
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(result.files[0]!.path)).mode & 0o777).toBe(0o600);
    expect(dir.startsWith(tempRoot)).toBe(true);
    await result.cleanup();
    expect(await leftBehind()).toEqual([]);
  });

  it("makes no directory when no photo was chosen", async () => {
    const result = await parse(
      await post([
        ["name", "Ana"],
        ["photos", new File([], "")],
      ]),
    );
    expect(result.ok && result.files).toEqual([]);
    expect(await leftBehind()).toEqual([]);
  });

  it("refuses a 16 MB photo with its message, keeps the fields before and after it, and keeps no file", async () => {
    const result = expectRefused(
      await parse(
        await post([
          ["name", "Ana"],
          ["photos", photo(1000, "small.jpg")],
          ["photos", photo(16 * 1024 * 1024, "huge.jpg")],
          ["preferredDate", "2027-07-15"],
        ]),
      ),
    );
    expect(result.reason).toBe("too-large");
    expect(result.message).toBe("Each photo must be 15 MB or smaller.");
    expect(Object.fromEntries(result.fields)).toEqual({ name: ["Ana"], preferredDate: ["2027-07-15"] });
    expect(await leftBehind()).toEqual([]);
  });

  it("accepts a photo of exactly the limit", async () => {
    const result = await parse(await post([["photos", photo(MAX_PHOTO_BYTES)]]));
    if (!result.ok) throw new Error(result.message);
    expect(result.files.map((f) => f.size)).toEqual([MAX_PHOTO_BYTES]);
    await result.cleanup();
  });

  it("refuses a fourth photo, keeping the fields", async () => {
    const result = expectRefused(
      await parse(
        await post([
          ["photos", photo(10, "1.jpg")],
          ["photos", photo(10, "2.jpg")],
          ["photos", photo(10, "3.jpg")],
          ["photos", photo(10, "4.jpg")],
          ["name", "Ana"],
        ]),
      ),
    );
    expect(result.reason).toBe("too-many-files");
    expect(result.message).toBe("You can attach up to 3 photos.");
    expect(Object.fromEntries(result.fields)).toEqual({ name: ["Ana"] });
    expect(await leftBehind()).toEqual([]);
  });

  it("refuses a file in any other field", async () => {
    const result = expectRefused(
      await parse(
        await post([
          ["photos", photo(10)],
          ["resume", photo(10, "cv.pdf", "application/pdf")],
          ["name", "Ana"],
        ]),
      ),
    );
    expect(result.reason).toBe("unexpected-file");
    expect(result.message).toBe(PHOTO_MESSAGES.unreadableForm);
    expect(Object.fromEntries(result.fields)).toEqual({ name: ["Ana"] });
    expect(await leftBehind()).toEqual([]);
  });

  it("refuses more than 40 fields, and a field over 64 KiB without echoing it", async () => {
    const many = Array.from({ length: 41 }, (_, i) => [`f${i}`, "x"] as [string, string]);
    expect(expectRefused(await parse(await post(many))).reason).toBe("too-many-fields");

    const long = expectRefused(
      await parse(
        await post([
          ["name", "Ana"],
          ["message", "x".repeat(64 * 1024 + 1)],
        ]),
      ),
    );
    expect(long.reason).toBe("field-too-long");
    expect(long.message).toBe("One of the fields is too long. Please shorten it and try again.");
    expect(Object.fromEntries(long.fields)).toEqual({ name: ["Ana"] });
  });

  it("refuses a body over the overall cap", async () => {
    const result = expectRefused(
      await parseMultipartForm(
        await post([
          ["name", "Ana"],
          ["photos", photo(5000)],
        ]),
        { tempRoot, maxBodyBytes: 2000 },
      ),
    );
    expect(result.reason).toBe("too-large");
    expect(Object.fromEntries(result.fields)).toEqual({ name: ["Ana"] });
    expect(await leftBehind()).toEqual([]);
  });

  it("refuses a body that ends mid-photo, keeping the fields read, without the half-written file", async () => {
    const full = await post([
      ["name", "Ana"],
      ["photos", photo(200_000)],
      ["city", "Tampa"],
    ]);
    const result = expectRefused(await parse(await cutShort(full, 100_000, "end")));
    expect(result.reason).toBe("unreadable-form");
    expect(result.message).toBe("The form could not be read. Please try again.");
    expect(Object.fromEntries(result.fields)).toEqual({ name: ["Ana"] });
    expect(await leftBehind()).toEqual([]);
  });

  it("refuses a body broken off by the client without throwing or leaving files", async () => {
    // Node drops what it had buffered when the stream errors, so no fields are promised here:
    // nobody is waiting for the answer anyway.
    const full = await post([
      ["name", "Ana"],
      ["photos", photo(200_000)],
      ["city", "Tampa"],
    ]);
    const result = expectRefused(await parse(await cutShort(full, 100_000, "error")));
    expect(result.reason).toBe("unreadable-form");
    expect(await leftBehind()).toEqual([]);
  });

  it("refuses bodies that are not multipart, or have no boundary, without throwing", async () => {
    const urlencoded = new Request(url, { method: "POST", body: new URLSearchParams({ name: "Ana" }) });
    expect(expectRefused(await parse(urlencoded)).reason).toBe("unreadable-form");
    const noBoundary = new Request(url, {
      method: "POST",
      headers: { "content-type": "multipart/form-data" },
      body: "--x\r\n",
    });
    expect(expectRefused(await parse(noBoundary)).reason).toBe("unreadable-form");
    const garbage = new Request(url, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body: "this is not multipart at all",
    });
    expect(expectRefused(await parse(garbage)).reason).toBe("unreadable-form");
  });
});

describe("files in several fields (the team page: one file input per row)", () => {
  it("keeps each file's field when the fields are chosen by a rule, and refuses a file elsewhere", async () => {
    const rows = (name: string) => /^\d+\.photo$/.test(name);
    const empty = new File([], "", { type: "application/octet-stream" });
    const ok = await parseMultipartForm(
      await post([
        ["0.name", "Ana"],
        ["0.photo", empty],
        ["1.photo", new File(["two"], "b.jpg", { type: "image/jpeg" })],
        ["2.photo", empty],
        ["3.photo", new File(["four"], "d.png", { type: "image/png" })],
      ]),
      { tempRoot, fileField: rows, maxFiles: 3, maxFileParts: 10 },
    );
    expect(ok.ok).toBe(true);
    if (!ok.ok) return;
    expect(ok.files.map((f) => [f.field, f.filename])).toEqual([
      ["1.photo", "b.jpg"],
      ["3.photo", "d.png"],
    ]);
    expect(await readFile(ok.files[1]!.path, "utf8")).toBe("four");
    await ok.cleanup();

    const wrong = await parseMultipartForm(
      await post([
        ["0.name", "Ana"],
        ["photos", new File(["x"], "x.jpg", { type: "image/jpeg" })],
      ]),
      { tempRoot, fileField: rows },
    );
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.reason).toBe("unexpected-file");
    expect(wrong.fields.get("0.name")).toEqual(["Ana"]);
    expect(await readdir(tempRoot)).toEqual([]);
  });
});
