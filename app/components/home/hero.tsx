import { business } from "#app/content/business";
import type { HomeCopy } from "#app/content/page-copy/home";
import { ButtonLink, CallButton } from "#app/components/ui/button-link";
import { Container } from "#app/components/ui/container";
import { Icon } from "#app/components/ui/icon";
import { useSiteFacts } from "#app/components/site-facts";
import { useLocalePath } from "#app/components/i18n";

/** The home page's hero, in the page's language (its copy from the home loader). */
export function HomeHero({ copy }: { copy: HomeCopy["hero"] }) {
  const facts = useSiteFacts();
  const localePath = useLocalePath();
  return (
    <section className="bg-gradient-to-br from-brand-800 via-brand-900 to-brand-900 text-white">
      <Container className="grid items-center gap-10 py-6 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="mb-2 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium sm:mb-3">
            <Icon name="clock" className="size-4" />
            {copy.badge}
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{copy.title}</h1>
          <p className="mt-3 max-w-2xl text-brand-100 sm:mt-5 sm:text-lg">{copy.lead}</p>
          {/* The two ways to act come right after the pitch, so a phone shows them in its first screen, above the call bar. */}
          <div className="mt-5 flex flex-wrap gap-3 sm:mt-8">
            <ButtonLink to={localePath("/book")}>
              <Icon name="calendar" />
              {copy.book}
            </ButtonLink>
            <CallButton line={facts.phones.main} variant="light" label={copy.call} />
          </div>
          <ul className="mt-6 space-y-2 sm:mt-8">
            {copy.benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2 text-lg">
                <Icon name="circle-check" className="size-6 text-accent-400" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden rounded-2xl bg-white/10 p-6 lg:block">
          <h2 className="text-xl font-bold">{copy.asideTitle}</h2>
          <dl className="mt-4 grid grid-cols-2 gap-4 text-center">
            <div className="rounded-xl bg-white/10 p-4">
              <dt className="text-sm text-brand-100">{copy.since}</dt>
              <dd className="text-3xl font-bold">{business.foundedYear}</dd>
            </div>
            <div className="rounded-xl bg-white/10 p-4">
              <dt className="text-sm text-brand-100">{copy.warranty}</dt>
              <dd className="text-3xl font-bold">{copy.warrantyValue}</dd>
            </div>
            <div className="col-span-2 rounded-xl bg-white/10 p-4">
              <dt className="text-sm text-brand-100">{copy.diagnosticFee}</dt>
              <dd className="text-lg font-semibold">{copy.diagnosticFeeValue}</dd>
            </div>
          </dl>
        </div>
      </Container>
    </section>
  );
}
