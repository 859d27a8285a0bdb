import { Link } from "react-router";
import type { Route } from "./+types/brands";
import { gridBrands } from "~/content/brands";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/page-hero";
import { CtaBand } from "~/components/sections/cta-band";
import { WhyChooseUs } from "~/components/sections/why-choose-us";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";

export function loader() {
  return {
    brands: gridBrands.map(({ slug, name, description, commonRepairs }) => ({ slug, name, description, commonRepairs })),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Refrigerator Brands We Repair in Tampa Bay",
    description:
      "Whirlpool, GE, LG, Frigidaire, Sub-Zero, Viking, KitchenAid and more: the 16 refrigerator brands we repair across Tampa Bay, from everyday to built-in.",
    path: "/brands",
  });

export default function Brands({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Refrigerator Brands We Repair"
        lead="From everyday top-freezers to built-in luxury and commercial reach-ins, our technicians service all major brands."
        crumbs={[{ to: "/brands", label: "Brands" }]}
      />
      <Section id="brand-grid" title="All Brands We Service">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.brands.map((brand) => (
            <li key={brand.slug} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-xl font-bold text-brand-900">{brand.name}</h3>
              <p className="mt-2 text-slate-700">{brand.description}</p>
              <h4 className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">Common repairs</h4>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {brand.commonRepairs.map((repair) => (
                  <li key={repair} className="flex gap-2">
                    <Icon name="wrench" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {repair}
                  </li>
                ))}
              </ul>
              <Link
                to={`/brands/${brand.slug}`}
                className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-brand-700 hover:underline"
              >
                {brand.name} repair<span className="sr-only"> details</span>
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <WhyChooseUs title="Why Choose Us for Your Brand" />
      <CtaBand />
    </>
  );
}
