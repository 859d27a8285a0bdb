import { isRouteErrorResponse, useRouteError } from "react-router";
import { business } from "#app/content/business";
import { telHref } from "#app/lib/phone";
import type { NotFoundKind } from "#app/content/not-found";
import { Container } from "#app/components/ui/container";
import { NotFoundContent } from "./not-found-content";
import { useSiteFacts } from "#app/components/site-facts";

/**
 * A route's error boundary: a 404 shows that route's not-found page (Brand Not Found...),
 * anything else an apology with the phone number instead of a stack trace.
 */
export function RouteError({ notFound }: { notFound: NotFoundKind }) {
  const facts = useSiteFacts();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent kind={notFound} />;
  console.error(error);
  return (
    <Container className="py-16 text-center">
      <title>{`Something went wrong | ${business.name}`}</title>
      <h1 className="text-3xl font-bold text-brand-900">Something went wrong</h1>
      <p className="mt-4 text-lg">
        Please try again, or call us at{" "}
        <a className="font-semibold text-brand-700 underline" href={telHref(facts.phones.main)}>
          {facts.phones.main.display}
        </a>
        .
      </p>
    </Container>
  );
}
