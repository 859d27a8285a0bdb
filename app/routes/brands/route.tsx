import type { Route } from "./+types/route";
import { brandsIn } from "#app/content/brands";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { useUi } from "#app/components/i18n";
import { pageMeta } from "#app/lib/seo";
import { PageHero } from "#app/components/page-hero";
import { BrandCards } from "#app/components/sections/brand-cards";
import { CtaBand } from "#app/components/sections/cta-band";
import { WhyChooseUs } from "#app/components/sections/why-choose-us";
import { Section } from "#app/components/ui/section";

export function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(request);
  return {
    lang,
    copy: copyIn("brands", lang),
    whyChooseUs: copyIn("home", lang).whyChooseUs,
    brands: brandsIn(lang)
      .filter((b) => b.inGrid)
      .map(({ slug, name, description, commonRepairs }) => ({
        slug,
        name,
        description,
        commonRepairs,
      })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy.meta, path: "/brands", lang: loaderData.lang }) : [];

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const ui = useUi();
  return (
    <>
      <PageHero title={copy.hero.title} lead={copy.hero.lead} crumbs={[{ to: "/brands", label: ui.nav.brands }]} />
      <Section id="brand-grid" title={copy.gridTitle}>
        <BrandCards brands={loaderData.brands} copy={copy.cards} />
      </Section>
      <WhyChooseUs copy={loaderData.whyChooseUs} title={copy.whyChooseUsTitle} />
      <CtaBand />
    </>
  );
}
