import type { Route } from "./+types/brands";
import { gridBrands } from "~/content/brands";
import { brandsCopy } from "~/content/page-copy/brands";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/page-hero";
import { BrandCards } from "~/components/sections/brand-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { WhyChooseUs } from "~/components/sections/why-choose-us";
import { Section } from "~/components/ui/section";

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

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...brandsCopy.meta, path: "/brands" });

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
