import { data } from "react-router";

/** Thrown from a loader: the route's ErrorBoundary renders the matching not-found page, status 404. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
