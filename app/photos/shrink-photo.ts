import { MAX_PHOTO_SIDE } from "./limits";

/**
 * Shrinks a chosen photo in the browser before it is sent: upright, at most `maxSide` px on its
 * long side, JPEG. A phone's 5 MB photo leaves as a few hundred KB, and without its GPS position.
 * Whatever the browser cannot decode (HEIC on Chrome, a text file) goes as chosen, so the server
 * can say why it refuses it. Never throws.
 */
export async function shrinkPhoto(
  file: File,
  { maxSide = MAX_PHOTO_SIDE, quality = 0.85 }: { maxSide?: number; quality?: number } = {},
): Promise<File> {
  if (typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const blob = await drawAsJpeg(bitmap, fitWithin(bitmap.width, bitmap.height, maxSide), quality);
    return new File([blob], jpegFileName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

/** The size that fits `maxSide` on the long side, keeping the proportions; never enlarges. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= maxSide) return { width, height };
  const shorten = (side: number) => Math.max(1, Math.round((side * maxSide) / longSide));
  return width >= height ? { width: maxSide, height: shorten(height) } : { width: shorten(width), height: maxSide };
}

/** "IMG_0042.PNG" -> "IMG_0042.jpg": the name staff see should match the bytes. */
export function jpegFileName(name: string): string {
  return `${name.replace(/\.[^.]*$/, "") || "photo"}.jpg`;
}

async function drawAsJpeg(bitmap: ImageBitmap, size: { width: number; height: number }, quality: number) {
  const { width, height } = size;
  const draw = (context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null) => {
    if (!context) throw new Error("no 2d canvas");
    context.fillStyle = "#ffffff"; // transparent areas turn white, as on the server
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
  };

  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext("2d"));
    return canvas.convertToBlob({ type: "image/jpeg", quality });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext("2d"));
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no JPEG encoder"))), "image/jpeg", quality),
  );
}
