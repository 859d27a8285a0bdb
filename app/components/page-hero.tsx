import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "#app/components/ui/container";
import { Icon } from "#app/components/ui/icon";
import { breadcrumbJsonLd } from "#app/lib/structured-data";
import { JsonLd } from "./json-ld";
import { useLocalePath, useUi } from "./i18n";

export interface Crumb {
  /** The English path: a Spanish page links to /es and the same path. */
  to: string;
  label: string;
}

/** The banner at the top of every inner page: breadcrumbs, the page's one h1, a lead line. */
export function PageHero({
  title,
  lead,
  crumbs = [],
  children,
}: {
  title: string;
  lead?: ReactNode;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  const ui = useUi();
  const localePath = useLocalePath();
  const trail = [{ to: "/", label: ui.nav.home }, ...crumbs].map((crumb) => ({ ...crumb, to: localePath(crumb.to) }));
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 py-12 text-white sm:py-16">
      <Container>
        {crumbs.length > 0 && (
          <nav aria-label={ui.breadcrumbLabel} className="mb-4 text-sm text-brand-100">
            <ol className="flex flex-wrap items-center gap-1">
              {trail.map((crumb, i, all) => (
                <li key={crumb.to} className="flex items-center gap-1">
                  {i < all.length - 1 ? (
                    <>
                      <Link to={crumb.to} className="hover:text-white hover:underline">
                        {crumb.label}
                      </Link>
                      <Icon name="chevron-right" className="size-4" />
                    </>
                  ) : (
                    <span aria-current="page" className="text-white">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
            <JsonLd data={breadcrumbJsonLd(trail)} />
          </nav>
        )}
        <h1 className="text-3xl font-bold sm:text-4xl lg:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-lg text-brand-100">{lead}</p>}
        {children}
      </Container>
    </section>
  );
}
