import { afterEach, describe, expect, it, vi } from "vitest";
import { fitWithin, jpegFileName, shrinkPhoto } from "./shrink-photo";

describe("fitWithin", () => {
  it("brings the long side down to the limit, keeping proportions", () => {
    expect(fitWithin(3000, 2000, 2000)).toEqual({ width: 2000, height: 1333 });
    expect(fitWithin(3024, 4032, 2000)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(8064, 6048, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(5000, 5000, 2000)).toEqual({ width: 2000, height: 2000 });
  });

  it("never enlarges, and never rounds a side to zero", () => {
    expect(fitWithin(1200, 800, 2000)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(2000, 1, 2000)).toEqual({ width: 2000, height: 1 });
    expect(fitWithin(40_000, 10, 2000)).toEqual({ width: 2000, height: 1 });
  });
});

describe("jpegFileName", () => {
  it("swaps the extension for .jpg", () => {
    expect(jpegFileName("IMG_0042.PNG")).toBe("IMG_0042.jpg");
    expect(jpegFileName("nevera.cocina.webp")).toBe("nevera.cocina.jpg");
    expect(jpegFileName("scan")).toBe("scan.jpg");
    expect(jpegFileName("")).toBe("photo.jpg");
  });
});

// The drawing itself runs in real browsers (the lead's Playwright tests); here the browser APIs
// are stand-ins that record what shrinkPhoto asks of them.
describe("shrinkPhoto", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const original = new File([new Uint8Array([1, 2, 3])], "IMG_0042.PNG", {
    type: "image/png",
    lastModified: 1_700_000_000_000,
  });

  it("draws the upright photo at most 2000 px wide on white and sends it as JPEG", async () => {
    const close = vi.fn();
    const decode = vi.fn(async () => ({ width: 4032, height: 3024, close }));
    const calls: unknown[][] = [];
    class FakeCanvas {
      constructor(
        public width: number,
        public height: number,
      ) {
        calls.push(["canvas", width, height]);
      }
      getContext() {
        return {
          fillRect: (...args: unknown[]) => calls.push(["fillRect", ...args]),
          drawImage: (_bitmap: unknown, ...args: unknown[]) => calls.push(["drawImage", ...args]),
          set fillStyle(value: string) {
            calls.push(["fillStyle", value]);
          },
          set imageSmoothingQuality(_value: string) {},
        };
      }
      async convertToBlob(options: ImageEncodeOptions) {
        calls.push(["convertToBlob", options]);
        return new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" });
      }
    }
    vi.stubGlobal("createImageBitmap", decode);
    vi.stubGlobal("OffscreenCanvas", FakeCanvas);

    const shrunk = await shrinkPhoto(original);

    expect(decode).toHaveBeenCalledWith(original, { imageOrientation: "from-image" });
    expect(calls).toEqual([
      ["canvas", 2000, 1500],
      ["fillStyle", "#ffffff"],
      ["fillRect", 0, 0, 2000, 1500],
      ["drawImage", 0, 0, 2000, 1500],
      ["convertToBlob", { type: "image/jpeg", quality: 0.85 }],
    ]);
    expect(shrunk).not.toBe(original);
    expect([shrunk.name, shrunk.type, shrunk.size, shrunk.lastModified]).toEqual([
      "IMG_0042.jpg",
      "image/jpeg",
      3,
      1_700_000_000_000,
    ]);
    expect(close).toHaveBeenCalledOnce();
  });

  it("sends the file as chosen when the browser cannot decode it, so the server can say why", async () => {
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => Promise.reject(new DOMException("HEIC", "InvalidStateError"))),
    );
    expect(await shrinkPhoto(original)).toBe(original);
  });

  it("sends the file as chosen when the browser has no createImageBitmap", async () => {
    vi.stubGlobal("createImageBitmap", undefined);
    expect(await shrinkPhoto(original)).toBe(original);
  });
});
