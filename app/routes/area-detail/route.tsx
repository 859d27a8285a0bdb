import { Link } from "react-router";
import type { Route } from "./+types/route";
import { areaBrandSlugs, findCounty } from "#app/content/areas";
import { brands } from "#app/content/brands";
import { notFound } from "#app/lib/not-found";
import { areaDetailCopy } from "#app/content/page-copy/area-detail";
import { pageMeta } from "#app/lib/seo";
import { LazyServiceAreaMap } from "#app/components/map/lazy-service-area-map";
import { PageHero } from "#app/components/page-hero";
import { RouteError } from "#app/components/route-error";
import { BookingSidebar } from "#app/components/sections/booking-sidebar";
import { BrandLinks } from "#app/components/sections/brand-links";
import { CheckList } from "#app/components/sections/check-list";
import { ProseSections } from "#app/components/sections/prose-sections";
import { Container } from "#app/components/ui/container";

export function loader({ params }: Route.LoaderArgs) {
  const county = findCounty(params.slug);
  if (!county) notFound();
  return {
    county,
    brands: areaBrandSlugs.map((slug) => ({ slug, name: brands.find((b) => b.slug === slug)!.name })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...areaDetailCopy.meta(loaderData.county), path: `/areas/${loaderData.county.slug}` }) : [];

export default function AreaDetail({ loaderData: { county, brands } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={areaDetailCopy.title(county.name)}
        lead={county.description}
        crumbs={[
          { to: "/areas", label: "Service Areas" },
          { to: `/areas/${county.slug}`, label: county.name },
        ]}
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <ProseSections sections={county.sections} />
          <CheckList title={areaDetailCopy.citiesTitle(county.name)} items={county.cities} />
          <CheckList title={areaDetailCopy.problemsTitle(county.shortName)} items={county.commonProblems} />
          <section>
            <h2 className="text-xl font-bold text-brand-900">{areaDetailCopy.brandsTitle(county.name)}</h2>
            <BrandLinks brands={brands} className="mt-4 !justify-start" />
            <p className="mt-4">
              <Link to="/brands" className="font-semibold text-brand-700 hover:underline">
                View all brands
              </Link>
            </p>
          </section>
          <section>
            <h2 className="text-xl font-bold text-brand-900">{areaDetailCopy.mapTitle(county.name)}</h2>
            <div className="mt-4">
              <LazyServiceAreaMap highlight={county.slug} />
            </div>
          </section>
        </div>
        <BookingSidebar />
      </Container>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError notFound="area" />;
}
