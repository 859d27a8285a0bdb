import type { Route } from "./+types/admin.bookings[.]csv";
import { csvExport } from "~/admin/inbox.server";

// GET /admin/bookings.csv: every booking, newest first, for a spreadsheet (staff only).
export const loader = ({ request }: Route.LoaderArgs) => csvExport(request, "bookings");
