import type { WorkspaceArea } from "#app/content/navigation";
import type { UserRole } from "#app/db/schema";

/**
 * Who may open which part of the workspace, and how a refused request is answered (pure).
 * The owner does everything; staff work requests and the schedule (DECISIONS "The staff
 * workspace"). The request exports belong to requests, so staff can download them; the
 * activity log's export belongs to the activity area, the owner's.
 */

// Payments (the payments CSV, the business's books) and the monthly reports are the owner's too.
const ownerOnly: ReadonlySet<WorkspaceArea> = new Set(["team", "settings", "activity", "payments", "reports"]);
/** A technician's part: their day's visits (and, through them, those requests' pages and photos). */
const technicianAreas: ReadonlySet<WorkspaceArea> = new Set(["today", "account"]);

export function canUse(role: UserRole, area: WorkspaceArea): boolean {
  if (role === "technician") return technicianAreas.has(area);
  return role === "owner" || !ownerOnly.has(area);
}

export const OWNER_ONLY_MESSAGE = "Only the owner can manage the team and settings.";
export const TECHNICIAN_MESSAGE = "A technician's account opens only the visits assigned to it: see /admin/today.";
/** Where a technician works; where they land after signing in. */
export const TECHNICIAN_HOME = "/admin/today";
export const SIGNED_OUT_MESSAGE = "You are not signed in, or your session has ended. Sign in at /admin.";
export const DB_DOWN_MESSAGE = "The database is not reachable right now; please try again in a minute.";

export const WORKSPACE_HOME = "/admin";

/**
 * Where to go after signing in: a workspace page of this site named by `?next=`, else the
 * workspace's first page. Anything else (another origin, `//host`, a backslash, a file such as
 * a CSV, a `.data` URL) is ignored, so the sign-in form cannot be used to send people elsewhere.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || /[\\\s]/.test(value)) {
    return WORKSPACE_HOME;
  }
  let url: URL;
  try {
    url = new URL(value, "http://workspace.invalid");
  } catch {
    return WORKSPACE_HOME;
  }
  const isWorkspacePage = /^\/admin(\/[a-z0-9-]+)*$/i.test(url.pathname);
  if (url.origin !== "http://workspace.invalid" || !isWorkspacePage) return WORKSPACE_HOME;
  return url.pathname + url.search;
}

/**
 * Where a person lands after signing in: a technician only on a page of theirs (Today, Account,
 * a request's page they will be checked for), everyone else where `next` says.
 */
export function landingPath(role: UserRole, next: unknown): string {
  const path = safeNextPath(next);
  if (role !== "technician") return path;
  return /^\/admin\/(today|account|requests\/booking\/\d+)(\?|$)/.test(path) ? path : TECHNICIAN_HOME;
}

/** `/admin?next=<path>`, the sign-in page that returns to `path` afterwards. */
export function signInPath(path: string): string {
  const next = safeNextPath(path);
  return next === WORKSPACE_HOME ? WORKSPACE_HOME : `${WORKSPACE_HOME}?next=${encodeURIComponent(next)}`;
}

/**
 * Whether a signed-out request is a person opening a page in the browser (worth a redirect to
 * the sign-in page) rather than a `.data` fetch of client-side navigation, a CSV download or a
 * script (which get a plain 401). Browsers say so in Sec-Fetch-Dest; without it, Accept decides.
 */
export function wantsPage(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (/\.[a-z0-9]+$/i.test(new URL(request.url).pathname)) return false;
  const dest = request.headers.get("Sec-Fetch-Dest");
  if (dest) return dest === "document";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}
