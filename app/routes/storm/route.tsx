import type { Route } from "./+types/route";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { pageMeta } from "#app/lib/seo";
import { PageHero } from "#app/components/page-hero";
import { CheckList } from "#app/components/sections/check-list";
import { CtaBand } from "#app/components/sections/cta-band";
import { ProseSections } from "#app/components/sections/prose-sections";
import { Container } from "#app/components/ui/container";

// /storm: food safety after an outage (USDA / FoodSafety.gov, cited), what a surge does, what to
// check when power returns, and Book. Always there; the storm banner links to it.
// The page's language's copy comes from the loader (no bundle holds either language's).
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(request);
  return { lang, copy: copyIn("storm", lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy.meta, path: "/storm", lang: loaderData.lang }) : [];

export default function Storm({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={copy.hero.title} lead={copy.hero.lead} crumbs={[{ to: "/storm", label: copy.hero.title }]} />
      <Container className="py-12">
        <div className="max-w-prose space-y-10">
          <section aria-labelledby="food-safety" className="rounded-xl border-2 border-brand-700 bg-brand-50 p-6">
            <h2 id="food-safety" className="text-2xl font-bold text-brand-900">
              {copy.foodSafety.heading}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-lg leading-relaxed text-slate-900">
              {copy.foodSafety.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </section>
          <CheckList title={copy.foodSafety.meanwhileTitle} items={copy.foodSafety.meanwhile} />
          <ProseSections sections={copy.sections} />
          <section aria-labelledby="storm-sources">
            <h2 id="storm-sources" className="text-xl font-bold text-brand-900">
              {copy.sources.heading}
            </h2>
            <ul className="mt-3 space-y-2">
              {copy.sources.links.map((source) => (
                <li key={source.href}>
                  <a href={source.href} rel="external noopener" className="text-brand-700 underline break-words">
                    {source.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Container>
      <CtaBand title={copy.book.title} text={copy.book.text} />
    </>
  );
}
