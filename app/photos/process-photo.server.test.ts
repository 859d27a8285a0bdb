import exifr from "exifr";
import { mkdtemp, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_MESSAGES } from "./limits";
import {
  isHeic,
  isPhotoRefusal,
  photoQueueState,
  processPhoto,
  sniffImageType,
  type PhotoRefusal,
  type ProcessedPhoto,
} from "./process-photo.server";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "process-photo-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes bytes under a name of our choosing: the name must never matter. */
async function fixture(name: string, bytes: Uint8Array): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#4a7fb0" } });

/** Incompressible pixels, for files whose every byte matters (truncation, real decoding work). */
const noise = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 30 } },
  });

function accepted(result: ProcessedPhoto | PhotoRefusal): ProcessedPhoto {
  if (isPhotoRefusal(result)) throw new Error(`refused: ${result.reason}`);
  return result;
}

function refused(result: ProcessedPhoto | PhotoRefusal): PhotoRefusal {
  if (!isPhotoRefusal(result)) throw new Error("expected a refusal");
  return result;
}

/** A PNG whose header declares the given size, with a token IDAT: a bomb by its own account. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A HEIF `ftyp` box as phones write it, then filler. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, "latin1");
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, "latin1"));
  return Buffer.concat([box, Buffer.alloc(200, 1)]);
};

describe("processPhoto: accepted photos", () => {
  it.each([
    ["jpeg", (img: sharp.Sharp) => img.jpeg()],
    ["png", (img: sharp.Sharp) => img.png()],
    ["webp", (img: sharp.Sharp) => img.webp()],
  ] as const)(
    "re-encodes a 3000 x 2000 %s as a JPEG of 2000 x 1333 with a 320 px thumbnail",
    async (format, encode) => {
      const path = await fixture(`wide.${format}`, await encode(plain(3000, 2000)).toBuffer());
      const photo = accepted(await processPhoto(path));

      expect(photo.contentType).toBe("image/jpeg");
      expect([photo.width, photo.height]).toEqual([2000, 1333]);
      const stored = await sharp(photo.bytes).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(["jpeg", 2000, 1333]);
      const thumb = await sharp(photo.thumbnail).metadata();
      expect([thumb.format, thumb.width, thumb.height]).toEqual(["jpeg", 320, 213]);
      expect(sniffImageType(photo.bytes)).toBe("image/jpeg");
    },
  );

  it("keeps small photos at their size and fills transparency with white", async () => {
    const clear = sharp({
      create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    });
    const photo = accepted(await processPhoto(await fixture("clear.png", await clear.png().toBuffer())));
    expect([photo.width, photo.height]).toEqual([300, 100]);
    const { data } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((value) => value > 250)).toBe(true);
  });

  it("decides by content, not by name: a PNG named .heic is accepted", async () => {
    const photo = accepted(await processPhoto(await fixture("misnamed.heic", await noise(50, 40).png().toBuffer())));
    expect([photo.width, photo.height]).toEqual([50, 40]);
  });
});

describe("processPhoto: metadata and orientation", () => {
  it("removes EXIF (GPS included), XMP, IPTC and the ICC profile", async () => {
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Home owner</dc:creator>' +
      "</rdf:Description></rdf:RDF></x:xmpmeta>";
    const input = await noise(640, 480)
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "27/1 57/1 1234/100",
          GPSLongitudeRef: "W",
          GPSLongitude: "82/1 27/1 0/1",
        },
      })
      .withXmp(xmp)
      .withIccProfile("p3")
      .toBuffer();
    // The fixture really carries what must go.
    expect(await exifr.gps(input)).toEqual({ latitude: expect.closeTo(27.9534, 3), longitude: -82.45 });
    const before = await exifr.parse(input, { tiff: true, xmp: true, icc: true });
    expect(before).toMatchObject({ Make: "PhoneMaker", creator: "Home owner", ProfileDescription: "sP3C" });

    const photo = accepted(await processPhoto(await fixture("home.jpg", input)));
    for (const bytes of [photo.bytes, photo.thumbnail]) {
      expect(
        await exifr.parse(bytes, { tiff: true, gps: true, xmp: true, icc: true, iptc: true, jfif: false }),
      ).toBeUndefined();
      expect(await exifr.gps(bytes)).toBeUndefined();
      const text = bytes.toString("latin1");
      for (const marker of ["Exif\0\0", "http://ns.adobe.com/xap", "ICC_PROFILE", "Photoshop 3.0", "PhoneMaker"]) {
        expect(text).not.toContain(marker);
      }
      expect((await sharp(bytes).metadata()).hasProfile).toBe(false);
    }
  });

  it("applies EXIF orientation 6: a 400 x 200 photo comes out 200 x 400, turned clockwise", async () => {
    // Left half red, right half blue as stored; turning it clockwise puts red on top.
    const halves = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#0000ff" } })
      .composite([
        { input: { create: { width: 200, height: 200, channels: 3, background: "#ff0000" } }, left: 0, top: 0 },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(halves).metadata()).orientation).toBe(6);

    const photo = accepted(await processPhoto(await fixture("sideways.jpg", halves)));
    expect([photo.width, photo.height]).toEqual([200, 400]);
    const { data } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3)];
    const [topR, , topB] = pixel(100, 50);
    const [bottomR, , bottomB] = pixel(100, 350);
    expect(topR! > 200 && topB! < 60).toBe(true);
    expect(bottomB! > 200 && bottomR! < 60).toBe(true);
    expect((await sharp(photo.bytes).metadata()).orientation).toBeUndefined();
  });
});

describe("processPhoto: refusals", () => {
  it("refuses a text file named photo.jpg as not an image", async () => {
    const result = refused(
      await processPhoto(await fixture("photo.jpg", Buffer.from("Hello, this is not a photo.\n"))),
    );
    expect(result).toEqual({ reason: "not-an-image", message: PHOTO_MESSAGES.notAnImage });
    expect(result.message).toBe("This file is not a photo we can open. Please attach JPEG, PNG or WebP photos.");
  });

  it("refuses images sharp can read that are not JPEG, PNG or WebP (a GIF named .jpg)", async () => {
    const gif = await noise(20, 20).gif().toBuffer();
    expect(refused(await processPhoto(await fixture("anim.jpg", gif))).reason).toBe("not-an-image");
  });

  it("refuses a truncated JPEG as unreadable", async () => {
    const whole = await noise(800, 600).jpeg().toBuffer();
    const result = refused(await processPhoto(await fixture("cut.jpg", whole.subarray(0, whole.length * 0.6))));
    expect(result.reason).toBe("unreadable");
    expect(result.message).toBe(PHOTO_MESSAGES.unreadable);
  });

  it.each([
    ["heic", ["mif1", "heic"]],
    ["mif1", ["mif1", "heic", "miaf"]],
    ["heix", []],
  ])("refuses HEIC (major brand %s) and says how to send a JPEG instead", async (major, compatible) => {
    const result = refused(await processPhoto(await fixture(`IMG_${major}.jpg`, ftyp(major, ...compatible))));
    expect(result.reason).toBe("heic");
    expect(result.message).toContain("HEIC");
    expect(result.message).toContain("Most Compatible");
    expect(result.message).toContain("screenshot");
  });

  it("does not call AVIF HEIC (it is refused as a format we don't take)", async () => {
    expect(isHeic(ftyp("avif", "avif", "mif1", "miaf"))).toBe(false);
    expect(refused(await processPhoto(await fixture("photo.avif", ftyp("avif", "avif", "mif1")))).reason).toBe(
      "not-an-image",
    );
  });

  it("refuses a PNG declaring 30,000 x 30,000 px by its pixel limit, from its header", async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200); // nothing here to decode: the refusal comes from the header
    const result = refused(await processPhoto(await fixture("bomb.png", bomb)));
    expect(result.reason).toBe("too-many-pixels");
    expect(result.message).toBe(PHOTO_MESSAGES.tooManyPixels);
  });

  it("refuses a file over 15 MB before reading it", async () => {
    const path = await fixture("huge.jpg", await noise(10, 10).jpeg().toBuffer());
    await truncate(path, 16 * 1024 * 1024); // sparse: cheap to make
    const result = refused(await processPhoto(path));
    expect(result).toEqual({ reason: "too-large", message: "Each photo must be 15 MB or smaller." });
  });

  it("refuses a missing file as unreadable rather than throwing", async () => {
    expect(refused(await processPhoto(join(dir, "gone.jpg"))).reason).toBe("unreadable");
  });
});

describe("processPhoto: bounded work", () => {
  it("processes one photo at a time; the rest wait their turn and all finish", async () => {
    const path = await fixture("queued.jpg", await noise(1200, 900).jpeg().toBuffer());
    expect(photoQueueState()).toEqual({ running: 0, waiting: 0 });

    const results = Array.from({ length: 5 }, () => processPhoto(path));
    expect(photoQueueState()).toEqual({ running: 1, waiting: 4 });

    const done = await Promise.all(results);
    expect(done.map((result) => accepted(result).width)).toEqual([1200, 1200, 1200, 1200, 1200]);
    expect(photoQueueState()).toEqual({ running: 0, waiting: 0 });
    expect(sharp.concurrency()).toBe(1);
  });
});

describe("sniffImageType", () => {
  it("names JPEG, PNG and WebP by their signatures and nothing else", async () => {
    expect(sniffImageType(await noise(4, 4).jpeg().toBuffer())).toBe("image/jpeg");
    expect(sniffImageType(await noise(4, 4).png().toBuffer())).toBe("image/png");
    expect(sniffImageType(await noise(4, 4).webp().toBuffer())).toBe("image/webp");
    expect(sniffImageType(await noise(4, 4).gif().toBuffer())).toBeUndefined();
    expect(sniffImageType(Buffer.from("<svg/>"))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});
