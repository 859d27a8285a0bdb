import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { notFoundBack, suggestionsFor, type NotFoundKind } from "#app/content/not-found";
import { business } from "#app/content/business";
import { ButtonLink } from "#app/components/ui/button-link";
import { Container } from "#app/components/ui/container";
import { Icon } from "#app/components/ui/icon";
import { useLocalePath, useUi } from "#app/components/i18n";

/**
 * The body of every not-found result (the HTTP status 404 is set by the route's loader), in the
 * page's language: a missing page under /es is answered in Spanish.
 */
export function NotFoundContent({ kind }: { kind: NotFoundKind }) {
  const { pathname } = useLocation();
  const ui = useUi();
  const localePath = useLocalePath();
  const message = ui.notFound[kind];

  useEffect(() => {
    // SPEC §2: the missing path is logged to the console.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <Container className="py-16 text-center sm:py-24">
      <title>{`${message.title} | ${business.name}`}</title>
      <meta name="robots" content="noindex" />
      <meta name="description" content={message.text} />
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">{message.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{message.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={localePath(notFoundBack[kind])} variant="secondary">
          <Icon name={kind === "page" ? "house" : "arrow-left"} />
          {ui.notFound.back[kind]}
        </ButtonLink>
      </div>
      {kind === "page" && (
        <nav aria-label={ui.notFound.suggestionsLabel} className="mx-auto mt-10 max-w-md text-left">
          <h2 className="text-lg font-semibold text-brand-900">{ui.notFound.suggestionsTitle}</h2>
          <ul className="mt-3 space-y-2">
            {suggestionsFor(pathname).map((s) => (
              <li key={s.to}>
                <Link
                  to={localePath(s.to)}
                  className="flex items-center gap-2 text-brand-700 underline-offset-2 hover:underline"
                >
                  <Icon name="chevron-right" className="size-4" />
                  {ui.notFound.suggestions[s.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Container>
  );
}
