import type { Route } from "./+types/route";
import { exportActivityCsv } from "./route.server";

// GET /admin/activity.csv: the activity log for a spreadsheet (owner only: 403 for staff).
export const loader = ({ request }: Route.LoaderArgs) => exportActivityCsv(request);
