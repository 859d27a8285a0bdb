import { Link } from "react-router";
import type { County } from "#app/content/types";
import { cardGridColumns } from "#app/components/ui/card-grid";
import { Icon } from "#app/components/ui/icon";
import { useLocalePath, useUi } from "#app/components/i18n";

export type CountyCardData = Pick<County, "slug" | "name" | "cities">;

/**
 * County cards linking to their area pages. `citiesShown` trims the list (the home page shows
 * five cities followed by "...and more").
 */
export function CountyCards({ counties, citiesShown }: { counties: CountyCardData[]; citiesShown?: number }) {
  const ui = useUi();
  const localePath = useLocalePath();
  return (
    <ul className={`grid gap-6 ${cardGridColumns(counties.length)}`}>
      {counties.map((county) => {
        const cities = citiesShown ? county.cities.slice(0, citiesShown) : county.cities;
        return (
          <li key={county.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
              <Icon name="map-pin" className="size-5 text-brand-600" />
              {county.name}
            </h3>
            <ul className="mt-3 space-y-1 text-slate-700">
              {cities.map((city) => (
                <li key={city}>{city}</li>
              ))}
              {citiesShown && <li className="italic">{ui.countyCard.more}</li>}
            </ul>
            {/* If the name does not fit beside "View", its last two words move down together (never
                "Hillsborough / County"); a longer name ("Condado de Hillsborough") may break before them. */}
            <p className="mt-auto pt-4">
              <Link to={localePath(`/areas/${county.slug}`)} className="font-semibold text-brand-700 hover:underline">
                {ui.countyCard.view} {leadingWords(county.name)}
                <span className="whitespace-nowrap">
                  {lastTwoWords(county.name)}
                  <Icon name="arrow-right" className="ml-1 inline size-4 align-[-0.125em]" />
                </span>
              </Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** "Condado de Hillsborough" -> "Condado " (with its space); "" for a name of two words or fewer. */
function leadingWords(name: string): string {
  const words = name.split(" ");
  return words.length > 2 ? `${words.slice(0, -2).join(" ")} ` : "";
}

/** "Condado de Hillsborough" -> "de Hillsborough"; "Hillsborough County" as it is. */
function lastTwoWords(name: string): string {
  return name.split(" ").slice(-2).join(" ");
}
