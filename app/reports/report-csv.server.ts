import { dollars, toCsv, type Column } from "#app/requests/csv.server";
import type { JournalLine } from "./journal";
import type { Cell, ReportTable } from "./tables";

/**
 * The report's CSV files: RFC 4180 and formula-safe through the exports' one writer (toCsv in
 * app/requests/csv.server.ts); money as plain dollars a spreadsheet sums.
 */
const cellText = (cell: Cell | undefined): string | number =>
  cell === undefined ? "" : typeof cell === "object" ? dollars(cell.cents) : cell;

export function tableCsv(table: ReportTable): string {
  const rows = table.foot ? [...table.rows, table.foot] : table.rows;
  return toCsv(
    rows,
    table.head.map((header, i): Column<Cell[]> => [header, (row) => cellText(row[i])]),
  );
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
