import { telHref } from "#app/lib/phone";
import { BusinessHours } from "#app/components/business-hours";
import { ButtonLink, CallButton } from "#app/components/ui/button-link";
import { Icon } from "#app/components/ui/icon";
import { Section } from "#app/components/ui/section";
import { useSiteFacts } from "#app/components/site-facts";
import type { HomeCopy } from "#app/content/page-copy/home";
import { useLocalePath } from "#app/components/i18n";

/** The home page's closing contact block: phone, email, hours and the two ways to reach us. */
export function ContactBlock({ copy }: { copy: HomeCopy["contact"] }) {
  const facts = useSiteFacts();
  const localePath = useLocalePath();
  return (
    <Section id="contact-us" title={copy.title} tone="dark" intro={copy.intro}>
      <div className="grid gap-6 md:grid-cols-3">
        <div className="rounded-xl bg-white/10 p-6">
          <Icon name="phone" className="size-7 text-accent-400" />
          <h3 className="mt-3 text-lg font-semibold">{copy.callUs}</h3>
          <a href={telHref(facts.phones.main)} className="mt-1 block text-2xl font-bold hover:underline">
            {facts.phones.main.display}
          </a>
        </div>
        <div className="rounded-xl bg-white/10 p-6">
          <Icon name="mail" className="size-7 text-accent-400" />
          <h3 className="mt-3 text-lg font-semibold">{copy.emailUs}</h3>
          <a href={`mailto:${facts.emails.support}`} className="mt-1 block break-all hover:underline">
            {facts.emails.support}
          </a>
          <p className="mt-1 text-sm text-brand-100">{copy.reply}</p>
        </div>
        <div className="rounded-xl bg-white/10 p-6">
          <Icon name="clock" className="size-7 text-accent-400" />
          <h3 className="mt-3 text-lg font-semibold">{copy.hours}</h3>
          <BusinessHours className="mt-1 text-sm" />
        </div>
      </div>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to={localePath("/book")}>{copy.book}</ButtonLink>
        <CallButton line={facts.phones.main} variant="light" label={copy.call} />
      </div>
    </Section>
  );
}
