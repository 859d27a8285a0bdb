import { data } from "react-router";
import { requireOwner } from "#app/auth/guard.server";
import { DB_DOWN_MESSAGE } from "#app/auth/access";
import { lastTwelveMonths, monthLabel, readMonth, shiftMonth } from "#app/reports/month";
import { monthReport } from "#app/reports/reports.server";
import { reportTables } from "#app/reports/tables";

/**
 * GET /admin/reports?month=YYYY-MM (owner only): every figure of the month and its tables. A
 * month that cannot be read shows this month with a message, never an error page.
 */
export async function loadReportsPage(request: Request, now: Date = new Date()) {
  await requireOwner(request);
  const read = readMonth(new URL(request.url).searchParams.get("month"), now);
  let report;
  try {
    report = await monthReport(read.month, now);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[reports] could not read the month:", error instanceof Error ? error.message : error);
    throw data(DB_DOWN_MESSAGE, { status: 503 });
  }
  return {
    month: read.month,
    label: monthLabel(read.month),
    problem: read.problem,
    // The chooser: the 24 months up to this one (and the month shown, if older), newest first.
    months: [
      ...new Set([read.month, ...lastTwelveMonths(read.current), ...lastTwelveMonths(shiftMonth(read.current, -12))]),
    ]
      .sort()
      .reverse()
      .map((key) => ({ key, label: monthLabel(key) })),
    report,
    tables: reportTables(report),
  };
}

/** Nothing is sent to the reports: a POST is refused like any page of the owner's (403 first). */
export async function refuseReportsPost(request: Request): Promise<never> {
  await requireOwner(request);
  throw data("The reports take no changes.", { status: 405, headers: { Allow: "GET, HEAD" } });
}
