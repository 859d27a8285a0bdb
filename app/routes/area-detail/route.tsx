import { Link } from "react-router";
import type { Route } from "./+types/route";
import { areaBrandSlugs, findCounty } from "#app/content/areas";
import { brandsIn } from "#app/content/brands";
import { notFound } from "#app/lib/not-found";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { useLocalePath, useUi } from "#app/components/i18n";
import { pageMeta } from "#app/lib/seo";
import { LazyServiceAreaMap } from "#app/components/map/lazy-service-area-map";
import { PageHero } from "#app/components/page-hero";
import { RouteError } from "#app/components/route-error";
import { BookingSidebar } from "#app/components/sections/booking-sidebar";
import { BrandLinks } from "#app/components/sections/brand-links";
import { CheckList } from "#app/components/sections/check-list";
import { ProseSections } from "#app/components/sections/prose-sections";
import { Container } from "#app/components/ui/container";

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOf(request);
  const county = findCounty(params.slug, lang);
  if (!county) notFound();
  const brands = brandsIn(lang);
  const copy = copyIn("areaDetail", lang);
  return {
    lang,
    county,
    copy: {
      meta: copy.meta(county),
      title: copy.title(county.name),
      citiesTitle: copy.citiesTitle(county.name),
      problemsTitle: copy.problemsTitle(county.shortName),
      brandsTitle: copy.brandsTitle(county.name),
      mapTitle: copy.mapTitle(county.name),
    },
    brands: areaBrandSlugs.map((slug) => ({ slug, name: brands.find((b) => b.slug === slug)!.name })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ ...loaderData.copy.meta, path: `/areas/${loaderData.county.slug}`, lang: loaderData.lang })
    : [];

export default function AreaDetail({ loaderData: { county, brands, copy } }: Route.ComponentProps) {
  const ui = useUi();
  const localePath = useLocalePath();
  return (
    <>
      <PageHero
        title={copy.title}
        lead={county.description}
        crumbs={[
          { to: "/areas", label: ui.nav.areas },
          { to: `/areas/${county.slug}`, label: county.name },
        ]}
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <ProseSections sections={county.sections} />
          <CheckList title={copy.citiesTitle} items={county.cities} />
          <CheckList title={copy.problemsTitle} items={county.commonProblems} />
          <section>
            <h2 className="text-xl font-bold text-brand-900">{copy.brandsTitle}</h2>
            <BrandLinks brands={brands} className="mt-4 !justify-start" />
            <p className="mt-4">
              <Link to={localePath("/brands")} className="font-semibold text-brand-700 hover:underline">
                {ui.notFound.back.brand}
              </Link>
            </p>
          </section>
          <section>
            <h2 className="text-xl font-bold text-brand-900">{copy.mapTitle}</h2>
            <div className="mt-4">
              <LazyServiceAreaMap highlight={county.slug} labels={ui.map} />
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
