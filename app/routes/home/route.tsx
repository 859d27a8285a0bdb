import { Link } from "react-router";
import { testimonialsIn } from "#app/settings/spanish-lists.server";
import type { Route } from "./+types/route";
import { areasFor } from "#app/content/areas";
import { brandsIn } from "#app/content/brands";
import { homeServiceSlugs, servicesIn } from "#app/content/services";
import { langFromPath, localePath } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { pageMeta } from "#app/lib/seo";
import { businessJsonLd } from "#app/lib/structured-data";
import { JsonLd } from "#app/components/json-ld";
import { HomeHero } from "#app/components/home/hero";
import { MobileCallBar } from "#app/components/home/mobile-call-bar";
import { BrandLinks } from "#app/components/sections/brand-links";
import { ContactBlock } from "#app/components/sections/contact-block";
import { ServiceAreaSection } from "#app/components/sections/service-area-section";
import { ServiceCards } from "#app/components/sections/service-cards";
import { Testimonials } from "#app/components/sections/testimonials";
import { WhyChooseUs } from "#app/components/sections/why-choose-us";
import { ButtonLink } from "#app/components/ui/button-link";
import { Section } from "#app/components/ui/section";
import { useSiteFacts } from "#app/components/site-facts";
import { siteFactsForPage } from "#app/settings/site-facts.server";

/** SPEC §2: the home page's brand strip. */
const STRIP_BRANDS = ["amana", "frigidaire", "ge", "lg", "maytag", "whirlpool", "kitchenaid", "sub-zero"];

// Loaders run on the server only, so the long content modules never reach the browser bundle:
// the page receives just the fields its cards show.
export async function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const facts = await siteFactsForPage();
  const services = servicesIn(lang);
  const brands = brandsIn(lang);
  const copy = copyIn("home", lang);
  return {
    lang,
    copy,
    // On /es the customers' words in Spanish, marked as translated (decision 0036).
    testimonials: testimonialsIn(lang, facts.testimonials),
    services: homeServiceSlugs.map((slug) => {
      const { title, icon, description } = services.find((s) => s.slug === slug)!;
      return { slug, title, icon, description };
    }),
    brands: STRIP_BRANDS.map((slug) => {
      const brand = brands.find((b) => b.slug === slug)!;
      // SPEC names GE "GE Appliances" in the strip (the page copy's `stripNames`).
      return { slug, name: copy.brands.stripNames[slug] ?? brand.name };
    }),
    counties: areasFor(lang).counties.map(({ slug, name, cities }) => ({ slug, name, cities: cities.slice(0, 5) })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy.meta, path: "/", lang: loaderData.lang }) : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const facts = useSiteFacts();
  const { copy, lang } = loaderData;
  return (
    <>
      <HomeHero copy={copy.hero} />
      <Section id="services" title={copy.services.title} intro={copy.services.intro}>
        <ServiceCards services={loaderData.services} />
        <p className="mt-10 text-center">
          <ButtonLink to={localePath(lang, "/services")} variant="secondary">
            {copy.services.all}
          </ButtonLink>
        </p>
      </Section>
      <Section id="brands" title={copy.brands.title} tone="tint" intro={copy.brands.intro}>
        <BrandLinks brands={loaderData.brands} />
        <p className="mt-8 text-center">
          <Link
            to={localePath(lang, "/brands")}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {copy.brands.all}
          </Link>
        </p>
      </Section>
      <ServiceAreaSection counties={loaderData.counties} copy={copy.serviceArea} />
      <WhyChooseUs copy={copy.whyChooseUs} />
      <Testimonials testimonials={loaderData.testimonials} copy={copy.testimonials} />
      <ContactBlock copy={copy.contact} />
      <MobileCallBar label={copy.callBar} />
      <JsonLd
        data={businessJsonLd(
          loaderData.counties.map((c) => c.name),
          facts,
        )}
      />
    </>
  );
}
