import type { Route } from "./+types/route";
import { faqsIn, servicePriceIn } from "#app/settings/spanish-lists.server";
import { serviceGroupsIn } from "#app/content/services";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { pageMeta } from "#app/lib/seo";
import { PageHero } from "#app/components/page-hero";
import { CtaBand } from "#app/components/sections/cta-band";
import { FaqList } from "#app/components/sections/faq-list";
import { ServiceCards } from "#app/components/sections/service-cards";
import { Section } from "#app/components/ui/section";
import { siteFactsForPage } from "#app/settings/site-facts.server";
import { useUi } from "#app/components/i18n";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(request);
  const facts = await siteFactsForPage();
  return {
    lang,
    copy: copyIn("services", lang),
    groups: serviceGroupsIn(lang).map((group) => ({
      id: group.id,
      title: group.title,
      services: group.services.map((service) => ({
        slug: service.slug,
        title: service.title,
        icon: service.icon,
        description: service.description,
        commonIssues: service.commonIssues,
        priceRange: servicePriceIn(lang, facts, service),
      })),
    })),
    faqs: faqsIn(lang, "services", facts),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy.meta, path: "/services", lang: loaderData.lang }) : [];

export default function Services({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const ui = useUi();
  return (
    <>
      <PageHero title={copy.hero.title} lead={copy.hero.lead} crumbs={[{ to: "/services", label: ui.nav.services }]} />
      {loaderData.groups.map((group, i) => (
        <Section key={group.id} id={`group-${group.id}`} title={group.title} tone={i % 2 ? "tint" : "white"}>
          <ServiceCards services={group.services} />
        </Section>
      ))}
      <Section id="faq" title={copy.faqTitle}>
        <FaqList items={loaderData.faqs} />
      </Section>
      <CtaBand />
    </>
  );
}
