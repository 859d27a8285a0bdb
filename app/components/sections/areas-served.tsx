import { Link } from "react-router";
import type { CountyCardData } from "./county-cards";

/** Contact page sidebar: each county with a few of its cities (the full lists are on /areas). */
export function AreasServed({ counties }: { counties: CountyCardData[] }) {
  return (
    <section className="rounded-xl border border-slate-200 p-6">
      <h2 className="text-xl font-bold text-brand-900">Areas We Serve</h2>
      <ul className="mt-3 space-y-3">
        {counties.map((county) => (
          <li key={county.slug}>
            <Link to={`/areas/${county.slug}`} className="font-semibold text-brand-700 hover:underline">
              {county.name}
            </Link>
            <p className="text-sm text-slate-700">{county.cities.join(", ")} and more</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
