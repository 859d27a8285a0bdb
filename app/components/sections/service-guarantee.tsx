import { Icon, type IconName } from "#app/components/ui/icon";
import { Section } from "#app/components/ui/section";

/** The three promises' icons, in the order of the copy's `items`. */
const icons: IconName[] = ["clock", "shield-check", "badge-dollar-sign"];

export interface ServiceGuaranteeCopy {
  title: string;
  intro: string;
  /** Same-day visits, the warranty, upfront pricing (page-copy/areas.ts). */
  items: Array<{ title: string; text: string }>;
}

/** The /areas "service guarantee" block: what any address in the service area can count on. */
export function ServiceGuarantee({ copy }: { copy: ServiceGuaranteeCopy }) {
  return (
    <Section id="guarantee" title={copy.title} tone="dark" intro={copy.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {copy.items.map((g, i) => (
          <li key={g.title} className="rounded-xl bg-white/10 p-6">
            <Icon name={icons[i] ?? "check"} className="size-8 text-accent-400" />
            <h3 className="mt-3 text-lg font-semibold">{g.title}</h3>
            <p className="mt-1 text-brand-100">{g.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
