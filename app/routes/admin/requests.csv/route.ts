import type { Route } from "./+types/route";
import { exportCsv } from "#app/requests/csv-export.server";

// GET /admin/requests.csv?<the list's filters>: the requests as filtered on /admin (staff and owner).
export const loader = ({ request }: Route.LoaderArgs) => exportCsv(request, "filtered");
