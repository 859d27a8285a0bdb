/**
 * A drawn signature as stored with an approval (an SVG path of M, L, Q, C and Z commands, or a PNG
 * data URL), drawn for the printed copy. A path is framed by its own extent, so it reads the same
 * whatever the size of the pad it was drawn on. No style attribute: the pages' CSP forbids them.
 */

const PAIRS: Record<string, number> = { M: 1, L: 1, Q: 2, C: 3, Z: 0 };

/** The box a path's points span ("x y width height"), with a margin; undefined without points. */
export function pathViewBox(path: string): string | undefined {
  const tokens = path.match(/[MLQCZ]|-?(?:\d+\.?\d*|\.\d+)/gi) ?? [];
  const xs: number[] = [];
  const ys: number[] = [];
  let command = "M";
  let numbers: number[] = [];
  let at = { x: 0, y: 0 };
  let start = { x: 0, y: 0 };
  for (const token of tokens) {
    if (/^[a-z]$/i.test(token)) {
      command = token;
      numbers = [];
      if (command.toUpperCase() === "Z") at = start;
      continue;
    }
    numbers.push(Number(token));
    const pairs = PAIRS[command.toUpperCase()] ?? 1;
    if (pairs === 0 || numbers.length < pairs * 2) continue;
    const relative = command === command.toLowerCase();
    let last = at;
    for (let i = 0; i < numbers.length; i += 2) {
      const point = relative
        ? { x: at.x + numbers[i]!, y: at.y + numbers[i + 1]! }
        : { x: numbers[i]!, y: numbers[i + 1]! };
      xs.push(point.x);
      ys.push(point.y);
      last = point;
    }
    if (command.toUpperCase() === "M") {
      start = last;
      // Pairs after a move's first are lines (SVG's rule).
      command = relative ? "l" : "L";
    }
    at = last;
    numbers = [];
  }
  if (!xs.length) return undefined;
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = Math.max(4, (maxX - minX) * 0.05, (maxY - minY) * 0.05);
  const round = (n: number) => Math.round(n * 100) / 100;
  return [minX - margin, minY - margin, maxX - minX + 2 * margin, maxY - minY + 2 * margin].map(round).join(" ");
}

export function SignatureImage({ signature, signer }: { signature: string; signer: string }) {
  const label = `Signature of ${signer}`;
  if (signature.startsWith("data:image/png;base64,"))
    return <img src={signature} alt={label} width={320} height={120} className="max-w-full" />;
  const viewBox = pathViewBox(signature);
  if (!viewBox) return null;
  return (
    <svg role="img" aria-label={label} viewBox={viewBox} width={320} height={120} className="max-w-full">
      <path
        d={signature}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
