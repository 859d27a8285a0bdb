import { describe, expect, it } from "vitest";
import { MAX_SIGNATURE_CHARS } from "#app/db/schema";
import { decisionErrors } from "./estimates.server";
import {
  extendStroke,
  MAX_SIGNATURE_PATH_CHARS,
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
  signaturePath,
  toBox,
  type Stroke,
} from "./signature-path";

/** The server's check of an on-site approval with this signature: its error, if any. */
const serverError = (signature: string) =>
  decisionErrors({ choice: 1, signerName: "Ana Díaz", consent: true, signature }).signature;

/** A stroke as the pad records it: points on a drawing `width` x `height` px, the near ones left out. */
function drawn(points: Array<[number, number]>, width = 343, height = 114): Stroke {
  const stroke: Stroke = [];
  for (const [x, y] of points) extendStroke(stroke, toBox(x, y, width, height));
  return stroke;
}

const PATH_FORMAT = /^M \d+ \d+ L \d+ \d+( L \d+ \d+)*( M \d+ \d+ L \d+ \d+( L \d+ \d+)*)*$/;

describe("the drawn signature's SVG path (the on-site approval form's `signature`)", () => {
  it("writes strokes as M/L commands in whole numbers of the 600 x 200 box, which the server accepts", () => {
    const first = drawn([
      [10, 50],
      [10.4, 50.3], // within a couple of units of the last point: left out
      [60, 40],
      [120, 80],
    ]);
    const dot = drawn([[171.5, 57]]);
    const path = signaturePath([first, dot]);
    expect(path).toBe("M 17 88 L 105 70 L 210 140 M 300 100 L 300 100");
    expect(path).toMatch(PATH_FORMAT);
    expect(serverError(path)).toBeUndefined();
  });

  it("keeps every point inside the box, however far the finger went", () => {
    expect(toBox(-40, -3, 343, 114)).toEqual([0, 0]);
    expect(toBox(400, 200, 343, 114)).toEqual([SIGNATURE_WIDTH, SIGNATURE_HEIGHT]);
    // A pad not laid out yet (no size) draws at the corner, never NaN.
    expect(toBox(5, 5, 0, 0)).toEqual([0, 0]);
  });

  it("is empty with nothing drawn (the form then posts none: the typed name signs)", () => {
    expect(signaturePath([])).toBe("");
    expect(signaturePath([[], []])).toBe("");
    expect(serverError("")).toBeUndefined();
  });

  it("stops at the stored limit with the points before it, still a path the server accepts", () => {
    expect(MAX_SIGNATURE_PATH_CHARS).toBe(MAX_SIGNATURE_CHARS);
    // A long scribble: 40 strokes of 300 points each, far past the limit.
    const strokes: Stroke[] = [];
    for (let s = 0; s < 40; s++) {
      const points: Array<[number, number]> = [];
      for (let i = 0; i < 300; i++) points.push([(i * 7 + s) % 343, ((i * 13 + s * 5) % 100) + 7]);
      strokes.push(drawn(points));
    }
    const full = signaturePath(strokes, Number.POSITIVE_INFINITY);
    expect(full.length).toBeGreaterThan(MAX_SIGNATURE_CHARS);
    const path = signaturePath(strokes);
    expect(path.length).toBeLessThanOrEqual(MAX_SIGNATURE_CHARS);
    expect(path.length).toBeGreaterThan(MAX_SIGNATURE_CHARS - 20);
    expect(full.startsWith(path)).toBe(true);
    expect(path).toMatch(PATH_FORMAT);
    expect(serverError(path)).toBeUndefined();
    // The server's check is the one that counts: past the limit, or anything but a path, is refused.
    expect(serverError(full)).toBe("The signature is too large: clear it and sign again.");
    expect(serverError(`${path.slice(0, 100)} <script>`)).toBe(
      "The signature could not be read: clear it and sign again.",
    );
  });
});
