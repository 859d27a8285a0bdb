import { Link } from "react-router";
import { useLocalePath } from "#app/components/i18n";
import type { CountyCardData } from "./county-cards";

export interface AreasServedCopy {
  title: string;
  /** After each county's few cities ("Tampa, Brandon and more"). */
  more: string;
}

/** Contact page sidebar: each county with a few of its cities (the full lists are on /areas). */
export function AreasServed({ counties, copy }: { counties: CountyCardData[]; copy: AreasServedCopy }) {
  const localePath = useLocalePath();
  return (
    <section className="rounded-xl border border-slate-200 p-6">
      <h2 className="text-xl font-bold text-brand-900">{copy.title}</h2>
      <ul className="mt-3 space-y-3">
        {counties.map((county) => (
          <li key={county.slug}>
            <Link to={localePath(`/areas/${county.slug}`)} className="font-semibold text-brand-700 hover:underline">
              {county.name}
            </Link>
            <p className="text-sm text-slate-700">{`${county.cities.join(", ")} ${copy.more}`}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
