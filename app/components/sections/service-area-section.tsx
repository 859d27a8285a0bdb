import { Link } from "react-router";
import { LazyServiceAreaMap } from "#app/components/map/lazy-service-area-map";
import { Section } from "#app/components/ui/section";
import { CountyCards, type CountyCardData } from "./county-cards";

/** Home page: the map, four county cards with five cities each, and a link to /areas. */
export function ServiceAreaSection({ counties }: { counties: CountyCardData[] }) {
  return (
    <Section
      id="service-area"
      title="Our Service Area"
      tone="tint"
      intro="Technicians based across Tampa Bay, so help is never far away."
    >
      <div className="mx-auto mb-10 max-w-3xl">
        <LazyServiceAreaMap />
      </div>
      <CountyCards counties={counties} citiesShown={5} />
      <p className="mt-8 text-center">
        <Link to="/areas" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          View all service areas
        </Link>
      </p>
    </Section>
  );
}
