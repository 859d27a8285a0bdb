import type { Route } from "./+types/route";
import { serveTeamPhoto } from "./route.server";

// GET /team-photos/<id>: a team member's photo on /about, only while the team names it.
export const loader = ({ params }: Route.LoaderArgs) => serveTeamPhoto(params.id);
