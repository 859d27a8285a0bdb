import { Suspense } from "react";
import { faqsIn } from "#app/settings/spanish-lists.server";
import type { Route } from "./+types/route";
import { areasFor } from "#app/content/areas";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { useUi } from "#app/components/i18n";
import { FormWordsProvider } from "#app/components/forms/form-words";
import { formWordsFor } from "#app/content/i18n/dictionaries.server";
import { publicFactsOf } from "#app/settings/public-facts";
import { handleContactPost } from "./route.server";
import { submitWithDelay } from "#app/forms/submission";
import { pageMeta } from "#app/lib/seo";
import { leadSourceOfLanding } from "#app/requests/lead-source";
import { businessJsonLd } from "#app/lib/structured-data";
import { JsonLd } from "#app/components/json-ld";
import { BusinessHours } from "#app/components/business-hours";
import { ContactForm } from "#app/components/forms/contact-form";
import { PageHero } from "#app/components/page-hero";
import { AreasServed } from "#app/components/sections/areas-served";
import { ContactCards } from "#app/components/sections/contact-cards";
import { EmergencyBox } from "#app/components/sections/emergency-box";
import { FaqList } from "#app/components/sections/faq-list";
import { Container } from "#app/components/ui/container";
import { ToastProvider } from "#app/components/ui/toast";
import { Section } from "#app/components/ui/section";
import { clientOf } from "#app/lib/edge-context";
import { useSiteFacts } from "#app/components/site-facts";
import { siteFactsForPage } from "#app/settings/site-facts.server";

/** How many cities per county the contact page lists (the full lists live on /areas). */
const CITIES_SHOWN = 6;

export async function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(request);
  const facts = await siteFactsForPage();
  const { phones, emails } = publicFactsOf(facts);
  const { metaDescription, ...copy } = copyIn("contact", lang);
  return {
    lang,
    // The meta description names the main line and support address the owner set.
    copy: { ...copy, meta: { ...copy.meta, description: metaDescription(phones.main.display, emails.support) } },
    // The form's words: only this page (and /book) carries them. The phone rule's example is the owner's main line.
    formWords: formWordsFor(lang, phones.main.display),
    source: leadSourceOfLanding(new URL(request.url), request.headers.get("referer")),
    faqs: faqsIn(lang, "contact", facts),
    counties: areasFor(lang).counties.map(({ slug, name, cities }) => ({
      slug,
      name,
      cities: cities.slice(0, CITIES_SHOWN),
    })),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => handleContactPost(request, clientOf(context));

// A refused submission's headers (Retry-After on a 429) reach the browser with the page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitWithDelay(serverAction);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy.meta, path: "/contact", lang: loaderData.lang }) : [];

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const facts = useSiteFacts();
  const { copy } = loaderData;
  const ui = useUi();
  return (
    // Toasts are only raised by the form, so only the form pages carry the toast region.
    <ToastProvider>
      <PageHero title={copy.hero.title} lead={copy.hero.lead} crumbs={[{ to: "/contact", label: ui.nav.contact }]} />
      <ContactCards copy={copy.cards} />
      <Container className="grid grid-cols-1 gap-10 pb-14 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl border border-slate-200 p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-900">
            {copy.formTitle}
          </h2>
          <p className="mt-1 mb-6 text-slate-700">{copy.requiredNote}</p>
          {/* Its own Suspense boundary: hydrated as a separate unit of work (0008-hydrate-after-paint.md). */}
          <Suspense>
            <FormWordsProvider words={loaderData.formWords}>
              <ContactForm serverResult={actionData} source={loaderData.source} />
            </FormWordsProvider>
          </Suspense>
        </section>
        <div className="space-y-6">
          <EmergencyBox copy={copy.emergency} />
          <section className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-xl font-bold text-brand-900">{copy.hoursTitle}</h2>
            <BusinessHours className="mt-3" />
          </section>
          <AreasServed counties={loaderData.counties} copy={copy.areasServed} />
        </div>
      </Container>
      <Section id="faq" title={copy.faqTitle} tone="tint">
        <Suspense>
          <FaqList items={loaderData.faqs} />
        </Suspense>
      </Section>
      <JsonLd
        data={businessJsonLd(
          loaderData.counties.map((c) => c.name),
          facts,
        )}
      />
    </ToastProvider>
  );
}
