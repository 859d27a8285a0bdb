import type { Route } from "./+types/route";
import { gridBrands } from "#app/content/brands";
import { brandsCopy } from "#app/content/page-copy/brands";
import { pageMeta } from "#app/lib/seo";
import { PageHero } from "#app/components/page-hero";
import { BrandCards } from "#app/components/sections/brand-cards";
import { CtaBand } from "#app/components/sections/cta-band";
import { WhyChooseUs } from "#app/components/sections/why-choose-us";
import { Section } from "#app/components/ui/section";

export function loader() {
  return {
    brands: gridBrands.map(({ slug, name, description, commonRepairs }) => ({
      slug,
      name,
      description,
      commonRepairs,
    })),
  };
}

export const meta: Route.MetaFunction = () => pageMeta({ ...brandsCopy.meta, path: "/brands" });

export default function Brands({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={brandsCopy.hero.title}
        lead={brandsCopy.hero.lead}
        crumbs={[{ to: "/brands", label: "Brands" }]}
      />
      <Section id="brand-grid" title={brandsCopy.gridTitle}>
        <BrandCards brands={loaderData.brands} />
      </Section>
      <WhyChooseUs title={brandsCopy.whyChooseUsTitle} />
      <CtaBand />
    </>
  );
}
