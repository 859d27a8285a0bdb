import type { Route } from "./+types/route";
import { exportCustomer } from "./route.server";

/** GET /admin/customers/<id>/export.json or .csv: everything kept about one customer (the owner). */
export const loader = ({ request, params }: Route.LoaderArgs) => exportCustomer(request, params.id);
