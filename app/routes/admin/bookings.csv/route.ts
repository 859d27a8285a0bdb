import type { Route } from "./+types/route";
import { exportCsv } from "#app/requests/csv-export.server";

// GET /admin/bookings.csv: every booking, newest first, for a spreadsheet (staff and owner).
export const loader = ({ request }: Route.LoaderArgs) => exportCsv(request, "bookings");
