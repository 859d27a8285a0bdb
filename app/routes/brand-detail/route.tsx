import { Link } from "react-router";
import type { Route } from "./+types/route";
import { findBrand } from "#app/content/brands";
import { notFound } from "#app/lib/not-found";
import { brandDetailCopy } from "#app/content/page-copy/brand-detail";
import { pageMeta } from "#app/lib/seo";
import { PageHero } from "#app/components/page-hero";
import { RouteError } from "#app/components/route-error";
import { BookingSidebar } from "#app/components/sections/booking-sidebar";
import { CheckList } from "#app/components/sections/check-list";
import { ProseSections } from "#app/components/sections/prose-sections";
import { Container } from "#app/components/ui/container";

export function loader({ params }: Route.LoaderArgs) {
  const brand = findBrand(params.slug);
  if (!brand) notFound();
  return { brand };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...brandDetailCopy.meta(loaderData.brand), path: `/brands/${loaderData.brand.slug}` }) : [];

export default function BrandDetail({ loaderData: { brand } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={brandDetailCopy.title(brand.name)}
        lead={brand.description}
        crumbs={[
          { to: "/brands", label: "Brands" },
          { to: `/brands/${brand.slug}`, label: brand.name },
        ]}
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <ProseSections sections={brand.sections} />
          <CheckList title={brandDetailCopy.commonRepairsTitle(brand.name)} items={brand.commonRepairs} />
          <CheckList title={brandDetailCopy.productTypesTitle(brand.name)} items={brand.productTypes} />
          <p>
            <Link to="/brands" className="font-semibold text-brand-700 hover:underline">
              See all brands we repair
            </Link>
          </p>
        </div>
        <BookingSidebar />
      </Container>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError notFound="brand" />;
}
