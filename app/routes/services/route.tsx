import type { Route } from "./+types/route";
import { serviceGroups } from "#app/content/services";
import { servicesCopy } from "#app/content/page-copy/services";
import { pageMeta } from "#app/lib/seo";
import { PageHero } from "#app/components/page-hero";
import { CtaBand } from "#app/components/sections/cta-band";
import { FaqList } from "#app/components/sections/faq-list";
import { ServiceCards } from "#app/components/sections/service-cards";
import { Section } from "#app/components/ui/section";
import { siteFactsForPage } from "#app/settings/site-facts.server";

export async function loader() {
  const facts = await siteFactsForPage();
  return {
    groups: serviceGroups.map((group) => ({
      id: group.id,
      title: group.title,
      services: group.services.map(({ slug, title, icon, description, commonIssues, priceRange }) => ({
        slug,
        title,
        icon,
        description,
        commonIssues,
        priceRange: facts.servicePrices[slug] ?? priceRange,
      })),
    })),
    faqs: facts.faqs.services,
  };
}

export const meta: Route.MetaFunction = () => pageMeta({ ...servicesCopy.meta, path: "/services" });

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={servicesCopy.hero.title}
        lead={servicesCopy.hero.lead}
        crumbs={[{ to: "/services", label: "Services" }]}
      />
      {loaderData.groups.map((group, i) => (
        <Section key={group.id} id={`group-${group.id}`} title={group.title} tone={i % 2 ? "tint" : "white"}>
          <ServiceCards services={group.services} />
        </Section>
      ))}
      <Section id="faq" title={servicesCopy.faqTitle}>
        <FaqList items={loaderData.faqs} />
      </Section>
      <CtaBand />
    </>
  );
}
