import type { Route } from "./+types/route";
import { Alert, buttonStyle, PageHeading, Panel } from "#app/components/admin/panel";
import { BarChart, ReportPanel, ReportTableView } from "#app/components/admin/report-tables";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { shortMonthLabel } from "#app/reports/month";
import { formatCents } from "#app/lib/money";
import { workspaceMeta } from "#app/lib/seo";
import { loadReportsPage, refuseReportsPost } from "./route.server";

// The owner's monthly reports (DECISIONS "The owner's reports"): figures, the DR-15 worksheet,
// two charts drawn on the server, each table as CSV, and the QuickBooks journal.
export const loader = ({ request }: Route.LoaderArgs) => loadReportsPage(request);
export const action = ({ request }: Route.ActionArgs) => refuseReportsPost(request);

export const meta: Route.MetaFunction = () => workspaceMeta("Reports");

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { month, label, problem, months, report, tables } = loaderData;
  const csv = (slug: string, extra = "") => `/admin/reports/${slug}.csv?month=${month}${extra}`;
  const table = (slug: string) => tables.find((t) => t.slug === slug)!;
  const rest = tables.filter((t) => !["summary", "sales-tax", "brands", "revenue-by-month"].includes(t.slug));
  const taxCounties = report.salesTax.rows.filter((r) => r.jobs > 0);
  return (
    <>
      <PageHeading title={`Reports: ${label}`}>
        Figures for the month in New York time, from the amounts stored on each job and payment.
      </PageHeading>
      {problem && <Alert>{problem}</Alert>}
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="report-month" className="block font-medium text-slate-800">
            Month
          </label>
          <select
            id="report-month"
            name="month"
            defaultValue={month}
            className="mt-1 block min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-base"
          >
            {months.map((m) => (
              <option key={m.key} value={m.key}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonStyle("secondary")}>
          Show
        </button>
        <a href={csv("journal")} className={buttonStyle("primary")}>
          QuickBooks journal (CSV)
        </a>
      </form>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ReportPanel table={table("summary")} csvHref={csv("summary")} />
        <Panel title={table("sales-tax").title}>
          <p className="text-slate-700">
            For Florida&apos;s DR-15, due by the 20th: gross sales, exempt sales and taxable sales by county; the surtax
            is what each county&apos;s rate added to the state&apos;s 6%.
          </p>
          <ReportTableView table={table("sales-tax")} csvHref={csv("sales-tax")} />
          <ul className="space-y-1">
            <li>
              <a href={csv("sales-tax-jobs")} className="font-semibold text-brand-700 underline">
                Every job behind these figures (CSV)
              </a>
            </li>
            {taxCounties.map((row) => (
              <li key={row.county}>
                <a
                  href={csv("sales-tax-jobs", `&county=${encodeURIComponent(row.county)}`)}
                  className="text-brand-700 underline"
                >
                  The {row.jobs.toLocaleString("en-US")} jobs of {row.county} (CSV)
                </a>
              </li>
            ))}
          </ul>
        </Panel>
        <BarChart
          title="Revenue by month (last 12 months)"
          table={table("revenue-by-month")}
          bars={report.revenueByMonth.map((m) => ({
            label: shortMonthLabel(m.label),
            value: m.cents,
            text: formatCents(m.cents),
          }))}
        />
        <BarChart
          title="Jobs by brand"
          table={table("brands")}
          bars={report.byBrand.slice(0, 12).map((b) => ({ label: b.label, value: b.count, text: String(b.count) }))}
        />
        {rest.map((t) => (
          <ReportPanel key={t.slug} table={t} csvHref={csv(t.slug)} />
        ))}
        <div className="text-sm text-slate-700 lg:col-span-2">
          <a href={csv("revenue-by-month")} className="underline">
            Revenue by month (CSV)
          </a>{" "}
          ·{" "}
          <a href={csv("brands")} className="underline">
            Jobs by brand (CSV)
          </a>
        </div>
      </div>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
