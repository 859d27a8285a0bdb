import { Link } from "react-router";
import type { Route } from "./+types/home";
import { counties } from "~/content/areas";
import { brands } from "~/content/brands";
import { homeServiceSlugs, services } from "~/content/services";
import { pageMeta } from "~/lib/seo";
import { businessJsonLd } from "~/lib/structured-data";
import { JsonLd } from "~/components/json-ld";
import { homeCopy } from "~/content/page-copy/home";
import { HomeHero } from "~/components/home/hero";
import { MobileCallBar } from "~/components/home/mobile-call-bar";
import { BrandLinks } from "~/components/sections/brand-links";
import { ContactBlock } from "~/components/sections/contact-block";
import { ServiceAreaSection } from "~/components/sections/service-area-section";
import { ServiceCards } from "~/components/sections/service-cards";
import { Testimonials } from "~/components/sections/testimonials";
import { WhyChooseUs } from "~/components/sections/why-choose-us";
import { ButtonLink } from "~/components/ui/button-link";
import { Section } from "~/components/ui/section";

/** SPEC §2: the home page's brand strip. */
const STRIP_BRANDS = ["amana", "frigidaire", "ge", "lg", "maytag", "whirlpool", "kitchenaid", "sub-zero"];

// Loaders run on the server only, so the long content modules never reach the browser bundle:
// the page receives just the fields its cards show.
export function loader() {
  return {
    services: homeServiceSlugs.map((slug) => {
      const { title, icon, description } = services.find((s) => s.slug === slug)!;
      return { slug, title, icon, description };
    }),
    brands: STRIP_BRANDS.map((slug) => {
      const brand = brands.find((b) => b.slug === slug)!;
      // SPEC names GE "GE Appliances" in the strip.
      return { slug, name: slug === "ge" ? "GE Appliances" : brand.name };
    }),
    counties: counties.map(({ slug, name, cities }) => ({ slug, name, cities: cities.slice(0, 5) })),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...homeCopy.meta, path: "/" });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <Section id="services" title={homeCopy.services.title} intro={homeCopy.services.intro}>
        <ServiceCards services={loaderData.services} />
        <p className="mt-10 text-center">
          <ButtonLink to="/services" variant="secondary">
            View All Services
          </ButtonLink>
        </p>
      </Section>
      <Section id="brands" title={homeCopy.brands.title} tone="tint" intro={homeCopy.brands.intro}>
        <BrandLinks brands={loaderData.brands} />
        <p className="mt-8 text-center">
          <Link to="/brands" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            See all brands we service
          </Link>
        </p>
      </Section>
      <ServiceAreaSection counties={loaderData.counties} />
      <WhyChooseUs />
      <Testimonials />
      <ContactBlock />
      <MobileCallBar />
      <JsonLd data={businessJsonLd(loaderData.counties.map((c) => c.name))} />
    </>
  );
}
