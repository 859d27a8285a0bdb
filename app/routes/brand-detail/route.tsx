import { Link } from "react-router";
import type { Route } from "./+types/route";
import { findBrand } from "#app/content/brands";
import { notFound } from "#app/lib/not-found";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { useLocalePath, useUi } from "#app/components/i18n";
import { pageMeta } from "#app/lib/seo";
import { PageHero } from "#app/components/page-hero";
import { RouteError } from "#app/components/route-error";
import { BookingSidebar } from "#app/components/sections/booking-sidebar";
import { CheckList } from "#app/components/sections/check-list";
import { ProseSections } from "#app/components/sections/prose-sections";
import { Container } from "#app/components/ui/container";

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOf(request);
  const brand = findBrand(params.slug, lang);
  if (!brand) notFound();
  const copy = copyIn("brandDetail", lang);
  return {
    lang,
    brand,
    copy: {
      meta: copy.meta(brand),
      title: copy.title(brand.name),
      commonRepairsTitle: copy.commonRepairsTitle(brand.name),
      productTypesTitle: copy.productTypesTitle(brand.name),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ ...loaderData.copy.meta, path: `/brands/${loaderData.brand.slug}`, lang: loaderData.lang })
    : [];

export default function BrandDetail({ loaderData: { brand, copy } }: Route.ComponentProps) {
  const ui = useUi();
  const localePath = useLocalePath();
  return (
    <>
      <PageHero
        title={copy.title}
        lead={brand.description}
        crumbs={[
          { to: "/brands", label: ui.nav.brands },
          { to: `/brands/${brand.slug}`, label: brand.name },
        ]}
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <ProseSections sections={brand.sections} />
          <CheckList title={copy.commonRepairsTitle} items={brand.commonRepairs} />
          <CheckList title={copy.productTypesTitle} items={brand.productTypes} />
          <p>
            <Link to={localePath("/brands")} className="font-semibold text-brand-700 hover:underline">
              {ui.cta.seeAllBrands}
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
