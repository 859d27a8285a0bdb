import type { HomeCopy } from "#app/content/page-copy/home";
import { Icon } from "#app/components/ui/icon";
import { Section } from "#app/components/ui/section";

/** The six Why Choose Us cards (home page and /brands), in the page's language (from its loader). */
export function WhyChooseUs({ copy, title = copy.title }: { copy: HomeCopy["whyChooseUs"]; title?: string }) {
  return (
    <Section id="why-choose-us" title={title} intro={copy.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {copy.cards.map((card) => (
          <li key={card.title} className="rounded-xl border border-slate-200 p-6">
            <Icon name={card.icon} className="size-8 text-brand-600" />
            <h3 className="mt-3 text-lg font-semibold text-brand-900">{card.title}</h3>
            <p className="mt-2 text-slate-700">{card.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
