import type { ReactNode } from "react";
import type { TextLine } from "#app/texts/text-line";

/** A text as a list shows it; the request's page also has its error and whether it was read. */
export type TextLineView = Omit<TextLine, "errorCode" | "error" | "unread" | "bookingId"> &
  Partial<Pick<TextLine, "errorCode" | "error" | "unread">>;

/**
 * A text in a list: when, its kind and status (an unread reply stands out), the body as plain
 * text (a reply is the customer's own words), and the provider's error. `children` follow the
 * status on the first line (the customer's page adds the direction's words and the booking).
 */
export function TextLineItem({ line, children }: { line: TextLineView; children?: ReactNode }) {
  const tone =
    line.direction === "out"
      ? "border-slate-200 bg-white"
      : line.unread
        ? "border-amber-500 bg-amber-50"
        : "border-slate-300 bg-slate-50";
  return (
    <li className={`rounded-lg border p-3 ${tone}`}>
      <p className="text-sm break-words text-slate-700">
        <time dateTime={line.atIso}>{line.at}</time> · {line.label} ·{" "}
        <span className={line.unread ? "font-bold text-amber-900" : ""}>{line.status}</span>
        {line.errorCode && <> · error {line.errorCode}</>}
        {children}
      </p>
      <p className="break-words whitespace-pre-line">{line.body}</p>
      {line.error && <p className="text-sm text-red-800">{line.error}</p>}
    </li>
  );
}
