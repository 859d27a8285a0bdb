import { Link } from "react-router";
import type { Route } from "./+types/route";
import { counties } from "#app/content/areas";
import { business } from "#app/content/business";
import { areasCopy } from "#app/content/page-copy/areas";
import { pageMeta } from "#app/lib/seo";
import { LazyServiceAreaMap } from "#app/components/map/lazy-service-area-map";
import { PageHero } from "#app/components/page-hero";
import { CountyCards } from "#app/components/sections/county-cards";
import { CtaBand } from "#app/components/sections/cta-band";
import { ServiceGuarantee } from "#app/components/sections/service-guarantee";
import { Section } from "#app/components/ui/section";

export function loader() {
  return { counties: counties.map(({ slug, name, cities }) => ({ slug, name, cities })) };
}

export const meta: Route.MetaFunction = () => pageMeta({ ...areasCopy.meta, path: "/areas" });

export default function Areas({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={areasCopy.hero.title}
        lead={areasCopy.hero.lead}
        crumbs={[{ to: "/areas", label: "Service Areas" }]}
      />
      <Section
        id="map"
        title={areasCopy.mapTitle}
        intro={
          <>
            New to the region? Read our{" "}
            <Link to="/areas/tampa-bay" className="font-semibold text-brand-700 underline">
              {business.region} overview
            </Link>
            .
          </>
        }
      >
        <div className="mx-auto max-w-3xl">
          <LazyServiceAreaMap />
        </div>
      </Section>
      <Section id="counties" title={areasCopy.countiesTitle} tone="tint">
        <CountyCards counties={loaderData.counties} />
      </Section>
      <ServiceGuarantee />
      <CtaBand />
    </>
  );
}
