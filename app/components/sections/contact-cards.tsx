import { telHref } from "#app/lib/phone";
import { Container } from "#app/components/ui/container";
import { Icon, type IconName } from "#app/components/ui/icon";
import { useSiteFacts } from "#app/components/site-facts";

export interface ContactCardsCopy {
  call: { title: string; note: string };
  email: { title: string; note: string };
  emergency: { title: string; note: string };
}

/** The contact page's three cards: call, email, hours at a glance. Words: page-copy/contact.ts. */
export function ContactCards({ copy }: { copy: ContactCardsCopy }) {
  const facts = useSiteFacts();
  const cards: Array<{ icon: IconName; title: string; href: string; value: string; note: string }> = [
    { icon: "phone", href: telHref(facts.phones.main), value: facts.phones.main.display, ...copy.call },
    { icon: "mail", href: `mailto:${facts.emails.support}`, value: facts.emails.support, ...copy.email },
    {
      icon: "triangle-alert",
      href: telHref(facts.phones.emergency),
      value: facts.phones.emergency.display,
      ...copy.emergency,
    },
  ];
  return (
    <Container className="py-12">
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="rounded-xl border border-slate-200 p-6 text-center shadow-sm">
            <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-100 text-brand-700">
              <Icon name={card.icon} className="size-6" />
            </span>
            <h2 className="mt-3 text-lg font-semibold text-brand-900">{card.title}</h2>
            <a href={card.href} className="mt-1 block font-bold break-all text-brand-700 hover:underline">
              {card.value}
            </a>
            <p className="mt-1 text-sm text-slate-600">{card.note}</p>
          </li>
        ))}
      </ul>
    </Container>
  );
}
