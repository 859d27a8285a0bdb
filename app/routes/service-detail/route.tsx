import type { Route } from "./+types/route";
import { findService, relatedServices } from "#app/content/services";
import { notFound } from "#app/lib/not-found";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { useUi } from "#app/components/i18n";
import { pageMeta } from "#app/lib/seo";
import { serviceJsonLd } from "#app/lib/structured-data";
import { JsonLd } from "#app/components/json-ld";
import { RouteError } from "#app/components/route-error";
import { PageHero } from "#app/components/page-hero";
import { BookingSidebar } from "#app/components/sections/booking-sidebar";
import { CheckList } from "#app/components/sections/check-list";
import { ProseSections } from "#app/components/sections/prose-sections";
import { RepairProcess } from "#app/components/sections/repair-process";
import { ServiceCards } from "#app/components/sections/service-cards";
import { Container } from "#app/components/ui/container";
import { Section } from "#app/components/ui/section";
import { siteFactsForPage } from "#app/settings/site-facts.server";
import { servicePriceIn } from "#app/settings/spanish-lists.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOf(request);
  const found = findService(params.slug, lang);
  if (!found) notFound();
  const service = { ...found, priceRange: servicePriceIn(lang, await siteFactsForPage(), found) };
  const related = relatedServices(service, 3, lang).map(({ slug, title, icon, description }) => ({
    slug,
    title,
    icon,
    description,
  }));
  const copy = copyIn("serviceDetail", lang);
  return {
    lang,
    service,
    related,
    jsonLd: serviceJsonLd(service, lang),
    copy: {
      meta: copy.meta(service),
      title: copy.title(service),
      commonIssuesTitle: copy.commonIssuesTitle,
      priceTitle: copy.priceTitle,
      relatedTitle: copy.relatedTitle,
      repairProcessTitle: copy.repairProcessTitle,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ ...loaderData.copy.meta, path: `/services/${loaderData.service.slug}`, lang: loaderData.lang })
    : [];

export default function ServiceDetail({ loaderData: { service, related, copy, jsonLd } }: Route.ComponentProps) {
  const ui = useUi();
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero
        title={copy.title}
        lead={service.description}
        crumbs={[
          { to: "/services", label: ui.nav.services },
          { to: `/services/${service.slug}`, label: service.title },
        ]}
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <ProseSections sections={service.sections} />
          <CheckList title={copy.commonIssuesTitle} items={service.commonIssues} />
          <RepairProcess title={copy.repairProcessTitle} steps={service.repairProcess} />
        </div>
        <BookingSidebar>
          <div className="rounded-xl border border-brand-200 bg-brand-50 p-6">
            <h2 className="text-lg font-bold text-brand-900">{copy.priceTitle}</h2>
            <p className="mt-1 text-3xl font-extrabold text-brand-800">{service.priceRange}</p>
            <p className="mt-2 text-sm text-slate-700">{service.priceNote}</p>
          </div>
        </BookingSidebar>
      </Container>
      <Section title={copy.relatedTitle} tone="tint">
        <ServiceCards services={related} />
      </Section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError notFound="service" />;
}
