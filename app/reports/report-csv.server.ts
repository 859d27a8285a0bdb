import { csvRecord, dollars, toCsv, type Column, type CsvPart } from "#app/requests/csv.server";
import type { TaxJob } from "./figures";
import type { JournalLine } from "./journal";
import { taxJobCells, taxJobsTable, type Cell, type ReportTable } from "./tables";

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
 * The jobs behind the worksheet, the same bytes as tableCsv(taxJobsTable(jobs), part), written a
 * row at a time (csvRecord): 10,000 rows through csv-stringify were a fifth of the file's time
 * and most of its garbage (docs/decisions/0034-report-queries.md).
 */
export function taxJobsCsv(jobs: readonly TaxJob[], part: CsvPart = {}): string {
  // Joined once, not added to a string row by row: the answer's encoder flattened thousands of
  // concatenations (a tenth of the file's time).
  const records = part.header === false ? [] : [tableCsv(taxJobsTable([]), { header: true })];
  for (const job of jobs) records.push(csvRecord(taxJobCells(job).map(cellText)));
  return records.join("");
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
