import { csvCell, dollars, toCsv, type Column, type CsvPart } from "#app/requests/csv.server";
import { formatInBusinessZone } from "#app/lib/dates";
import type { JournalLine } from "./journal";
import { taxJobsTable, type Cell, type ReportTable } from "./tables";

/**
 * The report's CSV files: RFC 4180 and formula-safe through the exports' one writer (toCsv in
 * app/requests/csv.server.ts); money as plain dollars a spreadsheet sums. The jobs file is written
 * in parts (`part`: only the first has the header).
 */
const cellText = (cell: Cell | undefined): string | number =>
  cell === undefined ? "" : typeof cell === "object" ? dollars(cell.cents) : cell;

export function tableCsv(table: ReportTable, part?: CsvPart): string {
  const rows = table.foot ? [...table.rows, table.foot] : table.rows;
  return toCsv(
    rows,
    table.head.map((header, i): Column<Cell[]> => [header, (row) => cellText(row[i])]),
    part,
  );
}

/**
 * The jobs behind the worksheet from the records SQL writes (taxJobRecordBatches): the same bytes
 * as tableCsv(taxJobsTable(jobs), part). Each record comes as "<ms since 1970>,<job>,<request>,
 * <the rest>"; the New York date goes between the request and the rest. 10,000 rows of objects,
 * cells and csv-stringify's arrays were most of the file's time and garbage
 * (docs/decisions/0034-report-queries.md).
 */
export function taxJobsCsv(records: readonly string[], part: CsvPart = {}): string {
  const out = part.header === false ? [] : [tableCsv(taxJobsTable([]), { header: true })];
  for (const record of records) {
    const at = record.indexOf(",");
    const rest = record.indexOf(",", record.indexOf(",", at + 1) + 1);
    const completed = csvCell(formatInBusinessZone(new Date(Number(record.slice(0, at)))));
    out.push(`${record.slice(at + 1, rest + 1)}${completed}${record.slice(rest)}\r\n`);
  }
  return out.join("");
}

/** QuickBooks Online's journal import, its columns as QuickBooks names them. */
export function journalCsv(lines: readonly JournalLine[]): string {
  const amount = (cents: number) => (cents ? dollars(cents) : "");
  return toCsv(lines, [
    ["Journal No", (l) => l.journalNo],
    ["Journal Date", (l) => l.journalDate],
    ["Account Name", (l) => l.account],
    ["Debits", (l) => amount(l.debitCents)],
    ["Credits", (l) => amount(l.creditCents)],
    ["Description", (l) => l.description],
    ["Name", (l) => l.name],
  ]);
}

/**
 * A file from batches of rows (csvFromParts in csv-export.server.ts sends each part as it is
 * written): the header on the first part, and on an empty file the header alone.
 */
export async function* csvParts<T>(
  batches: AsyncIterable<readonly T[]>,
  write: (rows: readonly T[], part: CsvPart) => string,
): AsyncGenerator<string> {
  let header = true;
  for await (const rows of batches) {
    if (!rows.length) continue;
    yield write(rows, { header });
    header = false;
  }
  if (header) yield write([], { header });
}
