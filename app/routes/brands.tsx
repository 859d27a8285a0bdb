import type { Route } from "./+types/brands";
import { gridBrands } from "~/content/brands";
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
        <BrandCards brands={loaderData.brands} />
      </Section>
      <WhyChooseUs title="Why Choose Us for Your Brand" />
      <CtaBand />
    </>
  );
}
