import { whyChooseUs } from "#app/content/why-choose-us";
import { Icon } from "#app/components/ui/icon";
import { Section } from "#app/components/ui/section";

export function WhyChooseUs({ title = "Why Choose Us" }: { title?: string }) {
  return (
    <Section id="why-choose-us" title={title} intro="What every repair comes with, whichever technician you get.">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {whyChooseUs.map((card) => (
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
