import type { Route } from "./+types/route";
import { servePhoto } from "./route.server";

// GET /admin/photos/<id>[?size=thumbnail]: a booking's photo, for signed-in staff only (401 otherwise).
export const loader = ({ request, params }: Route.LoaderArgs) => servePhoto(request, params.id);
