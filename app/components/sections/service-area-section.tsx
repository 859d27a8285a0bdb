import { Link } from "react-router";
import { LazyServiceAreaMap } from "#app/components/map/lazy-service-area-map";
import { Section } from "#app/components/ui/section";
import { CountyCards, type CountyCardData } from "./county-cards";
import type { HomeCopy } from "#app/content/page-copy/home";
import { useLocalePath, useUi } from "#app/components/i18n";

/** Home page: the map, four county cards with five cities each, and a link to /areas. */
export function ServiceAreaSection({ counties, copy }: { counties: CountyCardData[]; copy: HomeCopy["serviceArea"] }) {
  const localePath = useLocalePath();
  const ui = useUi();
  return (
    <Section id="service-area" title={copy.title} tone="tint" intro={copy.intro}>
      <div className="mx-auto mb-10 max-w-3xl">
        <LazyServiceAreaMap labels={ui.map} />
      </div>
      <CountyCards counties={counties} citiesShown={5} />
      <p className="mt-8 text-center">
        <Link to={localePath("/areas")} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {copy.all}
        </Link>
      </p>
    </Section>
  );
}
