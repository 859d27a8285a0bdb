import type { Route } from "./+types/route";
import { exportPaymentsCsv } from "./route.server";

// GET /admin/payments.csv: every payment, newest first (owner only: 403 for staff and technicians).
export const loader = ({ request }: Route.LoaderArgs) => exportPaymentsCsv(request);
