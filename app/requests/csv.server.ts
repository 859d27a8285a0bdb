import { stringify } from "csv-stringify/sync";
import { activityLabel } from "#app/activity/actions";
import { windowLabel } from "#app/lib/booking-windows";
import type { Activity, Booking, ContactMessage } from "#app/db/schema";
import type { LeadSource } from "./lead-source";
import { formatInBusinessZone, isoInBusinessZone, todayInBusinessZone } from "#app/lib/dates";

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return, which some
 * strip first) as a formula: text typed by a visitor must stay text. OWASP's advice: prefix a
 * single quote.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type Column<T> = [header: string, value: (row: T) => string | number];

/** A file is written in parts (see csv-export.server.ts): only the first has the header and BOM. */
export interface CsvPart {
  header?: boolean;
}

/**
 * RFC 4180: records end with CRLF, and every cell holding a comma, a quote, a CR or a LF is
 * quoted (csv-stringify alone quotes a line break only when it matches the record delimiter, so a
 * multi-line message could split into records). Every cell, whatever its type, is neutralised.
 */
export function toCsv<T>(rows: readonly T[], columns: Column<T>[], { header = true }: CsvPart = {}): string {
  return stringify(
    rows.map((row) => columns.map(([, value]) => neutralizeFormula(String(value(row))))),
    {
      header,
      columns: columns.map(([header]) => header),
      // A byte-order mark so Excel reads the file as UTF-8 (accents, emoji).
      bom: header,
      record_delimiter: "windows",
      quoted_match: /[\r\n]/,
    },
  );
}

/**
 * One record exactly as toCsv writes it (every cell neutralised, quoted when it holds a comma, a
 * quote, a CR or a LF, quotes doubled; CRLF at the end), without csv-stringify's arrays and
 * options per row: for a file of many rows (the report's jobs file, 10,000 rows a month).
 * csv.server.test.ts checks it against toCsv.
 */
export function csvRecord(cells: readonly (string | number)[]): string {
  let record = "";
  for (let i = 0; i < cells.length; i++) record += (i ? "," : "") + csvCell(cells[i]!);
  return record + "\r\n";
}

