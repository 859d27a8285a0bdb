import { useId } from "react";
import { formatCents } from "#app/lib/money";
import type { Cell, ReportTable } from "#app/reports/tables";
import { Panel } from "./panel";

/** A cell as the page shows it: money as "$1,234.56", counts with separators. */
export const cellText = (cell: Cell | undefined): string =>
  cell === undefined
    ? ""
    : typeof cell === "object"
      ? formatCents(cell.cents)
      : typeof cell === "number"
        ? cell.toLocaleString("en-US")
        : cell;

/** A report table, scrolling sideways on a phone rather than squeezing, with its CSV link. */
export function ReportTableView({
  table,
  csvHref,
  srOnly = false,
}: {
  table: ReportTable;
  csvHref?: string;
  srOnly?: boolean;
}) {
  const captionId = useId();
  return (
    <div className={srOnly ? "sr-only" : "space-y-2"}>
      {/* A wide table scrolls sideways on a phone: focusable, so the keyboard can scroll it too (axe). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus */}
      <div className="overflow-x-auto" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="min-w-full text-left text-sm">
          <caption id={captionId} className={srOnly ? "" : "sr-only"}>
            {table.title}
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              {table.head.map((h, i) => (
                <th key={h} scope="col" className={`px-2 py-2 font-semibold ${i ? "text-right" : ""}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 && (
              <tr>
                <td colSpan={table.head.length} className="px-2 py-2 text-slate-600">
                  Nothing this month.
                </td>
              </tr>
            )}
            {table.rows.map((row, r) => (
              <tr key={r} className="border-b border-slate-100">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-2 py-2 font-medium">
                      {cellText(cell)}
                    </th>
                  ) : (
                    <td key={i} className="px-2 py-2 text-right tabular-nums">
                      {cellText(cell)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {table.foot && (
            <tfoot>
              <tr className="border-t-2 border-slate-300 font-semibold">
                {table.foot.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-2 py-2">
                      {cellText(cell)}
                    </th>
                  ) : (
                    <td key={i} className="px-2 py-2 text-right tabular-nums">
                      {cellText(cell)}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {csvHref && (
        // A plain link: a file download, not a page React Router should navigate to.
        <a href={csvHref} className="inline-block py-2 font-semibold text-brand-700 underline">
          Download “{table.title}” as CSV
        </a>
      )}
    </div>
  );
}

export function ReportPanel({ table, csvHref }: { table: ReportTable; csvHref: string }) {
  return (
    <Panel title={table.title}>
      <ReportTableView table={table} csvHref={csvHref} />
    </Panel>
  );
}

export interface Bar {
  label: string;
  value: number;
  text: string;
}

/**
 * A bar chart drawn as SVG in the server's HTML (no chart script): one bar per row, label
 * above the bar and the value at its end, so it reads at 375 px. Hidden from screen readers,
 * which get the same numbers as a table (`table`).
 */
export function BarChart({ title, bars, table }: { title: string; bars: readonly Bar[]; table: ReportTable }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const rowHeight = 44;
  const width = 340;
  return (
    <Panel title={title}>
      {bars.length === 0 ? (
        <p className="text-slate-600">Nothing this month.</p>
      ) : (
        <svg
          viewBox={`0 0 ${width} ${bars.length * rowHeight}`}
          className="h-auto w-full max-w-xl"
          aria-hidden="true"
          focusable="false"
        >
          {bars.map((bar, i) => {
            const y = i * rowHeight;
            const length = Math.max(2, Math.round((bar.value / max) * (width - 90)));
            return (
              <g key={bar.label}>
                <text x="0" y={y + 14} fontSize="13" fill="#1e293b">
                  {bar.label.length > 40 ? `${bar.label.slice(0, 39)}…` : bar.label}
                </text>
                <rect x="0" y={y + 20} width={length} height="16" rx="3" fill="#1d4ed8" />
                <text x={length + 6} y={y + 33} fontSize="13" fill="#1e293b">
                  {bar.text}
                </text>
              </g>
            );
          })}
        </svg>
      )}
      <ReportTableView table={table} srOnly />
    </Panel>
  );
}
