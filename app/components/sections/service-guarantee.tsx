import { business } from "#app/content/business";
import { Icon, type IconName } from "#app/components/ui/icon";
import { Section } from "#app/components/ui/section";

const guarantees: Array<{ icon: IconName; title: string; text: string }> = [
  { icon: "clock", title: "Same-day or next-day", text: "Call before noon and we can usually be there the same day." },
  {
    icon: "shield-check",
    title: `${business.warrantyDays}-day warranty`,
    text: `Every repair is covered for ${business.warrantyDays} days, parts and labor.`,
  },
  {
    icon: "badge-dollar-sign",
    title: "Upfront pricing",
    text: "You approve the price before work starts; the diagnostic fee is credited toward the repair.",
  },
];

/** The /areas "service guarantee" block: what any address in the service area can count on. */
export function ServiceGuarantee() {
  return (
    <Section
      id="guarantee"
      title="Our Service Guarantee"
      tone="dark"
      intro="Wherever you are in our four counties, you get the same promise."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {guarantees.map((g) => (
          <li key={g.title} className="rounded-xl bg-white/10 p-6">
            <Icon name={g.icon} className="size-8 text-accent-400" />
            <h3 className="mt-3 text-lg font-semibold">{g.title}</h3>
            <p className="mt-1 text-brand-100">{g.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
