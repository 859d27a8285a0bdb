import { Link } from "react-router";
import type { Brand } from "#app/content/types";
import { fill } from "#app/content/i18n/fill";
import { cardGridColumns } from "#app/components/ui/card-grid";
import { Icon } from "#app/components/ui/icon";
import { useLocalePath } from "#app/components/i18n";

export type BrandCardData = Pick<Brand, "slug" | "name" | "description" | "commonRepairs">;

export interface BrandCardsCopy {
  commonRepairs: string;
  /** The link to a brand's page: "{name} repair". */
  link: string;
  /** Read by screen readers after the link's text. */
  linkDetails: string;
}

/** The /brands grid: each brand with its description, common repairs and a link to its page. Words: page-copy/brands.ts. */
export function BrandCards({ brands, copy }: { brands: BrandCardData[]; copy: BrandCardsCopy }) {
  const localePath = useLocalePath();
  return (
    <ul className={`grid gap-6 ${cardGridColumns(brands.length)}`}>
      {brands.map((brand) => (
        <li key={brand.slug} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
          <h3 className="text-xl font-bold text-brand-900">{brand.name}</h3>
          <p className="mt-2 text-slate-700">{brand.description}</p>
          <h4 className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">{copy.commonRepairs}</h4>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {brand.commonRepairs.map((repair) => (
              <li key={repair} className="flex gap-2">
                <Icon name="wrench" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {repair}
              </li>
            ))}
          </ul>
          <Link
            to={localePath(`/brands/${brand.slug}`)}
            className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-brand-700 hover:underline"
          >
            {fill(copy.link, { name: brand.name })}
            <span className="sr-only">{copy.linkDetails}</span>
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
