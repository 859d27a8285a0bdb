import type { Route } from "./+types/admin.messages[.]csv";
import { csvExport } from "~/admin/inbox.server";

// GET /admin/messages.csv: every contact message, newest first, for a spreadsheet (staff only).
export const loader = ({ request }: Route.LoaderArgs) => csvExport(request, "messages");
