import type { Route } from "./+types/route";
import { servicesFaqs } from "#app/content/faqs";
import { serviceGroups } from "#app/content/services";
import { servicesCopy } from "#app/content/page-copy/services";
import { pageMeta } from "#app/lib/seo";
import { PageHero } from "#app/components/page-hero";
import { CtaBand } from "#app/components/sections/cta-band";
import { FaqList } from "#app/components/sections/faq-list";
import { ServiceCards } from "#app/components/sections/service-cards";
import { Section } from "#app/components/ui/section";

export function loader() {
  return {
    groups: serviceGroups.map((group) => ({
      id: group.id,
      title: group.title,
      services: group.services.map(({ slug, title, icon, description, commonIssues }) => ({
        slug,
        title,
        icon,
        description,
        commonIssues,
      })),
    })),
    faqs: servicesFaqs,
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