/** One cell as toCsv writes it. */
export function csvCell(cell: string | number): string {
  const value = neutralizeFormula(String(cell));
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const NEEDS_QUOTES = /[",\r\n]/;

const received = <T extends { createdAt: Date }>(): Column<T>[] => [
  ["Received (America/New_York)", (r) => formatInBusinessZone(r.createdAt)],
  ["Received (UTC)", (r) => r.createdAt.toISOString()],
];

/** Where it came from: the same columns at the end of every export. */
const source = <T extends LeadSource>(): Column<T>[] => [
  ["Landing Page", (r) => r.landingPage],
  ["Referrer", (r) => r.referrer],
  ["UTM Source", (r) => r.utmSource],
  ["UTM Medium", (r) => r.utmMedium],
  ["UTM Campaign", (r) => r.utmCampaign],
  ["UTM Term", (r) => r.utmTerm],
  ["UTM Content", (r) => r.utmContent],
  ["GCLID", (r) => r.gclid],
];

/**
 * Every booking field. The first 17 columns are the export as it always was (spreadsheets built
 * on it keep working); the appointment, photos and source columns follow.
 */
export function bookingsCsv(
  rows: readonly Booking[],
  photoCounts: ReadonlyMap<number, number> = new Map(),
  part?: CsvPart,
): string {
  return toCsv(
    rows,
    [
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
      ["Visit Date", (r) => r.visitDate ?? ""],
      ["Visit Window", (r) => windowLabel(r.visitWindow)],
      ["Serial Number", (r) => r.serialNumber],
      ["Food At Risk", (r) => r.foodAtRisk],
      ["Urgent", (r) => (r.urgent ? "yes" : "no")],
      ["Photos", (r) => photoCounts.get(r.id) ?? 0],
      ...source<Booking>(),
    ],
    part,
  );
}

export function messagesCsv(rows: readonly ContactMessage[], part?: CsvPart): string {
  return toCsv(
    rows,
    [
      ["ID", (r) => r.id],
      ...received<ContactMessage>(),
      ["Status", (r) => r.status],
      ["Name", (r) => r.name],
      ["Email", (r) => r.email],
      ["Phone", (r) => r.phone],
      ["Service", (r) => r.service],
      ["Message", (r) => r.message],
      ...source<ContactMessage>(),
    ],
    part,
  );
}

export type AnyRequest = { kind: "booking"; row: Booking } | { kind: "message"; row: ContactMessage };

/** The workspace's filtered list as one file: bookings and messages, one kind column. */
export function requestsCsv(
  rows: readonly AnyRequest[],
  photoCounts: ReadonlyMap<number, number> = new Map(),
  part?: CsvPart,
): string {
  const booking = (r: AnyRequest) => (r.kind === "booking" ? r.row : undefined);
  return toCsv(
    rows,
    [
      ["Kind", (r) => r.kind],
      ["ID", (r) => r.row.id],
      ["Received (America/New_York)", (r) => formatInBusinessZone(r.row.createdAt)],
      ["Received (UTC)", (r) => r.row.createdAt.toISOString()],
      ["Status", (r) => r.row.status],
      ["Urgent", (r) => (booking(r)?.urgent ? "yes" : "no")],
      ["Name", (r) => r.row.name],
      ["Email", (r) => r.row.email],
      ["Phone", (r) => r.row.phone],
      ["Address", (r) => (booking(r) ? `${booking(r)!.address}, ${booking(r)!.city} ${booking(r)!.zipCode}` : "")],
      ["Brand", (r) => booking(r)?.brand ?? ""],
      ["Model", (r) => booking(r)?.model ?? ""],
      ["Serial Number", (r) => booking(r)?.serialNumber ?? ""],
      ["Issue or Service", (r) => (r.kind === "booking" ? r.row.issue : r.row.service)],
      ["Description or Message", (r) => (r.kind === "booking" ? r.row.issueDescription : r.row.message)],
      ["Food At Risk", (r) => booking(r)?.foodAtRisk ?? ""],
      ["Visit Date", (r) => booking(r)?.visitDate ?? ""],
      ["Visit Window", (r) => windowLabel(booking(r)?.visitWindow ?? null)],
      ["Additional Information", (r) => booking(r)?.additionalInfo ?? ""],
      ["Photos", (r) => (r.kind === "booking" ? (photoCounts.get(r.row.id) ?? 0) : 0)],
      ["Landing Page", (r) => r.row.landingPage],
      ["Referrer", (r) => r.row.referrer],
      ["UTM Source", (r) => r.row.utmSource],
      ["UTM Medium", (r) => r.row.utmMedium],
      ["UTM Campaign", (r) => r.row.utmCampaign],
      ["UTM Term", (r) => r.row.utmTerm],
      ["UTM Content", (r) => r.row.utmContent],
      ["GCLID", (r) => r.row.gclid],
    ],
    part,
  );
}

/**
 * The owner's activity log as one file, newest first: when (New York and UTC), who, what, the
 * request it concerns and the detail. Who and detail hold typed text (an e-mail tried at
 * sign-in, a note), so they are neutralised like every other cell.
 */
export function activityCsv(rows: readonly Activity[]): string {
  return toCsv(rows, [
    ["When (America/New_York)", (r) => formatInBusinessZone(r.at)],
    ["When (UTC)", (r) => r.at.toISOString()],
    ["Who", (r) => r.actor],
    ["What", (r) => activityLabel(r.action)],
    ["Request", (r) => (r.requestKind && r.requestId !== null ? `${r.requestKind} #${r.requestId}` : "")],
    ["Detail", (r) => r.detail],
  ]);
}

/** One payment as the owner's payments export lists it (app/routes/admin/payments.csv). */
export interface PaymentCsvRow {
  recordedAt: Date;
  /** The request (booking) the paid job belongs to, as numbered in the other exports' "ID". */
  requestId: number;
  customer: string;
  method: string;
  checkNumber: string | null;
  amountCents: number;
  /** The sales tax this payment carries (its share of the job's tax). */
  taxCents: number;
}

/** "12345" cents -> "123.45" (-12345 -> "-123.45"): a number a spreadsheet sums, no currency sign. */
export const dollars = (cents: number): string => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
};

/**
 * The owner's payments: date (ISO 8601 in New York, so it sorts), request number, customer, method,
 * check number, amount, tax (DECISIONS "The visit's day").
 */
export function paymentsCsv(rows: readonly PaymentCsvRow[], part?: CsvPart): string {
  return toCsv(
    rows,
    [
      ["Date (America/New_York)", (r) => isoInBusinessZone(r.recordedAt)],
      ["Request ID", (r) => r.requestId],
      ["Customer", (r) => r.customer],
      ["Method", (r) => r.method],
      ["Check Number", (r) => r.checkNumber ?? ""],
      ["Amount", (r) => dollars(r.amountCents)],
      ["Tax", (r) => dollars(r.taxCents)],
    ],
    part,
  );
}

/** One customer's data (the owner's export): a row per field of each record, every cell neutralised. */
export function customerCsv(
  rows: ReadonlyArray<{ section: string; item: string; field: string; value: string }>,
): string {
  return toCsv(rows, [
    ["Section", (r) => r.section],
    ["Item", (r) => r.item],
    ["Field", (r) => r.field],
    ["Value", (r) => r.value],
  ]);
}

/** A CSV download: dated file name, never cached (the edge sets no-store on /admin too). */
export function csvResponse(csv: string | ReadableStream<Uint8Array>, name: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${todayInBusinessZone()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

/** The database did not answer: a plain 503 the browser shows, never a half-written file. */
export function csvUnavailable(): Response {
  return new Response("The database is not reachable right now. Please try again in a minute.\n", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
