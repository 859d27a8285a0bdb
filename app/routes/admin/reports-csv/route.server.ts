import { requireOwner } from "#app/auth/guard.server";
import { csvFromParts } from "#app/requests/csv-export.server";
import { csvResponse, csvUnavailable } from "#app/requests/csv.server";
import { journalLines } from "#app/reports/journal";
import { isMonthKey, reportMonth } from "#app/reports/month";
import { csvParts, journalCsv, tableCsv, taxJobsCsv } from "#app/reports/report-csv.server";
import { journalPayments, monthReport, quickbooksAccounts, taxJobRecordBatches } from "#app/reports/reports.server";
import { reportTables } from "#app/reports/tables";

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * GET /admin/reports/<name>.csv?month=YYYY-MM (owner only): a table of the report, the jobs behind
 * the sales-tax worksheet (`sales-tax-jobs`, optionally `&county=`), or the QuickBooks Online
 * journal (`journal`). A bad month or name is a plain 400 or 404, never an error page. The jobs
 * file and the jobs file is written a batch of rows at a time, as they are read.
 */
export async function exportReportCsv(request: Request, file: string | undefined): Promise<Response> {
  await requireOwner(request);
  const url = new URL(request.url);
  const name = /^([a-z-]+)\.csv$/.exec(file ?? "")?.[1];
  if (!name) return plain(404, "There is no such report file.");
  const month = url.searchParams.get("month") ?? "";
  if (!isMonthKey(month)) return plain(400, "Add the month to the address, like ?month=2026-11.");
  const fileName = `report-${month}-${name}`;
  try {
    if (name === "journal") {
      const [payments, accounts] = await Promise.all([journalPayments(reportMonth(month)), quickbooksAccounts()]);
      return csvResponse(journalCsv(journalLines(payments, accounts)), fileName);
    }
    if (name === "sales-tax-jobs") {
      const records = taxJobRecordBatches(reportMonth(month), url.searchParams.get("county"));
      return await csvFromParts(
        fileName,
        csvParts(records, (rows, part) => taxJobsCsv(rows, part)),
      );
    }
    const table = reportTables(await monthReport(month)).find((t) => t.slug === name);
    if (!table) return plain(404, "There is no such report file.");
    return csvResponse(tableCsv(table), fileName);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[reports] could not export:", error instanceof Error ? error.message : error);
    return csvUnavailable();
  }
}

/** A POST is refused like every owner's file: 403 for staff and technicians first, then 405. */
export async function refuseReportFilePost(request: Request): Promise<Response> {
  await requireOwner(request);
  return new Response("Nothing can be sent here.\n", { status: 405, headers: { Allow: "GET, HEAD" } });
}
