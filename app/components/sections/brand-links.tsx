import { Link } from "react-router";
import { useLocalePath } from "#app/components/i18n";

export interface BrandLinkData {
  slug: string;
  name: string;
}

/** Brand names as a row of links to their pages (home strip, area pages). */
export function BrandLinks({ brands, className = "" }: { brands: BrandLinkData[]; className?: string }) {
  const localePath = useLocalePath();
  return (
    <ul className={`flex flex-wrap justify-center gap-3 ${className}`}>
      {brands.map((brand) => (
        <li key={brand.slug}>
          <Link
            to={localePath(`/brands/${brand.slug}`)}
            className="block rounded-lg border border-slate-200 bg-white px-5 py-3 font-semibold text-slate-800 shadow-sm hover:border-brand-500 hover:text-brand-700"
          >
            {brand.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
