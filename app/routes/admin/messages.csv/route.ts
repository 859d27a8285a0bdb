import type { Route } from "./+types/route";
import { exportCsv } from "#app/requests/csv-export.server";

// GET /admin/messages.csv: every contact message, newest first (staff and owner).
export const loader = ({ request }: Route.LoaderArgs) => exportCsv(request, "messages");
