import type { Route } from "./+types/route";
import { exportReportCsv, refuseReportFilePost } from "./route.server";

// GET /admin/reports/<name>.csv?month=YYYY-MM: a report table or the QuickBooks journal (owner only).
export const loader = ({ request, params }: Route.LoaderArgs) => exportReportCsv(request, params.file);
export const action = ({ request }: Route.ActionArgs) => refuseReportFilePost(request);
