import type { Route } from "./+types/route";
import { findService, relatedServices } from "#app/content/services";
import { notFound } from "#app/lib/not-found";
import { serviceDetailCopy } from "#app/content/page-copy/service-detail";
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

export async function loader({ params }: Route.LoaderArgs) {
  const found = findService(params.slug);
  if (!found) notFound();
  // The price range as the owner set it (the content file's is the default).
  const facts = await siteFactsForPage();
  const service = { ...found, priceRange: facts.servicePrices[found.slug] ?? found.priceRange };
  const related = relatedServices(service).map(({ slug, title, icon, description }) => ({
    slug,
    title,
    icon,
    description,
  }));
  return { service, related };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ ...serviceDetailCopy.meta(loaderData.service), path: `/services/${loaderData.service.slug}` })
    : [];

export default function ServiceDetail({ loaderData: { service, related } }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <PageHero
        title={serviceDetailCopy.title(service)}
        lead={service.description}
        crumbs={[
          { to: "/services", label: "Services" },
          { to: `/services/${service.slug}`, label: service.title },
        ]}
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <ProseSections sections={service.sections} />
          <CheckList title={serviceDetailCopy.commonIssuesTitle} items={service.commonIssues} />
          <RepairProcess steps={service.repairProcess} />
        </div>
        <BookingSidebar>
          <div className="rounded-xl border border-brand-200 bg-brand-50 p-6">
            <h2 className="text-lg font-bold text-brand-900">{serviceDetailCopy.priceTitle}</h2>
            <p className="mt-1 text-3xl font-extrabold text-brand-800">{service.priceRange}</p>
            <p className="mt-2 text-sm text-slate-700">{service.priceNote}</p>
          </div>
        </BookingSidebar>
      </Container>
      <Section title={serviceDetailCopy.relatedTitle} tone="tint">
        <ServiceCards services={related} />
      </Section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError notFound="service" />;
}
