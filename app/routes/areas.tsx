import { Link } from "react-router";
import type { Route } from "./+types/areas";
import { counties } from "~/content/areas";
import { business } from "~/content/business";
import { areasCopy } from "~/content/page-copy/areas";
import { pageMeta } from "~/lib/seo";
import { LazyServiceAreaMap } from "~/components/map/lazy-service-area-map";
import { PageHero } from "~/components/page-hero";
import { CountyCards } from "~/components/sections/county-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { ServiceGuarantee } from "~/components/sections/service-guarantee";
import { Section } from "~/components/ui/section";

export function loader() {
  return { counties: counties.map(({ slug, name, cities }) => ({ slug, name, cities })) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...areasCopy.meta, path: "/areas" });

export default function Areas({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={areasCopy.hero.title}
        lead={areasCopy.hero.lead}
        crumbs={[{ to: "/areas", label: "Service Areas" }]}
      />
      <Section id="map" title={areasCopy.mapTitle} intro={<>New to the region? Read our <Link to="/areas/tampa-bay" className="font-semibold text-brand-700 underline">{business.region} overview</Link>.</>}>
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
