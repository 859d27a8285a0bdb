/**
 * The drawn signature as the on-site approval form posts it (pure, for the browser): strokes of
 * points in a 600 x 200 box written as one SVG path, "M x y L x y L x y M ...", whole numbers
 * only, which is what the server's check reads (estimates.server.ts, decisionErrors) and what a
 * printed copy draws again in an <svg viewBox="0 0 600 200">. Longer than the stored limit, the
 * points past it are left out rather than the whole signature refused.
 */

export const SIGNATURE_WIDTH = 600;
export const SIGNATURE_HEIGHT = 200;
/** The most the database keeps (estimate_approvals' check, MAX_SIGNATURE_CHARS in the schema). */
export const MAX_SIGNATURE_PATH_CHARS = 30_000;
/** Points nearer than this to the last one kept add nothing a person would see. */
const MIN_STEP = 2;

export type Point = readonly [number, number];
export type Stroke = Point[];

const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);

/** A point of the box (clamped, whole numbers) from one on a drawing `width` x `height` px on screen. */
export function toBox(x: number, y: number, width: number, height: number): Point {
  return [
    clamp(width > 0 ? (x * SIGNATURE_WIDTH) / width : 0, SIGNATURE_WIDTH),
    clamp(height > 0 ? (y * SIGNATURE_HEIGHT) / height : 0, SIGNATURE_HEIGHT),
  ];
}

/** Adds `point` to `stroke` unless it is within a couple of units of the last one; true when added. */
export function extendStroke(stroke: Stroke, point: Point): boolean {
  const last = stroke.at(-1);
  if (last && Math.abs(last[0] - point[0]) < MIN_STEP && Math.abs(last[1] - point[1]) < MIN_STEP) return false;
  stroke.push(point);
  return true;
}

/**
 * The strokes as an SVG path. A stroke of one point (a tap) is a dot: "M x y L x y", drawn by
 * a round line cap. Empty when nothing is drawn. Never longer than `maxChars`.
 */
export function signaturePath(strokes: readonly Stroke[], maxChars = MAX_SIGNATURE_PATH_CHARS): string {
  let path = "";
  for (const stroke of strokes) {
    if (stroke.length === 0) continue;
    const [first, second = first, ...rest] = stroke as [Point, ...Point[]];
    // A stroke starts with its move and its first line (a dot when there is no other point).
    const start = `${path ? " " : ""}M ${first[0]} ${first[1]} L ${second[0]} ${second[1]}`;
    if (path.length + start.length > maxChars) break;
    path += start;
    for (const [x, y] of rest) {
      const line = ` L ${x} ${y}`;
      if (path.length + line.length > maxChars) return path;
      path += line;
    }
  }
  return path;
}
