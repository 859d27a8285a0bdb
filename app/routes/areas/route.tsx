import { Link } from "react-router";
import type { Route } from "./+types/route";
import { areasFor } from "#app/content/areas";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { useLocalePath, useUi } from "#app/components/i18n";
import { pageMeta } from "#app/lib/seo";
import { LazyServiceAreaMap } from "#app/components/map/lazy-service-area-map";
import { PageHero } from "#app/components/page-hero";
import { CountyCards } from "#app/components/sections/county-cards";
import { CtaBand } from "#app/components/sections/cta-band";
import { ServiceGuarantee } from "#app/components/sections/service-guarantee";
import { Section } from "#app/components/ui/section";

export function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(request);
  return {
    lang,
    copy: copyIn("areas", lang),
    counties: areasFor(lang).counties.map(({ slug, name, cities }) => ({ slug, name, cities })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy.meta, path: "/areas", lang: loaderData.lang }) : [];

export default function Areas({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const ui = useUi();
  const localePath = useLocalePath();
  return (
    <>
      <PageHero title={copy.hero.title} lead={copy.hero.lead} crumbs={[{ to: "/areas", label: ui.nav.areas }]} />
      <Section
        id="map"
        title={copy.mapTitle}
        intro={
          <>
            {copy.overview.before}{" "}
            <Link to={localePath("/areas/tampa-bay")} className="font-semibold text-brand-700 underline">
              {copy.overview.link}
            </Link>
            .
          </>
        }
      >
        <div className="mx-auto max-w-3xl">
          <LazyServiceAreaMap labels={ui.map} />
        </div>
      </Section>
      <Section id="counties" title={copy.countiesTitle} tone="tint">
        <CountyCards counties={loaderData.counties} />
      </Section>
      <ServiceGuarantee copy={copy.guarantee} />
      <CtaBand />
    </>
  );
}
