import type { Route } from "./+types/route";
import { areasFor } from "#app/content/areas";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { useUi } from "#app/components/i18n";
import { pageMeta } from "#app/lib/seo";
import { LazyServiceAreaMap } from "#app/components/map/lazy-service-area-map";
import { PageHero } from "#app/components/page-hero";
import { BookingSidebar } from "#app/components/sections/booking-sidebar";
import { CheckList } from "#app/components/sections/check-list";
import { CountyCards } from "#app/components/sections/county-cards";
import { ProseSections } from "#app/components/sections/prose-sections";
import { Container } from "#app/components/ui/container";
import { Section } from "#app/components/ui/section";

export function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(request);
  const { region, counties } = areasFor(lang);
  const copy = copyIn("areaRegion", lang);
  return {
    lang,
    copy: {
      metaTitle: copy.metaTitle,
      title: copy.title(region.name),
      problemsTitle: copy.problemsTitle(region.name),
      countiesTitle: copy.countiesTitle,
    },
    region,
    counties: counties.map(({ slug, name, cities }) => ({ slug, name, cities })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.copy.metaTitle,
        description: loaderData.region.description,
        path: "/areas/tampa-bay",
        lang: loaderData.lang,
      })
    : [];

export default function AreaRegion({ loaderData: { region, counties, copy } }: Route.ComponentProps) {
  const ui = useUi();
  return (
    <>
      <PageHero
        title={copy.title}
        lead={region.description}
        crumbs={[
          { to: "/areas", label: ui.nav.areas },
          { to: `/areas/${region.slug}`, label: region.name },
        ]}
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <ProseSections sections={region.sections} />
          <CheckList title={copy.problemsTitle} items={region.commonProblems} />
          <LazyServiceAreaMap labels={ui.map} />
        </div>
        <BookingSidebar />
      </Container>
      <Section id="counties" title={copy.countiesTitle} tone="tint">
        <CountyCards counties={counties} />
      </Section>
    </>
  );
}
