import { useEffect, useId, useRef, useState, type PointerEvent } from "react";
import {
  extendStroke,
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
  signaturePath,
  toBox,
  type Stroke,
} from "#app/estimates/signature-path";
import { buttonStyle } from "./panel";

/**
 * The customer signs with a finger (or the mouse, or a pen) on the on-site approval form. What is
 * drawn goes into the form as one SVG path in the hidden `signature` input (signature-path.ts),
 * which the server checks and stores with the approval. Without JavaScript nothing of it shows
 * and the form signs with the typed name and the box, as before. No library: pointer events.
 * Drawing a signature is the one thing here done only by a gesture; the typed full name is the
 * signature that works for everyone (WCAG 2.5.1), so the drawing is asked for, not required.
 */
export function SignaturePad({ name = "signature", error }: { name?: string; error?: string }) {
  const id = useId();
  const [ready, setReady] = useState(false);
  const [path, setPath] = useState("");
  const strokes = useRef<Stroke[]>([]);
  const pointer = useRef<number | null>(null);
  useEffect(() => setReady(true), []);

  const pointOf = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return toBox(event.clientX - box.left, event.clientY - box.top, box.width, box.height);
  };
  const start = (event: PointerEvent<SVGSVGElement>) => {
    // One finger draws; a second one (or a right button) does nothing.
    if (pointer.current !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    pointer.current = event.pointerId;
    event.currentTarget.setPointerCapture(event.pointerId);
    strokes.current.push([pointOf(event)]);
    setPath(signaturePath(strokes.current));
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerId !== pointer.current) return;
    const stroke = strokes.current.at(-1)!;
    // The points the browser merged into this event (a fast finger), then the event's own.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const box = event.currentTarget.getBoundingClientRect();
    let changed = false;
    for (const e of events.length ? events : [event]) {
      changed =
        extendStroke(stroke, toBox(e.clientX - box.left, e.clientY - box.top, box.width, box.height)) || changed;
    }
    if (changed) setPath(signaturePath(strokes.current));
  };
  const end = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerId === pointer.current) pointer.current = null;
  };
  const clear = () => {
    strokes.current = [];
    pointer.current = null;
    setPath("");
  };

  return (
    <div className="space-y-2" hidden={!ready}>
      <input type="hidden" name={name} value={path} />
      <p id={`${id}-label`} className="font-semibold text-slate-900">
        Sign here with your finger
      </p>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {path ? "Signed. Clear it to sign again." : "Draw your signature in the box. Your typed name signs too."}
      </p>
      <svg
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        viewBox={`0 0 ${SIGNATURE_WIDTH} ${SIGNATURE_HEIGHT}`}
        className={`block aspect-[3/1] w-full cursor-crosshair touch-none rounded-lg border-2 bg-white select-none ${
          error ? "border-red-700" : "border-slate-400"
        }`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onLostPointerCapture={end}
        data-testid="signature-pad"
      >
        <line
          x1="24"
          x2={SIGNATURE_WIDTH - 24}
          y1={SIGNATURE_HEIGHT - 40}
          y2={SIGNATURE_HEIGHT - 40}
          className="stroke-slate-300"
          strokeWidth="2"
        />
        {path && (
          <path
            d={path}
            fill="none"
            className="stroke-slate-900"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
      </svg>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button type="button" onClick={clear} disabled={!path} className={buttonStyle("secondary")}>
        Clear the signature
      </button>
    </div>
  );
}
