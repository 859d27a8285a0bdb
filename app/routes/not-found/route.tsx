import type { Route } from "./+types/route";
import { notFound } from "#app/lib/not-found";
import { RouteError } from "#app/components/route-error";

// The catch-all: any path no other route matches answers 404 with the Page Not Found page.
export function loader(_: Route.LoaderArgs) {
  notFound();
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <RouteError notFound="page" />;
}
