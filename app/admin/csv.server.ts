import { stringify } from "csv-stringify/sync";
import type { Booking, ContactMessage } from "~/db/schema";
import { formatInBusinessZone } from "~/lib/dates";

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return, which some
 * strip first) as a formula: text typed by a visitor must stay text. OWASP's advice: prefix a
 * single quote.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type Column<T> = [header: string, value: (row: T) => string | number];

/**
 * RFC 4180: records end with CRLF, and every cell holding a comma, a quote, a CR or a LF is
 * quoted (csv-stringify alone quotes a line break only when it matches the record delimiter, so a
 * multi-line message could split into records). Every cell, whatever its type, is neutralised.
 */
function toCsv<T>(rows: readonly T[], columns: Column<T>[]): string {
  return stringify(
    rows.map((row) => columns.map(([, value]) => neutralizeFormula(String(value(row))))),
    {
      header: true,
      columns: columns.map(([header]) => header),
      // A byte-order mark so Excel reads the file as UTF-8 (accents, emoji).
      bom: true,
      record_delimiter: "windows",
      quoted_match: /[\r\n]/,
    },
  );
}

const received = <T extends { createdAt: Date }>(): Column<T>[] => [
  ["Received (America/New_York)", (r) => formatInBusinessZone(r.createdAt)],
  ["Received (UTC)", (r) => r.createdAt.toISOString()],
];

export function bookingsCsv(rows: readonly Booking[]): string {
  return toCsv(rows, [
    ["ID", (r) => r.id],
    ...received<Booking>(),
    ["Status", (r) => r.status],
    ["Name", (r) => r.name],
    ["Email", (r) => r.email],
    ["Phone", (r) => r.phone],
    ["Address", (r) => r.address],
    ["City", (r) => r.city],
    ["ZIP Code", (r) => r.zipCode],
    ["Brand", (r) => r.brand],
    ["Model", (r) => r.model],
    ["Issue", (r) => r.issue],
    ["Issue Description", (r) => r.issueDescription],
    ["Preferred Date", (r) => r.preferredDate],
    ["Preferred Time", (r) => r.preferredTime],
    ["Additional Information", (r) => r.additionalInfo],
  ]);
}

export function messagesCsv(rows: readonly ContactMessage[]): string {
  return toCsv(rows, [
    ["ID", (r) => r.id],
    ...received<ContactMessage>(),
    ["Status", (r) => r.status],
    ["Name", (r) => r.name],
    ["Email", (r) => r.email],
    ["Phone", (r) => r.phone],
    ["Service", (r) => r.service],
    ["Message", (r) => r.message],
  ]);
}
