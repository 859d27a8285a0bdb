import { isRouteErrorResponse, useRouteError } from "react-router";
import { business } from "#app/content/business";
import { telHref } from "#app/lib/phone";
import type { NotFoundKind } from "#app/content/not-found";
import { Container } from "#app/components/ui/container";
import { NotFoundContent } from "./not-found-content";
import { useSiteFacts } from "#app/components/site-facts";
import { useOptionalUi } from "#app/components/i18n";

/**
 * A route's error boundary: a 404 shows that route's not-found page (Brand Not Found...),
 * anything else an apology with the phone number instead of a stack trace.
 */
export function RouteError({ notFound }: { notFound: NotFoundKind }) {
  const facts = useSiteFacts();
  const error = useRouteError();
  // The page's dictionary; none only when the root's data is missing (the root loader failed).
  const ui = useOptionalUi();
  if (ui && isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent kind={notFound} />;
  console.error(error);
  // Without a dictionary, both languages' words: which the reader needs is unknown here.
  const words = ui?.error ?? {
    title: "Something went wrong / Algo salió mal",
    callUs: "Please try again, or call us / Inténtelo de nuevo o llámenos:",
  };
  return (
    <Container className="py-16 text-center">
      <title>{`${words.title} | ${business.name}`}</title>
      <h1 className="text-3xl font-bold text-brand-900">{words.title}</h1>
      <p className="mt-4 text-lg">
        {words.callUs}{" "}
        <a className="font-semibold text-brand-700 underline" href={telHref(facts.phones.main)}>
          {facts.phones.main.display}
        </a>
        .
      </p>
    </Container>
  );
}
