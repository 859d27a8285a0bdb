import type { Route } from "./+types/route";
import { counties, region } from "#app/content/areas";
import { areaRegionCopy } from "#app/content/page-copy/area-region";
import { pageMeta } from "#app/lib/seo";
import { LazyServiceAreaMap } from "#app/components/map/lazy-service-area-map";
import { PageHero } from "#app/components/page-hero";
import { BookingSidebar } from "#app/components/sections/booking-sidebar";
import { CheckList } from "#app/components/sections/check-list";
import { CountyCards } from "#app/components/sections/county-cards";
import { ProseSections } from "#app/components/sections/prose-sections";
import { Container } from "#app/components/ui/container";
import { Section } from "#app/components/ui/section";

export function loader() {
  return { region, counties: counties.map(({ slug, name, cities }) => ({ slug, name, cities })) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: areaRegionCopy.metaTitle,
    description: loaderData?.region.description ?? "",
    path: "/areas/tampa-bay",
  });

export default function AreaRegion({ loaderData: { region, counties } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={areaRegionCopy.title(region.name)}
        lead={region.description}
        crumbs={[
          { to: "/areas", label: "Service Areas" },
          { to: `/areas/${region.slug}`, label: region.name },
        ]}
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <ProseSections sections={region.sections} />
          <CheckList title={areaRegionCopy.problemsTitle(region.name)} items={region.commonProblems} />
          <LazyServiceAreaMap />
        </div>
        <BookingSidebar />
      </Container>
      <Section id="counties" title={areaRegionCopy.countiesTitle} tone="tint">
        <CountyCards counties={counties} />
      </Section>
    </>
  );
}
